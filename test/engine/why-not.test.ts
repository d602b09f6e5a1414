/**
 * Issue 27, "Why can't I?": for each action and each family of card conditions, a state where it is
 * not offered, the reason's code, figures and sentence, and the same state changed just enough to
 * offer it (the reason gone). The sentence is the presenters' (src/discord/present/why.ts).
 */
import { describe, expect, it } from 'vitest';
import { type ClassId, GOODS, type PolicyId } from '../../src/data/common.ts';
import { COMPONENT_LIMITS } from '../../src/data/tables.ts';
import { reasonText } from '../../src/discord/present/why.ts';
import { cardOfInstance } from '../../src/engine/cards/play.ts';
import type { GameState } from '../../src/engine/game-state.ts';
import {
  allModules,
  notOffered,
  type Reason,
  type TurnChoice,
  whyNotOffered,
} from '../../src/engine/index.ts';
import { populationOf, unemployedOf } from '../../src/engine/workers/workers.ts';
import { newGame, optionIds, unemployed } from './helpers.ts';
import { forceTurn, forgetQuestions, labelOf, questionFor, setHand } from './testing.ts';

const id = (c: TurnChoice) => ('of' in c ? `${c.kind}:${c.of}` : c.kind);

/** The reasons against `choice` for `seat` on a fresh turn, and whether the menu offers it. */
function ask(g: GameState, seat: ClassId, choice: TurnChoice): { reasons: Reason[]; offered: boolean } {
  forgetQuestions(g);
  forceTurn(g, seat);
  const offered = optionIds(g, seat).includes(id(choice));
  return { reasons: whyNotOffered(g, seat, choice), offered };
}

interface Case {
  /** What is checked, with the rule it comes from. */
  name: string;
  seat: ClassId;
  choice: TurnChoice;
  players?: 2 | 3 | 4;
  /** Makes the choice unavailable. */
  block(g: GameState): void;
  code: Reason['code'];
  /** The figures (a function of the state when they depend on it). */
  figures: Reason['figures'] | ((g: GameState) => Reason['figures']);
  /** Changes just enough to make it available again. */
  fix(g: GameState): void;
}

/** Puts a card in the seat's hand and returns the choice of playing it. */
const play = (seat: ClassId, card: string) => (g: GameState) => {
  setHand(g, seat, [card, ...g.classes[seat].hand.slice(1).map((c) => c.split('#')[0] as string)]);
  return { kind: 'play', of: g.classes[seat].hand[0] as string } as TurnChoice;
};

const basic = (of: string): TurnChoice => ({ kind: 'basic', of }) as TurnChoice;
const free = (of: string): TurnChoice => ({ kind: 'free', of }) as TurnChoice;

const ACTIONS: Case[] = [
  {
    name: 'Apply Political Pressure: no Voting cubes left in the supply (rulebook, Basic Actions)',
    seat: 'working',
    choice: basic('political-pressure'),
    block: (g) => {
      g.supply.cubes.working = 0;
    },
    code: 'supply.cubes',
    figures: [],
    fix: (g) => {
      g.supply.cubes.working = 3;
    },
  },
  {
    name: 'Pay Off a Loan: no Loan (rulebook, Basic Actions: Pay Off Loan)',
    seat: 'working',
    choice: basic('pay-off-loan'),
    block: (g) => {
      g.classes.working.loans = 0;
    },
    code: 'loans.none',
    figures: [],
    fix: (g) => {
      g.classes.working.loans = 1;
      g.classes.working.money = 50;
    },
  },
  {
    name: 'Pay Off a Loan: 50 needed (rulebook, Basic Actions: Pay Off Loan)',
    seat: 'working',
    choice: basic('pay-off-loan'),
    block: (g) => {
      g.classes.working.loans = 1;
      g.classes.working.money = 49;
    },
    code: 'money.short',
    figures: [50, 49],
    fix: (g) => {
      g.classes.working.money = 50;
    },
  },
  {
    name: 'Lobby: 30 from Capital (rulebook, Capitalist Class: Lobby)',
    seat: 'capitalist',
    choice: basic('lobby'),
    block: (g) => {
      g.classes.capitalist.capital = 29;
    },
    code: 'capital.short',
    figures: [30, 29],
    fix: (g) => {
      g.classes.capitalist.capital = 30;
    },
  },
  {
    name: "Meet with a Party's MPs: 2 Influence (rulebook, State)",
    seat: 'state',
    choice: basic('meet-mps'),
    block: (g) => {
      g.classes.state.influence = 1;
    },
    code: 'influence.short',
    figures: [2, 1],
    fix: (g) => {
      g.classes.state.influence = 2;
    },
  },
  {
    name: 'Extra Tax: a class at Legitimacy 1 (components reference §3.1 FAQ)',
    seat: 'state',
    choice: basic('extra-tax'),
    block: (g) => {
      g.classes.state.legitimacy.middle = 1;
    },
    code: 'legitimacy.at-one',
    figures: ['middle'],
    fix: (g) => {
      g.classes.state.legitimacy.middle = 2;
    },
  },
  {
    name: 'Campaign: no Media Influence (rulebook, State: Campaign)',
    seat: 'state',
    choice: basic('campaign'),
    block: (g) => {
      g.publicServices.influence = 0;
    },
    code: 'media.none',
    figures: [],
    fix: (g) => {
      g.publicServices.influence = 1;
    },
  },
  {
    name: 'Demonstration: 2 more unemployed than open slots (rulebook, Working Class: Demonstration)',
    seat: 'working',
    choice: basic('demonstration'),
    block: () => {},
    code: 'demonstration.few',
    figures: (g) => {
      const u = unemployedOf(g, 'working').length;
      const r = whyNotOffered(g, 'working', basic('demonstration'))[0] as Reason;
      return [2, u, r.figures[2] as number];
    },
    fix: (g) => {
      const [, u, open] = (whyNotOffered(g, 'working', basic('demonstration'))[0] as Reason)
        .figures as number[];
      unemployed(g, 'working', (open as number) + 2 - (u as number));
    },
  },
  {
    name: 'Demonstration: the token is already out (rulebook, Working Class: Demonstration)',
    seat: 'working',
    choice: basic('demonstration'),
    block: (g) => {
      unemployed(g, 'working', 30);
      g.classes.working.demonstration = true;
    },
    code: 'demonstration.on',
    figures: [],
    fix: (g) => {
      g.classes.working.demonstration = false;
    },
  },
  {
    name: 'Strike: every Company with Working Class Workers pays L3 (rulebook, Working Class: Strike)',
    seat: 'working',
    choice: basic('strike'),
    block: (g) => {
      for (const c of g.companies) c.wage = 3;
    },
    code: 'strike.none',
    figures: [],
    fix: (g) => {
      for (const c of g.companies) c.wage = 2;
    },
  },
  {
    name: 'Propose a Bill: every Bill marker in use (Bills and Elections, Proposing a Bill)',
    seat: 'working',
    choice: basic('propose-bill'),
    block: (g) => {
      g.roundFlags.billMarkersSetAside = { working: 3 };
    },
    code: 'bill.markers',
    figures: [3],
    fix: (g) => {
      g.roundFlags.billMarkersSetAside = { working: 2 };
    },
  },
  {
    name: 'Buy Goods & Services: nothing affordable (rulebook, Working Class: Buy Goods & Services)',
    seat: 'working',
    choice: basic('buy-goods'),
    block: (g) => {
      g.classes.working.money = 0;
    },
    code: 'buy.none',
    figures: [0],
    fix: (g) => {
      g.classes.working.money = 100;
    },
  },
  {
    name: 'Sell to the Foreign Market: closed this round (Historical Events)',
    seat: 'capitalist',
    choice: basic('sell-foreign'),
    block: (g) => {
      g.roundFlags.foreignMarketClosed = true;
    },
    code: 'sell-foreign.closed',
    figures: [],
    fix: (g) => {
      delete g.roundFlags.foreignMarketClosed;
    },
  },
  {
    name: 'Make a Business Deal: closed this round (Historical Events)',
    seat: 'capitalist',
    choice: basic('business-deal'),
    block: (g) => {
      g.roundFlags.foreignMarketClosed = true;
    },
    code: 'deal.closed',
    figures: [],
    fix: (g) => {
      delete g.roundFlags.foreignMarketClosed;
    },
  },
  {
    name: 'Build a Company: no Company affordable (rulebook, Capitalist Class: Build Company)',
    seat: 'capitalist',
    choice: basic('build-company-capitalist'),
    block: (g) => {
      g.classes.capitalist.revenue = 0;
      g.classes.capitalist.capital = 0;
    },
    code: 'build.none',
    figures: [0],
    fix: (g) => {
      g.classes.capitalist.revenue = 200;
    },
  },
  {
    name: 'Sell a Company: every Company has committed Workers (rulebook, Sell Company)',
    seat: 'capitalist',
    choice: basic('sell-company-capitalist'),
    block: (g) => {
      for (const w of g.workers) if (w.at === 'company') w.committed = true;
      g.companies = g.companies.filter(
        (c) => c.owner !== 'capitalist' || g.workers.some((w) => w.company === c.id),
      );
    },
    code: 'sell.none',
    figures: (g) => [g.companies.filter((c) => c.owner === 'capitalist').length],
    fix: (g) => {
      for (const w of g.workers) w.committed = false;
    },
  },
  {
    name: 'Assign Workers: no Worker to move (rulebook, Working Class: Assign Workers)',
    seat: 'working',
    choice: basic('assign-workers'),
    block: (g) => {
      for (const w of g.workers) if (w.cls === 'working') w.committed = true;
    },
    code: 'assign.no-workers',
    figures: [],
    fix: (g) => {
      unemployed(g, 'working', 3);
    },
  },
  {
    name: 'Extra Shift: no Company with uncommitted Middle Class Workers (rulebook, Middle Class: Extra Shift)',
    seat: 'middle',
    choice: basic('extra-shift'),
    block: (g) => {
      for (const w of g.workers) if (w.cls === 'middle') w.committed = true;
    },
    code: 'extra-shift.none',
    figures: [],
    fix: (g) => {
      for (const w of g.workers) if (w.cls === 'middle') w.committed = false;
    },
  },
  {
    name: 'Event Action: no Event to deal with (rulebook, State: Event Action)',
    seat: 'state',
    choice: basic('event-action'),
    block: (g) => {
      (g as GameState & { saved?: string[] }).saved = g.classes.state.events;
      g.classes.state.events = [];
    },
    code: 'event.none',
    figures: [],
    fix: (g) => {
      g.classes.state.events = (g as GameState & { saved?: string[] }).saved as string[];
    },
  },
  {
    name: 'Receive Benefits: nothing provided (rulebook, Receive Benefits, 4 players)',
    seat: 'middle',
    choice: basic('receive-benefits'),
    block: (g) => {
      g.classes.middle.benefits = null;
    },
    code: 'benefits.none',
    figures: [],
    fix: (g) => {
      g.classes.middle.benefits = {
        money: 10,
        influence: 0,
        cubes: 0,
        goods: Object.fromEntries(GOODS.map((good) => [good, 0])),
      } as NonNullable<GameState['classes']['middle']['benefits']>;
    },
  },
  {
    name: 'Use Luxury: Luxury equal to the Population (rulebook, Working Class Free Actions)',
    seat: 'working',
    choice: free('use-luxury'),
    block: (g) => {
      g.classes.working.goods.luxury = 1;
    },
    code: 'use.none',
    figures: (g) => ['luxury', 1, populationOf(g, 'working')],
    fix: (g) => {
      g.classes.working.goods.luxury = populationOf(g, 'working');
    },
  },
  {
    name: 'Adjust Prices: every price locked (Historical Events)',
    seat: 'capitalist',
    choice: free('adjust-prices'),
    block: (g) => {
      g.roundFlags.pricesLocked = Object.fromEntries(GOODS.map((good) => [good, true]));
    },
    code: 'prices.locked',
    figures: [],
    fix: (g) => {
      g.roundFlags.pricesLocked = { food: true };
    },
  },
  {
    name: 'Give a Bonus: 5 needed (rulebook, Capitalist Class: Give Bonus)',
    seat: 'capitalist',
    choice: free('give-bonus'),
    block: (g) => {
      g.classes.capitalist.revenue = 4;
      g.classes.capitalist.capital = 0;
    },
    code: 'money.short',
    figures: [5, 4],
    fix: (g) => {
      g.classes.capitalist.revenue = 5;
    },
  },
  {
    name: 'Buy Storage: a Storage for every good (rulebook, Capitalist Class: Buy Storage)',
    seat: 'capitalist',
    choice: free('buy-storage'),
    block: (g) => {
      g.classes.capitalist.tiles = [...GOODS];
    },
    code: 'storage.none',
    figures: [],
    fix: (g) => {
      g.classes.capitalist.tiles = GOODS.slice(
        0,
        Math.min(GOODS.length - 1, COMPONENT_LIMITS.storageTiles - 1),
      );
    },
  },
  {
    name: 'Swap Workers: no unemployed Worker (rulebook, Free Actions: Swap Workers)',
    seat: 'working',
    choice: free('swap-workers'),
    block: (g) => {
      for (const w of g.workers) if (w.cls === 'working' && w.at === 'unemployed') w.at = 'union';
      g.workers = g.workers.filter((w) => w.cls !== 'working' || w.at !== 'union');
    },
    code: 'swap.no-unemployed',
    figures: [],
    fix: (g) => {
      // A skilled Worker in an unskilled slot and an unskilled unemployed one.
      const skilled = g.workers.find((w) => w.cls === 'working' && w.at === 'company' && w.skill === null);
      if (skilled) skilled.skill = 'food';
      unemployed(g, 'working', 1);
    },
  },
];

type CardCase = Omit<Case, 'choice'> & { card: string };

/** A Working Class card that needs `need` unemployed Workers: one short, then exactly enough. */
const needsUnemployed = (name: string, card: string, need: number): CardCase => ({
  name: `${name}: ${need} unemployed Workers (the card)`,
  seat: 'working',
  card,
  block: (g) => {
    for (const w of unemployedOf(g, 'working')) w.at = 'union';
    g.workers = g.workers.filter((w) => w.at !== 'union');
    unemployed(g, 'working', need - 1);
  },
  code: 'unemployed.few',
  figures: [need, need - 1],
  fix: (g) => {
    unemployed(g, 'working', 1);
  },
});

const CARDS: CardCase[] = [
  {
    name: 'General Strike: a Policy requirement (rulebook, Action Cards: "only if the requirement is met")',
    seat: 'working',
    card: 'working.general-strike',
    block: (g) => {
      g.policies[2] = 'A';
    },
    code: 'card.policy',
    figures: [2, 'BC', 'A'],
    fix: (g) => {
      g.policies[2 as PolicyId] = 'B';
    },
  },
  needsUnemployed('Cooperative Farm', 'working.cooperative-farm', 3),
  needsUnemployed('Migration', 'working.migration', 4),
  {
    name: 'Buy Private Island: 50 from Capital (the card)',
    seat: 'capitalist',
    card: 'capitalist.buy-private-island',
    block: (g) => {
      g.classes.capitalist.capital = 49;
    },
    code: 'capital.short',
    figures: [50, 49],
    fix: (g) => {
      g.classes.capitalist.capital = 50;
    },
  },
  {
    name: 'Offshore Companies: half the Revenue must be at least 1 (the card)',
    seat: 'capitalist',
    card: 'capitalist.offshore-companies',
    block: (g) => {
      g.classes.capitalist.revenue = 1;
    },
    code: 'revenue.short',
    figures: [2, 1],
    fix: (g) => {
      g.classes.capitalist.revenue = 2;
    },
  },
  {
    name: 'Emergency State: 3 Bills proposed (the card)',
    seat: 'state',
    card: 'state.emergency-state',
    block: (g) => {
      g.bills[1] = { owner: 'working', section: 'B' };
      g.bills[2] = { owner: 'capitalist', section: 'C' };
    },
    code: 'bills.few',
    figures: [3, 2],
    fix: (g) => {
      g.bills[5] = { owner: 'middle', section: 'B' };
    },
  },
  {
    name: 'Workers Movement: a Bill on Policy 2 already (Bills and Elections, Proposing a Bill)',
    seat: 'working',
    card: 'working.workers-movement',
    block: (g) => {
      g.bills[2] = { owner: 'capitalist', section: 'C' };
    },
    code: 'bill.none',
    figures: [],
    fix: (g) => {
      delete g.bills[2];
    },
  },
  {
    name: 'Push Political Agenda: 25 to pay (the card, through the shared money check)',
    seat: 'capitalist',
    card: 'capitalist.push-political-agenda',
    block: (g) => {
      g.classes.capitalist.revenue = 20;
      g.classes.capitalist.capital = 4;
    },
    code: 'money.short',
    figures: [25, 24],
    fix: (g) => {
      g.classes.capitalist.capital = 5;
    },
  },
];

function check(c: Case, g: GameState) {
  const blocked = ask(g, c.seat, c.choice);
  expect(blocked.offered).toBe(false);
  const reason = blocked.reasons.find((r) => r.code === c.code);
  expect(reason, JSON.stringify(blocked.reasons)).toBeDefined();
  expect(reason?.figures).toEqual(typeof c.figures === 'function' ? c.figures(g) : c.figures);
  // The player reads a sentence with the figures and the rule it comes from.
  const sentence = reasonText(reason as Reason);
  for (const f of reason?.figures ?? []) if (typeof f === 'number') expect(sentence).toContain(String(f));
  expect(sentence).toMatch(/ — \S/);
  // The same state changed just enough: offered, and no reason left.
  c.fix(g);
  const fixed = ask(g, c.seat, c.choice);
  expect(fixed.reasons).toEqual([]);
  expect(fixed.offered).toBe(true);
}

describe('why not: each action says why it is not offered, and the reason goes when it is', () => {
  for (const c of ACTIONS)
    it(c.name, () => {
      const g = newGame(c.players ?? 4);
      c.block(g);
      check(c, g);
    });

  it('an action only in 4-player games says so (rulebook, Player Counts: Receive Benefits)', () => {
    const g = newGame(3);
    const { reasons, offered } = ask(g, 'middle', basic('receive-benefits'));
    expect(offered).toBe(false);
    expect(reasons).toEqual([{ code: 'action.four-players', figures: [] }]);
  });

  it('the turn itself: after the Main Action no card is played, and a second Free Action is refused (rulebook, Action Phase)', () => {
    const g = newGame(4);
    forceTurn(g, 'working');
    const card = g.classes.working.hand[0] as string;
    g.classes.working.goods.luxury = 99;
    g.turn = { seat: 'working', number: 1, mainDone: true, freeUsed: false };
    forgetQuestions(g);
    expect(whyNotOffered(g, 'working', { kind: 'play', of: card })).toEqual([
      { code: 'turn.main-done', figures: [] },
    ]);
    expect(whyNotOffered(g, 'working', free('use-luxury'))).toEqual([]);
    g.turn = { seat: 'working', number: 1, mainDone: false, freeUsed: true };
    forgetQuestions(g);
    expect(whyNotOffered(g, 'working', free('use-luxury'))).toEqual([
      { code: 'turn.free-used', figures: [] },
    ]);
    expect(whyNotOffered(g, 'working', { kind: 'play', of: card }).map((r) => r.code)).not.toContain(
      'turn.main-done',
    );
  });

  it("another seat's turn: everything says it is not your turn menu", () => {
    const g = newGame(4);
    forceTurn(g, 'working');
    const items = notOffered(g, 'capitalist');
    expect(items.length).toBeGreaterThan(0);
    for (const n of items) expect(n.reasons).toEqual([{ code: 'turn.not-yours', figures: [] }]);
  });
});

describe('why not: each family of card conditions says why a card cannot be played', () => {
  for (const c of CARDS)
    it(c.name, () => {
      const g = newGame(4);
      const choice = play(c.seat, c.card)(g);
      expect(cardOfInstance((choice as { of: string }).of)?.id).toBe(c.card);
      c.block(g);
      check({ ...c, choice }, g);
    });
});

describe('why not: the sentences of the issue', () => {
  it('Demonstration and Strike read as the rulebook says (rulebook, Working Class Basic Actions)', () => {
    expect(reasonText({ code: 'demonstration.few', figures: [2, 3, 2] })).toBe(
      'you need 2 more unemployed Workers than open slots for your class (you have 3 unemployed, 2 open slots) — Rulebook, Working Class: Demonstration',
    );
    expect(reasonText({ code: 'strike.none', figures: [] })).toBe(
      'every Company your Workers are in pays L3 or has committed Workers — Rulebook, Working Class: Strike',
    );
    expect(reasonText({ code: 'card.policy', figures: [2, 'BC', 'A'] })).toBe(
      'needs Policy 2 (Labor Market) in section B or C (it is in A) — Rulebook, Component Anatomy: Action Cards',
    );
  });

  it('every turn-menu option says in one line what it does (a select option description: at most 100 characters)', () => {
    const g = newGame(4, 'summaries', allModules(4));
    for (const seat of ['working', 'middle', 'capitalist', 'state'] as const) {
      forceTurn(g, seat);
      for (const o of questionFor(g, seat).options) {
        expect(o.description, labelOf(o)).toBeTruthy();
        // A Historical Event's trigger quotes its card, which the panel fits at a word.
        if ((o.group === 'basic' || o.group === 'free') && !labelOf(o).includes('Trigger'))
          expect([...(o.description as string)].length, labelOf(o)).toBeLessThanOrEqual(100);
      }
    }
  });
});
