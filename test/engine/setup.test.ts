import { describe, expect, it } from 'vitest';
import { taxMultiplier } from '../../src/data/tables.ts';
import { companiesOf, workersIn } from '../../src/engine/companies/companies.ts';
import { createGame, defaultOptions, pending } from '../../src/engine/index.ts';
import { populationOf, unemployedOf } from '../../src/engine/workers/workers.ts';
import { newGame, questionFor } from './testing.ts';

// rulebook, Setup (summary) and the class setups; components reference §2.2.
describe('setup', () => {
  it('sets the board for 4 players: Treasury 120, Public Services 6/6/4, Tax Multiplier 5, 8 cubes of each colour', () => {
    const g = newGame(4);
    expect(g.treasury).toBe(120);
    expect(g.publicServices).toEqual({ health: 6, education: 6, influence: 4 });
    expect(taxMultiplier(g.policies)).toBe(5);
    expect(g.bag).toEqual({ working: 8, middle: 8, capitalist: 8 });
    expect(g.policies).toEqual({ 1: 'C', 2: 'B', 3: 'A', 4: 'B', 5: 'C', 6: 'B', 7: 'B' });
  });

  it('uses Public Services 5/5/3 and the 2-player starting Public Companies with 2 players', () => {
    const g = newGame(2);
    expect(g.publicServices).toEqual({ health: 5, education: 5, influence: 3 });
    const names = companiesOf(g, 'state').map((c) => c.card);
    expect(names).toEqual([
      'public.public-hospital',
      'public.public-university',
      'public.regional-tv-station',
    ]);
  });

  it('gives each class its starting money, Influence, goods and a hand of 7', () => {
    const g = newGame(4);
    expect(g.classes.working.money).toBe(30);
    expect(g.classes.middle.money).toBe(40);
    expect(g.classes.capitalist.revenue).toBe(120);
    expect(g.classes.middle.storage).toEqual({ food: 1, luxury: 0, health: 1, education: 0 });
    expect(g.classes.capitalist.storage).toEqual({ food: 1, luxury: 2, health: 0, education: 2 });
    for (const cls of ['working', 'middle', 'capitalist', 'state'] as const) {
      expect(g.classes[cls].hand).toHaveLength(7);
      expect(g.classes[cls].influence).toBe(1);
    }
  });

  it('starts the Working and Middle Classes with 10 Workers each (Population 3)', () => {
    const g = newGame(4);
    expect(g.workers.filter((w) => w.cls === 'working')).toHaveLength(10);
    expect(g.workers.filter((w) => w.cls === 'middle')).toHaveLength(10);
    expect(populationOf(g, 'working')).toBe(3);
    // WC 3–4p: Supermarket, College, University Hospital staffed (7), 3 unemployed.
    expect(unemployedOf(g, 'working')).toHaveLength(3);
    const hospital = companiesOf(g, 'state').find((c) => c.card === 'public.university-hospital');
    expect(hospital && workersIn(g, hospital.id)).toHaveLength(3);
  });

  it('asks the Middle Class first for the skill of its extra Worker', () => {
    const g = createGame(defaultOptions(3), 'seed');
    const q = pending(g)[0];
    expect(q?.seat).toBe('middle');
    expect(q?.kind).toBe('prep.skilled');
    expect(q?.options).toHaveLength(5);
  });

  it('then gives the first turn to the Working Class', () => {
    const g = newGame(4);
    expect(questionFor(g, 'working').kind).toBe('turn');
  });

  it('is deterministic: the same options and seed give the same game', () => {
    expect(JSON.stringify(createGame(defaultOptions(4), 'x'))).toBe(
      JSON.stringify(createGame(defaultOptions(4), 'x')),
    );
    expect(JSON.stringify(createGame(defaultOptions(4), 'x'))).not.toBe(
      JSON.stringify(createGame(defaultOptions(4), 'y')),
    );
  });
});
