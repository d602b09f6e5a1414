/**
 * `npm run ai:strength --out` (docs/ai.md "Strength"): a long run writes one line per finished game
 * and, started again, plays only the games not yet in its file.
 */
import { appendFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type GameJob, type GameResult, jobsLeft, lineOf, readGames } from '../../scripts/strength-games.ts';

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
