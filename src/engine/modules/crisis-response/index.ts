/**
 * The Crisis Response module (Crisis & Control rulebook, Crisis Response; cards:
 * src/data/crisis-response.ts). A face-up Crisis Response card says what the IMF does: it replaces
 * the base IMF intervention (decisions.md #2). Lock tokens last until the next round's Check IMF
 * step; Government Bonds are repaid at the end of the next round's Action phase.
 */
import type { Module } from '../../ruleset.ts';
import { repayBonds } from './bonds.ts';
import { crisisOf, setUpCrisisDeck } from './deck.ts';
import { respondToCrisis } from './respond.ts';

export const crisisResponse: Module = {
  id: 'crisisResponse',
  name: 'Crisis Response',
  rules: [],
  at: {
    setup: setUpCrisisDeck,
    'check-imf': (x) => {
      crisisOf(x.g).locks = [];
    },
    'phase-end': (x, { phase }) => {
      if (phase === 'action') repayBonds(x);
    },
  },
  replaces: { imfIntervention: respondToCrisis },
};
