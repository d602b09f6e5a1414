/**
 * What an operator does with a store, outside the bot (scripts/store.ts, `npm run store`): list
 * the records that cannot be read, and move one game between stores as JSON. An export holds the
 * seed and every hand: it is for the operator, never for a channel.
 */
import { type GameState, sameGame } from '../engine/index.ts';
import { DamagedRecordError } from './errors.ts';
import { historyWrites } from './history.ts';
import { encodeWhole, readWhole } from './layout.ts';
import type { RecordStore } from './record-store.ts';
import { replay } from './replay.ts';
import { archiveKey, type GameRecord, gameKey } from './types.ts';

/** One value the check found wrong. */
export interface Problem {
  key: string;
  problem: string;
}

export interface CheckReport {
  games: number;
  archived: number;
  problems: Problem[];
  /** Values of damaged games already set aside from Discord (`/hegemony abandon`), kept for a look. */
  setAside: string[];
  /** Announcements saved but not yet posted (a restart posts them). */
  owed: number;
}

/** Whether the log replays to the snapshot: an answer refused on the way is a no. */
function replaysToSnapshot(record: GameRecord, snapshot: GameState): boolean {
  try {
    return sameGame(replay(record), snapshot);
  } catch {
    return false;
  }
}

/**
 * Reads every live and archived game as the bot would, and says which cannot be read and why;
 * with `replayAll`, also replays each log and compares it with the snapshot (slower: about 20 ms
 * per finished game).
 */
export async function checkStore(store: RecordStore, replayAll = false): Promise<CheckReport> {
  const problems: Problem[] = [];
  const check = async (key: string, read: () => Promise<GameRecord | undefined>) => {
    try {
      const record = await read();
      if (replayAll && record?.state && !replaysToSnapshot(record, record.state))
        problems.push({ key, problem: 'its log does not replay to its snapshot' });
    } catch (error) {
      if (!(error instanceof DamagedRecordError)) throw error;
      problems.push({ key, problem: error.message });
    }
  };
  const games = await store.backend.keys('game:');
  for (const key of games) await check(key, () => store.get(key));
  const archived = await store.backend.keys('archive:');
  for (const key of archived) await check(key, () => readArchive(store, key));
  return {
    games: games.length,
    archived: archived.length,
    problems,
    setAside: await store.backend.keys('damaged:'),
    owed: (await store.owed()).length,
  };
}

async function readArchive(store: RecordStore, key: string): Promise<GameRecord | undefined> {
  const [, guildId = '', channelId = '', id = ''] = key.split(':');
  return store.getArchived(guildId, channelId, id);
}

/** A game as JSON, to keep or to move to another store. */
export interface ExportedGame {
  kind: 'hegemony-game';
  exportedAt: string;
  record: GameRecord;
}

/** The game with this id, live in its channel or archived; undefined if the store has none. */
export async function exportGame(store: RecordStore, gameId: string): Promise<ExportedGame | undefined> {
  const archived = (await store.backend.keys('archive:')).find((k) => k.endsWith(`:${gameId}`));
  let record = archived ? await readArchive(store, archived) : undefined;
  for (const key of record ? [] : await store.backend.keys('game:')) {
    const live = await store.get(key).catch(() => undefined);
    if (live?.id === gameId) record = live;
  }
  return record && { kind: 'hegemony-game', exportedAt: new Date().toISOString(), record };
}

/**
 * Writes an exported game into this store, checked as a stored record is: a game in play or in
 * its lobby into its channel (which must be free), an ended one into the archive. Returns the key.
 */
export async function importGame(store: RecordStore, exported: unknown): Promise<string> {
  const value = (exported as Partial<ExportedGame> | null)?.record;
  if ((exported as Partial<ExportedGame> | null)?.kind !== 'hegemony-game' || !value)
    throw new Error('not an exported game (expected the JSON `npm run store -- export` writes)');
  const record = readWhole('import', value);
  if (record.status === 'lobby' || record.status === 'playing') {
    if (!(await store.put(record, null)))
      throw new Error(`channel ${record.channelId} already has a game; abandon or export it first`);
    return gameKey(record.guildId, record.channelId);
  }
  // An ended game goes to the archive, kept whole, if it is not there already, and into the history.
  const key = archiveKey(record);
  const writes = [{ key, value: encodeWhole(record) }, ...historyWrites(undefined, record)];
  if (!(await store.backend.commit(writes, { key, value: undefined })))
    throw new Error(`game ${record.id} is already in the archive`);
  return key;
}
