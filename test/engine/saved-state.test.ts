/**
 * A game is saved as JSON and read back (docs/store.md, "What is stored"): the state must hold only
 * what JSON keeps, or the game read back after a restart differs from the game played. JSON writes
 * −0 as 0 and Infinity as null. The invariants (src/engine/invariants.ts), checked after every
 * answer of `npm run simulate`, say where a state holds such a number.
 */
import { describe, expect, it } from 'vitest';
import { invariantViolations } from '../../src/engine/invariants.ts';
import { assignBudget } from '../../src/engine/workers/assign-workers.ts';
import { newGame } from './testing.ts';

const roundTrip = <T>(value: T): T => JSON.parse(JSON.stringify(value));

describe('a state holds only what JSON keeps', () => {
  it('a new game reads back exactly as it is', () => {
    const g = newGame(4);
    expect(roundTrip(g)).toEqual(g);
    expect(invariantViolations(g)).toEqual([]);
  });

  it('−0 and Infinity anywhere in the state are invariant violations, named by their place', () => {
    const negativeZero = newGame(3);
    negativeZero.treasury = -0;
    expect(invariantViolations(negativeZero)).toContain(
      'the state holds -0 at state.treasury, which it would not read back as once saved',
    );
    const infinite = newGame(3);
    infinite.flow.push({ t: 'assign.pick', p: { seat: 'working', placed: 0, budget: Infinity } });
    const at = `state.flow[${infinite.flow.length - 1}].p.budget`;
    expect(invariantViolations(infinite)).toContain(
      `the state holds Infinity at ${at}, which it would not read back as once saved`,
    );
  });

  it('an assignment of any number of Workers (an Automa’s, Nationalization’s) keeps its limit when saved', () => {
    // Kept as a flag, not an Infinity budget.
    const anyNumber = { anyNumber: true as const };
    expect(assignBudget(roundTrip(anyNumber))).toBe(Infinity);
    // A step saved with an Infinity budget, before the flag, read back with null: still any number.
    expect(assignBudget(roundTrip({ budget: Infinity }))).toBe(Infinity);
    // The Basic Action's 3, and a card's own number.
    expect(assignBudget({})).toBe(3);
    expect(assignBudget(roundTrip({ budget: 2 }))).toBe(2);
  });
});
