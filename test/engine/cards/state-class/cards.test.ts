import { describe, expect, it } from 'vitest';
import { sellCompany } from '../../../../src/engine/companies/build-and-sell.ts';
import { findCompany, workersIn } from '../../../../src/engine/companies/companies.ts';
import type { Company } from '../../../../src/engine/game-state.ts';
import { whyNotOffered } from '../../../../src/engine/why-not.ts';
import { forceTurn } from '../../testing.ts';
import {
  answer,
  benefits,
  eventTurn,
  expectNotPlayable,
  expectSound,
  instanceOf,
  kindFor,
  optionIds,
  play,
  stateTurn,
} from './helpers.ts';

// Starting figures (4 players): Treasury 120, Public Services 6 Health / 6 Education / 4 Media,
// the State has 1 Influence, Legitimacy 2 / 2 / 2; Working Class 30, Middle Class 40, Capitalist
// Revenue 120; Population 3 and 3.

describe('State Action cards (components reference §2.12, State Action deck)', () => {
  it('Employment Support Scheme (§2.12): the Treasury gives 15 to the Working and 15 to the Middle Class, +1 with each', () => {
    const g = stateTurn(['state.employment-support-scheme']);
    play(g, 'state.employment-support-scheme');
    expect(g.treasury).toBe(90);
    expect(g.classes.working.money).toBe(45);
    expect(g.classes.middle.money).toBe(55);
    expect(g.classes.state.legitimacy).toEqual({ working: 3, middle: 3, capitalist: 2 });
    expect(kindFor(g, 'state')).toBe('turn');
    expectSound(g);
  });

  it('Employment Support Scheme (§2.12): not playable when the Treasury cannot pay both (no Loan for an optional card)', () => {
    const g = stateTurn(['state.employment-support-scheme'], (g) => {
      g.treasury = 29;
    });
    expectNotPlayable(g, 'state.employment-support-scheme');
  });

  it('Growth in Tourism (§2.12): the State, the Middle and the Capitalist Class each gain 15; +1 with MC and CC', () => {
    const g = stateTurn(['state.growth-in-tourism'], (g) => {
      g.treasury = 0;
    });
    play(g, 'state.growth-in-tourism');
    expect(g.treasury).toBe(15);
    expect(g.classes.middle.money).toBe(55);
    expect(g.classes.capitalist.revenue).toBe(135);
    expect(g.classes.working.money).toBe(30);
    expect(g.classes.state.legitimacy).toEqual({ working: 2, middle: 3, capitalist: 3 });
  });

  it('Construction Boom (§2.12): the State, the Working and the Capitalist Class each gain 15; +1 with WC and CC', () => {
    const g = stateTurn(['state.construction-boom']);
    play(g, 'state.construction-boom');
    expect(g.treasury).toBe(135);
    expect(g.classes.working.money).toBe(45);
    expect(g.classes.capitalist.revenue).toBe(135);
    expect(g.classes.middle.money).toBe(40);
    expect(g.classes.state.legitimacy).toEqual({ working: 3, middle: 2, capitalist: 3 });
  });

  it('Geopolitical Support (§2.12): gains 15 at 6A, 30 at 6B, 45 at 6C', () => {
    for (const [section, gain] of [
      ['A', 15],
      ['B', 30],
      ['C', 45],
    ] as const) {
      const g = stateTurn(['state.geopolitical-support'], (g) => {
        g.policies[6] = section;
      });
      play(g, 'state.geopolitical-support');
      expect(g.treasury).toBe(120 + gain);
    }
  });

  it('Foreign Investment Program (§2.12): spends 2 Personal Influence for 40; not playable with less than 2', () => {
    const g = stateTurn(['state.foreign-investment-program'], (g) => {
      g.classes.state.influence = 3;
    });
    play(g, 'state.foreign-investment-program');
    expect(g.classes.state.influence).toBe(1);
    expect(g.treasury).toBe(160);

    const poor = stateTurn(['state.foreign-investment-program']); // 1 Influence at the start
    expectNotPlayable(poor, 'state.foreign-investment-program');
  });

  it('Quantitative Easing (§2.12): gains 25, or 35 when the State has a Loan', () => {
    const g = stateTurn(['state.quantitative-easing']);
    play(g, 'state.quantitative-easing');
    expect(g.treasury).toBe(145);
    const indebted = stateTurn(['state.quantitative-easing'], (g) => {
      g.classes.state.loans = 1;
    });
    play(indebted, 'state.quantitative-easing');
    expect(indebted.treasury).toBe(155);
  });

  it('Foreign Students (§2.12, U10): sells up to 8 Education abroad at the State price (5C: 10 each); only at 1A/1B', () => {
    const refused = stateTurn(['state.foreign-students']); // Policy 1 starts at C
    expectNotPlayable(refused, 'state.foreign-students');

    const g = stateTurn(['state.foreign-students'], (g) => {
      g.policies[1] = 'B';
    });
    play(g, 'state.foreign-students');
    expect(optionIds(g, 'state')).toEqual(['6', '5', '4', '3', '2', '1']);
    answer(g, 'state', '4');
    expect(g.publicServices.education).toBe(2);
    expect(g.treasury).toBe(160);
  });

  it('Medical Tourism (§2.12, U11): sells Health abroad at the State price (4B: 5 each); not while the Foreign Market is closed', () => {
    const g = stateTurn(['state.medical-tourism'], (g) => {
      g.policies[1] = 'A';
    });
    play(g, 'state.medical-tourism', '6');
    expect(g.publicServices.health).toBe(0);
    expect(g.treasury).toBe(150);

    const closed = stateTurn(['state.medical-tourism'], (g) => {
      g.policies[1] = 'A';
      g.roundFlags.foreignMarketClosed = true;
    });
    expectNotPlayable(closed, 'state.medical-tourism');
  });

  it('Healthcare Program (§2.12): provides Health equal to Population to WC or MC, a token for it; only at 4A/4B', () => {
    const g = stateTurn(['state.healthcare-program']); // Policy 4 starts at B
    play(g, 'state.healthcare-program');
    expect(optionIds(g, 'state')).toEqual(['working', 'middle']);
    answer(g, 'state', 'working');
    // The Middle Class sells Health, so the State is asked where the Health comes from.
    expect(optionIds(g, 'state')).toEqual(['own', 'middle']);
    answer(g, 'state', 'own');
    expect(g.publicServices.health).toBe(3);
    expect(benefits(g, 'working')?.goods.health).toBe(3);
    expect(g.classes.state.tokens.working).toBe(1);
    expect(g.classes.state.legitimacy.working).toBe(3);
    expectSound(g);

    const refused = stateTurn(['state.healthcare-program'], (g) => {
      g.policies[4] = 'C';
    });
    expectNotPlayable(refused, 'state.healthcare-program');
  });

  it('Literacy Program (§2.12, §2.13 Provide): buys the Education it lacks from a player other than the recipient, then provides it', () => {
    const g = stateTurn(['state.literacy-program'], (g) => {
      g.policies[5] = 'B';
      g.publicServices.education = 1;
    });
    play(g, 'state.literacy-program', 'middle');
    // Own stock 1 < 3: only the Capitalist Class sells Education (not the Middle Class, the recipient).
    expect(optionIds(g, 'state')).toEqual(['capitalist']);
    answer(g, 'state', 'capitalist');
    expect(optionIds(g, 'state')).toEqual(['2', '1']);
    answer(g, 'state', '2');
    expect(g.treasury).toBe(104);
    expect(g.classes.capitalist.revenue).toBe(136);
    expect(g.classes.capitalist.storage.education).toBe(0);
    expect(g.publicServices.education).toBe(0);
    expect(benefits(g, 'middle')?.goods.education).toBe(3);
    expect(g.classes.state.tokens.middle).toBe(1);
    expectSound(g);

    const refused = stateTurn(['state.literacy-program']); // Policy 5 starts at C
    expectNotPlayable(refused, 'state.literacy-program');
  });

  it('Allowances and Subsidies (§2.12): provides 20 to a class, which gets a token; what it had not received is discarded', () => {
    const g = stateTurn(['state.allowances-and-subsidies'], (g) => {
      g.classes.capitalist.benefits = {
        money: 5,
        goods: { food: 1, luxury: 0, health: 0, education: 0 },
        influence: 0,
        cubes: 0,
      };
    });
    play(g, 'state.allowances-and-subsidies');
    expect(optionIds(g, 'state')).toEqual(['working', 'middle', 'capitalist']);
    answer(g, 'state', 'capitalist');
    expect(g.treasury).toBe(100);
    expect(benefits(g, 'capitalist')).toEqual({
      money: 20,
      goods: { food: 0, luxury: 0, health: 0, education: 0 },
      influence: 0,
      cubes: 0,
    });
    expect(g.classes.state.tokens.capitalist).toBe(1);
    expect(g.classes.state.legitimacy.capitalist).toBe(3);

    const poor = stateTurn(['state.allowances-and-subsidies'], (g) => {
      g.treasury = 19;
    });
    expectNotPlayable(poor, 'state.allowances-and-subsidies');
  });

  it('Step for Representation (§2.12): 1 Personal Influence and 2 Voting cubes to a class, +2 with it; Receive Benefits gives the State 1 VP', () => {
    const g = stateTurn(['state.step-for-representation']);
    play(g, 'state.step-for-representation', 'middle');
    expect(g.classes.state.influence).toBe(0);
    expect(benefits(g, 'middle')?.influence).toBe(1);
    expect(benefits(g, 'middle')?.cubes).toBe(2);
    expect(g.supply.cubes.middle).toBe(15);
    expect(g.classes.state.legitimacy.middle).toBe(4);
    expectSound(g);
    // The Middle Class takes them with its Receive Benefits: cubes into the bag, 1 VP to the State.
    forceTurn(g, 'middle');
    const hand = g.classes.middle.hand[0] as string;
    answer(g, 'middle', 'basic:receive-benefits', hand);
    expect(g.classes.middle.influence).toBe(2);
    expect(g.bag.middle).toBe(10);
    expect(g.classes.middle.benefits).toBeNull();
    expect(g.classes.state.vp).toBe(1);
    expectSound(g);

    const refused = stateTurn(['state.step-for-representation'], (g) => {
      g.classes.state.influence = 0;
    });
    expectNotPlayable(refused, 'state.step-for-representation');
  });

  it('Immediate Response (§2.12): one Event task carried out twice, with its reward each time; the card is discarded once', () => {
    const g = stateTurn(['state.immediate-response'], (g) => {
      g.classes.state.events = ['event.fear-of-deflation#1'];
    });
    play(g, 'state.immediate-response', 'event.fear-of-deflation#1', '45', '45');
    expect(g.treasury).toBe(30);
    expect(g.classes.state.vp).toBe(12);
    expect(g.classes.state.events).toEqual([]);
    expect(g.decks.events.discard).toEqual(['event.fear-of-deflation#1']);

    const none = stateTurn(['state.immediate-response'], (g) => {
      g.classes.state.events = [];
    });
    expectNotPlayable(none, 'state.immediate-response');
  });

  it('Shift Focus (§2.12, §3.1 FAQ): swaps a current Event for one of the top 2 without penalty; the other goes back on top; then an Event Action', () => {
    const g = stateTurn(['state.shift-focus'], (g) => {
      g.classes.state.events = ['event.developing-countries-in-need#1', 'event.neighbors-at-war#1'];
      g.decks.events.draw.push('event.fear-of-deflation#1', 'event.pandemic#1');
    });
    const legitimacy = { ...g.classes.state.legitimacy };
    play(g, 'state.shift-focus');
    expect(optionIds(g, 'state')).toContain('swap:event.neighbors-at-war#1|event.fear-of-deflation#1');
    expect(optionIds(g, 'state')).toContain('keep');
    answer(g, 'state', 'swap:event.neighbors-at-war#1|event.fear-of-deflation#1');
    expect(g.classes.state.events).toEqual([
      'event.developing-countries-in-need#1',
      'event.fear-of-deflation#1',
    ]);
    expect(g.decks.events.discard).toContain('event.neighbors-at-war#1');
    expect(g.decks.events.draw.at(-1)).toBe('event.pandemic#1');
    expect(g.classes.state.legitimacy).toEqual(legitimacy);
    expect(kindFor(g, 'state')).toBe('event.choose');
    answer(g, 'state', 'event.fear-of-deflation#1', '15');
    expect(g.treasury).toBe(105);
    expect(g.classes.state.vp).toBe(2);

    const none = stateTurn(['state.shift-focus'], (g) => {
      g.classes.state.events = [];
    });
    expectNotPlayable(none, 'state.shift-focus');
  });

  it('Shift Focus and A Matter of High Priority (§2.12; rules decision 11): offered by what the State knows, never by the order of the Event deck', () => {
    const CANNOT = ['event.neighbors-at-war#1', 'event.declining-birth-rate#1'];
    const CAN = 'event.fear-of-deflation#1';
    // One Event on the board (room for another) that cannot be dealt with: no Health, no Education.
    const turn = (draw: string[], discard: string[] = []) =>
      stateTurn(['state.shift-focus', 'state.a-matter-of-high-priority'], (g) => {
        g.classes.state.events = ['event.developing-countries-in-need#1'];
        g.publicServices.health = 0;
        g.publicServices.education = 0;
        g.decks.events.draw = draw;
        g.decks.events.discard = discard;
      });
    // The same Events left in the pile, the one that helps on top (the pile's last card) or under
    // the others: the same menu.
    const onTop = turn([...CANNOT, CAN]);
    const below = turn([CAN, ...CANNOT]);
    const plays = ['state.shift-focus', 'state.a-matter-of-high-priority'].map(
      (c) => `play:${instanceOf(below, c)}`,
    );
    expect(optionIds(below, 'state')).toEqual(optionIds(onTop, 'state'));
    for (const id of plays) expect(optionIds(below, 'state')).toContain(id);

    // Played when the top two do not help: they go back on top in their order and the effect ends.
    const lines = play(below, 'state.shift-focus');
    expect(lines).toContain(
      'None of the Events the State looked at can be dealt with: they go back on top of the deck.',
    );
    expect(below.decks.events.draw).toEqual([CAN, ...CANNOT]);
    expect(below.classes.state.events).toEqual(['event.developing-countries-in-need#1']);
    expect(kindFor(below, 'state')).toBe('turn');
    expect(optionIds(below, 'state')).not.toContain('basic:event-action');
    expectSound(below);

    // Nothing the State might see helps: neither is offered, and "why not" says so.
    const none = turn([...CANNOT]);
    expectNotPlayable(none, 'state.shift-focus');
    expectNotPlayable(turn([...CANNOT]), 'state.a-matter-of-high-priority');
    const shift = { kind: 'play', of: instanceOf(none, 'state.shift-focus') } as const;
    expect(whyNotOffered(none, 'state', shift).map((r) => r.code)).toEqual(['event.none-may-help']);

    // A pile shorter than the look: the discards are shuffled in, so one of them may help.
    const short = turn([CANNOT[0] as string], [CAN]);
    for (const c of ['state.shift-focus', 'state.a-matter-of-high-priority'])
      expect(optionIds(short, 'state')).toContain(`play:${instanceOf(short, c)}`);
  });

  it('A Matter of High Priority (§2.12): with room, puts one of the top 2 Events on the board, then an Event Action', () => {
    const g = stateTurn(['state.a-matter-of-high-priority'], (g) => {
      g.classes.state.events = ['event.pandemic#1'];
      g.decks.events.draw.push('event.neighbors-at-war#1', 'event.fear-of-deflation#1');
    });
    play(g, 'state.a-matter-of-high-priority');
    expect(optionIds(g, 'state')).toEqual([
      'place:event.fear-of-deflation#1',
      'place:event.neighbors-at-war#1',
    ]);
    answer(g, 'state', 'place:event.neighbors-at-war#1');
    expect(g.classes.state.events).toEqual(['event.pandemic#1', 'event.neighbors-at-war#1']);
    expect(g.decks.events.draw.at(-1)).toBe('event.fear-of-deflation#1');
    answer(g, 'state', 'event.neighbors-at-war#1', '6');
    expect(g.publicServices.health).toBe(0);
    expect(g.classes.state.vp).toBe(6);

    // No room and no Event that can be dealt with: not playable.
    const full = stateTurn(['state.a-matter-of-high-priority'], (g) => {
      g.classes.state.events = ['event.developing-countries-in-need#1', 'event.neighbors-at-war#1'];
      g.publicServices.health = 0;
      g.publicServices.education = 0;
    });
    expectNotPlayable(full, 'state.a-matter-of-high-priority');
  });

  it('Nationalization (§2.12, §3.1 FAQ): a non-operational Capitalist Company without Machinery replaces a non-operational Public one; at 1B the State pays its cost', () => {
    const farm: Company = {
      id: 'c50',
      card: 'capitalist.vegetable-farm',
      owner: 'capitalist',
      wage: 2,
      machinery: false,
      strike: false,
    };
    const refused = stateTurn(['state.nationalization'], (g) => {
      g.companies.push({ ...farm });
    }); // Policy 1 starts at C
    expectNotPlayable(refused, 'state.nationalization');

    const g = stateTurn(['state.nationalization'], (g) => {
      g.policies[1] = 'B';
      g.companies.push({ ...farm });
    });
    // The Clinic (non-operational) has a Machinery icon, so only the Vegetable Farm can be taken.
    play(g, 'state.nationalization');
    expect(optionIds(g, 'state')).toEqual(['c50']);
    answer(g, 'state', 'c50');
    expect(optionIds(g, 'state')).toEqual(['c9']); // National Public Broadcasting has no Workers
    answer(g, 'state', 'c9');
    expect(g.treasury).toBe(105);
    expect(g.classes.capitalist.revenue).toBe(135);
    expect(findCompany(g, 'c9')).toBeUndefined();
    expect(findCompany(g, 'c50')).toMatchObject({ owner: 'state', publicSlot: 2 });
    expect(g.publicSector[2]).toBe('capitalist.vegetable-farm');
    expect(optionIds(g, 'state')).toEqual(['working', 'middle', 'none']);
    answer(g, 'state', 'working', 'co:c50');
    expect(workersIn(g, 'c50').map((w) => [w.cls, w.committed])).toEqual([
      ['working', true],
      ['working', true],
      ['working', true],
    ]);
    expectSound(g);

    const free = stateTurn(['state.nationalization'], (g) => {
      g.policies[1] = 'A';
      g.companies.push({ ...farm });
    });
    play(free, 'state.nationalization', 'c50', 'c9', 'none');
    expect(free.treasury).toBe(120);

    const noCompany = stateTurn(['state.nationalization'], (g) => {
      g.policies[1] = 'B';
    });
    expectNotPlayable(noCompany, 'state.nationalization');
  });

  it('Privatization (§2.12, §3.1 FAQ): the Capitalist Class buys an operational Public Company for its cost; one Public Company fewer; a token for CC', () => {
    const g = stateTurn(['state.privatization']); // Policy 1 starts at C
    play(g, 'state.privatization');
    expect(optionIds(g, 'state')).toEqual(['c7', 'c8']);
    answer(g, 'state', 'c7');
    expect(g.treasury).toBe(150);
    expect(g.classes.capitalist.revenue).toBe(90);
    expect(findCompany(g, 'c7')).toMatchObject({ owner: 'capitalist', publicSlot: undefined });
    expect(g.publicSector[0]).toBe('');
    expect(g.companies.filter((c) => c.owner === 'state')).toHaveLength(2);
    expect(g.classes.state.tokens.capitalist).toBe(1);
    expect(g.classes.state.legitimacy.capitalist).toBe(3);
    expectSound(g);
    // Sold later by the Capitalist Class, it goes back face down to the Public Sector.
    sellCompany({ g, events: [] }, findCompany(g, 'c7') as Company, 30);
    expect(g.publicSector[0]).toBe('public.university-hospital');
    expect(g.decks.companies.capitalist.discard).not.toContain('public.university-hospital');

    const refused = stateTurn(['state.privatization'], (g) => {
      g.policies[1] = 'A';
    });
    expectNotPlayable(refused, 'state.privatization');
  });

  it('COVID-19 Vaccination Program (§2.12 C&C): buys Health abroad at 5 up to the room, then provides Health = Population; +1 per 3 Health', () => {
    const g = stateTurn(['state.covid-19-vaccination-program'], undefined, { extraActionCards: true });
    play(g, 'state.covid-19-vaccination-program');
    // Room: limit 12 (University Hospital 6 + 6) − 6 = 6.
    expect(optionIds(g, 'state')).toEqual(['6', '5', '4', '3', '2', '1', '0']);
    answer(g, 'state', '3', 'working', 'own');
    expect(g.treasury).toBe(105);
    expect(g.publicServices.health).toBe(6);
    expect(benefits(g, 'working')?.goods.health).toBe(3);
    expect(g.classes.state.legitimacy.working).toBe(3);
    expectSound(g);

    const refused = stateTurn(
      ['state.covid-19-vaccination-program'],
      (g) => {
        g.treasury = 0;
        g.publicServices.health = 0;
        g.classes.middle.storage.health = 0;
      },
      { extraActionCards: true },
    );
    expectNotPlayable(refused, 'state.covid-19-vaccination-program');
  });
});

describe('The Event Action (rulebook, State Basic Actions, components reference §2.13)', () => {
  it('offers only the Events whose task can be done, and discards the Event dealt with', () => {
    const g = eventTurn(['event.neighbors-at-war', 'event.fear-of-deflation'], (g) => {
      g.publicServices.health = 0;
    });
    answer(g, 'state', 'basic:event-action', g.classes.state.hand[0] as string);
    expect(optionIds(g, 'state')).toEqual(['event.fear-of-deflation#1']);
    answer(g, 'state', 'event.fear-of-deflation#1', '15');
    expect(g.classes.state.events).toEqual(['event.neighbors-at-war#1']);
    expect(g.decks.events.discard).toContain('event.fear-of-deflation#1');
  });
});
