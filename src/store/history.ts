/**
 * The index of every game that ended (finished, or abandoned once dealt), so that it can be found
 * again after its channel has moved on: per server, per channel and per player, newest first, and
 * by id. Its entries are written in the same commit as the change that ended the game (see
 * RecordStore.put), so nothing is listed that was not saved and nothing saved is missing.
 *
 * Keys (the backend lists keys in order; the time is inverted so that the newest comes first):
 *
 *   history:<guild>:id:<game>                          the game's summary
 *   history:<guild>:all:<inverted time>:<game>         per server
 *   history:<guild>:channel:<channel>:<inverted time>:<game>
 *   history:<guild>:player:<user>:<inverted time>:<game>
 *
 * Each entry holds the game's summary: public, final information only (never the seed, a hand or a
 * bid).
 */
import type { ClassId } from '../data/common.ts';
import { finalRanking, type GameOptions, score } from '../engine/index.ts';
import type { Backend, Write } from './backend.ts';
import { decodeValue, encodeValue } from './codec.ts';
import type { GameRecord, GameStatus, LeagueTag } from './types.ts';

export interface SeatSummary {
  cls: ClassId;
  /** Who played the seat: a person, an Automa, or the AI (src/ai/). */
  kind: 'human' | 'automa' | 'ai';
  userId: string | null;
  /** Final VP (null for an abandoned game). */
  vp: number | null;
  /** Final place, 1 best, shared when the tie stood (null for an abandoned game). */
  place: number | null;
}

/** A game that ended, as lists and statistics read it. */
export interface GameSummary {
  id: string;
  guildId: string;
  channelId: string;
  status: Extract<GameStatus, 'finished' | 'abandoned'>;
  createdAt: string;
  endedAt: string;
  players: number;
  /** The modules that were on, by option name. */
  modules: string[];
  seats: SeatSummary[];
  boardMessageId: string | null;
  league?: LeagueTag;
}

export type HistoryScope =
  | { kind: 'all' }
  | { kind: 'channel'; channelId: string }
  | { kind: 'player'; userId: string };

const ENDED = new Set<GameStatus>(['finished', 'abandoned']);

/** Milliseconds counted down from a far date, fixed width: ascending keys list the newest first. */
function inverted(at: string): string {
  return String(9_999_999_999_999 - Date.parse(at)).padStart(13, '0');
}

function prefixOf(guildId: string, scope: HistoryScope): string {
  if (scope.kind === 'channel') return `history:${guildId}:channel:${scope.channelId}:`;
  if (scope.kind === 'player') return `history:${guildId}:player:${scope.userId}:`;
  return `history:${guildId}:all:`;
}

function idKey(guildId: string, gameId: string): string {
  return `history:${guildId}:id:${gameId}`;
}

export function modulesOn(options: GameOptions): string[] {
  return Object.entries(options.modules)
    .filter(([, on]) => on)
    .map(([name]) => name)
    .sort();
}

/** The summary of a game that ended (dealt: it has a state). */
export function summarize(record: GameRecord): GameSummary {
  const state = record.state;
  const finished = record.status === 'finished' && state !== null;
  const totals = new Map(finished ? score(state).map((s) => [s.cls, s.total]) : []);
  const places = new Map<ClassId, number>();
  if (finished) {
    let place = 1;
    for (const group of finalRanking(state)) {
      for (const cls of group) places.set(cls, place);
      place += group.length;
    }
  }
  const seats = (Object.keys(record.options.seats) as ClassId[]).map((cls) => ({
    cls,
    kind: record.seats[cls]?.kind ?? ('human' as const),
    userId: record.seats[cls]?.userId ?? null,
    vp: totals.get(cls) ?? null,
    place: places.get(cls) ?? null,
  }));
  return {
    id: record.id,
    guildId: record.guildId,
    channelId: record.channelId,
    status: record.status as GameSummary['status'],
    createdAt: record.createdAt,
    endedAt: record.updatedAt,
    players: record.options.players,
    modules: modulesOn(record.options),
    seats,
    boardMessageId: record.boardMessageId,
    ...(record.league ? { league: record.league } : {}),
  };
}

/** A record that should be listed: it ended after being dealt (an unstarted lobby is no game). */
function isListed(record: GameRecord | null | undefined): record is GameRecord {
  return !!record && ENDED.has(record.status) && record.state !== null;
}

/**
 * The index entries that a write of `after` over `before` adds: those of a game that has just
 * ended (a game moved to the archive, already ended, is listed already).
 */
export function historyWrites(before: GameRecord | undefined, after: GameRecord | null): Write[] {
  if (!isListed(after)) return [];
  if (before?.id === after.id && ENDED.has(before.status)) return [];
  return indexEntries(after);
}

/** Every index entry of an ended game. */
export function indexEntries(record: GameRecord): Write[] {
  const summary = summarize(record);
  const value = encodeValue(summary);
  const tail = `${inverted(summary.endedAt)}:${summary.id}`;
  const users = [...new Set(summary.seats.flatMap((s) => (s.userId ? [s.userId] : [])))];
  return [
    { key: idKey(summary.guildId, summary.id), value },
    { key: `${prefixOf(summary.guildId, { kind: 'all' })}${tail}`, value },
    { key: `${prefixOf(summary.guildId, { kind: 'channel', channelId: summary.channelId })}${tail}`, value },
    ...users.map((userId) => ({
      key: `${prefixOf(summary.guildId, { kind: 'player', userId })}${tail}`,
      value,
    })),
  ];
}

export interface HistoryPage {
  total: number;
  games: GameSummary[];
}

/** Reads the index. Every read asks the backend; a failure is the backend's error, never "none". */
export class HistoryIndex {
  constructor(private readonly backend: Backend) {}

  /** The summary of a game of this server, by id. */
  async find(guildId: string, gameId: string): Promise<GameSummary | undefined> {
    const raw = await this.backend.get(idKey(guildId, gameId));
    return raw === undefined ? undefined : (decodeValue(raw) as GameSummary);
  }

  /** Games of a scope, newest first, `size` from `offset` on. */
  async list(guildId: string, scope: HistoryScope, offset: number, size: number): Promise<HistoryPage> {
    const keys = await this.backend.keys(prefixOf(guildId, scope));
    const raws = await this.backend.getMany(keys.slice(offset, offset + size));
    return {
      total: keys.length,
      games: raws.flatMap((raw) => (raw ? [decodeValue(raw) as GameSummary] : [])),
    };
  }
}
