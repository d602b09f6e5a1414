/**
 * `answerAsAutoma`: what an autopilot may ask the Automa's decision procedure for a person's seat
 * (an absent player). It answers only with options the engine offers, and leaves to the caller
 * what the Automa's procedure does not cover.
 */
import { describe, expect, it } from 'vitest';
import { answerAsAutoma } from '../../../src/automa/index.ts';
import { playRandomGame } from '../../../src/engine/simulation.ts';

describe('answerAsAutoma, for a seat a person plays', () => {
  it.each(['simple', 'advanced'] as const)(
    'plays whole 3-player games with every covered answer of the Working and Middle Class from the %s procedure',
    (mode) => {
      for (const seed of ['pilot-1', 'pilot-2']) {
        let covered = 0;
        const kinds = new Set<string>();
        const game = playRandomGame(3, seed, {
          answer(state, q) {
            if (q.seat !== 'working' && q.seat !== 'middle') return undefined;
            const d = answerAsAutoma(state, q, mode);
            if (!d) return undefined;
            expect(q.options.some((o) => o.id === d.answer)).toBe(true);
            covered++;
            kinds.add(q.kind);
            return d.answer;
          },
        });
        expect(game.error).toBeNull();
        expect(game.violations).toEqual([]);
        expect(game.state?.phase).toBe('game-over');
        expect(covered).toBeGreaterThan(20);
        // Votes and purchases at least are the Automa's own choices.
        expect([...kinds]).toEqual(expect.arrayContaining(['vote.side']));
      }
    },
  );

  it('leaves the State, and a turn menu, to the caller', () => {
    const game = playRandomGame(4, 'pilot-state', {
      answer(state, q) {
        if (q.seat === 'state' || q.kind === 'turn') expect(answerAsAutoma(state, q)).toBeUndefined();
        return undefined;
      },
    });
    expect(game.state?.phase).toBe('game-over');
  });
});
