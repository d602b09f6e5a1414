/** O tabuleiro público: título, campos e botões, no idioma da partida. */
import type { EN_BOARD } from '../en/board.ts';
import type { SameKeys } from '../types.ts';

export const PT_BR_BOARD: SameKeys<typeof EN_BOARD> = {
  board: {
    abandoned: 'Hegemony — abandonada',
    gameOver: 'Hegemony — Fim de jogo',
    round: 'Hegemony — Rodada {{round}} de {{rounds}} · {{phase}}',
    turn: 'Turno {{number}} de {{turns}}: **{{class}}** ({{holder}})',
    waitingFor: 'Esperando por',
    nobody: 'Ninguém.',
    waiting: '{{emoji}} {{holder}} — {{class}}: {{secret}}{{kind}}',
    vote: '🗳️ Votação',
    policies: 'Políticas',
    policy: '{{number}} {{name}}: **{{section}}**{{bill}}',
    bill: ' ← Projeto: **{{section}}** ({{class}})',
    voteTarget: '{{number}} {{name}} → **{{section}}**',
    and: ' e ',
    billOf: '{{target}} (Projeto de Lei — {{class}})',
    specialElection: '{{target}} (eleição especial convocada — {{class}})',
    side: { for: 'a favor', against: 'contra' },
    sides: 'Lados: {{sides}}',
    secretBids: 'Lances secretos: {{bids}}',
    workingLines:
      '💰 {{money}} · Prosperidade {{prosperity}} · Influência {{influence}}\nTrabalhadores {{workers}} · Empréstimos {{loans}} · Mão {{hand}}',
    capitalistLines:
      '💰 Receita {{revenue}} · Capital {{capital}} · Influência {{influence}}\nEmpresas {{companies}} · Empréstimos {{loans}} · Mão {{hand}}',
    stateLines:
      'Legitimidade T{{working}} M{{middle}} C{{capitalist}} · Influência {{influence}}\nEmpréstimos {{loans}} · Mão {{hand}}',
    treasury: '🏛️ Tesouro',
    treasuryLoans: ' (Empréstimos {{loans}})',
    treasuryLines:
      '{{treasury}}{{loans}} · Multiplicador de Impostos {{multiplier}}\nServiços Públicos: Saúde {{health}} · Educação {{education}} · Influência {{influence}}',
    scoresAbandoned: 'Placar ao abandonar',
    finalScores: '🏆 Placar final',
    scoreLine: '{{trophy}}{{class}} ({{holder}}): **{{vp}} PV**',
    footer: 'Partida {{id}} · jogada {{version}} · {{next}} · /rules para ajuda',
    footerOver: '/score para o placar detalhado',
    footerPlaying: '/hand para suas cartas',
    openPanel: 'Abrir meu painel',
    placeBid: 'Fazer seu lance',
    chooseAgenda: 'Escolher sua Agenda Oculta',
    score: 'Placar',
  },
  score: {
    final: 'Placar final',
    after: 'Placar após a jogada {{version}}',
    notStarted: 'A partida ainda não começou.',
    wait: 'Você pode ver o placar de novo em {{seconds}} s.',
    round: 'R{{round}} {{vp}}',
    times_one: '{{text}}',
    times_other: '{{text}} ({{count}} vezes)',
  },
  asked: {
    turn: 'jogando o turno',
    vote: { side: 'a favor ou contra o Projeto de Lei', bid: 'um lance secreto de Influência' },
    bill: { immediate: 'se pede uma Votação Imediata' },
    needs: { buy: 'cobrindo suas necessidades' },
    end: { loans: 'pagando Empréstimos' },
    prep: { 'market-discard': 'renovando seu Mercado', skilled: 'uma escolha de preparação' },
    agenda: { keep: 'escolhendo uma Agenda Oculta em segredo' },
    crisis: { bond: 'se empresta ao Estado', 'remove-worker': 'qual Trabalhador sai' },
    alt: {
      keep: 'guardando ou descartando uma carta de Evento',
      benefit: 'se usa um Benefício',
      'pressure-use': 'se usa a Pressão Popular',
    },
    other: 'uma escolha',
  },
};
