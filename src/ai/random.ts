/**
 * The AI's own random numbers (worlds sampled, rollouts, ties): never the game's generator, whose
 * state is secret. Seeded from a string the AI chooses (docs/ai.md, "Randomness"): the same seed
 * gives the same thinking, so a decision can be checked again.
 */

/** A small, fast generator (sfc32 over a 128-bit state), seeded by a 128-bit hash of a string. */
export class AiRandom {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: string) {
    // murmur-style mixing of the seed's characters into four words.
    let h1 = 0x6a09e667;
    let h2 = 0xbb67ae85;
    let h3 = 0x3c6ef372;
    let h4 = 0xa54ff53a;
    for (let i = 0; i < seed.length; i++) {
      const k = seed.charCodeAt(i);
      h1 = Math.imul(h1 ^ k, 0x85ebca6b) ^ h4;
      h2 = Math.imul(h2 ^ k, 0xc2b2ae35) ^ h1;
      h3 = Math.imul(h3 ^ k, 0x27d4eb2f) ^ h2;
      h4 = Math.imul(h4 ^ k, 0x165667b1) ^ h3;
    }
    this.a = h1 >>> 0;
    this.b = h2 >>> 0;
    this.c = h3 >>> 0;
    this.d = h4 >>> 0;
    for (let i = 0; i < 12; i++) this.word();
  }

  /** A 32-bit unsigned integer. */
  word(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    return this.word() / 4294967296;
  }

  /** An integer in [0, below). */
  int(below: number): number {
    return Math.floor(this.next() * below);
  }

  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)] as T;
  }

  /** Fisher–Yates, in place. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const tmp = items[i] as T;
      items[i] = items[j] as T;
      items[j] = tmp;
    }
    return items;
  }

  /** A seed string for something that takes one (a playout), drawn from this generator. */
  seed(): string {
    return `${this.word().toString(36)}.${this.word().toString(36)}`;
  }

  /** Four words: a fresh state for a sampled world's own generator. */
  words4(): [number, number, number, number] {
    return [this.word(), this.word(), this.word(), this.word() | 1];
  }
}
