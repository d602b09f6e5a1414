/**
 * Historical Event parts about money, goods and markets: payments, goods gained or bought, prices,
 * the Foreign Market and Business Deals, and what changes for the rest of the round (output,
 * Public Company costs, rewards for building or exporting).
 */
import { VOTING_CLASSES } from '../../../../data/common.ts';
import { PRICE_TRACKS } from '../../../../data/tables.ts';
import { type Buyer, buyGoods, canBuy } from '../../../actions/buy-goods.ts';
import { canMakeDeal, makeDeal } from '../../../actions/class-actions.ts';
import { canSellForeign, type Exporter, sellForeign } from '../../../actions/sell-foreign.ts';
import { type Choice, words } from '../../../core/choices.ts';
import { withChanges } from '../../../core/copy.ts';
import { list, log, maybe, question, queue, said } from '../../../core/flow.ts';
import { nextInt } from '../../../core/rng.ts';
import { drawFrom } from '../../../draw.ts';
import { gainMoney, payMandatory, payTo } from '../../../economy/money.ts';
import type { Company } from '../../../game-state.ts';
import { gainInfluence } from '../../../politics/influence.ts';
import { amountFor, classOf, type Handlers } from './types.ts';

const HIGHEST = 2;

type Extra = 'sell' | 'deal' | 'none';

/** "May Sell to the Foreign Market or Make a Business Deal": one of them now, as the card allows. */
const extraAction = question<
  { seat: Exporter; card: string; sell: boolean; deal: boolean; maxTransactions?: number; optional: boolean },
  Extra
>('he.extra-action', {
  choice: words('sell', 'deal', 'none'),
  ask(x, s) {
    const options: Array<Choice<Extra>> = [];
    const limit = s.maxTransactions === undefined ? {} : { maxTransactions: s.maxTransactions };
    if (s.sell && canSellForeign(x.g, s.seat, limit))
      options.push({
        value: 'sell',
        said: said('option.heSell', {
          upTo: maybe(s.maxTransactions, 'option.upToTransactions', { n: s.maxTransactions ?? 0 }),
        }),
      });
    if (s.deal && s.seat === 'capitalist' && canMakeDeal(x.g))
      options.push({ value: 'deal', said: said('option.heDeal') });
    if (options.length === 0) return null;
    if (s.optional) options.push({ value: 'none', said: said('option.neither'), tone: 'quiet' });
    return {
      seat: s.seat,
      kind: 'he.extra-action',
      said: said('ask.heExtraAction', { event: s.card }),
      options,
    };
  },
  answer(x, s, chosen) {
    if (chosen === 'sell')
      sellForeign(x, s.seat, s.maxTransactions === undefined ? {} : { maxTransactions: s.maxTransactions });
    else if (chosen === 'deal') makeDeal(x);
  },
});

export const economyEffects: Handlers = {
  'gain-money'(x, part) {
    const cls = classOf(part);
    const amount = amountFor(x.g, cls, part.params.amount);
    if (part.params.from === 'state' && cls !== 'state') payTo(x, 'state', cls, amount);
    else gainMoney(x, cls, amount);
    log(x, part.params.from === 'state' ? 'money.getsFromState' : 'money.gets', { class: cls, n: amount });
  },
  'lose-money'(x, part) {
    const cls = classOf(part);
    const amount = amountFor(x.g, cls, part.params.amount);
    payMandatory(x, cls, amount);
    log(x, 'money.loses', { class: cls, n: amount });
  },
  'pay-money'(x, part) {
    const cls = classOf(part);
    const amount = amountFor(x.g, cls, part.params.amount);
    payTo(x, cls, part.params.to, amount);
    log(x, 'pays', { payer: cls, amount, to: part.params.to });
  },
  'remove-public-services'(x, part) {
    const { resource, amount } = part.params;
    const n = Math.min(amount, x.g.publicServices[resource]);
    x.g.publicServices[resource] -= n;
    log(x, resource === 'influence' ? 'he.mediaLeaves' : 'he.servicesLeave', { n, good: resource });
  },
  'gain-resource'(x, part) {
    const cls = classOf(part);
    const { resource } = part.params;
    const amount = amountFor(x.g, cls, part.params.amount);
    if (resource === 'influence') gainInfluence(x.g, cls, amount);
    else if (cls === 'working' || cls === 'middle') x.g.classes[cls].goods[resource] += amount;
    else throw new Error(`${part.card}: goods go to the Working or Middle Class`);
    log(x, 'goods.gets', { class: cls, n: amount, good: resource });
  },
  'buy-goods'(x, part) {
    const seat = classOf(part) as Buyer;
    const { resource, from } = part.params;
    if (from === 'working') throw new Error(`${part.card}: the Working Class sells nothing`);
    const opts = {
      wares: [resource],
      ...(from === 'any' ? {} : { sellers: [from], maxSources: 1 }),
      maxUnits: amountFor(x.g, seat, part.params.max),
      optional: true,
    };
    if (canBuy(x.g, seat, opts)) buyGoods(x, seat, opts);
    else log(x, 'he.cannotBuy', { class: seat, good: resource });
  },
  'set-prices-highest'(x, part) {
    const cls = classOf(part);
    if (cls !== 'capitalist' && cls !== 'middle') throw new Error(`${part.card}: only traders have prices`);
    const locked = withChanges(x.g.roundFlags.pricesLocked, {}); // keys added below: not a spread (core/copy.ts)
    for (const good of part.params.goods) {
      x.g.classes[cls].prices[good] = HIGHEST;
      if (part.params.noAdjustThisRound) locked[good] = true;
    }
    x.g.roundFlags.pricesLocked = locked;
    const prices = part.params.goods.map((good) =>
      said('export.deals', { good, deals: PRICE_TRACKS[good][HIGHEST] ?? 0 }),
    );
    log(x, 'he.pricesHighest', { class: cls, prices: list(prices, 'comma') });
  },
  'foreign-import-prices'(x, part) {
    x.g.roundFlags.importPrice = { food: part.params.food, luxury: part.params.luxury };
    log(x, 'he.importPrice', { food: part.params.food, luxury: part.params.luxury });
  },
  'close-foreign-market'(x) {
    x.g.roundFlags.foreignMarketClosed = true;
    log(x, 'he.foreignClosed');
  },
  'discard-business-deals'(x, part) {
    const deals = x.g.decks.deals;
    const n =
      part.params.count === 'all'
        ? deals.revealed.length
        : Math.min(part.params.count, deals.revealed.length);
    for (let i = 0; i < n; i++) {
      const at = part.params.random ? nextInt(x.g.rng, deals.revealed.length) : deals.revealed.length - 1;
      deals.discard.push(...deals.revealed.splice(at, 1));
    }
    log(x, 'he.dealsLeave', { count: n });
  },
  'add-business-deals'(x, part) {
    const deals = x.g.decks.deals;
    let added = 0;
    for (let i = 0; i < part.params.count; i++) {
      const card = drawFrom(x.g, deals);
      if (card) {
        deals.revealed.push(card);
        added++;
      }
    }
    log(x, 'he.dealsAdded', { count: added });
  },
  'extra-action'(x, part) {
    const seat = classOf(part) as Exporter;
    const { options, maxTransactions } = part.params;
    queue(
      x,
      extraAction({
        seat,
        card: part.card,
        sell: options.includes('sell-to-foreign-market'),
        deal: options.includes('make-business-deal'),
        ...(maxTransactions === undefined ? {} : { maxTransactions }),
        optional: part.optional,
      }),
    );
  },
  'production-modifier'(x, part) {
    const { amount, industries, onlyWithMachinery, owners } = part.params;
    const owner: Company['owner'] | null = part.cls;
    x.g.roundFlags.output = [
      ...(x.g.roundFlags.output ?? []),
      {
        amount,
        ...(owners === 'own' && owner ? { owners: [owner] } : {}),
        ...(industries ? { industries } : {}),
        ...(onlyWithMachinery ? { machineryOnly: true } : {}),
      },
    ];
    log(x, amount > 0 ? 'he.produceMore' : 'he.produceLess', {
      companies: list([owners === 'own' && owner ? said('he.companiesOf', { owner }) : said('he.companies')]),
      industries: maybe(industries, 'he.industries', {
        industries: list(
          (industries ?? []).map((industry) => said('he.industry', { industry })),
          'comma',
        ),
      }),
      machinery: maybe(onlyWithMachinery, 'he.withMachinery'),
      n: Math.abs(amount),
    });
  },
  'public-company-cost'(x, part) {
    x.g.roundFlags.publicCostFactor = part.params.share === 'half' ? 0.5 : 0;
    log(x, part.params.share === 'half' ? 'he.publicHalf' : 'he.publicFree');
  },
  'money-on-actions'(x, part) {
    const cls = classOf(part);
    const { actions, amount, from } = part.params;
    const rewards = actions.map((action) => ({ action, classes: [cls], money: { amount, from } }));
    x.g.roundFlags.actionRewards = [...(x.g.roundFlags.actionRewards ?? []), ...rewards];
  },
  'legitimacy-on-actions'(x, part) {
    const { actions, change } = part.params;
    // "Whenever another player …": the State's Legitimacy with the acting class.
    const rewards = actions.map((action) => ({ action, classes: [...VOTING_CLASSES], legitimacy: change }));
    x.g.roundFlags.actionRewards = [...(x.g.roundFlags.actionRewards ?? []), ...rewards];
  },
};
