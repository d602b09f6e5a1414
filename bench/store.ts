/**
 * Store benchmark, with the default store (KeyvGameStore on an SQLite file, as STORE_URL's default):
 * - save: `put` of every change of whole 4-player games played through the GameService (the record
 *   grows from the lobby to the final scores); each is a compare-and-set against the cached
 *   revision, the encoding and the SQLite upsert;
 * - load: `get` of finished games through a second store whose cache holds nothing, so every read
 *   is an SQLite select and a decode;
 * - bytes per finished game: the stored value (snapshot + action log + the rest), as SQLite holds it,
 *   next to the size of its plain JSON.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import KeyvSqlite from '@keyv/sqlite';
import { KeyvGameStore, logKey, openKeyv } from '../src/store/keyv-store.ts';
import { type GameRecord, type GameStore, gameKey } from '../src/store/types.ts';
import { answerOne, benchService, openGame } from './service-games.ts';
import { cpuMs, median, percentile, round } from './stats.ts';

/** Times every write of the store it wraps. */
class TimedStore implements GameStore {
  readonly putMs: number[] = [];
  constructor(private readonly inner: GameStore) {}
  get(key: string) {
    return this.inner.get(key);
  }
  async put(record: GameRecord, expectedRev: number | null) {
    const started = performance.now();
    const ok = await this.inner.put(record, expectedRev);
    this.putMs.push(performance.now() - started);
    return ok;
  }
  archive(record: GameRecord) {
    return this.inner.archive(record);
  }
  getArchived(guildId: string, channelId: string, id: string) {
    return this.inner.getArchived(guildId, channelId, id);
  }
  close() {
    return this.inner.close();
  }
}

export async function benchStore(games: number, loads: number): Promise<Record<string, number>> {
  const dir = mkdtempSync(join(tmpdir(), 'hegemony-bench-store-'));
  const url = `sqlite://${join(dir, 'games.sqlite')}`;
  const cpu = process.cpuUsage();
  const started = performance.now();
  const store = new TimedStore(await KeyvGameStore.open(url));
  const raw = new KeyvSqlite({ uri: url });
  try {
    const service = benchService(store, 'bench-store');
    const finished: GameRecord[] = [];
    const stored: number[] = [];
    for (let g = 0; g < games; g++) {
      const where = { guildId: '100000000000000001', channelId: `3${String(g).padStart(17, '0')}` };
      const game = await openGame(service, 4, where, g + 1);
      while (await answerOne(service, game));
      const record = (await service.get(where.guildId, where.channelId)) as GameRecord;
      finished.push(record);
      // The record and the pieces of its log (see KeyvGameStore), as SQLite holds them.
      const rows = (await raw.query(
        'SELECT sum(length(CAST(value AS BLOB))) AS bytes FROM keyv WHERE key = ? OR key LIKE ?',
        `hegemony:${gameKey(where.guildId, where.channelId)}`,
        `hegemony:${logKey(record, 0).replace(/0$/, '%')}`,
      )) as Array<{ bytes: number }>;
      stored.push(rows[0]?.bytes ?? Number.NaN);
    }

    // Reads that reach SQLite: a store with no cache over the same file.
    const cold = new KeyvGameStore(await openKeyv(url), 0);
    const loadMs: number[] = [];
    for (let i = 0; i < loads; i++) {
      const record = finished[i % finished.length] as GameRecord;
      const t = performance.now();
      const read = await cold.get(gameKey(record.guildId, record.channelId));
      loadMs.push(performance.now() - t);
      if (read?.rev !== record.rev)
        throw new Error('store benchmark: the game read back is not the one written');
    }
    await cold.close();

    const json = finished.map((r) => JSON.stringify(r).length);
    return {
      storeGames: games,
      storeSaves: store.putMs.length,
      storeSaveP50Ms: round(median(store.putMs)),
      storeSaveP99Ms: round(percentile(store.putMs, 99)),
      storeLoadP50Ms: round(median(loadMs)),
      storeLoadP99Ms: round(percentile(loadMs, 99)),
      bytesPerFinishedGame: Math.round(median(stored)),
      storeJsonBytesPerFinishedGame: Math.round(median(json)),
      storeSnapshotJsonBytes: Math.round(median(finished.map((r) => JSON.stringify(r.state).length))),
      storeLogJsonBytes: Math.round(median(finished.map((r) => JSON.stringify(r.actions).length))),
      storeAnswersPerGame: Math.round(median(finished.map((r) => r.actions.length))),
      storeWallS: round((performance.now() - started) / 1000, 1),
      storeCpuS: round(cpuMs(cpu) / 1000, 1),
    };
  } finally {
    await store.close();
    await raw.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
