/**
 * How a record is laid out in the backend, and how a stored value is checked before it is taken
 * for a game.
 *
 * A live game is one value under `game:<guild>:<channel>`: the record without its action log, with
 * the last answers inline (`log`, fewer than LOG_PIECE) and `logPieces`, the number of full pieces
 * of LOG_PIECE answers kept under `log:<guild>:<channel>:<id>:<n>`. A full piece is written once,
 * in the same commit as the record that first counts it, and never changes; so an answer writes
 * the record alone (and a new piece every hundredth answer), and two writers racing can never
 * overwrite each other's piece: the loser's whole commit fails.
 *
 * Older layouts are still read: `logLength` with every piece (the last one partial) kept apart,
 * and records holding their whole log as `actions` (archived games, and games from before the log
 * was kept apart). Values written through keyv are wrapped in `{ value }`.
 */
import { z } from 'zod';
import { CLASS_IDS } from '../data/common.ts';
import { StateVersionError, upgradeState } from '../engine/index.ts';
import { decodeValue, encodeValue, unwrapKeyv } from './codec.ts';
import { type Damage, DamagedRecordError } from './errors.ts';
import { type ActionEntry, type GameRecord, RECORD_FORMAT } from './types.ts';

/** Answers per full piece of a live game's action log. */
export const LOG_PIECE = 100;

/** Where piece `n` of a live game's action log is kept. */
export function logKey(record: Pick<GameRecord, 'guildId' | 'channelId' | 'id'>, n: number): string {
  return `log:${record.guildId}:${record.channelId}:${record.id}:${n}`;
}

/** Every log piece of any game in a channel starts with this. */
export function channelLogPrefix(guildId: string, channelId: string): string {
  return `log:${guildId}:${channelId}:`;
}

const Entry = z.object({
  version: z.number().int().positive(),
  seat: z.enum(CLASS_IDS),
  userId: z.string(),
  answers: z.array(z.string()).min(1),
  at: z.string(),
  interactionId: z.string().optional(),
  revealed: z.literal(true).optional(),
});
const Entries = z.array(Entry);

/** The fields the bot relies on; the engine's state is the engine's business beyond its version. */
const Head = z.looseObject({
  format: z.number(),
  id: z.string().min(1),
  guildId: z.string().min(1),
  channelId: z.string().min(1),
  hostId: z.string().min(1),
  status: z.enum(['lobby', 'playing', 'finished', 'abandoned']),
  createdAt: z.string(),
  updatedAt: z.string(),
  rev: z.number().int().nonnegative(),
  options: z.looseObject({ players: z.number().int(), seats: z.record(z.string(), z.unknown()) }),
  seed: z.string(),
  seats: z.partialRecord(z.enum(CLASS_IDS), z.object({ kind: z.string(), userId: z.string().nullable() })),
  boardMessageId: z.string().nullable(),
  offerMessages: z
    .array(z.object({ id: z.string(), keys: z.array(z.string()), rev: z.number().int() }))
    .optional(),
  state: z.looseObject({ version: z.number().int().nonnegative(), phase: z.string() }).nullable(),
  admin: z.array(z.looseObject({ at: z.string(), by: z.string(), what: z.string() })),
  actions: Entries.optional(),
  log: Entries.optional(),
  logPieces: z.number().int().nonnegative().optional(),
  logLength: z.number().int().nonnegative().optional(),
});

/** A stored record whose shape has been checked; its log is still to be put together. */
export type StoredHead = z.infer<typeof Head> & Omit<GameRecord, 'actions'>;

/** The value behind a stored string; DamagedRecordError if it does not decode. */
export function decodeStored(key: string, raw: string, hostId: string | null = null): unknown {
  try {
    return unwrapKeyv(decodeValue(raw));
  } catch (error) {
    // The decoder's own message is not passed on: JSON.parse quotes the text it failed on.
    const cut = /end of (file|json|data)|unterminated|truncat|unexpected end/i.test(String(error));
    throw new DamagedRecordError(
      key,
      cut ? 'truncated' : 'garbage',
      cut ? 'it ends early' : 'it does not decode',
      hostId,
    );
  }
}

function hostOf(value: unknown): string | null {
  const host = (value as { hostId?: unknown } | null)?.hostId;
  return typeof host === 'string' && /^\d{1,20}$/.test(host) ? host : null;
}

/** Checks a decoded record's format version and shape. */
export function checkHead(key: string, value: unknown): StoredHead {
  const format = (value as { format?: unknown } | null)?.format;
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new DamagedRecordError(key, 'garbage', 'it is not a record');
  if (format !== RECORD_FORMAT) {
    throw new DamagedRecordError(
      key,
      'format',
      `format ${typeof format === 'number' ? format : 'missing'}, this bot reads ${RECORD_FORMAT}`,
      hostOf(value),
    );
  }
  const parsed = Head.safeParse(value);
  if (!parsed.success) {
    const where = parsed.error.issues[0]?.path.join('.') || 'record';
    throw new DamagedRecordError(key, 'shape', `field ${where}`, hostOf(value));
  }
  const head = value as StoredHead;
  // A game saved by an older engine is brought up to date; one from a newer engine cannot be read.
  try {
    if (head.state) head.state = upgradeState(head.state) as StoredHead['state'];
  } catch (error) {
    if (!(error instanceof StateVersionError)) throw error;
    throw new DamagedRecordError(key, 'format', error.message, hostOf(value));
  }
  return head;
}

/** Checks one stored piece of a log: present, decodable, and exactly `size` answers long. */
export function checkPiece(head: StoredHead, key: string, raw: string | undefined, size: number) {
  const fail = (damage: Damage, detail: string): never => {
    throw new DamagedRecordError(key, damage, detail, head.hostId);
  };
  if (raw === undefined) return fail('log-missing', `piece ${key} is not there`);
  const value = decodeStored(key, raw, head.hostId);
  const entries = Entries.safeParse(value);
  if (!entries.success) return fail('shape', `piece ${key} is not a list of answers`);
  if (entries.data.length !== size)
    fail('log-short', `piece ${key} holds ${entries.data.length} answers, not ${size}`);
  return value as ActionEntry[];
}

/**
 * Checks that a log has no gap: each entry's version is the one before plus its answers (a game
 * starts at version 0), and the last one is the snapshot's version.
 */
export function checkLog(key: string, head: StoredHead, actions: readonly ActionEntry[]) {
  let version = 0;
  for (const entry of actions) {
    version += entry.answers.length;
    if (entry.version !== version) {
      throw new DamagedRecordError(
        key,
        'log-gap',
        `version ${version - entry.answers.length} is followed by ${entry.version}`,
        head.hostId,
      );
    }
  }
  if (head.state && head.state.version !== version) {
    throw new DamagedRecordError(
      key,
      'log-gap',
      `the log reaches version ${version}, the snapshot is at ${head.state.version}`,
      head.hostId,
    );
  }
}

/** How the backend holds a live record's log. */
export interface LogLayout {
  /** Full pieces stored apart (immutable). */
  pieces: number;
  /** Pieces in the layout written before (`logLength`), the last one possibly partial. */
  legacyPieces: number;
}

/** The record as one stored value, with its first `pieces` full pieces of log kept apart. */
export function encodeLive(record: GameRecord): { value: string; pieces: ActionEntry[][] } {
  const { actions, ...rest } = record;
  const full = Math.floor(actions.length / LOG_PIECE);
  const pieces = Array.from({ length: full }, (_, n) => actions.slice(n * LOG_PIECE, (n + 1) * LOG_PIECE));
  return { value: encodeValue({ ...rest, logPieces: full, log: actions.slice(full * LOG_PIECE) }), pieces };
}

/** A record kept whole in one value (archives, exports). */
export function encodeWhole(record: GameRecord): string {
  return encodeValue(record);
}

/** A record kept whole in one value (an archive, an export), checked as a stored one is. */
export function readWhole(key: string, value: unknown): GameRecord {
  const head = checkHead(key, value);
  const record = withActions(head, head.actions ?? []);
  checkLog(key, head, record.actions);
  return record;
}

/** The record without the fields of its stored layout. */
export function withActions(head: StoredHead, actions: ActionEntry[]): GameRecord {
  const { log: _log, logPieces: _p, logLength: _l, actions: _a, ...rest } = head;
  return { ...(rest as Omit<GameRecord, 'actions'>), actions };
}
