/**
 * Component limitations and Loans (rulebook, Component Limitations, "Loans";
 * components reference §2.1, §2.6).
 */
import { describe, expect, it } from 'vitest';
import { POPULATION_BANDS } from '../../../src/data/tables.ts';
import type { Worker } from '../../../src/engine/game-state.ts';
import { gainInfluence } from '../../../src/engine/politics/influence.ts';
import { addWorker, populationOf, removeWorker } from '../../../src/engine/workers/workers.ts';
import { basic, menu, newGame, removeWorkers, unemployed } from '../helpers.ts';

describe('Component Limitations (rulebook)', () => {
  it('Influence comes from the 35 cubes in the box', () => {
    const g = newGame(4);
    // 4 classes × 1 + 4 Media Influence in the Public Services = 8 in play.
    expect(gainInfluence(g, 'working', 100)).toBe(27);
    expect(gainInfluence(g, 'middle', 1)).toBe(0);
  });

  it('Workers come from the box: 48 Working Class, 42 Middle Class', () => {
    const g = newGame(4);
    let added = 0;
    while (addWorker(g, 'middle', null)) added++;
    expect(added).toBe(42 - 10);
    expect(g.workers.filter((w) => w.cls === 'middle')).toHaveLength(42);
  });

  it('there are 7 Strike tokens', () => {
    const g = newGame(4);
    for (const c of g.companies.slice(0, 7)) c.strike = true;
    expect(menu(g, 'working')).not.toContain('basic:strike');
  });

  it('there are 6 Storage tiles in all', () => {
    const g = newGame(4);
    g.classes.middle.tiles = ['food', 'luxury', 'health'];
    g.classes.capitalist.tiles = ['food', 'luxury'];
    expect(menu(g, 'capitalist')).toContain('free:buy-storage');
    g.classes.capitalist.tiles.push('health');
    expect(menu(g, 'capitalist')).not.toContain('free:buy-storage');
  });

  it('Population follows the Workers in play: 10–11 → 3, 12–14 → 4, … 30+ → 10; under 10 it stays 3 (components reference §2.6)', () => {
    const expected: Array<[number, number]> = [
      [6, 3],
      [10, 3],
      [11, 3],
      [12, 4],
      [14, 4],
      [15, 5],
      [18, 6],
      [21, 7],
      [24, 8],
      [27, 9],
      [29, 9],
      [30, 10],
      [40, 10],
    ];
    for (const [workers, population] of expected) {
      const g = newGame(4);
      removeWorkers(g, 'working');
      unemployed(g, 'working', workers);
      expect([workers, populationOf(g, 'working')]).toEqual([workers, population]);
    }
    expect(POPULATION_BANDS.at(-1)).toEqual({ minWorkers: 30, population: 10 });
  });

  it('Population follows Workers joining and leaving one game, read in between (components reference §2.6)', () => {
    const g = newGame(4);
    removeWorkers(g, 'working');
    unemployed(g, 'working', 11);
    expect(populationOf(g, 'working')).toBe(3);
    const joined = addWorker(g, 'working', null) as Worker;
    expect(populationOf(g, 'working')).toBe(4);
    // One leaves and a Middle Class Worker joins: as many Workers in play, one fewer of the class.
    removeWorker(g, joined);
    addWorker(g, 'middle', null);
    expect(populationOf(g, 'working')).toBe(3);
  });
});

describe('Loans (rulebook, Loans)', () => {
  it('are never taken for optional spending: Buy, Build, Lobby and Give Bonus need the money', () => {
    const g = newGame(4);
    g.classes.working.money = 0;
    g.classes.middle.money = 0;
    g.classes.capitalist.revenue = 4;
    expect(menu(g, 'working')).not.toContain('basic:buy-goods');
    expect(menu(g, 'middle')).not.toContain('basic:build-company-middle');
    const cc = menu(g, 'capitalist');
    expect(cc).not.toContain('basic:build-company-capitalist');
    expect(cc).not.toContain('basic:lobby');
    expect(cc).not.toContain('free:give-bonus');
    expect(cc).not.toContain('free:buy-storage');
    expect([g.classes.working.loans, g.classes.middle.loans, g.classes.capitalist.loans]).toEqual([0, 0, 0]);
  });

  it('a mandatory payment takes as many Loans of 50 as needed', () => {
    const g = newGame(4);
    g.classes.working.money = 0;
    g.classes.working.loans = 0;
    g.classes.capitalist.revenue = 0;
    g.classes.capitalist.capital = 0;
    // Extra Tax: 10 from each class.
    g.classes.state.legitimacy = { working: 3, middle: 3, capitalist: 4 };
    basic(g, 'state', 'extra-tax');
    expect(g.classes.working.loans).toBe(1);
    expect(g.classes.working.money).toBe(40);
    expect(g.classes.capitalist.loans).toBe(1);
    expect(g.classes.capitalist.capital).toBe(40);
  });
});
