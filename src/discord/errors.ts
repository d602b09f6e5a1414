import { randomBytes } from 'node:crypto';
import { type GameLocale, t } from '../i18n/index.ts';

/** A short id that ties a player's apology to the log line with the stack trace. */
export function newErrorId(): string {
  return randomBytes(4).toString('hex');
}

/** The apology for an unexpected failure, in `l`, with the id the log line carries. */
export function apology(id: string, l: GameLocale = 'en'): string {
  return t(l, 'bot.apology', { id });
}
