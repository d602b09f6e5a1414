/**
 * Databases written by earlier stores are read as they are, played on, and replay exactly
 * (docs/store.md, "What is stored"; the fixtures and how they were made: test/store/older/README.md):
 *
 * - own-backend: the store of its own backends (before keyv came back), on SQLite as a file, on
 *   Redis and PostgreSQL as the raw contents those backends left on the server (the Redis key index
 *   included), restored under a test prefix. A game in play past its first log piece, a finished
 *   game archived and in the history, a lobby in its host's index, an owed announcement, a due
 *   entry and a user's settings.
 * - keyv-whole: the earliest layout, written through keyv 5.6.0 and @keyv/sqlite 4.0.8 by the first
 *   store's code: whole records in `{"value": …}` JSON, the log inline.
 *
 * Each record must read back exactly as the store that wrote it read it (its hash is in the
 * fixture's manifest), replay to its snapshot, take 60 more answers (past a log piece boundary), and
 * then read back, from a store that remembers nothing, with the old answers first and unchanged.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@redis/client';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { answerOne, benchService, seated } from '../../bench/service-games.ts';
import { SCHEMA_VERSION, type Step } from '../../src/engine/game-state.ts';
import { decodeValue } from '../../src/store/codec.ts';
import { HistoryIndex } from '../../src/store/history.ts';
import { LOG_PIECE, logKey } from '../../src/store/layout.ts';
import { RecordStore } from '../../src/store/record-store.ts';
import { replay } from '../../src/store/replay.ts';
import { type GameRecord, gameKey } from '../../src/store/types.ts';
import { BACKENDS, label, type TestBackend } from './backends.ts';

const older = (name: string) => fileURLToPath(new URL(`./older/${name}`, import.meta.url));
const manifestOf = (name: string) => JSON.parse(readFileSync(older(name), 'utf8'));
const hash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/** Every object's keys in order, undefined ones left out as JSON leaves them. */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  const o = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(o)
      .sort()
      .filter((key) => o[key] !== undefined)
      .map((key) => [key, sortedKeys(o[key])]),
  );
}
const sortedHash = (value: unknown) => hash(sortedKeys(value));

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** A copy of a fixture file (the committed one is never opened for writing). */
function sqliteCopy(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'hegemony-older-'));
  dirs.push(dir);
  copyFileSync(older(name), join(dir, 'games.sqlite'));
  return `sqlite://${join(dir, 'games.sqlite')}`;
}

const WRITTEN_PREFIX = 'hegemony:';
const prefixOf = (url: string) => new URL(url).searchParams.get('prefix') as string;
const moved = (key: string, prefix: string) => prefix + key.slice(WRITTEN_PREFIX.length);

interface RedisDump {
  keys: Array<
    | { key: string; type: 'string'; value: string }
    | { key: string; type: 'zset'; members: Array<{ value: string; score: number }> }
  >;
}

/** The raw Redis dump put back on the server, under the test store's prefix. */
async function restoreRedis(url: string): Promise<void> {
  const dump = manifestOf('own-backend.redis.json') as RedisDump;
  const client = createClient({ url: url.split('?')[0] });
  await client.connect();
  for (const entry of dump.keys) {
    const key = moved(entry.key, prefixOf(url));
    if (entry.type === 'string') await client.set(key, entry.value);
    else await client.zAdd(key, entry.members);
  }
  await client.close();
}

interface PostgresDump {
  columns: Array<{ column_name: string; data_type: string; collation_name: string | null }>;
  rows: Array<{ key: string; value: string }>;
}

/** The raw PostgreSQL rows put back in the table, under the test store's prefix. */
async function restorePostgres(url: string): Promise<void> {
  const dump = manifestOf('own-backend.postgres.json') as PostgresDump;
  const key = dump.columns.find((c) => c.column_name === 'key');
  expect(key, 'the table the own backend made').toMatchObject({ data_type: 'text', collation_name: 'C' });
  const base = new URL(url);
  base.search = '';
  const client = new pg.Client({ connectionString: base.toString() });
  await client.connect();
  await client.query(
    'CREATE TABLE IF NOT EXISTS hegemony_store (key text COLLATE "C" PRIMARY KEY, value text NOT NULL)',
  );
  for (const row of dump.rows)
    await client.query('INSERT INTO hegemony_store (key, value) VALUES ($1, $2)', [
      moved(row.key, prefixOf(url)),
      row.value,
    ]);
  await client.end();
}

/** A store holding own-backend's contents on backend `b`. */
async function ownBackendOn(b: TestBackend): Promise<string> {
  if (b.name === 'sqlite') return sqliteCopy('own-backend.sqlite');
  const url = await b.url();
  await (b.name === 'redis' ? restoreRedis(url) : restorePostgres(url));
  return url;
}

/** A step as the fixtures' engine saved it (schema 2): its parameters beside its type. */
function savedStep(step: Step): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(step.p)) out[key] = savedValue(value);
  out.t = step.t;
  if (step.askedAt !== undefined) out.askedAt = step.askedAt;
  return out;
}

function savedValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(savedValue);
  if (value === null || typeof value !== 'object') return value;
  const o = value as Record<string, unknown>;
  if (typeof o.t === 'string' && typeof o.p === 'object') return savedStep(o as unknown as Step);
  return Object.fromEntries(Object.entries(o).map(([key, v]) => [key, savedValue(v)]));
}

/**
 * The record with its state as the fixtures' engine wrote it: reading brings a state up to date
 * (schema 3 holds a step's parameters apart), and written back as it was it must be the same —
 * but for the order of a step's keys, which schema 2 did not keep in one place (a step made from
 * another's fields had `t` and `askedAt` among its parameters): so it is compared with every
 * object's keys sorted (`sortedHash`), against the hash of the record as the engine of schema 2
 * read it (`sortedSha256` in the manifests; older/README.md).
 */
function asWritten(record: GameRecord): GameRecord {
  const state = record.state;
  if (!state) return record;
  return {
    ...record,
    state: { ...state, schemaVersion: 2, flow: state.flow.map(savedStep) as unknown as Step[] },
  };
}

/** The game read back, as the store that wrote it read it, and replaying to its snapshot. */
async function readExactly(
  store: RecordStore,
  key: string,
  expected: { sortedSha256: string; answers: number },
) {
  const record = (await store.get(key)) as GameRecord;
  expect(record.actions).toHaveLength(expected.answers);
  expect(record.state?.schemaVersion, 'read in the current schema').toBe(SCHEMA_VERSION);
  expect(sortedHash(asWritten(record)), 'the record as the store that wrote it read it').toBe(
    expected.sortedSha256,
  );
  expect(replay(record)).toEqual(record.state);
  return record;
}

/**
 * Sixty more answers through the GameService (the bot's own path), then the game read by a store
 * that remembers nothing: the old answers first and unchanged, the new ones after, replaying exactly.
 */
async function playOn(url: string, record: GameRecord): Promise<GameRecord> {
  const store = await RecordStore.open(url);
  const games = benchService(store, 'older-on');
  const game = seated(record, 5);
  for (let n = 0; n < 60; n++) expect(await answerOne(games, game), `answer ${n + 1}`).not.toBeNull();
  await store.close();
  const fresh = await RecordStore.open(url);
  const after = (await fresh.get(gameKey(record.guildId, record.channelId))) as GameRecord;
  await fresh.close();
  expect(after.actions).toHaveLength(record.actions.length + 60);
  expect(after.actions.slice(0, record.actions.length)).toEqual(record.actions);
  expect(after.rev).toBe(record.rev + 60);
  expect(replay(after)).toEqual(after.state);
  return after;
}

describe.each(BACKENDS)('a store written by the own backends, on $name', (b) => {
  const manifest = manifestOf('own-backend.json');

  it.skipIf(b.skip)(
    `reads every record and index as it was written, and each game replays (${label(b)})`,
    async () => {
      const url = await ownBackendOn(b);
      const store = await RecordStore.open(url);
      await readExactly(store, manifest.inPlay.key, manifest.inPlay);
      const lobby = (await store.get(manifest.lobby.key)) as GameRecord;
      expect(hash(lobby)).toBe(manifest.lobby.sha256);
      expect(lobby.status).toBe('lobby');
      const [guildId, channelId] = manifest.lobby.key.split(':').slice(1);
      const archived = (await store.getArchived(guildId, channelId, manifest.archived.id)) as GameRecord;
      expect(sortedHash(asWritten(archived))).toBe(manifest.archived.sortedSha256);
      expect(archived.status).toBe('finished');
      expect(replay(archived)).toEqual(archived.state);
      expect(await new HistoryIndex(store.backend).find(guildId, manifest.archived.id)).toEqual(
        manifest.history,
      );
      expect(await new HistoryIndex(store.backend).list(guildId, { kind: 'all' }, 0, 10)).toEqual({
        total: 1,
        games: [manifest.history],
      });
      expect(await store.lobbiesOf(guildId, manifest.lobby.hostId)).toEqual(manifest.lobbies);
      expect(await store.owed()).toEqual(manifest.owed);
      expect(await store.dueGames()).toEqual(manifest.due);
      expect(await store.getUser(manifest.user.id)).toEqual(manifest.user.prefs);
      expect(await store.backend.keys('')).toEqual(manifest.keys);
      await store.close();
    },
  );

  it.skipIf(b.skip)(
    'plays on the game in play: it keeps its log, fills its next piece, and replays',
    async () => {
      const url = await ownBackendOn(b);
      const store = await RecordStore.open(url);
      const record = await readExactly(store, manifest.inPlay.key, manifest.inPlay);
      await store.close();
      const after = await playOn(url, record);
      const check = await RecordStore.open(url);
      expect(await check.backend.keys(`log:${after.guildId}:${after.channelId}:`)).toEqual([
        logKey(after, 0),
        logKey(after, 1),
      ]);
      expect(after.actions.length).toBeGreaterThanOrEqual(2 * LOG_PIECE);
      await check.close();
    },
  );
});

describe('a store in the earliest layout (keyv 5.6.0, whole records)', () => {
  const manifest = manifestOf('keyv-whole.json');

  it('reads the game in play and the archived game as they were written, and each replays', async () => {
    const store = await RecordStore.open(sqliteCopy('keyv-whole.sqlite'));
    const live = await readExactly(store, manifest.inPlay.key, manifest.inPlay);
    expect(live.clock, 'a game from before deadlines has none').toBeUndefined();
    const { archived } = manifest;
    const [, guildId] = manifest.inPlay.key.split(':');
    const old = (await store.getArchived(guildId, archived.channelId, archived.id)) as GameRecord;
    expect(old.actions).toHaveLength(archived.answers);
    expect(sortedHash(asWritten(old))).toBe(archived.sortedSha256);
    expect(replay(old)).toEqual(old.state);
    await store.close();
  });

  it('plays on the game in play, and rewrites it in the current layout at that change', async () => {
    const url = sqliteCopy('keyv-whole.sqlite');
    const store = await RecordStore.open(url);
    const record = await readExactly(store, manifest.inPlay.key, manifest.inPlay);
    const before = (await store.backend.get(manifest.inPlay.key)) as string;
    expect(JSON.parse(before), 'the earliest layout: keyv’s {"value": record}').toHaveProperty('value.id');
    await store.close();
    const after = await playOn(url, record);
    const check = await RecordStore.open(url);
    const stored = decodeValue((await check.backend.get(manifest.inPlay.key)) as string) as {
      logPieces: number;
      log: unknown[];
      actions?: unknown;
    };
    expect(stored.logPieces).toBe(2);
    expect(stored.log).toHaveLength(after.actions.length - 2 * LOG_PIECE);
    expect(stored.actions).toBeUndefined();
    expect(await check.backend.keys('log:')).toEqual([logKey(after, 0), logKey(after, 1)]);
    await check.close();
  });
});
