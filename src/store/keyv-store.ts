import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import KeyvSqlite from '@keyv/sqlite';
import Keyv, { type Deserialize, type KeyvStoreAdapter, type Serialize } from 'keyv';
import { decodeValue, encodeValue } from './codec.ts';
import { type ActionEntry, archiveKey, type GameRecord, type GameStore, gameKey } from './types.ts';

/** keyv adapters by URL scheme, for STORE_URL; each is an npm package installed on demand. */
const ADAPTERS: Record<string, { pkg: string; exportName: string }> = {
  'redis:': { pkg: '@keyv/redis', exportName: 'default' },
  'rediss:': { pkg: '@keyv/redis', exportName: 'default' },
  'postgres:': { pkg: '@keyv/postgres', exportName: 'default' },
  'postgresql:': { pkg: '@keyv/postgres', exportName: 'default' },
  'mysql:': { pkg: '@keyv/mysql', exportName: 'default' },
  'mongodb:': { pkg: '@keyv/mongo', exportName: 'default' },
};

export class StoreError extends Error {}

/** Opens the keyv adapter a STORE_URL names: SQLite by default, `memory:` for throwaway games. */
export async function openKeyv(url: string): Promise<Keyv> {
  // Records are plain JSON (no Buffers or Dates); they are stored compressed (see codec.ts).
  const options = {
    namespace: 'hegemony',
    serialize: encodeValue as Serialize,
    deserialize: decodeValue as Deserialize,
  };
  if (url.startsWith('memory:')) return new Keyv(options);
  if (url.startsWith('sqlite:')) {
    const file = url.replace(/^sqlite:\/\//, '');
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    const store = new KeyvSqlite({ uri: url, busyTimeout: 5000 });
    // One writer, many small writes: WAL without a sync per commit keeps an action at about a
    // millisecond, and a crash of the process still loses nothing that was written.
    await store.query('PRAGMA journal_mode=WAL');
    await store.query('PRAGMA synchronous=NORMAL');
    return new Keyv({ store, ...options });
  }
  const scheme = `${url.split(':')[0]}:`;
  const adapter = ADAPTERS[scheme];
  if (!adapter) throw new StoreError(`STORE_URL: no keyv adapter for ${scheme}`);
  let mod: Record<string, unknown>;
  try {
    mod = (await import(adapter.pkg)) as Record<string, unknown>;
  } catch {
    throw new StoreError(`STORE_URL ${scheme} needs the package ${adapter.pkg}: npm install ${adapter.pkg}`);
  }
  const Adapter = mod[adapter.exportName] as new (uri: string) => KeyvStoreAdapter;
  return new Keyv({ store: new Adapter(url), ...options });
}

/** Answers per stored piece of a live game's action log. */
export const LOG_PIECE = 100;

/** Where piece `n` of a live game's action log is kept. */
export function logKey(record: Pick<GameRecord, 'guildId' | 'channelId' | 'id'>, n: number): string {
  return `log:${record.guildId}:${record.channelId}:${record.id}:${n}`;
}

/**
 * A record as the backend holds it. A live game is kept in parts: the record without its action
 * log under its key, with `logLength`, and the log in pieces of LOG_PIECE answers under `logKey`.
 * An answer then rewrites the record and the last piece only, so a write costs the same at the end
 * of a game as at its start. A record without `logLength` (archived games, and every record written
 * before the log was kept apart) holds its whole log, and is read as it is.
 */
type Stored = Omit<GameRecord, 'actions'> & { actions?: ActionEntry[]; logLength?: number };

/** Records whose log the backend holds in pieces (written by `put`, or read back from pieces). */
const inPieces = new WeakSet<GameRecord>();

const sameEntry = (a: ActionEntry | undefined, b: ActionEntry | undefined) =>
  a === b || (a !== undefined && b !== undefined && JSON.stringify(a) === JSON.stringify(b));

/**
 * How much of `next`'s log the backend already holds in pieces, given that it holds `before`'s:
 * all of it when `next` only appended to it (an action log only grows), else nothing.
 */
function keptLength(before: GameRecord | undefined, next: GameRecord): number {
  if (!before || before.id !== next.id || !inPieces.has(before)) return 0;
  const n = before.actions.length;
  if (n === 0 || n > next.actions.length) return 0;
  return sameEntry(before.actions[n - 1], next.actions[n - 1]) ? n : 0;
}

/**
 * Games in any keyv backend. `put` compares the stored revision before writing; it is atomic
 * because every write to a game goes through that game's lock in the one process that owns its
 * channel (see GameLocks), which is how a Discord shard works.
 */
export class KeyvGameStore implements GameStore {
  /**
   * Records this process read or wrote last, by key. The process that owns a channel is its only
   * writer, so the copy it holds is the stored one; records are never changed in place (every
   * change builds a new record), so handing out the cached object is safe.
   */
  private readonly cache = new Map<string, GameRecord | null>();

  constructor(
    private readonly kv: Keyv,
    /** How many games the cache holds (0: none, every read reaches the backend). */
    readonly cacheSize = 500,
  ) {}

  static async open(url: string): Promise<KeyvGameStore> {
    return new KeyvGameStore(await openKeyv(url));
  }

  private remember(key: string, record: GameRecord | null) {
    this.cache.delete(key);
    this.cache.set(key, record);
    if (this.cache.size > this.cacheSize) this.cache.delete(this.cache.keys().next().value as string);
  }

  async get(key: string): Promise<GameRecord | undefined> {
    const cached = this.cache.get(key);
    if (cached !== undefined) return cached ?? undefined;
    const stored = await this.kv.get<Stored>(key);
    const record = stored ? await this.withLog(stored) : null;
    this.remember(key, record);
    return record ?? undefined;
  }

  /** The whole record: its log pieces read back and joined. */
  private async withLog(stored: Stored): Promise<GameRecord> {
    const { logLength, ...rest } = stored;
    if (logLength === undefined) return stored as GameRecord;
    const keys = Array.from({ length: Math.ceil(logLength / LOG_PIECE) }, (_, n) => logKey(stored, n));
    const pieces = keys.length > 0 ? await this.kv.getMany<ActionEntry[]>(keys) : [];
    const missing = pieces.findIndex((p) => !Array.isArray(p));
    if (missing >= 0)
      throw new StoreError(`game ${stored.id}: piece ${missing} of its action log is missing`);
    const record = { ...rest, actions: (pieces as ActionEntry[][]).flat().slice(0, logLength) };
    inPieces.add(record);
    return record;
  }

  async put(record: GameRecord, expectedRev: number | null): Promise<boolean> {
    const key = gameKey(record.guildId, record.channelId);
    const current = await this.get(key);
    const stored = current?.rev ?? null;
    if (stored !== expectedRev) return false;
    // The log first, then the record that counts it: a write cut short leaves the old record whole.
    const { actions, ...rest } = record;
    const kept = keptLength(current, record);
    if (kept < actions.length) {
      for (let n = Math.floor(kept / LOG_PIECE); n * LOG_PIECE < actions.length; n++) {
        await this.kv.set(logKey(record, n), actions.slice(n * LOG_PIECE, (n + 1) * LOG_PIECE));
      }
    }
    await this.kv.set(key, { ...rest, logLength: actions.length } satisfies Stored);
    inPieces.add(record);
    this.remember(key, record);
    return true;
  }

  /** Archived games are kept whole, in one value: they are read rarely and never written again. */
  async archive(record: GameRecord): Promise<void> {
    await this.kv.set(archiveKey(record), record);
    const key = gameKey(record.guildId, record.channelId);
    const current = await this.get(key);
    if (current?.id === record.id) {
      await this.kv.delete(key);
      this.remember(key, null);
    }
    const pieces = Array.from({ length: Math.ceil(record.actions.length / LOG_PIECE) }, (_, n) =>
      logKey(record, n),
    );
    if (pieces.length > 0) await this.kv.deleteMany(pieces);
  }

  async getArchived(guildId: string, channelId: string, id: string): Promise<GameRecord | undefined> {
    return (await this.kv.get<GameRecord>(archiveKey({ guildId, channelId, id }))) ?? undefined;
  }

  async close(): Promise<void> {
    await this.kv.disconnect();
  }
}
