/**
 * The Production Phase: Produce Goods & Services and Cover Needs (rulebook, Production
 * Phase and each class's Production Phase; rules-decisions S13, S21, S30).
 */
import { describe, expect, it } from 'vitest';
import type { WageLevel } from '../../../src/data/common.ts';
import type { GameState } from '../../../src/engine/game-state.ts';
import {
  addCompany,
  answer,
  clearPrivateCompanies,
  companyByCard,
  newGame,
  optionIds,
  questions,
  removeWorkers,
  run,
  staff,
  step,
  unemployed,
  workersAt,
} from '../helpers.ts';
import { promptText, questionFor } from '../testing.ts';

/** A 4-player game with no private Companies and no Workers; the Public Sector has nobody working. */
function blank(players: 2 | 3 | 4 = 4): GameState {
  const g = newGame(players);
  clearPrivateCompanies(g);
  removeWorkers(g, 'working');
  removeWorkers(g, 'middle');
  return g;
}

const produce = (g: GameState) => run(g, step('production.produce'));

describe('Produce: Wages (rulebook, Produce Goods & Services)', () => {
  for (const [level, wage] of [
    [1, 15],
    [2, 20],
    [3, 25],
  ] as Array<[WageLevel, number]>) {
    it(`a Capitalist Supermarket at L${level} pays ${wage} for all its Workers together, to their class, then produces 4 Food`, () => {
      const g = blank();
      const s = addCompany(g, 'capitalist', 'capitalist.supermarket', { wage: level });
      staff(g, s, 'working', ['food', null]);
      g.classes.capitalist.storage.food = 0;
      produce(g);
      expect(g.classes.working.money).toBe(30 + wage);
      expect(g.classes.capitalist.revenue).toBe(120 - wage);
      expect(g.classes.capitalist.storage.food).toBe(4);
    });
  }

  it('pays the Middle Class when its Workers staff the Company', () => {
    const g = blank();
    const mall = addCompany(g, 'capitalist', 'capitalist.shopping-mall');
    staff(g, mall, 'middle', ['luxury', null]);
    produce(g);
    expect(g.classes.middle.money).toBe(40 + 20);
  });

  it('a Company without all its required Workers neither pays nor produces', () => {
    const g = blank();
    addCompany(g, 'capitalist', 'capitalist.supermarket');
    g.classes.capitalist.storage.food = 0;
    produce(g);
    expect(g.classes.capitalist.storage.food).toBe(0);
    expect(g.classes.capitalist.revenue).toBe(120);
  });

  it('the Capitalist Class pays from Revenue, then Capital, then takes a Loan (50 into Capital)', () => {
    const g = blank();
    const s = addCompany(g, 'capitalist', 'capitalist.supermarket');
    staff(g, s, 'working', ['food', null]);
    g.classes.capitalist.revenue = 5;
    g.classes.capitalist.capital = 10;
    produce(g);
    expect(g.classes.capitalist.loans).toBe(1);
    expect(g.classes.capitalist.revenue + g.classes.capitalist.capital).toBe(5 + 10 + 50 - 20);
    expect(g.classes.working.money).toBe(50);
  });

  it('committed Workers stand up again when they produce', () => {
    const g = blank();
    const s = addCompany(g, 'capitalist', 'capitalist.supermarket');
    const workers = staff(g, s, 'working', ['food', null], true);
    produce(g);
    expect(workers.every((w) => !w.committed)).toBe(true);
  });
});

describe('Produce: Machinery and automated Companies (rulebook, Component Anatomy, "Machinery Tokens")', () => {
  it('a Machinery token adds its number to the output, and the Company still needs its Workers', () => {
    const g = blank();
    const mall = addCompany(g, 'capitalist', 'capitalist.shopping-mall', { machinery: true });
    g.classes.capitalist.storage.luxury = 0;
    produce(g);
    expect(g.classes.capitalist.storage.luxury).toBe(0);
    staff(g, mall, 'working', ['luxury', null]);
    produce(g);
    expect(g.classes.capitalist.storage.luxury).toBe(6 + 2);
  });

  it('an automated Company is always operational, needs no Workers and pays no Wage', () => {
    const g = blank();
    addCompany(g, 'capitalist', 'capitalist.car-manufacturer');
    g.classes.capitalist.storage.luxury = 0;
    produce(g);
    expect(g.classes.capitalist.storage.luxury).toBe(5);
    expect(g.classes.capitalist.revenue).toBe(120);
  });

  it('a Capitalist Media Company gives the Capitalist Class Influence', () => {
    const g = blank();
    const radio = addCompany(g, 'capitalist', 'capitalist.radio-station');
    staff(g, radio, 'working', [null, null]);
    produce(g);
    expect(g.classes.capitalist.influence).toBe(1 + 2);
  });
});

describe('Produce: Middle Class Companies (rulebook, Middle Class Production Phase; rules-decisions S13, S21)', () => {
  it('a Company run only by Middle Class Workers pays no Wage', () => {
    const g = blank();
    const pharmacy = addCompany(g, 'middle', 'middle.pharmacy');
    staff(g, pharmacy, 'middle', ['health', null]);
    g.classes.middle.storage.health = 0;
    produce(g);
    expect(g.classes.middle.storage.health).toBe(4);
    expect(g.classes.middle.money).toBe(40);
  });

  it('with a Working Class employee it pays the employee’s Wage and adds the Employee Production Bonus', () => {
    const g = blank();
    const lab = addCompany(g, 'middle', 'middle.medical-laboratory', { wage: 3 });
    staff(g, lab, 'middle', ['health']);
    staff(g, lab, 'working', ['health'], false, 1);
    g.classes.middle.storage.health = 0;
    produce(g);
    expect(g.classes.middle.storage.health).toBe(2 + 4);
    expect(g.classes.middle.money).toBe(40 - 15);
    expect(g.classes.working.money).toBe(30 + 15);
  });

  it('a struck Middle Class Company still makes its base output, but the employee gets no Wage and adds no bonus (rules-decisions S13)', () => {
    const g = blank();
    const office = addCompany(g, 'middle', 'middle.doctors-office');
    staff(g, office, 'middle', ['health']);
    staff(g, office, 'working', [null], false, 1);
    office.strike = true;
    g.classes.middle.storage.health = 0;
    run(g, step('production.strikes'), step('production.produce'));
    expect(g.classes.middle.storage.health).toBe(2);
    expect(g.classes.working.money).toBe(30);
    expect(g.classes.working.influence).toBe(2);
  });

  it('output beyond its Storage (8 each) is lost (rules-decisions S21)', () => {
    const g = blank();
    const pharmacy = addCompany(g, 'middle', 'middle.pharmacy');
    staff(g, pharmacy, 'middle', ['health', null]);
    g.classes.middle.storage.health = 6;
    produce(g);
    expect(g.classes.middle.storage.health).toBe(8);
  });

  it('is paid first for its Workers in others’ Companies (the Capitalist Class produces before it)', () => {
    const g = blank();
    const mall = addCompany(g, 'capitalist', 'capitalist.shopping-mall');
    staff(g, mall, 'middle', ['luxury', null]);
    const lab = addCompany(g, 'middle', 'middle.medical-laboratory', { wage: 3 });
    staff(g, lab, 'middle', ['health']);
    staff(g, lab, 'working', ['health'], false, 1);
    g.classes.middle.money = 0;
    produce(g);
    // 20 in from the Shopping Mall, 15 out to the employee: no Loan.
    expect(g.classes.middle.loans).toBe(0);
    expect(g.classes.middle.money).toBe(5);
  });
});

describe('Produce: Capitalist Storage and the Free Trade Zone (rulebook, Capitalist Class Production Phase)', () => {
  it('Food above 8 overflows into the Free Trade Zone (8), the rest is lost', () => {
    const g = blank();
    for (let i = 0; i < 4; i++) addCompany(g, 'capitalist', 'capitalist.automated-dairy-farm');
    g.classes.capitalist.storage.food = 6;
    g.classes.capitalist.freeTradeZone.food = 7;
    produce(g);
    expect(g.classes.capitalist.storage.food).toBe(8);
    expect(g.classes.capitalist.freeTradeZone.food).toBe(8);
  });

  it('Luxury above 12 overflows into the Free Trade Zone (12); Health above 12 is lost', () => {
    const g = blank();
    addCompany(g, 'capitalist', 'capitalist.car-manufacturer');
    const clinic = addCompany(g, 'capitalist', 'capitalist.clinic');
    staff(g, clinic, 'working', ['health', null]);
    g.classes.capitalist.storage.luxury = 10;
    g.classes.capitalist.storage.health = 10;
    produce(g);
    expect(g.classes.capitalist.storage.luxury).toBe(12);
    expect(g.classes.capitalist.freeTradeZone.luxury).toBe(3);
    expect(g.classes.capitalist.storage.health).toBe(12);
  });

  it('a Storage tile adds room for its resource', () => {
    const g = blank();
    g.classes.capitalist.tiles = ['health'];
    const clinic = addCompany(g, 'capitalist', 'capitalist.clinic');
    staff(g, clinic, 'working', ['health', null]);
    g.classes.capitalist.storage.health = 10;
    produce(g);
    expect(g.classes.capitalist.storage.health).toBe(16);
  });
});

describe('Produce: Public Companies (rulebook, Produce Goods & Services; State Production Phase)', () => {
  it('produce even with 2 or 3 players: Wages from the Treasury, output to the Public Services', () => {
    const g = newGame(3);
    const hospital = companyByCard(g, 'public.university-hospital');
    expect(workersAt(g, hospital)).toHaveLength(3);
    g.publicServices.health = 0;
    const treasury = g.treasury;
    const wc = g.classes.working.money;
    run(g, step('production.produce'));
    expect(g.publicServices.health).toBe(6);
    // The University Hospital (WC) and the Technical University (MC) pay 30 each at L2.
    expect(g.treasury).toBe(treasury - 60);
    expect(g.classes.working.money).toBeGreaterThanOrEqual(wc + 30);
  });

  it('each Public Service holds at most the production of the available Public Companies + 6; the excess is lost', () => {
    const g = newGame(4);
    g.publicServices.health = 10;
    run(g, step('production.produce'));
    expect(g.publicServices.health).toBe(12);
  });

  it('the limit counts available Public Companies even when they do not operate (components reference §2.5)', () => {
    const g = newGame(4);
    // National Public Broadcasting starts empty: limit 4 + 6 = 10.
    g.publicServices.influence = 10;
    run(g, step('production.produce'));
    expect(g.publicServices.influence).toBe(10);
  });

  it('an empty Treasury with 2–3 players takes a Loan onto the Treasury to pay Wages', () => {
    const g = newGame(2);
    g.treasury = 10;
    run(g, step('production.produce'));
    expect(g.treasuryLoans).toBe(1);
    expect(g.treasury).toBeGreaterThanOrEqual(0);
  });
});

describe('Produce: the Working Class (rulebook, Working Class Production Phase)', () => {
  it('a Cooperative Farm produces 2 Food into Goods & Services, with no Wage', () => {
    const g = blank();
    const farm = addCompany(g, 'working', 'cooperative.farm');
    staff(g, farm, 'working', [null, null, null]);
    produce(g);
    expect(g.classes.working.goods.food).toBe(2);
    expect(g.classes.working.money).toBe(30);
  });

  it('each Trade Union gives 1 Influence; union Workers are paid nothing', () => {
    const g = blank();
    for (const skill of ['health', 'media'] as const) {
      const [w] = unemployed(g, 'working', 1, skill);
      if (w) w.at = 'union';
    }
    produce(g);
    expect(g.classes.working.influence).toBe(3);
    expect(g.classes.working.money).toBe(30);
  });
});

describe('Cover Needs (rulebook, Production Phase; rules-decisions S30)', () => {
  const cover = (g: GameState) =>
    run(g, step('needs.eat', { seat: 'middle' }), step('needs.eat', { seat: 'working' }));

  it('the Working Class eats Food from its Goods & Services first, then must buy the rest (Food = Population)', () => {
    const g = newGame(4);
    g.classes.working.goods.food = 1;
    cover(g);
    // The Middle Class has 1 Food in Storage and needs 3: asked first (reverse player order).
    const q = questionFor(g, 'middle');
    expect(q.kind).toBe('needs.buy');
    answer(g, 'middle', 'foreign');
    expect(g.classes.middle.money).toBe(40 - 2 * 15);
    expect(promptText(questionFor(g, 'working'))).toContain('2 more Food');
    expect(optionIds(g, 'working').sort()).toEqual(['capitalist', 'foreign'].sort());
    answer(g, 'working', 'capitalist');
    // The Capitalist Class has 1 Food at 12 (money to Revenue); 1 more is needed.
    expect(g.classes.capitalist.revenue).toBe(132);
    answer(g, 'working', 'foreign');
    expect(g.classes.working.goods.food).toBe(0);
    expect(g.classes.working.money).toBe(30 - 12 - 15);
  });

  it('the Middle Class eats from Goods & Services, then its Storage, before buying (rules-decisions S30)', () => {
    const g = newGame(4);
    g.classes.middle.goods.food = 1;
    g.classes.middle.storage.food = 5;
    g.classes.working.goods.food = 3;
    cover(g);
    expect(g.classes.middle.goods.food).toBe(0);
    expect(g.classes.middle.storage.food).toBe(3);
    expect(questions(g)).toHaveLength(0);
  });

  it('a class that cannot pay takes a Loan (Cover Needs is mandatory)', () => {
    const g = newGame(4);
    g.classes.middle.storage.food = 3;
    g.classes.working.money = 5;
    cover(g);
    answer(g, 'working', 'foreign');
    expect(g.classes.working.loans).toBe(1);
    expect(g.classes.working.money).toBe(5 + 50 - 45);
  });

  it('Foreign Market Food carries the tariff, which goes to the State', () => {
    const g = newGame(4);
    g.classes.middle.storage.food = 3;
    g.policies[6] = 'A';
    const treasury = g.treasury;
    cover(g);
    answer(g, 'working', 'foreign');
    expect(g.classes.working.money).toBe(30 + 50 - 60);
    expect(g.treasury).toBe(treasury + 30);
  });

  it('a Population of 4 needs 4 Food', () => {
    const g = newGame(4);
    g.classes.middle.storage.food = 3;
    unemployed(g, 'working', 2);
    g.classes.working.goods.food = 4;
    cover(g);
    expect(g.classes.working.goods.food).toBe(0);
  });
});
