/**
 * Period III Historical Events (round 3), one test per card with exact numbers — components
 * reference §2.15; "x / y" = 2 players / 3–4 players (rules-decisions S6); State parts
 * rules-decisions S31.
 */
import { describe, expect, it } from 'vitest';
import { companyOutput } from '../../../../src/engine/economy/produce.ts';
import type { GameState } from '../../../../src/engine/game-state.ts';
import { populationOf } from '../../../../src/engine/workers/workers.ts';
import { addCompany, unemployed as addUnemployed } from '../../helpers.ts';
import { answer, forceTurn, labelOf, optionIds, questionFor } from '../../testing.ts';
import { beforeReveal, expectApplied, offered, reveal, trigger, withEvent } from './helpers.ts';

function unions(g: GameState, ...skills: Array<'food' | 'luxury' | 'health' | 'education' | 'media'>) {
  for (const skill of skills) {
    const [w] = addUnemployed(g, 'working', 1, skill);
    Object.assign(w as object, { at: 'union', committed: true });
  }
}

describe('Period III', () => {
  it('Post-War Economic Miracle: when revealed the WC may assign any number of unemployed Workers; this round CC Companies with Machinery produce 2 more', () => {
    const g = beforeReveal(4, 'he.post-war-economic-miracle');
    const college = g.companies.find((c) => c.id === 'c3');
    if (!college) throw new Error('no College');
    college.machinery = true;
    addUnemployed(g, 'working', 1, 'health');
    reveal(g);
    expect(questionFor(g, 'working').kind).toBe('assign.pick');
    expect(optionIds(g, 'working')).toContain('done');
    answer(g, 'working', 'co:c4');
    while (questionFor(g, 'working').kind === 'assign.slot')
      answer(g, 'working', optionIds(g, 'working')[0] as string);
    answer(g, 'working', 'done');
    expect(g.workers.filter((w) => w.company === 'c4')).toHaveLength(2);
    // College: 6 + 2 (Machinery) + 2; the Supermarket has no Machinery token: 4.
    expect(companyOutput(g, college)).toBe(10);
    expect(companyOutput(g, g.companies.find((c) => c.id === 'c1') as never)).toBe(4);
    expectApplied(g, 'he.post-war-economic-miracle');
  });

  it('Chinese Communist Revolution: 2B/2C, WC Prosperity 3 or less, 2 Trade Unions; WC or State (Basic Action): no further Elections; WC moves up to 2 Policies; the CC pays the State 40; the State moves another Policy', () => {
    const g = withEvent(4, 'he.chinese-communist-revolution');
    unions(g, 'food');
    expect(offered(g, 'state', 'he.chinese-communist-revolution')).toBe(false);
    unions(g, 'health');
    expect(offered(g, 'middle', 'he.chinese-communist-revolution')).toBe(false);
    g.bills[7] = { owner: 'capitalist', section: 'A' };
    trigger(g, 'state', 'he.chinese-communist-revolution');
    expect(g.roundFlags.noElections).toBe(true);
    expect(g.bills).toEqual({});
    expect(questionFor(g, 'working').kind).toBe('he.move-policy');
    answer(g, 'working', '4A', 'done');
    expect(g.policies[4]).toBe('A');
    expect(g.classes.capitalist.revenue).toBe(80);
    expect(g.treasury).toBe(160);
    // The State may not choose the Policy the Working Class chose.
    expect(optionIds(g, 'state')).not.toContain('4B');
    answer(g, 'state', '5B');
    expect(g.policies[5]).toBe('B');
    expectApplied(g, 'he.chinese-communist-revolution');
    // Working Class Prosperity 4: not offered.
    const rich = withEvent(4, 'he.chinese-communist-revolution');
    unions(rich, 'food', 'health');
    rich.classes.working.prosperity = 4;
    expect(offered(rich, 'working', 'he.chinese-communist-revolution')).toBe(false);
  });

  it('Civil Rights Movement: WC Prosperity 3 or less; WC or MC (Free Action): the WC Strikes and adds 4 cubes, the MC adds 2', () => {
    const g = withEvent(3, 'he.civil-rights-movement');
    trigger(g, 'middle', 'he.civil-rights-movement');
    expect(questionFor(g, 'working').kind).toBe('strike.pick');
    answer(g, 'working', 'c1', 'c3');
    expect(g.companies.filter((c) => c.strike).map((c) => c.id)).toEqual(['c1', 'c3']);
    expect(g.bag).toEqual({ working: 12, middle: 10, capitalist: 8 });
    expectApplied(g, 'he.civil-rights-movement');
    const rich = withEvent(3, 'he.civil-rights-movement');
    rich.classes.working.prosperity = 4;
    expect(offered(rich, 'working', 'he.civil-rights-movement')).toBe(false);
  });

  it('Embargo Against Cuba: 2 Socialist Policies; WC or State (Free Action): every Business Deal discarded, no Foreign Market this round', () => {
    const g = withEvent(4, 'he.embargo-against-cuba');
    expect(offered(g, 'working', 'he.embargo-against-cuba')).toBe(false);
    g.policies[4] = 'A';
    expect(offered(g, 'capitalist', 'he.embargo-against-cuba')).toBe(false);
    trigger(g, 'working', 'he.embargo-against-cuba');
    expect(g.decks.deals.revealed).toEqual([]);
    expect(g.roundFlags.foreignMarketClosed).toBe(true);
    g.classes.capitalist.storage.food = 8;
    forceTurn(g, 'capitalist');
    expect(optionIds(g, 'capitalist')).not.toContain('basic:sell-foreign');
    expectApplied(g, 'he.embargo-against-cuba');
  });

  it('Marshall Plan: 2 Socialist Policies or fewer; CC or State (Free Action): the State +30; the CC builds a non-automated Company for free', () => {
    const g = withEvent(4, 'he.marshall-plan');
    trigger(g, 'capitalist', 'he.marshall-plan');
    expect(g.treasury).toBe(150);
    expect(questionFor(g, 'capitalist').kind).toBe('build.company');
    const choices = questionFor(g, 'capitalist').options.map((o) => o.short);
    expect(choices).not.toContain('Automated Grain Farm');
    expect(choices).toContain('Institute of Technology');
    const institute = questionFor(g, 'capitalist').options.find((o) => o.short === 'Institute of Technology');
    answer(g, 'capitalist', institute?.id as string);
    while (questionFor(g, 'capitalist').kind !== 'turn')
      answer(g, 'capitalist', optionIds(g, 'capitalist').at(-1) as string);
    expect(g.companies.some((c) => c.card === 'capitalist.institute-of-technology')).toBe(true);
    expect(g.classes.capitalist.revenue).toBe(120);
    expectApplied(g, 'he.marshall-plan');
    const red = withEvent(3, 'he.marshall-plan');
    red.policies[1] = 'A';
    red.policies[2] = 'A';
    expect(offered(red, 'capitalist', 'he.marshall-plan')).toBe(false);
  });

  it('Post-WWII Decolonization: players hold at least 4 / 5 / 7 Influence (2 / 3 / 4 players); any player (Free Action): free Immediate Votes this round; WC +3, CC +1, MC +2 cubes', () => {
    const g = withEvent(4, 'he.post-wwii-decolonization');
    // 1 + 1 + 1 + 1 = 4 < 7.
    expect(offered(g, 'state', 'he.post-wwii-decolonization')).toBe(false);
    g.classes.state.influence = 4;
    expect(offered(g, 'state', 'he.post-wwii-decolonization')).toBe(true);
    // Media Influence in the Public Services is not held by a player.
    g.classes.state.influence = 3;
    g.publicServices.influence = 10;
    expect(offered(g, 'state', 'he.post-wwii-decolonization')).toBe(false);
    g.classes.state.influence = 4;
    trigger(g, 'middle', 'he.post-wwii-decolonization');
    expect(g.roundFlags.freeImmediateVotes).toBe(true);
    expect(g.bag).toEqual({ working: 11, middle: 10, capitalist: 9 });
    expectApplied(g, 'he.post-wwii-decolonization');
    // A Bill proposed now may go to an Immediate Vote without Influence.
    g.classes.capitalist.influence = 0;
    forceTurn(g, 'capitalist');
    answer(g, 'capitalist', 'basic:propose-bill', g.classes.capitalist.hand[0] as string, '3B');
    expect(questionFor(g, 'capitalist').options.map((o) => labelOf(o))).toContain(
      'Call an Immediate Vote (free)',
    );
    // 3 players: 5; 2 players: 4.
    const three = withEvent(3, 'he.post-wwii-decolonization');
    three.classes.working.influence = 3;
    expect(offered(three, 'working', 'he.post-wwii-decolonization')).toBe(true);
    const two = withEvent(2, 'he.post-wwii-decolonization');
    two.classes.working.influence = 2;
    expect(offered(two, 'working', 'he.post-wwii-decolonization')).toBe(false);
    two.classes.working.influence = 3;
    expect(offered(two, 'capitalist', 'he.post-wwii-decolonization')).toBe(true);
  });

  it('Era of Keynesianism: at least 4 / 7 unemployed Workers; any player (Basic Action): Policies set to 1B 2B 3B 4A 5B 6B', () => {
    const g = withEvent(4, 'he.era-of-keynesianism');
    expect(offered(g, 'capitalist', 'he.era-of-keynesianism')).toBe(false);
    addUnemployed(g, 'middle', 1);
    trigger(g, 'capitalist', 'he.era-of-keynesianism');
    expect(g.policies).toEqual({ 1: 'B', 2: 'B', 3: 'B', 4: 'A', 5: 'B', 6: 'B', 7: 'B' });
    expectApplied(g, 'he.era-of-keynesianism');
    const two = withEvent(2, 'he.era-of-keynesianism');
    addUnemployed(two, 'working', 1);
    expect(offered(two, 'working', 'he.era-of-keynesianism')).toBe(false);
    addUnemployed(two, 'working', 1);
    expect(offered(two, 'working', 'he.era-of-keynesianism')).toBe(true);
  });

  it('Leftist Movements in Europe: 3 of Policies 1–5 in B, 2 Trade Unions and (3–4 players) MC Population 5; WC or MC (Free Action): WC +4 cubes, MC +1 Influence, the State +1 with the WC', () => {
    const g = withEvent(4, 'he.leftist-movements-in-europe');
    g.policies[3] = 'B';
    unions(g, 'food', 'health');
    // Middle Class Population 3: not yet.
    expect(offered(g, 'working', 'he.leftist-movements-in-europe')).toBe(false);
    addUnemployed(g, 'middle', 5);
    expect(populationOf(g, 'middle')).toBe(5);
    trigger(g, 'working', 'he.leftist-movements-in-europe');
    expect(g.bag.working).toBe(12);
    expect(g.classes.middle.influence).toBe(2);
    expect(g.classes.state.legitimacy.working).toBe(3);
    expectApplied(g, 'he.leftist-movements-in-europe');
    // 2 players: no Population requirement.
    const two = withEvent(2, 'he.leftist-movements-in-europe');
    two.policies[3] = 'B';
    unions(two, 'food', 'health');
    expect(offered(two, 'working', 'he.leftist-movements-in-europe')).toBe(true);
  });

  it('Post-War Rise of Consumerism: 3 operational Luxury Companies; WC or MC (Free Action): the WC may buy Luxury from the CC up to half its Population, the MC up to its Population', () => {
    const g = withEvent(3, 'he.post-war-consumerism');
    expect(offered(g, 'working', 'he.post-war-consumerism')).toBe(false);
    addCompany(g, 'capitalist', 'capitalist.car-manufacturer');
    addCompany(g, 'capitalist', 'capitalist.electronics-manufacturer');
    g.classes.capitalist.storage.luxury = 10;
    trigger(g, 'middle', 'he.post-war-consumerism');
    // Working Class: Population 3, half rounded down = 1, at the CC's price 8.
    answer(g, 'working', 'luxury', 'capitalist');
    expect(optionIds(g, 'working')).toEqual(['1']);
    answer(g, 'working', '1');
    expect(g.classes.working.goods.luxury).toBe(1);
    expect(g.classes.working.money).toBe(22);
    answer(g, 'middle', 'luxury', 'capitalist');
    expect(optionIds(g, 'middle')).toEqual(['3', '2', '1']);
    answer(g, 'middle', '3');
    expect(g.classes.middle.goods.luxury).toBe(3);
    expect(g.classes.capitalist.storage.luxury).toBe(6);
    expect(g.classes.capitalist.revenue).toBe(152);
    expectApplied(g, 'he.post-war-consumerism');
  });
});
