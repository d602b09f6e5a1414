/**
 * Stopping a decision early (docs/ai.md "Stopping early", src/ai/stopping.ts): the search stops when
 * its leader is out of reach in what the budget has left, or clearly ahead game for game, and not
 * while a rival could still overtake it; the same inputs give the same thought.
 */
import { describe, expect, it } from 'vitest';
import { think } from '../../src/ai/index.ts';
import { clearlyAhead, MIN_PAIRED, outOfReach } from '../../src/ai/stopping.ts';
import { moments, testRandom } from './worlds.ts';

/** Per-sample values around `mean` (±`spread`), from a seeded generator. */
function values(seed: number, count: number, mean: number, spread: number): number[] {
  const r = testRandom(seed);
  return Array.from({ length: count }, () => Math.min(1, Math.max(0, mean + (r.next() * 2 - 1) * spread)));
}

describe('out of reach', () => {
  it('stops when no rival could pass the leader even winning every game the budget has left', () => {
    // Leader 0.9 over 100 games, rival 0.1: 20 more games each cannot close the gap.
    expect(outOfReach({ n: 100, value: 90 }, [{ n: 100, value: 10 }], 20)).toBe(true);
  });

  it('does not stop while a rival winning every game left would pass the leader', () => {
    expect(outOfReach({ n: 100, value: 90 }, [{ n: 100, value: 10 }], 200)).toBe(false);
    // Any one rival within reach keeps the race open.
    expect(
      outOfReach(
        { n: 100, value: 90 },
        [
          { n: 100, value: 10 },
          { n: 100, value: 85 },
        ],
        20,
      ),
    ).toBe(false);
  });

  it('does not stop on a tie', () => {
    expect(outOfReach({ n: 50, value: 25 }, [{ n: 50, value: 25 }], 0)).toBe(false);
  });
});

describe('clearly ahead', () => {
  it('stops when the leader is better game for game by far more than the noise', () => {
    const leader = values(1, 40, 0.8, 0.1);
    const rival = values(2, 40, 0.3, 0.1);
    expect(clearlyAhead(leader, [rival])).toBe(true);
  });

  it(`needs ${MIN_PAIRED} games shared with every rival before it stops`, () => {
    const leader = values(1, MIN_PAIRED - 1, 0.8, 0.1);
    const rival = values(2, MIN_PAIRED - 1, 0.3, 0.1);
    expect(clearlyAhead(leader, [rival])).toBe(false);
    // Games where one of the two was refused do not count as shared.
    const holed: (number | undefined)[] = values(1, MIN_PAIRED + 4, 0.8, 0.1);
    for (let i = 0; i < 5; i++) holed[i] = undefined;
    expect(clearlyAhead(holed, [values(2, MIN_PAIRED + 4, 0.3, 0.1)])).toBe(false);
  });

  it('does not stop while a rival is within the noise of the leader', () => {
    const leader = values(3, 200, 0.55, 0.4);
    const close = values(4, 200, 0.5, 0.4);
    expect(clearlyAhead(leader, [close])).toBe(false);
    // One close rival among clearly beaten ones keeps the race open.
    expect(clearlyAhead(leader, [values(5, 200, 0.05, 0.04), close])).toBe(false);
  });
});

describe('the search stops early', () => {
  // A 3-player turn of the Capitalist Class with every module (11 answers) where one answer is
  // plainly best. (The moments are random positions: when the rules change play, another may be.)
  const m = moments(20)[19] as ReturnType<typeof moments>[number];
  const BUDGET = { budgetMs: 1, clock: () => 0, maxPlayouts: 300, seed: 'settled' };

  it('on a clearly decided question: fewer imagined games, the same answer as the whole budget', () => {
    const early = think(m.state, m.seat, BUDGET);
    const full = think(m.state, m.seat, { ...BUDGET, stopWhenSettled: false });
    expect(early.question.options.length, m.name).toBeGreaterThan(2);
    expect(early.settled).toBe(true);
    expect(full.settled).toBe(false);
    expect(early.playouts).toBeLessThan(full.playouts);
    expect(early.answer).toBe(full.answer);
    // The same inputs think the same thought, stop included.
    expect(think(m.state, m.seat, BUDGET)).toEqual(early);
  });
});
