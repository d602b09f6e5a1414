/**
 * The Automa driver finds the option offering a value by comparing them as JSON would
 * (src/automa/context.ts `sameJson`, used by `optionOf`), without writing them out.
 */
import { describe, expect, it } from 'vitest';
import { optionOf, sameJson } from '../../../src/automa/context.ts';
import { allModules, type Question } from '../../../src/engine/index.ts';
import { playRandomGame } from '../../../src/engine/simulation.ts';

/** Questions of random games with every module: options of every shape the engine offers. */
function questions(): Question[] {
  const out: Question[] = [];
  const keep = (_: unknown, q: Question) => {
    out.push(q);
    return undefined;
  };
  playRandomGame(4, 'same-json', { checkInvariants: false, modules: allModules(4), answer: keep });
  playRandomGame(3, 'same-json', { checkInvariants: false, answer: keep });
  return out;
}

describe('sameJson', () => {
  const asked = questions();
  const values = asked.flatMap((q) => q.options.map((o) => o.value));

  it('says two option values are the same exactly when their JSON is the same', () => {
    expect(values.some((v) => typeof v === 'object' && v !== null)).toBe(true);
    let same = 0;
    for (let i = 0; i < values.length; i++) {
      const a = values[i];
      // Itself written and read back (a fresh object), the next value, and one further on.
      for (const b of [JSON.parse(JSON.stringify(a)), values[i + 1], values[(i * 7) % values.length]]) {
        const json = JSON.stringify(a) === JSON.stringify(b);
        expect(sameJson(a, b), `${JSON.stringify(a)} / ${JSON.stringify(b)}`).toBe(json);
        if (json) same++;
      }
    }
    expect(same).toBeGreaterThan(values.length);
  });

  it('tells apart what JSON tells apart: key order, arrays and objects, a missing key', () => {
    expect(sameJson({ kind: 'co', of: 'c1' }, { of: 'c1', kind: 'co' })).toBe(false);
    expect(sameJson(['a', 1], { 0: 'a', 1: 1 })).toBe(false);
    expect(sameJson({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameJson([1, [2, 3]], [1, [2, 3]])).toBe(true);
  });

  it('finds the option a value stands for, a fresh copy of the value too', () => {
    for (const q of asked.filter((question) => question.options.length > 1).slice(0, 200))
      for (const o of q.options) expect(optionOf(q, JSON.parse(JSON.stringify(o.value)))?.id).toBe(o.id);
  });
});
