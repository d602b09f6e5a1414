/**
 * Values kept per object, as a WeakMap keeps them, with the last one used in front: a playout or a
 * game reads one state (one Workers list) over and over, and a WeakMap look-up or write for every
 * answer costs more than the work it saves. The last value goes into the WeakMap only when another
 * object takes its place.
 */
export class KeptBy<K extends object, V> {
  private readonly kept = new WeakMap<K, V>();
  private lastKey: K | null = null;
  private lastValue: V | undefined;

  get(key: K): V | undefined {
    return key === this.lastKey ? this.lastValue : this.kept.get(key);
  }

  set(key: K, value: V) {
    if (key !== this.lastKey) {
      if (this.lastKey !== null && this.lastValue !== undefined) this.kept.set(this.lastKey, this.lastValue);
      this.lastKey = key;
    }
    this.lastValue = value;
  }

  delete(key: K) {
    this.kept.delete(key);
    if (key === this.lastKey) this.lastValue = undefined;
  }
}
