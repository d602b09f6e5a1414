/**
 * Economy Action cards that sell. Sources: components reference §2.12 (card list), §2.8 (Export cards),
 * §2.9 (Business Deals), §3.1 (FAQ Bid Rigging: the State cannot be sold more than it can store
 * but may be forced into a Loan; with 2 players the Luxury goes to the supply).
 */
import { describe, expect, it } from 'vitest';
import { EXPORT_CARDS } from '../../../../src/data/decks.ts';
import { answer, expectNotPlayable, money, newGame, optionIds, play, turn } from './helpers.ts';

describe('Health Crisis and Higher Education Program (sell-to-state)', () => {
  it('components reference §2.12 Health Crisis (Middle Class): 6 Health to the State for 60, +1 Legitimacy per 3', () => {
    const g = newGame(4);
    g.classes.middle.storage.health = 7;
    turn(g, 'middle', 'middle.health-crisis');
    answer(g, 'middle', 'play:middle.health-crisis#90');
    expect(optionIds(g, 'middle')).toEqual(['6', '5', '4', '3', '2', '1']);
    answer(g, 'middle', '6');
    expect(money(g, 'middle')).toBe(100);
    expect(g.treasury).toBe(60);
    expect(g.classes.middle.storage.health).toBe(1);
    expect(g.publicServices.health).toBe(12);
    expect(g.classes.state.legitimacy.middle).toBe(4);
  });

  it('components reference §2.12 Health Crisis (Middle Class): not offered with no Health in Storage', () => {
    const g = newGame(4);
    g.classes.middle.storage.health = 0;
    turn(g, 'middle', 'middle.health-crisis');
    expectNotPlayable(g, 'middle', 'middle.health-crisis');
  });

  it('components reference §2.12 / §3.1 FAQ Health Crisis (Capitalist Class): up to 9, but no more than the Public Services hold (6 of room)', () => {
    const g = newGame(4);
    g.classes.capitalist.storage.health = 9;
    turn(g, 'capitalist', 'capitalist.health-crisis');
    answer(g, 'capitalist', 'play:capitalist.health-crisis#90');
    expect(optionIds(g, 'capitalist')[0]).toBe('6');
    answer(g, 'capitalist', '4');
    expect(money(g, 'capitalist')).toBe(160);
    expect(g.treasury).toBe(80);
    expect(g.publicServices.health).toBe(10);
    expect(g.classes.state.legitimacy.capitalist).toBe(3);
  });

  it('components reference §3.1 FAQ Health Crisis (Capitalist Class): not offered when the Public Services are full', () => {
    const g = newGame(4);
    g.classes.capitalist.storage.health = 9;
    g.publicServices.health = 12;
    turn(g, 'capitalist', 'capitalist.health-crisis');
    expectNotPlayable(g, 'capitalist', 'capitalist.health-crisis');
  });

  it('components reference §2.12 Higher Education Program (Middle Class): 3 Education to the State for 30, +1 Legitimacy', () => {
    const g = newGame(4);
    g.classes.middle.storage.education = 3;
    turn(g, 'middle', 'middle.higher-education-program');
    play(g, 'middle', 'middle.higher-education-program', '3');
    expect(money(g, 'middle')).toBe(70);
    expect(g.treasury).toBe(90);
    expect(g.publicServices.education).toBe(9);
    expect(g.classes.state.legitimacy.middle).toBe(3);
  });

  it('components reference §2.12 Higher Education Program (Middle Class): not offered with no Education in Storage', () => {
    const g = newGame(4);
    turn(g, 'middle', 'middle.higher-education-program');
    expectNotPlayable(g, 'middle', 'middle.higher-education-program');
  });

  it('components reference §2.12 Higher Education Program (Capitalist Class): 2 Education for 20, no Legitimacy under 3', () => {
    const g = newGame(4);
    turn(g, 'capitalist', 'capitalist.higher-education-program');
    play(g, 'capitalist', 'capitalist.higher-education-program', '2');
    expect(money(g, 'capitalist')).toBe(140);
    expect(g.treasury).toBe(100);
    expect(g.classes.capitalist.storage.education).toBe(0);
    expect(g.classes.state.legitimacy.capitalist).toBe(2);
  });

  it('components reference §2.12 Higher Education Program (Capitalist Class): not offered with no Education in Storage', () => {
    const g = newGame(4);
    g.classes.capitalist.storage.education = 0;
    turn(g, 'capitalist', 'capitalist.higher-education-program');
    expectNotPlayable(g, 'capitalist', 'capitalist.higher-education-program');
  });
});

describe('Bid Rigging', () => {
  it('components reference §2.12 / §3.1 FAQ Bid Rigging: 6 Luxury for 60 and 1 Influence; the State takes a Loan to pay', () => {
    const g = newGame(4);
    g.classes.capitalist.storage.luxury = 6;
    g.treasury = 10;
    turn(g, 'capitalist', 'capitalist.bid-rigging');
    play(g, 'capitalist', 'capitalist.bid-rigging', '6');
    expect(money(g, 'capitalist')).toBe(180);
    expect(g.classes.state.loans).toBe(1);
    expect(g.treasury).toBe(0);
    expect(g.classes.state.goods.luxury).toBe(6);
    expect(g.classes.capitalist.influence).toBe(2);
    expect(g.classes.state.legitimacy.capitalist).toBe(4);
  });

  it('components reference §3.1 FAQ Bid Rigging (2 players): the Luxury goes to the supply, the Treasury pays', () => {
    const g = newGame(2);
    turn(g, 'capitalist', 'capitalist.bid-rigging');
    play(g, 'capitalist', 'capitalist.bid-rigging', '2');
    expect(money(g, 'capitalist')).toBe(140);
    expect(g.treasury).toBe(100);
    expect(g.classes.capitalist.storage.luxury).toBe(0);
    expect(g.classes.state.goods.luxury).toBe(0);
    expect(g.classes.capitalist.influence).toBe(2);
  });

  it('components reference §2.12 Bid Rigging: not offered with no Luxury in Storage', () => {
    const g = newGame(4);
    g.classes.capitalist.storage.luxury = 0;
    turn(g, 'capitalist', 'capitalist.bid-rigging');
    expectNotPlayable(g, 'capitalist', 'capitalist.bid-rigging');
  });
});

describe('Foreign Market Insight', () => {
  it('components reference §2.12 Foreign Market Insight (Middle Class): the revealed card becomes current and a transaction is used twice', () => {
    const g = newGame(4);
    const old = g.decks.exports.current as string;
    const next = g.decks.exports.draw.at(-1) as string;
    expect(next).toBe('export.3');
    // export.3: 3 Luxury for 20 (transaction 2).
    expect(EXPORT_CARDS.find((c) => c.id === next)?.transactions[2]).toEqual({
      good: 'luxury',
      amount: 3,
      price: 20,
    });
    g.classes.middle.storage.luxury = 6;
    turn(g, 'middle', 'middle.foreign-market-insight');
    const vp = g.classes.middle.vp;
    answer(g, 'middle', 'play:middle.foreign-market-insight#90');
    expect(optionIds(g, 'middle')).toEqual(['keep', next]);
    answer(g, 'middle', next, 't:2', 't:2');
    // Nothing more can be sold, so the sale ends by itself.
    expect(optionIds(g, 'middle')).not.toContain('t:2');
    expect(g.decks.exports.current).toBe(next);
    expect(g.decks.exports.discard).toEqual([old]);
    expect(money(g, 'middle')).toBe(80);
    expect(g.classes.middle.storage.luxury).toBe(0);
    expect(g.classes.middle.vp).toBe(vp + 2);
  });

  it('components reference §2.12 Foreign Market Insight (Middle Class): not offered with no Export card to reveal and nothing to sell', () => {
    const g = newGame(4);
    g.decks.exports.draw = [];
    g.classes.middle.storage = { food: 0, luxury: 0, health: 0, education: 0 };
    turn(g, 'middle', 'middle.foreign-market-insight');
    expectNotPlayable(g, 'middle', 'middle.foreign-market-insight');
  });

  it('components reference §2.12 Foreign Market Insight (Capitalist Class): 2 cards revealed, the current one kept, both discarded; selling is optional', () => {
    const g = newGame(4);
    const old = g.decks.exports.current;
    const revealed = g.decks.exports.draw.slice(-2).reverse();
    const deck = g.decks.exports.draw.length;
    turn(g, 'capitalist', 'capitalist.foreign-market-insight');
    answer(g, 'capitalist', 'play:capitalist.foreign-market-insight#90');
    expect(optionIds(g, 'capitalist')).toEqual(['keep', ...revealed]);
    answer(g, 'capitalist', 'keep');
    expect(optionIds(g, 'capitalist')).toContain('done');
    answer(g, 'capitalist', 'done');
    expect(g.decks.exports.current).toBe(old);
    expect(g.decks.exports.discard).toEqual(revealed);
    expect(g.decks.exports.draw).toHaveLength(deck - 2);
    expect(money(g, 'capitalist')).toBe(120);
  });

  it('components reference §2.12 Foreign Market Insight (Capitalist Class): not offered with no Export card to reveal and nothing to sell', () => {
    const g = newGame(4);
    g.decks.exports.draw = [];
    g.classes.capitalist.storage = { food: 0, luxury: 0, health: 0, education: 0 };
    turn(g, 'capitalist', 'capitalist.foreign-market-insight');
    expectNotPlayable(g, 'capitalist', 'capitalist.foreign-market-insight');
  });
});

describe('Export Subsidy', () => {
  it('components reference §2.12 Export Subsidy: 3 Health abroad for 25, the State adds 5, and 1 VP', () => {
    const g = newGame(4);
    g.policies[1] = 'B';
    g.classes.middle.storage.health = 3;
    turn(g, 'middle', 'middle.export-subsidy');
    const vp = g.classes.middle.vp;
    // export.15: transaction 4 is 3 Health for 25.
    play(g, 'middle', 'middle.export-subsidy', 't:4');
    expect(money(g, 'middle')).toBe(40 + 25 + 5);
    expect(g.treasury).toBe(115);
    expect(g.classes.middle.vp).toBe(vp + 1);
    expect(g.classes.state.legitimacy.middle).toBe(3);
  });

  it('components reference §2.12 Export Subsidy: not offered at 1C', () => {
    const g = newGame(4);
    g.classes.middle.storage.health = 3;
    turn(g, 'middle', 'middle.export-subsidy');
    expectNotPlayable(g, 'middle', 'middle.export-subsidy');
  });
});

describe('Global Branding and Global Food Crisis (sell-to-foreign-market-plus)', () => {
  it('components reference §2.12 Global Branding: 4 of up to 6 Luxury at 10 each, then done', () => {
    const g = newGame(4);
    g.classes.capitalist.storage.luxury = 8;
    turn(g, 'capitalist', 'capitalist.global-branding');
    answer(g, 'capitalist', 'play:capitalist.global-branding#90');
    expect(optionIds(g, 'capitalist')).toEqual(
      expect.arrayContaining(['extra', 'extra:5', 'extra:4', 'extra:3', 'extra:2', 'extra:1']),
    );
    answer(g, 'capitalist', 'extra:4', 'done');
    expect(money(g, 'capitalist')).toBe(160);
    expect(g.classes.capitalist.storage.luxury).toBe(4);
  });

  it('components reference §2.12 Global Branding: not offered with nothing to export', () => {
    const g = newGame(4);
    g.classes.capitalist.storage = { food: 0, luxury: 0, health: 0, education: 0 };
    turn(g, 'capitalist', 'capitalist.global-branding');
    expectNotPlayable(g, 'capitalist', 'capitalist.global-branding');
  });

  it('components reference §2.12 Global Food Crisis: 4 Food at 15 each, Free Trade Zone first', () => {
    const g = newGame(4);
    g.classes.capitalist.freeTradeZone.food = 3;
    turn(g, 'capitalist', 'capitalist.global-food-crisis');
    play(g, 'capitalist', 'capitalist.global-food-crisis', 'extra', 'done');
    expect(money(g, 'capitalist')).toBe(180);
    expect(g.classes.capitalist.freeTradeZone.food).toBe(0);
    expect(g.classes.capitalist.storage.food).toBe(0);
  });

  it('components reference §2.12 Global Food Crisis: not offered with nothing to export', () => {
    const g = newGame(4);
    g.classes.capitalist.storage = { food: 0, luxury: 0, health: 0, education: 0 };
    turn(g, 'capitalist', 'capitalist.global-food-crisis');
    expectNotPlayable(g, 'capitalist', 'capitalist.global-food-crisis');
  });
});

describe('Foreign Partner', () => {
  it('components reference §2.12 / §2.9 Foreign Partner: 8 Food into the Free Trade Zone for 55, then 3 Food abroad for 30', () => {
    const g = newGame(4);
    turn(g, 'capitalist', 'capitalist.foreign-partner');
    answer(g, 'capitalist', 'play:capitalist.foreign-partner#90');
    expect(optionIds(g, 'capitalist')).toEqual(['business-deal.7#2|storage', 'business-deal.7#2|zone']);
    answer(g, 'capitalist', 'business-deal.7#2|zone');
    // Only Food and Luxury transactions, and selling is optional.
    expect(optionIds(g, 'capitalist')).toEqual(['t:0', 't:1', 't:2', 'done']);
    answer(g, 'capitalist', 't:0', 'done');
    expect(money(g, 'capitalist')).toBe(120 - 55 + 30);
    expect(g.classes.capitalist.freeTradeZone.food).toBe(5);
    expect(g.classes.capitalist.storage.food).toBe(1);
    expect(g.treasury).toBe(120);
  });

  it('components reference §2.12 Foreign Partner: not offered at 6A', () => {
    const g = newGame(4);
    g.policies[6] = 'A';
    turn(g, 'capitalist', 'capitalist.foreign-partner');
    expectNotPlayable(g, 'capitalist', 'capitalist.foreign-partner');
  });
});
