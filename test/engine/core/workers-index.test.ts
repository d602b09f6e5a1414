/**
 * The Workers of each Company are indexed once and kept until a Worker moves
 * (src/engine/core/workers-index.ts): whenever it is read, the index must give exactly the Workers
 * a scan of the state finds, in the order of the state's Workers list.
 */
import { describe, expect, it } from 'vitest';
import { findCompany, workersIn } from '../../../src/engine/companies/companies.ts';
import { forgetQuestions } from '../../../src/engine/core/flow.ts';
import { whileAsking } from '../../../src/engine/core/memo.ts';
import { allModules, fork, type GameState } from '../../../src/engine/index.ts';
import { playRandomGame } from '../../../src/engine/simulation.ts';

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
});
