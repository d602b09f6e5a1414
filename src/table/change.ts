/**
 * A change to a game as the table layer hands it on: the record to write (a Step), and what the
 * channel is told about it once written (a GameChange, through the Announcer).
 */
import type { ClassId } from '../data/common.ts';
import type { Said } from '../engine/index.ts';
import type { Write } from '../store/backend.ts';
import type { GameRecord } from '../store/types.ts';

/** What changed, for the announcer to show in public. Only public events ever travel here. */
export interface GameChange {
  kind: 'started' | 'answered' | 'handover' | 'abandoned' | 'clock' | 'undo' | 'undo-asked';
  record: GameRecord;
  /** Public engine events of this change, in order (worded by the presenter in the game's language). */
  events: Said[];
  /** Seats that were waiting before the change (to mention only the newly waiting). */
  waitingBefore: ClassId[];
  /** The seat that answered (answered). */
  actor?: ClassId;
  /** The answer was to a secret question: say only that the seat has answered. */
  secret?: boolean;
  /** Lines for the log (handover, abandon, the clock's notices), worded by the presenter in the game's language. */
  note?: Said[];
  /** Users to mention besides those now waited for (a seat's previous holder). */
  mention?: string[];
  /**
   * Seats that answered in this change, in order (the player's, then any driven seat's): a player
   * waited for again after someone else moved is notified again.
   */
  moved?: ClassId[];
  /** Seats anyone may take ("Take this seat"), or whose player may take them back (clock). */
  openSeats?: ClassId[];
  /** The log line saved with the change (what `Announcer.lineFor` built), to be posted as it is. */
  line?: unknown;
  /**
   * Users who asked for their reminders by direct message (`/hegemony me dm:true`), with what they
   * are told there: the channel still shows the line, without notifying them.
   */
  direct?: DirectNote[];
}

/** A clock notice for one user's direct messages: only what the channel line says too. */
export interface DirectNote {
  userId: string;
  lines: Said[];
}

export interface Announcer {
  /** The public log line of a change, as plain JSON (null: none): it is saved with the change. */
  lineFor(change: GameChange): unknown;
  /** A saved change: its line is owed to the channel, then a board edit. */
  changed(change: GameChange): void;
  /** The board now lives in another message; the old one (if any) is to be retired. */
  boardMoved(record: GameRecord, oldMessageId: string | null): void;
  /** A public sentence in a channel that is not a change of a game (a damaged game set aside). */
  notice(channelId: string, text: string): void;
}

/** What a change to a game does: the record to write, and what it tells the channel. */
export interface Step {
  record: GameRecord;
  /** What the channel is told; saved with the change (the outbox), posted after it. */
  announce?: Omit<GameChange, 'record' | 'line'>;
  /** The record goes to the archive in the same write (an abandoned or expired game). */
  archive?: boolean;
}

/**
 * Told of every saved change after the announcer: the seam where a scheduler keeps its deadlines
 * (who is waited for since when).
 */
export interface GameWatcher {
  changed(change: GameChange): void;
}

/**
 * Values another part of the bot saves in the same commit as a change of a game (a league records
 * the result of a game that ends): both are saved or neither, and since only one writer can win the
 * game's compare-and-set, they are saved once however many processes race.
 */
export interface ChangeRecorder {
  writesFor(before: GameRecord | undefined, after: GameRecord): Write[];
}
