/**
 * What each Policy does when it changes (rulebook, Politics Table (7 Policies);
 * components reference §2.3; rules-decisions S22, S27).
 */
import { describe, expect, it } from 'vitest';
import type { Section } from '../../../src/data/common.ts';
import { taxMultiplier } from '../../../src/data/tables.ts';
import { workersIn } from '../../../src/engine/companies/companies.ts';
import { offerOf } from '../../../src/engine/economy/market.ts';
import { publicServiceLimit } from '../../../src/engine/economy/storage.ts';
import type { GameState } from '../../../src/engine/game-state.ts';
import { view } from '../../../src/engine/index.ts';
import { currentTaxMultiplier, setPolicy } from '../../../src/engine/politics/policies.ts';
import { addCompany, ctx, newGame, removeWorkers, runPreparation, staff, unemployed } from '../helpers.ts';

function publicCards(g: GameState) {
  return g.companies
    .filter((c) => c.owner === 'state')
    .sort((a, b) => (a.publicSlot ?? 0) - (b.publicSlot ?? 0))
    .map((c) => c.card);
}

describe('Policy 1 Fiscal Policy (rulebook, Politics Table 1)', () => {
  it('growing C → B reveals row 2, the Treasury pays each Company’s cost, Wages start at the Labor Market minimum (rules-decisions S27)', () => {
    const g = newGame(4);
    removeWorkers(g, 'working');
    removeWorkers(g, 'middle');
    const treasury = g.treasury;
    setPolicy(ctx(g), 1, 'B');
    expect(publicCards(g)).toEqual([
      'public.university-hospital',
      'public.technical-university',
      'public.national-public-broadcasting',
      'public.public-hospital',
      'public.public-university',
      'public.regional-tv-station',
    ]);
    expect(g.treasury).toBe(treasury - 60);
    expect(g.companies.filter((c) => (c.publicSlot ?? -1) >= 3).every((c) => c.wage === 2)).toBe(true);
  });

  it('growing B → A reveals row 3: 9 Public Companies', () => {
    const g = newGame(4);
    setPolicy(ctx(g), 1, 'B');
    setPolicy(ctx(g), 1, 'A');
    expect(g.companies.filter((c) => c.owner === 'state')).toHaveLength(9);
  });

  it('unemployed Workers that can make a new Public Company operational are assigned and committed, Working Class first (rules-decisions S27)', () => {
    const g = newGame(4);
    removeWorkers(g, 'working');
    removeWorkers(g, 'middle');
    const wc = [...unemployed(g, 'working', 1, 'health'), ...unemployed(g, 'working', 1)];
    const mc = [
      ...unemployed(g, 'middle', 1, 'health'),
      ...unemployed(g, 'middle', 1, 'education'),
      ...unemployed(g, 'middle', 1),
    ];
    setPolicy(ctx(g), 1, 'B');
    const hospital = g.companies.find((c) => c.publicSlot === 3);
    const university = g.companies.find((c) => c.publicSlot === 4);
    const tv = g.companies.find((c) => c.publicSlot === 5);
    if (!hospital || !university || !tv) throw new Error('row 2 not open');
    expect(
      workersIn(g, hospital.id)
        .map((w) => w.id)
        .sort(),
    ).toEqual(wc.map((w) => w.id).sort());
    expect(workersIn(g, hospital.id).every((w) => w.committed)).toBe(true);
    // The Middle Class's remaining education + unskilled Workers staff the University.
    expect(workersIn(g, university.id).every((w) => w.cls === 'middle')).toBe(true);
    expect(workersIn(g, university.id)).toHaveLength(2);
    expect(workersIn(g, tv.id)).toHaveLength(0);
    expect(mc[0]?.at).toBe('unemployed');
  });

  it('shrinking B → C sells row 2 to the Treasury, sends its Workers (even committed) to Unemployed, and trims Public Services to the new limit (rules-decisions S22)', () => {
    const g = newGame(4);
    removeWorkers(g, 'working');
    setPolicy(ctx(g), 1, 'B');
    const hospital = g.companies.find((c) => c.publicSlot === 3);
    if (!hospital) throw new Error('row 2 not open');
    const workers = staff(g, hospital, 'working', ['health', null], true);
    g.publicServices.health = 16;
    expect(publicServiceLimit(g, 'health')).toBe(6 + 4 + 6);
    const treasury = g.treasury;
    setPolicy(ctx(g), 1, 'C');
    expect(g.companies.filter((c) => c.owner === 'state')).toHaveLength(3);
    expect(g.treasury).toBe(treasury + 60);
    expect(workers.every((w) => w.at === 'unemployed' && !w.committed)).toBe(true);
    expect(g.publicServices.health).toBe(12);
  });

  it('a newly opened Public Company is paid even if it takes a Loan (2–3 players: on the Treasury)', () => {
    const g = newGame(3);
    g.treasury = 30;
    setPolicy(ctx(g), 1, 'B');
    expect(g.treasuryLoans).toBe(1);
    expect(g.treasury).toBe(30 + 50 - 60);
  });
});

describe('Policy 2 Labor Market (rulebook, Politics Table 2; components reference §2.3)', () => {
  it('at A only L3 is allowed: owners must raise every lower Wage at once, and those Workers are not committed', () => {
    const g = newGame(4);
    g.policies[2] = 'B';
    setPolicy(ctx(g), 2, 'A');
    const paying = g.companies.filter((c) => c.owner !== 'working');
    expect(paying.every((c) => c.wage === 3)).toBe(true);
    expect(g.workers.some((w) => w.committed)).toBe(false);
  });

  it('moving to C allows every level but changes no Wage', () => {
    const g = newGame(4);
    setPolicy(ctx(g), 2, 'C');
    expect(g.companies.every((c) => c.wage === 2)).toBe(true);
  });
});

describe('Policies 3, 4, 5 and the Tax Multiplier (rulebook, Politics Table 3–5; components reference §2.3)', () => {
  const sections: Section[] = ['A', 'B', 'C'];
  // Expected from the board: base(3) + factor(3) × (mod(4) + mod(5)).
  const base = { A: 3, B: 2, C: 1 };
  const factor = { A: 2, B: 1, C: 0 };
  const mod = { A: 2, B: 1, C: 0 };
  for (const p3 of sections)
    for (const p4 of sections)
      for (const p5 of sections) {
        const expected = base[p3] + factor[p3] * (mod[p4] + mod[p5]);
        it(`3${p3} 4${p4} 5${p5} → Tax Multiplier ${expected}`, () => {
          const g = newGame(4);
          // Reach the combination through setPolicy so the marker follows every change.
          setPolicy(ctx(g), 3, p3);
          setPolicy(ctx(g), 4, p4);
          setPolicy(ctx(g), 5, p5);
          expect(currentTaxMultiplier(g)).toBe(expected);
          expect(view(g, 'public').taxMultiplier).toBe(expected);
        });
      }

  it('only takes the values on the board track: 1, 2, 3, 4, 5, 6, 7, 9, 11', () => {
    const values = new Set<number>();
    for (const p3 of sections)
      for (const p4 of sections)
        for (const p5 of sections) values.add(taxMultiplier({ 3: p3, 4: p4, 5: p5 }));
    expect([...values].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 9, 11]);
  });

  it('Policies 4 and 5 set the State’s Health and Education prices (A free, B 5, C 10)', () => {
    const g = newGame(4);
    for (const [section, price] of [
      ['A', 0],
      ['B', 5],
      ['C', 10],
    ] as const) {
      setPolicy(ctx(g), 4, section === 'A' ? 'B' : section);
      setPolicy(ctx(g), 4, section);
      setPolicy(ctx(g), 5, section === 'A' ? 'B' : section);
      setPolicy(ctx(g), 5, section);
      expect(offerOf(g, 'state', 'health')?.unitPrice).toBe(price);
      expect(offerOf(g, 'state', 'education')?.unitPrice).toBe(price);
    }
  });
});

describe('Policy 6 Foreign Trade (rulebook, Politics Table 6; components reference §2.5)', () => {
  it('import prices: Food 10 and Luxury 6 plus the tariff (A +10/+6, B +5/+3, C none), the tariff paid to the State', () => {
    const g = newGame(4);
    const expected = { A: [20, 12, 10, 6], B: [15, 9, 5, 3], C: [10, 6, 0, 0] };
    for (const s of ['A', 'B', 'C'] as const) {
      g.policies[6] = s;
      const food = offerOf(g, 'foreign', 'food');
      const luxury = offerOf(g, 'foreign', 'luxury');
      expect([food?.unitPrice, luxury?.unitPrice, food?.tariff, luxury?.tariff]).toEqual(expected[s]);
    }
    expect(offerOf(g, 'foreign', 'health')).toBeNull();
    expect(offerOf(g, 'foreign', 'education')).toBeNull();
  });

  for (const [section, deals] of [
    ['A', 0],
    ['B', 1],
    ['C', 2],
  ] as const) {
    it(`at 6${section} the Preparation phase reveals ${deals} Business Deal card${deals === 1 ? '' : 's'} (the others are discarded)`, () => {
      const g = newGame(4);
      g.policies[6] = section;
      g.round = 1;
      runPreparation(g);
      expect(g.decks.deals.revealed).toHaveLength(deals);
    });
  }
});

describe('Policy 7 Immigration (rulebook, Politics Table 7; Preparation Phase)', () => {
  for (const [section, extra] of [
    ['A', 0],
    ['B', 1],
    ['C', 2],
  ] as const) {
    it(`at 7${section} the Working Class gets 2 + ${extra} new Workers and the Middle Class 2 + ${extra}`, () => {
      const g = newGame(4);
      g.policies[7] = section;
      g.round = 1;
      const count = (cls: 'working' | 'middle') => g.workers.filter((w) => w.cls === cls).length;
      const wc = count('working');
      const mc = count('middle');
      runPreparation(g);
      expect(count('working')).toBe(wc + 2 + extra);
      expect(count('middle')).toBe(mc + 2 + extra);
    });
  }
});

describe('Fiscal Policy and a Company added by hand (sanity)', () => {
  it('counts only available Public Companies toward the Public Services limit (production + 6)', () => {
    const g = newGame(4);
    // A Public Company at position 3 while Fiscal is C is not available.
    addCompany(g, 'state', 'public.public-hospital', { publicSlot: 3 });
    expect(publicServiceLimit(g, 'health')).toBe(6 + 6);
    expect(publicServiceLimit(g, 'influence')).toBe(4 + 6);
  });
});
