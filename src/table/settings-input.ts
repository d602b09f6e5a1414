/**
 * What a player types into `/hegemony settings` and `/hegemony me`, read strictly: a value the bot
 * cannot take as it is gets a clear refusal and nothing is saved. Nothing is clamped, rounded or
 * dropped in silence — `reminders:1e308` is not "no reminders", and neither is a blank.
 */
import { isValidTimeZone, MAX_DEADLINE_HOURS } from './clock.ts';
import { refused } from './errors.ts';

/** At most this many missed deadlines in a row before a seat opens to volunteers. */
export const MAX_OFFER_AFTER = 20;

/** At most this many reminders per wait: each is a message to the player. */
export const MAX_REMINDERS = 4;

/** "12, 2" → [12, 2]; "none" (or "off") → []. Anything else is refused. */
export function parseReminderHours(text: string): number[] {
  const trimmed = text.trim();
  // Each refusal ends with the help sentence (refusal.reminderHours.help).
  if (trimmed === '') throw refused('reminderHours.blank', undefined, 'invalid');
  if (/^(none|off)$/i.test(trimmed)) return [];
  const parts = trimmed.split(/\s*[,;]\s*|\s+/);
  const hours: number[] = [];
  for (const part of parts) {
    // Digits only: "1e308", "0x10", "Infinity" and "-3" are not hours anyone means.
    if (!/^\d{1,3}$/.test(part))
      throw refused('reminderHours.notHours', { part: part.slice(0, 20) }, 'invalid');
    const h = Number(part);
    if (h < 1 || h >= MAX_DEADLINE_HOURS)
      throw refused('reminderHours.range', { max: MAX_DEADLINE_HOURS - 1, hours: h }, 'invalid');
    if (hours.includes(h)) throw refused('reminderHours.twice', { hours: h }, 'invalid');
    hours.push(h);
  }
  if (hours.length > MAX_REMINDERS) throw refused('reminderHours.tooMany', { max: MAX_REMINDERS }, 'invalid');
  return hours;
}

/** Reminders must fall before the deadline they announce (a deadline of 0 has none). */
export function checkRemindersFit(remindHours: readonly number[], deadlineHours: number) {
  if (deadlineHours <= 0) {
    if (remindHours.length > 0) throw refused('reminders.noDeadline', undefined, 'invalid');
    return;
  }
  const late = remindHours.filter((h) => h >= deadlineHours);
  if (late.length > 0)
    throw refused('reminders.beforeAsked', { hours: late[0] as number, deadline: deadlineHours }, 'invalid');
}

/**
 * A whole number from an integer option, within its bounds (Discord checks them too, but a forged
 * request does not). `option` is its usage (`/hegemony me quiet-from`): the refusal names it as the
 * reader's client does.
 */
export function wholeInRange(option: string, value: number, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max)
    throw refused('range.whole', { commandOption: option, min, max }, 'invalid');
  return value;
}

/** A time zone as IANA names it (`Europe/Paris`), spaces around it ignored. */
export function parseTimeZone(text: string): string {
  const zone = text.trim();
  if (zone === '') throw refused('timeZone.blank', undefined, 'invalid');
  if (zone.length > 64 || !isValidTimeZone(zone))
    throw refused('timeZone.unknown', { zone: zone.slice(0, 64) }, 'invalid');
  return zone;
}
