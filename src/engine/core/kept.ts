/**
 * Values kept per object, with the last one used in front: a playout or a game reads one state (one
 * Workers list) over and over, and a WeakMap look-up or write for every answer costs more than the
 * work it saves. Behind the last value, either a WeakMap keeps a value for every object still alive
 * (the value goes in only when another object takes the front), or, for a value cheap to make
 * again, only the few objects used last are remembered, with no WeakMap write at all.
 */
export class KeptBy<K extends object, V> {
  private readonly kept: WeakMap<K, V> | null;
  /** With `recent`: the objects used last and their values, oldest overwritten first. */
  private readonly recentKeys: Array<K | null>;
  private readonly recentValues: Array<V | undefined>;
  private next = 0;
  /** With `recent`: where the last object is among them. */
  private lastAt = 0;
  private lastKey: K | null = null;
  private lastValue: V | undefined;

  /** `recent`: remember this many objects' values and no more (no WeakMap). */
  constructor(recent?: number) {
    this.kept = recent === undefined ? new WeakMap<K, V>() : null;
    this.recentKeys = new Array<K | null>(recent ?? 0).fill(null);
    this.recentValues = new Array<V | undefined>(recent ?? 0).fill(undefined);
  }

  get(key: K): V | undefined {
    if (key === this.lastKey) return this.lastValue;
    if (this.kept !== null) return this.kept.get(key);
    const i = this.recentKeys.indexOf(key);
    return i < 0 ? undefined : this.recentValues[i];
  }

  set(key: K, value: V) {
    if (this.kept !== null) {
      if (key !== this.lastKey && this.lastKey !== null && this.lastValue !== undefined)
        this.kept.set(this.lastKey, this.lastValue);
    } else this.recentValues[key === this.lastKey ? this.lastAt : this.remember(key)] = value;
    this.lastKey = key;
    this.lastValue = value;
  }

  delete(key: K) {
    this.kept?.delete(key);
    const i = this.recentKeys.indexOf(key);
    if (i >= 0) {
      this.recentKeys[i] = null;
      this.recentValues[i] = undefined;
    }
    if (key === this.lastKey) {
      this.lastKey = null;
      this.lastValue = undefined;
    }
  }

  /** Where `key` is among the recent objects, made room for (the oldest goes) unless it is there. */
  private remember(key: K): number {
    let at = this.recentKeys.indexOf(key);
    if (at < 0) {
      at = this.next;
      this.recentKeys[at] = key;
      this.next = (this.next + 1) % this.recentKeys.length;
    }
    this.lastAt = at;
    return at;
  }
}
