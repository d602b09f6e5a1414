import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import KeyvSqlite from '@keyv/sqlite';
import Keyv, { type Deserialize, type KeyvStoreAdapter, type Serialize } from 'keyv';
import { decodeValue, encodeValue } from './codec.ts';
import { archiveKey, type GameRecord, type GameStore } from './types.ts';

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
    const record = (await this.kv.get<GameRecord>(key)) ?? null;
    this.remember(key, record);
    return record ?? undefined;
  }

  async put(record: GameRecord, expectedRev: number | null): Promise<boolean> {
    const key = `game:${record.guildId}:${record.channelId}`;
    const current = await this.get(key);
    const stored = current?.rev ?? null;
    if (stored !== expectedRev) return false;
    await this.kv.set(key, record);
    this.remember(key, record);
    return true;
  }

  async archive(record: GameRecord): Promise<void> {
    await this.kv.set(archiveKey(record), record);
    const key = `game:${record.guildId}:${record.channelId}`;
    const current = await this.get(key);
    if (current?.id === record.id) {
      await this.kv.delete(key);
      this.remember(key, null);
    }
  }

  async getArchived(guildId: string, channelId: string, id: string): Promise<GameRecord | undefined> {
    return (await this.kv.get<GameRecord>(archiveKey({ guildId, channelId, id }))) ?? undefined;
  }

  async close(): Promise<void> {
    await this.kv.disconnect();
  }
}
