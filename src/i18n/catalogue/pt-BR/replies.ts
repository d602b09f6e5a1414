/** As respostas dos comandos e botões que não são ditas em outro lugar, no idioma de quem lê. */
import type { EN_REPLIES } from '../en/replies.ts';
import type { SameKeys } from '../types.ts';

export const PT_BR_REPLIES: SameKeys<typeof EN_REPLIES> = {
  boardCommand: {
    noClass: 'Não há {{class}} nesta partida.',
    wait: 'Você pode publicar o tabuleiro de novo em {{seconds}} s.',
    live: ' Ele é mantido atualizado aqui: {{link}}',
    classBoard: '**{{class}}** — rodada {{round}}.',
    noPictures: ' (As imagens do tabuleiro estão desligadas.)',
  },
  buttons: {
    abandonedNoTurning: 'Uma partida abandonada não tem momentos decisivos.',
    took: '<@{{user}}> assumiu a **{{class}}**.',
    offerClosed: 'A oferta da **{{class}}** foi encerrada por <@{{user}}>.',
    youPlay: 'Agora você joga com a **{{class}}**: aperte **{{openPanel}}** no tabuleiro.',
    undoAgreed: 'Todos concordaram: está desfeito.',
    undoYouAgree: 'Anotado: você concorda. Aguardando os outros.',
    undoRefused: 'Anotado: nada é desfeito.',
    atMinimum: 'Tudo já está no mínimo.',
    undoDone: '↩️ Desfeito: {{what}}.',
    undoAsked: '↩️ Os outros jogadores são chamados a concordar.',
  },
  bot: {
    unknownButton:
      'Não conheço esse botão — ele pode vir de uma versão mais antiga do bot. Use `{{hand}}` para ver o que você pode fazer agora.',
    done: 'Feito.',
    unknownCommand: 'Não conheço mais esse comando.',
    restarting:
      'O árbitro está reiniciando, então nada foi alterado. Tente de novo em um minuto: sua partida está salva.',
    apology: 'Desculpe — algo deu errado do meu lado e nada foi alterado. (id do erro `{{id}}`)',
    notInDm: 'Hegemony se joga num canal ou tópico de servidor, não em mensagens diretas.',
    noAi: 'Este bot roda sem a IA.',
  },
  typed: {
    thing: { play: 'carta para jogar', basic: 'Ação Básica', free: 'Ação Livre', choice: 'escolha' },
    notOnOffer: 'Não há {{thing}} chamada “{{typed}}” oferecida agora. Você pode escolher: {{names}}.',
    nothingToChoose: 'Você não pode escolher {{thing}} agora: {{prompt}}',
    noSuchCard: 'Você não tem carta chamada “{{typed}}” na mão. Suas cartas: {{cards}}.',
    none: 'nenhuma',
  },
  gameExport:
    'Partida `{{id}}`: `hegemony-{{id}}.json` a reproduz exatamente (opções, semente e cada resposta; `npm run store -- import` a importa), e `hegemony-{{id}}.txt` é o seu registro.',
  access: {
    permission: {
      viewChannel: 'Ver canal',
      sendMessages: 'Enviar mensagens',
      embedLinks: 'Inserir links',
      attachFiles: 'Anexar arquivos',
      readMessageHistory: 'Ver histórico de mensagens',
      sendMessagesInThreads: 'Enviar mensagens em tópicos',
      createPublicThreads: 'Criar tópicos públicos',
    },
    and: ' e ',
    cannotGame:
      'Não consigo conduzir uma partida aqui: falta-me {{missing}} neste canal. Um admin do servidor pode me dar {{them}} (configurações do canal → Permissões) e então tente de novo.',
    cannotPods:
      'Não consigo abrir as mesas da liga aqui: falta-me {{missing}} neste canal. Um admin do servidor pode me dar {{them}} (configurações do canal → Permissões) e então tente de novo.',
    them_one: 'essa permissão',
    them_other: 'essas permissões',
    archived: 'este tópico está arquivado, e não posso desarquivá-lo (está trancado)',
    unseen: 'não consigo mais ver este canal (**{{view}}**)',
    setting:
      'uma configuração do canal me tira uma permissão de que preciso ({{needs}}; num tópico **{{threads}}**)',
    problem:
      '⚠️ Não consigo publicar nem atualizar o tabuleiro aqui: {{why}}. Sua jogada está salva; o registro e o tabuleiro se atualizam, em ordem, assim que eu puder publicar de novo.',
  },
  hegemonyCommand: {
    notAClass: '"{{word}}" não é uma classe; nomeie uma ou mais de {{offered}}.',
    nameAClass: 'Nomeie ao menos uma classe em `{{option}}:`.',
    unknownMode: 'Modo desconhecido.',
    modeWithoutAutoma: '`{{mode}}:` é para os Automas: nomeie-os com `{{automa}}:`.',
    unknownAiLevel: 'Nível de IA desconhecido.',
    levelWithoutAi: '`{{level}}:` é para a IA: nomeie as vagas dela com `{{ai}}:`.',
    unknownClass: 'Classe desconhecida.',
    nothingToChange:
      'Nada a mudar: dê {{deadline}}, {{reminders}}, {{offerAfter}}, {{hints}}, {{autopilot}} ou {{language}}.',
    saved: 'Salvo: {{what}}.',
    language: 'as mensagens públicas da partida em {{language}}',
    aiSettings: 'dicas {{hints}}, vagas de jogadores ausentes jogadas {{by}}',
    hintsAllowed: 'permitidas',
    hintsOff: 'desligadas',
    byAi: 'pela IA',
    byAutopilot: 'pelo piloto automático',
    bothQuiet: 'Dê {{from}} e {{to}}.',
    notPlaying: 'Você não joga na partida deste canal.',
    votedFor:
      'Anotado: a favor do Projeto de Lei da Política {{policy}}. Ele é dado por você quando chegar essa eleição.',
    votedAgainst:
      'Anotado: contra o Projeto de Lei da Política {{policy}}. Ele é dado por você quando chegar essa eleição.',
    botSeat: 'Um bot não pode ocupar uma vaga.',
  },
};
