/**
 * An advanced Automa's move is decided by the facts its checks worked out just before
 * (engine/automa/reading.ts keeps them for the state and its copies until an answer changes the
 * board). Played in place, as the AI's imagined games are, and on copies of the state, as a search
 * and `apply` do, every decision must be the one made on a state rebuilt from scratch, which has
 * nothing kept: the same answer and the same trace. The answer alone (`answerFor`, neither said
 * nor traced) is the same too.
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

describe('the facts the checks worked out', () => {
  it('decide every Automa question as a reading of the state rebuilt from scratch would', () => {
    let moves = 0;
    for (const seed of ['reading:1', 'reading:2', 'reading:3', 'reading:4', 'reading:5', 'reading:6']) {
      const start = withAutomaStandIns(midGame(seed), ['working', 'middle', 'capitalist'], 'advanced');
      playout(start, {
        seed,
        policy: (state, q) => {
          if (state.options.seats[q.seat]?.kind !== 'automa') return undefined;
          const afresh = decideFor(structuredClone(state), q);
          const onCopy = decideFor(fork(state), q);
          expect(onCopy.answer).toBe(afresh.answer);
          expect(onCopy.trace).toEqual(afresh.trace);
          expect(answerFor(fork(state), q)).toBe(afresh.answer);
          const inPlace = automaDriver.choose(state, q);
          expect(inPlace.answer).toBe(afresh.answer);
          expect(inPlace.trace).toEqual(afresh.trace);
          if (q.kind === 'automa.action') moves++;
          return inPlace.answer;
        },
      });
    }
    expect(moves).toBeGreaterThan(20);
  });
});
