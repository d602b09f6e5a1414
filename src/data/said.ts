/**
 * The shape of words handed from the engine to the presenters: a catalogue key and its parameters
 * (ids and numbers, never words). Kept with the data because both the engine (which writes them,
 * src/engine/core/said.ts) and src/i18n (which words them, src/i18n/said.ts) read it.
 */
export interface Said {
  key: string;
  params?: Record<string, SaidValue>;
}
export type SaidValue = string | number | SaidList;
/**
 * Several `Said`s in a row: `and` ("a, b and c"), `andEach` ("a and b and c"), `or` ("a or b or
 * c"), `commaOr` ("a, or b"), `comma` ("a, b, c"), `semicolon` ("a; b"), `space` ("ab": parts that
 * bring their own spaces); `empty` (a key) is said when there are none.
 */
export interface SaidList {
  join: 'and' | 'andEach' | 'or' | 'commaOr' | 'comma' | 'semicolon' | 'space' | 'plus' | 'words';
  items: Said[];
  empty?: string;
}

/** The card words name by id (a Company, a card, an Event, a Hidden Agenda…), if they name one. */
export function cardNamedIn(said: Said | undefined): string | undefined {
  const p = said?.params;
  const id = p?.card ?? p?.company ?? p?.event ?? p?.agenda;
  return typeof id === 'string' && id !== '' ? id : undefined;
}
