/** O que o jogador lê no próprio painel: botões, mão, situação. */
import type { EN_PLAY } from '../en/play.ts';
import type { SameKeys } from '../types.ts';

export const PT_BR_PLAY: SameKeys<typeof EN_PLAY> = {
  panel: {
    choose: 'Escolha…',
    choosePage: 'Escolha… (página {{page}} de {{pages}})',
    previous: '◀ Anterior',
    next: 'Próxima ▶',
    undo: 'Desfazer',
    or: 'Ou…',
    orChoose: 'Ou escolha…',
    oneOrSeveral: '{{prompt}} (uma ou várias)',
    pricesAtMinimum: 'Todos os preços no mínimo',
    wagesAtMinimum: 'Todos os Salários no mínimo',
    handTitle: '{{emoji}} Sua mão — {{class}}',
    noCards: '*Nenhuma carta na mão.*',
    hiddenAgenda: '🎯 Sua Agenda Oculta',
    onlyYouKnow: '🤫 Só você sabe',
    gameOver: 'A partida acabou. `/score` mostra o placar detalhado.',
    nothingToAnswer: '{{emoji}} **{{class}}** — nada a responder agora.',
    waitingFor: 'Esperando por:\n{{who}}',
    question: '{{emoji}} **{{class}}** — {{prompt}}',
    since: '🕑 Desde o seu último turno',
    earlier: '*…e mais {{count}} antes.*',
    myBid: '🔒 Seu lance secreto: {{bid}} de Influência (revelado quando todos os lances chegarem).',
    otherBid:
      '🔒 Há um lance secreto desta vaga, feito pelo jogador anterior; fica oculto até todos os lances chegarem.',
    secretAgenda:
      '🔒 Segredo: ninguém mais vê qual Agenda você guarda até ela ser pontuada ou a partida acabar.',
    secretBid: '🔒 Segredo: ninguém vê sua resposta até todos os lances chegarem.',
  },
  menu: {
    play: 'Jogar {{card}}',
    basic: '{{action}} (descartando uma carta)',
    free: 'Ação Livre: {{action}}',
    end: 'Encerrar seu turno',
    endDescription: 'Seu turno acaba aqui; a próxima classe joga',
    pass: 'Descartar uma carta e passar (nenhuma Ação Básica é possível)',
    passShort: 'Passar',
    passDescription: 'A carta vai para o seu descarte sem efeito',
  },
  card: {
    title: '{{name}} — {{english}}',
    field: {
      Class: 'Classe',
      Copies: 'Cópias',
      Requires: 'Exige',
      Benefit: 'Benefício',
      VP: 'PV',
      Period: 'Período',
      Trigger: 'Gatilho',
    },
    nothing: 'Nada',
    baseGame: 'Jogo base',
    kind: '{{name}} ({{kind}})',
    notFound: 'Não há carta chamada "{{name}}".',
  },
  status: {
    title: '{{emoji}} {{class}} — {{vp}} PV',
    money:
      '💰 {{money}} · Influência {{influence}} · Prosperidade {{prosperity}} · Empréstimos {{loans}} · Mão {{hand}}',
    capitalistMoney:
      '💰 Receita {{revenue}} · Capital {{capital}} · Influência {{influence}} · Empréstimos {{loans}} · Mão {{hand}}',
    stateMoney: '💰 Tesouro {{treasury}} · Influência {{influence}} · Empréstimos {{loans}} · Mão {{hand}}',
    workers: '👷 Trabalhadores {{employed}} empregados · {{unemployed}} desempregados',
    goods: '📦 Bens',
    goodsAndServices: '📦 Bens e Serviços',
    storage: '🏬 Armazém',
    goodsLine: '{{label}}: {{goods}}',
    companies: '🏭 Empresas {{count}}',
    legitimacy: '⚖️ Legitimidade: Trabalhadora {{working}} · Média {{middle}} · Capitalista {{capitalist}}',
    publicCompanies: '🏛️ Empresas Públicas {{count}} · Alimentos {{food}} · Luxo {{luxury}}',
  },
};
