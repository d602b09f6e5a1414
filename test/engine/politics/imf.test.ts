/**
 * Check IMF and State Loans (rulebook, IMF Intervention, "Loans", Production "Check
 * IMF"; rules-decisions S2, S3, S18, S26).
 */
import { describe, expect, it } from 'vitest';
import { taxBill } from '../../../src/engine/economy/taxes.ts';
import type { GameState } from '../../../src/engine/game-state.ts';
import { currentTaxMultiplier, setPolicy } from '../../../src/engine/politics/policies.ts';
import { answer, ctx, newGame, questions, run, step } from '../helpers.ts';

const imf = (g: GameState) => run(g, step('production.imf'));

describe('Check IMF (rulebook, IMF Intervention; rules-decisions S18)', () => {
  it('does nothing while the State has no more Loans than Fiscal Policy allows (1 at C)', () => {
    const g = newGame(4);
    g.classes.state.loans = 1;
    g.treasury = 0;
    imf(g);
    expect(g.classes.state.loans).toBe(1);
    expect(g.policies[2]).toBe('B');
  });

  it('allows 2 Loans at A and B', () => {
    const g = newGame(4);
    setPolicy(ctx(g), 1, 'B');
    g.classes.state.loans = 2;
    g.treasury = 0;
    imf(g);
    expect(g.classes.state.loans).toBe(2);
    expect(g.policies[1]).toBe('B');
  });

  it('pays off Loans at 55 while it can; the IMF intervenes only if it still holds too many (rules-decisions S18)', () => {
    const g = newGame(4);
    g.classes.state.loans = 2;
    g.treasury = 60;
    imf(g);
    expect(g.classes.state.loans).toBe(1);
    expect(g.treasury).toBe(5);
    expect(g.policies[2]).toBe('B');
  });
});

describe('IMF intervention (rulebook, IMF Intervention; rules-decisions S2)', () => {
  function bankrupt(): GameState {
    const g = newGame(4);
    setPolicy(ctx(g), 1, 'B');
    setPolicy(ctx(g), 1, 'A'); // all 9 Public Companies open
    g.policies = { 1: 'A', 2: 'A', 3: 'C', 4: 'A', 5: 'A', 6: 'A', 7: 'C' };
    for (const c of g.companies) c.wage = 3;
    g.classes.state.loans = 4;
    g.treasury = 60;
    g.bills = {
      3: { owner: 'working', section: 'B' },
      5: { owner: 'working', section: 'B' },
      6: { owner: 'capitalist', section: 'B' },
    };
    g.classes.state.legitimacy = { working: 5, middle: 4, capitalist: 1 };
    g.publicServices = { health: 20, education: 3, influence: 7 };
    return g;
  }

  it('discards every proposed Bill, each owner gaining 1 Influence per Bill', () => {
    const g = bankrupt();
    imf(g);
    expect(g.bills).toEqual({});
    expect(g.classes.working.influence).toBe(1 + 2);
    expect(g.classes.capitalist.influence).toBe(1 + 1);
  });

  it('sets Policies 1–6 to 1C 2C 3A 4B 5C 6B and leaves Policy 7 (rules-decisions S2)', () => {
    const g = bankrupt();
    imf(g);
    expect(g.policies).toEqual({ 1: 'C', 2: 'C', 3: 'A', 4: 'B', 5: 'C', 6: 'B', 7: 'C' });
    expect(currentTaxMultiplier(g)).toBe(5);
  });

  it('sells the Public Companies beyond the new Fiscal Policy and discards Public Services above the new limits', () => {
    const g = bankrupt();
    imf(g);
    expect(g.companies.filter((c) => c.owner === 'state')).toHaveLength(3);
    expect(g.publicServices.health).toBe(6 + 6);
    expect(g.publicServices.influence).toBe(7);
  });

  it('forces every Wage to L1', () => {
    const g = bankrupt();
    imf(g);
    expect(g.companies.filter((c) => c.owner !== 'working').every((c) => c.wage === 1)).toBe(true);
  });

  it('then pays its Loans at 55 each and discards what it still cannot pay', () => {
    const g = bankrupt();
    // 60 + 6 sold Public Companies × 20 = 180 → 3 Loans paid (165), 1 written off.
    imf(g);
    expect(g.classes.state.loans).toBe(0);
    expect(g.treasury).toBe(60 + 120 - 165);
  });

  it('halves all three Legitimacy markers, rounded up', () => {
    const g = bankrupt();
    imf(g);
    expect(g.classes.state.legitimacy).toEqual({ working: 3, middle: 2, capitalist: 1 });
  });

  it('with 2–3 players acts on the Loans on the Treasury', () => {
    const g = newGame(3);
    g.treasuryLoans = 3;
    g.treasury = 0;
    g.policies[2] = 'A';
    imf(g);
    expect(g.treasuryLoans).toBe(0);
    expect(g.policies[2]).toBe('C');
  });

  it('income tax that round still uses the Labor Market from before the IMF (rules-decisions S3); Taxation uses the new section (rules-decisions S26)', () => {
    const g = newGame(4);
    g.policies[2] = 'A';
    g.policies[3] = 'C';
    g.classes.state.loans = 3;
    g.treasury = 0;
    imf(g);
    expect(g.policies[2]).toBe('C');
    expect(g.policies[3]).toBe('A');
    // Rate for 2A (before) and 3A (now): 7 per Population 3.
    expect(taxBill(g, 'working').income).toBe(21);
    const money = g.classes.working.money;
    run(g, step('production.taxes'), step('production.end'));
    expect(g.classes.working.money).toBe(money - 21);
    // After this Production the current Labor Market applies again: 2C 3A = 1.
    expect(taxBill(g, 'working').income).toBe(3);
  });
});

describe('State Loans with 2–3 players (rulebook, Loans)', () => {
  it('the Treasury takes a Loan when it runs out; in Preparation it pays 5 interest and pays off Loans while it has more than 50', () => {
    const g = newGame(3);
    g.treasuryLoans = 2;
    g.treasury = 105;
    g.round = 1;
    run(g, step('preparation.start'));
    for (let i = 0; i < 20; i++) {
      const q = questions(g)[0];
      if (!q) break;
      answer(g, q.seat, q.kind === 'prep.skilled' ? 'food' : 'keep');
    }
    // 105 − 10 interest = 95 > 50 → one paid (45 left, not more than 50).
    expect(g.treasuryLoans).toBe(1);
    expect(g.treasury).toBe(45);
  });

  it('pays no Loan off with exactly 50 ("if it has more than 50")', () => {
    const g = newGame(2);
    g.treasuryLoans = 1;
    g.treasury = 55;
    g.round = 1;
    run(g, step('preparation.start'));
    for (let i = 0; i < 20; i++) {
      const q = questions(g)[0];
      if (!q) break;
      answer(g, q.seat, 'keep');
    }
    expect(g.treasury).toBe(50);
    expect(g.treasuryLoans).toBe(1);
  });
});
