/**
 * The games of `npm run ai:strength` as a file (scripts/ai-strength.ts `--out`): one JSON line per
 * finished game, appended as each ends, so that a run of hours can be stopped and started again
 * without playing a recorded game twice, and reported from the file alone (`--summary`).
 */
import { existsSync, readFileSync } from 'node:fs';
import type { AiLevel } from '../src/ai/index.ts';
import type { ClassId } from '../src/data/common.ts';
import { meanOf, percentile } from './cpu-time.ts';

export interface GameJob {
  players: 2 | 3 | 4;
  level: AiLevel;
  deal: number;
  ai: ClassId;
  thinkMs: number;
  seed: string;
}

export interface GameResult {
  job: GameJob;
  scores: Partial<Record<ClassId, number>>;
  winners: ClassId[];
  /** CPU ms of each decision the AI searched (more than one option). */
  searched: number[];
  /** Decisions with one option, answered at once. */
  forced: number;
  playouts: number;
  /** Searched decisions stopped early, settled (src/ai/stopping.ts). */
  settled: number;
}

/** A finished game as one line of `--out`: the result with its CPU figures ready to read. */
export interface GameLine extends GameResult {
  cpuMs: { mean: number; p50: number; p99: number; max: number };
}

/** What makes a game the same game in a file: a game with this key is not played again. */
export const gameKey = (j: GameJob) => `${j.players}:${j.deal}:${j.ai}:${j.thinkMs}:${j.seed}`;

/** The games recorded in a `--out` file (none if there is no file yet); a torn last line is left out. */
export function readGames(file: string): GameLine[] {
  if (!existsSync(file)) return [];
  const games: GameLine[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    try {
      games.push(JSON.parse(line) as GameLine);
    } catch {
      // A line cut short when the run was stopped mid-write: that game is played again.
    }
  }
  return games;
}

/** The jobs not yet recorded in `done`. */
export function jobsLeft(jobs: readonly GameJob[], done: readonly GameLine[]): GameJob[] {
  const recorded = new Set(done.map((g) => gameKey(g.job)));
  return jobs.filter((j) => !recorded.has(gameKey(j)));
}

export function lineOf(r: GameResult): GameLine {
  const sorted = [...r.searched].sort((a, b) => a - b);
  const ms = (x: number) => Math.round(x);
  return {
    ...r,
    searched: r.searched.map(ms),
    cpuMs: {
      mean: ms(meanOf(sorted)),
      p50: ms(percentile(sorted, 50)),
      p99: ms(percentile(sorted, 99)),
      max: ms(sorted.at(-1) ?? 0),
    },
  };
}

/**
 * The 95 % interval of a share of games won (Wilson's score interval): `wins` of `games`, as
 * fractions. It says whether a target is reached or missed beyond the luck of the games played so
 * far (50 % of 48 games is anything from 36 % to 64 %).
 */
export function winInterval(wins: number, games: number): [number, number] {
  if (games === 0) return [0, 1];
  const z2 = 1.96 * 1.96;
  const p = wins / games;
  const centre = (p + z2 / (2 * games)) / (1 + z2 / games);
  const half = (1.96 * Math.sqrt((p * (1 - p)) / games + z2 / (4 * games * games))) / (1 + z2 / games);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}
