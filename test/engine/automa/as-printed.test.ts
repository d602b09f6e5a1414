/**
 * The Automa as printed: situations where a review of played games found the engine or the
 * decision procedure away from the rules text (crisis-and-control.txt, components.md §2.14), each
 * with a control where the rule does not apply.
 */
import { describe, expect, it } from 'vitest';
import { capitalistStaffCriteria } from '../../../src/automa/answers/workers.ts';
import { buildCandidates } from '../../../src/automa/conditions.ts';
import { narrow } from '../../../src/automa/narrow.ts';
import type { Good } from '../../../src/data/common.ts';
import { BUSINESS_DEALS } from '../../../src/data/decks.ts';
import { cardIdOf, type GameState } from '../../../src/engine/index.ts';
import { addCompany, removeWorkers, run, staff, step, unemployed } from '../helpers.ts';
import {
  answer,
  automaGame,
  checksText,
  checkWords,
  driverAnswer,
  questionFor,
  questionsOf,
  raised,
  rowsOf,
  turnUpToMove,
} from './helpers.ts';

/** No Company on the board and `n` unemployed Working Class Workers: no job open to them. */
function jobless(g: GameState, n: number): GameState {
  g.companies = [];
  removeWorkers(g, 'working');
  unemployed(g, 'working', n);
  return g;
}

/** Why this turn's checks moved a priority card. */
function raisedWhy(g: GameState, cls: 'working' | 'middle' | 'capitalist', card: string | number): string {
  return (g.automa?.[cls]?.checks ?? [])
    .filter((m) => m.card === card)
    .map((m) => checkWords(m.why))
    .join('; ');
}

const farms = (g: GameState) => g.companies.filter((c) => c.owner === 'working').length;

describe('Demonstration (crisis-and-control.txt, Automa Action; WCA Action Criteria)', () => {
  // Card 2: Assign Workers › Propose Bill › Buy › Strike; bonus "First build a Cooperative Farm,
  // if able, and assign Workers there" — a bonus of Assign Workers, not of a Demonstration.
  function demonstrationOnTop(running: boolean) {
    const g = jobless(automaGame(2, ['working']), 6);
    g.classes.working.demonstration = running;
    turnUpToMove(g, 'working', 2);
    rowsOf(g, 'working').actions = [
      ['assign-workers', 'buy-goods', 'special', 'strike'],
      ['propose-bill'],
      ['demonstration'],
    ];
    return g;
  }

  it('a Demonstration already running cannot be performed again: "If it cannot perform that action, it moves to the action with the second highest priority" — no Farm built', () => {
    const g = demonstrationOnTop(true);
    const q = questionFor(g, 'working');
    expect(q.options.map((o) => o.value)).not.toContain('demonstration');
    const d = driverAnswer(g, 'working');
    expect(d.value).toBe('propose-bill');
    answer(g, 'working', q.options.find((o) => o.value === 'propose-bill')?.id as string);
    expect(farms(g)).toBe(0);
  });

  it('a Demonstration takes no Assign Workers bonus: it starts, and no Cooperative Farm is built', () => {
    const g = demonstrationOnTop(false);
    expect(driverAnswer(g, 'working').value).toBe('demonstration');
    answer(
      g,
      'working',
      questionFor(g, 'working').options.find((o) => o.value === 'demonstration')?.id as string,
    );
    expect(g.classes.working.demonstration).toBe(true);
    expect(farms(g)).toBe(0);
  });

  it('control: Assign Workers on top takes its bonus — the Cooperative Farm is built first', () => {
    const g = jobless(automaGame(2, ['working']), 6);
    turnUpToMove(g, 'working', 2);
    rowsOf(g, 'working').actions = [
      ['buy-goods', 'special', 'strike', 'demonstration'],
      ['propose-bill'],
      ['assign-workers'],
    ];
    const q = questionFor(g, 'working');
    expect(driverAnswer(g, 'working').value).toBe('assign-workers');
    answer(g, 'working', q.options.find((o) => o.value === 'assign-workers')?.id as string);
    expect(farms(g)).toBe(1);
  });
});

describe('Which Worker joins a Trade Union (WCA Assign Workers Criteria: "most unemployed assigned")', () => {
  /**
   * 7 Workers employed in Agriculture, 2 of them in a Supermarket (free to move unless
   * `committed`), and an unemployed Food Worker: the Automa assigns, and forms the Trade Union.
   */
  function foodUnion(committed: boolean) {
    const g = automaGame(2, ['working'], 'simple');
    g.companies = [];
    removeWorkers(g, 'working');
    g.policies[2] = 'A'; // card 1's bonus (2B/2C) does not apply: a plain Assign Workers
    staff(g, addCompany(g, 'capitalist', 'capitalist.fish-farm'), 'working', ['food', null, null], true);
    staff(g, addCompany(g, 'capitalist', 'capitalist.supermarket'), 'working', ['food', null], true);
    const supermarket = addCompany(g, 'capitalist', 'capitalist.supermarket');
    const [employed, colleague] = staff(g, supermarket, 'working', ['food', null], committed);
    const [free] = unemployed(g, 'working', 1, 'food');
    // Card 1: Assign Workers › Buy › Bill › Strike.
    turnUpToMove(g, 'working', 1);
    const assigned = driverAnswer(g, 'working');
    expect(assigned.value, assigned.why).toBe('assign-workers');
    answer(
      g,
      'working',
      questionFor(g, 'working').options.find((o) => o.value === 'assign-workers')?.id as string,
    );
    const kinds: string[] = [];
    while (questionsOf(g).some((q) => q.seat === 'working' && q.kind.startsWith('assign.'))) {
      const d = driverAnswer(g, 'working');
      kinds.push(d.q.kind);
      answer(g, 'working', d.q.options.find((o) => o.value === d.value)?.id as string);
    }
    return { employed, colleague, free, kinds };
  }

  it("the unemployed Food Worker joins, not the Supermarket's: the running Supermarket keeps its Workers", () => {
    const { employed, colleague, free, kinds } = foodUnion(false);
    expect(kinds).toContain('assign.union-worker');
    expect(free?.at).toBe('union');
    expect(employed?.at).toBe('company');
    expect(colleague?.at).toBe('company');
  });

  it("control: the Supermarket's Workers are committed — no choice to make, the unemployed Worker joins", () => {
    const { employed, free, kinds } = foodUnion(true);
    expect(kinds).not.toContain('assign.union-worker');
    expect(free?.at).toBe('union');
    expect(employed?.at).toBe('company');
  });
});

describe('The Strike card when Strike tokens run out (C&C digest, WCA: "If Strike tokens run out, the Strike card is set aside until next round")', () => {
  /** Labor Market 2C, 8 Fast Food Chains run by Working Class Workers at L1, `struck` of them already struck. */
  function strikeOnTop(struck: number) {
    const g = automaGame(2, ['working']);
    g.companies = [];
    removeWorkers(g, 'working');
    g.policies[2] = 'C';
    for (let i = 0; i < 8; i++) {
      const c = addCompany(g, 'capitalist', 'capitalist.fast-food-chain', { wage: 1 });
      staff(g, c, 'working', [null, null]);
      c.strike = i < struck;
    }
    turnUpToMove(g, 'working', 1);
    rowsOf(g, 'working').actions = [
      ['assign-workers', 'buy-goods', 'propose-bill', 'special', 'demonstration'],
      [],
      [],
      ['strike'],
    ];
    const d = driverAnswer(g, 'working');
    expect(d.value, d.why).toBe('strike');
    answer(g, 'working', d.q.options.find((o) => o.value === 'strike')?.id as string);
    while (questionsOf(g).some((q) => q.seat === 'working' && q.kind === 'strike.pick')) {
      const pick = driverAnswer(g, 'working');
      answer(g, 'working', pick.q.options.find((o) => o.value === pick.value)?.id as string);
    }
    return g;
  }

  it('the last token placed: the Strike card leaves the rows, and comes back at the end of the bottom row next round', () => {
    const g = strikeOnTop(6);
    expect(g.companies.filter((c) => c.strike)).toHaveLength(7);
    const rows = rowsOf(g, 'working');
    expect(rows.actions.flat()).not.toContain('strike');
    expect(rows.actionsAside).toEqual(['strike']);
    run(g, step('preparation.start'));
    expect(rows.actionsAside).toEqual([]);
    expect(rows.actions[0]?.at(-1)).toBe('strike');
  });

  it('control: tokens left after the Strike — the card stays in the rows, 2 rows lower', () => {
    const g = strikeOnTop(0);
    const rows = rowsOf(g, 'working');
    expect(rows.actionsAside).toEqual([]);
    expect(rows.actions[1]).toEqual(['strike']);
  });
});

describe('Buy Storage (crisis-and-control.txt, CCA Free Actions: "whenever it has more resources than it can store, even outside its turn")', () => {
  /** A Business Deal with Food on offer, the Capitalist's Food Storage and Free Trade Zone full, money to pay. */
  function fullOfFood(automaSeat: 'capitalist' | 'working', tiles: Good[] = []) {
    const g = automaGame(2, [automaSeat]);
    const cc = g.classes.capitalist;
    cc.tiles = [...tiles];
    cc.storage.food = 8 + 8 * tiles.filter((t) => t === 'food').length;
    cc.freeTradeZone.food = 10;
    cc.revenue = 200;
    const deals = g.decks.deals;
    const withFood = (id: string) => (BUSINESS_DEALS.find((d) => d.id === cardIdOf(id))?.food ?? 0) > 0;
    deals.revealed = [[...deals.revealed, ...deals.draw].find(withFood) as string];
    run(g, step('deal.pick', { seat: 'capitalist' }));
    const q = questionFor(g, 'capitalist');
    const option = q.options.find((o) => (o.value as [string, string])[1] === 'storage');
    answer(g, 'capitalist', option?.id as string);
    return g;
  }

  it('a Business Deal that brings more Food than it can store: the Capitalist Automa buys a Food Storage (20) and keeps the Food', () => {
    const g = fullOfFood('capitalist');
    expect(g.classes.capitalist.tiles).toEqual(['food']);
    expect(g.classes.capitalist.storage.food).toBeGreaterThan(8);
    expect(g.classes.capitalist.revenue).toBeLessThan(200 - 20);
  });

  it('control: with a Food Storage already, it buys no second one and the excess is lost', () => {
    const g = fullOfFood('capitalist', ['food']);
    expect(g.classes.capitalist.tiles).toEqual(['food']);
    expect(g.classes.capitalist.storage.food).toBe(16);
  });

  it('control: a Capitalist player (no Automa) buys Storage only when they choose to', () => {
    const g = fullOfFood('working');
    expect(g.classes.capitalist.tiles).toEqual([]);
    expect(g.classes.capitalist.storage.food).toBe(8);
  });
});

describe('Buy Goods & Services with the bonus that comes first (crisis-and-control.txt: "The bonus tied to the first action ... may help meet a condition")', () => {
  // Card 3: Buy › Assign › Bill › Strike; bonus "4A/4B: the State first gives 5 per unemployed
  // Worker; buy only from Public Services".
  function brokeWithUnemployed(health: 'A' | 'B' | 'C') {
    const g = jobless(automaGame(2, ['working'], 'simple'), 4);
    g.classes.working.money = 0;
    g.policies[4] = health;
    g.policies[5] = 'C';
    g.publicServices.health = 6;
    g.publicServices.education = 6;
    turnUpToMove(g, 'working', 3);
    return driverAnswer(g, 'working');
  }

  it('4B: with no money but 4 unemployed, the State first gives 20 — enough for its Population of Health: it buys', () => {
    const d = brokeWithUnemployed('B');
    expect(d.value, d.why).toBe('buy-goods');
  });

  it('advanced, Check Goods & Services counts what a Public Company produces first (card 9: "A Public Education Company with your Workers produces first")', () => {
    for (const staffed of [true, false]) {
      const g = automaGame(2, ['working']);
      removeWorkers(g, 'working');
      g.publicServices.education = 0;
      g.publicServices.health = 0;
      g.policies[5] = 'B';
      const university = g.companies.find((c) => c.card === 'public.public-university');
      if (!university) throw new Error('no Public University');
      if (staffed) staff(g, university, 'working', ['education', null]);
      turnUpToMove(g, 'working', 9);
      const why = checksText(g, 'working');
      // Staffed: its 4 Education go to the Public Services first, enough for Population 3 — Buy moves up.
      // Control, not staffed: nothing is produced first, there is no Education to buy.
      expect(why.includes('its Population of Education costs'), why).toBe(staffed);
    }
  });

  it('control: at 4C the bonus does not apply — with no money it cannot buy, and passes to its next action', () => {
    const d = brokeWithUnemployed('C');
    expect(d.value, d.why).not.toBe('buy-goods');
    expect(d.why).toMatch(/passed over: Buy Goods & Services: (not possible|it cannot afford)/);
  });
});

describe('The Middle Class Automa and a Strike (crisis-and-control.txt, MCA Free Actions: "the MCA adjusts its Wages to L3 on its next turn"; rules-decisions AU14)', () => {
  /** A Convenience Store of the Middle Class Automa with a Working Class employee, struck in the Working Class's turn `struckIn`. */
  function struckStore(struckIn: number) {
    const g = automaGame(3, ['middle'], 'simple');
    g.round = 2;
    g.phase = 'action';
    const store = addCompany(g, 'middle', 'middle.convenience-store', { wage: 1 });
    staff(g, store, 'middle', ['food']);
    staff(g, store, 'working', [null], false, 1);
    g.turn = { seat: 'working', number: struckIn, mainDone: false, freeUsed: false };
    run(g, step('strike.pick', { seat: 'working', left: 1, placed: 0 }));
    answer(g, 'working', store.id);
    expect(store.strike).toBe(true);
    return { g, store };
  }

  function middleTurn(g: GameState, number: number) {
    g.turn = { seat: 'middle', number, mainDone: false, freeUsed: false };
    turnUpToMove(g, 'middle', 10 + number);
  }

  it("struck in the Working Class's turn 2: its own turn 2 leaves the Wage, its turn 3 raises it to L3", () => {
    const { g, store } = struckStore(2);
    middleTurn(g, 2);
    expect(store.wage).toBe(1);
    middleTurn(g, 3);
    expect(store.wage).toBe(3);
  });

  it('a Strike in turn 5 stands: the Automa has no next turn before Production', () => {
    const { g, store } = struckStore(5);
    middleTurn(g, 5);
    expect(store.wage).toBe(1);
  });

  it("control: a Company struck in an earlier turn is raised at the start of the Automa's turn", () => {
    const { g, store } = struckStore(1);
    middleTurn(g, 2);
    expect(store.wage).toBe(3);
  });
});

describe('Round 5, Foreign Trade (crisis-and-control.txt, Final Round Rules: "If not, it ignores that policy and moves to the next policy")', () => {
  /** Round 5, the Capitalist Automa's Foreign Trade card on top of its Policy rows, Taxation below; 6B is 1 from its Desired 6A. */
  function roundFive(canVote: boolean) {
    const g = automaGame(2, ['capitalist']);
    g.round = 5;
    const rows = rowsOf(g, 'capitalist');
    rows.policies = [[3], [6]];
    rows.setAside = [1, 2, 4, 5];
    rows.removed = [7];
    // An Immediate Vote in a 2-player game: more Influence than the opponent after paying 1, and as many cubes in the bag.
    g.classes.capitalist.influence = canVote ? 5 : 0;
    g.classes.working.influence = 1;
    g.bag.capitalist = canVote ? 20 : 0;
    return g;
  }

  it('Check Policies ignores Foreign Trade when no Immediate Vote can be called: nothing moves for it, and with no other listed Policy the Special Action moves up', () => {
    // Card 6: Propose Bill › Export › Build › Lobby; Labor Market (its card set aside) and Foreign Trade.
    const g = roundFive(false);
    turnUpToMove(g, 'capitalist', 6);
    expect(raised(g, 'capitalist', 'propose-bill')).toBe(0);
    expect(raised(g, 'capitalist', 6)).toBe(0);
    expect(raisedWhy(g, 'capitalist', 'special')).toContain(
      'no Bill can be proposed on either listed Policy',
    );
  });

  it('control: with an Immediate Vote it can call, Foreign Trade counts: Propose Bill +1 and the Foreign Trade card +1', () => {
    const g = roundFive(true);
    turnUpToMove(g, 'capitalist', 6);
    expect(raised(g, 'capitalist', 'propose-bill')).toBe(1);
    expect(raised(g, 'capitalist', 6)).toBe(1);
  });

  it('proposing, it passes over Foreign Trade to the next Policy card: a Bill on Taxation; with the vote possible, on Foreign Trade', () => {
    for (const canVote of [false, true]) {
      const g = roundFive(canVote);
      turnUpToMove(g, 'capitalist', 17); // Propose Bill first; Labor Market, Taxation
      rowsOf(g, 'capitalist').actions = [
        ['special', 'lobby', 'sell-company', 'sell-foreign', 'build-company'],
        ['propose-bill'],
      ];
      rowsOf(g, 'capitalist').policies = [[3], [6]];
      const d = driverAnswer(g, 'capitalist');
      expect(d.value, d.why).toBe('propose-bill');
      answer(g, 'capitalist', d.q.options.find((o) => o.value === 'propose-bill')?.id as string);
      const bill = driverAnswer(g, 'capitalist');
      expect(bill.value).toEqual(canVote ? { policy: 6, section: 'A' } : { policy: 3, section: 'B' });
    }
  });
});

describe('"Build 2 Companies instead of 1" by the Building Company Criteria (CCA: "Never build a non-operational Company if one of that industry is already non-operational")', () => {
  /** Card 26's bonus; a Fast Food Chain the unemployed can run and a second Company in the Market, an idle Clinic already built. */
  function buildTwo(second: string) {
    const g = automaGame(2, ['capitalist'], 'simple');
    g.companies = [];
    removeWorkers(g, 'working');
    addCompany(g, 'capitalist', 'capitalist.clinic'); // idle: nobody works there
    unemployed(g, 'working', 4);
    g.classes.capitalist.market = ['capitalist.fast-food-chain#901', `${second}#902`];
    g.classes.capitalist.revenue = 200;
    turnUpToMove(g, 'capitalist', 26); // Build Company first; bonus: build 2, then 2 new Companies to the Market
    const d = driverAnswer(g, 'capitalist');
    expect(d.value, d.why).toBe('build-company');
    answer(g, 'capitalist', d.q.options.find((o) => o.value === 'build-company')?.id as string);
    while (questionsOf(g).some((q) => q.seat === 'capitalist')) {
      const next = driverAnswer(g, 'capitalist');
      answer(g, 'capitalist', next.q.options.find((o) => o.value === next.value)?.id as string);
    }
    return g.companies.filter((c) => c.owner === 'capitalist').map((c) => c.card);
  }

  it('no second idle Clinic: the Fast Food Chain is built, the Market’s Clinic is not', () => {
    expect(buildTwo('capitalist.clinic').sort()).toEqual(['capitalist.clinic', 'capitalist.fast-food-chain']);
  });

  it('control: a second Company its criteria allow (an automated one) is built too', () => {
    expect(buildTwo('capitalist.automated-grain-farm').sort()).toEqual([
      'capitalist.automated-grain-farm',
      'capitalist.clinic',
      'capitalist.fast-food-chain',
    ]);
  });
});

describe('Automated Companies are always operational (base-rulebook.txt, Component Anatomy) for the Capitalist Automa’s criteria', () => {
  function capitalistWith(cards: string[]) {
    const g = automaGame(2, ['capitalist'], 'advanced');
    g.companies = [];
    removeWorkers(g, 'working');
    return { g, companies: cards.map((card) => addCompany(g, 'capitalist', card)) };
  }

  it('Sell Company Criteria, "Never sell an operational Company": the idle TV Station is sold, not the dearer Automated Dairy Farm', () => {
    const { g, companies } = capitalistWith(['capitalist.automated-dairy-farm', 'capitalist.tv-station']);
    run(g, step('sell.company', { seat: 'capitalist', factor: 1 }));
    expect(driverAnswer(g, 'capitalist').value).toBe(companies[1]?.id);
  });

  it('Building Company Criteria, "industry with fewest own operational Companies": an automated Luxury Company counts, so Media is built', () => {
    const { g, companies } = capitalistWith([
      'capitalist.shopping-mall',
      'capitalist.electronics-manufacturer',
      'capitalist.radio-station',
    ]);
    const [mall, , radio] = companies;
    if (!mall || !radio) throw new Error('companies not added');
    staff(g, mall, 'working', ['luxury', null]);
    staff(g, radio, 'working', [null, null]);
    unemployed(g, 'working', 3);
    g.classes.capitalist.market = ['capitalist.fashion-company#901', 'capitalist.publishing-house#902'];
    g.classes.capitalist.revenue = 200;
    run(g, step('build.company', { seat: 'capitalist' }));
    expect(driverAnswer(g, 'capitalist').value).toBe('capitalist.publishing-house#902');
  });

  it('Assign Workers Criteria, "no other operational Company in that industry": an automated Farm is one, so the idle Shopping Mall is staffed before the idle Supermarket', () => {
    const { g, companies } = capitalistWith([
      'capitalist.automated-grain-farm',
      'capitalist.supermarket',
      'capitalist.shopping-mall',
    ]);
    const idle = companies.slice(1);
    const pick = narrow(
      idle,
      capitalistStaffCriteria(g, (c) => c.id),
      () => 0,
    );
    expect(pick?.chosen.card).toBe('capitalist.shopping-mall');
  });

  it('"Never build a non-operational Company if one of that industry is already non-operational": an automated Farm is not idle, so an unstaffed Supermarket may be built (advanced mode)', () => {
    const { g } = capitalistWith(['capitalist.automated-grain-farm']);
    g.classes.capitalist.market = ['capitalist.supermarket#901'];
    g.classes.capitalist.revenue = 200;
    expect(
      buildCandidates({ g, cls: 'capitalist', mode: 'advanced', card: undefined }).map((f) => f.card),
    ).toEqual(['capitalist.supermarket#901']);
  });
});

describe('Swap Workers: "prior to performing the Assign Workers action (Simple mode) or when Checking Workers (Advanced mode)" (crisis-and-control.txt, WCA and MCA Free Actions)', () => {
  /** A food-skilled Middle Class Worker in the Fast Food Restaurant's unskilled slot, 2 unskilled unemployed, an empty Fashion Company; the Automa assigns Workers. */
  function assignWith(mode: 'simple' | 'advanced', card: number) {
    const g = automaGame(3, ['middle'], mode);
    g.companies = [];
    removeWorkers(g, 'middle');
    const restaurant = addCompany(g, 'middle', 'middle.fast-food-restaurant');
    const [, overqualified] = staff(g, restaurant, 'middle', ['food', 'food']);
    unemployed(g, 'middle', 2);
    addCompany(g, 'capitalist', 'capitalist.fashion-company');
    turnUpToMove(g, 'middle', card);
    const move = questionFor(g, 'middle').options.find((o) => o.value === 'assign-workers');
    expect(move, 'Assign Workers is offered').toBeDefined();
    answer(g, 'middle', move?.id as string);
    while (questionsOf(g).some((q) => q.seat === 'middle')) {
      const next = driverAnswer(g, 'middle');
      answer(g, 'middle', next.q.options.find((o) => o.value === next.value)?.id as string);
    }
    return { at: overqualified?.company, restaurant: restaurant.id };
  }

  it('advanced mode, an AI card with no Assign Workers check (MCA card 1): no swap before the action', () => {
    const { at, restaurant } = assignWith('advanced', 1);
    expect(at).toBe(restaurant);
  });

  it('control, simple mode (MCA card 17, Assign Workers first): the food-skilled Worker is swapped out before assigning', () => {
    const { at, restaurant } = assignWith('simple', 17);
    expect(at).not.toBe(restaurant);
  });
});

describe('Sell Company Criteria (components.md §2.14, CCA: "highest cost → if operational with WC Workers, Trade Union requirement would be met → fewest matching unemployed Workers → random")', () => {
  /** Two idle cost-20 Companies, a Fish Farm and a Stadium; 3 Working Class Workers run a Vegetable Farm; one unemployed food-skilled Worker. */
  function sellOne(unionInFood: boolean) {
    const g = automaGame(2, ['capitalist'], 'advanced');
    g.companies = [];
    removeWorkers(g, 'working');
    removeWorkers(g, 'middle');
    const farm = addCompany(g, 'capitalist', 'capitalist.vegetable-farm');
    staff(g, farm, 'working', [null, null, null]);
    const fish = addCompany(g, 'capitalist', 'capitalist.fish-farm');
    const stadium = addCompany(g, 'capitalist', 'capitalist.stadium');
    unemployed(g, 'working', 1, 'food');
    if (unionInFood) {
      const [member] = unemployed(g, 'working', 1, 'food');
      if (member) member.at = 'union';
    }
    run(g, step('sell.company', { seat: 'capitalist', factor: 1 }));
    return { sold: driverAnswer(g, 'capitalist').value, fish: fish.id, stadium: stadium.id };
  }

  it('staffed with Working Class Workers the Fish Farm would bring Food to 6 employed: it is sold, though the Stadium has fewer matching unemployed Workers', () => {
    const { sold, fish } = sellOne(false);
    expect(sold).toBe(fish);
  });

  it('control: Food has a Trade Union already, no requirement is left to meet — the Stadium (no matching unemployed Worker) is sold', () => {
    const { sold, stadium } = sellOne(true);
    expect(sold).toBe(stadium);
  });
});

describe('Assign Workers Criteria (components.md §2.14, CCA: "no other operational Company in that industry → doesn\'t enable Trade Union → Media → …")', () => {
  /** Idle Radio Station (Media, 2 slots) and Fashion Company (Luxury, 2 slots); `inMedia` Working Class employees of Local Newspapers. */
  function staffed(inMedia: number) {
    const g = automaGame(2, ['capitalist'], 'advanced');
    g.companies = [];
    removeWorkers(g, 'working');
    for (let i = 0; i < inMedia; i++)
      staff(g, addCompany(g, 'middle', 'middle.local-newspaper'), 'working', [null], false, 1);
    const idle = [
      addCompany(g, 'capitalist', 'capitalist.radio-station'),
      addCompany(g, 'capitalist', 'capitalist.fashion-company'),
    ];
    return narrow(
      idle,
      capitalistStaffCriteria(g, (c) => c.id),
      () => 0,
    )?.chosen.card;
  }

  it('2 Working Class Workers in Media: the Radio Station’s 2 slots would make 4 and enable a Trade Union — the Fashion Company is staffed', () => {
    expect(staffed(2)).toBe('capitalist.fashion-company');
  });

  it('control: 1 in Media, 3 with the Radio Station — no Trade Union enabled, Media comes first', () => {
    expect(staffed(1)).toBe('capitalist.radio-station');
  });
});

describe('Building Company Criteria (components.md §2.14, CCA: "… → doesn\'t enable a Trade Union → Agricultural, Luxury, Media → …; with both classes\' Workers available assign MC Workers unless a Demonstration is in progress")', () => {
  /** 3 Working Class employees in Food (Convenience Stores); a Fast Food Chain and a Fashion Company (2 slots each) in the Market. */
  function built(staffBy: Array<'working' | 'middle'>, demonstration = false) {
    const g = automaGame(2, ['capitalist'], 'advanced');
    g.companies = [];
    removeWorkers(g, 'working');
    removeWorkers(g, 'middle');
    for (let i = 0; i < 3; i++)
      staff(g, addCompany(g, 'middle', 'middle.convenience-store'), 'working', [null], false, 1);
    for (const cls of staffBy) unemployed(g, cls, 2);
    g.classes.working.demonstration = demonstration;
    g.classes.capitalist.market = ['capitalist.fast-food-chain#901', 'capitalist.fashion-company#902'];
    g.classes.capitalist.revenue = 200;
    run(g, step('build.company', { seat: 'capitalist' }));
    return driverAnswer(g, 'capitalist').value;
  }

  it('both classes could staff it, so Middle Class Workers would: no Working Class Worker joins Food, no Trade Union is enabled — Agricultural first, the Fast Food Chain', () => {
    expect(built(['middle', 'working'])).toBe('capitalist.fast-food-chain#901');
  });

  it('control: only Working Class Workers can staff it — 3 + 2 in Food would enable a Trade Union, the Fashion Company is built', () => {
    expect(built(['working'])).toBe('capitalist.fashion-company#902');
  });

  it('control: both classes could staff it, but a Demonstration is on — Working Class Workers would, so the Fashion Company is built', () => {
    expect(built(['middle', 'working'], true)).toBe('capitalist.fashion-company#902');
  });
});
