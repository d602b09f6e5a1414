/**
 * Per-class statistics (`/stats`): how often each class wins and what it scores, over all games and
 * split by player count and by module set. The same arithmetic serves the league (its results, not
 * voided) and the server (every finished game in its history).
 */
import { CLASS_IDS, type ClassId } from '../data/common.ts';
import type { GameSummary } from '../store/history.ts';
import type { ResultEntry } from './records.ts';

/** A finished game as statistics read it. */
export interface PlayedGame {
  players: number;
  modules: readonly string[];
  seats: ReadonlyArray<{ cls: ClassId; vp: number | null; place: number | null }>;
}

export interface ClassLine {
  cls: ClassId;
  games: number;
  wins: number;
  /** Mean final VP over the games whose VP is known (null: none known). */
  averageVp: number | null;
}

export interface StatsGroup {
  /** `all`, `players:<n>` or `modules:<a+b>` (`modules:` for the base game). */
  key: string;
  games: number;
  classes: ClassLine[];
}

export interface ClassStats {
  all: StatsGroup;
  byPlayers: StatsGroup[];
  byModules: StatsGroup[];
}

function group(key: string, games: readonly PlayedGame[]): StatsGroup {
  const classes = CLASS_IDS.map((cls) => {
    const seats = games.flatMap((g) => g.seats.filter((s) => s.cls === cls));
    const known = seats.flatMap((s) => (s.vp === null ? [] : [s.vp]));
    return {
      cls,
      games: seats.length,
      wins: seats.filter((s) => s.place === 1).length,
      averageVp: known.length ? known.reduce((a, b) => a + b, 0) / known.length : null,
    };
  }).filter((c) => c.games > 0);
  return { key, games: games.length, classes };
}

function split(games: readonly PlayedGame[], keyOf: (g: PlayedGame) => string): StatsGroup[] {
  const by = new Map<string, PlayedGame[]>();
  for (const g of games) by.set(keyOf(g), [...(by.get(keyOf(g)) ?? []), g]);
  return [...by.keys()].sort().map((key) => group(key, by.get(key) as PlayedGame[]));
}

export function classStats(games: readonly PlayedGame[]): ClassStats {
  return {
    all: group('all', games),
    byPlayers: split(games, (g) => `players:${g.players}`),
    byModules: split(games, (g) => `modules:${[...g.modules].sort().join('+')}`),
  };
}

/** The server's finished games. */
export function fromSummaries(summaries: readonly GameSummary[]): PlayedGame[] {
  return summaries.filter((s) => s.status === 'finished');
}

/** The league's results. */
export function fromResults(results: readonly ResultEntry[]): PlayedGame[] {
  return results.map((r) => r.game);
}
