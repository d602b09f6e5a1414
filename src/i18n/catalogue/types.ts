/**
 * The shape of a catalogue, worked out from the English one: every key of `en` is a key of every
 * language (a missing one is a type error), and each key's parameters are the `{{name}}`s of its
 * English text (a plural's `count` included).
 */
import type { EN_CATALOGUE } from './en/index.ts';

/** A catalogue with the same keys as `T`, each a string (any words, same shape). */
export type SameKeys<T> = { [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };

/** The catalogue every language fills. */
export type Catalogue = SameKeys<typeof EN_CATALOGUE>;

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

type LeafKey = Leaves<typeof EN_CATALOGUE>;

/** A key as `t` takes it: a plural's `_one` / `_other` forms are asked for by their base. */
export type MessageKey = LeafKey extends infer L
  ? L extends `${infer B}_${'one' | 'other'}`
    ? B
    : L
  : never;

type At<T, K extends string> = K extends `${infer H}.${infer R}`
  ? H extends keyof T
    ? At<T[H], R>
    : never
  : K extends keyof T
    ? T[K]
    : never;

/** The `{{name}}`s of a text (a `{{name, format}}` by its name). */
type Vars<S> = S extends `${string}{{${infer V}}}${infer R}`
  ? (V extends `${infer N},${string}` ? N : V) | Vars<R>
  : never;

type TextOf<K extends string> = [At<typeof EN_CATALOGUE, K>] extends [never]
  ? At<typeof EN_CATALOGUE, `${K}_other`>
  : At<typeof EN_CATALOGUE, K>;

type IsPlural<K extends string> = [At<typeof EN_CATALOGUE, `${K}_other`>] extends [never] ? false : true;

/** The parameters `key` needs: its `{{name}}`s, and `count` for a plural. */
export type Params<K extends MessageKey> = {
  [V in Vars<TextOf<K>>]: string | number;
} & (IsPlural<K> extends true ? { count: number } : unknown);

/** Whether a key needs parameters (then `t` asks for them). */
export type NeedsParams<K extends MessageKey> = keyof Params<K> extends never ? false : true;
