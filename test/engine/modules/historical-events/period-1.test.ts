/**
 * Period I Historical Events (round 1), one test per card with exact numbers — components reference
 * §2.15; "x / y" = 2 players / 3–4 players (rules-decisions S6); State parts rules-decisions S31.
 * Baseline: a fresh game (4 players: Treasury 120, Influence 1 each, bag 8/8/8).
 */
import { describe, expect, it } from 'vitest';
import { COOPERATIVE_FARM } from '../../../../src/data/companies.ts';
import { cardOf, isOperational } from '../../../../src/engine/companies/companies.ts';
import { companyOutput } from '../../../../src/engine/economy/produce.ts';
import { addCompany, staff } from '../../helpers.ts';
import { answer, optionIds, questionFor } from '../../testing.ts';
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

const unemployed = (g: ReturnType<typeof withEvent>, cls: 'working' | 'middle') =>
  g.workers.filter((w) => w.cls === cls && w.at === 'unemployed').length;

describe('Period I', () => {
  it('Foundation of the International Alliance of Women: at the end of the Action phase WC +4, CC +1, MC +2 cubes (no MC with 2 players)', () => {
    const g = withEvent(4, 'he.international-alliance-of-women');
    endOfActionPhase(g);
    expect(g.bag).toEqual({ working: 12, middle: 10, capitalist: 9 });
    expectApplied(g, 'he.international-alliance-of-women');
    const two = withEvent(2, 'he.international-alliance-of-women');
    endOfActionPhase(two);
    expect(two.bag).toEqual({ working: 12, middle: 8, capitalist: 9 });
  });

  it('Introduction of the Moving Assembly Line: needs a Company with Machinery; the CC (Free Action) makes its Luxury Companies with Machinery produce 3 more this round', () => {
    const g = withEvent(4, 'he.moving-assembly-line');
    expect(offered(g, 'capitalist', 'he.moving-assembly-line')).toBe(false);
    const mall = g.companies.find((c) => c.card === 'capitalist.shopping-mall');
    const market = g.companies.find((c) => c.card === 'capitalist.supermarket');
    if (!mall || !market) throw new Error('no starting Companies');
    mall.machinery = true;
    market.machinery = true;
    for (const seat of ['working', 'middle', 'state'] as const)
      expect(offered(g, seat, 'he.moving-assembly-line')).toBe(false);
    trigger(g, 'capitalist', 'he.moving-assembly-line');
    // Shopping Mall: 6 + 2 (Machinery) + 3; the Supermarket (Food) is not a Luxury Company: 4 + 1.
    expect(companyOutput(g, mall)).toBe(11);
    expect(companyOutput(g, market)).toBe(5);
    expectApplied(g, 'he.moving-assembly-line');
  });

  it('World War I: 1 and 6 one step toward A (3A stays); new Public Companies at half price (rules-decisions HE3); WC and MC lose an unemployed Worker; the CC sells a Luxury Company to the State for 32 in place of a non-operational Public Company (rules-decisions HE7)', () => {
    const g = beforeReveal(4, 'he.world-war-i');
    const wc = unemployed(g, 'working');
    reveal(g);
    expect([g.policies[1], g.policies[3], g.policies[6]]).toEqual(['B', 'A', 'A']);
    // Row 2 opens at half price: 10 + 10 + 10.
    expect(g.companies.filter((c) => c.owner === 'state')).toHaveLength(6);
    expect(g.treasury).toBe(90);
    // The Working Class's unemployed are all alike: one leaves without a question.
    expect(unemployed(g, 'working')).toBe(wc - 1);
    // The Middle Class's health-skilled and unskilled Workers staffed the new Public Hospital; its
    // one unemployed Worker left (luxury-skilled) leaves without a question.
    expect(unemployed(g, 'middle')).toBe(0);
    expect(g.supply.middle).toBe(33);
    expect(questionFor(g, 'capitalist').kind).toBe('he.hand-over');
    const mall = g.companies.find((c) => c.card === 'capitalist.shopping-mall');
    expect(optionIds(g, 'capitalist')).toEqual([mall?.id]);
    answer(g, 'capitalist', mall?.id as string);
    const idle = g.companies.filter((c) => c.owner === 'state' && !isOperational(g, c));
    expect(optionIds(g, 'capitalist')).toEqual(idle.map((c) => c.id));
    const replaced = idle[0];
    const slot = replaced?.publicSlot;
    answer(g, 'capitalist', replaced?.id as string);
    expect(mall?.owner).toBe('state');
    expect(mall?.publicSlot).toBe(slot);
    expect(g.publicSector[slot as number]).toBe('capitalist.shopping-mall');
    expect(g.companies).not.toContain(replaced);
    expect(g.treasury).toBe(58);
    expect(g.classes.capitalist.revenue).toBe(152);
    expectApplied(g, 'he.world-war-i');
  });

  it('Invention of the Model T: at least 2 / 3 operational Luxury Companies; any player (Free Action): WC +1 Luxury, CC and MC Luxury Companies +2 this round, the State +15', () => {
    const two = withEvent(2, 'he.model-t');
    // 2 players: the Shopping Mall alone is not enough; a second Luxury Company is.
    expect(offered(two, 'working', 'he.model-t')).toBe(false);
    const cars = addCompany(two, 'capitalist', 'capitalist.car-manufacturer');
    expect(offered(two, 'working', 'he.model-t')).toBe(true);
    expect(offered(two, 'capitalist', 'he.model-t')).toBe(true);
    trigger(two, 'working', 'he.model-t');
    expect(two.classes.working.goods.luxury).toBe(1);
    expect(companyOutput(two, cars)).toBe(7);
    expect(two.treasury).toBe(135);
    // 4 players need 3: two are not enough, a third is.
    const g = withEvent(4, 'he.model-t');
    addCompany(g, 'capitalist', 'capitalist.car-manufacturer');
    expect(offered(g, 'state', 'he.model-t')).toBe(false);
    const store = addCompany(g, 'middle', 'middle.jewelry-store');
    staff(g, store, 'middle', ['luxury', null]);
    expect(offered(g, 'state', 'he.model-t')).toBe(true);
    trigger(g, 'state', 'he.model-t');
    expect(companyOutput(g, store)).toBe(6);
    expect(g.treasury).toBe(135);
    expectApplied(g, 'he.model-t');
  });

  it('Russian Revolution: 2B/2C, 4B/4C and a Trade Union; WC Basic Action + 2 Influence: 1A 2C 3A 4A, no further Elections, free Public Companies, a Cooperative Farm, the CC gives a Company and 20', () => {
    const g = withEvent(4, 'he.russian-revolution');
    g.classes.working.influence = 3;
    expect(offered(g, 'working', 'he.russian-revolution')).toBe(false);
    const union = g.workers.find((w) => w.cls === 'working' && w.at === 'unemployed');
    if (!union) throw new Error('no unemployed Worker');
    Object.assign(union, { skill: 'food', at: 'union', committed: true });
    expect(offered(g, 'working', 'he.russian-revolution')).toBe(true);
    g.bills[5] = { owner: 'middle', section: 'B' };
    trigger(g, 'working', 'he.russian-revolution');
    expect(g.classes.working.influence).toBe(1);
    expect([g.policies[1], g.policies[2], g.policies[3], g.policies[4]]).toEqual(['A', 'C', 'A', 'A']);
    expect(g.roundFlags.noElections).toBe(true);
    expect(g.bills).toEqual({});
    expect(g.classes.middle.influence).toBe(2);
    // Fiscal Policy at A opens rows 2 and 3 — for nothing this round.
    expect(g.companies.filter((c) => c.owner === 'state')).toHaveLength(9);
    expect(g.companies.filter((c) => c.card === COOPERATIVE_FARM.id)).toHaveLength(1);
    const idle = g.companies.find((c) => c.owner === 'state' && !isOperational(g, c));
    answer(g, 'capitalist', 'c4', idle?.id as string);
    expect(g.companies.find((c) => c.id === 'c4')?.owner).toBe('state');
    expect(g.treasury).toBe(140);
    expect(g.classes.capitalist.revenue).toBe(100);
    expectApplied(g, 'he.russian-revolution');
    // Not offered to anyone else, and not at 2A.
    const h = withEvent(4, 'he.russian-revolution');
    h.classes.middle.influence = 5;
    expect(offered(h, 'middle', 'he.russian-revolution')).toBe(false);
  });

  it('Rise of Authoritarianism: when revealed, no Elections; WC, CC, MC −1 Influence; the State moves 2 Policies, +2 Influence, −1 Legitimacy with all (4 players)', () => {
    const g = beforeReveal(4, 'he.rise-of-authoritarianism');
    reveal(g);
    expect(g.roundFlags.noElections).toBe(true);
    expect([g.classes.working.influence, g.classes.middle.influence, g.classes.capitalist.influence]).toEqual(
      [0, 0, 0],
    );
    expect(questionFor(g, 'state').kind).toBe('he.move-policy');
    answer(g, 'state', '3B');
    // The same Policy cannot be chosen twice.
    expect(optionIds(g, 'state')).not.toContain('3C');
    answer(g, 'state', '7A');
    expect([g.policies[3], g.policies[7]]).toEqual(['B', 'A']);
    expect(g.classes.state.influence).toBe(3);
    expect(g.classes.state.legitimacy).toEqual({ working: 1, middle: 1, capitalist: 1 });
    expectApplied(g, 'he.rise-of-authoritarianism');
  });

  it('Opening of the Panama Canal: when revealed, one more Business Deal, the State +20, WC and MC +1 Food, the CC may export or make a Deal', () => {
    const g = beforeReveal(4, 'he.panama-canal');
    reveal(g);
    expect(g.decks.deals.revealed).toHaveLength(2);
    expect(g.treasury).toBe(140);
    expect(g.classes.working.goods.food).toBe(1);
    expect(g.classes.middle.goods.food).toBe(1);
    expect(questionFor(g, 'capitalist').kind).toBe('he.extra-action');
    expect(optionIds(g, 'capitalist')).toContain('none');
    answer(g, 'capitalist', 'none');
    expectApplied(g, 'he.panama-canal');
    // 2 players: the Treasury still gets 20.
    const two = beforeReveal(2, 'he.panama-canal');
    reveal(two);
    expect(two.treasury).toBe(140);
  });

  it('Spanish Flu: at most 2 / 3 operational Health Companies; at the end of the Action phase WC and MC each lose a Worker, unemployed if able', () => {
    const g = withEvent(4, 'he.spanish-flu');
    const wc = g.workers.filter((w) => w.cls === 'working').length;
    endOfActionPhase(g);
    expect(g.workers.filter((w) => w.cls === 'working').length).toBe(wc - 1);
    expect(questionFor(g, 'middle').kind).toBe('he.remove-worker');
    answer(g, 'middle', optionIds(g, 'middle')[0] as string);
    expectApplied(g, 'he.spanish-flu');
    // 4 operational Health Companies (3–4 players): nothing happens.
    const healthy = withEvent(4, 'he.spanish-flu');
    addCompany(healthy, 'capitalist', 'capitalist.hospital');
    staff(healthy, healthy.companies.at(-1) as never, 'working', ['health', null]);
    addCompany(healthy, 'capitalist', 'capitalist.medical-village');
    staff(healthy, healthy.companies.at(-1) as never, 'working', ['health', null, null]);
    expect(
      healthy.companies.filter((c) => cardOf(c).industry === 'health' && isOperational(healthy, c)),
    ).toHaveLength(4);
    endOfActionPhase(healthy);
    expect(applied(healthy, 'he.spanish-flu')).toBe(false);
    // 2 players: at most 2.
    const two = withEvent(2, 'he.spanish-flu');
    endOfActionPhase(two);
    expect(applied(two, 'he.spanish-flu')).toBe(true);
  });

  it('Russo-Japanese War: at the end of the Action phase WC and MC each lose an unemployed Worker; the State loses 15', () => {
    const g = withEvent(3, 'he.russo-japanese-war');
    const wc = unemployed(g, 'working');
    endOfActionPhase(g);
    expect(unemployed(g, 'working')).toBe(wc - 1);
    answer(g, 'middle', optionIds(g, 'middle')[0] as string);
    expect(g.treasury).toBe(105);
    expectApplied(g, 'he.russo-japanese-war');
  });
});
