import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import KeyvSqlite from '@keyv/sqlite';
import Keyv from 'keyv';
import { afterEach, describe, expect, it } from 'vitest';
import { pending } from '../../src/engine/index.ts';
import { COMPRESSED_TAG, decodeValue, encodeValue } from '../../src/store/codec.ts';
import { KeyvGameStore, logKey, openKeyv } from '../../src/store/keyv-store.ts';
import { GameLocks } from '../../src/store/lock.ts';
import { replay } from '../../src/store/replay.ts';
import { archiveKey, type GameRecord, gameKey } from '../../src/store/types.ts';
import { recordAt } from '../discord/fixtures.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
function sqliteUrl() {
  const dir = mkdtempSync(join(tmpdir(), 'hegemony-store-'));
  dirs.push(dir);
  return `sqlite://${join(dir, 'nested', 'games.sqlite')}`;
}

const game = () =>
  recordAt({
    players: 3,
    seed: 'store',
    guildId: '100000000000000001',
    channelId: '200000000000000002',
    owners: { working: 'u1', middle: 'u2', capitalist: 'u3' },
    until: (s) => s.version >= 40,
  });

describe('the keyv game store', () => {
  it('keeps a game under game:<guild>:<channel> across reopening the SQLite file', async () => {
    const url = sqliteUrl();
    const record = game();
    const store = await KeyvGameStore.open(url);
    expect(await store.put(record, null)).toBe(true);
    await store.close();
    const again = await KeyvGameStore.open(url);
    expect(await again.get(gameKey(record.guildId, record.channelId))).toEqual(record);
    await again.close();
  });

  it('writes compare-and-set on the revision', async () => {
    const store = await KeyvGameStore.open(sqliteUrl());
    const record = game();
    expect(await store.put(record, null)).toBe(true);
    expect(await store.put({ ...record, rev: 2 }, null), 'a second game in the channel').toBe(false);
    expect(await store.put({ ...record, rev: 2 }, 5), 'written over a revision it never read').toBe(false);
    expect(await store.put({ ...record, rev: 2 }, 1)).toBe(true);
    expect((await store.get(gameKey(record.guildId, record.channelId)))?.rev).toBe(2);
    await store.close();
  });

  it('archives a finished game out of its channel and keeps it for replays', async () => {
    const store = await KeyvGameStore.open('memory:');
    const record = game();
    await store.put(record, null);
    await store.archive(record);
    expect(await store.get(gameKey(record.guildId, record.channelId))).toBeUndefined();
    expect(await store.getArchived(record.guildId, record.channelId, record.id)).toEqual(record);
    await store.close();
  });

  it('stores what replays to the snapshot: options, seed and every answer', () => {
    const record = game();
    expect(record.actions.length).toBe(40 - 0);
    expect(replay(record)).toEqual(record.state);
    expect(pending(replay(record, 10)).length).toBeGreaterThan(0);
  });

  it('names the package to install for another backend', async () => {
    await expect(KeyvGameStore.open('redis://localhost:6379')).rejects.toThrow(/npm install @keyv\/redis/);
  });
});

describe('the stored value', () => {
  const finished = () =>
    recordAt({
      players: 4,
      seed: 'store-size',
      guildId: '100000000000000001',
      channelId: '200000000000000003',
      owners: {
        working: '300000000000000001',
        middle: '300000000000000002',
        capitalist: '300000000000000003',
        state: '300000000000000004',
      },
      until: (s) => s.phase === 'game-over' || pending(s).length === 0,
    });

  /** The values the SQLite file holds, by key (without keyv's namespace). */
  async function rows(url: string): Promise<Map<string, string>> {
    const sqlite = new KeyvSqlite({ uri: url });
    const all = (await sqlite.query('SELECT key, value FROM keyv')) as Array<{ key: string; value: string }>;
    await sqlite.close();
    return new Map(all.map((r) => [r.key.replace(/^hegemony:/, ''), r.value]));
  }
  const storedText = async (url: string, key: string) => (await rows(url)).get(key) ?? '';

  /** The record as the bot writes it: once per answer, each time with one more log entry. */
  async function writeAnswerByAnswer(store: KeyvGameStore, record: GameRecord) {
    for (let n = 0; n <= record.actions.length; n++) {
      const step = { ...record, rev: n + 1, actions: record.actions.slice(0, n) };
      expect(await store.put(step, n === 0 ? null : n)).toBe(true);
    }
    return { ...record, rev: record.actions.length + 1 };
  }

  it('is compressed: a finished 4-player game takes well under 50 KB and reads back whole, replayable', async () => {
    const url = sqliteUrl();
    const record = finished();
    expect(record.state?.phase).toBe('game-over');
    const key = gameKey(record.guildId, record.channelId);
    const store = await KeyvGameStore.open(url);
    const written = await writeAnswerByAnswer(store, record);
    await store.close();

    const values = [...(await rows(url)).values()];
    expect(values.every((v) => v.startsWith(COMPRESSED_TAG))).toBe(true);
    const bytes = values.reduce((sum, v) => sum + Buffer.byteLength(v), 0);
    expect(bytes).toBeLessThan(50_000);
    expect(bytes).toBeLessThan(JSON.stringify(record).length / 3);

    const again = await KeyvGameStore.open(url);
    const read = (await again.get(key)) as GameRecord;
    await again.close();
    expect(read).toEqual(written);
    expect(replay(read)).toEqual(read.state);
  });

  it("keeps a live game's log in pieces of 100 answers: an answer rewrites the record and the last piece only", async () => {
    const url = sqliteUrl();
    const record = game();
    const longer = {
      ...record,
      actions: Array.from({ length: 250 }, (_, i) => ({ ...record.actions[i % 40]!, version: i + 1 })),
    };
    const kv = await openKeyv(url);
    const store = new KeyvGameStore(kv);
    const sets: string[] = [];
    const set = kv.set.bind(kv);
    kv.set = ((key: string, value: unknown) => {
      sets.push(key);
      return set(key, value);
    }) as typeof kv.set;
    const written = await writeAnswerByAnswer(store, longer);
    // Each answer: its piece of the log, then the record.
    const key = gameKey(record.guildId, record.channelId);
    expect(sets.length).toBe(1 + 2 * 250);
    expect(sets.slice(-2)).toEqual([logKey(record, 2), key]);
    expect(sets.filter((k) => k === logKey(record, 0))).toHaveLength(100);
    const stored = await rows(url);
    expect([...stored.keys()].sort()).toEqual(
      [key, logKey(record, 0), logKey(record, 1), logKey(record, 2)].sort(),
    );
    await store.close();

    const again = await KeyvGameStore.open(url);
    expect(await again.get(key)).toEqual(written);
    // Archived whole, and the pieces go with the live record.
    await again.archive(written);
    expect([...(await rows(url)).keys()]).toEqual([archiveKey(written)]);
    expect(await again.getArchived(record.guildId, record.channelId, record.id)).toEqual(written);
    await again.close();
  });

  it('refuses to make up a log whose piece is missing', async () => {
    const url = sqliteUrl();
    const record = game();
    const store = await KeyvGameStore.open(url);
    await store.put(record, null);
    await store.close();
    const kv = await openKeyv(url);
    await kv.delete(logKey(record, 0));
    await kv.disconnect();
    const again = await KeyvGameStore.open(url);
    await expect(again.get(gameKey(record.guildId, record.channelId))).rejects.toThrow(
      /piece 0 of its action log is missing/,
    );
    await again.close();
  });

  it('reads records stored as plain JSON, before compression, and keeps them across a write', async () => {
    const url = sqliteUrl();
    mkdirSync(dirname(url.replace('sqlite://', '')), { recursive: true });
    const record = game();
    const key = gameKey(record.guildId, record.channelId);
    const before = new Keyv({
      store: new KeyvSqlite({ uri: url }),
      namespace: 'hegemony',
      serialize: JSON.stringify,
      deserialize: (text: string) => JSON.parse(text),
    });
    await before.set(key, record);
    await before.disconnect();
    expect((await storedText(url, key)).startsWith('{')).toBe(true);

    const store = await KeyvGameStore.open(url);
    expect(await store.get(key)).toEqual(record);
    expect(await store.put({ ...record, rev: record.rev + 1 }, record.rev)).toBe(true);
    await store.close();
    expect((await storedText(url, key)).startsWith(COMPRESSED_TAG)).toBe(true);
    const again = await KeyvGameStore.open(url);
    expect(await again.get(key)).toEqual({ ...record, rev: record.rev + 1 });
    await again.close();
  });

  it('decodes exactly what it encoded', async () => {
    for (const value of [
      { a: 'é—🎲', b: [1, 2.5, null, true], c: { d: '' } },
      'text',
      0,
      [],
      { value: { x: 1 } },
    ]) {
      expect(await decodeValue(await encodeValue(value))).toEqual(value);
    }
  });
});

describe('game locks', () => {
  it('runs the work on one game one at a time, in arrival order, and other games beside it', async () => {
    const locks = new GameLocks();
    const order: string[] = [];
    const slow = (name: string, ms: number) => async () => {
      order.push(`${name}:start`);
      await new Promise((r) => setTimeout(r, ms));
      order.push(`${name}:end`);
    };
    await Promise.all([
      locks.run('a', slow('a1', 30)),
      locks.run('a', slow('a2', 1)),
      locks.run('b', slow('b1', 1)),
      locks
        .run('a', async () => {
          throw new Error('a3 fails');
        })
        .catch(() => order.push('a3:failed')),
      locks.run('a', slow('a4', 1)),
    ]);
    const a = order.filter((x) => x.startsWith('a'));
    expect(a).toEqual(['a1:start', 'a1:end', 'a2:start', 'a2:end', 'a3:failed', 'a4:start', 'a4:end']);
    expect(order.indexOf('b1:end')).toBeLessThan(order.indexOf('a1:end'));
    await locks.idle();
    expect(locks.busy).toBe(0);
  });
});
