/**
 * What a change tells the channel, as a log entry saved with the change (plain JSON): the lines of
 * the engine's public events, and the pings of the players the game now waits for who were not
 * waiting before. The publisher folds entries into the channel's messages (see turn-messages.ts):
 * a ping starts a new turn message, the rest of a turn is edited into it.
 */

import type { APIActionRowComponent, APIComponentInMessageActionRow } from 'discord.js';
import type { ClassId } from '../../data/common.ts';
import { CLASS_NAMES } from '../../data/names.ts';
import { GAME } from '../../data/tables.ts';
import { view } from '../../engine/index.ts';
import type { GameRecord } from '../../store/types.ts';
import type { DirectNote, GameChange } from '../../table/change.ts';
import { waitingSeats } from '../../table/questions.ts';
import { clockButtons } from './clock.ts';
import { revealedLines } from './historical-events.ts';
import { moduleStartLines } from './modules.ts';
import { CLASS_EMOJI, seatHolder, secretWords } from './text.ts';
export interface LogEntry {
  /** Marks an entry (older outboxes hold whole messages, posted as they are). */
  entry: 1;
  /** What happened, one line per public event (or the change's own sentence). */
  lines: string[];
  /** "Your move" lines of the players newly waited for: a new turn message, which pings them. */
  pings: string[];
  /** Users the message notifies. */
  users: string[];
  /** Someone is still waited for after the change (the message keeps its panel button). */
  waiting: boolean;
  /** The players waited for bid in secret (the button says so). */
  secret: boolean;
  /** The round the game is in after the change (null: not started, or over). */
  round: number | null;
  /** The game ended with this change: the sentence naming the winners. */
  over: string | null;
  /**
   * A clock or undo line that carries buttons (Take this seat, Agree / Refuse): a message of its
   * own, which stays while the turn messages come and go.
   */
  offer?: { text: string; buttons: APIActionRowComponent<APIComponentInMessageActionRow>[] };
  /**
   * Clock notices owed to players' direct messages (`/hegemony me dm:true`): they are not among
   * `users` for that notice, and are notified in the channel only if the direct message fails.
   */
  direct?: DirectNote[];
}

export function isLogEntry(line: unknown): line is LogEntry {
  return typeof line === 'object' && line !== null && (line as { entry?: unknown }).entry === 1;
}

/** Players to mention: seats waiting now that were not waiting before the change. */
function newlyWaiting(record: GameRecord, before: ClassId[]) {
  if (record.status !== 'playing' || !record.state) return [];
  return waitingSeats(record.state).filter((w) => !before.includes(w.seat));
}

/** What a pinged player is asked, addressed to them. */
const ASKED: Record<string, string> = {
  'vote.side': 'for or against the Bill?',
  'vote.bid': 'your secret Influence bid',
  'bill.immediate': 'call an Immediate Vote or not?',
  'needs.buy': 'cover your needs',
  'end.loans': 'repay your Loans',
  'prep.market-discard': 'refresh your Market',
  'prep.skilled': 'a setup choice',
};

function askedText(record: GameRecord, kind: string): string {
  if (Object.hasOwn(ASKED, kind)) return ASKED[kind] as string;
  if (!kind.startsWith('turn')) return 'a choice';
  const turn = record.state ? view(record.state, 'public').turn : undefined;
  return turn ? `your turn (${turn.number} of ${GAME.turnsPerRound})` : 'your turn';
}

/** The log entry of a change, or null when it tells the channel nothing. */
export function logEntry(change: GameChange): LogEntry | null {
  const record = change.record;
  const lines: string[] = [];
  const buttons = clockButtons(change);
  const offer = buttons.length > 0 && change.note ? { text: change.note, buttons } : undefined;
  if (change.note && !offer) lines.push(change.note);
  if (change.kind === 'started') {
    lines.push(`🎲 The game begins! ${record.options.players} players.`);
    // Setup's own changes (the Early Historical Event, the first Crisis Response card) are not
    // events of an answer.
    if (record.state) {
      const v = view(record.state, 'public');
      lines.push(...revealedLines(v), ...moduleStartLines(v));
    }
  }
  if (change.kind === 'answered' && change.secret && change.actor && change.events.length === 0)
    lines.push(`🔒 The ${CLASS_NAMES[change.actor]} has answered in secret.`);
  lines.push(...change.events.map((e) => `• ${e}`));

  const waiting = newlyWaiting(record, change.waitingBefore);
  const pings: string[] = [];
  const secret = waiting.filter((w) => w.secret);
  if (secret.length > 0) {
    const who = secret.map((w) => seatHolder(record, w.seat)).join(', ');
    const words = secretWords(secret[0]?.kind);
    pings.push(`🔒 ${words.waiting}: ${who} — press **${words.button}**.`);
  }
  for (const w of waiting.filter((w) => !w.secret)) {
    pings.push(
      `➡️ ${seatHolder(record, w.seat)}, your move — ${CLASS_EMOJI[w.seat]} ${CLASS_NAMES[w.seat]}: ${askedText(record, w.kind)}.`,
    );
  }
  const users = new Set<string>();
  for (const w of waiting) {
    const id = record.seats[w.seat]?.userId;
    if (id) users.add(id);
  }
  // A player told by direct message is not notified in the channel too, unless it is their move.
  const direct = change.direct ?? [];
  for (const id of change.mention ?? []) if (!direct.some((d) => d.userId === id)) users.add(id);
  // A seat changing hands pings both players its sentence names, waited for or not.
  if (change.kind === 'handover' && change.note)
    for (const m of change.note.matchAll(/<@(\d+)>/g)) users.add(m[1] as string);

  let over: string | null = null;
  if (change.kind === 'answered' && record.status === 'finished' && record.state) {
    const winners = record.state.winners ?? [];
    over = `🏁 **Game over!**${winners.length ? ` Winner${winners.length > 1 ? 's' : ''}: ${winners.map((w) => `${CLASS_NAMES[w]} (${seatHolder(record, w)})`).join(', ')}.` : ''}`;
  }
  if (lines.length === 0 && pings.length === 0 && over === null && !offer) return null;
  const playing = record.status === 'playing' && !!record.state;
  const all = playing ? waitingSeats(record.state!) : [];
  return {
    entry: 1,
    lines,
    pings,
    users: [...users],
    waiting: all.length > 0,
    secret: all.length > 0 && all.every((w) => w.secret),
    round: playing ? (record.state?.round ?? null) : null,
    over,
    ...(offer ? { offer } : {}),
    ...(direct.length > 0 ? { direct } : {}),
  };
}
