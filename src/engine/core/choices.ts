/**
 * Typed choices. A question declares the type of its answer and how a value of that type is written
 * as an option id (a codec), in one place beside the question. The flow writes every offered value
 * as its id and reads an answer's id back before the step sees it, so no rule ever parses an id and
 * a seat driver (an Automa, a typed command) picks by value, never by building strings.
 *
 * Ids must stay as they are once games are stored with them: a stored game replays from its ids.
 */
import { CLASS_IDS, GOODS, INDUSTRIES, VOTING_CLASSES } from '../../data/common.ts';
import type { Said } from './said.ts';

/**
 * A value nobody may change, nor any part of it: an answer is given the offered option's own value
 * (core/flow.ts `playAtRandom`), which other questions may offer too.
 */
export type Frozen<T> = T extends object ? { readonly [K in keyof T]: Frozen<T[K]> } : T;

/** How values of one type are written as option ids and read back. */
export interface Codec<T> {
  encode(value: T): string;
  /** The value an id stands for, or undefined when the id is not written in this form. */
  decode(id: string): T | undefined;
}

/**
 * Presentation hints, so that the bot never reads ids or words to decide how to show an option.
 * `tone: 'quiet'` marks a way out (done, skip, end the turn); `group` gathers options a typed
 * command lists (the turn menu's `play`, `basic` and `free`); `short` is the bare name of the card
 * or action an option stands for.
 */
export interface OptionHints {
  tone?: 'quiet';
  group?: string;
  short?: string;
  /**
   * What the option does, in full (a card's effect): the option's words stay short (the card's
   * name) and a select shows this below them, fitted at a word. Never part of the answer.
   */
  description?: string;
}

/** An option as a question offers it: the value, and what it says. */
export interface Choice<T> extends OptionHints {
  value: T;
  /**
   * What the option says, as a key (under `event.option.`) and ids: the presenters word it in the
   * reader's language (docs/localisation.md). The turn menu's options have none: they are worded
   * from their value (the card, the action, the trigger).
   */
  said?: Said;
  /**
   * The value written by the question's codec, for options a step makes once and offers again and
   * again (the turn menu's); otherwise the flow writes it.
   */
  id?: string;
}

// ---- Building blocks ----------------------------------------------------------------------------

/** Exactly these words (`done`, `skip`, `for`…). */
export function words<const W extends string>(...ids: W[]): Codec<W> {
  const set = new Set<string>(ids);
  return {
    encode: (value) => value,
    decode: (id) => (set.has(id) ? (id as W) : undefined),
  };
}

/** A whole number written in decimal (`3`, `-2`), as `String(n)` writes it and nothing else. */
export const int: Codec<number> = {
  encode: (value) => String(value),
  decode: (id) => {
    const n = Number(id);
    return id.length > 0 && id.length <= 10 && Number.isInteger(n) && String(n) === id ? n : undefined;
  },
};

/** A whole number from a fixed set (a Wage level, a price step). */
export function intIn<const N extends number>(...values: N[]): Codec<N> {
  const set = new Set<number>(values);
  return {
    encode: (value) => String(value),
    decode: (id) => {
      const n = int.decode(id);
      return n !== undefined && set.has(n) ? (n as N) : undefined;
    },
  };
}

/** The id of a thing in the state (a card instance, a Company, a Worker's number as text). */
export const name: Codec<string> = {
  encode: (value) => value,
  decode: (id) => (id.length > 0 ? id : undefined),
};

/** One of a known set of names (goods, classes, industries). */
export function oneOf<const N extends string>(values: readonly N[]): Codec<N> {
  return words(...values);
}

/** `<prefix><inner>`: the same value as `inner`, written behind a fixed prefix (`bid:3`). */
export function prefixed<T>(prefix: string, inner: Codec<T>): Codec<T> {
  return {
    encode: (value) => prefix + inner.encode(value),
    decode: (id) => (id.startsWith(prefix) ? inner.decode(id.slice(prefix.length)) : undefined),
  };
}

/** Two values side by side, `<a><sep><b>`; the separator must not appear in `a`. */
export function pair<A, B>(a: Codec<A>, sep: string, b: Codec<B>): Codec<[A, B]> {
  return {
    encode: ([va, vb]) => a.encode(va) + sep + b.encode(vb),
    decode: (id) => {
      const i = id.indexOf(sep);
      if (i < 0) return undefined;
      const va = a.decode(id.slice(0, i));
      const vb = b.decode(id.slice(i + sep.length));
      return va === undefined || vb === undefined ? undefined : [va, vb];
    },
  };
}

/** Several values joined by a separator that none of them contains (`working+middle`). */
export function listOf<T>(item: Codec<T>, sep: string): Codec<T[]> {
  return {
    encode: (values) => values.map((v) => item.encode(v)).join(sep),
    decode: (id) => {
      const out: T[] = [];
      for (const part of id.split(sep)) {
        const v = item.decode(part);
        if (v === undefined) return undefined;
        out.push(v);
      }
      return out;
    },
  };
}

/**
 * Either a fixed word or a value of another form (`skip` or a Company). The word is tried first,
 * so the other form must never write that word.
 */
export function orWord<const W extends string, T>(word: W, other: Codec<T>): Codec<W | T> {
  return {
    encode: (value) => (value === word ? word : other.encode(value as T)),
    decode: (id) => (id === word ? word : other.decode(id)),
  };
}

/** Either of several fixed words, or a value of another form. */
export function orWords<const W extends string, T>(list: readonly W[], other: Codec<T>): Codec<W | T> {
  const set = new Set<string>(list);
  return {
    encode: (value) => (set.has(value as string) ? (value as W) : other.encode(value as T)),
    decode: (id) => (set.has(id) ? (id as W) : other.decode(id)),
  };
}

/**
 * Values tagged by kind, written `<kind>:<rest>` (`play:working.strike/1`, `basic:assign-workers`),
 * or the bare kind for kinds without a rest (`end`).
 */
export type Tagged<M extends Record<string, Codec<unknown> | null>> = {
  [K in keyof M & string]: M[K] extends Codec<infer T> ? { kind: K; of: T } : { kind: K };
}[keyof M & string];

export function tagged<const M extends Record<string, Codec<unknown> | null>>(kinds: M): Codec<Tagged<M>> {
  return {
    encode: (value) => {
      const v = value as { kind: string; of?: unknown };
      const inner = kinds[v.kind];
      return inner ? `${v.kind}:${inner.encode(v.of)}` : v.kind;
    },
    decode: (id) => {
      const i = id.indexOf(':');
      const kind = i < 0 ? id : id.slice(0, i);
      if (!Object.hasOwn(kinds, kind)) return undefined;
      const inner = kinds[kind];
      if (!inner) return i < 0 ? ({ kind } as Tagged<M>) : undefined;
      if (i < 0) return undefined;
      const of = inner.decode(id.slice(i + 1));
      return of === undefined ? undefined : ({ kind, of } as Tagged<M>);
    },
  };
}

/** A value written by a function of its own (ids whose parts are not separated, such as `3B`). */
export function custom<T>(encode: (value: T) => string, decode: (id: string) => T | undefined): Codec<T> {
  return { encode, decode };
}

// ---- The game's common words -------------------------------------------------------------------

/** A class (`working`, `middle`, `capitalist`, `state`). */
export const classChoice = oneOf(CLASS_IDS);
/** A class with Voting cubes (`working`, `middle`, `capitalist`). */
export const votingClassChoice = oneOf(VOTING_CLASSES);
/** A good or service (`food`, `luxury`, `health`, `education`). */
export const goodChoice = oneOf(GOODS);
/** An industry, also a Worker's skill (`food` … `media`). */
export const industryChoice = oneOf(INDUSTRIES);
