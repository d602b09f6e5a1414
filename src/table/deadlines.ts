/**
 * What the clock does to a game when something falls due (see clock.ts for when): a reminder to
 * the player waited for, more pressing as the deadline nears; at the deadline, the autopilot
 * answers for the seat until its turn passes, and says so; after `offerAfter` missed deadlines in
 * a row, the autopilot keeps the seat and anyone may take it over ("Take this seat") — its player
 * too, at any time. Each is one change of the record, saved with its announcement.
 */
import type { ClassId } from '../data/common.ts';
import { type GameState, list, type Said, said } from '../engine/index.ts';
import type { ClockSettings, GameClock, GameRecord } from '../store/types.ts';
import { aiAutopilot } from './ai-seats.ts';
import { type Autopilots, autopilotOf } from './autopilot.ts';
import type { DirectNote, Step } from './change.ts';
import { cleanSettings, coverKey, deadlineOf, dueNow, type PrefsOf, type Stage } from './clock.ts';
import { refused } from './errors.ts';
import { requireGame, requireHostOrAdmin, requirePlaying } from './guards.ts';
import { seatsOf, waitingSeats } from './questions.ts';
import { type Driven, driveSeats, type SeatDrivers } from './seat-drivers.ts';
import { checkRemindersFit } from './settings-input.ts';

export interface ClockContext {
  now: number;
  prefsOf: PrefsOf;
  /** The game's own drivers (Automa seats, away seats, sides stated ahead). */
  drivers: SeatDrivers;
  autopilots?: Autopilots;
}

const unix = (ms: number) => Math.floor(ms / 1000);

/**
 * A reminder's sentence: a nudge first, a last call before the deadline (escalating). In the
 * channel it names the player; in their direct messages (`dm`) it names the channel instead.
 */
function reminderNote(
  record: GameRecord,
  seat: ClassId,
  stage: Stage & { kind: 'reminder' },
  dm: boolean,
): Said {
  const params = {
    user: record.seats[seat]?.userId ?? '',
    channel: record.channelId,
    class: seat,
    deadline: unix(deadlineOf(record, seat) as number),
    since: unix(Date.parse(record.clock?.waits[seat]?.since ?? '')),
  };
  // In the channel the mention comes first: a phone's notification shows the start of a message.
  if (stage.last) return said(dm ? 'note.lastCallDm' : 'note.lastCall', params);
  return said(dm ? 'note.reminderDm' : 'note.reminder', params);
}

/**
 * A missed deadline's sentence: the autopilot finishes the seat's turn (`own`) or answers for it
 * until the phase ends, or keeps the seat (`away`).
 */
function lateNote(
  record: GameRecord,
  seat: ClassId,
  { missed, away, own }: { missed: number; away: boolean; own: boolean },
  dm: boolean,
): Said {
  const params = { user: record.seats[seat]?.userId ?? '', channel: record.channelId, class: seat };
  if (away) return said(`note.away${dm ? 'Dm' : ''}${record.league ? 'League' : ''}`, { ...params, missed });
  const phase = record.state?.phase ?? '';
  const stretch = own
    ? said('note.stretchTurn')
    : phase === 'action'
      ? said('note.stretchTurnPasses')
      : said('note.stretchPhase', { phase });
  return said(dm ? 'note.lateDm' : 'note.late', { ...params, stretch: list([stretch]) });
}

/** The clock's notices of one change, for the channel and for the direct messages of those who asked. */
class Notices {
  readonly lines: Said[] = [];
  private readonly dms = new Map<string, Said[]>();

  constructor(private readonly prefsOf: PrefsOf) {}

  add(userId: string, say: (dm: boolean) => Said) {
    this.lines.push(say(false));
    if (!this.prefsOf(userId)?.dm) return;
    this.dms.set(userId, [...(this.dms.get(userId) ?? []), say(true)]);
  }

  /** The change's sentence and, for players reminded by direct message, theirs. */
  told(): { note: Said[]; direct?: DirectNote[] } {
    const direct = [...this.dms].map(([userId, lines]) => ({ userId, lines }));
    return { note: this.lines, ...(direct.length > 0 ? { direct } : {}) };
  }
}

/**
 * The change the clock makes to a game now, if anything is due: reminders, and the autopilot at a
 * deadline. Null when nothing is due (or the game is not the one the clock woke for).
 */
export function clockStep(r: GameRecord | undefined, gameId: string, ctx: ClockContext): Step | null {
  if (!r || r.id !== gameId || r.status !== 'playing' || !r.state || !r.clock) return null;
  const due = dueNow(r, ctx.prefsOf, ctx.now);
  if (due.length === 0) return null;
  const clock: GameClock = { ...r.clock, waits: { ...r.clock.waits }, missed: { ...r.clock.missed } };
  const notices = new Notices(ctx.prefsOf);
  const mention: string[] = [];
  const late: ClassId[] = [];
  for (const { seat, stage } of due) {
    const wait = clock.waits[seat];
    const userId = r.seats[seat]?.userId;
    if (!wait || !userId) continue;
    if (stage.kind === 'reminder') {
      clock.waits[seat] = { ...wait, reminded: stage.index + 1 };
      notices.add(userId, (dm) => reminderNote(r, seat, stage, dm));
      mention.push(userId);
    } else late.push(seat);
  }
  if (late.length === 0) {
    return {
      record: { ...r, clock },
      announce: {
        kind: 'clock',
        events: [],
        waitingBefore: waitingOf(r.state),
        ...notices.told(),
        mention,
      },
    };
  }
  const open: ClassId[] = [];
  // The autopilot covers each late seat for the rest of this stretch (its turn, or the phase).
  clock.covering = { ...clock.covering };
  for (const seat of late) clock.covering[seat] = coverKey(r.state);
  for (const seat of late) {
    const missed = (clock.missed[seat] ?? 0) + 1;
    clock.missed[seat] = missed;
    const away =
      clock.settings.offerAfter > 0 && missed >= clock.settings.offerAfter && !clock.away.includes(seat);
    if (away) {
      clock.away = [...clock.away, seat];
      open.push(seat);
    }
    const own = r.state.phase === 'action' && r.state.turn?.seat === seat;
    notices.add(r.seats[seat]?.userId as string, (dm) => lateNote(r, seat, { missed, away, own }, dm));
  }
  const record = { ...r, clock };
  // With the AI as autopilot (ai-seats.ts), the AI answers for the late seats once this is saved.
  const pilot: SeatDrivers = (rec, seat, state) =>
    late.includes(seat) && !aiAutopilot(rec)
      ? autopilotOf(ctx.autopilots, rec, seat)
      : ctx.drivers(rec, seat, state);
  const driven = driveSeats(record, r.state, pilot, new Date(ctx.now).toISOString());
  return {
    record: withDriven(record, driven),
    announce: {
      kind: 'clock',
      events: driven.events.filter((e) => e.to === 'public').map(({ to: _, ...said }) => said),
      waitingBefore: waitingOf(r.state),
      ...notices.told(),
      mention: [...new Set(mention)],
      moved: driven.entries.map((e) => e.seat),
      ...(open.length > 0 ? { openSeats: open } : {}),
    },
  };
}

function waitingOf(state: GameState): ClassId[] {
  return waitingSeats(state).map((w) => w.seat);
}

/** The record after drivers answered: their answers logged, the game over if it ended. */
export function withDriven(record: GameRecord, driven: Driven): GameRecord {
  return {
    ...record,
    state: driven.state,
    status: driven.state.phase === 'game-over' ? 'finished' : 'playing',
    actions: [...record.actions, ...driven.entries],
  };
}

/** A person answered for the seat: its run of missed deadlines is over, and the autopilot stops. */
export function answeredBy(clock: GameClock | undefined, seat: ClassId): GameClock | undefined {
  if (!clock?.missed[seat] && !clock?.covering?.[seat]) return clock;
  const { [seat]: _reset, ...missed } = clock.missed;
  const { [seat]: _stop, ...covering } = clock.covering ?? {};
  return { ...clock, missed, covering };
}

/**
 * An away seat is taken: by its own player (back from the autopilot) or by a volunteer who does
 * not play in the game yet. The autopilot stops and the seat is waited for again.
 */
export function takeOpenSeat(
  r: GameRecord | undefined,
  gameId: string,
  seat: ClassId,
  userId: string,
  at: string,
): Step {
  const record = requirePlaying(requireGame(r, gameId));
  const clock = record.clock;
  const held = record.seats[seat];
  if (!clock || !held || !clock.away.includes(seat)) throw refused('seat.notOpen', { class: seat }, 'stale');
  const from = held.userId;
  // A league game's seat goes to a league member only by an organiser's choice (handover.ts).
  if (from !== userId && record.league) throw refused('seat.leagueTakeBack', undefined, 'forbidden');
  if (from !== userId && seatsOf(record, userId).length > 0)
    throw refused('seat.alreadyOne', undefined, 'forbidden');
  const { [seat]: _reset, ...missed } = clock.missed;
  const next: GameRecord = {
    ...record,
    seats: { ...record.seats, [seat]: { ...held, userId } },
    clock: { ...clock, away: clock.away.filter((s) => s !== seat), missed },
    ...(from !== userId
      ? { admin: [...record.admin, { at, by: userId, what: 'handover' as const, seat, from, to: userId }] }
      : {}),
  };
  const state = record.state as GameState;
  return {
    record: next,
    announce: {
      kind: 'handover',
      events: [],
      // The seat is mentioned if it is waited for now.
      waitingBefore: waitingOf(state).filter((s) => s !== seat),
      note: [
        from === userId
          ? said('note.back', { user: userId, class: seat })
          : said(from ? 'note.takenFromAway' : 'note.taken', { user: userId, class: seat, from: from ?? '' }),
      ],
      ...(from && from !== userId ? { mention: [from] } : {}),
    },
  };
}

/** The host (or an admin) changes the game's clock settings; the waits already running keep their start. */
export function changeSettings(
  r: GameRecord | undefined,
  input: { userId: string; isAdmin: boolean; settings: Partial<ClockSettings> },
  fallback: ClockSettings,
): Step {
  const record = requireGame(r);
  if (record.status !== 'lobby' && record.status !== 'playing') throw refused('game.over');
  requireHostOrAdmin(record, input.userId, input.isAdmin, 'settings');
  const clock = record.clock ?? { settings: fallback, waits: {}, missed: {}, away: [] };
  const merged = { ...clock.settings, ...input.settings };
  // Reminders given now must fit the deadline; older ones a shorter deadline leaves behind are dropped.
  if (input.settings.remindHours) checkRemindersFit(input.settings.remindHours, merged.deadlineHours);
  const settings = cleanSettings(merged);
  return {
    record: { ...record, clock: { ...clock, settings } },
    announce: {
      kind: 'clock',
      events: [],
      waitingBefore: record.state ? waitingOf(record.state) : [],
      note: [said('note.clockChanged', { user: input.userId, settings: list([settingsSaid(settings)]) })],
    },
  };
}

/** A game's clock settings, for a reader: worded by the presenter (`sayText`) in their language. */
export function settingsSaid(s: ClockSettings): Said {
  if (s.deadlineHours <= 0) return said('clock.none');
  const reminders =
    s.remindHours.length > 0
      ? said('clock.reminders', {
          hours: list(
            s.remindHours.map((hours) => said('clock.hours', { hours })),
            'andEach',
          ),
        })
      : said('clock.noReminders');
  const offer = s.offerAfter > 0 ? said('clock.offer', { missed: s.offerAfter }) : said('clock.noOffer');
  return said('clock.settings', {
    hours: s.deadlineHours,
    reminders: list([reminders]),
    offer: list([offer]),
  });
}
