/**
 * Pay Taxes (rulebook, each class's Production Phase "Pay Taxes"; components reference §2.4).
 * All taxes go to the State Treasury.
 */
import { describe, expect, it } from 'vitest';
import type { Section } from '../../../src/data/common.ts';
import { taxBill } from '../../../src/engine/economy/taxes.ts';
import type { GameState } from '../../../src/engine/game-state.ts';
import {
  addCompany,
  clearPrivateCompanies,
  companyByCard,
  newGame,
  removeWorkers,
  run,
  staff,
  step,
  unemployed,
} from '../helpers.ts';

const taxes = (g: GameState) => run(g, step('production.taxes'));

const INCOME: Record<Section, Record<Section, number>> = {
  A: { A: 7, B: 6, C: 5 },
  B: { A: 4, B: 4, C: 4 },
  C: { A: 1, B: 2, C: 3 },
};

describe('Working Class Income Tax (rulebook, Working Class "Pay Taxes"; components reference §2.4)', () => {
  for (const labor of ['A', 'B', 'C'] as const)
    for (const taxation of ['A', 'B', 'C'] as const) {
      const rate = INCOME[labor][taxation];
      it(`2${labor} 3${taxation}: ${rate} per Population value`, () => {
        const g = newGame(4);
        g.policies[2] = labor;
        g.policies[3] = taxation;
        const treasury = g.treasury;
        expect(taxBill(g, 'working').income).toBe(rate * 3);
        g.classes.middle.money = 1000;
        g.classes.capitalist.revenue = 0;
        g.classes.capitalist.capital = 1000;
        taxes(g);
        expect(g.classes.working.money).toBe(30 - rate * 3);
        expect(g.treasury).toBeGreaterThanOrEqual(treasury + rate * 3);
      });
    }

  it('uses the Population value, not the number of Workers (15 Workers → Population 5)', () => {
    const g = newGame(4);
    unemployed(g, 'working', 5);
    expect(taxBill(g, 'working').income).toBe(4 * 5);
  });

  it('a class that cannot pay takes a Loan', () => {
    const g = newGame(4);
    g.classes.working.money = 3;
    taxes(g);
    expect(g.classes.working.loans).toBe(1);
    expect(g.classes.working.money).toBe(3 + 50 - 12);
  });
});

describe('Middle Class taxes (rulebook, Middle Class "Pay Taxes"; components reference §2.4)', () => {
  it('Income Tax = rate × Companies other than its own where its Workers work; Employment Tax = operational Companies × Tax Multiplier', () => {
    const g = newGame(4);
    // Starting board: Middle Class Workers at the Technical University (Public) and the Shopping Mall
    // (Capitalist); its own Convenience Store and Doctor's Office run. 2B 3A: rate 4; TM 5.
    expect(taxBill(g, 'middle')).toEqual({ income: 2 * 4, employment: 2 * 5, corporate: 0 });
    const treasury = g.treasury;
    run(g, step('production.taxes'));
    expect(g.classes.middle.money).toBe(40 - 18);
    expect(g.treasury).toBe(treasury + 55 + 18 + 12);
  });

  it('a non-operational Company of its own pays no Employment Tax', () => {
    const g = newGame(4);
    addCompany(g, 'middle', 'middle.game-store');
    expect(taxBill(g, 'middle').employment).toBe(10);
  });

  it('a Public Company that is no longer available does not count for Income Tax (components reference §3.1 FAQ)', () => {
    const g = newGame(4);
    const extra = addCompany(g, 'state', 'public.public-hospital', { publicSlot: 3 });
    staff(g, extra, 'middle', ['health', null]);
    expect(taxBill(g, 'middle').income).toBe(2 * 4);
  });
});

describe('Capitalist Class taxes (rulebook, Capitalist Class "Pay Taxes"; components reference §2.4)', () => {
  it('Employment Tax = operational Companies (automated ones count, empty ones do not) × Tax Multiplier; Corporate Tax on the Revenue left', () => {
    const g = newGame(4);
    // Supermarket, Shopping Mall and College run; the Clinic is empty. 3 × 5 = 15.
    addCompany(g, 'capitalist', 'capitalist.car-manufacturer');
    expect(taxBill(g, 'capitalist').employment).toBe(4 * 5);
    // 120 − 20 = 100 → band 100–199 at 3A: 40.
    expect(taxBill(g, 'capitalist').corporate).toBe(40);
    run(g, step('production.taxes'));
    expect(g.classes.capitalist.revenue).toBe(60);
  });

  const bands: Array<[number, Record<Section, number>]> = [
    [0, { A: 0, B: 0, C: 0 }],
    [4, { A: 0, B: 0, C: 0 }],
    [5, { A: 1, B: 2, C: 2 }],
    [9, { A: 1, B: 2, C: 2 }],
    [10, { A: 5, B: 5, C: 4 }],
    [24, { A: 5, B: 5, C: 4 }],
    [25, { A: 12, B: 10, C: 7 }],
    [49, { A: 12, B: 10, C: 7 }],
    [50, { A: 24, B: 15, C: 10 }],
    [99, { A: 24, B: 15, C: 10 }],
    [100, { A: 40, B: 30, C: 20 }],
    [199, { A: 40, B: 30, C: 20 }],
    [200, { A: 100, B: 70, C: 40 }],
    [299, { A: 100, B: 70, C: 40 }],
    [300, { A: 160, B: 120, C: 60 }],
    [1000, { A: 160, B: 120, C: 60 }],
  ];
  for (const [revenue, by] of bands)
    for (const s of ['A', 'B', 'C'] as const)
      it(`Corporate Tax at 3${s} on ${revenue} Revenue is ${by[s]}`, () => {
        const g = newGame(4);
        clearPrivateCompanies(g);
        g.policies[3] = s;
        g.classes.capitalist.revenue = revenue;
        expect(taxBill(g, 'capitalist')).toEqual({ income: 0, employment: 0, corporate: by[s] });
      });

  it('Employment Tax comes out of Revenue first, and Corporate Tax is on what is left after it', () => {
    const g = newGame(4);
    removeWorkers(g, 'working');
    g.classes.capitalist.revenue = 30;
    g.classes.capitalist.capital = 100;
    // Shopping Mall (Middle Class) runs: 1 × 5 = 5; 30 − 5 = 25 → 12.
    expect(taxBill(g, 'capitalist')).toEqual({ income: 0, employment: 5, corporate: 12 });
    run(g, step('production.taxes'));
    expect(g.classes.capitalist.revenue).toBe(13);
    expect(g.classes.capitalist.capital).toBe(100);
  });

  it('all taxes go to the Treasury, also with 2 players', () => {
    const g = newGame(2);
    const treasury = g.treasury;
    const cc = taxBill(g, 'capitalist');
    const wc = taxBill(g, 'working');
    run(g, step('production.taxes'));
    expect(g.treasury).toBe(treasury + cc.employment + cc.corporate + wc.income);
    expect(companyByCard(g, 'capitalist.supermarket')).toBeDefined();
  });
});
