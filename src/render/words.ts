/**
 * The language a picture is drawn in (docs/localisation.md: a public picture in the game's
 * language, a private one in its reader's). A picture is drawn synchronously from start to end, so
 * its language is set once for the whole drawing (`drawnIn`) and every part of it reads that one
 * (`say`, `words`, `cardName`) instead of each of the many drawing functions passing it along.
 */
import { CLASS_IDS, type ClassId } from '../data/common.ts';
import { cardWords, type GameWords, gameWords } from '../i18n/game-words/index.ts';
import { type GameLocale, type MessageKey, type NeedsParams, type Params, t } from '../i18n/index.ts';

let drawing: GameLocale = 'en';

/** `draw()` with every word of it in `l`. */
export function drawnIn<T>(l: GameLocale, draw: () => T): T {
  const before = drawing;
  drawing = l;
  try {
    return draw();
  } finally {
    drawing = before;
  }
}

/** The language of the picture being drawn. */
export function pictureLocale(): GameLocale {
  return drawing;
}

/** `key` of the catalogue in the picture's language. */
export function say<K extends MessageKey>(
  key: K,
  ...params: NeedsParams<K> extends true ? [Params<K>] : [Params<K>?]
): string {
  return t(drawing, key, ...params);
}

/** The game's words (classes, Policies, phases…) in the picture's language. */
export function words(): GameWords {
  return gameWords(drawing);
}

/** A card's name and text in the picture's language (English: the data's own). */
export function cardText<C extends { id: string; name: string; text: string }>(
  card: C,
): { name: string; text: string } {
  return (drawing === 'en' ? undefined : cardWords(drawing, card.id)) ?? card;
}

/** A class's one letter ("W"), in the picture's language. */
export function classInitial(cls: ClassId): string {
  return say(`classLetter.${cls}`);
}

/** Every class by the short word the pictures' chips use ("Working"). */
export function classShort(): Record<ClassId, string> {
  return Object.fromEntries(CLASS_IDS.map((c) => [c, say(`picture.classShort.${c}`)])) as Record<
    ClassId,
    string
  >;
}

/** A card's name in the picture's language (a Company's, an Agenda's…): the data's in English. */
export function cardName(card: { id: string; name: string }): string {
  return (drawing === 'en' ? undefined : cardWords(drawing, card.id)?.name) ?? card.name;
}
