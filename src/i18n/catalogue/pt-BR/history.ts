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
};
