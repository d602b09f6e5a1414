/**
 * The bot's words by language (docs/localisation.md): `t(locale, key, params)` reads a catalogue
 * (src/i18n/catalogue/<locale>/) through i18next, which fills `{{parameters}}` and picks a plural's
 * `_one` / `_other` form by the language's own rule (Intl.PluralRules). The game's words (cards,
 * vocabulary, counted words) are in ./game-words/ and are passed in as parameters.
 */
import i18next from 'i18next';
import { EN_CATALOGUE } from './catalogue/en/index.ts';
import { PT_BR_CATALOGUE } from './catalogue/pt-BR/index.ts';
import type { Catalogue, MessageKey, NeedsParams, Params } from './catalogue/types.ts';
import { GAME_LOCALES, type GameLocale } from './game-words/types.ts';

export type { Catalogue, MessageKey, NeedsParams, Params } from './catalogue/types.ts';
export { GAME_LOCALES, type GameLocale } from './game-words/types.ts';

/** Every language's catalogue, by locale. */
export const CATALOGUES: Record<GameLocale, Catalogue> = { en: EN_CATALOGUE, 'pt-BR': PT_BR_CATALOGUE };

const i18n = i18next.createInstance();
void i18n.init({
  initAsync: false,
  resources: Object.fromEntries(GAME_LOCALES.map((l) => [l, { translation: CATALOGUES[l] }])),
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...GAME_LOCALES],
  // Keys are nested objects by meaning; text holds ':' freely.
  keySeparator: '.',
  nsSeparator: false,
  // Discord is not HTML: nothing is escaped.
  interpolation: { escapeValue: false },
  returnNull: false,
});

/**
 * Portuguese articles a name takes as a noun's gender asks (`{{class, o}}` → "o Estado", "a Classe
 * Média"; `do`, `ao`, `no`, `pelo`, and at a sentence's start `oCap`, `doCap`…: i18next reads
 * format names in lower case, so a capital letter cannot tell them apart): a name is feminine when
 * its first word is. The names these are used with are the game words' (classes, Automas).
 */
const FEMININE_FIRST_WORDS = new Set(['Classe', 'Empresa', 'Política', 'Carta', 'Greve', 'Reserva']);
const ARTICLES = {
  o: ['o', 'a'],
  do: ['do', 'da'],
  ao: ['ao', 'à'],
  no: ['no', 'na'],
  pelo: ['pelo', 'pela'],
} as const;
for (const [name, [masculine, feminine]] of Object.entries(ARTICLES)) {
  const withArticle = (value: unknown) => {
    const text = String(value);
    const feminineName = FEMININE_FIRST_WORDS.has(text.split(' ')[0] ?? '');
    return `${feminineName ? feminine : masculine} ${text}`;
  };
  i18n.services.formatter?.add(name, withArticle);
  i18n.services.formatter?.add(`${name}Cap`, (value) => {
    const text = withArticle(value);
    return `${text[0]?.toUpperCase()}${text.slice(1)}`;
  });
}

/** `key` in `locale`, its parameters filled in (a plural's form chosen by `count`). */
export function t<K extends MessageKey>(
  locale: GameLocale,
  key: K,
  ...params: NeedsParams<K> extends true ? [Params<K>] : [Params<K>?]
): string {
  return i18n.t(key as string, { lng: locale, ...(params[0] ?? {}) }) as string;
}

/** The language a Discord locale reads in: `pt-BR` for Brazilian Portuguese, else English. */
export function localeOf(discordLocale: string | null | undefined): GameLocale {
  return discordLocale === 'pt-BR' ? 'pt-BR' : 'en';
}

/** Whether `s` names one of the bot's languages. */
export function isGameLocale(s: unknown): s is GameLocale {
  return (GAME_LOCALES as readonly unknown[]).includes(s);
}
