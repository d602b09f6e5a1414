/**
 * The history index: a game is listed (per server, channel and player, and by id) in the very
 * commit that ends it, once, and never when that commit fails.
 */
import { describe, expect, it } from 'vitest';
import { HistoryIndex, historyWrites } from '../../src/store/history.ts';
import { MemoryBackend } from '../../src/store/memory-backend.ts';
import { RecordStore } from '../../src/store/record-store.ts';
import { exportGame, importGame } from '../../src/store/tools.ts';
import type { GameRecord } from '../../src/store/types.ts';
import { recordAt } from '../discord/fixtures.ts';

const GUILD = '100000000000000001';
const ANA = '300000000000000001';
const BEN = '300000000000000002';

function finishedGame(channelId: string, id: string, endedAt: string): GameRecord {
  const record = recordAt({
    players: 2,
    seed: `history-${id}`,
    guildId: GUILD,
    channelId,
    owners: { working: ANA, capitalist: BEN },
    until: (s) => s.phase === 'game-over',
  });
  return { ...record, id, status: 'finished', updatedAt: endedAt };
}

async function open() {
  const backend = new MemoryBackend();
  return { backend, store: new RecordStore(backend), index: new HistoryIndex(backend) };
}

describe('the history index', () => {
  it('lists a game in the commit that ends it, by server, channel, player and id', async () => {
    const { store, index } = await open();
    const done = finishedGame('200000000000000001', 'game01', '2025-03-01T10:00:00.000Z');
    const playing = { ...done, status: 'playing' as const, rev: 1 };
    expect(await store.put(playing, null)).toBe(true);
    expect((await index.list(GUILD, { kind: 'all' }, 0, 10)).total).toBe(0);
    expect(await store.put({ ...done, rev: 2 }, 1)).toBe(true);
    const summary = await index.find(GUILD, 'game01');
    expect(summary).toMatchObject({ id: 'game01', status: 'finished', players: 2, modules: [] });
    expect(summary?.seats.map((s) => [s.cls, s.userId])).toEqual([
      ['working', ANA],
      ['capitalist', BEN],
    ]);
    const places = summary?.seats.map((s) => s.place).sort();
    expect(places?.[0]).toBe(1);
    for (const scope of [
      { kind: 'all' as const },
      { kind: 'channel' as const, channelId: '200000000000000001' },
      { kind: 'player' as const, userId: ANA },
      { kind: 'player' as const, userId: BEN },
    ]) {
      expect((await index.list(GUILD, scope, 0, 10)).games.map((g) => g.id)).toEqual(['game01']);
    }
    // Moving the ended game to the archive (a new lobby takes the channel) lists nothing again.
    expect(await store.put({ ...done, rev: 3 }, 2, { archive: true })).toBe(true);
    expect((await index.list(GUILD, { kind: 'all' }, 0, 10)).total).toBe(1);
  });

  it('lists nothing when the commit that would end the game fails', async () => {
    const { store, index } = await open();
    const done = finishedGame('200000000000000001', 'game02', '2025-03-01T10:00:00.000Z');
    expect(await store.put({ ...done, status: 'playing', rev: 1 }, null)).toBe(true);
    // Another writer got there first: the compare-and-set fails, and with it the index entries.
    expect(await store.put({ ...done, rev: 5 }, 4)).toBe(false);
    expect(await index.find(GUILD, 'game02')).toBeUndefined();
    expect((await index.list(GUILD, { kind: 'all' }, 0, 10)).total).toBe(0);
  });

  it('lists an abandoned game once it was dealt, never a lobby that expired', async () => {
    const done = finishedGame('200000000000000001', 'game03', '2025-03-01T10:00:00.000Z');
    const abandoned = { ...done, status: 'abandoned' as const };
    expect(historyWrites({ ...done, status: 'playing' }, abandoned).length).toBeGreaterThan(0);
    expect(historyWrites(undefined, { ...abandoned, state: null, actions: [] })).toEqual([]);
    const { index, backend } = await open();
    await backend.commit(historyWrites(undefined, abandoned));
    const summary = await index.find(GUILD, 'game03');
    expect(summary?.status).toBe('abandoned');
    expect(summary?.seats.every((s) => s.vp === null && s.place === null)).toBe(true);
  });

  it('lists the newest first, in pages', async () => {
    const { backend, index } = await open();
    const times = ['2025-01-05', '2025-01-01', '2025-02-11', '2025-01-20'];
    for (const [n, day] of times.entries())
      await backend.commit(
        historyWrites(undefined, finishedGame(`20000000000000000${n}`, `g${n}aaaa`, `${day}T12:00:00.000Z`)),
      );
    const first = await index.list(GUILD, { kind: 'all' }, 0, 3);
    expect(first.total).toBe(4);
    expect(first.games.map((g) => g.id)).toEqual(['g2aaaa', 'g3aaaa', 'g0aaaa']);
    expect((await index.list(GUILD, { kind: 'all' }, 3, 3)).games.map((g) => g.id)).toEqual(['g1aaaa']);
    expect((await index.list(GUILD, { kind: 'player', userId: ANA }, 0, 10)).total).toBe(4);
    expect((await index.list('999', { kind: 'all' }, 0, 10)).total).toBe(0);
  });

  it('an ended game imported into the archive is listed too', async () => {
    const { store, index } = await open();
    const done = finishedGame('200000000000000001', 'game04', '2025-03-01T10:00:00.000Z');
    await importGame(store, { kind: 'hegemony-game', exportedAt: '', record: done });
    expect((await index.find(GUILD, 'game04'))?.status).toBe('finished');
    expect((await exportGame(store, 'game04'))?.record.id).toBe('game04');
  });
});
