/**
 * What a player reads when something is refused or goes wrong. A refusal (UserError) changes
 * nothing in the game; a store that failed or a record that cannot be read is explained plainly
 * (storeTrouble), never taken for "no game" or for "saved".
 */
import type { Said } from '../data/said.ts';
import type { GameLocale } from '../i18n/game-words/types.ts';
import { sayText } from '../i18n/said.ts';
import { DamagedRecordError, StoreUnavailableError } from '../store/errors.ts';

/**
 * A refusal a player should read: not their seat, a stale button, a move the rules do not allow.
 * Whoever shows it (the Discord router) shows it to that player only, and nothing in the game changes.
 * Given as a `Said` (a key under `refusal.`, parameters of ids and numbers), it is worded in its
 * reader's language (`textIn`); its `message` is the English, for logs and older callers.
 */
export class UserError extends Error {
  readonly said: Said | undefined;
  constructor(
    message: string | Said,
    readonly reason: 'refused' | 'stale' | 'forbidden' | 'missing' | 'invalid' = 'refused',
  ) {
    super(typeof message === 'string' ? message : sayText('en', message, 'refusal'));
    this.said = typeof message === 'string' ? undefined : message;
  }

  /** The refusal in `locale` (a refusal still written as an English sentence stays English). */
  textIn(locale: GameLocale): string {
    return this.said ? sayText(locale, this.said, 'refusal') : this.message;
  }
}

/** A refusal worded from the catalogue (`refusal.<key>`), in its reader's language. */
export function refused(key: string, params?: Said['params'], reason?: UserError['reason']): UserError {
  return new UserError(params ? { key, params } : { key }, reason);
}

/**
 * The sentence for a store that failed, or a damaged record; null for any other error. A write
 * that failed says plainly that nothing was saved: the move was not made and can be tried again.
 */
export function storeTrouble(error: unknown): string | null {
  if (error instanceof StoreUnavailableError) {
    return error.op === 'write'
      ? '⚠️ **Nothing was saved**: the game store did not accept the change, so your move was not made. Please try again in a moment.'
      : '⚠️ The game store could not be read just now, so nothing was changed. Please try again in a moment.';
  }
  if (error instanceof DamagedRecordError) return damagedText(error);
  return null;
}

/** What a damaged game means for the channel, and who can clear it. */
export function damagedText(error: DamagedRecordError): string {
  const who = error.hostId ? `The host (<@${error.hostId}>) or a server admin` : 'A server admin';
  return `⚠️ The saved game in this channel cannot be read: ${error.sentence}. Nothing can be played in it. ${who} can use \`/hegemony abandon\` to set it aside (its data is kept for the bot's operator), then \`/hegemony new\` to start again.`;
}
