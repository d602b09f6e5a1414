/**
 * Who reads in which language (docs/localisation.md): a private answer (panel, hand, refusal,
 * /why, hint) in its reader's — their `/hegemony me language:` choice, else their Discord client's
 * (`interaction.locale`); a public message (board, log, pings, pictures) in the game's — chosen at
 * `/hegemony new language:` or `/hegemony settings`, by default the server's preferred locale.
 */

import { GAME_LOCALES, type GameLocale, isGameLocale, localeOf } from '../i18n/index.ts';
import type { GameRecord, UserPrefs } from '../store/types.ts';
import { choice } from './command-words.ts';

/** The language of a game's public messages (English for a game saved before languages existed). */
export function gameLocale(record: Pick<GameRecord, 'language'> | null | undefined): GameLocale {
  return record?.language ?? 'en';
}

/** The language a player reads their private answers in. */
export function readerLocale(
  interaction: { locale?: string | null },
  prefs: Pick<UserPrefs, 'language'> | undefined,
): GameLocale {
  return prefs?.language ?? localeOf(interaction.locale);
}

/**
 * The language of a server's public messages that belong to no game (the league's standings, rounds
 * and reports): the server's preferred locale.
 */
export function serverLocale(interaction: { guildLocale?: string | null }): GameLocale {
  return localeOf(interaction.guildLocale);
}

/** A new game's language: the one asked for, else the server's preferred locale. */
export function newGameLocale(asked: string | null, guildPreferred: string | null | undefined): GameLocale {
  return isGameLocale(asked) ? asked : localeOf(guildPreferred);
}

/** The bot's languages as a slash-command option's choices, each named in its own language. */
export const LANGUAGE_CHOICES = GAME_LOCALES.map((l) => choice(l, `language.${l}`));

/** The language of the user behind an interaction: their `/hegemony me language:`, else their client's. */
export async function localeOfReader(
  interaction: { locale?: string | null; user: { id: string } },
  ctx: { games: { userPrefs(userId: string): Promise<UserPrefs | undefined> } },
): Promise<GameLocale> {
  return readerLocale(interaction, await ctx.games.userPrefs(interaction.user.id));
}
