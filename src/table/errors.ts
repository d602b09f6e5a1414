/**
 * What a player reads when something is refused or goes wrong. A refusal (UserError) changes
 * nothing in the game; a store that failed or a record that cannot be read is explained plainly
 * (storeTrouble), never taken for "no game" or for "saved".
 */
import type { ClassId } from '../data/common.ts';
import type { Said, SaidList } from '../data/said.ts';
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

/** Classes named in a refusal: "Working Class, Capitalist Class", in its reader's words. */
export function classList(classes: readonly ClassId[]): SaidList {
  return { join: 'comma', items: classes.map((cls) => ({ key: 'item.class', params: { class: cls } })) };
}

/**
 * The sentence for a store that failed, or a damaged record, in `locale`; null for any other error.
 * A write that failed says plainly that nothing was saved: the move was not made and can be tried
 * again.
 */
export function storeTrouble(error: unknown, locale: GameLocale = 'en'): string | null {
  if (error instanceof StoreUnavailableError)
    return sayText(
      locale,
      { key: error.op === 'write' ? 'store.writeFailed' : 'store.readFailed' },
      'refusal',
    );
  if (error instanceof DamagedRecordError) return damagedText(error, locale);
  return null;
}

/** What went wrong with a damaged game, as one parameter of a refusal's sentence (`{{sentence}}`). */
export function damageSaid(error: DamagedRecordError): SaidList {
  return { join: 'space', items: [error.said] };
}

/** What a damaged game means for the channel, and who can clear it, in `locale`. */
export function damagedText(error: DamagedRecordError, locale: GameLocale = 'en'): string {
  const who = error.hostId
    ? { key: 'store.damagedHost', params: { host: error.hostId } }
    : { key: 'store.damagedAdmin' };
  return sayText(
    locale,
    { key: 'store.damaged', params: { sentence: damageSaid(error), who: { join: 'space', items: [who] } } },
    'refusal',
  );
}
