import { describe, expect, it } from 'vitest';
import { workersIn } from '../../../src/engine/companies/companies.ts';
import { toUnemployed } from '../../../src/engine/workers/workers.ts';
import {
  answer,
  benefits,
  eventAction,
  eventTurn,
  expectNoEventAction,
  expectSound,
  kindFor,
  optionIds,
  questionFor,
} from '../cards/state-class/helpers.ts';
import { labelOf } from '../testing.ts';

// Starting figures (4 players): Treasury 120, Public Services 6 Health / 6 Education / 4 Media
// (limits 12 / 12 / 10), the State has 1 Influence, no goods, Legitimacy 2 / 2 / 2. Population 3
// and 3. Storages: Middle Class Food 1, Health 1; Capitalist Food 1, Luxury 2, Education 2; all
// player prices at 12 Food / 8 others. Foreign Market for the State (no tariff): Food 10, Luxury 6.
// Operational Companies: Capitalist 3, Middle 2. Public Sector: University Hospital (3 WC
// Workers), Technical University (3 MC Workers), National Public Broadcasting (empty).

describe('Events (components reference §2.13, Base Event deck)', () => {
  it('1 Political Scandal (§2.13): spend 25, up to 3 Media Influence split among classes, +1 per Media Influence', () => {
    const g = eventTurn(['event.political-scandal']);
    eventAction(g, 'event.political-scandal', 'working', 'working', 'capitalist');
    expect(g.treasury).toBe(95);
    expect(g.publicServices.influence).toBe(1);
    expect(benefits(g, 'working')?.influence).toBe(2);
    expect(benefits(g, 'capitalist')?.influence).toBe(1);
    expect(g.classes.state.legitimacy).toEqual({ working: 4, middle: 2, capitalist: 3 });
    expect(g.classes.state.events).toEqual([]);
    expectSound(g);

    // "Up to" still requires at least one (§2.13): Done is offered only after the first.
    const one = eventTurn(['event.political-scandal']);
    eventAction(one, 'event.political-scandal');
    expect(optionIds(one, 'state')).not.toContain('done');
    answer(one, 'state', 'middle');
    expect(optionIds(one, 'state')).toContain('done');
    answer(one, 'state', 'done');
    expect(one.classes.state.legitimacy.middle).toBe(3);

    expectNoEventAction(eventTurn(['event.political-scandal'], (g) => (g.treasury = 24)));
  });

  it('2 Neighbors at War (§2.13): spend up to 6 Health from the State’s own stock, 1 VP each', () => {
    const g = eventTurn(['event.neighbors-at-war']);
    eventAction(g, 'event.neighbors-at-war');
    expect(optionIds(g, 'state')).toEqual(['6', '5', '4', '3', '2', '1']);
    answer(g, 'state', '4');
    expect(g.publicServices.health).toBe(2);
    expect(g.classes.state.vp).toBe(4);
    expectNoEventAction(eventTurn(['event.neighbors-at-war'], (g) => (g.publicServices.health = 0)));
  });

  it('3 Pandemic (§2.13, U1): buy Health from players up to the Public Companies (3); MC or CC +1 per 3', () => {
    const g = eventTurn(['event.pandemic'], (g) => {
      g.classes.capitalist.storage.health = 4;
    });
    eventAction(g, 'event.pandemic');
    expect(optionIds(g, 'state')).toEqual(['capitalist:3', 'capitalist:2', 'capitalist:1', 'middle:1']);
    answer(g, 'state', 'capitalist:2');
    expect(optionIds(g, 'state')).toEqual(['capitalist:1', 'middle:1', 'done']);
    answer(g, 'state', 'middle:1');
    expect(optionIds(g, 'state')).toEqual(['middle', 'capitalist']);
    answer(g, 'state', 'capitalist');
    expect(g.treasury).toBe(96);
    expect(g.publicServices.health).toBe(9);
    expect(g.classes.capitalist.revenue).toBe(136);
    expect(g.classes.capitalist.storage.health).toBe(2);
    expect(g.classes.middle.money).toBe(48);
    expect(g.classes.middle.storage.health).toBe(0);
    expect(g.classes.state.legitimacy).toEqual({ working: 2, middle: 2, capitalist: 3 });
    expectSound(g);
    expectNoEventAction(eventTurn(['event.pandemic'], (g) => (g.classes.middle.storage.health = 0)));
  });

  it('4 Strike at the Port (§2.13): provide 2 Media Influence to WC or CC, a token for that class', () => {
    const g = eventTurn(['event.strike-at-the-port']);
    eventAction(g, 'event.strike-at-the-port');
    expect(optionIds(g, 'state')).toEqual(['working', 'capitalist']);
    answer(g, 'state', 'working');
    expect(g.treasury).toBe(120);
    expect(g.publicServices.influence).toBe(2);
    expect(benefits(g, 'working')?.influence).toBe(2);
    expect(g.classes.state.tokens.working).toBe(1);
    expect(g.classes.state.legitimacy.working).toBe(3);
    expectSound(g);
    expectNoEventAction(eventTurn(['event.strike-at-the-port'], (g) => (g.publicServices.influence = 1)));
  });

  it('5 Low Education Index (§2.13): provide Education = half Population rounded up (2) to WC or MC, +1', () => {
    const g = eventTurn(['event.low-education-index']);
    eventAction(g, 'event.low-education-index', 'middle', 'own');
    expect(g.publicServices.education).toBe(4);
    expect(benefits(g, 'middle')?.goods.education).toBe(2);
    expect(g.classes.state.legitimacy.middle).toBe(3);
    expectNoEventAction(
      eventTurn(['event.low-education-index'], (g) => {
        g.publicServices.education = 0;
        g.classes.capitalist.storage.education = 0;
      }),
    );
  });

  it('6 Need for Sustainability Initiative (§2.13): provide 25 to two classes, a token for each', () => {
    const g = eventTurn(['event.need-for-sustainability-initiative']);
    eventAction(g, 'event.need-for-sustainability-initiative', 'working');
    expect(optionIds(g, 'state')).toEqual(['middle', 'capitalist']);
    answer(g, 'state', 'capitalist');
    expect(g.treasury).toBe(70);
    expect(benefits(g, 'working')?.money).toBe(25);
    expect(benefits(g, 'capitalist')?.money).toBe(25);
    expect(benefits(g, 'middle')).toBeNull();
    expect(g.classes.state.tokens).toEqual({ working: 1, middle: 0, capitalist: 1 });
    expect(g.classes.state.legitimacy).toEqual({ working: 3, middle: 2, capitalist: 3 });
    expectNoEventAction(eventTurn(['event.need-for-sustainability-initiative'], (g) => (g.treasury = 49)));
  });

  it('7 Fear of Deflation (§2.13): spend 15, 30 or 45, 2 VP per 15', () => {
    const g = eventTurn(['event.fear-of-deflation'], (g) => (g.treasury = 40));
    eventAction(g, 'event.fear-of-deflation');
    expect(optionIds(g, 'state')).toEqual(['15', '30']);
    answer(g, 'state', '30');
    expect(g.treasury).toBe(10);
    expect(g.classes.state.vp).toBe(4);
    expectNoEventAction(eventTurn(['event.fear-of-deflation'], (g) => (g.treasury = 14)));
  });

  it('8 Declining Birth Rate (§2.13): provide Health = half Population (2), buying from others than the recipient; +1', () => {
    const g = eventTurn(['event.declining-birth-rate'], (g) => {
      g.publicServices.health = 0;
      g.classes.capitalist.storage.health = 3;
    });
    eventAction(g, 'event.declining-birth-rate', 'working');
    expect(optionIds(g, 'state')).toEqual(['capitalist', 'middle']);
    answer(g, 'state', 'middle', '1');
    expect(optionIds(g, 'state')).toEqual(['capitalist']);
    answer(g, 'state', 'capitalist', '1');
    expect(g.treasury).toBe(104);
    expect(g.classes.middle.money).toBe(48);
    expect(g.classes.capitalist.revenue).toBe(128);
    expect(benefits(g, 'working')?.goods.health).toBe(2);
    expect(g.classes.state.legitimacy.working).toBe(3);
    expectSound(g);
    expectNoEventAction(
      eventTurn(['event.declining-birth-rate'], (g) => {
        g.publicServices.health = 0;
        g.classes.middle.storage.health = 0;
      }),
    );
  });

  it('9 Need for Stimulus Package (§2.13): 15 to each class for +1 with all three, or 10 to each for 3 VP', () => {
    const high = eventTurn(['event.need-for-stimulus-package']);
    eventAction(high, 'event.need-for-stimulus-package');
    expect(optionIds(high, 'state')).toEqual(['10', '15']);
    answer(high, 'state', '15');
    expect(high.treasury).toBe(75);
    for (const cls of ['working', 'middle', 'capitalist'] as const)
      expect(benefits(high, cls)?.money).toBe(15);
    expect(high.classes.state.legitimacy).toEqual({ working: 3, middle: 3, capitalist: 3 });
    expect(high.classes.state.vp).toBe(0);

    const low = eventTurn(['event.need-for-stimulus-package']);
    eventAction(low, 'event.need-for-stimulus-package', '10');
    expect(low.treasury).toBe(90);
    expect(low.classes.state.vp).toBe(3);
    expect(low.classes.state.legitimacy).toEqual({ working: 2, middle: 2, capitalist: 2 });
    expectNoEventAction(eventTurn(['event.need-for-stimulus-package'], (g) => (g.treasury = 29)));
  });

  it('10 Demand for Thirteen Month Pay (§2.13): 5 per Worker of the class in the Public Sector; MC +1 per 15', () => {
    const g = eventTurn(['event.demand-for-thirteen-month-pay']);
    eventAction(g, 'event.demand-for-thirteen-month-pay');
    expect(questionFor(g, 'state').options.map((o) => labelOf(o))).toEqual([
      'Provide 15 to the Working Class (reward: a token per 25 money)',
      'Provide 15 to the Middle Class (reward: +1 Legitimacy per 15 money)',
    ]);
    answer(g, 'state', 'middle');
    expect(g.treasury).toBe(105);
    expect(benefits(g, 'middle')?.money).toBe(15);
    expect(g.classes.state.legitimacy.middle).toBe(3);
    expectNoEventAction(
      eventTurn(['event.demand-for-thirteen-month-pay'], (g) => {
        for (const w of g.workers) if (w.company === 'c7' || w.company === 'c8') toUnemployed(w);
      }),
    );
  });

  it('11 Companies Demand Better Internet (§2.13): Luxury = half operational Companies (CC 3 → 2), bought abroad; +1 per 2', () => {
    const g = eventTurn(['event.companies-demand-better-internet']);
    eventAction(g, 'event.companies-demand-better-internet');
    expect(questionFor(g, 'state').options.map((o) => labelOf(o).split(' (')[0])).toEqual([
      '1 Luxury to the Middle Class',
      '2 Luxury to the Capitalist Class',
    ]);
    answer(g, 'state', 'capitalist');
    // The Capitalist Class is the recipient and the Middle Class has no Luxury: only the Foreign Market.
    expect(optionIds(g, 'state')).toEqual(['foreign']);
    answer(g, 'state', 'foreign', '2');
    expect(g.treasury).toBe(108);
    expect(benefits(g, 'capitalist')?.goods.luxury).toBe(2);
    expect(g.classes.state.legitimacy.capitalist).toBe(3);
    expectNoEventAction(
      eventTurn(['event.companies-demand-better-internet'], (g) => {
        g.roundFlags.foreignMarketClosed = true;
        g.classes.capitalist.storage.luxury = 0;
      }),
    );
  });

  it('12 Drought (§2.13, U5): Food = half WC Population or half CC operational Companies; a token for that class', () => {
    const g = eventTurn(['event.drought']);
    eventAction(g, 'event.drought', 'working');
    expect(optionIds(g, 'state')).toEqual(['foreign', 'capitalist', 'middle']);
    answer(g, 'state', 'foreign', '2');
    expect(g.treasury).toBe(100);
    expect(benefits(g, 'working')?.goods.food).toBe(2);
    expect(g.classes.state.tokens.working).toBe(1);
    expect(g.classes.state.legitimacy.working).toBe(3);
    expectNoEventAction(eventTurn(['event.drought'], (g) => (g.treasury = 0)));
  });

  it('13 Local Industries in Turmoil (§2.13): 5 per operational Company; CC 2 VP per 15', () => {
    const g = eventTurn(['event.local-industries-in-turmoil']);
    eventAction(g, 'event.local-industries-in-turmoil');
    expect(questionFor(g, 'state').options.map((o) => labelOf(o).split(' (')[0])).toEqual([
      'Provide 10 to the Middle Class',
      'Provide 15 to the Capitalist Class',
    ]);
    answer(g, 'state', 'capitalist');
    expect(g.treasury).toBe(105);
    expect(benefits(g, 'capitalist')?.money).toBe(15);
    expect(g.classes.state.vp).toBe(2);
    expectNoEventAction(eventTurn(['event.local-industries-in-turmoil'], (g) => (g.treasury = 9)));
  });

  it('14 Technological Illiteracy (§2.13, U6): Luxury + Education, at least 1 each, half Population; +1 per 2 items', () => {
    const g = eventTurn(['event.technological-illiteracy']);
    eventAction(g, 'event.technological-illiteracy', 'working');
    // 2 items, 1 of each (the only split): Luxury first.
    expect(kindFor(g, 'state')).toBe('provide.source');
    answer(g, 'state', 'foreign', '1', 'own');
    expect(g.treasury).toBe(114);
    expect(benefits(g, 'working')?.goods).toEqual({ food: 0, luxury: 1, health: 0, education: 1 });
    expect(g.publicServices.education).toBe(5);
    expect(g.classes.state.legitimacy.working).toBe(3);
    expectNoEventAction(
      eventTurn(['event.technological-illiteracy'], (g) => {
        g.roundFlags.foreignMarketClosed = true;
        g.classes.capitalist.storage.luxury = 0;
      }),
    );
  });

  it('15 Demand for Higher Welfare Standards (§2.13, U4): Health + Education, at least 1 each, half Population; +1', () => {
    const g = eventTurn(['event.demand-for-higher-welfare-standards']);
    eventAction(g, 'event.demand-for-higher-welfare-standards', 'middle', 'own');
    expect(benefits(g, 'middle')?.goods).toEqual({ food: 0, luxury: 0, health: 1, education: 1 });
    expect(g.publicServices).toMatchObject({ health: 5, education: 5 });
    expect(g.classes.state.legitimacy.middle).toBe(3);
    expectNoEventAction(
      eventTurn(['event.demand-for-higher-welfare-standards'], (g) => {
        g.publicServices.health = 0;
        g.classes.middle.storage.health = 0;
      }),
    );
  });

  it('16 Developing Countries in Need (§2.13): spend up to 6 Education, 1 VP each', () => {
    const g = eventTurn(['event.developing-countries-in-need']);
    eventAction(g, 'event.developing-countries-in-need', '6');
    expect(g.publicServices.education).toBe(0);
    expect(g.classes.state.vp).toBe(6);
    expectNoEventAction(
      eventTurn(['event.developing-countries-in-need'], (g) => (g.publicServices.education = 0)),
    );
  });

  it('17 Infant Industry Requires Help (§2.13, §3.1 FAQ): the State pays a Company (cost ≥ 15) from a Market; MC Workers are auto-assigned; a token', () => {
    const g = eventTurn(['event.infant-industry-requires-help']);
    eventAction(g, 'event.infant-industry-requires-help', 'middle');
    // The State picks the Company; only those costing 15+ that the Middle Class Workers can run.
    expect(questionFor(g, 'state').kind).toBe('build.company');
    expect(optionIds(g, 'state')).toEqual(['middle.pharmacy', 'middle.medical-laboratory']);
    answer(g, 'state', 'middle.pharmacy');
    expect(kindFor(g, 'state')).toBe('turn');
    const pharmacy = g.companies.find((c) => c.card === 'middle.pharmacy');
    expect(pharmacy?.owner).toBe('middle');
    expect(workersIn(g, pharmacy?.id as string).map((w) => w.cls)).toEqual(['middle', 'middle']);
    expect(g.treasury).toBe(104);
    expect(g.classes.middle.money).toBe(40);
    expect(g.classes.state.tokens.middle).toBe(1);
    expectSound(g);

    // For the Capitalist Class: the State picks the Company, the owner sets the Wage and staffs it.
    const cc = eventTurn(['event.infant-industry-requires-help']);
    eventAction(cc, 'event.infant-industry-requires-help', 'capitalist');
    expect(optionIds(cc, 'state')).toEqual([
      'capitalist.institute-of-technology',
      'capitalist.automated-grain-farm',
      'capitalist.vegetable-farm',
    ]);
    answer(cc, 'state', 'capitalist.vegetable-farm');
    expect(kindFor(cc, 'capitalist')).toBe('build.wage');
    answer(cc, 'capitalist', '3');
    expect(kindFor(cc, 'capitalist')).toBe('build.staff');
    answer(cc, 'capitalist', 'working');
    const farm = cc.companies.find((c) => c.card === 'capitalist.vegetable-farm');
    expect(farm).toMatchObject({ owner: 'capitalist', wage: 3 });
    expect(workersIn(cc, farm?.id as string)).toHaveLength(3);
    expect(cc.treasury).toBe(105);
    expect(cc.classes.capitalist.revenue).toBe(120);
    expect(cc.classes.state.tokens.capitalist).toBe(1);
    expect(kindFor(cc, 'state')).toBe('turn');
    expectSound(cc);

    expectNoEventAction(eventTurn(['event.infant-industry-requires-help'], (g) => (g.treasury = 14)));
  });

  it('18 Outdated Public Sector Infrastructure (§2.13, U2): buy Luxury from players up to the Public Companies; +1 per 3', () => {
    const g = eventTurn(['event.outdated-public-sector-infrastructure'], (g) => {
      g.classes.middle.storage.luxury = 2;
    });
    eventAction(g, 'event.outdated-public-sector-infrastructure', 'capitalist:2', 'middle:1', 'capitalist');
    expect(g.treasury).toBe(96);
    expect(g.classes.state.goods.luxury).toBe(3);
    expect(g.classes.capitalist.storage.luxury).toBe(0);
    expect(g.classes.middle.storage.luxury).toBe(1);
    expect(g.classes.state.legitimacy.capitalist).toBe(3);
    expectNoEventAction(
      eventTurn(
        ['event.outdated-public-sector-infrastructure'],
        (g) => (g.classes.capitalist.storage.luxury = 0),
      ),
    );
  });

  it('19 Earthquake (§2.13): Food + Health, at least 1 each, half Population; +1 per 2 items', () => {
    const g = eventTurn(['event.earthquake']);
    eventAction(g, 'event.earthquake', 'working', 'foreign', '1', 'own');
    expect(g.treasury).toBe(110);
    expect(benefits(g, 'working')?.goods).toEqual({ food: 1, luxury: 0, health: 1, education: 0 });
    expect(g.publicServices.health).toBe(5);
    expect(g.classes.state.legitimacy.working).toBe(3);
    expectNoEventAction(eventTurn(['event.earthquake'], (g) => (g.treasury = 0)));
  });

  it('20 Demand for Pension Reform (§2.13): 5 × Population; WC 2 VP per 15', () => {
    const g = eventTurn(['event.demand-for-pension-reform']);
    eventAction(g, 'event.demand-for-pension-reform', 'working');
    expect(g.treasury).toBe(105);
    expect(benefits(g, 'working')?.money).toBe(15);
    expect(g.classes.state.vp).toBe(2);
    expectNoEventAction(eventTurn(['event.demand-for-pension-reform'], (g) => (g.treasury = 14)));
  });

  it('21 Political Polarization (§2.13): spend 30, 4 Voting cubes split between WC and CC; +1 per 2 cubes', () => {
    const g = eventTurn(['event.political-polarization']);
    eventAction(g, 'event.political-polarization', 'working', 'working', 'capitalist', 'capitalist');
    expect(g.treasury).toBe(90);
    expect(g.supply.cubes).toEqual({ working: 15, middle: 17, capitalist: 15 });
    expect(benefits(g, 'working')?.cubes).toBe(2);
    expect(benefits(g, 'capitalist')?.cubes).toBe(2);
    expect(g.classes.state.legitimacy).toEqual({ working: 3, middle: 2, capitalist: 3 });
    expectSound(g);
    expectNoEventAction(eventTurn(['event.political-polarization'], (g) => (g.treasury = 29)));
  });

  it('22 Civil Unrest (§2.13, §3.1 FAQ): the chosen class names a Bill, the State proposes it with its own marker and decides the Immediate Vote; +2', () => {
    const g = eventTurn(['event.civil-unrest']);
    eventAction(g, 'event.civil-unrest', 'working');
    expect(questionFor(g, 'working').kind).toBe('bill.propose');
    answer(g, 'working', '3B');
    expect(g.bills[3]).toEqual({ owner: 'state', section: 'B' });
    expect(questionFor(g, 'state').kind).toBe('bill.immediate');
    answer(g, 'state', 'wait');
    expect(g.classes.state.legitimacy.working).toBe(4);
    expectNoEventAction(
      eventTurn(['event.civil-unrest'], (g) => {
        g.bills[1] = { owner: 'state', section: 'B' };
        g.bills[2] = { owner: 'state', section: 'A' };
        g.bills[3] = { owner: 'state', section: 'B' };
      }),
    );
  });

  it('23 Unfair Representation (§2.13, §3.1 FAQ): 1 Personal Influence (not Media) and 2 cubes to a class; +1', () => {
    const g = eventTurn(['event.unfair-representation']);
    eventAction(g, 'event.unfair-representation', 'capitalist');
    expect(g.classes.state.influence).toBe(0);
    expect(g.publicServices.influence).toBe(4);
    expect(benefits(g, 'capitalist')).toMatchObject({ influence: 1, cubes: 2 });
    expect(g.supply.cubes.capitalist).toBe(15);
    expect(g.classes.state.legitimacy.capitalist).toBe(3);
    expectNoEventAction(eventTurn(['event.unfair-representation'], (g) => (g.classes.state.influence = 0)));
  });

  it('24 Low University Ratings (§2.13, §3.1 FAQ): buy Education from players, limited by the Public Services room; +1 per 3', () => {
    const g = eventTurn(['event.low-university-ratings'], (g) => {
      g.classes.middle.storage.education = 1;
    });
    eventAction(g, 'event.low-university-ratings', 'capitalist:2', 'middle:1', 'middle');
    expect(g.treasury).toBe(96);
    expect(g.publicServices.education).toBe(9);
    expect(g.classes.state.legitimacy.middle).toBe(3);

    const full = eventTurn(['event.low-university-ratings'], (g) => (g.publicServices.education = 11));
    eventAction(full, 'event.low-university-ratings');
    expect(optionIds(full, 'state')).toEqual(['capitalist:1']);
    expectNoEventAction(
      eventTurn(['event.low-university-ratings'], (g) => (g.publicServices.education = 12)),
    );
  });

  it('25 Global Supply Chain Crisis (§2.13): Food + Luxury, at least 1 each, half Population; MC 1 VP per item', () => {
    const g = eventTurn(['event.global-supply-chain-crisis']);
    eventAction(g, 'event.global-supply-chain-crisis', 'middle', 'foreign', '1', 'foreign', '1');
    expect(g.treasury).toBe(104);
    expect(benefits(g, 'middle')?.goods).toEqual({ food: 1, luxury: 1, health: 0, education: 0 });
    expect(g.classes.state.vp).toBe(2);
    expectNoEventAction(eventTurn(['event.global-supply-chain-crisis'], (g) => (g.treasury = 0)));
  });
});
