/**
 * `npm run ai:strength --out` (docs/ai.md "Strength"): a long run writes one line per finished game
 * and, started again, plays only the games not yet in its file.
 */
import { appendFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type GameJob,
  type GameResult,
  jobsLeft,
  lineOf,
  readGames,
  winInterval,
} from '../../scripts/strength-games.ts';

const job = (deal: number, ai: GameJob['ai'], thinkMs = 2000): GameJob => ({
  players: 2,
  level: 'standard',
  deal,
  ai,
  thinkMs,
  seed: 'ai-strength',
});

const result = (j: GameJob): GameResult => ({
  job: j,
  scores: { working: 61, capitalist: 48 },
  winners: ['working'],
  searched: [1999.6, 850.2, 12.4],
  forced: 3,
  playouts: 900,
  settled: 1,
});

describe('ai:strength --out', () => {
  const jobs = [job(0, 'working'), job(0, 'capitalist'), job(1, 'working'), job(1, 'capitalist')];

  it('skips a game already recorded in the file, and only that one', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'strength-')), 'games.jsonl');
    expect(jobsLeft(jobs, readGames(file))).toEqual(jobs);
    appendFileSync(file, `${JSON.stringify(lineOf(result(job(0, 'capitalist'))))}\n`);
    expect(jobsLeft(jobs, readGames(file))).toEqual([
      job(0, 'working'),
      job(1, 'working'),
      job(1, 'capitalist'),
    ]);
  });

  it('plays a game again when it was recorded with another thinking time, or its line was cut short', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'strength-')), 'games.jsonl');
    const other = JSON.stringify(lineOf(result(job(1, 'working', 300))));
    writeFileSync(file, `${other}\n${JSON.stringify(lineOf(result(job(0, 'working')))).slice(0, 40)}`);
    expect(readGames(file)).toHaveLength(1);
    expect(jobsLeft(jobs, readGames(file))).toEqual(jobs);
  });

  it("writes a game's scores, winners and CPU per decision", () => {
    const line = lineOf(result(job(0, 'working')));
    expect(line).toMatchObject({ job: job(0, 'working'), winners: ['working'], scores: { working: 61 } });
    expect(line.searched).toEqual([2000, 850, 12]);
    expect(line.cpuMs).toEqual({ mean: 954, p50: 850, p99: 2000, max: 2000 });
  });
});

describe('the 95 % interval of a win rate (Wilson score interval)', () => {
  const rounded = ([low, high]: [number, number]) => [
    Math.round(low * 1000) / 1000,
    Math.round(high * 1000) / 1000,
  ];

  it('is the textbook interval: 25 of 48, none of 10, all of 10, all of 57', () => {
    expect(rounded(winInterval(25, 48))).toEqual([0.383, 0.655]);
    expect(rounded(winInterval(0, 10))).toEqual([0, 0.278]);
    expect(rounded(winInterval(10, 10))).toEqual([0.722, 1]);
    expect(winInterval(57, 57)[0]).toBeGreaterThan(0.93);
  });

  it('narrows as games are added at the same rate, and is everything before any game', () => {
    const [low48, high48] = winInterval(24, 48);
    const [low200, high200] = winInterval(100, 200);
    expect(high200 - low200).toBeLessThan(high48 - low48);
    expect(winInterval(0, 0)).toEqual([0, 1]);
  });
});
