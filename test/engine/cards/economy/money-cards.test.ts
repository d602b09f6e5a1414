/**
 * Economy Action cards that move money, and the cards that make Companies produce. Sources:
 * components reference §2.12 (card list), §3.1 (FAQ: a struck Company cannot produce by card effects, the
 * Middle Class's Extra Shift excepted), §3.3 (Extra Shift cannot be played without the wage money),
 * rulebook (State: "Provide" puts items in the State Benefits area; Receive Benefits).
 */
import { describe, expect, it } from 'vitest';
import { workersIn } from '../../../../src/engine/companies/companies.ts';
import {
  answer,
  C,
  company,
  empty,
  expectNotPlayable,
  hireEmployee,
  money,
  newGame,
  optionIds,
  place,
  play,
  turn,
} from './helpers.ts';

describe('Business Grants', () => {
  it('components reference §2.12 Business Grants (Capitalist Class): 5 per Company (4 → 20), +1 Legitimacy per 3', () => {
    const g = newGame(4);
    g.policies[1] = 'B';
    turn(g, 'capitalist', 'capitalist.business-grants');
    play(g, 'capitalist', 'capitalist.business-grants');
    expect(money(g, 'capitalist')).toBe(140);
    expect(g.treasury).toBe(100);
    expect(g.classes.state.legitimacy.capitalist).toBe(3);
  });

  it('components reference §2.12 Business Grants (Capitalist Class): not offered at 1C', () => {
    const g = newGame(4);
    turn(g, 'capitalist', 'capitalist.business-grants');
    expectNotPlayable(g, 'capitalist', 'capitalist.business-grants');
  });

  it('components reference §2.12 / rulebook Provide: Business Grants (State) puts 20 in the Capitalist State Benefits; Receive Benefits gives the State 1 VP', () => {
    const g = newGame(4);
    g.policies[1] = 'A';
    g.classes.capitalist.benefits = {
      money: 7,
      goods: { food: 1, luxury: 0, health: 0, education: 0 },
      influence: 0,
      cubes: 0,
    };
    turn(g, 'state', 'state.business-grants');
    play(g, 'state', 'state.business-grants');
    expect(g.treasury).toBe(100);
    // What was there before is discarded.
    expect(g.classes.capitalist.benefits).toEqual({
      money: 20,
      goods: { food: 0, luxury: 0, health: 0, education: 0 },
      influence: 0,
      cubes: 0,
    });
    expect(g.classes.state.legitimacy.capitalist).toBe(3);
    const stateVp = g.classes.state.vp;
    turn(g, 'capitalist', 'capitalist.fake-news');
    answer(g, 'capitalist', 'basic:receive-benefits', 'capitalist.fake-news#90');
    expect(money(g, 'capitalist')).toBe(140);
    expect(g.classes.capitalist.benefits).toBeNull();
    expect(g.classes.state.vp).toBe(stateVp + 1);
  });

  it('components reference §2.12 Business Grants (State): not offered at 1C, nor without the money in the Treasury', () => {
    const g = newGame(4);
    turn(g, 'state', 'state.business-grants');
    expectNotPlayable(g, 'state', 'state.business-grants');
    const h = newGame(4);
    h.policies[1] = 'B';
    h.treasury = 19;
    turn(h, 'state', 'state.business-grants');
    expectNotPlayable(h, 'state', 'state.business-grants');
  });
});

describe('COVID-19 Stimulus Package', () => {
  it('components reference §2.12 COVID-19 Stimulus Package: 2 × 5 Workers in Public/Capitalist Companies + 4 × 2 Companies = 18, +1 per 15', () => {
    const g = newGame(4, 'test', { extraActionCards: true });
    turn(g, 'middle', 'middle.covid-19-stimulus-package');
    play(g, 'middle', 'middle.covid-19-stimulus-package');
    expect(money(g, 'middle')).toBe(58);
    expect(g.treasury).toBe(102);
    expect(g.classes.state.legitimacy.middle).toBe(3);
  });

  it('components reference §2.12 COVID-19 Stimulus Package: not offered when it would pay nothing', () => {
    const g = newGame(4, 'test', { extraActionCards: true });
    empty(g, C.shoppingMall);
    empty(g, C.technicalUniversity);
    g.companies = g.companies.filter((c) => c.owner !== 'middle');
    for (const w of g.workers) if (w.cls === 'middle') w.at = 'unemployed';
    turn(g, 'middle', 'middle.covid-19-stimulus-package');
    expectNotPlayable(g, 'middle', 'middle.covid-19-stimulus-package');
  });
});

describe('COVID-19 Vaccine R&D Funding', () => {
  it('components reference §2.12 COVID-19 Vaccine R&D Funding: 15 per operational Healthcare Company (2), +1 Legitimacy each', () => {
    const g = newGame(4, 'test', { extraActionCards: true });
    place(g, 'capitalist', 'capitalist.hospital', 'working');
    place(g, 'capitalist', 'capitalist.pharmaceutical-company', 'middle');
    // The Clinic (no Workers) does not count.
    turn(g, 'capitalist', 'capitalist.covid-19-vaccine-rd-funding');
    play(g, 'capitalist', 'capitalist.covid-19-vaccine-rd-funding');
    expect(money(g, 'capitalist')).toBe(150);
    expect(g.treasury).toBe(90);
    expect(g.classes.state.legitimacy.capitalist).toBe(4);
  });

  it('components reference §2.12 COVID-19 Vaccine R&D Funding: not offered without an operational Healthcare Company', () => {
    const g = newGame(4, 'test', { extraActionCards: true });
    turn(g, 'capitalist', 'capitalist.covid-19-vaccine-rd-funding');
    expectNotPlayable(g, 'capitalist', 'capitalist.covid-19-vaccine-rd-funding');
  });
});

describe('Offshore Companies', () => {
  it('components reference §2.12 Offshore Companies: half of 121 Revenue (rounded down, 60) becomes Capital', () => {
    const g = newGame(4);
    g.classes.capitalist.revenue = 121;
    turn(g, 'capitalist', 'capitalist.offshore-companies');
    play(g, 'capitalist', 'capitalist.offshore-companies');
    expect(g.classes.capitalist.revenue).toBe(61);
    expect(g.classes.capitalist.capital).toBe(60);
  });

  it('components reference §2.12 Offshore Companies: not offered with 1 Revenue (nothing to move)', () => {
    const g = newGame(4);
    g.classes.capitalist.revenue = 1;
    turn(g, 'capitalist', 'capitalist.offshore-companies');
    expectNotPlayable(g, 'capitalist', 'capitalist.offshore-companies');
  });
});

describe('Buy Private Island', () => {
  it('components reference §2.12 Buy Private Island: 50 from Capital to the State for 7 VP', () => {
    const g = newGame(4);
    g.classes.capitalist.capital = 60;
    turn(g, 'capitalist', 'capitalist.buy-private-island');
    const vp = g.classes.capitalist.vp;
    play(g, 'capitalist', 'capitalist.buy-private-island');
    expect(g.classes.capitalist.capital).toBe(10);
    expect(g.classes.capitalist.revenue).toBe(120);
    expect(g.treasury).toBe(170);
    expect(g.classes.capitalist.vp).toBe(vp + 7);
  });

  it('components reference §2.12 Buy Private Island: not offered with 49 Capital, whatever the Revenue', () => {
    const g = newGame(4);
    g.classes.capitalist.capital = 49;
    turn(g, 'capitalist', 'capitalist.buy-private-island');
    expectNotPlayable(g, 'capitalist', 'capitalist.buy-private-island');
  });
});

describe('Extra Shift (Capitalist Class) and Public Sector Overtime (State)', () => {
  it('components reference §2.12 Extra Shift (Capitalist Class): the Supermarket pays 20 in Wages and makes 4 Food', () => {
    const g = newGame(4);
    turn(g, 'capitalist', 'capitalist.extra-shift');
    answer(g, 'capitalist', 'play:capitalist.extra-shift#90');
    // The Clinic has no Workers; every other Company of the Capitalist Class may work.
    expect(optionIds(g, 'capitalist')).toEqual([C.supermarket, C.shoppingMall, C.college]);
    answer(g, 'capitalist', C.supermarket);
    expect(money(g, 'capitalist')).toBe(100);
    expect(money(g, 'working')).toBe(50);
    expect(g.classes.capitalist.storage.food).toBe(5);
  });

  it('components reference §3.1 FAQ / §3.3 Extra Shift (Capitalist Class): not offered when struck or without the Wage money', () => {
    const g = newGame(4);
    company(g, C.supermarket).strike = true;
    company(g, C.shoppingMall).strike = true;
    g.classes.capitalist.revenue = 19;
    turn(g, 'capitalist', 'capitalist.extra-shift');
    // The College's Wage is 20 and the others are struck.
    expectNotPlayable(g, 'capitalist', 'capitalist.extra-shift');
  });

  it('components reference §2.12 Public Sector Overtime (State): the University Hospital works again, the Treasury pays 30', () => {
    const g = newGame(4);
    turn(g, 'state', 'state.public-sector-overtime');
    play(g, 'state', 'state.public-sector-overtime', C.universityHospital);
    expect(g.treasury).toBe(90);
    expect(money(g, 'working')).toBe(60);
    expect(g.publicServices.health).toBe(12);
  });

  it('components reference §3.3 Public Sector Overtime (State): not offered when the Treasury cannot pay the Wage', () => {
    const g = newGame(4);
    g.treasury = 29;
    turn(g, 'state', 'state.public-sector-overtime');
    expectNotPlayable(g, 'state', 'state.public-sector-overtime');
  });
});

describe('Employment Subsidy', () => {
  it('components reference §2.12 Employment Subsidy: 5 for the Convenience Store with its employee, then its Extra Shift (Wage 8, 2 + 1 Food)', () => {
    const g = newGame(4);
    g.policies[1] = 'B';
    hireEmployee(g, company(g, C.convenienceStore));
    turn(g, 'middle', 'middle.employment-subsidy');
    answer(g, 'middle', 'play:middle.employment-subsidy#90');
    expect(optionIds(g, 'middle')).toEqual([C.convenienceStore, 'skip']);
    answer(g, 'middle', C.convenienceStore);
    expect(money(g, 'middle')).toBe(40 + 5 - 8);
    expect(money(g, 'working')).toBe(38);
    expect(g.treasury).toBe(115);
    expect(g.classes.middle.storage.food).toBe(1 + 3);
    expect(workersIn(g, C.convenienceStore).find((w) => w.cls === 'middle')?.committed).toBe(true);
    expect(g.classes.state.legitimacy.middle).toBe(2);
  });

  it('components reference §2.12 Employment Subsidy: not offered at 1C', () => {
    const g = newGame(4);
    hireEmployee(g, company(g, C.convenienceStore));
    turn(g, 'middle', 'middle.employment-subsidy');
    expectNotPlayable(g, 'middle', 'middle.employment-subsidy');
  });
});
