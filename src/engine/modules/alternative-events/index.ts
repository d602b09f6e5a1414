/**
 * The Alternative Events module (Crisis & Control rulebook, Alternative Events, 4 players; cards:
 * src/data/alternative-events.ts). Its 25 cards replace the base Event deck; the class the State
 * chooses keeps a card for its Benefit (used at the start of the named phase) or discards it for
 * 1 VP.
 */
import type { Module } from '../../ruleset.ts';
import { endActiveBenefits, offerBenefits, publicPressure, restoreWage, subsidizeBuild } from './benefits.ts';
import { ALTERNATIVE_EVENT_DECK, setUpAlternativeEvents } from './deck.ts';

export const alternativeEvents: Module = {
  id: 'alternativeEvents',
  name: 'Alternative Events',
  rules: [],
  at: {
    setup: setUpAlternativeEvents,
    'phase-start': (x, { phase }) => offerBenefits(x, phase),
    'phase-end': (x, { phase }) => {
      if (phase === 'production') restoreWage(x);
      endActiveBenefits(x);
    },
    'election-start': (x, { immediate }) => publicPressure(x, immediate),
    'company-built': (x, { owner, paid }) => subsidizeBuild(x, owner, paid),
  },
  replaces: { events: ALTERNATIVE_EVENT_DECK },
};
