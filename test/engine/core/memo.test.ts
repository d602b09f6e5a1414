/**
 * While a question is asked (engine/economy/memo.ts), the Workers of each Company are looked up
 * once and reused: inside the scope they must be exactly those found by reading the state.
 */
import { describe, expect, it } from 'vitest';
import { findCompany, workersIn } from '../../../src/engine/companies/companies.ts';
import { memo, whileAsking } from '../../../src/engine/core/memo.ts';
import { playRandomGame } from '../../../src/engine/simulation.ts';

describe('look-ups while asking', () => {
  it('finds the same Workers in every Company as reading the state', () => {
    const { state: g } = playRandomGame(4, 'memo', { checkInvariants: false, untilRound: 3 });
    const outside = g.companies.map((c) => workersIn(g, c.id));
    expect(outside.some((list) => list.length > 0)).toBe(true);
    whileAsking(g, () => {
      g.companies.forEach((c, i) => {
        expect(workersIn(g, c.id)).toEqual(outside[i]);
        // The second look-up reuses the first.
        expect(workersIn(g, c.id)).toBe(workersIn(g, c.id));
        expect(findCompany(g, c.id)).toBe(c);
      });
      expect(workersIn(g, 'no-such-company')).toEqual([]);
    });
    expect(findCompany(g, 'no-such-company')).toBeUndefined();
  });

  it('works a value out once per question, and afresh outside one', () => {
    const { state: g } = playRandomGame(4, 'memo', { checkInvariants: false, untilRound: 2 });
    let computed = 0;
    const value = () => memo(g, 'test.value', () => ++computed);
    whileAsking(g, () => {
      expect(value()).toBe(1);
      expect(value()).toBe(1);
    });
    expect(value()).toBe(2);
    expect(value()).toBe(3);
  });
});
