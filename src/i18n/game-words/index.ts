/**
 * The game's own words by language (docs/localisation.md): `gameWords(locale)` for the vocabulary,
 * `cardWords(locale, id)` for a card's name and text, `aiCardLine(locale, text)` for a line of an
 * Automa's AI card, `checkRuleLine(locale, id)` for a line of a CHECK card. English is src/data's
 * text, unchanged.
 */
import { AUTOMAS, type AutomaClass } from '../../data/automa/index.ts';
import { EN } from './en.ts';
import { AI_CARD_LINES, CHECK_RULE_LINES, PT_BR } from './pt-BR/index.ts';
import type { CardWords, Counted, GameLocale, GameWords } from './types.ts';

export * from './types.ts';

const WORDS: Record<GameLocale, GameWords> = { en: EN, 'pt-BR': PT_BR };

export function gameWords(locale: GameLocale): GameWords {
  return WORDS[locale];
}

/** A card's name and text in `locale`; undefined for an id no deck has. */
export function cardWords(locale: GameLocale, id: string): CardWords | undefined {
  return WORDS[locale].cards.get(id);
}

/**
 * A bonus, Special Action or Special Action priority line of an AI card, given as src/data writes it;
 * undefined when `locale` has no translation of it.
 */
export function aiCardLine(locale: GameLocale, english: string): string | undefined {
  return locale === 'en' ? english : AI_CARD_LINES[english];
}

/**
 * A line of a CHECK Instruction card by the card's id and its place on it
 * (`automa.working.instruction.check-workers#2`), in `locale`: src/data's English where `locale`
 * has no translation; the id itself for a line no card prints.
 */
export function checkRuleLine(locale: GameLocale, id: string): string {
  const [card = '', index] = id.split('#');
  const cls = card.split('.')[1] as AutomaClass;
  const english = AUTOMAS[cls]?.instructionCards.find((c) => c.id === card)?.rules[Number(index)]?.text;
  if (english === undefined) return id;
  return locale === 'en' ? english : (CHECK_RULE_LINES[english] ?? english);
}

/**
 * "{n} Bills passed": a counted word for `n` in `locale`, its parameters filled in. The form is
 * the language's own plural rule (Portuguese says "0 Projeto" like "1 Projeto"), not `n === 1`.
 */
export function countedText(
  locale: GameLocale,
  word: Counted,
  n: number,
  params: Record<string, string> = {},
): string {
  const form = new Intl.PluralRules(locale).select(n) === 'one' ? word.one : word.other;
  return form.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key === 'n' ? String(n) : (params[key] ?? whole),
  );
}
