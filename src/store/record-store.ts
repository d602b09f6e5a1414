/**
 * The game store over any Backend: records laid out as layout.ts says, checked on every read, and
 * written with a compare-and-set the backend carries out (see backend.ts), so it holds across
 * processes. Every read asks the backend: a process keeps decoded records only to skip decoding a
 * value it has already seen (and the stored string it read, which is what its next write expects
 * to find). Nothing is ever taken from memory in place of an answer from the backend.
 */
import type { Backend, Write } from './backend.ts';
import { encodeValue } from './codec.ts';
import { StoreUnavailableError } from './errors.ts';
import { historyWrites } from './history.ts';
import {
  channelLogPrefix,
  checkHead,
  checkLog,
  checkPiece,
  decodeStored,
  encodeLive,
  encodeWhole,
  LOG_PIECE,
  type LogLayout,
  logKey,
  readWhole,
  type StoredHead,
  withActions,
} from './layout.ts';
import { openBackend } from './open-backend.ts';
import { SEATED_PREFIX, seatedIndex } from './seated-index.ts';
import {
  type ActionEntry,
  archiveKey,
  type DueRef,
  type GameRecord,
  type GameStore,
  gameKey,
  type LobbyRef,
  type Owed,
  owedKey,
  type PutOptions,
  type SeatedRef,
  type UserPrefs,
  userKey,
} from './types.ts';

/** What the process last read or wrote under a game key. */
interface Known {
  /** The stored string: a write expects to find exactly this. */
  raw: string;
  record: GameRecord;
  layout: LogLayout;
}

const CONFLICT = Symbol('conflict');

/** The key listing a lobby under its host, so a host's open lobbies can be counted. */
function lobbyKey(record: Pick<GameRecord, 'guildId' | 'hostId' | 'channelId'>): string {
  return `lobby:${record.guildId}:${record.hostId}:${record.channelId}`;
}

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);

const sameEntry = (a: ActionEntry | undefined, b: ActionEntry | undefined) =>
  a !== undefined && b !== undefined && JSON.stringify(a) === JSON.stringify(b);

export class RecordStore implements GameStore {
  private readonly known = new Map<string, Known>();

  constructor(
    readonly backend: Backend,
    /** How many games' decoded records are kept (0: none). */
    readonly cacheSize = 500,
  ) {}

  static async open(url: string): Promise<RecordStore> {
    return new RecordStore(await openBackend(url));
  }

  private remember(key: string, known: Known) {
    this.known.delete(key);
    if (this.cacheSize === 0) return;
    this.known.set(key, known);
    if (this.known.size > this.cacheSize) this.known.delete(this.known.keys().next().value as string);
  }

  async get(key: string): Promise<GameRecord | undefined> {
    const raw = await this.backend.get(key);
    if (raw === undefined) {
      this.known.delete(key);
      return undefined;
    }
    return (await this.load(key, raw)).record;
  }

  async peek(key: string): Promise<GameRecord | undefined> {
    const raw = await this.backend.get(key);
    return raw === undefined ? undefined : (await this.load(key, raw, false)).record;
  }

  /**
   * The record behind a stored string, checked: its format, its shape, its log whole and gapless.
   * Kept in the cache unless `remember` is false (a peek leaves the cache as it was).
   */
  private async load(key: string, raw: string, remember = true): Promise<Known> {
    const known = this.known.get(key);
    if (known?.raw === raw) {
      if (remember) this.remember(key, known);
      return known;
    }
    const head = checkHead(key, decodeStored(key, raw));
    const { actions, layout } = await this.joinLog(head, known);
    checkLog(key, head, actions);
    const loaded = { raw, record: withActions(head, actions), layout };
    if (remember) this.remember(key, loaded);
    return loaded;
  }

  /** The whole action log of a stored record: its pieces read back and joined. */
  private async joinLog(
    head: StoredHead,
    known: Known | undefined,
  ): Promise<{ actions: ActionEntry[]; layout: LogLayout }> {
    if (head.logPieces !== undefined) {
      const count = head.logPieces;
      // Full pieces never change: those already read for this game are not read again.
      const reuse = known?.record.id === head.id ? Math.min(known.layout.pieces, count) : 0;
      const pieces = await this.readPieces(head, range(reuse, count), () => LOG_PIECE);
      const before = known?.record.actions.slice(0, reuse * LOG_PIECE) ?? [];
      return {
        actions: [...before, ...pieces.flat(), ...(head.log ?? [])],
        layout: { pieces: count, legacyPieces: 0 },
      };
    }
    if (head.logLength !== undefined) {
      const length = head.logLength;
      const count = Math.ceil(length / LOG_PIECE);
      const size = (n: number) => Math.min(LOG_PIECE, length - n * LOG_PIECE);
      const pieces = await this.readPieces(head, range(0, count), size);
      return { actions: pieces.flat(), layout: { pieces: 0, legacyPieces: count } };
    }
    return { actions: head.actions ?? [], layout: { pieces: 0, legacyPieces: 0 } };
  }

  private async readPieces(head: StoredHead, indexes: number[], size: (n: number) => number) {
    const keys = indexes.map((n) => logKey(head, n));
    const raws = await this.backend.getMany(keys);
    return raws.map((raw, i) => checkPiece(head, keys[i] as string, raw, size(indexes[i] as number)));
  }

  /** The stored record a write at `expectedRev` replaces: null for none, CONFLICT if it moved on. */
  private async base(key: string, expectedRev: number | null): Promise<Known | null | typeof CONFLICT> {
    if (expectedRev === null) return null;
    const known = this.known.get(key);
    if (known?.record.rev === expectedRev) return known;
    const raw = await this.backend.get(key);
    if (raw === undefined) return CONFLICT;
    const loaded = await this.load(key, raw);
    return loaded.record.rev === expectedRev ? loaded : CONFLICT;
  }

  async put(record: GameRecord, expectedRev: number | null, options: PutOptions = {}): Promise<boolean> {
    const key = gameKey(record.guildId, record.channelId);
    const base = await this.base(key, expectedRev);
    if (base === CONFLICT) return false;
    const writes: Write[] = [];
    let live: Known | null = null;
    if (options.archive) {
      writes.push({ key: archiveKey(record), value: encodeWhole(record) }, { key, value: null });
      if (base) writes.push(...this.pieceDeletions(base, 0));
    } else {
      const { value, pieces } = encodeLive(record);
      const kept = base ? keptPieces(base, record) : 0;
      for (const n of range(kept, pieces.length))
        writes.push({ key: logKey(record, n), value: encodeValue(pieces[n]) });
      if (base) writes.push(...this.pieceDeletions(base, base.record.id === record.id ? pieces.length : 0));
      writes.push({ key, value });
      live = { raw: value, record, layout: { pieces: pieces.length, legacyPieces: 0 } };
    }
    writes.push(...lobbyIndex(base?.record, options.archive ? null : record));
    writes.push(...seatedIndex(base?.record, options.archive ? null : record));
    writes.push(...dueIndex(base?.record, options.archive ? null : record));
    // A game that ends is listed in the history in the same commit (history.ts).
    writes.push(...historyWrites(base?.record, record));
    if (options.announce) writes.push(owedEntry(record, options.announce.line));
    if (options.also) writes.push(...options.also);
    let ok: boolean;
    try {
      ok = await this.backend.commit(writes, { key, value: base?.raw });
    } catch (error) {
      this.known.delete(key);
      throw error;
    }
    if (ok && live) this.remember(key, live);
    else this.known.delete(key);
    return ok;
  }

  /** Deletes the pieces of `base`'s log from piece `from` on (those a new record does not keep). */
  private pieceDeletions(base: Known, from: number): Write[] {
    const count = Math.max(base.layout.pieces, base.layout.legacyPieces);
    return range(from, count).map((n) => ({ key: logKey(base.record, n), value: null }));
  }

  async getArchived(guildId: string, channelId: string, id: string): Promise<GameRecord | undefined> {
    const key = archiveKey({ guildId, channelId, id });
    const raw = await this.backend.get(key);
    return raw === undefined ? undefined : readWhole(key, decodeStored(key, raw));
  }

  async setAside(guildId: string, channelId: string, by: string): Promise<string | null> {
    const key = gameKey(guildId, channelId);
    for (let attempt = 0; attempt < 3; attempt++) {
      const raw = await this.backend.get(key);
      const pieceKeys = await this.backend.keys(channelLogPrefix(guildId, channelId));
      if (raw === undefined && pieceKeys.length === 0) return null;
      const pieces = await this.backend.getMany(pieceKeys);
      const at = new Date().toISOString();
      const aside = `damaged:${guildId}:${channelId}:${at}`;
      const kept = {
        key,
        raw: raw ?? null,
        pieces: Object.fromEntries(pieceKeys.map((k, i) => [k, pieces[i]])),
      };
      const writes: Write[] = [
        { key: aside, value: encodeValue({ ...kept, by, at }) },
        { key, value: null },
        ...pieceKeys.map((k) => ({ key: k, value: null })),
      ];
      this.known.delete(key);
      if (await this.backend.commit(writes, { key, value: raw })) return aside;
    }
    throw new StoreUnavailableError('write', new Error('the game kept changing while it was set aside'));
  }

  async lobbiesOf(guildId: string, hostId: string): Promise<LobbyRef[]> {
    const prefix = `lobby:${guildId}:${hostId}:`;
    const keys = await this.backend.keys(prefix);
    const values = await this.backend.getMany(keys);
    return keys.flatMap((key, i) => {
      const value = readQuietly(values[i]) as { gameId?: unknown; createdAt?: unknown } | undefined;
      if (typeof value?.gameId !== 'string' || typeof value.createdAt !== 'string') return [];
      return [{ channelId: key.slice(prefix.length), gameId: value.gameId, createdAt: value.createdAt }];
    });
  }

  async seatedIn(guildId: string, userId: string): Promise<SeatedRef[]> {
    const prefix = `${SEATED_PREFIX}${guildId}:${userId}:`;
    const keys = await this.backend.keys(prefix);
    const values = await this.backend.getMany(keys);
    return keys.flatMap((key, i) => {
      const value = readQuietly(values[i]) as { gameId?: unknown } | undefined;
      return typeof value?.gameId === 'string'
        ? [{ channelId: key.slice(prefix.length), gameId: value.gameId }]
        : [];
    });
  }

  async owed(): Promise<Owed[]> {
    const keys = await this.backend.keys('outbox:');
    const values = await this.backend.getMany(keys);
    const owed = keys.flatMap((key, i) => {
      const value = readQuietly(values[i]) as Omit<Owed, 'key'> | undefined;
      return value && typeof value.channelId === 'string' ? [{ ...value, key }] : [];
    });
    return owed.sort(
      (a, b) => a.channelId.localeCompare(b.channelId) || a.at.localeCompare(b.at) || a.rev - b.rev,
    );
  }

  async paid(keys: readonly string[]): Promise<void> {
    if (keys.length > 0) await this.backend.commit(keys.map((key) => ({ key, value: null })));
  }

  async dueGames(): Promise<DueRef[]> {
    const keys = await this.backend.keys('due:');
    const values = await this.backend.getMany(keys);
    return keys.flatMap((key, i) => {
      const [, guildId, channelId] = key.split(':');
      const value = readQuietly(values[i]) as { gameId?: unknown; at?: unknown } | undefined;
      if (!guildId || !channelId || typeof value?.gameId !== 'string' || typeof value.at !== 'string')
        return [];
      return [{ guildId, channelId, gameId: value.gameId, at: value.at }];
    });
  }

  async getUser(userId: string): Promise<UserPrefs | undefined> {
    const raw = await this.backend.get(userKey(userId));
    return raw === undefined ? undefined : (readQuietly(raw) as UserPrefs | undefined);
  }

  async putUser(userId: string, prefs: UserPrefs): Promise<void> {
    await this.backend.commit([{ key: userKey(userId), value: encodeValue(prefs) }]);
  }

  async close(): Promise<void> {
    await this.backend.close();
  }
}

/**
 * The due index entry to change when `before` is replaced by `after` (null: archived): a game in
 * play whose clock has something due is listed under `due:<guild>:<channel>`, written in the same
 * commit as the record, so a restart finds every game it must wake for.
 */
function dueIndex(before: GameRecord | undefined, after: GameRecord | null): Write[] {
  const dueOf = (r: GameRecord | null | undefined) =>
    r?.status === 'playing' && r.clock?.next ? { gameId: r.id, at: r.clock.next } : null;
  const was = dueOf(before);
  const is = dueOf(after);
  if (JSON.stringify(was) === JSON.stringify(is)) return [];
  const where = (after ?? before) as GameRecord;
  return [{ key: dueKey(where), value: is ? encodeValue(is) : null }];
}

function dueKey(record: Pick<GameRecord, 'guildId' | 'channelId'>): string {
  return `due:${record.guildId}:${record.channelId}`;
}

/**
 * How many of `next`'s full log pieces the backend already holds, given that it holds `base`'s:
 * all of `base`'s when `next` is the same game and only appended to its log, else none.
 */
function keptPieces(base: Known, next: GameRecord): number {
  if (base.record.id !== next.id || base.layout.legacyPieces > 0) return 0;
  const n = Math.min(base.layout.pieces, Math.floor(next.actions.length / LOG_PIECE));
  if (n === 0) return 0;
  const last = n * LOG_PIECE - 1;
  return sameEntry(base.record.actions[last], next.actions[last]) ? n : 0;
}

/** The lobby index entries to change when `before` is replaced by `after` (null: archived). */
function lobbyIndex(before: GameRecord | undefined, after: GameRecord | null): Write[] {
  const was = before?.status === 'lobby' ? lobbyKey(before) : null;
  const is = after?.status === 'lobby' ? lobbyKey(after) : null;
  const writes: Write[] = [];
  if (was && was !== is) writes.push({ key: was, value: null });
  if (after && is && is !== was)
    writes.push({ key: is, value: encodeValue({ gameId: after.id, createdAt: after.createdAt }) });
  return writes;
}

function owedEntry(record: GameRecord, line: unknown): Write {
  const entry: Omit<Owed, 'key'> = {
    guildId: record.guildId,
    channelId: record.channelId,
    gameId: record.id,
    rev: record.rev,
    at: record.updatedAt,
    line,
  };
  return { key: owedKey(record), value: encodeValue(entry) };
}

/** A small value of the store's own (an index or outbox entry), or undefined if it does not decode. */
function readQuietly(raw: string | undefined): unknown {
  if (raw === undefined) return undefined;
  try {
    return decodeStored('', raw);
  } catch {
    return undefined;
  }
}
