/**
 * What a change tells the channel, as a log entry saved with the change (plain JSON): the lines of
 * the engine's public events, and the pings of the players the game now waits for who were not
 * waiting before. The publisher folds entries into the channel's messages (see turn-messages.ts):
 * a ping starts a new turn message, the rest of a turn is edited into it.
 */

import type { APIActionRowComponent, APIComponentInMessageActionRow } from 'discord.js';
import { view } from '../../engine/index.ts';
import { gameWords } from '../../i18n/game-words/index.ts';
import { t } from '../../i18n/index.ts';
import type { GameChange } from '../../table/change.ts';
import { waitingSeats } from '../../table/questions.ts';
import { gameLocale } from '../locale.ts';
import { askedLines, type Waited } from './asked.ts';
import { clockButtons } from './clock.ts';
import { eventText } from './events.ts';
import { revealedLines } from './historical-events.ts';
import { moduleStartLines } from './modules.ts';
import { seatHolder } from './text.ts';
export interface LogEntry {
  /** Marks an entry (older outboxes hold whole messages, posted as they are). */
  entry: 1;
  /** What happened, one line per public event (or the change's own sentence). */
  lines: string[];
  /** "Your move" lines of the players newly waited for: a new turn message, which pings them. */
  pings: string[];
  /**
   * What every player waited for is asked now (the newly pinged first): the head of the turn
   * message, kept current as it is edited. Entries saved before it existed have only `pings`.
   */
  asked?: string[];
  /** Users the message notifies. */
  users: string[];
  /** Someone is still waited for after the change (the message keeps its panel button). */
  waiting: boolean;
  /** The players waited for bid in secret (the button says so). */
  secret: boolean;
  /** The kind of that secret question (a bid, or a Hidden Agenda), for the button's words. */
  secretKind?: string;
  /** The round the game is in after the change (null: not started, or over). */
  round: number | null;
  /** The game ended with this change: the sentence naming the winners. */
  over: string | null;
  /**
   * A clock or undo line that carries buttons (Take this seat, Agree / Refuse): a message of its
   * own, which stays while the turn messages come and go.
   */
  offer?: {
    text: string;
    buttons: APIActionRowComponent<APIComponentInMessageActionRow>[];
    /** What its buttons answer ("undo", "seat:middle"), to close it once none is open. */
    keys?: string[];
  };
  /**
   * The offers still open after the change (an undo request, seats to take): a message offering
   * anything else has its buttons taken away. Absent in entries saved before it existed.
   */
  open?: string[];
  /**
   * Clock notices owed to players' direct messages (`/hegemony me dm:true`), worded in the game's
   * language: they are not among `users` for that notice, and are notified in the channel only if
   * the direct message fails.
   */
  direct?: DirectLine[];
}

/** A clock notice for one user's direct messages, as worded when the change was saved. */
export interface DirectLine {
  userId: string;
  text: string;
}

export function isLogEntry(line: unknown): line is LogEntry {
  return typeof line === 'object' && line !== null && (line as { entry?: unknown }).entry === 1;
}

/**
 * Seats to ping: those waited for now that were not waited for before the change, and those waited
 * for again after someone else moved in it (an Automa's turn, another player's answer): a solo
 * player is notified on each of their turns. A secret question that several seats answer at once
 * stays the same question while the others answer, so it pings once.
 */
function newlyWaiting(change: GameChange): Waited[] {
  const record = change.record;
  if (record.status !== 'playing' || !record.state) return [];
  const moved = change.moved ?? [];
  return waitingSeats(record.state).filter(
    (w) => !change.waitingBefore.includes(w.seat) || (!w.secret && moved.some((m) => m !== w.seat)),
  );
}

/** What the buttons of earlier offers may still answer: an undo request not yet stale, seats to take. */
function openOffers(record: GameChange['record']): string[] {
  const open = record.status === 'playing' ? (record.clock?.away ?? []).map((s) => `seat:${s}`) : [];
  if (record.status === 'playing' && record.undo && record.undo.at === record.actions.length)
    open.push('undo');
  return open;
}

/** The log entry of a change, or null when it tells the channel nothing. */
export function logEntry(change: GameChange): LogEntry | null {
  const record = change.record;
  // The channel reads the game's language, the engine's event lines too.
  const l = gameLocale(record);
  const lines: string[] = [];
  const buttons = clockButtons(change);
  const keys = [
    ...(change.kind === 'undo-asked' ? ['undo'] : []),
    ...(change.openSeats ?? []).map((s) => `seat:${s}`),
  ];
  const note = change.note?.map((n) => eventText(l, n)).join('\n');
  const offer = buttons.length > 0 && note ? { text: note, buttons, keys } : undefined;
  if (note && !offer) lines.push(note);
  if (change.kind === 'started') {
    lines.push(t(l, 'log.begins', { players: record.options.players }));
    // Setup's own changes (the Early Historical Event, the first Crisis Response card) are not
    // events of an answer.
    if (record.state) {
      const v = view(record.state, 'public');
      lines.push(...revealedLines(v, l), ...moduleStartLines(v, l));
    }
  }
  if (change.kind === 'answered' && change.secret && change.actor && change.events.length === 0)
    lines.push(t(l, 'log.secretAnswer', { class: gameWords(l).classes[change.actor] }));
  lines.push(...change.events.map((e) => `• ${eventText(l, e)}`));

  const waiting = newlyWaiting(change);
  const playing = record.status === 'playing' && !!record.state;
  const all = playing ? waitingSeats(record.state!) : [];
  const v = playing ? view(record.state!, 'public') : null;
  const first = waiting.map((w) => w.seat);
  const pings = v ? askedLines(record, waiting, v, first) : [];
  const asked = v ? askedLines(record, all, v, first) : [];
  const users = new Set<string>();
  for (const w of waiting) {
    const id = record.seats[w.seat]?.userId;
    if (id) users.add(id);
  }
  // A player told by direct message is not notified in the channel too, unless it is their move.
  const direct = (change.direct ?? []).map((d) => ({
    userId: d.userId,
    text: d.lines.map((n) => eventText(l, n)).join('\n'),
  }));
  for (const id of change.mention ?? []) if (!direct.some((d) => d.userId === id)) users.add(id);
  // A seat changing hands pings both players its sentence names, waited for or not.
  if (change.kind === 'handover' && note)
    for (const m of note.matchAll(/<@(\d+)>/g)) users.add(m[1] as string);

  let over: string | null = null;
  if (change.kind === 'answered' && record.status === 'finished' && record.state) {
    const winners = record.state.winners ?? [];
    over = winners.length
      ? t(l, 'log.winners', {
          count: winners.length,
          winners: winners.map((w) => `${gameWords(l).classes[w]} (${seatHolder(record, w, l)})`).join(', '),
        })
      : t(l, 'log.gameOver');
  }
  // The first answer after an undo request makes it stale: even with nothing else to say, the
  // entry goes out, so that the request's buttons are taken off.
  const staleUndo = change.kind === 'answered' && record.undo?.at === record.actions.length - 1;
  if (lines.length === 0 && pings.length === 0 && over === null && !offer && !staleUndo) return null;
  return {
    entry: 1,
    lines,
    pings,
    asked,
    users: [...users],
    waiting: all.length > 0,
    secret: all.length > 0 && all.every((w) => w.secret),
    ...(all[0]?.secret ? { secretKind: all[0].kind } : {}),
    round: playing ? (record.state?.round ?? null) : null,
    over,
    ...(offer ? { offer } : {}),
    open: openOffers(record),
    ...(direct.length > 0 ? { direct } : {}),
  };
}
