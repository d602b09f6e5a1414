/**
 * Action cards that sell (components reference §2.12): Health Crisis, Higher Education Program and Bid
 * Rigging (to the State), Foreign Market Insight, Export Subsidy, Global Branding and Global Food
 * Crisis, and Foreign Partner. Foreign sales use the Sell to the Foreign Market steps
 * (actions/sell-foreign.ts); Foreign Partner's deal is the Make Business Deal step.
 */

import type { Good } from '../../../data/common.ts';
import { EXPORT_CARDS, type ExportCard } from '../../../data/decks.ts';
import type { EffectParams } from '../../../data/effect-specs.ts';
import { RESOURCE_NAMES } from '../../../data/names.ts';
import { canMakeDeal, makeDeal } from '../../actions/class-actions.ts';
import { canSellForeign, type SellOptions, sellForeign } from '../../actions/sell-foreign.ts';
import { type Choice, int, oneOf, orWord } from '../../core/choices.ts';
import { list, log, maybe, question, queue, type SaidList, said } from '../../core/flow.ts';
import { no } from '../../core/why.ts';
import { drawFrom } from '../../draw.ts';
import { payTo } from '../../economy/money.ts';
import { addPublicService, publicServiceLimit } from '../../economy/storage.ts';
import type { GameState } from '../../game-state.ts';
import { gainInfluence } from '../../politics/influence.ts';
import { Rules } from '../../ruleset.ts';
import { statePlays } from '../../seats.ts';
import { applyCardLegitimacy } from '../legitimacy-icons.ts';
import { actionCardOf, isOwner, type Owner } from './shared.ts';

/** The rules this file defines, listed in the base game (rulesets.ts). */
export const sellingCardRules = new Rules();

// Health Crisis, Higher Education Program, Bid Rigging: sell to the State from Storage, no more
// than it can store (Public Services up to their limit; its own Luxury has no printed limit, and
// with 2–3 players the Luxury goes to the supply). The State pays even if it must take a Loan.
function stateRoom(g: GameState, good: Good): number {
  if (good === 'health' || good === 'education')
    return Math.max(0, publicServiceLimit(g, good) - g.publicServices[good]);
  return Number.MAX_SAFE_INTEGER;
}

type SaleToState = EffectParams<'sell-to-state'>;

function sellable(g: GameState, cls: Owner, params: SaleToState): number {
  return Math.min(params.max, g.classes[cls].storage[params.good], stateRoom(g, params.good));
}

sellingCardRules.effect('sell-to-state', {
  can: (g, cls, params, why) =>
    isOwner(cls) &&
    (sellable(g, cls, params) > 0 ||
      (why !== undefined &&
        no(
          why,
          'sell-to-state.none',
          params.good,
          g.classes[cls].storage[params.good],
          stateRoom(g, params.good),
        ))),
  start(x, cls, params, instance) {
    if (isOwner(cls)) queue(x, sellToState({ seat: cls, instance, params }));
  },
});

const sellToState = question<{ seat: Owner; instance: string; params: SaleToState }, number>(
  'econ.sell-to-state',
  {
    choice: int,
    ask(x, s) {
      const most = sellable(x.g, s.seat, s.params);
      const price = s.params.price;
      const options: Array<Choice<number>> = [];
      for (let n = most; n >= 1; n--)
        options.push({
          value: n,
          said: said('option.sellFor', { n, good: s.params.good, cost: n * price }),
        });
      if (options.length === 0) return null;
      return {
        seat: s.seat,
        kind: 'econ.sell-to-state',
        said: said('ask.sellToState', { actionCard: actionCardOf(s.instance), good: s.params.good, price }),
        options,
      };
    },
    answer(x, s, amount) {
      const g = x.g;
      const good = s.params.good;
      const n = Math.min(amount, sellable(g, s.seat, s.params));
      if (!(n > 0)) return;
      const total = n * s.params.price;
      g.classes[s.seat].storage[good] -= n;
      payTo(x, 'state', s.seat, total);
      if (good === 'health' || good === 'education') addPublicService(g, good, n);
      else if (statePlays(g)) g.classes.state.goods[good] += n;
      const where =
        good === 'health' || good === 'education'
          ? maybe(true, 'card.intoPublicServices')
          : maybe(!statePlays(g), 'card.leaveGame');
      log(x, 'card.soldToState', { class: s.seat, n, good, total, where });
      const influence = s.params.influence;
      if (influence > 0) {
        const got = gainInfluence(g, s.seat, influence);
        if (got > 0) log(x, 'influence.gains', { class: s.seat, n: got });
      }
      applyCardLegitimacy(x, s.instance, { units: { [good]: n } });
    },
  },
);

// Foreign Market Insight: reveal the next Export card(s), maybe make one current, discard the
// others, then sell (the Middle Class may use each transaction twice).
type Seller = 'capitalist' | 'middle';

function insightSale(cls: Seller, params: EffectParams<'foreign-market-insight'>): SellOptions {
  // The Capitalist Class "may then" sell; the Middle Class's card says to sell.
  return { timesEach: params.transactionUses, optional: cls === 'capitalist' };
}

// Card data never changes, so each Export card's deals are written once (the options' descriptions).
const EXPORT_DEALS = new Map(EXPORT_CARDS.map((card) => [card.id, exportDeals(card)]));

function exportDeals(card: ExportCard): string {
  return (['food', 'luxury', 'health', 'education'] as const)
    .map((good) => {
      const deals = card.transactions.filter((t) => t.good === good).map((t) => `${t.amount}→${t.price}`);
      return `${RESOURCE_NAMES[good]} ${deals.join(' ')}`;
    })
    .join(', ');
}

/** An Export card's name ("Export card 12"). */
/** An Export card's number, as its options name it. */
function exportNumber(id: string): number | string {
  return EXPORT_CARDS.find((c) => c.id === id)?.number ?? id;
}

/** An Export card with its deals, for the log: "Export card 12: Food 2→10 3→15, Luxury …". */
function exportLabel(id: string): SaidList {
  const card = EXPORT_CARDS.find((c) => c.id === id);
  return list([
    said('export.card', { number: card?.number ?? id, deals: card ? exportSaid(card) : list([]) }),
  ]);
}

function exportSaid(card: ExportCard): SaidList {
  return list(
    (['food', 'luxury', 'health', 'education'] as const).map((good) => {
      const deals = card.transactions.filter((t) => t.good === good).map((t) => `${t.amount}→${t.price}`);
      return said('export.deals', { good, deals: deals.join(' ') });
    }),
    'comma',
  );
}

sellingCardRules.effect('foreign-market-insight', {
  can(g, cls, params, why) {
    if (cls !== 'capitalist' && cls !== 'middle') return false;
    const pile = g.decks.exports;
    return (
      pile.draw.length + pile.discard.length > 0 || canSellForeign(g, cls, insightSale(cls, params), why)
    );
  },
  start(x, cls, params, instance) {
    if (cls !== 'capitalist' && cls !== 'middle') return;
    const g = x.g;
    const revealed: string[] = [];
    for (let i = 0; i < params.reveal; i++) {
      const card = drawFrom(g, g.decks.exports);
      if (card) revealed.push(card);
    }
    sellForeign(x, cls, insightSale(cls, params));
    if (revealed.length === 0) return;
    for (const card of revealed) log(x, 'card.revealsExport', { card: instance, export: exportLabel(card) });
    queue(x, exportSwap({ seat: cls, instance, revealed }));
  },
});

/** Keep the Export card in use (`keep`), or put a revealed one in use (its card id, `export.3`). */
const exportSwapChoice = orWord('keep', oneOf(EXPORT_CARDS.map((card) => card.id)));

const exportSwap = question<{ seat: Seller; instance: string; revealed: string[] }, 'keep' | string>(
  'econ.export-swap',
  {
    choice: exportSwapChoice,
    ask(x, s) {
      const current = x.g.decks.exports.current;
      const options: Array<Choice<'keep' | string>> = [
        {
          value: 'keep',
          ...(current
            ? {
                said: said('option.keepExport', { card: current, n: exportNumber(current) }),
                description: EXPORT_DEALS.get(current) ?? '',
              }
            : { said: said('option.keepNoExport') }),
          tone: 'quiet',
        },
        ...s.revealed.map((card) => ({
          value: card,
          said: said('option.useExport', { card, n: exportNumber(card) }),
          description: EXPORT_DEALS.get(card) ?? '',
        })),
      ];
      return {
        seat: s.seat,
        kind: 'econ.export-swap',
        said: said('ask.exportSwap', { actionCard: actionCardOf(s.instance) }),
        options,
      };
    },
    answer(x, s, chosen) {
      const pile = x.g.decks.exports;
      if (chosen !== 'keep' && s.revealed.includes(chosen)) {
        if (pile.current) pile.discard.push(pile.current);
        pile.current = chosen;
        log(x, 'export.inUse', {
          class: s.seat,
          number: EXPORT_CARDS.find((c) => c.id === chosen)?.number ?? '',
        });
      }
      for (const card of s.revealed) if (card !== pile.current) pile.discard.push(card);
    },
  },
);

// Export Subsidy: sell abroad; the State also pays 5 per transaction.
sellingCardRules.effect('export-subsidy', {
  can: (g, cls, params, why) =>
    (cls === 'capitalist' || cls === 'middle') &&
    canSellForeign(g, cls, { statePaysPerTransaction: params.perTransaction }, why),
  start(x, cls, params) {
    if (cls === 'capitalist' || cls === 'middle')
      sellForeign(x, cls, { statePaysPerTransaction: params.perTransaction });
  },
});

// Global Branding, Global Food Crisis: sell abroad, plus up to N of a good at a fixed price.
function plusOptions(params: EffectParams<'sell-to-foreign-market-plus'>): SellOptions {
  return { extra: { good: params.good, max: params.max, price: params.price } };
}

sellingCardRules.effect('sell-to-foreign-market-plus', {
  can: (g, cls, params, why) =>
    (cls === 'capitalist' || cls === 'middle') && canSellForeign(g, cls, plusOptions(params), why),
  start(x, cls, params) {
    if (cls === 'capitalist' || cls === 'middle') sellForeign(x, cls, plusOptions(params));
  },
});

// Foreign Partner: a Business Deal, then an optional sale of Food and/or Luxury abroad.
sellingCardRules.effect('foreign-partner', {
  can: (g, cls, _params, why) => cls === 'capitalist' && canMakeDeal(g, why),
  start(x, cls) {
    if (cls !== 'capitalist') return;
    sellForeign(x, cls, { goods: ['food', 'luxury'], optional: true });
    makeDeal(x);
  },
});
