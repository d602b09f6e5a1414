/**
 * Economy Action cards that buy Goods & Services. Sources: components reference §2.12 (card list) and
 * §3.1 (FAQ: half-price cards halve the total and round up, 5×5 → 13, the State still scores its
 * welfare-tile VP at 4B/5B; a struck Company cannot produce by a card effect).
 */
import { describe, expect, it } from 'vitest';
import { populationOf } from '../../../../src/engine/workers/workers.ts';
import {
  addUnemployed,
  answer,
  C,
  company,
  expectNotPlayable,
  hireEmployee,
  money,
  newGame,
  optionIds,
  place,
  play,
  turn,
} from './helpers.ts';

describe('Healthcare Benefits and State Scholarship (buy-from-state-half-price)', () => {
  it('components reference §2.12 / §3.1 FAQ Healthcare Benefits (Working Class): 5 Health at 5 cost 13, the State scores 1 VP at 4B', () => {
    const g = newGame(4);
    addUnemployed(g, 'working', 5);
    expect(populationOf(g, 'working')).toBe(5);
    turn(g, 'working', 'working.healthcare-benefits');
    const stateVp = g.classes.state.vp;
    play(g, 'working', 'working.healthcare-benefits', 'health', 'state', '5');
    expect(g.classes.working.goods.health).toBe(5);
    expect(money(g, 'working')).toBe(30 - 13);
    expect(g.treasury).toBe(120 + 13);
    expect(g.publicServices.health).toBe(1);
    expect(g.classes.state.vp).toBe(stateVp + 1);
    expect(g.classes.state.legitimacy.working).toBe(3);
  });

  it('components reference §2.12 Healthcare Benefits (Working Class): not offered at 4A', () => {
    const g = newGame(4);
    g.policies[4] = 'A';
    turn(g, 'working', 'working.healthcare-benefits');
    expectNotPlayable(g, 'working', 'working.healthcare-benefits');
  });

  it('components reference §2.12 Healthcare Benefits (Middle Class): 3 Health at 5 cost 8 (half of 15, rounded up)', () => {
    const g = newGame(4);
    turn(g, 'middle', 'middle.healthcare-benefits');
    play(g, 'middle', 'middle.healthcare-benefits', 'health', 'state', '3');
    expect(g.classes.middle.goods.health).toBe(3);
    expect(money(g, 'middle')).toBe(40 - 8);
    expect(g.treasury).toBe(128);
    expect(g.classes.state.legitimacy.middle).toBe(3);
  });

  it('components reference §2.12 Healthcare Benefits (Middle Class): not offered at 4A', () => {
    const g = newGame(4);
    g.policies[4] = 'A';
    turn(g, 'middle', 'middle.healthcare-benefits');
    expectNotPlayable(g, 'middle', 'middle.healthcare-benefits');
  });

  it('components reference §2.12 / §3.1 FAQ State Scholarship (Working Class): 3 Education at 5B cost 8 and the State scores 1 VP', () => {
    const g = newGame(4);
    g.policies[5] = 'B';
    turn(g, 'working', 'working.state-scholarship');
    const stateVp = g.classes.state.vp;
    play(g, 'working', 'working.state-scholarship', 'education', 'state', '3');
    expect(g.classes.working.goods.education).toBe(3);
    expect(money(g, 'working')).toBe(22);
    expect(g.treasury).toBe(128);
    expect(g.publicServices.education).toBe(3);
    expect(g.classes.state.vp).toBe(stateVp + 1);
    expect(g.classes.state.legitimacy.working).toBe(3);
  });

  it('components reference §2.12 State Scholarship (Working Class): not offered at 5A', () => {
    const g = newGame(4);
    g.policies[5] = 'A';
    turn(g, 'working', 'working.state-scholarship');
    expectNotPlayable(g, 'working', 'working.state-scholarship');
  });

  it('components reference §2.12 State Scholarship (Middle Class): 3 Education at 5C (10 each) cost 15, no welfare VP', () => {
    const g = newGame(4);
    expect(g.policies[5]).toBe('C');
    turn(g, 'middle', 'middle.state-scholarship');
    const stateVp = g.classes.state.vp;
    play(g, 'middle', 'middle.state-scholarship', 'education', 'state', '3');
    expect(money(g, 'middle')).toBe(40 - 15);
    expect(g.treasury).toBe(135);
    expect(g.classes.state.vp).toBe(stateVp);
    expect(g.classes.state.legitimacy.middle).toBe(3);
  });

  it('components reference §2.12 State Scholarship (Middle Class): not offered at 5A', () => {
    const g = newGame(4);
    g.policies[5] = 'A';
    turn(g, 'middle', 'middle.state-scholarship');
    expectNotPlayable(g, 'middle', 'middle.state-scholarship');
  });
});

describe('Boost Domestic Tourism', () => {
  it('components reference §2.12 Boost Domestic Tourism: 3 Luxury at 5 from the Capitalist Class, the buyer pays 8 and the State 7', () => {
    const g = newGame(4);
    g.policies[1] = 'B';
    g.classes.capitalist.storage.luxury = 5;
    g.classes.capitalist.prices.luxury = 0;
    turn(g, 'working', 'working.boost-domestic-tourism');
    play(g, 'working', 'working.boost-domestic-tourism', 'luxury', 'capitalist', '3');
    expect(g.classes.working.goods.luxury).toBe(3);
    expect(money(g, 'working')).toBe(30 - 8);
    expect(g.treasury).toBe(120 - 7);
    expect(g.classes.capitalist.revenue).toBe(120 + 15);
    expect(g.classes.capitalist.storage.luxury).toBe(2);
    expect(g.classes.state.legitimacy.working).toBe(3);
  });

  it('components reference §2.12 Boost Domestic Tourism: only the other players sell, not the State or the Foreign Market', () => {
    const g = newGame(4);
    g.policies[1] = 'A';
    g.classes.state.goods.luxury = 4;
    g.classes.middle.storage.luxury = 2;
    turn(g, 'working', 'working.boost-domestic-tourism');
    answer(g, 'working', 'play:working.boost-domestic-tourism#90', 'luxury');
    expect(optionIds(g, 'working')).toEqual(['capitalist', 'middle']);
  });

  it('components reference §2.12 Boost Domestic Tourism: not offered at 1C', () => {
    const g = newGame(4);
    turn(g, 'working', 'working.boost-domestic-tourism');
    expectNotPlayable(g, 'working', 'working.boost-domestic-tourism');
  });
});

describe('Unemployment Benefits', () => {
  it('components reference §2.12 Unemployment Benefits: 5 per unemployed Worker (3 → 15), +1 Legitimacy per 3, then a purchase from the State', () => {
    const g = newGame(4);
    turn(g, 'working', 'working.unemployment-benefits');
    play(g, 'working', 'working.unemployment-benefits', 'health', 'state', '2');
    expect(money(g, 'working')).toBe(30 + 15 - 10);
    expect(g.treasury).toBe(120 - 15 + 10);
    expect(g.classes.working.goods.health).toBe(2);
    expect(g.classes.state.legitimacy.working).toBe(3);
  });

  it('components reference §2.12 Unemployment Benefits: the purchase may be skipped', () => {
    const g = newGame(4);
    turn(g, 'working', 'working.unemployment-benefits');
    play(g, 'working', 'working.unemployment-benefits', 'skip');
    expect(money(g, 'working')).toBe(45);
    expect(g.classes.working.goods.health).toBe(0);
  });

  it('components reference §2.12 Unemployment Benefits: not offered at 4C', () => {
    const g = newGame(4);
    g.policies[4] = 'C';
    turn(g, 'working', 'working.unemployment-benefits');
    expectNotPlayable(g, 'working', 'working.unemployment-benefits');
  });
});

describe('Supplemental Income Program', () => {
  it('components reference §2.12 Supplemental Income Program (Working Class): 1 per employed Worker, +1 Legitimacy per 10', () => {
    const g = newGame(4);
    // 7 employed at the start (Supermarket 2, College 2, University Hospital 3); 3 more here.
    place(g, 'capitalist', 'capitalist.fast-food-chain', 'working');
    hireEmployee(g, company(g, C.convenienceStore));
    turn(g, 'working', 'working.supplemental-income-program');
    play(g, 'working', 'working.supplemental-income-program', 'skip');
    expect(money(g, 'working')).toBe(30 + 10);
    expect(g.treasury).toBe(110);
    expect(g.classes.state.legitimacy.working).toBe(3);
  });

  it('components reference §2.12 Supplemental Income Program (Working Class): not offered at 2A', () => {
    const g = newGame(4);
    g.policies[2] = 'A';
    turn(g, 'working', 'working.supplemental-income-program');
    expectNotPlayable(g, 'working', 'working.supplemental-income-program');
  });

  it('components reference §2.12 Supplemental Income Program (Middle Class): 2 per Worker in Public and Capitalist Companies, then a purchase', () => {
    const g = newGame(4);
    // Middle Class Workers: Shopping Mall 2 and Technical University 3 count; its own Companies do not.
    turn(g, 'middle', 'middle.supplemental-income-program');
    play(g, 'middle', 'middle.supplemental-income-program', 'food', 'middle', '1');
    expect(money(g, 'middle')).toBe(40 + 10);
    expect(g.treasury).toBe(110);
    expect(g.classes.middle.goods.food).toBe(1);
    expect(g.classes.middle.storage.food).toBe(0);
    expect(g.classes.state.legitimacy.middle).toBe(3);
  });

  it('components reference §2.12 Supplemental Income Program (Middle Class): not offered at 2A', () => {
    const g = newGame(4);
    g.policies[2] = 'A';
    turn(g, 'middle', 'middle.supplemental-income-program');
    expectNotPlayable(g, 'middle', 'middle.supplemental-income-program');
  });

  it('components reference §2.12 Supplemental Income Program (State): provides 1 per employed Worker to the chosen class, +1 per 10 with it', () => {
    const g = newGame(4);
    place(g, 'capitalist', 'capitalist.fast-food-chain', 'working');
    hireEmployee(g, company(g, C.convenienceStore));
    turn(g, 'state', 'state.supplemental-income-program');
    answer(g, 'state', 'play:state.supplemental-income-program#90');
    expect(optionIds(g, 'state')).toEqual(['working', 'middle']);
    answer(g, 'state', 'working');
    expect(g.treasury).toBe(110);
    expect(g.classes.working.benefits?.money).toBe(10);
    expect(money(g, 'working')).toBe(30);
    expect(g.classes.state.legitimacy.working).toBe(3);
  });

  it('components reference §2.12 Supplemental Income Program (State): not offered at 2A', () => {
    const g = newGame(4);
    g.policies[2] = 'A';
    turn(g, 'state', 'state.supplemental-income-program');
    expectNotPlayable(g, 'state', 'state.supplemental-income-program');
  });
});

describe('Rising COVID-19 Cases', () => {
  it('components reference §2.12 Rising COVID-19 Cases: 2 Health free (half of Population 3, rounded up), then Health from two sources', () => {
    const g = newGame(4, 'test', { extraActionCards: true });
    turn(g, 'working', 'working.rising-covid-19-cases');
    const stateVp = g.classes.state.vp;
    play(g, 'working', 'working.rising-covid-19-cases', 'health', 'state', '3', 'middle', '1');
    expect(g.classes.working.goods.health).toBe(2 + 3 + 1);
    expect(money(g, 'working')).toBe(30 - 15 - 8);
    expect(g.publicServices.health).toBe(6 - 2 - 3);
    expect(g.treasury).toBe(135);
    expect(money(g, 'middle')).toBe(48);
    expect(g.classes.state.vp).toBe(stateVp + 1);
    expect(g.classes.state.legitimacy.working).toBe(3);
  });

  it('components reference §2.12 Rising COVID-19 Cases: not offered when there is no Health to take or buy', () => {
    const g = newGame(4, 'test', { extraActionCards: true });
    g.publicServices.health = 0;
    g.classes.middle.storage.health = 0;
    turn(g, 'working', 'working.rising-covid-19-cases');
    expectNotPlayable(g, 'working', 'working.rising-covid-19-cases');
  });
});

describe('Import Subsidy', () => {
  it('components reference §2.12 Import Subsidy: 4 Luxury from the Foreign Market at 6 (no tariff), +1 Legitimacy per 4', () => {
    const g = newGame(4);
    addUnemployed(g, 'middle', 2);
    expect(populationOf(g, 'middle')).toBe(4);
    turn(g, 'middle', 'middle.import-subsidy');
    play(g, 'middle', 'middle.import-subsidy', 'luxury', 'foreign', '4');
    expect(g.classes.middle.goods.luxury).toBe(4);
    expect(money(g, 'middle')).toBe(40 - 24);
    expect(g.treasury).toBe(120);
    expect(g.classes.state.legitimacy.middle).toBe(3);
  });

  it('components reference §2.12 Import Subsidy: not offered at 6C', () => {
    const g = newGame(4);
    g.policies[6] = 'C';
    turn(g, 'middle', 'middle.import-subsidy');
    expectNotPlayable(g, 'middle', 'middle.import-subsidy');
  });
});

describe('Personal Consumption', () => {
  it('components reference §2.12 Personal Consumption: up to 2× Population (6) from one source', () => {
    const g = newGame(4);
    g.classes.middle.money = 100;
    g.classes.capitalist.storage.luxury = 7;
    turn(g, 'middle', 'middle.personal-consumption');
    play(g, 'middle', 'middle.personal-consumption', 'one', 'luxury', 'capitalist', '6');
    expect(g.classes.middle.goods.luxury).toBe(6);
    expect(money(g, 'middle')).toBe(100 - 48);
    expect(g.classes.capitalist.revenue).toBe(168);
  });

  it('components reference §2.12 Personal Consumption: one good from three sources, Population from each', () => {
    const g = newGame(4);
    g.classes.middle.money = 100;
    turn(g, 'middle', 'middle.personal-consumption');
    play(
      g,
      'middle',
      'middle.personal-consumption',
      'many',
      'food',
      'middle',
      '1',
      'capitalist',
      '1',
      'foreign',
      '3',
    );
    expect(g.classes.middle.goods.food).toBe(5);
    expect(money(g, 'middle')).toBe(100 - 12 - 45);
    expect(g.classes.capitalist.revenue).toBe(132);
    expect(g.treasury).toBe(120 + 15);
  });

  it('components reference §2.12 Personal Consumption: not offered when nothing can be bought', () => {
    const g = newGame(4);
    g.classes.middle.money = 0;
    g.classes.middle.storage = { food: 0, luxury: 0, health: 0, education: 0 };
    turn(g, 'middle', 'middle.personal-consumption');
    expectNotPlayable(g, 'middle', 'middle.personal-consumption');
  });
});

describe('Extra Shift (Working Class) and Public Sector Overtime (Middle Class)', () => {
  it('components reference §2.12 Extra Shift (Working Class): the State pays 30 and the University Hospital makes 6 Health; then 3 bought at 5', () => {
    const g = newGame(4);
    turn(g, 'working', 'working.extra-shift');
    const stateVp = g.classes.state.vp;
    play(g, 'working', 'working.extra-shift', C.universityHospital, 'health', 'state', '3');
    expect(g.publicServices.health).toBe(6 + 6 - 3);
    expect(money(g, 'working')).toBe(30 + 30 - 15);
    expect(g.treasury).toBe(120 - 30 + 15);
    expect(g.classes.working.goods.health).toBe(3);
    expect(g.classes.state.vp).toBe(stateVp + 1);
  });

  it('components reference §2.12 / §3.1 FAQ Extra Shift (Working Class): not offered when every operational Public Company is struck', () => {
    const g = newGame(4);
    company(g, C.universityHospital).strike = true;
    company(g, C.technicalUniversity).strike = true;
    turn(g, 'working', 'working.extra-shift');
    expectNotPlayable(g, 'working', 'working.extra-shift');
  });

  it('components reference §2.12 Public Sector Overtime (Middle Class): the State pays its Workers 30, Education up to the limit 12', () => {
    const g = newGame(4);
    turn(g, 'middle', 'middle.public-sector-overtime');
    answer(g, 'middle', 'play:middle.public-sector-overtime#90');
    expect(optionIds(g, 'middle')).toEqual([C.universityHospital, C.technicalUniversity]);
    answer(g, 'middle', C.technicalUniversity, 'skip');
    expect(g.publicServices.education).toBe(12);
    expect(money(g, 'middle')).toBe(70);
    expect(g.treasury).toBe(90);
  });

  it('components reference §2.12 / §3.1 FAQ Public Sector Overtime (Middle Class): not offered when every operational Public Company is struck', () => {
    const g = newGame(4);
    company(g, C.universityHospital).strike = true;
    company(g, C.technicalUniversity).strike = true;
    turn(g, 'middle', 'middle.public-sector-overtime');
    expectNotPlayable(g, 'middle', 'middle.public-sector-overtime');
  });
});

describe('New Theme Park', () => {
  it('components reference §2.12 New Theme Park: 6 × Population 3 = 18 for 1 Prosperity (1 VP)', () => {
    const g = newGame(4);
    turn(g, 'middle', 'middle.new-theme-park');
    const vp = g.classes.middle.vp;
    play(g, 'middle', 'middle.new-theme-park');
    expect(money(g, 'middle')).toBe(22);
    expect(g.classes.middle.prosperity).toBe(1);
    expect(g.classes.middle.vp).toBe(vp + 1);
  });

  it('components reference §2.12 / §3.3 New Theme Park: not offered with 17 (no Loan for an optional payment)', () => {
    const g = newGame(4);
    g.classes.middle.money = 17;
    turn(g, 'middle', 'middle.new-theme-park');
    expectNotPlayable(g, 'middle', 'middle.new-theme-park');
  });
});
