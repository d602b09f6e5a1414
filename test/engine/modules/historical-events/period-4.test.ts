/**
 * Period IV Historical Events (round 4), one test per card with exact numbers — components reference
 * §2.15; "x / y" = 2 players / 3–4 players (rules-decisions S6); State parts rules-decisions S31.
 */
import { describe, expect, it } from 'vitest';
import { COOPERATIVE_FARM } from '../../../../src/data/companies.ts';
import { isOperational } from '../../../../src/engine/companies/companies.ts';
import { offerOf } from '../../../../src/engine/economy/market.ts';
import { companyOutput } from '../../../../src/engine/economy/produce.ts';
import { addCompany, staff } from '../../helpers.ts';
import { answer, forceTurn, optionIds, questionFor, questionsOf } from '../../testing.ts';
import {
  applied,
  beforeReveal,
  endOfActionPhase,
  expectApplied,
  offered,
  reveal,
  trigger,
  withEvent,
} from './helpers.ts';

const AUTOMATED = [
  'capitalist.automated-grain-farm',
  'capitalist.automated-dairy-farm',
  'capitalist.car-manufacturer',
  'capitalist.electronics-manufacturer',
  'capitalist.hotel',
];

describe('Period IV', () => {
  it('Arab Nationalization of Oil: the CC has 9 Companies and (4 players) the State 3 Personal Influence; WC, MC or State (Free Action): the CC gives the State an operational Company in place of a Public Company (non-operational if able); the State −1 with the CC', () => {
    const g = withEvent(4, 'he.arab-oil-nationalization');
    for (const card of AUTOMATED) addCompany(g, 'capitalist', card);
    expect(offered(g, 'middle', 'he.arab-oil-nationalization')).toBe(false);
    g.classes.state.influence = 3;
    expect(offered(g, 'capitalist', 'he.arab-oil-nationalization')).toBe(false);
    expect(offered(g, 'middle', 'he.arab-oil-nationalization')).toBe(true);
    trigger(g, 'middle', 'he.arab-oil-nationalization');
    expect(questionFor(g, 'capitalist').kind).toBe('he.hand-over');
    // Only operational Companies: not the Clinic (c4) or the Hotel (no Workers).
    const offeredIds = optionIds(g, 'capitalist');
    expect(offeredIds).not.toContain('c4');
    answer(g, 'capitalist', 'c1');
    expect(optionIds(g, 'capitalist')).toEqual(['c9']);
    answer(g, 'capitalist', 'c9');
    expect(g.companies.find((c) => c.id === 'c1')?.owner).toBe('state');
    expect(g.publicSector[2]).toBe('capitalist.supermarket');
    expect(g.classes.state.legitimacy.capitalist).toBe(1);
    expect(g.treasury).toBe(120);
    expectApplied(g, 'he.arab-oil-nationalization');
    // 3 players: no State Influence needed; with no idle Public Company an operational one goes.
    const three = withEvent(3, 'he.arab-oil-nationalization');
    for (const card of AUTOMATED) addCompany(three, 'capitalist', card);
    const broadcasting = three.companies.find((c) => c.id === 'c9');
    if (broadcasting) staff(three, broadcasting, 'working', ['media', null, null]);
    trigger(three, 'working', 'he.arab-oil-nationalization');
    answer(three, 'capitalist', 'c1');
    expect(optionIds(three, 'capitalist')).toEqual(['c7', 'c8', 'c9']);
  });

  it('Chinese Economic Reform: 3 Socialist Policies; at the end of the Action phase 1 and 3 one step toward C; the State +30', () => {
    const g = withEvent(2, 'he.chinese-economic-reform');
    endOfActionPhase(g);
    expect(applied(g, 'he.chinese-economic-reform')).toBe(false);
    const r = withEvent(2, 'he.chinese-economic-reform');
    r.policies[2] = 'A';
    r.policies[4] = 'A';
    endOfActionPhase(r);
    // 1C has no step left toward C; 3A moves to 3B.
    expect([r.policies[1], r.policies[3]]).toEqual(['C', 'B']);
    expect(r.treasury).toBe(150);
    expectApplied(r, 'he.chinese-economic-reform');
  });

  it('Asian Tigers Economic Miracle: 6A/6B; CC, MC or State (Free Action): this round CC and MC get 10 from the State for each Company built and each Sell to the Foreign Market (rules-decisions HE9); the State +1 with that class (4 players)', () => {
    const g = withEvent(4, 'he.asian-tigers');
    expect(offered(g, 'working', 'he.asian-tigers')).toBe(false);
    trigger(g, 'capitalist', 'he.asian-tigers');
    forceTurn(g, 'middle');
    answer(g, 'middle', 'basic:build-company-middle', g.classes.middle.hand[0] as string);
    const pharmacy = questionFor(g, 'middle').options.find((o) => o.short === 'Pharmacy');
    answer(g, 'middle', pharmacy?.id as string);
    // 40 − 16 for the Pharmacy + 10 from the State.
    expect(g.classes.middle.money).toBe(34);
    expect(g.treasury).toBe(110);
    expect(g.classes.state.legitimacy.middle).toBe(3);
    expectApplied(g, 'he.asian-tigers');
    const closed = withEvent(4, 'he.asian-tigers');
    closed.policies[6] = 'C';
    expect(offered(closed, 'state', 'he.asian-tigers')).toBe(false);
  });

  it('Invention of the World Wide Web: 3 / 5 operational Education Companies; any player (Free Action): Media +1 this round; the WC upgrades a Worker and gains 1 Influence; CC and MC may export (2 transactions); the State 1 Influence per 2 operational Companies', () => {
    const g = withEvent(4, 'he.world-wide-web');
    expect(offered(g, 'working', 'he.world-wide-web')).toBe(false);
    for (const card of [
      'capitalist.academy',
      'capitalist.university',
      'capitalist.institute-of-technology',
    ]) {
      const c = addCompany(g, 'capitalist', card);
      staff(g, c, 'middle', ['education', ...Array(card === 'capitalist.academy' ? 1 : 2).fill(null)]);
    }
    trigger(g, 'working', 'he.world-wide-web');
    expect(questionFor(g, 'working').kind).toBe('use.upgrade');
    answer(g, 'working', optionIds(g, 'working')[0] as string);
    expect(g.classes.working.influence).toBe(2);
    // The CC and the MC may export, if their Storage fits a transaction; here they decline.
    for (let q = questionsOf(g)[0]; q?.kind === 'he.extra-action'; q = questionsOf(g)[0]) {
      expect(optionIds(g, q.seat)).toEqual(['sell', 'none']);
      answer(g, q.seat, 'none');
    }
    // The State has 2 operational Public Companies → 1 Influence.
    expect(g.classes.state.influence).toBe(2);
    const broadcasting = g.companies.find((c) => c.id === 'c9');
    if (broadcasting) staff(g, broadcasting, 'working', ['media', null, null]);
    expect(broadcasting && companyOutput(g, broadcasting)).toBe(5);
    expectApplied(g, 'he.world-wide-web');
    // 2 players: 3 are enough (the Public University, the College and an Academy).
    const two = withEvent(2, 'he.world-wide-web');
    const college = two.companies.find((c) => c.card === 'capitalist.college');
    if (college) staff(two, college, 'working', ['education', null]);
    const school = addCompany(two, 'capitalist', 'capitalist.academy');
    expect(offered(two, 'working', 'he.world-wide-web')).toBe(false);
    staff(two, school, 'working', ['education', null]);
    expect(isOperational(two, school)).toBe(true);
    expect(offered(two, 'capitalist', 'he.world-wide-web')).toBe(true);
  });

  it('End of Mediterranean Dictatorships: the classes hold 4 / 5 Influence; WC, CC or MC (Free Action): 3 Media Influence leave the Public Services; WC, CC, MC +1 Influence; the State +1 with 2 classes of its choice', () => {
    const g = withEvent(4, 'he.end-of-mediterranean-dictatorships');
    expect(offered(g, 'working', 'he.end-of-mediterranean-dictatorships')).toBe(false);
    // The State's Influence does not count ("the classes").
    g.classes.state.influence = 5;
    expect(offered(g, 'working', 'he.end-of-mediterranean-dictatorships')).toBe(false);
    g.classes.working.influence = 3;
    expect(offered(g, 'state', 'he.end-of-mediterranean-dictatorships')).toBe(false);
    trigger(g, 'capitalist', 'he.end-of-mediterranean-dictatorships');
    expect(g.publicServices.influence).toBe(1);
    expect([g.classes.working.influence, g.classes.middle.influence, g.classes.capitalist.influence]).toEqual(
      [4, 2, 2],
    );
    expect(questionFor(g, 'state').kind).toBe('he.legitimacy');
    expect(optionIds(g, 'state')).toEqual(['working+middle', 'working+capitalist', 'middle+capitalist']);
    answer(g, 'state', 'working+capitalist');
    expect(g.classes.state.legitimacy).toEqual({ working: 3, middle: 2, capitalist: 3 });
    expectApplied(g, 'he.end-of-mediterranean-dictatorships');
    const two = withEvent(2, 'he.end-of-mediterranean-dictatorships');
    two.classes.working.influence = 3;
    expect(offered(two, 'working', 'he.end-of-mediterranean-dictatorships')).toBe(true);
  });

  it('Fall of the Berlin Wall: when revealed Immigration is set to 7C; WC and MC each reveal an Immigration card and add its Worker', () => {
    const g = beforeReveal(4, 'he.fall-of-the-berlin-wall');
    const wc = g.workers.filter((w) => w.cls === 'working').length;
    const mc = g.workers.filter((w) => w.cls === 'middle').length;
    reveal(g);
    expect(g.policies[7]).toBe('C');
    expect(g.workers.filter((w) => w.cls === 'working').length).toBe(wc + 1);
    expect(g.workers.filter((w) => w.cls === 'middle').length).toBe(mc + 1);
    expectApplied(g, 'he.fall-of-the-berlin-wall');
  });

  it('Latin American Debt Crisis: the State has less than 100 and a Loan; CC or State (Basic Action + 1 Influence): 1, 2, 4 one step toward C', () => {
    const g = withEvent(3, 'he.latin-american-debt-crisis');
    g.treasury = 99;
    expect(offered(g, 'capitalist', 'he.latin-american-debt-crisis')).toBe(false);
    g.treasuryLoans = 1;
    g.policies[1] = 'B';
    expect(offered(g, 'capitalist', 'he.latin-american-debt-crisis')).toBe(true);
    g.treasury = 100;
    expect(offered(g, 'capitalist', 'he.latin-american-debt-crisis')).toBe(false);
    g.treasury = 99;
    trigger(g, 'capitalist', 'he.latin-american-debt-crisis');
    expect([g.policies[1], g.policies[2], g.policies[4]]).toEqual(['C', 'C', 'C']);
    expect(g.classes.capitalist.influence).toBe(0);
    expectApplied(g, 'he.latin-american-debt-crisis');
  });

  it('Oil Crisis: when revealed Foreign Market Food costs 15 and Luxury 9 this round (before tariffs); CC and MC set Food and Luxury prices to the highest, unchangeable this round', () => {
    const g = beforeReveal(4, 'he.oil-crisis');
    reveal(g);
    // 6B tariffs on top: see the Foreign Market's offer.
    const food = offerOf(g, 'foreign', 'food');
    const luxury = offerOf(g, 'foreign', 'luxury');
    expect([food && food.unitPrice - food.tariff, luxury && luxury.unitPrice - luxury.tariff]).toEqual([
      15, 9,
    ]);
    expect(g.classes.capitalist.prices).toEqual({ food: 2, luxury: 2, health: 1, education: 1 });
    expect(g.classes.middle.prices).toEqual({ food: 2, luxury: 2, health: 1, education: 1 });
    expect(g.roundFlags.pricesLocked).toEqual({ food: true, luxury: true });
    expectApplied(g, 'he.oil-crisis');
  });

  it('Indian Drought: when revealed every Agriculture Company produces 1 less Food this round', () => {
    const g = beforeReveal(4, 'he.indian-drought');
    reveal(g);
    const market = g.companies.find((c) => c.card === 'capitalist.supermarket');
    const store = g.companies.find((c) => c.card === 'middle.convenience-store');
    expect(market && companyOutput(g, market)).toBe(3);
    // Convenience Store: 2 (no employee) − 1.
    expect(store && companyOutput(g, store)).toBe(1);
    const farm = addCompany(g, 'working', COOPERATIVE_FARM.id);
    staff(g, farm, 'working', [null, null, null]);
    expect(companyOutput(g, farm)).toBe(COOPERATIVE_FARM.output - 1);
    expectApplied(g, 'he.indian-drought');
  });
});
