/**
 * What the Automas do by themselves (crisis-and-control.txt, "Capitalist Class Automa (CCA) Free
 * Actions", "Working Class Automa (WCA) Free Actions"; components.md §2.14, Capitalist Class Automa
 * Instruction cards, Response to Strike).
 */
import { describe, expect, it } from 'vitest';
import { automa } from '../../../src/engine/index.ts';
import { addCompany, run, staff, step } from '../helpers.ts';
import { automaGame, turnUpToMove } from './helpers.ts';

describe('Capitalist Class Automa, at the beginning of its turn', () => {
  it('adjusts prices to the middle position, Health to the highest under 4C, Education under 5C', () => {
    // "The CCA always adjusts its prices to the middle position, with these exceptions: ...
    // If Policy 4C is in effect, it raises Health price to its highest value."
    const g = automaGame(2, ['capitalist']);
    g.classes.capitalist.prices = { food: 0, luxury: 0, health: 0, education: 2 };
    g.policies[4] = 'C'; // and Education starts at 5C
    turnUpToMove(g, 'capitalist', 4);
    expect(g.classes.capitalist.prices).toEqual({ food: 1, luxury: 1, health: 2, education: 2 });
    g.policies[5] = 'B';
    turnUpToMove(g, 'capitalist', 5);
    expect(g.classes.capitalist.prices.education).toBe(1);
  });

  it('under 6A raises Food and Luxury to their highest', () => {
    const g = automaGame(2, ['capitalist']);
    g.policies[6] = 'A';
    turnUpToMove(g, 'capitalist', 4);
    expect(g.classes.capitalist.prices.food).toBe(2);
    expect(g.classes.capitalist.prices.luxury).toBe(2);
  });

  it('pays off a Loan only with at least 100 in its Capital', () => {
    // "The CCA automatically pays off a Loan at the beginning of its turn if it has at least 100 in its Capital."
    const g = automaGame(2, ['capitalist']);
    g.classes.capitalist.loans = 1;
    g.classes.capitalist.capital = 99;
    turnUpToMove(g, 'capitalist', 4);
    expect(g.classes.capitalist.loans).toBe(1);
    g.classes.capitalist.capital = 150;
    turnUpToMove(g, 'capitalist', 5);
    expect(g.classes.capitalist.loans).toBe(0);
  });
});

describe('Working Class Automa, at the beginning of its turn', () => {
  it('pays off a Loan if able', () => {
    // "Pay Off Loan: If able, the WCA will automatically pay off a Loan at the beginning of its turn."
    const g = automaGame(2, ['working']);
    g.classes.working.loans = 1;
    g.classes.working.money = 80;
    turnUpToMove(g, 'working', 5);
    expect(g.classes.working.loans).toBe(0);
  });
});

describe('Response to Strike (Capitalist Class Automa)', () => {
  it("per struck Company 1 AI card (2 with Machinery or as its industry's only operational Company); an Influence indicator raises the Wage to L3", () => {
    for (const seed of ['s1', 's2', 's3', 's4', 's5', 's6']) {
      const g = automaGame(2, ['capitalist'], 'simple', seed);
      g.companies = g.companies.filter((c) => c.owner !== 'capitalist');
      const a = addCompany(g, 'capitalist', 'capitalist.fast-food-chain', { wage: 1 });
      const b = addCompany(g, 'capitalist', 'capitalist.vegetable-farm', { wage: 1 });
      staff(g, a, 'working', [null, null]);
      staff(g, b, 'working', [null, null, null]);
      a.strike = true;
      // Two operational Agriculture Companies: neither is the only one, no Machinery: 1 card.
      const log = run(g, step('automa.production'));
      const seen = automa.automaOf(g, 'capitalist')?.revealed ?? [];
      expect(seen).toHaveLength(1);
      const indicator = automa.aiCardById(seen[0] as string)?.influence;
      expect(a.wage).toBe(indicator ? 3 : 1);
      expect(b.wage).toBe(1);
      expect(log.join('\n')).toContain('answers the Strike');
    }
  });

  it('resets every Wage to the minimum at the next Preparation', () => {
    // "At the beginning of the next round, the CCA adjusts Wages for all its Companies to the current minimum allowable Wage."
    const g = automaGame(2, ['capitalist']);
    const c = addCompany(g, 'capitalist', 'capitalist.fast-food-chain', { wage: 3 });
    run(g, step('preparation.start'));
    expect(c.wage).toBe(2); // Labor Market starts at 2B: minimum L2
  });
});
