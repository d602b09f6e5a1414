/**
 * An advanced Automa's move is decided by what its checks read of the board just before
 * (engine/automa/reading.ts keeps it with the state until the state changes). Played in place, as
 * the AI's imagined games are, every decision must be the one made afresh on a copy of the state,
 * which has nothing kept: the same answer and the same trace. The answer alone (`answerFor`, neither
 * said nor traced) is the same too.
 */
import { describe, expect, it } from 'vitest';
import { answerFor, automaDriver, decideFor } from '../../../src/automa/index.ts';
import { fork, playout, withAutomaStandIns } from '../../../src/engine/index.ts';
import { playRandomGame } from '../../../src/engine/simulation.ts';

function midGame(seed: string) {
  const whole = playRandomGame(4, seed, { checkInvariants: false });
  return playRandomGame(4, seed, { checkInvariants: false, maxDecisions: Math.floor(whole.decisions / 2) })
    .state;
}

describe('the checks read for the move', () => {
  it('decide every Automa question as a fresh reading of the state would', () => {
    let moves = 0;
    for (const seed of ['reading:1', 'reading:2', 'reading:3', 'reading:4', 'reading:5', 'reading:6']) {
      const start = withAutomaStandIns(midGame(seed), ['working', 'middle', 'capitalist'], 'advanced');
      playout(start, {
        seed,
        policy: (state, q) => {
          if (state.options.seats[q.seat]?.kind !== 'automa') return undefined;
          const afresh = decideFor(fork(state), q);
          const inPlace = automaDriver.choose(state, q);
          expect(inPlace.answer).toBe(afresh.answer);
          // Untraced, as the AI's imagined games ask it: the same answer.
          expect(answerFor(fork(state), q)).toBe(afresh.answer);
          expect(inPlace.trace).toEqual(afresh.trace);
          if (q.kind === 'automa.action') moves++;
          return inPlace.answer;
        },
      });
    }
    expect(moves).toBeGreaterThan(20);
  });
});
