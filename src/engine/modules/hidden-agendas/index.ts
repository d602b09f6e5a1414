/**
 * The Hidden Agendas module (Crisis & Control rulebook, Hidden Agendas; cards:
 * src/data/hidden-agendas.ts). Each player keeps one Agenda in secret at setup; it is checked when
 * its card says, scored once, and shown only when scored or at game end. `view()` keeps a
 * player's Agenda out of everyone else's sight.
 */
import type { GameState } from '../../game-state.ts';
import type { Module } from '../../ruleset.ts';
import { agendasAtGameEnd, checkAgendas, loanTaken } from './agendas.ts';
import { setUpHiddenAgendas } from './setup.ts';

function tallyOf(g: GameState) {
  return g.hiddenAgendas?.tally;
}

export const hiddenAgendas: Module = {
  id: 'hiddenAgendas',
  name: 'Hidden Agendas',
  rules: [],
  at: {
    setup: setUpHiddenAgendas,
    'phase-start': (x, { phase }) => {
      const tally = tallyOf(x.g);
      if (tally && phase === 'production') tally.wages = {};
      if (tally && phase === 'elections') tally.billsPassed = {};
    },
    'phase-end': (x, { phase }) => checkAgendas(x, phase),
    'turn-end': (x) => {
      checkAgendas(x, 'turn');
      const tally = tallyOf(x.g);
      if (tally) tally.exported = {};
    },
    'wages-paid': (x, { to, amount }) => {
      const tally = tallyOf(x.g);
      if (tally) tally.wages[to] = (tally.wages[to] ?? 0) + amount;
    },
    'export-sold': (x, { seat, amount }) => {
      const tally = tallyOf(x.g);
      if (tally) tally.exported[seat] = (tally.exported[seat] ?? 0) + amount;
    },
    'bill-passed': (x, { proposer, immediate }) => {
      const tally = tallyOf(x.g);
      if (tally && !immediate) tally.billsPassed[proposer] = (tally.billsPassed[proposer] ?? 0) + 1;
    },
    'event-resolved': (x) => {
      const tally = tallyOf(x.g);
      if (tally) tally.eventsResolved += 1;
    },
    'loan-taken': (x, { cls }) => loanTaken(x, cls),
    'game-end': agendasAtGameEnd,
  },
};
