/**
 * The slash commands' words come from the catalogue (src/i18n/catalogue/<locale>/commands.ts):
 * `localiseCommand` gives every command, subcommand and option its English description and the
 * other languages' names and descriptions (`name_localizations` / `description_localizations`, the
 * way Discord shows a command in the client's language). Choices carry theirs from `choice` and
 * `classChoice`. The builders in commands/ hold only the names, which the handlers read options by.
 */
import type { Locale } from 'discord.js';
import type { ClassId } from '../data/common.ts';
import { gameWords } from '../i18n/game-words/index.ts';
import {
  CATALOGUES,
  GAME_LOCALES,
  type GameLocale,
  type MessageKey,
  type NeedsParams,
  type Params,
  t,
} from '../i18n/index.ts';

/** The languages Discord is given besides English (the default it shows everyone else). */
const OTHER_LOCALES = GAME_LOCALES.filter((l): l is Exclude<GameLocale, 'en'> => l !== 'en');

/** A command, subcommand or option's words in one language, as the catalogue keys them. */
interface NodeWords {
  name: string;
  description: string;
  options?: Record<string, NodeWords>;
}

/** What `localiseCommand` needs of a builder (the command's, a subcommand's, an option's). */
interface Localisable {
  readonly name: string;
  readonly options?: readonly unknown[];
  setDescription(description: string): unknown;
  setNameLocalization(locale: Locale, name: string): unknown;
  setDescriptionLocalization(locale: Locale, description: string): unknown;
}

/**
 * Fills a command builder's descriptions and localisations from the catalogue, in place, and
 * returns it. A command or option the catalogue does not have, or names differently, throws: the
 * bot does not start with a command half worded (test/discord/command-words.test.ts says which).
 */
export function localiseCommand<B extends Localisable>(builder: B): B {
  const words = (l: GameLocale) => CATALOGUES[l].commands as unknown as Record<string, NodeWords>;
  walk(builder, (l) => words(l)[builder.name], builder.name);
  return builder;
}

function walk(node: Localisable, at: (l: GameLocale) => NodeWords | undefined, path: string): void {
  const en = at('en');
  if (!en || en.name !== node.name)
    throw new Error(`No words for the command option ${path} in the catalogue`);
  node.setDescription(en.description);
  for (const l of OTHER_LOCALES) {
    const w = at(l);
    if (!w) throw new Error(`No ${l} words for the command option ${path}`);
    node.setNameLocalization(l as Locale, w.name);
    node.setDescriptionLocalization(l as Locale, w.description);
  }
  for (const child of (node.options ?? []) as Localisable[])
    walk(child, (l) => at(l)?.options?.[child.name], `${path} ${child.name}`);
}

/** A slash-command choice worded by the catalogue in every language. */
export function choice<K extends MessageKey, V extends string | number>(
  value: V,
  key: K,
  ...params: NeedsParams<K> extends true ? [Params<K>] : []
) {
  const say = (l: GameLocale) => (t as (l: GameLocale, k: K, p?: Params<K>) => string)(l, key, params[0]);
  return { name: say('en'), name_localizations: localisations(say), value };
}

/** A class as a slash-command choice, named by the game's words in every language. */
export function classChoice<C extends ClassId>(cls: C) {
  const say = (l: GameLocale) => gameWords(l).classes[cls];
  return { name: say('en'), name_localizations: localisations(say), value: cls };
}

function localisations(say: (l: GameLocale) => string): Partial<Record<Locale, string>> {
  return Object.fromEntries(OTHER_LOCALES.map((l) => [l, say(l)]));
}
