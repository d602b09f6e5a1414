/**
 * Every AI card's Special Action (components.md §2.14: the Working, Capitalist and Middle Class
 * Automa AI card tables; crisis-and-control.txt, Automa Turn Overview: "If none of the 4 actions can
 * be performed, it attempts the Special Action at the bottom of the card"). Each card is revealed
 * on a board where its Special Action is possible, the Special Action is taken through the engine,
 * and what the card prints is checked on the board.
 */
import { describe, expect, it } from 'vitest';
import { decideFor } from '../../../src/automa/index.ts';
import { type AiCard, AUTOMAS, type AutomaClass } from '../../../src/data/automa/index.ts';
import { automa, type GameState } from '../../../src/engine/index.ts';
import { addCompany, staff, unemployed } from '../helpers.ts';
import { answer, automaGame, questionsOf, turnUpToMove } from './helpers.ts';

/** A board where most Special Actions can be done: money, goods, unemployed Workers, idle Companies. */
function richBoard(cls: AutomaClass, card: AiCard): GameState {
  const g = automaGame(cls === 'middle' ? 3 : 2, [cls], 'simple', `sa-${card.id}`);
  for (const req of card.special?.requires ?? []) g.policies[req.policy] = req.sections[0] as 'A';
  for (const c of ['working', 'middle', 'capitalist'] as const) g.classes[c].influence = 0;
  g.classes.working.money = 100;
  g.classes.middle.money = 100;
  g.classes.capitalist.capital = 200;
  g.classes.capitalist.revenue = 200;
  g.treasury = 200;
  g.classes.capitalist.storage = { food: 10, luxury: 10, health: 10, education: 10 };
  g.classes.middle.storage = { food: 10, luxury: 10, health: 10, education: 10 };
  unemployed(g, 'working', 4);
  unemployed(g, 'middle', 2);
  // An idle Capitalist Company matching nothing else, and a Middle Company with a free employee slot.
  addCompany(g, 'capitalist', 'capitalist.fast-food-chain');
  const shop = addCompany(g, 'middle', 'middle.game-store');
  staff(g, shop, 'middle', ['luxury']);
  staff(g, shop, 'working', [null], false, 1); // its employee: an Extra Shift can run there
  g.classes.middle.storage.luxury = 0; // and has room for its output
  return g;
}

function bagOthers(g: GameState, cls: AutomaClass): number {
  return (['working', 'middle', 'capitalist'] as const)
    .filter((c) => c !== cls)
    .reduce((n, c) => n + g.bag[c], 0);
}

/** Lets the driver answer the Automa's questions until its move is done. */
function finishMove(g: GameState, cls: AutomaClass) {
  for (let i = 0; i < 40; i++) {
    const q = questionsOf(g).find((x) => x.seat === cls);
    if (!q || q.kind === 'turn') return;
    answer(g, cls, decideFor(g, q).answer);
  }
}

type Snapshot = ReturnType<typeof snapshot>;
function snapshot(g: GameState, cls: AutomaClass) {
  const c = g.classes[cls] as { money?: number; capital?: number; revenue?: number; prosperity?: number };
  return {
    bag: g.bag[cls],
    others: bagOthers(g, cls),
    influence: g.classes[cls].influence,
    money: c.money ?? (c.capital ?? 0) + (c.revenue ?? 0),
    vp: g.classes[cls].vp,
    prosperity: c.prosperity ?? 0,
    unemployed: g.workers.filter((w) => w.at === 'unemployed').length,
    employed: g.workers.filter((w) => w.at === 'company').length,
    machinery: g.companies.filter((x) => x.owner === cls && x.machinery).length,
    capital: g.classes.capitalist.capital,
    stored: JSON.stringify([
      g.classes.capitalist.storage,
      g.classes.capitalist.freeTradeZone,
      g.classes.middle.storage,
      g.classes.middle.goods,
    ]),
  };
}

/** What each Special Action effect does, as the cards print it. */
const EXPECT: Record<string, (b: Snapshot, a: Snapshot, cls: AutomaClass) => void> = {
  'swap-bag-cubes': (b, a) => {
    expect(a.bag - b.bag).toBe(3);
    expect(b.others - a.others).toBe(3);
  },
  'buy-influence-from-state': (b, a) => {
    const bought = a.influence - b.influence;
    expect(b.money - a.money).toBe(5 * bought);
    expect(a.bag - b.bag).toBe(2 * (3 - bought));
  },
  'draw-cubes-keep-own': (b, a) => {
    expect(a.bag).toBe(b.bag);
    expect(b.others - a.others).toBeGreaterThan(0);
    expect(b.others - a.others).toBeLessThanOrEqual(6);
  },
  'add-voting-cubes': (b, a) => expect(a.bag).toBeGreaterThan(b.bag),
  'buy-voting-cubes': (b, a) => expect(a.bag).toBeGreaterThan(b.bag),
  'take-money-from-main-employer': (b, a) => expect(a.money - b.money).toBe(15),
  'pay-for-vp': (b, a) => expect(a.vp).toBeGreaterThan(b.vp),
  'remove-unemployed-for-money': (b, a) => {
    expect(b.unemployed - a.unemployed).toBe(2);
    expect(a.money - b.money).toBe(10);
  },
  'gain-money': (b, a) => expect(a.money).toBeGreaterThan(b.money),
  'buy-prosperity': (b, a) => expect(a.prosperity - b.prosperity).toBe(1),
  'fill-own-companies': (b, a) => expect(a.employed).toBeGreaterThan(b.employed),
  'staff-company-from-supply': (b, a) => expect(a.employed).toBeGreaterThan(b.employed),
  'take-public-company-workers': (b, a) => expect(a.employed).toBeGreaterThanOrEqual(b.employed),
  'buy-machinery': (b, a) => expect(a.machinery).toBeGreaterThan(b.machinery),
  'move-revenue-to-capital': (b, a) => expect(a.capital - b.capital).toBe(100),
  'sell-to-state': (b, a) => expect(a.stored).not.toBe(b.stored),
  'extra-shift': (b, a) => expect(a.stored).not.toBe(b.stored),
  'extra-production': (b, a) => expect(a.stored).not.toBe(b.stored),
  'extra-action': (b, a) => expect(a.stored).not.toBe(b.stored), // a Business Deal brings goods
};

for (const cls of ['working', 'capitalist', 'middle'] as const) {
  describe(`${cls} Automa AI cards: the Special Action does what the card prints`, () => {
    for (const card of AUTOMAS[cls].aiCards) {
      it(`card ${card.number}: ${card.special?.text}`, () => {
        const g = richBoard(cls, card);
        turnUpToMove(g, cls, card.number);
        const q = questionsOf(g).find((x) => x.seat === cls && x.kind === 'automa.action');
        const option = q?.options.find((o) => o.value === 'special');
        expect(
          option,
          `Special Action not offered: ${q?.options.map((o) => o.value).join(', ')}`,
        ).toBeDefined();
        const before = snapshot(g, cls);
        answer(g, cls, option?.id as string);
        finishMove(g, cls);
        const after = snapshot(g, cls);
        // A card with two steps (money, then an Extra Shift that pays Wages) is checked by its last.
        const last = card.special?.effects.at(-1)?.effect as string;
        expect(EXPECT[last], `no expectation for ${last}`).toBeDefined();
        EXPECT[last]?.(before, after, cls);
        expect(automa.automaOf(g, cls)?.last?.move).toBe('special');
      });
    }
  });
}

/**
 * The bonus (crisis-and-control.txt, Automa Turn Overview: "The bonus tied to the first action on the
 * AI card should be considered") goes with the card's first action only, and only when the policies
 * it names hold.
 */
for (const cls of ['working', 'capitalist', 'middle'] as const) {
  describe(`${cls} Automa AI cards: the bonus goes with the first action`, () => {
    for (const card of AUTOMAS[cls].aiCards.filter((c) => c.bonus)) {
      it(`card ${card.number}: ${card.bonus?.text}`, () => {
        const g = automaGame(cls === 'middle' ? 3 : 2, [cls], 'simple');
        const requires = card.bonus?.requires ?? [];
        for (const req of requires) g.policies[req.policy] = req.sections[0] as 'A';
        const [first, ...rest] = card.actions;
        expect(automa.bonusApplies(g, card, first as never)).toBe(true);
        for (const icon of rest) expect(automa.bonusApplies(g, card, icon as never)).toBe(false);
        const req = requires[0];
        if (req) {
          const other = (['A', 'B', 'C'] as const).find((s) => !req.sections.includes(s));
          if (other) {
            g.policies[req.policy] = other;
            expect(automa.bonusApplies(g, card, first as never)).toBe(false);
          }
        }
      });
    }
  });
}

describe('a bonus counted on the board', () => {
  it('Working Class card 5 "Add 2 cubes first": Propose Bill is its first action and 2 cubes join the bag first', () => {
    const g = automaGame(2, ['working'], 'simple');
    const bag = g.bag.working;
    turnUpToMove(g, 'working', 5);
    const q = questionsOf(g).find((x) => x.seat === 'working' && x.kind === 'automa.action');
    const bill = q?.options.find((o) => o.value === 'propose-bill');
    expect(bill).toBeDefined();
    answer(g, 'working', bill?.id as string);
    finishMove(g, 'working');
    expect(g.bag.working - bag).toBe(2);
  });
});
