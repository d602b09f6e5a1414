/**
 * Period V Historical Events (round 5), one test per card with exact numbers — components reference
 * §2.15; State parts rules-decisions S31.
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../../src/engine/game-state.ts';
import { applyInPlace } from '../../../../src/engine/index.ts';
import { addCompany, staff } from '../../helpers.ts';
import { answer, forceTurn, optionIds, promptText, questionFor, questionsOf } from '../../testing.ts';
import { applied, beforeReveal, expectApplied, offered, reveal, trigger, withEvent } from './helpers.ts';

const unemployedOf = (g: GameState, cls: 'working' | 'middle') =>
  g.workers.filter((w) => w.cls === cls && w.at === 'unemployed');

/** Everyone but the proposer takes the side given, and every bid is 0. */
function vote(g: GameState, side: 'for' | 'against') {
  for (
    let q = questionsOf(g)[0];
    q && (q.kind === 'vote.side' || q.kind === 'vote.bid');
    q = questionsOf(g)[0]
  )
    for (const each of questionsOf(g)) applyInPlace(g, each.seat, each.kind === 'vote.side' ? side : 'bid:0');
}

describe('Period V', () => {
  it('Elections in Ex-Soviet Countries: when revealed, Immediate Votes cost no Influence this round', () => {
    const g = beforeReveal(4, 'he.ex-soviet-elections');
    reveal(g);
    expect(g.roundFlags.freeImmediateVotes).toBe(true);
    g.classes.middle.influence = 0;
    forceTurn(g, 'middle');
    answer(g, 'middle', 'basic:propose-bill', g.classes.middle.hand[0] as string, '6C');
    expect(optionIds(g, 'middle')).toEqual(['vote', 'wait']);
    expectApplied(g, 'he.ex-soviet-elections');
  });

  it('EU Emissions Trading System: 1A/1B and 3A/3B; WC or State (Free Action): CC and MC pay the State 10 per operational Luxury Company', () => {
    const g = withEvent(4, 'he.eu-emissions-trading');
    expect(offered(g, 'working', 'he.eu-emissions-trading')).toBe(false);
    g.policies[1] = 'B';
    expect(offered(g, 'capitalist', 'he.eu-emissions-trading')).toBe(false);
    const store = addCompany(g, 'middle', 'middle.jewelry-store');
    staff(g, store, 'middle', ['luxury', null]);
    addCompany(g, 'middle', 'middle.game-store');
    trigger(g, 'state', 'he.eu-emissions-trading');
    // CC: the Shopping Mall; MC: the Jewelry Store (the Game Store has no Workers).
    expect(g.classes.capitalist.revenue).toBe(110);
    expect(g.classes.middle.money).toBe(30);
    expect(g.treasury).toBe(140);
    expectApplied(g, 'he.eu-emissions-trading');
  });

  it('US Financial Crisis: 2 Loans in all; when revealed 2 and 3 toward C; everyone gets 10 from the State; CC and MC discard an operational Company, which the State may save for half its cost (+1 with the owner; rules-decisions HE14); the State −1 with 2 classes', () => {
    const g = beforeReveal(4, 'he.us-financial-crisis');
    g.classes.working.loans = 1;
    g.classes.capitalist.loans = 1;
    reveal(g);
    expect([g.policies[2], g.policies[3]]).toEqual(['C', 'B']);
    expect([g.classes.working.money, g.classes.middle.money, g.classes.capitalist.revenue]).toEqual([
      40, 50, 130,
    ]);
    expect(g.treasury).toBe(90);
    answer(g, 'capitalist', 'c1');
    expect(questionFor(g, 'state').kind).toBe('he.save-company');
    answer(g, 'state', 'save');
    expect(g.companies.some((c) => c.id === 'c1')).toBe(true);
    expect(g.treasury).toBe(82);
    expect(g.classes.state.legitimacy.capitalist).toBe(3);
    answer(g, 'middle', 'c5');
    answer(g, 'state', 'let-go');
    expect(g.companies.some((c) => c.id === 'c5')).toBe(false);
    answer(g, 'state', 'working+middle');
    expect(g.classes.state.legitimacy).toEqual({ working: 1, middle: 1, capitalist: 3 });
    expectApplied(g, 'he.us-financial-crisis');
    // 3 players: no State to save anything.
    const three = beforeReveal(3, 'he.us-financial-crisis');
    three.classes.middle.loans = 2;
    reveal(three);
    answer(three, 'capitalist', 'c2');
    expect(three.companies.some((c) => c.id === 'c2')).toBe(false);
    answer(three, 'middle', 'c6');
    expectApplied(three, 'he.us-financial-crisis');
  });

  it('US-Chinese Trade War: when revealed 6 toward A; a random Business Deal leaves; CC and MC set Luxury to the highest price, unchangeable this round', () => {
    const g = beforeReveal(3, 'he.us-chinese-trade-war');
    reveal(g);
    expect(g.policies[6]).toBe('A');
    expect(g.decks.deals.revealed).toEqual([]);
    expect(g.classes.capitalist.prices.luxury).toBe(2);
    expect(g.classes.middle.prices.luxury).toBe(2);
    expect(g.roundFlags.pricesLocked).toEqual({ luxury: true });
    expectApplied(g, 'he.us-chinese-trade-war');
  });

  it('European Debt Crisis: 2 Loans in all; when revealed 1, 2, 4 toward C and 3 toward A; CC and MC discard an operational Company; the State −1 with all', () => {
    const g = beforeReveal(4, 'he.european-debt-crisis');
    expect(applied(g, 'he.european-debt-crisis')).toBe(false);
    g.classes.state.loans = 2;
    g.policies[3] = 'B';
    reveal(g);
    expect([g.policies[1], g.policies[2], g.policies[3], g.policies[4]]).toEqual(['C', 'C', 'A', 'C']);
    answer(g, 'capitalist', 'c3');
    // No saving with this card.
    answer(g, 'middle', 'c6');
    expect(g.companies.map((c) => c.id)).not.toContain('c3');
    expect(g.companies.map((c) => c.id)).not.toContain('c6');
    expect(g.classes.state.legitimacy).toEqual({ working: 1, middle: 1, capitalist: 1 });
    expectApplied(g, 'he.european-debt-crisis');
  });

  it('Maastricht Treaty: any player (Free Action) calls one election to set 6C and 7C, with no VP; if it passes WC and MC get 10, the CC 25, the State 2 Influence (rules-decisions HE5)', () => {
    const g = withEvent(4, 'he.maastricht-treaty');
    // Every cube in the bag is the Working Class's, and the proposer is in favour: it passes 5–0.
    g.bag = { working: 8, middle: 0, capitalist: 0 };
    g.supply.cubes = { working: 17, middle: 25, capitalist: 25 };
    trigger(g, 'working', 'he.maastricht-treaty');
    expect(g.vote?.changes).toEqual([
      { policy: 6, section: 'C' },
      { policy: 7, section: 'C' },
    ]);
    expect(promptText(questionFor(g, 'middle'))).toContain('6 Foreign Trade → C and 7 Immigration → C');
    vote(g, 'against');
    expect([g.policies[6], g.policies[7]]).toEqual(['C', 'C']);
    expect([g.classes.working.money, g.classes.middle.money, g.classes.capitalist.revenue]).toEqual([
      40, 50, 145,
    ]);
    expect(g.classes.state.influence).toBe(3);
    expect(g.classes.working.vp).toBe(0);
    expectApplied(g, 'he.maastricht-treaty');
    // It fails: no pay-outs.
    const f = withEvent(4, 'he.maastricht-treaty');
    f.bag = { working: 0, middle: 0, capitalist: 8 };
    f.supply.cubes = { working: 25, middle: 25, capitalist: 17 };
    trigger(f, 'working', 'he.maastricht-treaty');
    vote(f, 'against');
    expect([f.policies[6], f.policies[7]]).toEqual(['B', 'B']);
    expect(f.classes.capitalist.revenue).toBe(120);
    // Already at 6C and 7C: no election, the pay-outs at once (2 players: WC and CC only).
    const two = withEvent(2, 'he.maastricht-treaty');
    two.policies[6] = 'C';
    two.policies[7] = 'C';
    trigger(two, 'capitalist', 'he.maastricht-treaty');
    expect(two.vote).toBeNull();
    expect([two.classes.working.money, two.classes.capitalist.revenue]).toEqual([40, 145]);
  });

  it('Dissolution of the Soviet Union: the State at 50 or less, or 3 Socialist Policies; any player (Basic Action): 1, 2, 3 toward C; WC and MC return every unemployed Worker; the CC may buy a Public Company at half its cost', () => {
    const g = withEvent(3, 'he.dissolution-of-the-soviet-union');
    expect(offered(g, 'middle', 'he.dissolution-of-the-soviet-union')).toBe(false);
    g.treasury = 50;
    trigger(g, 'middle', 'he.dissolution-of-the-soviet-union');
    expect([g.policies[1], g.policies[2], g.policies[3]]).toEqual(['C', 'C', 'B']);
    expect(unemployedOf(g, 'working')).toEqual([]);
    expect(unemployedOf(g, 'middle')).toEqual([]);
    expect(optionIds(g, 'capitalist')).toEqual(['c7', 'c8', 'c9', 'none']);
    answer(g, 'capitalist', 'c9');
    expect(g.companies.find((c) => c.id === 'c9')?.owner).toBe('capitalist');
    expect(g.publicSector[2]).toBe('');
    expect(g.classes.capitalist.revenue).toBe(105);
    expect(g.treasury).toBe(65);
    expectApplied(g, 'he.dissolution-of-the-soviet-union');
    const red = withEvent(2, 'he.dissolution-of-the-soviet-union');
    red.policies[2] = 'A';
    red.policies[4] = 'A';
    expect(offered(red, 'working', 'he.dissolution-of-the-soviet-union')).toBe(true);
  });

  it('Rise of the Middle Class in Asia: WC and MC Prosperity 5 each; WC or MC (Free Action): 1 VP more for each Use of Health, Education or Luxury (rules-decisions HE4: for the rest of the round)', () => {
    const g = withEvent(4, 'he.rise-of-the-asian-middle-class');
    g.classes.working.prosperity = 5;
    g.classes.middle.prosperity = 4;
    expect(offered(g, 'working', 'he.rise-of-the-asian-middle-class')).toBe(false);
    g.classes.middle.prosperity = 5;
    expect(offered(g, 'capitalist', 'he.rise-of-the-asian-middle-class')).toBe(false);
    trigger(g, 'working', 'he.rise-of-the-asian-middle-class');
    g.classes.middle.goods.luxury = 3;
    forceTurn(g, 'middle');
    answer(g, 'middle', 'free:use-luxury');
    // Prosperity 6 scores 5 (Middle Class track), and the Event 1 more.
    expect(g.classes.middle.vp).toBe(6);
    expect(g.ledger.at(-1)).toEqual(['middle', 1, 'used goods (Historical Event)', 1]);
    expectApplied(g, 'he.rise-of-the-asian-middle-class');
    // 2 players (rules-decisions HE21): only the Working Class's Prosperity is asked.
    const two = withEvent(2, 'he.rise-of-the-asian-middle-class');
    two.classes.working.prosperity = 5;
    expect(offered(two, 'working', 'he.rise-of-the-asian-middle-class')).toBe(true);
  });

  it('First Phase of Yellow Vest Protests: 2B/2C and 3A/3B; WC, CC or MC (Free Action): 2 toward A, 3 toward C', () => {
    const g = withEvent(3, 'he.yellow-vest-protests');
    trigger(g, 'capitalist', 'he.yellow-vest-protests');
    expect([g.policies[2], g.policies[3]]).toEqual(['A', 'B']);
    expectApplied(g, 'he.yellow-vest-protests');
    const c = withEvent(4, 'he.yellow-vest-protests');
    c.policies[3] = 'C';
    expect(offered(c, 'working', 'he.yellow-vest-protests')).toBe(false);
    c.policies[3] = 'B';
    expect(offered(c, 'state', 'he.yellow-vest-protests')).toBe(false);
  });
});
