/**
 * The Workers of each Company are indexed once and mended as Workers move
 * (src/engine/core/workers-index.ts): whenever it is read, the index must give exactly the Workers
 * a scan of the state finds, in the order of the state's Workers list.
 */
import { describe, expect, it } from 'vitest';
import { findCompany, workersIn } from '../../../src/engine/companies/companies.ts';
import { type Ctx, forgetQuestions, playAtRandom } from '../../../src/engine/core/flow.ts';
import { whileAsking } from '../../../src/engine/core/memo.ts';
import { nextInt, seedRng } from '../../../src/engine/core/rng.ts';
import type { Worker } from '../../../src/engine/game-state.ts';
import { allModules, fork, type GameState } from '../../../src/engine/index.ts';
import { playRandomGame } from '../../../src/engine/simulation.ts';
import {
  detach,
  emptyCompany,
  placeInCompany,
  toTradeUnion,
  toUnemployed,
} from '../../../src/engine/workers/workers.ts';

function scanned(g: GameState, companyId: string) {
  return g.workers.filter((w) => w.at === 'company' && w.company === companyId);
}

/** Every Company's Workers as the index gives them, against a scan; the number of Workers seen. */
function check(g: GameState): number {
  let seen = 0;
  for (const c of g.companies) {
    const indexed = workersIn(g, c.id);
    expect(indexed).toEqual(scanned(g, c.id));
    seen += indexed.length;
  }
  return seen;
}

describe('the Workers of each Company, kept between answers', () => {
  it('are those a scan finds before every answer of whole games (every player count, modules, Automa seats)', () => {
    const games = [
      { players: 2, seed: 'index:2' },
      { players: 3, seed: 'index:3', modules: allModules(3) },
      { players: 4, seed: 'index:4' },
      {
        players: 4,
        seed: 'index:4:automa',
        modules: allModules(4),
        seats: {
          working: { kind: 'automa', mode: 'advanced' },
          middle: { kind: 'human' },
          capitalist: { kind: 'automa', mode: 'simple' },
          state: { kind: 'human' },
        },
      },
    ] as const;
    for (const { players, seed, ...opts } of games) {
      let checked = 0;
      let employed = 0;
      const game = playRandomGame(players, seed, {
        ...opts,
        checkInvariants: false,
        answer: (g) => {
          employed += check(g);
          checked++;
          return undefined;
        },
      });
      expect(game.completed).toBe(true);
      expect(checked).toBe(game.decisions);
      expect(employed).toBeGreaterThan(0);
    }
  });

  it('are read afresh on a fork, and after a state is changed by hand and forgotten', () => {
    const { state: g } = playRandomGame(4, 'index:fork', { checkInvariants: false, untilRound: 3 });
    const company = g.companies.find((c) => workersIn(g, c.id).length > 0);
    if (!company) throw new Error('no Company with Workers');
    const copy = fork(g);
    expect(workersIn(copy, company.id)).toEqual(workersIn(g, company.id));
    expect(workersIn(copy, company.id)[0]).not.toBe(workersIn(g, company.id)[0]);
    for (const w of copy.workers) if (w.company === company.id) w.at = 'unemployed';
    forgetQuestions(copy);
    expect(workersIn(copy, company.id)).toEqual([]);
    expect(workersIn(g, company.id).length).toBeGreaterThan(0);
    check(g);
    check(copy);
  });

  it('are the same while a question is asked, shared by each look-up', () => {
    const { state: g } = playRandomGame(4, 'memo', { checkInvariants: false, untilRound: 3 });
    const outside = g.companies.map((c) => workersIn(g, c.id));
    expect(outside.some((list) => list.length > 0)).toBe(true);
    whileAsking(g, () => {
      g.companies.forEach((c, i) => {
        expect(workersIn(g, c.id)).toEqual(outside[i]);
        expect(workersIn(g, c.id)).toBe(workersIn(g, c.id));
        expect(findCompany(g, c.id)).toBe(c);
      });
      expect(workersIn(g, 'no-such-company')).toEqual([]);
    });
  });
  it('are mended move by move: after each move through workers.ts, what a scan finds, in list order', () => {
    const { state: g } = playRandomGame(4, 'index:moves', { checkInvariants: false, untilRound: 3 });
    check(g);
    const staffed = g.companies.filter((c) => workersIn(g, c.id).length > 0);
    const [first, second] = staffed;
    if (!first || !second) throw new Error('fewer than two staffed Companies');
    // A list read before a move stays as it was: the index replaces lists, it never changes one.
    const before = workersIn(g, first.id);
    const kept = [...before];
    const leaving = before[0] as Worker;
    toUnemployed(leaving);
    expect(before).toEqual(kept);
    expect(check(g)).toBeGreaterThan(0);
    // The Worker first on the Workers list joins a Company: it comes first in that Company's list.
    const earliest = g.workers.find((w) => w.at === 'unemployed') as Worker;
    detach(g, earliest);
    placeInCompany(earliest, second.id, 99, false);
    check(g);
    expect(workersIn(g, second.id)[0]).toBe(
      g.workers.filter((w) => w.company === second.id && w.at === 'company')[0],
    );
    // Moving between two Companies, joining a Trade Union, emptying a Company.
    const mover = workersIn(g, second.id).at(-1) as Worker;
    placeInCompany(mover, first.id, 98, false);
    check(g);
    toUnemployed(mover);
    toTradeUnion(mover);
    check(g);
    emptyCompany(g, second.id);
    expect(workersIn(g, second.id)).toEqual([]);
    check(g);
  });

  it("are not changed by a move on another state's list", () => {
    const { state: g } = playRandomGame(4, 'index:other', { checkInvariants: false, untilRound: 3 });
    const copy = fork(g);
    const company = copy.companies.find((c) => workersIn(copy, c.id).length > 0);
    if (!company) throw new Error('no Company with Workers');
    const theirs = [...workersIn(copy, company.id)];
    // The index kept is this state's when the other state's Workers move.
    const own = workersIn(g, company.id);
    for (const w of theirs) toUnemployed(w);
    expect(workersIn(g, company.id)).toBe(own);
    expect(own.length).toBeGreaterThan(0);
    check(g);
    expect(workersIn(copy, company.id)).toEqual([]);
    check(copy);
  });

  it('are what a scan finds at every answer of random playouts, which mend it through a whole game', () => {
    for (const [seed, modules] of [
      ['index:playout:base', undefined],
      ['index:playout:modules', allModules(4)],
    ] as const) {
      const whole = playRandomGame(4, seed, { checkInvariants: false, modules });
      const mid = playRandomGame(4, seed, {
        checkInvariants: false,
        modules,
        maxDecisions: Math.floor(whole.decisions / 3),
      }).state;
      const x: Ctx = { g: fork(mid), events: [] };
      const random = seedRng(`playout:${seed}`);
      let answers = 0;
      while (playAtRandom(x, (n) => nextInt(random, n), 1) > 0) {
        check(x.g);
        answers++;
      }
      expect(x.g.phase).toBe('game-over');
      expect(answers).toBeGreaterThan(100);
    }
  });
});
