/**
 * Words the presenters put together in a player's language: a catalogue key (under `event.` in
 * src/i18n/catalogue) and its parameters — ids and numbers, never words. A parameter's name says
 * what an id stands for (`class`, `card`, `company`, `resource`…: src/i18n/said.ts); a list is
 * other `Said`s joined as the key's language joins them. The engine writes no sentence.
 */
import type { Said, SaidList } from '../../data/said.ts';

export type { Said, SaidList, SaidValue } from '../../data/said.ts';

/** `key` with its parameters, as one item of a `SaidList` or a stored line. */
export function said(key: string, params?: Said['params']): Said {
  return params ? { key, params } : { key };
}

/** A part of a sentence said only when `when` holds (nothing otherwise): `said(key, params)` or none. */
export function maybe(when: unknown, key: string, params?: Said['params']): SaidList {
  return list(when ? [said(key, params)] : [], 'space');
}

/** A list parameter: `items` joined as the language joins them. */
export function list(items: Said[], join: SaidList['join'] = 'and', empty?: string): SaidList {
  return empty ? { join, items, empty } : { join, items };
}

/**
 * Classes by id, as one list parameter: by their names ("Working Class and Middle Class"), or each
 * with its article (`option.class`: "the Working Class and the Middle Class").
 */
export function classList(
  classes: readonly string[],
  join: SaidList['join'] = 'and',
  key: 'option.class' | 'option.className' = 'option.className',
): SaidList {
  return list(
    classes.map((c) => said(key, { class: c })),
    join,
  );
}

/** A label fitted to `max` characters (a select option's), cut only between words (with "…"). */
export function shorten(label: string, max = 100): string {
  if (label.length <= max) return label;
  const cut = label.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > 0 ? cut.slice(0, space).trimEnd() : cut}…`;
}
