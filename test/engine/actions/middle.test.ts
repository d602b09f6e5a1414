/**
 * The Middle Class's Basic and Free Actions (rulebook, Middle Class).
 */
import { describe, expect, it } from 'vitest';
import { isOperational } from '../../../src/engine/companies/companies.ts';
import type { GameState } from '../../../src/engine/game-state.ts';
import {
  addCompany,
  answer,
  basic,
  companyByCard,
  free,
  menu,
  newGame,
  optionIds,
  questions,
  removeWorkers,
  staff,
  unemployed,
  workersAt,
} from '../helpers.ts';
import { labelOf, questionFor } from '../testing.ts';

/** A 4-player game where the Middle Class has only the Workers a test gives it. */
function bare(): GameState {
  const g = newGame(4);
  removeWorkers(g, 'middle');
  return g;
}

describe('Assign Workers (rulebook, Middle Class Basic Actions: "as Working Class")', () => {
  it('assigns its own Workers to Capitalist or Public Companies, committing them', () => {
    const g = bare();
    unemployed(g, 'middle', 1, 'health');
    unemployed(g, 'middle', 1);
    basic(g, 'middle', 'assign-workers');
    const clinic = companyByCard(g, 'capitalist.clinic');
    answer(g, 'middle', `co:${clinic.id}`);
    expect(workersAt(g, clinic).map((w) => [w.cls, w.committed])).toEqual([
      ['middle', true],
      ['middle', true],
    ]);
  });

  it('moving the Worker who runs one of its Companies makes it non-operational and sends the employee to Unemployed', () => {
    const g = bare();
    const store = companyByCard(g, 'middle.convenience-store');
    const [runner] = staff(g, store, 'middle', ['food']);
    const employee = g.workers.find((w) => w.cls === 'working' && w.at === 'unemployed');
    if (!employee) throw new Error('no unemployed Working Class Worker');
    Object.assign(employee, { at: 'company', company: store.id, slot: 1, committed: false });
    const farm = addCompany(g, 'capitalist', 'capitalist.vegetable-farm');
    unemployed(g, 'middle', 2);
    basic(g, 'middle', 'assign-workers');
    answer(g, 'middle', `co:${farm.id}`);
    for (let q = slotQuestion(g); q; q = slotQuestion(g)) {
      const fromStore = q.options.find((o) => labelOf(o).includes('Convenience Store'));
      answer(g, 'middle', (fromStore ?? q.options[0])?.id as string);
    }
    expect(runner?.company).toBe(farm.id);
    expect(isOperational(g, store)).toBe(false);
    expect(employee.at).toBe('unemployed');
  });

  it('a Middle Class Worker cannot leave a Company whose Working Class employee is committed (components reference §3.1)', () => {
    const g = bare();
    const store = companyByCard(g, 'middle.convenience-store');
    staff(g, store, 'middle', ['food']);
    staff(g, store, 'working', [null], true, 1);
    addCompany(g, 'capitalist', 'capitalist.fast-food-chain');
    expect(menu(g, 'middle')).not.toContain('basic:assign-workers');
  });
});

function slotQuestion(g: GameState) {
  return questions(g).find((q) => q.seat === 'middle' && q.kind === 'assign.slot');
}

describe('Build Company (rulebook, Middle Class Basic Actions)', () => {
  it('builds from its Market with its own available Workers, pays the cost, and may add a Working Class employee at a Wage the Labor Market allows', () => {
    const g = bare();
    g.classes.middle.market = ['middle.game-store', 'middle.pharmacy'];
    unemployed(g, 'middle', 1, 'luxury');
    basic(g, 'middle', 'build-company-middle');
    // The Pharmacy needs a health-skilled and an unskilled Middle Class Worker: not offered.
    expect(optionIds(g, 'middle')).toEqual(['middle.game-store']);
    answer(g, 'middle', 'middle.game-store');
    expect(g.classes.middle.money).toBe(40 - 12);
    // 2B: the employee's Wage is L2 or L3, never L1.
    expect(optionIds(g, 'middle')).toEqual(['2', '3']);
    answer(g, 'middle', '2');
    const store = g.companies.find((c) => c.card === 'middle.game-store');
    if (!store) throw new Error('not built');
    expect(workersAt(g, store).map((w) => [w.cls, w.skill, w.committed])).toEqual([
      ['middle', 'luxury', true],
    ]);
    expect(questionFor(g, 'middle').kind).toBe('build.employee');
    answer(g, 'middle', 'hire');
    expect(
      workersAt(g, store)
        .map((w) => `${w.slot}:${w.cls}`)
        .sort(),
    ).toEqual(['0:middle', '1:working']);
    expect(g.classes.middle.market).toEqual(['middle.pharmacy']);
  });

  it('builds a two-Worker Company with two of its own Workers and no Wage', () => {
    const g = bare();
    g.classes.middle.market = ['middle.pharmacy'];
    unemployed(g, 'middle', 1, 'health');
    unemployed(g, 'middle', 1);
    basic(g, 'middle', 'build-company-middle');
    answer(g, 'middle', 'middle.pharmacy');
    const pharmacy = companyByCard(g, 'middle.pharmacy');
    expect(workersAt(g, pharmacy)).toHaveLength(2);
    expect(g.classes.middle.money).toBe(40 - 16);
  });

  it('holds at most 8 Companies', () => {
    const g = bare();
    g.classes.middle.market = ['middle.game-store'];
    unemployed(g, 'middle', 1, 'luxury');
    expect(menu(g, 'middle')).toContain('basic:build-company-middle');
    for (let i = 0; i < 6; i++) addCompany(g, 'middle', 'middle.tutoring-company');
    expect(menu(g, 'middle')).not.toContain('basic:build-company-middle');
  });

  it('cannot build what it cannot pay for (no Loan for optional spending)', () => {
    const g = bare();
    g.classes.middle.market = ['middle.game-store'];
    g.classes.middle.money = 11;
    unemployed(g, 'middle', 1, 'luxury');
    expect(menu(g, 'middle')).not.toContain('basic:build-company-middle');
  });
});

describe('Sell Company (rulebook, Middle Class Basic Actions)', () => {
  it('discards the Company, its Workers go to Unemployed, and the class gains its cost', () => {
    const g = newGame(4);
    const store = companyByCard(g, 'middle.convenience-store');
    const [runner] = workersAt(g, store);
    basic(g, 'middle', 'sell-company-middle');
    answer(g, 'middle', store.id);
    expect(g.companies).not.toContain(store);
    expect(runner?.at).toBe('unemployed');
    expect(g.classes.middle.money).toBe(40 + 14);
  });

  it('cannot sell a Company with committed Workers', () => {
    const g = newGame(4);
    const store = companyByCard(g, 'middle.convenience-store');
    for (const w of workersAt(g, store)) w.committed = true;
    basic(g, 'middle', 'sell-company-middle');
    expect(optionIds(g, 'middle')).not.toContain(store.id);
  });
});

describe('Sell to the Foreign Market (rulebook, Middle Class Basic Actions)', () => {
  it('sells only from its Storages, each transaction of the Export card once, and scores 1 VP per transaction (rules-decisions S8)', () => {
    const g = newGame(4);
    g.decks.exports.current = 'export.1'; // Food 2→20, 6→55
    g.classes.middle.storage.food = 8;
    basic(g, 'middle', 'sell-foreign');
    expect(optionIds(g, 'middle')).toEqual(['t:0', 't:1']);
    answer(g, 'middle', 't:0', 't:1');
    expect(g.classes.middle.storage.food).toBe(0);
    expect(g.classes.middle.money).toBe(40 + 75);
    expect(g.classes.middle.vp).toBe(2);
  });

  it('cannot export goods from its Goods & Services area', () => {
    const g = newGame(4);
    g.decks.exports.current = 'export.1';
    g.classes.middle.storage = { food: 0, luxury: 0, health: 0, education: 0 };
    g.classes.middle.goods.food = 8;
    expect(menu(g, 'middle')).not.toContain('basic:sell-foreign');
  });
});

describe('Buy Goods & Services (rulebook, Middle Class Basic Actions)', () => {
  it('takes from its own Storage for free, up to Population, and from only one other source that action', () => {
    const g = newGame(4);
    g.classes.middle.storage.health = 5;
    basic(g, 'middle', 'buy-goods');
    answer(g, 'middle', 'health');
    expect(optionIds(g, 'middle')).toContain('middle');
    answer(g, 'middle', 'middle');
    expect(optionIds(g, 'middle')).toEqual(['3', '2', '1']);
    answer(g, 'middle', '3');
    expect(g.classes.middle.goods.health).toBe(3);
    expect(g.classes.middle.storage.health).toBe(2);
    expect(g.classes.middle.money).toBe(40);
    answer(g, 'middle', 'state', '1');
    expect(g.classes.middle.goods.health).toBe(4);
    expect(g.flow.at(-1)?.t).not.toBe('buy.seller');
  });
});

describe('Extra Shift (rulebook, Middle Class Basic Actions)', () => {
  it('a Company with uncommitted Middle Class Workers commits them and produces now, paying its employee’s Wage (with the employee bonus)', () => {
    const g = newGame(4);
    const office = companyByCard(g, 'middle.doctors-office');
    const [employee] = staff(g, office, 'working', [null], false, 1);
    const health = g.classes.middle.storage.health;
    const wc = g.classes.working.money;
    basic(g, 'middle', 'extra-shift');
    answer(g, 'middle', office.id);
    // Doctor's Office: 2 Health + 2 employee bonus; the employee is paid L2 = 8.
    expect(g.classes.middle.storage.health).toBe(health + 4);
    expect(g.classes.middle.money).toBe(40 - 8);
    expect(g.classes.working.money).toBe(wc + 8);
    expect(workersAt(g, office).find((w) => w.cls === 'middle')?.committed).toBe(true);
    expect(employee).toBeDefined();
  });

  it('is not possible with committed Middle Class Workers, or without money for the employee’s Wage', () => {
    const g = newGame(4);
    for (const c of g.companies.filter((x) => x.owner === 'middle'))
      for (const w of workersAt(g, c)) w.committed = true;
    expect(menu(g, 'middle')).not.toContain('basic:extra-shift');
    const g2 = newGame(4);
    for (const c of g2.companies.filter((x) => x.owner === 'middle'))
      staff(g2, c, 'working', [null], false, 1);
    g2.classes.middle.money = 7;
    expect(menu(g2, 'middle')).not.toContain('basic:extra-shift');
  });
});

describe('Political Pressure, Receive Benefits, Pay Off Loan (rulebook, Middle Class Basic Actions)', () => {
  it('Political Pressure adds 3 yellow cubes', () => {
    const g = newGame(4);
    basic(g, 'middle', 'political-pressure');
    expect(g.bag.middle).toBe(11);
  });

  it('Receive Benefits is a Basic Action for the Middle Class (4 players) and gives the State 1 VP', () => {
    const g = newGame(4);
    g.classes.middle.benefits = {
      money: 15,
      goods: { food: 0, luxury: 0, health: 0, education: 0 },
      influence: 0,
      cubes: 0,
    };
    expect(menu(g, 'middle')).not.toContain('free:receive-benefits-free');
    basic(g, 'middle', 'receive-benefits');
    expect(g.classes.middle.money).toBe(55);
    expect(g.classes.state.vp).toBe(1);
  });

  it('Pay Off Loan: 50', () => {
    const g = newGame(4);
    g.classes.middle.loans = 1;
    g.classes.middle.money = 50;
    basic(g, 'middle', 'pay-off-loan');
    expect(g.classes.middle.loans).toBe(0);
    expect(g.classes.middle.money).toBe(0);
  });
});

describe('Free Actions (rulebook, Middle Class Free Actions)', () => {
  it('Use Luxury scores the Middle Class Prosperity track (components reference §2.6: 5 → 6 scores 5)', () => {
    const g = newGame(4);
    g.classes.middle.goods.luxury = 3;
    g.classes.middle.prosperity = 5;
    free(g, 'middle', 'use-luxury');
    expect(g.classes.middle.prosperity).toBe(6);
    expect(g.classes.middle.vp).toBe(5);
  });

  it('Use Healthcare works as for the Working Class: +1 Prosperity, 2 VP and a new unskilled Worker', () => {
    const g = newGame(4);
    g.classes.middle.goods.health = 3;
    const before = g.workers.filter((w) => w.cls === 'middle').length;
    free(g, 'middle', 'use-health');
    expect(g.classes.middle.vp).toBe(1 + 2);
    expect(g.workers.filter((w) => w.cls === 'middle')).toHaveLength(before + 1);
  });

  it('Adjust Prices moves its price markers along the track (Food 9/12/15)', () => {
    const g = newGame(4);
    free(g, 'middle', 'adjust-prices');
    answer(g, 'middle', 'food:2', 'done');
    expect(g.classes.middle.prices.food).toBe(2);
    basic(g, 'working', 'buy-goods');
    answer(g, 'working', 'food', 'middle');
    expect(questionFor(g, 'working').options.map(labelOf)[0]).toBe('1 for 15');
  });

  it('Adjust Wages: raising commits the Workers; never below the Labor Market minimum', () => {
    const g = newGame(4);
    const store = companyByCard(g, 'middle.convenience-store');
    const [employee] = staff(g, store, 'working', [null], false, 1);
    free(g, 'middle', 'adjust-wages');
    answer(g, 'middle', store.id);
    expect(optionIds(g, 'middle')).toEqual(['3']);
    answer(g, 'middle', '3');
    expect(store.wage).toBe(3);
    expect(employee?.committed).toBe(true);
  });

  it('Adjust Wages: a raise commits only the employee who is paid it, not its own Worker, who may still work an Extra Shift (base-rulebook.txt, Capitalist Class, Free Actions: "raise commits Workers"; components.md §3.1 FAQ: only another player\'s raise commits)', () => {
    const g = newGame(4);
    const store = companyByCard(g, 'middle.convenience-store');
    const [runner] = workersAt(g, store);
    const [employee] = staff(g, store, 'working', [null], false, 1);
    free(g, 'middle', 'adjust-wages');
    answer(g, 'middle', store.id, '3');
    expect(employee?.committed).toBe(true);
    expect(runner?.committed).toBe(false);
    basic(g, 'middle', 'extra-shift');
    expect(optionIds(g, 'middle')).toContain(store.id);
  });

  it("Adjust Wages: after an Extra Shift commits only its own Worker, the uncommitted employee's Wage may be lowered (base-rulebook.txt, Capitalist Class, Free Actions: \"can't lower committed\"; Working Class, Assign Workers: committed Workers' Wage may not be lowered)", () => {
    const g = newGame(4);
    const store = companyByCard(g, 'middle.convenience-store');
    store.wage = 3;
    const [employee] = staff(g, store, 'working', [null], false, 1);
    basic(g, 'middle', 'extra-shift');
    answer(g, 'middle', store.id);
    expect(workersAt(g, store).map((w) => [w.cls, w.committed])).toEqual([
      ['middle', true],
      ['working', false],
    ]);
    free(g, 'middle', 'adjust-wages');
    answer(g, 'middle', store.id, '2');
    expect(store.wage).toBe(2);
    expect(employee?.committed).toBe(false);
  });

  it('Adjust Wages: the Wage of a committed employee may not be lowered', () => {
    const g = newGame(4);
    const store = companyByCard(g, 'middle.convenience-store');
    store.wage = 3;
    staff(g, store, 'working', [null], true, 1);
    free(g, 'middle', 'adjust-wages');
    expect(optionIds(g, 'middle')).not.toContain(store.id);
  });

  it('Swap Workers swaps its skilled Worker out of an unskilled slot', () => {
    const g = bare();
    const pharmacy = addCompany(g, 'middle', 'middle.pharmacy');
    const [, skilled] = staff(g, pharmacy, 'middle', ['health', 'food']);
    const [idle] = unemployed(g, 'middle', 1);
    free(g, 'middle', 'swap-workers');
    answer(g, 'middle', `${skilled?.id}:${idle?.id}`);
    expect(idle?.company).toBe(pharmacy.id);
    expect(skilled?.at).toBe('unemployed');
  });
});
