/**
 * `apply` copies the state with `deepCopy` (engine/copy.ts) instead of `structuredClone`: the copy
 * must equal the original, key order included, and share no object or array with it.
 */
import { describe, expect, it } from 'vitest';
import { deepCopy, withChanges } from '../../../src/engine/core/copy.ts';
import { playRandomGame } from '../../../src/engine/simulation.ts';

function objects(v: unknown, out: Set<object> = new Set()): Set<object> {
  if (typeof v === 'object' && v !== null) {
    out.add(v);
    for (const e of Object.values(v)) objects(e, out);
  }
  return out;
}

describe('deepCopy', () => {
  it('copies a game in progress exactly, sharing nothing', () => {
    const { state } = playRandomGame(4, 'copy', { checkInvariants: false, untilRound: 3 });
    const copy = deepCopy(state);
    expect(JSON.stringify(copy)).toBe(JSON.stringify(state));
    expect(copy).toStrictEqual(structuredClone(state));
    const mine = objects(state);
    for (const o of objects(copy)) expect(mine.has(o)).toBe(false);
  });

  it('keeps undefined values, nulls, empty containers and integer keys', () => {
    const value = { a: undefined, b: null, c: [], d: {}, 2: 'x', 1: [1, [2, { e: 3 }]] };
    const copy = deepCopy(value);
    expect(copy).toStrictEqual(value);
    expect(Object.keys(copy)).toEqual(Object.keys(value));
    expect(copy[1][1]).not.toBe(value[1][1]);
  });
});

describe('withChanges', () => {
  it('is the spread it replaces: keys in order, changed values in place, new keys last', () => {
    const from = { seat: 'working', placed: 1, vacated: undefined, budget: 3 };
    const made = withChanges(from, { placed: 2, company: 'c7', vacated: ['c2'] });
    expect(made).toStrictEqual({ ...from, placed: 2, company: 'c7', vacated: ['c2'] });
    expect(Object.keys(made)).toEqual(['seat', 'placed', 'vacated', 'budget', 'company']);
    expect(JSON.stringify(made)).toBe(JSON.stringify({ ...from, placed: 2, company: 'c7', vacated: ['c2'] }));
    expect(from).toStrictEqual({ seat: 'working', placed: 1, vacated: undefined, budget: 3 });
  });

  it('reads a missing record as empty, as a spread of undefined does', () => {
    const rec: Partial<Record<'working' | 'middle', number>> | undefined = undefined;
    expect(withChanges(rec, { middle: 1 })).toStrictEqual({ middle: 1 });
  });
});
