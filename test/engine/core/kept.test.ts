// KeptBy (src/engine/core/kept.ts): values kept per object, the last one in front; behind it either a
// WeakMap for every object alive or only the few objects used last.
import { describe, expect, it } from 'vitest';
import { KeptBy } from '../../../src/engine/core/kept.ts';

describe('KeptBy', () => {
  it('keeps a value for every object it was given while they live, with a WeakMap', () => {
    const kept = new KeptBy<object, number>();
    const keys = Array.from({ length: 10 }, () => ({}));
    for (const [i, k] of keys.entries()) kept.set(k, i);
    for (const [i, k] of keys.entries()) expect(kept.get(k)).toBe(i);
    kept.set(keys[3] as object, 30);
    expect(kept.get(keys[3] as object)).toBe(30);
    kept.delete(keys[3] as object);
    expect(kept.get(keys[3] as object)).toBeUndefined();
    expect(kept.get(keys[4] as object)).toBe(4);
  });

  it('with `recent`, remembers only that many objects, the oldest forgotten first', () => {
    const kept = new KeptBy<object, string>(3);
    const [a, b, c, d] = [{}, {}, {}, {}];
    kept.set(a, 'a');
    kept.set(b, 'b');
    kept.set(c, 'c');
    expect([kept.get(a), kept.get(b), kept.get(c)]).toEqual(['a', 'b', 'c']);
    kept.set(d, 'd');
    expect(kept.get(a)).toBeUndefined();
    expect([kept.get(b), kept.get(c), kept.get(d)]).toEqual(['b', 'c', 'd']);
    // A new value for an object already remembered takes no other object's place.
    kept.set(b, 'b2');
    kept.set(c, 'c2');
    expect([kept.get(b), kept.get(c), kept.get(d)]).toEqual(['b2', 'c2', 'd']);
    kept.delete(c);
    expect(kept.get(c)).toBeUndefined();
    expect(kept.get(d)).toBe('d');
  });

  it('with one `recent` object, keeps the last value only', () => {
    const kept = new KeptBy<object, number>(1);
    const [a, b] = [{}, {}];
    kept.set(a, 1);
    kept.set(b, 2);
    expect(kept.get(a)).toBeUndefined();
    expect(kept.get(b)).toBe(2);
    kept.set(a, 3);
    expect(kept.get(a)).toBe(3);
    expect(kept.get(b)).toBeUndefined();
  });
});

describe('KeptBy after a delete', () => {
  it('keeps a value set again for the object last deleted, in either way of keeping', () => {
    for (const kept of [new KeptBy<object, number>(), new KeptBy<object, number>(2)]) {
      const [a, b] = [{}, {}];
      kept.set(a, 1);
      kept.delete(a);
      kept.set(a, 2);
      kept.set(b, 3);
      expect(kept.get(a)).toBe(2);
      expect(kept.get(b)).toBe(3);
    }
  });
});
