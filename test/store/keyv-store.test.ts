import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pending } from '../../src/engine/index.ts';
import { KeyvGameStore } from '../../src/store/keyv-store.ts';
import { GameLocks } from '../../src/store/lock.ts';
import { replay } from '../../src/store/replay.ts';
import { gameKey } from '../../src/store/types.ts';
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
