/**
 * Economy Action cards about Companies. Sources: components reference §2.12 (card list), §3.1 (FAQ: card
 * effects that assign Workers commit them; Exit Strategy only for Companies without Machinery or
 * automation), §3.3 (optional spending never takes a Loan), rulebook (Build Company).
 */
import { describe, expect, it } from 'vitest';
import { companiesOf, workersIn } from '../../../../src/engine/companies/companies.ts';
import { populationOf, unemployedOf } from '../../../../src/engine/workers/workers.ts';
import { labelOf, questionFor } from '../../testing.ts';
import {
  addUnemployed,
  answer,
  C,
  company,
  expectNotPlayable,
  money,
  newGame,
  optionIds,
  place,
  play,
  staffOf,
  turn,
} from './helpers.ts';

const cardsOf = (g: ReturnType<typeof newGame>, owner: 'capitalist' | 'middle') =>
  companiesOf(g, owner).map((c) => c.card);

describe('Small Business Grant and Industrialization (state-funded-build)', () => {
  it('components reference §2.12 Small Business Grant: the Middle Class builds a Pharmacy (16) and the State pays all of it', () => {
    const g = newGame(4);
    g.policies[1] = 'B';
    turn(g, 'middle', 'middle.small-business-grant');
    play(g, 'middle', 'middle.small-business-grant', 'middle.pharmacy');
    expect(cardsOf(g, 'middle')).toContain('middle.pharmacy');
    expect(money(g, 'middle')).toBe(40);
    expect(g.treasury).toBe(104);
    const pharmacy = companiesOf(g, 'middle').find((c) => c.card === 'middle.pharmacy');
    expect(staffOf(g, pharmacy?.id ?? '')).toEqual([
      ['middle', 'health', true],
      ['middle', null, true],
    ]);
    expect(g.classes.state.legitimacy.middle).toBe(3);
  });

  it('components reference §2.12 Small Business Grant: not offered at 1C', () => {
    const g = newGame(4);
    turn(g, 'middle', 'middle.small-business-grant');
    expectNotPlayable(g, 'middle', 'middle.small-business-grant');
  });

  it('components reference §2.12 Industrialization: a Vegetable Farm (15), the Capitalist Class pays 8 and the State 7; only Agriculture or Luxury', () => {
    const g = newGame(4);
    g.policies[1] = 'A';
    turn(g, 'capitalist', 'capitalist.industrialization');
    answer(g, 'capitalist', 'play:capitalist.industrialization#90');
    expect(optionIds(g, 'capitalist')).toEqual([
      'capitalist.automated-grain-farm',
      'capitalist.vegetable-farm',
      'capitalist.fast-food-chain',
    ]);
    answer(g, 'capitalist', 'capitalist.vegetable-farm', '2', 'none');
    expect(cardsOf(g, 'capitalist')).toContain('capitalist.vegetable-farm');
    expect(money(g, 'capitalist')).toBe(112);
    expect(g.treasury).toBe(113);
    expect(g.classes.state.legitimacy.capitalist).toBe(3);
  });

  it('components reference §2.12 Industrialization: not offered at 1C', () => {
    const g = newGame(4);
    turn(g, 'capitalist', 'capitalist.industrialization');
    expectNotPlayable(g, 'capitalist', 'capitalist.industrialization');
  });
});

describe('Land of Opportunity', () => {
  it('components reference §2.12 Land of Opportunity: a Regional Radio Station run by a media-skilled Worker from the Supply', () => {
    const g = newGame(4);
    const supply = g.supply.middle;
    turn(g, 'middle', 'middle.land-of-opportunity');
    play(g, 'middle', 'middle.land-of-opportunity', 'middle.regional-radio-station', '2');
    const radio = companiesOf(g, 'middle').find((c) => c.card === 'middle.regional-radio-station');
    expect(staffOf(g, radio?.id ?? '')).toEqual([['middle', 'media', true]]);
    expect(g.supply.middle).toBe(supply - 1);
    expect(money(g, 'middle')).toBe(20);
    expect(unemployedOf(g, 'middle')).toHaveLength(3);
  });

  it('components reference §2.12 Land of Opportunity: not offered at 7A', () => {
    const g = newGame(4);
    g.policies[7] = 'A';
    turn(g, 'middle', 'middle.land-of-opportunity');
    expectNotPlayable(g, 'middle', 'middle.land-of-opportunity');
  });
});

describe('Investment Opportunities', () => {
  it('components reference §2.12 Investment Opportunities (Middle Class): a Pharmacy from the Market for 16 − 8', () => {
    const g = newGame(4);
    turn(g, 'middle', 'middle.investment-opportunities');
    play(g, 'middle', 'middle.investment-opportunities', 'market', 'middle.pharmacy');
    expect(cardsOf(g, 'middle')).toContain('middle.pharmacy');
    expect(money(g, 'middle')).toBe(32);
  });

  it('components reference §2.12 Investment Opportunities (Middle Class): not offered with no money', () => {
    const g = newGame(4);
    g.classes.middle.money = 0;
    turn(g, 'middle', 'middle.investment-opportunities');
    expectNotPlayable(g, 'middle', 'middle.investment-opportunities');
  });

  it('components reference §2.12 Investment Opportunities (Capitalist Class): a Hospital from the deck for 20 + 10', () => {
    const g = newGame(4);
    const deck = g.decks.companies.capitalist.draw.length;
    turn(g, 'capitalist', 'capitalist.investment-opportunities');
    play(g, 'capitalist', 'capitalist.investment-opportunities', 'deck', 'capitalist.hospital', '2', 'none');
    expect(cardsOf(g, 'capitalist')).toContain('capitalist.hospital');
    expect(money(g, 'capitalist')).toBe(90);
    expect(g.decks.companies.capitalist.draw).toHaveLength(deck - 1);
    expect(g.decks.companies.capitalist.draw).not.toContain('capitalist.hospital');
    expect(g.classes.capitalist.market).toHaveLength(4);
  });

  it('components reference §2.12 Investment Opportunities (Capitalist Class): not offered when nothing is affordable', () => {
    const g = newGame(4);
    // The Fast Food Chain (8) would be free with 10 off, so the Market holds only a dearer card.
    g.classes.capitalist.market = ['capitalist.institute-of-technology'];
    g.classes.capitalist.revenue = 9;
    turn(g, 'capitalist', 'capitalist.investment-opportunities');
    expectNotPlayable(g, 'capitalist', 'capitalist.investment-opportunities');
  });
});

describe('Growing Business', () => {
  it('components reference §2.12 Growing Business: a free Health Storage, then a Pharmacy for 16 − 4', () => {
    const g = newGame(4);
    turn(g, 'middle', 'middle.growing-business');
    play(g, 'middle', 'middle.growing-business', 'health', 'middle.pharmacy');
    expect(g.classes.middle.tiles).toEqual(['health']);
    expect(cardsOf(g, 'middle')).toContain('middle.pharmacy');
    expect(money(g, 'middle')).toBe(28);
  });

  it('components reference §2.12 Growing Business: the build may be skipped; the discount is for that resource only', () => {
    const g = newGame(4);
    turn(g, 'middle', 'middle.growing-business');
    answer(g, 'middle', 'play:middle.growing-business#90', 'food');
    const labels = questionFor(g, 'middle').options.map((o) => labelOf(o));
    expect(labels.some((l) => l.startsWith('Pharmacy — costs 16'))).toBe(true);
    answer(g, 'middle', 'skip');
    expect(g.classes.middle.tiles).toEqual(['food']);
    expect(money(g, 'middle')).toBe(40);
  });

  it('rules-decisions 7.2 Growing Business: with all 6 Storage tiles taken it is still played for its build, at full price', () => {
    const g = newGame(4);
    g.classes.capitalist.tiles = ['food', 'luxury', 'health', 'education'];
    g.classes.middle.tiles = ['food', 'luxury'];
    turn(g, 'middle', 'middle.growing-business');
    play(g, 'middle', 'middle.growing-business', 'middle.pharmacy');
    expect(g.classes.middle.tiles).toEqual(['food', 'luxury']);
    expect(cardsOf(g, 'middle')).toContain('middle.pharmacy');
    expect(money(g, 'middle')).toBe(40 - 16);
  });

  it('rules-decisions 7.2 Growing Business: not offered when no Storage tile can be taken and no Company built', () => {
    const g = newGame(4);
    g.classes.middle.tiles = ['food', 'luxury', 'health', 'education'];
    g.classes.middle.money = 0;
    turn(g, 'middle', 'middle.growing-business');
    expectNotPlayable(g, 'middle', 'middle.growing-business');
  });
});

describe('Business Expansion', () => {
  it('components reference §2.12 Business Expansion: builds 2 Companies (8 + 15), then 2 new cards join the Market', () => {
    const g = newGame(4);
    const deck = g.decks.companies.capitalist.draw.length;
    turn(g, 'capitalist', 'capitalist.business-expansion');
    play(
      g,
      'capitalist',
      'capitalist.business-expansion',
      'capitalist.fast-food-chain',
      '2',
      'none',
      'capitalist.vegetable-farm',
      '2',
      'none',
    );
    expect(money(g, 'capitalist')).toBe(120 - 23);
    expect(cardsOf(g, 'capitalist')).toEqual(
      expect.arrayContaining(['capitalist.fast-food-chain', 'capitalist.vegetable-farm']),
    );
    expect(g.classes.capitalist.market).toHaveLength(4);
    expect(g.decks.companies.capitalist.draw).toHaveLength(deck - 2);
  });

  it('components reference §2.12 Business Expansion: stopping after one build adds one card', () => {
    const g = newGame(4);
    turn(g, 'capitalist', 'capitalist.business-expansion');
    play(g, 'capitalist', 'capitalist.business-expansion', 'capitalist.fast-food-chain', '2', 'none', 'skip');
    expect(money(g, 'capitalist')).toBe(112);
    expect(g.classes.capitalist.market).toHaveLength(4);
  });

  it('components reference §2.12 Business Expansion: not offered when no Company can be paid for', () => {
    const g = newGame(4);
    g.classes.capitalist.revenue = 7;
    turn(g, 'capitalist', 'capitalist.business-expansion');
    expectNotPlayable(g, 'capitalist', 'capitalist.business-expansion');
  });
});

describe('Exit Strategy', () => {
  it('components reference §2.12 / §3.1 FAQ Exit Strategy: a Fast Food Chain (no Machinery icon) sells for 2 × 8', () => {
    const g = newGame(4);
    const farm = place(g, 'capitalist', 'capitalist.fast-food-chain', 'working');
    turn(g, 'capitalist', 'capitalist.exit-strategy');
    answer(g, 'capitalist', 'play:capitalist.exit-strategy#90');
    expect(optionIds(g, 'capitalist')).toEqual([farm.id]);
    answer(g, 'capitalist', farm.id);
    expect(money(g, 'capitalist')).toBe(136);
    expect(cardsOf(g, 'capitalist')).not.toContain('capitalist.fast-food-chain');
    expect(g.decks.companies.capitalist.discard).toContain('capitalist.fast-food-chain');
    expect(unemployedOf(g, 'working')).toHaveLength(5);
  });

  it('components reference §3.1 FAQ Exit Strategy: not offered when every Company has a Machinery icon', () => {
    const g = newGame(4);
    turn(g, 'capitalist', 'capitalist.exit-strategy');
    expectNotPlayable(g, 'capitalist', 'capitalist.exit-strategy');
  });
});

describe('Technological Progress', () => {
  it('components reference §2.12 Technological Progress: 2 Machinery tokens for 45', () => {
    const g = newGame(4);
    turn(g, 'capitalist', 'capitalist.technological-progress');
    play(g, 'capitalist', 'capitalist.technological-progress', '2', C.supermarket, C.shoppingMall);
    expect(money(g, 'capitalist')).toBe(75);
    expect(company(g, C.supermarket).machinery).toBe(true);
    expect(company(g, C.shoppingMall).machinery).toBe(true);
    expect(company(g, C.college).machinery).toBe(false);
  });

  it('components reference §2.12 Technological Progress: 1 Machinery token for 20', () => {
    const g = newGame(4);
    turn(g, 'capitalist', 'capitalist.technological-progress');
    play(g, 'capitalist', 'capitalist.technological-progress', '1', C.clinic);
    expect(money(g, 'capitalist')).toBe(100);
    expect(g.companies.filter((c) => c.machinery).map((c) => c.id)).toEqual([C.clinic]);
  });

  it('components reference §2.12 / §3.3 Technological Progress: not offered with 19', () => {
    const g = newGame(4);
    g.classes.capitalist.revenue = 19;
    turn(g, 'capitalist', 'capitalist.technological-progress');
    expectNotPlayable(g, 'capitalist', 'capitalist.technological-progress');
  });
});

describe('Foreign Recruitment', () => {
  it('components reference §2.12 / §3.1 FAQ Foreign Recruitment: 10 fills the empty Clinic with 2 committed Workers from the Supply', () => {
    const g = newGame(4);
    const supply = g.supply.working;
    turn(g, 'capitalist', 'capitalist.foreign-recruitment');
    play(g, 'capitalist', 'capitalist.foreign-recruitment', `${C.clinic}:working`);
    expect(money(g, 'capitalist')).toBe(110);
    expect(staffOf(g, C.clinic)).toEqual([
      ['working', 'health', true],
      ['working', null, true],
    ]);
    expect(g.supply.working).toBe(supply - 2);
    expect(populationOf(g, 'working')).toBe(4);
  });

  it('components reference §2.12 Foreign Recruitment: not offered at 7A', () => {
    const g = newGame(4);
    g.policies[7] = 'A';
    turn(g, 'capitalist', 'capitalist.foreign-recruitment');
    expectNotPlayable(g, 'capitalist', 'capitalist.foreign-recruitment');
  });
});

describe('Competitive Wages', () => {
  it('components reference §2.12 Competitive Wages: the empty Clinic goes to L3 and takes the 2 Workers of the Public Hospital (2 players)', () => {
    const g = newGame(2);
    // 2 players: c1 Supermarket, c2 Shopping Mall, c3 College, c4 Clinic, c5 Public Hospital, …
    turn(g, 'capitalist', 'capitalist.competitive-wages');
    answer(g, 'capitalist', 'play:capitalist.competitive-wages#90');
    // The College (c3) could take the Public University's (c6) Workers the same way.
    expect(optionIds(g, 'capitalist')).toEqual(['c3:c6', 'c4:c5']);
    answer(g, 'capitalist', 'c4:c5');
    expect(company(g, 'c4').wage).toBe(3);
    expect(staffOf(g, 'c4')).toEqual([
      ['working', 'health', true],
      ['working', null, true],
    ]);
    expect(workersIn(g, 'c5')).toHaveLength(0);
  });

  it('components reference §2.12 Competitive Wages: not offered at 2A', () => {
    const g = newGame(2);
    g.policies[2] = 'A';
    turn(g, 'capitalist', 'capitalist.competitive-wages');
    expectNotPlayable(g, 'capitalist', 'capitalist.competitive-wages');
  });
});

describe('Unemployment Initiative Program', () => {
  it('components reference §2.12 Unemployment Initiative Program (Middle Class): 2 Working Class employees, the State pays 5 each', () => {
    const g = newGame(4);
    turn(g, 'middle', 'middle.unemployment-initiative-program');
    play(
      g,
      'middle',
      'middle.unemployment-initiative-program',
      `co:${C.convenienceStore}`,
      `co:${C.doctorsOffice}`,
    );
    expect(money(g, 'middle')).toBe(50);
    expect(g.treasury).toBe(110);
    expect(staffOf(g, C.convenienceStore).map(([cls]) => cls)).toEqual(['middle', 'working']);
    expect(staffOf(g, C.doctorsOffice).map(([cls]) => cls)).toEqual(['middle', 'working']);
    expect(unemployedOf(g, 'working')).toHaveLength(1);
    expect(g.classes.state.legitimacy.middle).toBe(3);
  });

  it('components reference §2.12 Unemployment Initiative Program (Middle Class): not offered at 4C', () => {
    const g = newGame(4);
    g.policies[4] = 'C';
    turn(g, 'middle', 'middle.unemployment-initiative-program');
    expectNotPlayable(g, 'middle', 'middle.unemployment-initiative-program');
  });

  it('components reference §2.12 Unemployment Initiative Program (Capitalist Class): the Clinic filled by unemployed Middle Class Workers, 5 each from the State', () => {
    const g = newGame(4);
    turn(g, 'capitalist', 'capitalist.unemployment-initiative-program');
    answer(g, 'capitalist', 'play:capitalist.unemployment-initiative-program#90');
    expect(optionIds(g, 'capitalist')).toEqual([`${C.clinic}:middle`]);
    answer(g, 'capitalist', `${C.clinic}:middle`);
    // The unskilled slot: an unskilled or the luxury-skilled Worker.
    const unskilled = questionFor(g, 'capitalist').options.find((o) => labelOf(o).startsWith('Unskilled'));
    answer(g, 'capitalist', unskilled?.id ?? '?');
    expect(staffOf(g, C.clinic)).toEqual([
      ['middle', 'health', true],
      ['middle', null, true],
    ]);
    expect(money(g, 'capitalist')).toBe(130);
    expect(g.treasury).toBe(110);
    expect(g.classes.state.legitimacy.capitalist).toBe(3);
  });

  it('components reference §2.12 Unemployment Initiative Program (Capitalist Class): not offered at 4C', () => {
    const g = newGame(4);
    g.policies[4] = 'C';
    turn(g, 'capitalist', 'capitalist.unemployment-initiative-program');
    expectNotPlayable(g, 'capitalist', 'capitalist.unemployment-initiative-program');
  });

  it('components reference §2.12 Unemployment Initiative Program (State): National Public Broadcasting filled by the Working Class, no payment', () => {
    const g = newGame(4);
    addUnemployed(g, 'working', 1, 'media');
    turn(g, 'state', 'state.unemployment-initiative-program');
    play(g, 'state', 'state.unemployment-initiative-program', `${C.publicBroadcasting}:working`);
    expect(staffOf(g, C.publicBroadcasting)).toEqual([
      ['working', 'media', true],
      ['working', null, true],
      ['working', null, true],
    ]);
    expect(g.treasury).toBe(120);
    expect(unemployedOf(g, 'working')).toHaveLength(1);
  });

  it('components reference §2.12 Unemployment Initiative Program (State): not offered at 4C', () => {
    const g = newGame(4);
    addUnemployed(g, 'working', 1, 'media');
    g.policies[4] = 'C';
    turn(g, 'state', 'state.unemployment-initiative-program');
    expectNotPlayable(g, 'state', 'state.unemployment-initiative-program');
  });
});
