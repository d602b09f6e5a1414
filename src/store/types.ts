/**
 * What the bot keeps about a game: one record per channel (or thread), under
 * `game:<guildId>:<channelId>`. The record holds the snapshot (the engine state) next to the action
 * log (options, seed and every answer with who and when), so any game can be replayed from scratch
 * and checked against its snapshot.
 */
import type { ClassId } from '../data/common.ts';
import type { GameOptions, GameState, SeatKind } from '../engine/index.ts';

/** Bumped when the record's shape changes; older records are migrated on read. */
export const RECORD_FORMAT = 1;

export type GameStatus = 'lobby' | 'playing' | 'finished' | 'abandoned';

export interface SeatRecord {
  kind: SeatKind;
  /** The Discord user who answers for this seat (null: open, or an automa). */
  userId: string | null;
}

/** One applied answer (or several, for a slash-command fast path), in order. */
export interface ActionEntry {
  /** The state's version after this entry. */
  version: number;
  seat: ClassId;
  /** Who answered for the seat. */
  userId: string;
  /** Engine option ids, applied with applyAll. */
  answers: string[];
  /** ISO time. */
  at: string;
  /** The Discord interaction that carried it: a redelivered interaction is recognised and ignored. */
  interactionId?: string;
}

/** Things done to a game that are not moves: seats changing hands, abandoning. */
export interface AdminEntry {
  at: string;
  by: string;
  what: 'handover' | 'abandon';
  seat?: ClassId;
  from?: string | null;
  to?: string;
}

export interface GameRecord {
  format: number;
  /** Short id carried by every button, so a button from an older game in the channel is recognised. */
  id: string;
  guildId: string;
  channelId: string;
  hostId: string;
  status: GameStatus;
  createdAt: string;
  updatedAt: string;
  /** Revision of the record: +1 on every write; writes are compare-and-set on it. */
  rev: number;
  options: GameOptions;
  /** Secret: never in a public message or a log line. */
  seed: string;
  seats: Partial<Record<ClassId, SeatRecord>>;
  /** The public message showing the lobby, then the board; edited in place. */
  boardMessageId: string | null;
  state: GameState | null;
  actions: ActionEntry[];
  admin: AdminEntry[];
  /** The latest private events of each seat (what only it may read), newest last. */
  private?: Partial<Record<ClassId, string[]>>;
}

export function gameKey(guildId: string, channelId: string): string {
  return `game:${guildId}:${channelId}`;
}

export function archiveKey(record: Pick<GameRecord, 'guildId' | 'channelId' | 'id'>): string {
  return `archive:${record.guildId}:${record.channelId}:${record.id}`;
}

/**
 * Where games live. Any backend can implement it; `put` must be atomic compare-and-set on `rev` for
 * writers in several processes (the keyv store relies on the per-game lock of the single process
 * that owns the channel's shard).
 */
export interface GameStore {
  get(key: string): Promise<GameRecord | undefined>;
  /**
   * Writes the record if the stored one still has revision `expectedRev` (null: none stored yet).
   * Returns false, writing nothing, if someone else wrote in between.
   */
  put(record: GameRecord, expectedRev: number | null): Promise<boolean>;
  /** Moves a finished or abandoned game out of its channel's key, keeping it for replays. */
  archive(record: GameRecord): Promise<void>;
  getArchived(guildId: string, channelId: string, id: string): Promise<GameRecord | undefined>;
  close(): Promise<void>;
}
