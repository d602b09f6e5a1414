/** `/game show` e `/game list`: partidas encerradas, só informação pública. */
import type { EN_HISTORY } from '../en/history.ts';
import type { SameKeys } from '../types.ts';

export const PT_BR_HISTORY: SameKeys<typeof EN_HISTORY> = {
  history: {
    ai: '🧠 IA',
    automa: 'Automa',
    baseGame: 'jogo base',
    titleFinished: 'Partida {{id}} — placar final',
    titleAbandoned: 'Partida {{id}} — abandonada',
    league: 'Liga: temporada {{season}}, rodada {{round}}, grupo {{pod}}',
    players_one: '{{count}} jogador · {{modules}}',
    players_other: '{{count}} jogadores · {{modules}}',
    openedEnded: 'Aberta {{opened}} · encerrada {{ended}}',
    openedAbandoned: 'Aberta {{opened}} · abandonada {{ended}}{{by}} na jogada {{move}}, rodada {{round}}',
    by: ' por {{who}}',
    playedIn: 'Jogada em {{where}}',
    footer: 'Partida {{id}} · /game export id:{{id}} para o replay e o registro',
    abandonedMark: '*(abandonada)* ',
    listTitle: 'Partidas encerradas',
    none: 'Nenhuma ainda.',
    page_one: 'Página {{page}} de {{pages}} · {{count}} partida · /game show id: para uma',
    page_other: 'Página {{page}} de {{pages}} · {{count}} partidas · /game show id: para uma',
    newer: '◀ Mais novas',
    older: 'Mais antigas ▶',
    inChannel: 'Em {{channel}}, das mais novas:',
    byPlayer: 'Jogadas por {{player}}, das mais novas:',
    inServer: 'Neste servidor, das mais novas:',
  },
  turning: {
    button: 'Momentos decisivos',
    title: 'Partida {{id}} — momentos decisivos',
    heading: 'As jogadas que mais mudaram as chances de vitória:',
    line: '**{{n}}.** Rodada {{round}} · {{label}} — {{moved}}',
    nothing: 'Nada mudou muito as chances.',
    start: 'No início: {{chances}}',
    end: 'No fim: {{chances}}',
    footnote: '-# {{footnote}} Só foi usado o que todos podiam ver.',
    playouts_one:
      'Cada momento: {{count}} partida jogada a partir dele, cada mão e carta virada para baixo sorteada de novo.',
    playouts_other:
      'Cada momento: {{count}} partidas jogadas a partir dele, cada mão e carta virada para baixo sorteada de novo.',
    noPlayouts: 'Cada momento: lido do placar até ali (nenhuma partida foi jogada adiante).',
    working: '📈 A IA ainda está revendo esta partida: tente de novo em um ou dois minutos.',
  },
};
