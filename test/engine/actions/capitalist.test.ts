/**
 * The Capitalist Class's Basic and Free Actions (rulebook, Capitalist Class).
 */
import { describe, expect, it } from 'vitest';
import { allowedWages, wageCanChange } from '../../../src/engine/companies/build-and-sell.ts';
import { storageLimit } from '../../../src/engine/economy/storage.ts';
import { emptyCompany } from '../../../src/engine/workers/workers.ts';
import {
  addCompany,
  answer,
  basic,
  companyByCard,
  free,
  menu,
  newGame,
  optionIds,
  removeWorkers,
  staff,
  unemployed,
  workersAt,
} from '../helpers.ts';
import { labelOf, questionFor } from '../testing.ts';

describe('Build Company (rulebook, Capitalist Class Basic Actions)', () => {
  it('takes a Company from the Market, pays from Revenue then Capital, sets a Wage the Labor Market allows, and may staff it with one class’s available Workers (committed)', () => {
    const g = newGame(4);
    g.classes.capitalist.market = ['capitalist.hotel', 'capitalist.car-manufacturer'];
    g.classes.capitalist.revenue = 10;
    g.classes.capitalist.capital = 20;
    removeWorkers(g, 'working');
    const workers = unemployed(g, 'working', 3);
    basic(g, 'capitalist', 'build-company-capitalist');
    // Car Manufacturer costs 45: too dear.
    expect(optionIds(g, 'capitalist')).toEqual(['capitalist.hotel']);
    answer(g, 'capitalist', 'capitalist.hotel');
    expect(g.classes.capitalist.revenue).toBe(0);
    expect(g.classes.capitalist.capital).toBe(15);
    expect(optionIds(g, 'capitalist')).toEqual(['2', '3']);
    answer(g, 'capitalist', '3');
    const hotel = companyByCard(g, 'capitalist.hotel');
    expect(hotel.wage).toBe(3);
    // The Middle Class's 3 unemployed include skilled Workers; either class could fill 3 unskilled slots.
    expect(optionIds(g, 'capitalist')).toContain('working');
    answer(g, 'capitalist', 'working');
    expect(
      workersAt(g, hotel)
        .map((w) => w.id)
        .sort(),
    ).toEqual(workers.map((w) => w.id).sort());
    expect(workersAt(g, hotel).every((w) => w.committed)).toBe(true);
    expect(g.classes.capitalist.market).toEqual(['capitalist.car-manufacturer']);
  });

  it('may leave the new Company empty', () => {
    const g = newGame(4);
    g.classes.capitalist.market = ['capitalist.fast-food-chain'];
    basic(g, 'capitalist', 'build-company-capitalist');
    answer(g, 'capitalist', 'capitalist.fast-food-chain', '2', 'none');
    expect(workersAt(g, companyByCard(g, 'capitalist.fast-food-chain'))).toHaveLength(0);
  });

  it('at 2A the only Wage allowed is L3, so no Wage question is asked; at 2C all three are offered', () => {
    const g = newGame(4);
    g.policies[2] = 'A';
    g.classes.capitalist.market = ['capitalist.fast-food-chain'];
    basic(g, 'capitalist', 'build-company-capitalist');
    answer(g, 'capitalist', 'capitalist.fast-food-chain');
    expect(companyByCard(g, 'capitalist.fast-food-chain').wage).toBe(3);
    const g2 = newGame(4);
    g2.policies[2] = 'C';
    g2.classes.capitalist.market = ['capitalist.fast-food-chain'];
    basic(g2, 'capitalist', 'build-company-capitalist');
    answer(g2, 'capitalist', 'capitalist.fast-food-chain');
    expect(optionIds(g2, 'capitalist')).toEqual(['1', '2', '3']);
  });

  it('an automated Company needs no Workers and no Wage', () => {
    const g = newGame(4);
    g.classes.capitalist.market = ['capitalist.automated-grain-farm'];
    basic(g, 'capitalist', 'build-company-capitalist');
    answer(g, 'capitalist', 'capitalist.automated-grain-farm');
    expect(companyByCard(g, 'capitalist.automated-grain-farm')).toBeDefined();
    expect(g.classes.capitalist.revenue).toBe(120 - 25);
  });

  it('holds at most 12 Companies', () => {
    const g = newGame(4);
    g.classes.capitalist.market = ['capitalist.fast-food-chain'];
    for (let i = 0; i < 7; i++) addCompany(g, 'capitalist', 'capitalist.car-manufacturer');
    expect(menu(g, 'capitalist')).toContain('basic:build-company-capitalist');
    addCompany(g, 'capitalist', 'capitalist.car-manufacturer');
    expect(menu(g, 'capitalist')).not.toContain('basic:build-company-capitalist');
  });
});

describe('Sell Company (rulebook, Capitalist Class Basic Actions)', () => {
  it('discards it, its Workers go to Unemployed, the cost is gained (into Revenue); not with committed Workers', () => {
    const g = newGame(4);
    const supermarket = companyByCard(g, 'capitalist.supermarket');
    const college = companyByCard(g, 'capitalist.college');
    for (const w of workersAt(g, college)) w.committed = true;
    const workers = workersAt(g, supermarket);
    basic(g, 'capitalist', 'sell-company-capitalist');
    expect(optionIds(g, 'capitalist')).not.toContain(college.id);
    answer(g, 'capitalist', supermarket.id);
    expect(g.companies).not.toContain(supermarket);
    expect(workers.every((w) => w.at === 'unemployed')).toBe(true);
    expect(g.classes.capitalist.revenue).toBe(120 + 16);
  });
});

describe('Sell to the Foreign Market (rulebook, Capitalist Class Basic Actions)', () => {
  it('uses each transaction once, sells from Storage and the Free Trade Zone, scores no VP (rules-decisions S8)', () => {
    const g = newGame(4);
    g.decks.exports.current = 'export.1'; // Luxury 4→30, 8→55
    g.classes.capitalist.storage.luxury = 2;
    g.classes.capitalist.freeTradeZone.luxury = 10;
    basic(g, 'capitalist', 'sell-foreign');
    expect(optionIds(g, 'capitalist')).toContain('t:2');
    expect(optionIds(g, 'capitalist')).toContain('t:3');
    answer(g, 'capitalist', 't:3', 't:2');
    expect(g.classes.capitalist.freeTradeZone.luxury + g.classes.capitalist.storage.luxury).toBe(0);
    expect(g.classes.capitalist.revenue).toBe(120 + 85);
    expect(g.classes.capitalist.vp).toBe(0);
  });

  it('takes Free Trade Zone goods first (they can only be exported)', () => {
    const g = newGame(4);
    g.decks.exports.current = 'export.1'; // Food 2→20
    g.classes.capitalist.storage.food = 4;
    g.classes.capitalist.freeTradeZone.food = 1;
    basic(g, 'capitalist', 'sell-foreign');
    answer(g, 'capitalist', 't:0');
    expect(g.classes.capitalist.freeTradeZone.food).toBe(0);
    expect(g.classes.capitalist.storage.food).toBe(3);
  });

  it('sells no Influence (the Export card has none)', () => {
    const g = newGame(4);
    g.decks.exports.current = 'export.1';
    g.classes.capitalist.storage = { food: 0, luxury: 0, health: 0, education: 0 };
    g.classes.capitalist.influence = 20;
    expect(menu(g, 'capitalist')).not.toContain('basic:sell-foreign');
  });
});

describe('Make Business Deal (rulebook, Capitalist Class Basic Actions; rules-decisions S29)', () => {
  it('into Storage: pays the cost plus the Policy 6 tariff to the State; into the Free Trade Zone: the cost only', () => {
    const g = newGame(4);
    g.decks.deals.revealed = ['business-deal.1#1']; // 7 Food for 50
    g.classes.capitalist.storage.food = 0;
    const treasury = g.treasury;
    basic(g, 'capitalist', 'business-deal');
    expect(optionIds(g, 'capitalist')).toEqual(['business-deal.1#1|storage', 'business-deal.1#1|zone']);
    answer(g, 'capitalist', 'business-deal.1#1|storage');
    // 6B: 1 per item.
    expect(g.classes.capitalist.revenue).toBe(120 - 57);
    expect(g.treasury).toBe(treasury + 7);
    expect(g.classes.capitalist.storage.food).toBe(7);
    expect(g.decks.deals.revealed).toEqual([]);

    const g2 = newGame(4);
    g2.decks.deals.revealed = ['business-deal.1#1'];
    const t2 = g2.treasury;
    basic(g2, 'capitalist', 'business-deal');
    answer(g2, 'capitalist', 'business-deal.1#1|zone');
    expect(g2.classes.capitalist.revenue).toBe(120 - 50);
    expect(g2.treasury).toBe(t2);
    expect(g2.classes.capitalist.freeTradeZone.food).toBe(7);
  });

  it('pays 2 per item at 6A and nothing at 6C', () => {
    const g = newGame(4);
    g.policies[6] = 'A';
    g.decks.deals.revealed = ['business-deal.8#1']; // 8 Luxury for 30
    basic(g, 'capitalist', 'business-deal');
    answer(g, 'capitalist', 'business-deal.8#1|storage');
    expect(g.classes.capitalist.revenue).toBe(120 - 46);
    const g2 = newGame(4);
    g2.policies[6] = 'C';
    g2.decks.deals.revealed = ['business-deal.8#1'];
    basic(g2, 'capitalist', 'business-deal');
    answer(g2, 'capitalist', 'business-deal.8#1|storage');
    expect(g2.classes.capitalist.revenue).toBe(120 - 30);
  });
});

describe('Lobby, Political Pressure, Pay Off Loan (rulebook, Capitalist Class Basic Actions)', () => {
  it('Lobby spends 30 from Capital (not Revenue) for 3 Influence', () => {
    const g = newGame(4);
    expect(menu(g, 'capitalist')).not.toContain('basic:lobby');
    g.classes.capitalist.capital = 30;
    basic(g, 'capitalist', 'lobby');
    expect(g.classes.capitalist.capital).toBe(0);
    expect(g.classes.capitalist.revenue).toBe(120);
    expect(g.classes.capitalist.influence).toBe(4);
  });

  it('Political Pressure adds 3 blue cubes', () => {
    const g = newGame(4);
    basic(g, 'capitalist', 'political-pressure');
    expect(g.bag.capitalist).toBe(11);
  });

  it('Pay Off Loan takes 50 from Capital only', () => {
    const g = newGame(4);
    g.classes.capitalist.loans = 1;
    expect(menu(g, 'capitalist')).not.toContain('basic:pay-off-loan');
    g.classes.capitalist.capital = 50;
    basic(g, 'capitalist', 'pay-off-loan');
    expect(g.classes.capitalist.loans).toBe(0);
    expect(g.classes.capitalist.capital).toBe(0);
    expect(g.classes.capitalist.revenue).toBe(120);
  });
});

describe('Free Actions (rulebook, Capitalist Class Free Actions)', () => {
  it('Adjust Prices changes what buyers pay', () => {
    const g = newGame(4);
    free(g, 'capitalist', 'adjust-prices');
    answer(g, 'capitalist', 'food:0', 'done');
    basic(g, 'working', 'buy-goods');
    answer(g, 'working', 'food', 'capitalist');
    expect(questionFor(g, 'working').options.map(labelOf)[0]).toBe('1 for 9');
  });

  it('Adjust Wages: a raise commits the Workers; the Wage cannot be lowered while Workers are committed, nor below the Labor Market', () => {
    const g = newGame(4);
    const supermarket = companyByCard(g, 'capitalist.supermarket');
    free(g, 'capitalist', 'adjust-wages');
    answer(g, 'capitalist', supermarket.id);
    // 2B: L1 is not allowed.
    expect(optionIds(g, 'capitalist')).toEqual(['3']);
    answer(g, 'capitalist', '3');
    expect(workersAt(g, supermarket).every((w) => w.committed)).toBe(true);

    g.policies[2] = 'C';
    free(g, 'capitalist', 'adjust-wages');
    expect(optionIds(g, 'capitalist')).not.toContain(supermarket.id);
    // An uncommitted Company may be lowered to L1 at 2C.
    const college = companyByCard(g, 'capitalist.college');
    answer(g, 'capitalist', college.id);
    expect(optionIds(g, 'capitalist')).toEqual(['1', '3']);
    answer(g, 'capitalist', '1');
    expect(college.wage).toBe(1);
    expect(workersAt(g, college).some((w) => w.committed)).toBe(false);
  });

  it('Adjust Wages: Middle Class Workers in a Capitalist Company are paid its Wage, so a raise commits them and then holds a cut (base-rulebook.txt, Capitalist Class, Free Actions: "raise commits Workers; … can\'t lower committed")', () => {
    const g = newGame(4);
    const clinic = companyByCard(g, 'capitalist.clinic');
    emptyCompany(g, clinic.id);
    const paid = staff(g, clinic, 'middle', ['health', null]);
    free(g, 'capitalist', 'adjust-wages');
    answer(g, 'capitalist', clinic.id, '3');
    expect(paid.map((w) => w.committed)).toEqual([true, true]);
    free(g, 'capitalist', 'adjust-wages');
    expect(optionIds(g, 'capitalist')).not.toContain(clinic.id);
  });

  it('Adjust Wages offers a Company exactly when its Wage question has a level other than the current one, at every Wage, Labor Market section and commitment (base-rulebook.txt, Capitalist Class, Free Actions: "must abide Labor Market; can\'t lower committed")', () => {
    const g = newGame(4);
    const supermarket = companyByCard(g, 'capitalist.supermarket');
    const answers = new Set<boolean>();
    for (const section of ['A', 'B', 'C'] as const)
      for (const wage of [1, 2, 3] as const)
        for (const committed of [false, true]) {
          g.policies[2] = section;
          supermarket.wage = wage;
          for (const w of workersAt(g, supermarket)) w.committed = committed;
          const another = allowedWages(g, supermarket).some((level) => level !== wage);
          expect(wageCanChange(g, supermarket), `2${section}, L${wage}, committed: ${committed}`).toBe(
            another,
          );
          answers.add(another);
        }
    // Both answers come up: at L3, under 2A or with its Workers committed, no other Wage is allowed.
    expect(answers).toEqual(new Set([true, false]));
  });

  it('Give Bonus: 5 to the Workers of an operational Company, who are then committed', () => {
    const g = newGame(4);
    const mall = companyByCard(g, 'capitalist.shopping-mall');
    const clinic = companyByCard(g, 'capitalist.clinic');
    free(g, 'capitalist', 'give-bonus');
    expect(optionIds(g, 'capitalist')).not.toContain(clinic.id); // empty
    answer(g, 'capitalist', mall.id);
    expect(g.classes.middle.money).toBe(45);
    expect(g.classes.capitalist.revenue).toBe(115);
    expect(workersAt(g, mall).every((w) => w.committed)).toBe(true);
  });

  it('Buy Storage: 20 for one Storage tile, at most one per resource', () => {
    const g = newGame(4);
    free(g, 'capitalist', 'buy-storage');
    answer(g, 'capitalist', 'food');
    expect(g.classes.capitalist.revenue).toBe(100);
    expect(storageLimit(g, 'capitalist', 'food')).toBe(16);
    free(g, 'capitalist', 'buy-storage');
    expect(optionIds(g, 'capitalist')).not.toContain('food');
    expect(optionIds(g, 'capitalist')).toContain('luxury');
  });

  it('Receive Benefits (4 players): goods go to Storage, the State gains 1 VP', () => {
    const g = newGame(4);
    g.classes.capitalist.benefits = {
      money: 0,
      goods: { food: 3, luxury: 0, health: 0, education: 0 },
      influence: 0,
      cubes: 0,
    };
    basic(g, 'capitalist', 'receive-benefits');
    expect(g.classes.capitalist.storage.food).toBe(4);
    expect(g.classes.state.vp).toBe(1);
  });

  it('staffing a new Company: the builder picks the class, which then prefers its unskilled Workers (components reference §3.1)', () => {
    const g = newGame(4);
    removeWorkers(g, 'working');
    removeWorkers(g, 'middle');
    const [skilled] = unemployed(g, 'working', 1, 'media');
    unemployed(g, 'working', 2);
    g.classes.capitalist.market = ['capitalist.fast-food-chain'];
    basic(g, 'capitalist', 'build-company-capitalist');
    answer(g, 'capitalist', 'capitalist.fast-food-chain', '2', 'working');
    expect(skilled?.at).toBe('unemployed');
  });
});

describe('The Market dealt at setup (rulebook, Capitalist and Middle Class Setup; Build Company "choose from Market")', () => {
  it('the Capitalist Class can build the Companies revealed in its Market', () => {
    const g = newGame(4);
    g.classes.capitalist.revenue = 1000;
    expect(g.classes.capitalist.market).toHaveLength(4);
    basic(g, 'capitalist', 'build-company-capitalist');
    expect(optionIds(g, 'capitalist').sort()).toEqual([...g.classes.capitalist.market].sort());
    const pick = optionIds(g, 'capitalist')[0] as string;
    answer(g, 'capitalist', pick);
    expect(g.companies.at(-1)?.card).toBe(pick.split('#')[0]);
    expect(g.classes.capitalist.market).toHaveLength(3);
  });

  it('the Middle Class’s Market holds Middle Class Company cards', () => {
    const g = newGame(4);
    for (const id of g.classes.middle.market) expect(id).toMatch(/^middle\.[a-z-]+(#\d+)?$/);
  });
});

describe('The Free Trade Zone (rulebook, Component Anatomy: its goods may only be sold in the Foreign Market)', () => {
  it('other classes cannot buy Free Trade Zone goods', () => {
    const g = newGame(4);
    g.classes.capitalist.storage.food = 0;
    g.classes.capitalist.freeTradeZone.food = 8;
    basic(g, 'working', 'buy-goods');
    answer(g, 'working', 'food');
    expect(optionIds(g, 'working')).not.toContain('capitalist');
  });
});
