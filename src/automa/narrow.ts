/**
 * Narrowing options bullet by bullet (Crisis & Control, Performing Basic Actions): start from the
 * top of an Instruction card's list; the first bullet that describes at least one option narrows
 * the set to those; a bullet that describes none is skipped; a bullet listing several things
 * prefers them in the order written; go on until one option remains, and at the end pick at random.
 * A bullet's own "(ties: …)" are read right after it, among the options it kept, and only when it
 * described one; "(ties: …, then at random)" ends the narrowing there.
 */

import { type Said, withChanges } from '../engine/index.ts';

/**
 * One bullet: how well an option does by it — a rank where lower is better (0 for "yes"), or null
 * when the bullet does not describe that option at all.
 */
export interface Criterion<T> {
  /** The bullet's words: a key under `automaWhy.bullet.` (worded by the presenters). */
  text: Said;
  rank(option: T): number | null;
  /** The bullet's own tie-breaks ("(ties: …)"): read only among the options it kept, only when it described one. */
  ties?: readonly Criterion<T>[];
  /** "(ties: …, then at random)": once it described an option, the draw settles what its ties leave. */
  settles?: boolean;
}

/** A bullet with its own tie-breaks, maybe ending "then at random" (`settles`). */
export function withTies<T>(
  bullet: Criterion<T>,
  ties: readonly Criterion<T>[],
  settles = false,
): Criterion<T> {
  return withChanges(bullet, { ties, settles });
}

/** "Options that …": yes or not described. */
export function prefer<T>(text: Said, test: (o: T) => boolean): Criterion<T> {
  return { text, rank: (o) => (test(o) ? 0 : null) };
}

/** "Most …", "highest …": the largest value wins. */
export function most<T>(text: Said, value: (o: T) => number): Criterion<T> {
  return { text, rank: (o) => -value(o) };
}

/** "Fewest …", "cheapest": the smallest value wins. */
export function least<T>(text: Said, value: (o: T) => number): Criterion<T> {
  return { text, rank: (o) => value(o) };
}

/** "A, B, C": in the order written; an option with none of them is not described. */
export function inOrder<T, K>(text: Said, order: readonly K[], key: (o: T) => K): Criterion<T> {
  return {
    text,
    rank: (o) => {
      const i = order.indexOf(key(o));
      return i < 0 ? null : i;
    },
  };
}

export interface Narrowed<T> {
  chosen: T;
}

/** The narrowing as it went, bullet by bullet: the options each bullet read left standing. */
export interface Narrowing<T = unknown> {
  among: T[];
  /**
   * Each bullet read, in order; one that describes no option left keeps them all (`described: false`).
   * A bullet's own tie-breaks follow it, marked `tie`.
   */
  bullets: Array<{ text: Said; described: boolean; kept: T[]; tie?: true }>;
  /** Several were left after the last bullet: the draw chose. */
  random: boolean;
  chosen: T;
}

/**
 * A random choice the Automa's draw decides: `roll(n)` is a number below n. `note`, when present,
 * receives the narrowing it decided (the Automa's trace).
 */
export type Roll = ((n: number) => number) & { note?: (narrowing: Narrowing) => void };

/** Reads one bullet among the options left: those it kept (all of them when it describes none). */
function read<T>(c: Criterion<T>, left: T[], bullets: Narrowing<T>['bullets'], tie: boolean): T[] | null {
  // Each option ranked once (a rank may look at the whole board).
  const ranks = left.map((o) => c.rank(o));
  let best: number | null = null;
  for (const r of ranks) if (r !== null && (best === null || r < best)) best = r;
  const kept = best === null ? left : left.filter((_, i) => ranks[i] === best);
  bullets.push({ text: c.text, described: best !== null, kept, ...(tie ? { tie: true as const } : {}) });
  return best === null ? null : kept;
}

export function narrow<T>(
  options: readonly T[],
  criteria: readonly Criterion<T>[],
  roll: Roll,
): Narrowed<T> | undefined {
  let left = [...options];
  const bullets: Narrowing<T>['bullets'] = [];
  for (const c of criteria) {
    if (left.length <= 1) break;
    const kept = read(c, left, bullets, false);
    if (!kept) continue;
    left = kept;
    for (const t of c.ties ?? []) {
      if (left.length <= 1) break;
      left = read(t, left, bullets, true) ?? left;
    }
    if (c.settles) break;
  }
  if (left.length === 0) return undefined;
  const chosen = left[left.length > 1 ? roll(left.length) : 0] as T;
  roll.note?.({ among: [...options], bullets, random: left.length > 1, chosen } as Narrowing);
  return { chosen };
}
