/**
 * Period II Historical Events (round 2), one test per card with exact numbers — components reference
 * §2.15; "x / y" = 2 players / 3–4 players (rules-decisions S6); State parts rules-decisions S31.
 */
import { describe, expect, it } from 'vitest';
import { cardOf, isOperational } from '../../../../src/engine/companies/companies.ts';
import type { GameState } from '../../../../src/engine/game-state.ts';
import { addCompany, unemployed as addUnemployed, staff } from '../../helpers.ts';
import { answer, forceTurn, labelOf, optionIds, questionFor } from '../../testing.ts';
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

const unemployedOf = (g: GameState, cls: 'working' | 'middle') =>
  g.workers.filter((w) => w.cls === cls && w.at === 'unemployed');

describe('Period II', () => {
  it('Rise of Protectionism: 6B/6C; the CC or the State (Free Action) sets 6A and discards every Business Deal', () => {
    const g = withEvent(4, 'he.rise-of-protectionism');
    expect(offered(g, 'working', 'he.rise-of-protectionism')).toBe(false);
    trigger(g, 'state', 'he.rise-of-protectionism');
    expect(g.policies[6]).toBe('A');
    expect(g.decks.deals.revealed).toEqual([]);
    expect(g.decks.deals.discard).toHaveLength(1);
    expectApplied(g, 'he.rise-of-protectionism');
    const closed = withEvent(2, 'he.rise-of-protectionism');
    closed.policies[6] = 'A';
    expect(offered(closed, 'capitalist', 'he.rise-of-protectionism')).toBe(false);
  });

  it('Bengal Famine: at most 2 / 3 operational Health Companies; at the end of the Action phase WC and MC lose 2 Workers each (unemployed if able, rules-decisions HE8); the State −1 with WC and MC', () => {
    const g = withEvent(4, 'he.bengal-famine');
    endOfActionPhase(g);
    // The Working Class's three unemployed are alike: two leave at once.
    expect(unemployedOf(g, 'working')).toHaveLength(1);
    expect(questionFor(g, 'middle').kind).toBe('he.remove-worker');
    answer(g, 'middle', optionIds(g, 'middle')[0] as string);
    answer(g, 'middle', optionIds(g, 'middle')[0] as string);
    expect(unemployedOf(g, 'middle')).toHaveLength(1);
    expect(g.classes.state.legitimacy).toEqual({ working: 1, middle: 1, capitalist: 2 });
    expectApplied(g, 'he.bengal-famine');
    // With nobody unemployed, employed Workers leave, and their Company closes.
    const two = withEvent(2, 'he.bengal-famine');
    for (const w of unemployedOf(two, 'working')) two.workers.splice(two.workers.indexOf(w), 1);
    endOfActionPhase(two);
    expect(questionFor(two, 'working').kind).toBe('he.remove-worker');
    const hospital = two.companies.find((c) => c.card === 'public.public-hospital');
    const option = questionFor(two, 'working').options.find((o) => labelOf(o).includes('Public Hospital'));
    answer(two, 'working', option?.id as string);
    expect(hospital && isOperational(two, hospital)).toBe(false);
    // 3 operational Health Companies with 2 players: nothing happens.
    const healthy = withEvent(2, 'he.bengal-famine');
    for (const card of ['capitalist.hospital', 'capitalist.medical-village']) {
      const c = addCompany(healthy, 'capitalist', card);
      staff(
        healthy,
        c,
        'working',
        cardOf(c).slots.map((s) => s.skill),
      );
    }
    endOfActionPhase(healthy);
    expect(applied(healthy, 'he.bengal-famine')).toBe(false);
  });

  it('New Deal: at least 4 / 7 unemployed Workers; WC or MC (Basic Action): 1 and 2 toward A; WC and MC may assign unemployed Workers to Public and CC Companies; the CC gets 5 from the State per Worker placed in its Companies', () => {
    const g = withEvent(4, 'he.new-deal');
    // 6 unemployed: not enough with 4 players.
    expect(offered(g, 'working', 'he.new-deal')).toBe(false);
    const [medic] = addUnemployed(g, 'middle', 1, 'health');
    expect(offered(g, 'working', 'he.new-deal')).toBe(true);
    expect(offered(g, 'capitalist', 'he.new-deal')).toBe(false);
    trigger(g, 'working', 'he.new-deal');
    expect([g.policies[1], g.policies[2]]).toEqual(['B', 'A']);
    // Row 2 opened (full price, 60); a Middle Class health pair staffed the Public Hospital.
    expect(g.treasury).toBe(60);
    // The Working Class's unskilled Workers fit nowhere (no question); the Middle Class staffs the
    // Clinic (a CC Company) with its other health-skilled Worker and its luxury-skilled one.
    expect(questionFor(g, 'middle').kind).toBe('assign.pick');
    expect(optionIds(g, 'middle')).toEqual(['co:c4', 'done']);
    answer(g, 'middle', 'co:c4');
    while (questionFor(g, 'middle').kind === 'assign.slot')
      answer(g, 'middle', optionIds(g, 'middle')[0] as string);
    expect(g.workers.filter((w) => w.company === 'c4')).toHaveLength(2);
    expect(medic?.at).toBe('company');
    // The CC is paid 2 × 5 by the State.
    expect(g.classes.capitalist.revenue).toBe(130);
    expect(g.treasury).toBe(50);
    expectApplied(g, 'he.new-deal');
    // 2 players need 4 unemployed.
    const two = withEvent(2, 'he.new-deal');
    expect(offered(two, 'working', 'he.new-deal')).toBe(false);
    addUnemployed(two, 'working', 2);
    expect(offered(two, 'working', 'he.new-deal')).toBe(true);
  });

  it('Great Depression: 2 Loans in all or the State at 100 or less; when revealed 2, 4, 5 toward C; CC and MC discard an operational Company and set every price to the highest, unchangeable this round; the State −30', () => {
    const rich = beforeReveal(4, 'he.great-depression');
    reveal(rich);
    expect(applied(rich, 'he.great-depression')).toBe(false);
    const g = beforeReveal(4, 'he.great-depression');
    g.treasury = 100;
    reveal(g);
    expect([g.policies[2], g.policies[4], g.policies[5]]).toEqual(['C', 'C', 'C']);
    answer(g, 'capitalist', 'c1');
    answer(g, 'middle', 'c5');
    expect(g.companies.map((c) => c.id)).not.toContain('c1');
    expect(g.decks.companies.capitalist.discard).toContain('capitalist.supermarket');
    expect(g.classes.capitalist.prices).toEqual({ food: 2, luxury: 2, health: 2, education: 2 });
    expect(g.classes.middle.prices).toEqual({ food: 2, luxury: 2, health: 2, education: 2 });
    expect(g.roundFlags.pricesLocked).toEqual({ food: true, luxury: true, health: true, education: true });
    forceTurn(g, 'capitalist');
    expect(optionIds(g, 'capitalist')).not.toContain('free:adjust-prices');
    expect(g.treasury).toBe(70);
    expectApplied(g, 'he.great-depression');
    // Or 2 Loans among the players (the State's Loans on the Treasury count with 2 players).
    const loans = beforeReveal(2, 'he.great-depression');
    loans.classes.working.loans = 1;
    loans.treasuryLoans = 1;
    reveal(loans);
    expect(applied(loans, 'he.great-depression')).toBe(true);
  });

  it('Baby Boom (worked example, Historical Events rulebook, Example): 4 players, 2A/2B and 3 operational Health Companies; the Working Class assigns Workers to the third, then triggers it: WC and MC each get 3 unskilled Workers and 1 Prosperity', () => {
    const g = withEvent(4, 'he.baby-boom');
    const health = () => g.companies.filter((c) => cardOf(c).industry === 'health');
    expect(health()).toHaveLength(3);
    expect(health().filter((c) => isOperational(g, c))).toHaveLength(2);
    expect(offered(g, 'working', 'he.baby-boom')).toBe(false);
    const [medic] = unemployedOf(g, 'working');
    if (!medic) throw new Error('no unemployed Worker');
    medic.skill = 'health';
    // Lisa's Basic Action: Assign Workers to the Clinic, making it operational.
    forceTurn(g, 'working');
    answer(g, 'working', 'basic:assign-workers', g.classes.working.hand[0] as string, 'co:c4');
    while (questionFor(g, 'working').kind === 'assign.slot')
      answer(g, 'working', optionIds(g, 'working')[0] as string);
    answer(g, 'working', 'done');
    expect(health().filter((c) => isOperational(g, c))).toHaveLength(3);
    // Her Free Action, the same turn: trigger Baby Boom.
    const wc = g.workers.filter((w) => w.cls === 'working').length;
    const mc = g.workers.filter((w) => w.cls === 'middle').length;
    answer(g, 'working', 'free:he.baby-boom');
    expect(g.workers.filter((w) => w.cls === 'working').length).toBe(wc + 3);
    expect(g.workers.filter((w) => w.cls === 'middle').length).toBe(mc + 3);
    expect([g.classes.working.prosperity, g.classes.middle.prosperity]).toEqual([1, 1]);
    expect([g.classes.working.vp, g.classes.middle.vp]).toEqual([1, 1]);
    expectApplied(g, 'he.baby-boom');
    // Jack (the Middle Class) could have triggered it too; at 2C nobody can.
    const c = withEvent(4, 'he.baby-boom');
    c.policies[2] = 'C';
    expect(offered(c, 'middle', 'he.baby-boom')).toBe(false);
    // 2 players: 2 operational Health Companies are enough.
    const two = withEvent(2, 'he.baby-boom');
    expect(offered(two, 'working', 'he.baby-boom')).toBe(false);
    const clinic = addCompany(two, 'capitalist', 'capitalist.hospital');
    staff(two, clinic, 'working', ['health', null]);
    expect(offered(two, 'working', 'he.baby-boom')).toBe(true);
  });

  it('Strike in US Automotive Industry: 2B/2C and 2 Trade Unions; WC (Free Action): +1 Influence and a Strike with 1 extra token per Trade Union; MC adds a cube per Public or CC Company employing its Workers', () => {
    const g = withEvent(4, 'he.us-automotive-strike');
    const [a, b] = unemployedOf(g, 'working');
    if (!a || !b) throw new Error('no unemployed Workers');
    Object.assign(a, { skill: 'food', at: 'union', committed: true });
    expect(offered(g, 'working', 'he.us-automotive-strike')).toBe(false);
    Object.assign(b, { skill: 'education', at: 'union', committed: true });
    expect(offered(g, 'middle', 'he.us-automotive-strike')).toBe(false);
    // A fourth Company the Working Class works at: the Clinic.
    const clinic = g.companies.find((c) => c.id === 'c4');
    if (clinic) staff(g, clinic, 'working', ['health', null]);
    trigger(g, 'working', 'he.us-automotive-strike');
    expect(g.classes.working.influence).toBe(2);
    // 2 + 2 Strike tokens; the Working Class strikes where its uncommitted Workers are.
    expect(questionFor(g, 'working').kind).toBe('strike.pick');
    for (let i = 0; i < 4 && questionFor(g, 'working').kind === 'strike.pick'; i++) {
      const pick = optionIds(g, 'working').find((id) => id !== 'done');
      if (!pick) break;
      answer(g, 'working', pick);
    }
    expect(g.companies.filter((c) => c.strike)).toHaveLength(4);
    // Shopping Mall and Technical University employ Middle Class Workers: 2 cubes.
    expect(g.bag.middle).toBe(10);
    expectApplied(g, 'he.us-automotive-strike');
  });

  it('World War II: 1, 3, 6 toward A; half-price Public Companies; WC and MC lose 2 unemployed Workers; the CC sells a Luxury Company to the State for 32', () => {
    const g = beforeReveal(3, 'he.world-war-ii');
    g.policies[3] = 'B';
    reveal(g);
    expect([g.policies[1], g.policies[3], g.policies[6]]).toEqual(['B', 'A', 'A']);
    expect(g.treasury).toBe(90);
    expect(unemployedOf(g, 'working')).toHaveLength(1);
    answer(g, 'capitalist', 'c2');
    answer(g, 'capitalist', optionIds(g, 'capitalist')[0] as string);
    expect(g.companies.find((c) => c.id === 'c2')?.owner).toBe('state');
    expect(g.treasury).toBe(58);
    expectApplied(g, 'he.world-war-ii');
    // No Luxury Company: the sale is skipped.
    const none = beforeReveal(2, 'he.world-war-ii');
    none.companies = none.companies.filter((c) => c.card !== 'capitalist.shopping-mall');
    none.workers = none.workers.filter(
      (w) => w.at !== 'company' || none.companies.some((c) => c.id === w.company),
    );
    none.supply.working += 2;
    const texts = reveal(none);
    expect(texts.join('\n')).toContain('no Company to hand over');
    expect(applied(none, 'he.world-war-ii')).toBe(true);
  });

  it('Foundation of GATT: at least 4 / 6 Agriculture and Luxury Companies; CC or State (Free Action): 6 toward C, one more Business Deal, the CC makes a Deal; this round the State +1 with a class that exports (4 players)', () => {
    const g = withEvent(4, 'he.foundation-of-gatt');
    expect(offered(g, 'capitalist', 'he.foundation-of-gatt')).toBe(false);
    for (const card of ['capitalist.hotel', 'capitalist.vegetable-farm', 'capitalist.fast-food-chain'])
      addCompany(g, 'capitalist', card);
    expect(offered(g, 'capitalist', 'he.foundation-of-gatt')).toBe(true);
    trigger(g, 'state', 'he.foundation-of-gatt');
    expect(g.policies[6]).toBe('C');
    expect(g.decks.deals.revealed).toHaveLength(2);
    expect(questionFor(g, 'capitalist').kind).toBe('he.extra-action');
    expect(optionIds(g, 'capitalist')).toEqual(['deal']);
    answer(g, 'capitalist', 'deal');
    expect(questionFor(g, 'capitalist').kind).toBe('deal.pick');
    answer(g, 'capitalist', optionIds(g, 'capitalist')[0] as string);
    expect(g.decks.deals.revealed).toHaveLength(1);
    expect(g.roundFlags.actionRewards).toEqual([
      { action: 'sell-to-foreign-market', classes: ['working', 'middle', 'capitalist'], legitimacy: 1 },
    ]);
    expectApplied(g, 'he.foundation-of-gatt');
    // 2 players: 4 are enough (Supermarket, Shopping Mall and two more).
    const two = withEvent(2, 'he.foundation-of-gatt');
    addCompany(two, 'capitalist', 'capitalist.hotel');
    expect(offered(two, 'capitalist', 'he.foundation-of-gatt')).toBe(false);
    addCompany(two, 'capitalist', 'capitalist.fast-food-chain');
    expect(offered(two, 'capitalist', 'he.foundation-of-gatt')).toBe(true);
  });

  it('India Gains Independence: WC (Free Action): WC +4, CC +1, MC +1 cubes', () => {
    const g = withEvent(3, 'he.india-independence');
    expect(offered(g, 'middle', 'he.india-independence')).toBe(false);
    trigger(g, 'working', 'he.india-independence');
    expect(g.bag).toEqual({ working: 12, middle: 9, capitalist: 9 });
    expectApplied(g, 'he.india-independence');
  });
});
