/**
 * The shape of a game: five rounds of Preparation (not in round 1), Action, Production, Elections
 * and Scoring, then the game end (rulebook, How to Play).
 */
import { GAME } from '../../data/tables.ts';
import { auto, queue } from '../core/flow.ts';
import { electionsPhase } from '../politics/elections.ts';
import { atMoment } from '../ruleset.ts';
import { actionPhase } from './action.ts';
import { gameEnd } from './game-end.ts';
import { preparationPhase } from './preparation.ts';
import { productionPhase } from './production.ts';
import { scoringPhase } from './scoring.ts';

export const playRound = auto('round', (x) => {
  const first = x.g.round === 0;
  if (first) x.g.round = 1;
  queue(
    x,
    ...(first ? [] : [preparationPhase({})]),
    actionPhase({}),
    productionPhase({}),
    electionsPhase({}),
    scoringPhase({}),
    endRound({}),
  );
  // Round 1 has no Preparation phase, but its end is still a moment (queued last, so it runs first).
  if (first) atMoment(x, 'preparation-end');
});

const endRound = auto('round.end', (x) => {
  if (x.g.round >= GAME.rounds) queue(x, gameEnd({}));
  else queue(x, playRound({}));
});
