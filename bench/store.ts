/**
 * Store benchmark, with the default store (RecordStore on an SQLite file, as STORE_URL's default):
 * - save: `put` of every change of whole 4-player games played through the GameService (the record
 *   grows from the lobby to the final scores); each is the encoding and one SQLite transaction that
 *   checks the stored value is the one read (compare-and-set) and writes the record (and, every
 *   hundredth answer, a full piece of the log);
 * - load: `get` of finished games through a second store whose cache holds nothing, so every read
 *   is an SQLite select and a decode;
 * - bytes per finished game: the stored value (snapshot + action log + the rest), as SQLite holds it,
 *   next to the size of its plain JSON.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { channelLogPrefix } from '../src/store/layout.ts';
import { openBackend } from '../src/store/open-backend.ts';
import { RecordStore } from '../src/store/record-store.ts';
import { type GameRecord, gameKey, type PutOptions } from '../src/store/types.ts';
import { answerOne, benchService, openGame } from './service-games.ts';
import { cpuMs, median, percentile, round } from './stats.ts';

/** Times every write. */
class TimedStore extends RecordStore {
  readonly putMs: number[] = [];
  override async put(record: GameRecord, expectedRev: number | null, options?: PutOptions) {
    const started = performance.now();
    const ok = await super.put(record, expectedRev, options);
    this.putMs.push(performance.now() - started);
    return ok;
  }
}

export async function benchStore(games: number, loads: number): Promise<Record<string, number>> {
  const dir = mkdtempSync(join(tmpdir(), 'hegemony-bench-store-'));
  const url = `sqlite://${join(dir, 'games.sqlite')}`;
  const cpu = process.cpuUsage();
  const started = performance.now();
  const store = new TimedStore(await openBackend(url));
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
      // The record and the pieces of its log (see src/store/layout.ts), as stored.
      const keys = [
        gameKey(where.guildId, where.channelId),
        ...(await store.backend.keys(channelLogPrefix(where.guildId, where.channelId))),
      ];
      const values = await store.backend.getMany(keys);
      stored.push(values.reduce((n, v) => n + Buffer.byteLength(v ?? ''), 0));
    }

    // Reads that reach SQLite: a store with no cache over the same file.
    const cold = new RecordStore(await openBackend(url), 0);
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
    rmSync(dir, { recursive: true, force: true });
  }
}
