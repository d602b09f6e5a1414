/**
 * Alternative Events (Crisis & Control rulebook, Alternative Events; components reference §2.14;
 * C&C rulebook p.15; rules-decisions X12, AE1–AE12): one test per card — its task with exact numbers,
 * its reward, the card kept or discarded, its Benefit, and the case where the task cannot be done.
 */
import { describe, expect, it } from 'vitest';
import { POLITICAL_AGENDAS } from '../../../../src/data/decks.ts';
import { companyOutput } from '../../../../src/engine/economy/produce.ts';
import { payTaxes, taxBill } from '../../../../src/engine/economy/taxes.ts';
import { createGame, defaultOptions } from '../../../../src/engine/index.ts';
import { agendaMatches } from '../../../../src/engine/phases/scoring.ts';
import {
  answer,
  expectNoEventAction,
  expectSound,
  optionIds,
  play,
  questionFor,
} from '../../cards/state-class/helpers.ts';
import { companyByCard, ctx, emptyAllCompanies, questions, run, step } from '../../helpers.ts';
import { promptText } from '../../testing.ts';
import { altTurn, hold, inst, offerBenefit, resolve } from './helpers.ts';

const legit = (w: number, m: number, c: number) => ({ working: w, middle: m, capitalist: c });

describe('Alternative Events replace the base Event deck (C&C rulebook, Alternative Events setup)', () => {
  it('are dealt from a deck of their own: 2 on the board, 23 in the draw pile, no base Event', () => {
    const g = createGame(
      { ...defaultOptions(4), modules: { ...defaultOptions(4).modules, alternativeEvents: true } },
      'alt',
    );
    expect(g.classes.state.events).toHaveLength(2);
    expect(g.decks.events.draw).toHaveLength(23);
    expect([...g.classes.state.events, ...g.decks.events.draw].every((e) => e.startsWith('alt-event.'))).toBe(
      true,
    );
  });

  it('are refused with fewer than 4 players, with a sentence that says why', () => {
    const options = defaultOptions(3);
    options.modules.alternativeEvents = true;
    expect(() => createGame(options, 'alt')).toThrow(/only a 4-player game/);
  });
});

describe('the 25 Alternative Events', () => {
  it('Low Global Innovation Index Ranking: 4 Education, 8 for each missing; WC +2 or CC +2; kept: 1 Education and 1 Luxury at Preparation', () => {
    const g = altTurn(['low-global-innovation-ranking']);
    resolve(g, 'low-global-innovation-ranking');
    expect(optionIds(g, 'state')).toEqual(['working', 'capitalist']);
    answer(g, 'state', 'working');
    expect(optionIds(g, 'state')).toEqual([
      'education:4',
      'money:8+education:3',
      'money:16+education:2',
      'money:24+education:1',
      'money:32',
    ]);
    answer(g, 'state', 'money:16+education:2');
    expect(g.treasury).toBe(104);
    expect(g.publicServices.education).toBe(4);
    expect(g.classes.state.legitimacy).toEqual(legit(4, 2, 2));
    expect(questionFor(g, 'working').kind).toBe('alt.keep');
    answer(g, 'working', 'keep');
    expect(g.alternativeEvents?.kept.working).toEqual([inst('low-global-innovation-ranking')]);
    expect(g.classes.state.events).toEqual([]);
    expectSound(g);
    offerBenefit(g, 'working', 'low-global-innovation-ranking');
    answer(g, 'working', 'use');
    expect(g.classes.working.goods.education).toBe(1);
    expect(g.classes.working.goods.luxury).toBe(1);
    expectNoEventAction(
      altTurn(['low-global-innovation-ranking'], (g) => {
        g.publicServices.education = 0;
        g.treasury = 31;
      }),
    );
  });

  it('Demand for Better Public Education: a class with an operational Education Company (only the CC’s College); +1; kept: sell up to 2 Education to the State at 10, the State +1 VP', () => {
    const g = altTurn(['better-public-education']);
    resolve(g, 'better-public-education');
    expect(optionIds(g, 'state')).toEqual(['capitalist']);
    answer(g, 'state', 'capitalist');
    expect(g.classes.state.legitimacy).toEqual(legit(2, 2, 3));
    answer(g, 'capitalist', 'discard');
    expect(g.classes.capitalist.vp).toBe(1);
    expect(g.alternativeEvents?.kept.capitalist ?? []).toEqual([]);
    expect(g.decks.events.discard).toContain(inst('better-public-education'));
    hold(g, 'middle', 'better-public-education');
    g.classes.middle.storage.education = 3;
    const money = g.classes.middle.money;
    offerBenefit(g, 'middle', 'better-public-education');
    expect(optionIds(g, 'middle')).toEqual(['2', '1', 'skip']);
    answer(g, 'middle', '2');
    expect(g.classes.middle.storage.education).toBe(1);
    expect(g.publicServices.education).toBe(8);
    expect(g.classes.middle.money).toBe(money + 20);
    expect(g.treasury).toBe(100);
    expect(g.classes.state.vp).toBe(1);
    expectNoEventAction(
      altTurn(['better-public-education'], (g) => {
        for (const w of g.workers)
          if (w.company === companyByCard(g, 'capitalist.college').id) w.at = 'unemployed';
      }),
    );
  });

  it('Demand for Subsidies by Dairy Farmers: spend 30; WC +2 or CC a token; kept: get 10 at Production', () => {
    const g = altTurn(['dairy-farmer-subsidies']);
    resolve(g, 'dairy-farmer-subsidies', 'capitalist');
    expect(g.treasury).toBe(90);
    expect(g.classes.state.tokens.capitalist).toBe(1);
    expect(g.classes.state.legitimacy).toEqual(legit(2, 2, 3));
    answer(g, 'capitalist', 'keep');
    offerBenefit(g, 'capitalist', 'dairy-farmer-subsidies');
    answer(g, 'capitalist', 'use');
    expect(g.classes.capitalist.revenue).toBe(130);
    expectNoEventAction(altTurn(['dairy-farmer-subsidies'], (g) => (g.treasury = 29)));
  });

  it('Demand for Administrative Upgrade: a class with an operational Luxury Company (the CC’s Shopping Mall); +1; kept: sell up to 2 Luxury to the State at 10', () => {
    const g = altTurn(['administrative-upgrade']);
    resolve(g, 'administrative-upgrade');
    expect(optionIds(g, 'state')).toEqual(['capitalist']);
    answer(g, 'state', 'capitalist');
    answer(g, 'capitalist', 'keep');
    const revenue = g.classes.capitalist.revenue;
    offerBenefit(g, 'capitalist', 'administrative-upgrade');
    answer(g, 'capitalist', '1');
    expect(g.classes.capitalist.storage.luxury).toBe(1);
    expect(g.classes.state.goods.luxury).toBe(1);
    expect(g.classes.capitalist.revenue).toBe(revenue + 10);
    expect(g.classes.state.vp).toBe(1);
    // Nothing to sell: the Benefit is not offered.
    g.classes.capitalist.storage.luxury = 0;
    offerBenefit(g, 'capitalist', 'administrative-upgrade');
    expect(questions(g).some((q) => q.kind === 'alt.benefit')).toBe(false);
    expectNoEventAction(
      altTurn(['administrative-upgrade'], (g) => {
        for (const w of g.workers)
          if (w.company === companyByCard(g, 'capitalist.shopping-mall').id) w.at = 'unemployed';
      }),
    );
  });

  it('High Illiteracy Rate: 4 Education or 30; WC +2 or MC +2; kept: 2 Education at Preparation', () => {
    const g = altTurn(['high-illiteracy-rate']);
    resolve(g, 'high-illiteracy-rate', 'middle');
    expect(optionIds(g, 'state')).toEqual(['education:4', 'money:30']);
    answer(g, 'state', 'education:4');
    expect(g.publicServices.education).toBe(2);
    expect(g.treasury).toBe(120);
    expect(g.classes.state.legitimacy).toEqual(legit(2, 4, 2));
    answer(g, 'middle', 'keep');
    offerBenefit(g, 'middle', 'high-illiteracy-rate');
    answer(g, 'middle', 'use');
    expect(g.classes.middle.goods.education).toBe(2);
    expectNoEventAction(
      altTurn(['high-illiteracy-rate'], (g) => {
        g.publicServices.education = 3;
        g.treasury = 29;
      }),
    );
  });

  it('Low Vaccination Rates: 4 Health or 30; WC +2 or MC +2; kept: 2 Health at Preparation', () => {
    const g = altTurn(['low-vaccination-rates'], (g) => (g.publicServices.health = 3));
    resolve(g, 'low-vaccination-rates', 'working');
    expect(g.treasury).toBe(90);
    expect(g.classes.state.legitimacy).toEqual(legit(4, 2, 2));
    answer(g, 'working', 'keep');
    offerBenefit(g, 'working', 'low-vaccination-rates');
    answer(g, 'working', 'use');
    expect(g.classes.working.goods.health).toBe(2);
    expectNoEventAction(
      altTurn(['low-vaccination-rates'], (g) => {
        g.publicServices.health = 3;
        g.treasury = 29;
      }),
    );
  });

  it('Political Pressure: 1 Influence (Personal or Media) per Policy off the Political Agenda; WC +2 or CC a token; kept: 2 Voting cubes at Elections', () => {
    const agenda = POLITICAL_AGENDAS[0];
    const setTwoOff = (g: Parameters<Parameters<typeof altTurn>[1] & object>[0]) => {
      g.classes.state.agenda = agenda?.id ?? null;
      for (const p of [1, 2, 3, 4, 5] as const) g.policies[p] = agenda?.policies[p] ?? 'A';
      g.policies[1] = g.policies[1] === 'A' ? 'B' : 'A';
      g.policies[2] = g.policies[2] === 'A' ? 'B' : 'A';
    };
    const g = altTurn(['political-pressure'], setTwoOff);
    expect(5 - agendaMatches(g)).toBe(2);
    resolve(g, 'political-pressure', 'capitalist');
    expect(optionIds(g, 'state')).toEqual(['personal:1+media:1', 'media:2']);
    answer(g, 'state', 'personal:1+media:1');
    expect(g.classes.state.influence).toBe(0);
    expect(g.publicServices.influence).toBe(3);
    expect(g.classes.state.tokens.capitalist).toBe(1);
    answer(g, 'capitalist', 'keep');
    offerBenefit(g, 'capitalist', 'political-pressure');
    answer(g, 'capitalist', 'use');
    expect(g.bag.capitalist).toBe(8 + 2);
    expectNoEventAction(
      altTurn(['political-pressure'], (g) => {
        setTwoOff(g);
        g.classes.state.influence = 0;
        g.publicServices.influence = 1;
      }),
    );
  });

  it('Demand for Energy Subsidy: 1 Media Influence; a token for the class chosen; kept: the State pays 10 at Production', () => {
    const g = altTurn(['energy-subsidy']);
    resolve(g, 'energy-subsidy');
    expect(optionIds(g, 'state')).toEqual(['working', 'middle', 'capitalist']);
    answer(g, 'state', 'middle');
    expect(g.publicServices.influence).toBe(3);
    expect(g.classes.state.tokens.middle).toBe(1);
    answer(g, 'middle', 'keep');
    const money = g.classes.middle.money;
    offerBenefit(g, 'middle', 'energy-subsidy');
    answer(g, 'middle', 'use');
    expect(g.classes.middle.money).toBe(money + 10);
    expect(g.treasury).toBe(110);
    expectNoEventAction(altTurn(['energy-subsidy'], (g) => (g.publicServices.influence = 0)));
  });

  it('Smear Campaign: 1 Personal Influence and 15; +2 with the class chosen; kept: 1 Influence at Elections', () => {
    const g = altTurn(['smear-campaign']);
    resolve(g, 'smear-campaign', 'working');
    expect(g.classes.state.influence).toBe(0);
    expect(g.treasury).toBe(105);
    expect(g.classes.state.legitimacy).toEqual(legit(4, 2, 2));
    answer(g, 'working', 'keep');
    const before = g.classes.working.influence;
    offerBenefit(g, 'working', 'smear-campaign');
    answer(g, 'working', 'use');
    expect(g.classes.working.influence).toBe(before + 1);
    expectNoEventAction(altTurn(['smear-campaign'], (g) => (g.classes.state.influence = 0)));
  });

  it('Demand for Economic Stimulus: spend 30; MC +2 or CC 3 VP (the State’s); kept: get 5 and may staff one own Company before it produces', () => {
    const g = altTurn(['economic-stimulus']);
    resolve(g, 'economic-stimulus', 'capitalist');
    expect(g.treasury).toBe(90);
    expect(g.classes.state.vp).toBe(3);
    answer(g, 'capitalist', 'keep');
    hold(g, 'middle', 'economic-stimulus');
    const office = companyByCard(g, 'middle.doctors-office');
    for (const w of g.workers) if (w.company === office.id) w.at = 'unemployed';
    for (const w of g.workers) if (w.at === 'unemployed') w.company = undefined;
    const money = g.classes.middle.money;
    offerBenefit(g, 'middle', 'economic-stimulus');
    answer(g, 'middle', 'use');
    expect(g.classes.middle.money).toBe(money + 5);
    expect(optionIds(g, 'middle')).toEqual([`${office.id}:middle`, 'none']);
    answer(g, 'middle', `${office.id}:middle`);
    expect(g.workers.some((w) => w.company === office.id && w.cls === 'middle')).toBe(true);
    expectNoEventAction(altTurn(['economic-stimulus'], (g) => (g.treasury = 29)));
  });

  it('Public Pressure: choose WC or CC for +2; kept: before a vote of the Elections phase the holder may discard it so the State supports the Bill with up to 2 Influence', () => {
    const g = altTurn(['public-pressure']);
    resolve(g, 'public-pressure', 'working');
    expect(g.classes.state.legitimacy).toEqual(legit(4, 2, 2));
    answer(g, 'working', 'keep');
    // Not offered at the start of the phase: before a vote.
    g.classes.state.influence = 3;
    g.bills = { 3: { owner: 'working', section: 'B' } };
    run(g, step('elections.start'));
    expect(questionFor(g, 'working').kind).toBe('alt.pressure-use');
    answer(g, 'working', 'use');
    expect(g.vote?.sides.state).toBe('for');
    expect(g.vote?.bids.state).toBe(2);
    expect(g.alternativeEvents?.kept.working).toEqual([]);
    expect(g.decks.events.discard).toContain(inst('public-pressure'));
    // The State is asked neither its side nor its bid.
    expect(questions(g).some((q) => q.seat === 'state')).toBe(false);
    expectNoEventAction(altTurn([]));
  });

  it('Hurricane: buy up to 5 Food (at least 1) for the State; WC or MC a token; kept: the State gives 1 Food at Production, or loses 1 VP', () => {
    const g = altTurn(['hurricane']);
    resolve(g, 'hurricane', 'working');
    expect(optionIds(g, 'state').slice(0, 2)).toEqual(['foreign:5', 'foreign:4']);
    expect(optionIds(g, 'state')).not.toContain('done');
    answer(g, 'state', 'foreign:3');
    expect(g.treasury).toBe(90);
    expect(g.classes.state.goods.food).toBe(3);
    answer(g, 'state', 'done');
    expect(g.classes.state.tokens.working).toBe(1);
    answer(g, 'working', 'keep');
    offerBenefit(g, 'working', 'hurricane');
    answer(g, 'working', 'use');
    expect(g.classes.state.goods.food).toBe(2);
    expect(g.classes.working.goods.food).toBe(1);
    g.classes.state.goods.food = 0;
    g.classes.state.vp = 5;
    g.ledger.push(['state', 1, 'test', 5]);
    offerBenefit(g, 'working', 'hurricane');
    answer(g, 'working', 'use');
    expect(g.classes.state.vp).toBe(4);
    expectNoEventAction(altTurn(['hurricane'], (g) => (g.treasury = 9)));
  });

  it('Rising Traffic Accidents: 4 Health and Education, at least 1 of each; WC or MC 3 VP (the State’s); kept: 1 Health and 1 Education at Preparation', () => {
    const g = altTurn(['rising-traffic-accidents']);
    resolve(g, 'rising-traffic-accidents', 'middle');
    expect(optionIds(g, 'state')).toEqual([
      'health:3+education:1',
      'health:2+education:2',
      'health:1+education:3',
    ]);
    answer(g, 'state', 'health:3+education:1');
    expect(g.publicServices.health).toBe(3);
    expect(g.publicServices.education).toBe(5);
    expect(g.classes.state.vp).toBe(3);
    answer(g, 'middle', 'keep');
    offerBenefit(g, 'middle', 'rising-traffic-accidents');
    answer(g, 'middle', 'use');
    expect(g.classes.middle.goods.health).toBe(1);
    expect(g.classes.middle.goods.education).toBe(1);
    expectNoEventAction(altTurn(['rising-traffic-accidents'], (g) => (g.publicServices.health = 0)));
  });

  it('Tax Returns: choose any class, a token; kept: pay 10 less in Pay Taxes this Production', () => {
    const g = altTurn(['tax-returns']);
    resolve(g, 'tax-returns', 'working');
    expect(g.classes.state.tokens.working).toBe(1);
    answer(g, 'working', 'keep');
    offerBenefit(g, 'working', 'tax-returns');
    answer(g, 'working', 'use');
    const money = g.classes.working.money;
    const treasury = g.treasury;
    payTaxes(ctx(g), 'working');
    const paid = money - g.classes.working.money;
    expect(g.treasury - treasury).toBe(paid);
    // Income tax 4 × Population 3 = 12 (2B, 3A), less 10.
    expect(taxBill(g, 'working').income).toBe(12);
    expect(paid).toBe(2);
    // Not used: the full tax.
    const h = altTurn(['tax-returns']);
    const before = h.classes.working.money;
    payTaxes(ctx(h), 'working');
    expect(before - h.classes.working.money).toBe(12);
  });

  it('Fear of Recession: 1 Personal Influence and 15; WC +2, MC a token or CC 3 VP; kept: 1 Food at Production', () => {
    const g = altTurn(['fear-of-recession']);
    resolve(g, 'fear-of-recession', 'middle');
    expect(g.treasury).toBe(105);
    expect(g.classes.state.tokens.middle).toBe(1);
    answer(g, 'middle', 'keep');
    offerBenefit(g, 'middle', 'fear-of-recession');
    answer(g, 'middle', 'skip');
    expect(g.classes.middle.goods.food).toBe(0);
    offerBenefit(g, 'middle', 'fear-of-recession');
    answer(g, 'middle', 'use');
    expect(g.classes.middle.goods.food).toBe(1);
    expectNoEventAction(altTurn(['fear-of-recession'], (g) => (g.treasury = 14)));
  });

  it('Student Protest: 1 Personal Influence and 2 Education; WC 3 VP (the State’s), MC +2 or CC a token; kept: 2 Education at Preparation', () => {
    const g = altTurn(['student-protest']);
    resolve(g, 'student-protest', 'working');
    expect(g.classes.state.influence).toBe(0);
    expect(g.publicServices.education).toBe(4);
    expect(g.classes.state.vp).toBe(3);
    answer(g, 'working', 'keep');
    offerBenefit(g, 'working', 'student-protest');
    answer(g, 'working', 'use');
    expect(g.classes.working.goods.education).toBe(2);
    expectNoEventAction(altTurn(['student-protest'], (g) => (g.publicServices.education = 1)));
  });

  it('Rising Flu Infections: a class with an operational Healthcare Company (the MC’s Doctor’s Office); +1; kept: sell up to 2 Health to the State at 10', () => {
    const g = altTurn(['rising-flu-infections']);
    resolve(g, 'rising-flu-infections');
    expect(optionIds(g, 'state')).toEqual(['middle']);
    answer(g, 'state', 'middle');
    expect(g.classes.state.legitimacy).toEqual(legit(2, 3, 2));
    answer(g, 'middle', 'keep');
    const money = g.classes.middle.money;
    offerBenefit(g, 'middle', 'rising-flu-infections');
    expect(optionIds(g, 'middle')).toEqual(['1', 'skip']);
    answer(g, 'middle', '1');
    expect(g.classes.middle.storage.health).toBe(0);
    expect(g.publicServices.health).toBe(7);
    expect(g.classes.middle.money).toBe(money + 10);
    expectNoEventAction(altTurn(['rising-flu-infections'], (g) => emptyAllCompanies(g)));
  });

  it('Low Political Engagement: a class with an available Bill marker, 1 Influence per such marker; WC 3 VP (the State’s) or CC +2; kept: 2 Voting cubes at Elections', () => {
    const g = altTurn(['low-political-engagement'], (g) => {
      g.bills = { 1: { owner: 'working', section: 'B' }, 2: { owner: 'working', section: 'A' } };
    });
    resolve(g, 'low-political-engagement', 'working');
    // The Working Class has 1 marker left: 1 Influence.
    expect(optionIds(g, 'state')).toEqual(['personal:1', 'media:1']);
    answer(g, 'state', 'media:1');
    expect(g.publicServices.influence).toBe(3);
    expect(g.classes.state.vp).toBe(3);
    answer(g, 'working', 'keep');
    offerBenefit(g, 'working', 'low-political-engagement');
    answer(g, 'working', 'use');
    expect(g.bag.working).toBe(10);
    // 3 markers each and only 2 Influence: nobody can be chosen.
    expectNoEventAction(altTurn(['low-political-engagement'], (g) => (g.publicServices.influence = 1)));
  });

  it('Demand for Digital Transformation: spend 30, a class with an operational Luxury Company; +2; kept: its Luxury Companies produce 1 more this Production', () => {
    const g = altTurn(['digital-transformation']);
    resolve(g, 'digital-transformation', 'capitalist');
    expect(g.treasury).toBe(90);
    expect(g.classes.state.legitimacy).toEqual(legit(2, 2, 4));
    answer(g, 'capitalist', 'keep');
    const mall = companyByCard(g, 'capitalist.shopping-mall');
    const college = companyByCard(g, 'capitalist.college');
    const before = companyOutput(g, mall);
    const other = companyOutput(g, college);
    offerBenefit(g, 'capitalist', 'digital-transformation');
    answer(g, 'capitalist', 'use');
    expect(companyOutput(g, mall)).toBe(before + 1);
    expect(companyOutput(g, college)).toBe(other);
    expectNoEventAction(altTurn(['digital-transformation'], (g) => (g.treasury = 29)));
  });

  it('Rising Economic Inequality: spend 30; WC +2 or MC a token; kept: get 10 at Production', () => {
    const g = altTurn(['rising-economic-inequality']);
    resolve(g, 'rising-economic-inequality', 'working');
    expect(g.classes.state.legitimacy).toEqual(legit(4, 2, 2));
    answer(g, 'working', 'keep');
    const before = g.classes.working.money;
    offerBenefit(g, 'working', 'rising-economic-inequality');
    answer(g, 'working', 'use');
    expect(g.classes.working.money).toBe(before + 10);
    expectNoEventAction(altTurn(['rising-economic-inequality'], (g) => (g.treasury = 29)));
  });

  it('Healthcare Scandal: 1 Personal Influence and 2 Health; WC a token, MC 3 VP (the State’s) or CC +2; kept: 2 Health at Preparation', () => {
    const g = altTurn(['healthcare-scandal']);
    resolve(g, 'healthcare-scandal', 'capitalist');
    expect(g.publicServices.health).toBe(4);
    expect(g.classes.state.legitimacy).toEqual(legit(2, 2, 4));
    answer(g, 'capitalist', 'keep');
    offerBenefit(g, 'capitalist', 'healthcare-scandal');
    answer(g, 'capitalist', 'use');
    // The Capitalist Class keeps goods in its Storage.
    expect(g.classes.capitalist.storage.health).toBe(2);
    expectNoEventAction(altTurn(['healthcare-scandal'], (g) => (g.classes.state.influence = 0)));
  });

  it('Public Sector Union Negotiations: a class with Workers in a Public Company; WC a token or MC 2 VP (the State’s); kept: the State pays 5 more Wages per such Company, then +1 VP', () => {
    const g = altTurn(['public-sector-union-negotiations']);
    resolve(g, 'public-sector-union-negotiations');
    expect(optionIds(g, 'state')).toEqual(['working', 'middle']);
    answer(g, 'state', 'middle');
    expect(g.classes.state.vp).toBe(2);
    answer(g, 'middle', 'keep');
    const money = g.classes.middle.money;
    offerBenefit(g, 'middle', 'public-sector-union-negotiations');
    answer(g, 'middle', 'use');
    expect(g.classes.middle.money).toBe(money + 5);
    expect(g.treasury).toBe(115);
    expect(g.classes.state.vp).toBe(3);
    expectNoEventAction(
      altTurn(['public-sector-union-negotiations'], (g) => {
        for (const w of g.workers)
          if (w.company && g.companies.find((c) => c.id === w.company)?.owner === 'state')
            w.at = 'unemployed';
      }),
    );
  });

  it('Demand for Startup Support: MC or CC +1; kept: in the Action phase the State pays 10 of each Company the holder builds and gains 1 VP', () => {
    const g = altTurn(['startup-support']);
    resolve(g, 'startup-support', 'capitalist');
    expect(g.classes.state.legitimacy).toEqual(legit(2, 2, 3));
    answer(g, 'capitalist', 'keep');
    offerBenefit(g, 'capitalist', 'startup-support');
    answer(g, 'capitalist', 'use');
    expect(g.alternativeEvents?.active.capitalist).toEqual([inst('startup-support')]);
    // The holder builds: the State pays back 10 of the cost and gains 1 VP.
    const revenue = g.classes.capitalist.revenue;
    const treasury = g.treasury;
    run(g, step('turn.begin', { seat: 'capitalist', number: 2 }));
    answer(g, 'capitalist', 'basic:build-company-capitalist', g.classes.capitalist.hand[0] as string);
    const card = optionIds(g, 'capitalist')[0] as string;
    answer(g, 'capitalist', card);
    expect(g.treasury).toBe(treasury - 10);
    expect(g.classes.state.vp).toBe(1);
    expect(g.classes.capitalist.revenue).toBeLessThan(revenue);
    // The end of the Action phase ends it.
    run(g, step('action.end'));
    expect(g.alternativeEvents?.active).toEqual({});
  });

  it('Gerrymandering: 2 Personal Influence; +2 with the class chosen; kept: 2 Voting cubes at Elections', () => {
    const g = altTurn(['gerrymandering'], (g) => (g.classes.state.influence = 2));
    resolve(g, 'gerrymandering', 'middle');
    expect(g.classes.state.influence).toBe(0);
    expect(g.classes.state.legitimacy).toEqual(legit(2, 4, 2));
    answer(g, 'middle', 'keep');
    offerBenefit(g, 'middle', 'gerrymandering');
    answer(g, 'middle', 'use');
    expect(g.bag.middle).toBe(10);
    // The State starts with 1 Personal Influence: not enough.
    expectNoEventAction(altTurn(['gerrymandering']));
  });

  it('Demand for State Intervention: spend 20; WC or CC 2 VP (the State’s); kept: one Company’s Wage moves one level for this Production, ignoring the Labor Market, then goes back', () => {
    const g = altTurn(['state-intervention']);
    resolve(g, 'state-intervention', 'working');
    expect(g.treasury).toBe(100);
    expect(g.classes.state.vp).toBe(2);
    answer(g, 'working', 'keep');
    const market = companyByCard(g, 'capitalist.supermarket');
    offerBenefit(g, 'working', 'state-intervention');
    answer(g, 'working', 'use');
    expect(optionIds(g, 'working')).toContain(`${market.id}:up`);
    answer(g, 'working', `${market.id}:up`);
    expect(market.wage).toBe(3);
    run(g, step('production.end'));
    expect(market.wage).toBe(2);
    expectNoEventAction(altTurn(['state-intervention'], (g) => (g.treasury = 19)));
  });
});

describe('Alternative Events: No Action, Benefits each round, Immediate Response, Automas', () => {
  it('an Event left at Scoring applies its No Action penalty; "any two" lets the State pick (rules-decisions X12)', () => {
    const g = altTurn(['dairy-farmer-subsidies', 'tax-returns'], (g) => {
      g.classes.state.legitimacy = legit(5, 5, 5);
    });
    run(g, step('scoring.events'));
    expect(g.classes.state.legitimacy).toEqual(legit(4, 5, 4));
    expect(questionFor(g, 'state').kind).toBe('scoring.penalty');
    answer(g, 'state', 'middle+capitalist');
    expect(g.classes.state.legitimacy).toEqual(legit(4, 4, 3));
    expect(g.classes.state.events).toEqual([]);
  });

  it('a kept card’s Benefit is offered at the start of its phase, every round (C&C rulebook p.15)', () => {
    const g = altTurn([]);
    hold(g, 'working', 'rising-economic-inequality');
    hold(g, 'working', 'high-illiteracy-rate');
    g.flow = [];
    run(g, step('production.start'));
    expect(promptText(questionFor(g, 'working'))).toContain('Rising Economic Inequality');
    answer(g, 'working', 'skip');
    g.flow = [];
    run(g, step('preparation.start'));
    expect(promptText(questionFor(g, 'working'))).toContain('High Illiteracy Rate');
  });

  it('Immediate Response on an Alternative Event: the second time, the class chosen gets 1 VP instead of the card (C&C rulebook p.15)', () => {
    const g = altTurn(['dairy-farmer-subsidies'], undefined, ['state.immediate-response']);
    play(g, 'state.immediate-response', inst('dairy-farmer-subsidies'), 'working');
    answer(g, 'working', 'keep');
    answer(g, 'state', 'capitalist');
    expect(g.treasury).toBe(60);
    expect(g.classes.capitalist.vp).toBe(1);
    expect(g.alternativeEvents?.kept.working).toEqual([inst('dairy-farmer-subsidies')]);
    expect(g.classes.state.legitimacy).toEqual(legit(4, 2, 3));
  });

  it('an Automa keeps the card in rounds 1–4 and discards it for 1 VP in round 5 (components reference §2.14)', () => {
    const options = defaultOptions(4);
    options.modules.alternativeEvents = true;
    options.seats.capitalist = { kind: 'automa', mode: 'simple' };
    for (const round of [1, 5]) {
      const g = createGame(options, 'automa-alt');
      g.round = round;
      g.classes.state.events = [g.decks.events.draw.find((e) => e.startsWith('alt-event.dairy')) as string];
      g.decks.events.draw = g.decks.events.draw.filter((e) => !e.startsWith('alt-event.dairy'));
      g.decks.events.draw.push(...[]);
      g.classes.state.hand = ['state.geopolitical-support#1'];
      g.flow = [];
      run(g, step('turn.begin', { seat: 'state', number: 1 }));
      answer(
        g,
        'state',
        'basic:event-action',
        'state.geopolitical-support#1',
        g.classes.state.events[0] as string,
        'capitalist',
      );
      expect(questions(g).some((q) => q.seat === 'capitalist')).toBe(false);
      if (round === 1) expect(g.alternativeEvents?.kept.capitalist).toHaveLength(1);
      else expect(g.classes.capitalist.vp).toBe(1);
    }
  });
});
