/**
 * A game's clock: who is waited for since when, and what is due next — a reminder or the deadline.
 * Everything here is worked out from the record, the users' settings and a time given to it, so
 * it holds no timer and reads no clock: the turn clock (turn-clock.ts) wakes at the times it
 * names, and the game service writes what it decides with the rest of the record (compare-and-set,
 * the outbox), so a reminder is sent once and a deadline acted on once, whatever restarts.
 */
import type { ClassId } from '../data/common.ts';
import type { GameState } from '../engine/index.ts';
import type { ClockSettings, GameClock, GameRecord, SeatWait, UserPrefs } from '../store/types.ts';
import { questionFor, waitingSeats } from './questions.ts';

const HOUR = 3_600_000;

/** A new game's clock settings: a day to answer, reminded halfway and two hours before. */
export const DEFAULT_CLOCK: ClockSettings = { deadlineHours: 24, remindHours: [12, 2], offerAfter: 3 };

/** The longest deadline a host may set (a week), so a due time always fits a timer. */
export const MAX_DEADLINE_HOURS = 168;

export function newClock(settings: ClockSettings = DEFAULT_CLOCK): GameClock {
  return { settings, waits: {}, missed: {}, away: [] };
}

/** Settings checked and put in order: reminders only before the deadline, latest last. */
export function cleanSettings(s: ClockSettings): ClockSettings {
  const deadlineHours = Math.min(Math.max(0, s.deadlineHours), MAX_DEADLINE_HOURS);
  const remindHours = [...new Set(s.remindHours)]
    .filter((h) => h > 0 && h < deadlineHours)
    .sort((a, b) => b - a);
  return { deadlineHours, remindHours, offerAfter: Math.max(0, Math.floor(s.offerAfter)) };
}

/** What may fall due for one seat's wait: its reminders, then its deadline. */
export type Stage = { kind: 'reminder'; index: number; last: boolean } | { kind: 'deadline' };

/** The stage a wait comes to next, and when (before quiet hours move it), or null: none. */
function nextStage(settings: ClockSettings, wait: SeatWait): { stage: Stage; at: number } | null {
  if (settings.deadlineHours <= 0) return null;
  const deadline = Date.parse(wait.since) + settings.deadlineHours * HOUR;
  const hours = settings.remindHours;
  if (wait.reminded < hours.length) {
    const index = wait.reminded;
    const at = deadline - (hours[index] as number) * HOUR;
    return { stage: { kind: 'reminder', index, last: index === hours.length - 1 }, at };
  }
  return { stage: { kind: 'deadline' }, at: deadline };
}

/** The local hour and minute of `at` in a time zone (UTC if the zone is unknown). */
function localMinutes(at: number, timeZone: string): number {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    }).formatToParts(at);
  } catch {
    parts = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'UTC',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    }).formatToParts(at);
  }
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * `at`, or the end of the user's quiet hours if it falls inside them: nobody is reminded, or has
 * their seat played by the autopilot, while they sleep (rules-decisions AP4).
 */
export function outsideQuiet(at: number, prefs: UserPrefs | undefined): number {
  if (!prefs?.quiet) return at;
  const [from, to] = prefs.quiet;
  if (from === to) return at;
  const now = localMinutes(at, prefs.timeZone);
  const start = from * 60;
  const end = to * 60;
  const inside = start < end ? now >= start && now < end : now >= start || now < end;
  if (!inside) return at;
  const wait = (end - now + 1440) % 1440;
  // Whole minutes: the time zone's clock reads minutes, and the seconds are those of `at`.
  return at + wait * 60_000 - (at % 60_000);
}

/** Users' settings, by user id (those who never set any are absent). */
export type PrefsOf = (userId: string | null | undefined) => UserPrefs | undefined;

/** When a stage falling at `at` is acted on: not before `now`, and outside the holder's quiet hours. */
function actedAt(at: number, prefs: UserPrefs | undefined, now: number): number {
  return outsideQuiet(Math.max(at, now), prefs);
}

/** What is due now for each seat waited for, given the time and its holder's quiet hours. */
export function dueNow(
  record: GameRecord,
  prefsOf: PrefsOf,
  now: number,
): Array<{ seat: ClassId; stage: Stage }> {
  const clock = record.clock;
  if (!clock || record.status !== 'playing') return [];
  const out: Array<{ seat: ClassId; stage: Stage }> = [];
  for (const [seat, wait] of Object.entries(clock.waits) as Array<[ClassId, SeatWait]>) {
    const next = nextStage(clock.settings, wait);
    const prefs = prefsOf(record.seats[seat]?.userId);
    if (!next || actedAt(next.at, prefs, now) > now) continue;
    // Past the deadline, the reminders still owed are not worth sending: the deadline is acted on;
    // of several reminders owed (the bot was down), only the latest is sent.
    const deadline = deadlineOf(record, seat) as number;
    let stage: Stage = deadline <= now ? { kind: 'deadline' } : next.stage;
    while (stage.kind === 'reminder') {
      const later = nextStage(clock.settings, { ...wait, reminded: stage.index + 1 });
      if (later?.stage.kind !== 'reminder' || later.at > now) break;
      stage = later.stage;
    }
    out.push({ seat, stage });
  }
  return out;
}

/**
 * When the game should next be looked at (null: never): with the users' quiet hours and the time
 * now, the moment the turn clock wakes; without them, the earliest moment anything may fall due,
 * which the store's due index keeps (quiet hours only ever make it later).
 */
export function nextDue(record: GameRecord, prefsOf: PrefsOf = () => undefined, now = 0): number | null {
  const clock = record.clock;
  if (!clock || record.status !== 'playing') return null;
  let soonest: number | null = null;
  for (const [seat, wait] of Object.entries(clock.waits) as Array<[ClassId, SeatWait]>) {
    const next = nextStage(clock.settings, wait);
    if (!next) continue;
    const at = actedAt(next.at, prefsOf(record.seats[seat]?.userId), now);
    if (soonest === null || at < soonest) soonest = at;
  }
  return soonest;
}

/** When the seat's deadline falls (before quiet hours), or null. */
export function deadlineOf(record: GameRecord, seat: ClassId): number | null {
  const wait = record.clock?.waits[seat];
  const hours = record.clock?.settings.deadlineHours ?? 0;
  return wait && hours > 0 ? Date.parse(wait.since) + hours * HOUR : null;
}

/**
 * The stretch of play that one missed deadline covers: in the Action phase the turn it fell in
 * (the rest of the seat's own turn, or its answers in another seat's turn), otherwise the phase
 * of the round (rules-decisions AP7).
 */
export function coverKey(state: GameState): string {
  const turn = state.phase === 'action' ? state.turn : null;
  return `${state.round}.${state.phase}${turn ? `.${turn.number}.${turn.seat}` : ''}`;
}

/**
 * The record's clock brought up to date with its state: a seat a person must answer is waited for
 * from the moment its question was first asked (a new question starts a new wait, with no
 * reminder yet); seats no longer asked are dropped; and `next` says when to look again, for the
 * store's due index (quiet hours can only make it later, so it is never too late).
 */
export function keepTime(record: GameRecord, now: string): GameRecord {
  const clock = record.clock;
  if (!clock) return record;
  const waits: GameClock['waits'] = {};
  if (record.status === 'playing' && record.state) {
    for (const { seat } of waitingSeats(record.state)) {
      if (clock.away.includes(seat) || record.seats[seat]?.kind !== 'human') continue;
      const askedAt = questionFor(record.state, seat)?.askedAt ?? record.state.version;
      const kept = clock.waits[seat];
      waits[seat] = kept?.askedAt === askedAt ? kept : { askedAt, since: now, reminded: 0 };
    }
  }
  const { next: _old, covering: kept, ...rest } = clock;
  // A missed deadline covers its stretch of play only: once it is over, the seat is waited for again.
  const key = record.state && record.status === 'playing' ? coverKey(record.state) : null;
  const covering = Object.fromEntries(Object.entries(kept ?? {}).filter(([, k]) => k === key));
  const timed: GameClock = { ...rest, waits, ...(Object.keys(covering).length > 0 ? { covering } : {}) };
  const next = nextDue({ ...record, clock: timed });
  return { ...record, clock: next === null ? timed : { ...timed, next: new Date(next).toISOString() } };
}
