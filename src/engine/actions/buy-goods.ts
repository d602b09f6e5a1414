/**
 * Buy Goods & Services (rulebook, Working and Middle Class Basic Actions): one good or
 * service, from up to 2 sources, up to Population from each, into the Goods & Services area. The
 * Middle Class may take from its own Storage for free as one of the sources. Cards reuse these
 * steps with other limits (half price, no tariffs, more sources, only the State).
 */

import type { Good } from '../../data/common.ts';
import { ACTIONS, WELFARE_TILE } from '../../data/tables.ts';
import { type Choice, int, oneOf, orWord } from '../core/choices.ts';
import { withChanges } from '../core/copy.ts';
import { type Ctx, list, log, maybe, question, queue, type SaidList, said } from '../core/flow.ts';
import { no, type Why } from '../core/why.ts';
import { type Offer, offerOf, SELLERS, type Seller, sellersFor, type Ware } from '../economy/market.ts';
import { gainMoney, moneyOf, payTo, spend } from '../economy/money.ts';
import { gainVp } from '../economy/vp.ts';
import type { GameState } from '../game-state.ts';
import { changeLegitimacy } from '../politics/legitimacy.ts';
import { Rules } from '../ruleset.ts';
import { statePlays } from '../seats.ts';
import { populationOf } from '../workers/workers.ts';

/** The rules this file defines, listed in the base game (rulesets.ts). */
export const buyGoodsRules = new Rules();

export type Buyer = 'working' | 'middle';

export interface BuyOptions {
  wares?: Ware[];
  sellers?: Seller[];
  maxSources?: number;
  /** Units per source, as a multiple of Population (default 1). */
  perSourceFactor?: number;
  /** At most this many units per source (Post-War Rise of Consumerism: half the Population). */
  maxUnits?: number;
  /** Pay half the total, rounded up (Healthcare Benefits, State Scholarship). */
  halfPrice?: boolean;
  noTariff?: boolean;
  /** With `halfPrice`: the State pays the seller the other half (Boost Domestic Tourism). */
  stateTopUp?: boolean;
  /** The purchase may be declined ("then you may buy"): the first question offers "Buy nothing". */
  optional?: boolean;
  /**
   * Half the price (rounded up) only for these sellers' wares, the State paying the seller the
   * other half when `stateTopUp` (an Automa's AI card: "the State sells you Health at half price").
   */
  halfPriceOn?: Array<{ sellers: Seller[]; wares: Ware[]; stateTopUp?: boolean }>;
}

interface BuyStep extends BuyOptions {
  seat: Buyer;
  ware?: Ware;
  used: Seller[];
}

const WARES: readonly Ware[] = ['food', 'luxury', 'health', 'education', 'influence'];

/** Whether this offer is bought at half price, and whether the State pays the seller the rest. */
function halving(s: BuyOptions, offer: Offer): { half: boolean; topUp: boolean } {
  if (s.halfPrice) return { half: true, topUp: !!s.stateTopUp };
  const rule = halfPriceRule(s, offer);
  return { half: rule !== undefined, topUp: !!rule?.stateTopUp };
}

/** `halving(s, offer).half`, without making the pair (read for every offer of every question). */
function halfPriced(s: BuyOptions, offer: Offer): boolean {
  return !!s.halfPrice || (s.halfPriceOn !== undefined && halfPriceRule(s, offer) !== undefined);
}

function halfPriceRule(s: BuyOptions, offer: Offer) {
  return s.halfPriceOn?.find((r) => r.sellers.includes(offer.seller) && r.wares.includes(offer.ware));
}

/** The full price, with no half-price rule. */
function fullPrice(s: BuyOptions): BuyOptions {
  return withChanges(s, { halfPrice: false, halfPriceOn: undefined });
}

function price(offer: Offer, n: number, s: BuyOptions): number {
  const unit = s.noTariff ? offer.unitPrice - offer.tariff : offer.unitPrice;
  return halfPriced(s, offer) ? Math.ceil((unit * n) / 2) : unit * n;
}

/** How many units the buyer could take from this offer now. */
function maxUnits(g: GameState, s: BuyStep, offer: Offer): number {
  const cap = Math.min(
    offer.stock,
    populationOf(g, s.seat) * (s.perSourceFactor ?? 1),
    s.maxUnits ?? Number.POSITIVE_INFINITY,
  );
  const unit = s.noTariff ? offer.unitPrice - offer.tariff : offer.unitPrice;
  if (offer.seller === s.seat || unit === 0) return cap;
  const money = moneyOf(g, s.seat);
  // price(n) = unit × n, or ⌈unit × n / 2⌉ at half price: the most n the money covers.
  const affordable = Math.floor((halfPriced(s, offer) ? 2 * money : money) / unit);
  return Math.max(0, Math.min(cap, affordable));
}

/** What this seller offers the buyer now (its own Storage for free), however much the buyer can take. */
function offerTo(g: GameState, s: BuyStep, seller: Seller, ware: Ware): Offer | null {
  if (s.used.includes(seller)) return null;
  const offer = offerOf(g, seller, ware);
  if (!offer) return null;
  const self = seller === s.seat;
  if (self && ware === 'influence') return null;
  return self ? { ...offer, unitPrice: 0, tariff: 0 } : offer;
}

/** What this seller offers the buyer now, if the buyer can take at least one unit. */
function usableOffer(g: GameState, s: BuyStep, seller: Seller, ware: Ware): Offer | null {
  const offer = offerTo(g, s, seller, ware);
  return offer && maxUnits(g, s, offer) > 0 ? offer : null;
}

/** Sellers the buyer may use (the Middle Class's own Storage is one: `sellersFor`). */
const SELLERS_FOR: Record<Buyer, Seller[]> = { working: sellersFor('working'), middle: sellersFor('middle') };

/** Whether any seller offers the buyer this ware now (`offers(…).length > 0`, stopping at the first). */
function anyOffer(g: GameState, s: BuyStep, ware: Ware): boolean {
  for (const seller of s.sellers ?? SELLERS_FOR[s.seat]) if (usableOffer(g, s, seller, ware)) return true;
  return false;
}

function offers(g: GameState, s: BuyStep, ware: Ware): Offer[] {
  const out: Offer[] = [];
  for (const seller of s.sellers ?? SELLERS_FOR[s.seat]) {
    const offer = usableOffer(g, s, seller, ware);
    if (offer) out.push(offer);
  }
  return out;
}

/**
 * What each seller offers the buyer now for one ware, and what n units would cost: the Automas'
 * decision procedures compare purchases before they make one.
 */
export function purchaseQuotes(
  g: GameState,
  seat: Buyer,
  opts: BuyOptions,
  ware: Ware,
): Array<{ seller: Seller; most: number; cost: (n: number) => number }> {
  const s: BuyStep = { seat, used: [], ...opts };
  const out: Array<{ seller: Seller; most: number; cost: (n: number) => number }> = [];
  // `offers`, with each seller's most worked out once.
  for (const seller of s.sellers ?? SELLERS_FOR[seat]) {
    const o = offerTo(g, s, seller, ware);
    const most = o ? maxUnits(g, s, o) : 0;
    if (o && most > 0) out.push({ seller, most, cost: (n: number) => price(o, n, s) });
  }
  return out;
}

export function canBuy(g: GameState, seat: Buyer, opts: BuyOptions = {}, why?: Why): boolean {
  const s: BuyStep = { seat, used: [], ...opts };
  return (opts.wares ?? WARES).some((w) => anyOffer(g, s, w)) || no(why, 'buy.none', moneyOf(g, seat));
}

const chooseWare = question<BuyStep, 'skip' | Ware>('buy.ware', {
  choice: orWord('skip', oneOf(WARES)),
  ask(x, s) {
    const options: Array<Choice<'skip' | Ware>> = (s.wares ?? WARES)
      .filter((w) => anyOffer(x.g, s, w))
      .map((w) => ({ value: w, said: said('option.good', { good: w }) }));
    if (options.length === 0) return null;
    if (s.optional) options.push({ value: 'skip', said: said('option.buyNothing'), tone: 'quiet' });
    return {
      seat: s.seat,
      kind: 'buy.ware',
      said: said('ask.buyWhat'),
      options,
    };
  },
  answer(x, s, ware) {
    if (ware === 'skip') return;
    queue(x, chooseSeller(withChanges(s, { ware })));
  },
});

/** The seller as the log says it. */
function sellerSaid(seller: Seller, seat: Buyer): SaidList {
  if (seller === seat) return list([said('seller.own')]);
  if (seller === 'foreign') return list([said('seller.foreign')]);
  return list([said('seller.class', { class: seller })]);
}

const chooseSeller = question<BuyStep, 'done' | Seller>('buy.seller', {
  choice: orWord('done', oneOf(SELLERS)),
  ask(x, s) {
    const ware = s.ware as Ware;
    if (s.used.length >= (s.maxSources ?? ACTIONS.buySourcesMax)) return null;
    const full = fullPrice(s);
    const options: Array<Choice<'done' | Seller>> = offers(x.g, s, ware).map((o) => ({
      value: o.seller,
      said: said('option.buyFrom', {
        from: sellerSaid(o.seller, s.seat),
        price:
          o.unitPrice === 0
            ? list([said('option.free')])
            : list([said('option.each', { n: price(o, 1, full) })]),
        stock: maybe(Number.isFinite(o.stock), 'option.there', { n: o.stock }),
      }),
    }));
    if (options.length === 0) return null;
    if (s.used.length > 0) options.push({ value: 'done', said: said('option.doneBuying'), tone: 'quiet' });
    return {
      seat: s.seat,
      kind: 'buy.seller',
      said: said(s.halfPrice ? 'ask.buyFromHalf' : 'ask.buyFrom', { good: ware }),
      options,
    };
  },
  answer(x, s, seller) {
    if (seller === 'done') return;
    queue(x, chooseAmount(withChanges(s, { used: [...s.used, seller] })));
  },
});

const chooseAmount = question<BuyStep, number>('buy.amount', {
  choice: int,
  ask(x, s) {
    const seller = s.used[s.used.length - 1] as Seller;
    const offer = currentOffer(x.g, s, seller);
    if (!offer) return null;
    const max = maxUnits(x.g, s, offer);
    const options: Array<Choice<number>> = [];
    for (let n = max; n >= 1; n--)
      options.push({
        value: n,
        said: said('option.nFor', { n, cost: price(offer, n, s) }),
      });
    return {
      seat: s.seat,
      kind: 'buy.amount',
      said: said('ask.buyAmount', {
        good: offer.ware,
        from: sellerSaid(seller, s.seat),
        have: moneyOf(x.g, s.seat),
      }),
      options,
    };
  },
  answer(x, s, n) {
    const seller = s.used[s.used.length - 1] as Seller;
    const offer = currentOffer(x.g, s, seller);
    if (!offer) return;
    buy(x, s, offer, n);
    queue(x, chooseSeller(s));
  },
});

function currentOffer(g: GameState, s: BuyStep, seller: Seller): Offer | null {
  const offer = offerOf(g, seller, s.ware as Ware);
  if (!offer) return null;
  return seller === s.seat ? { ...offer, unitPrice: 0, tariff: 0 } : offer;
}

/** Moves the goods and the money of one purchase, with the State's welfare-tile rewards. */
export function buy(x: Ctx, s: BuyOptions & { seat: Buyer }, offer: Offer, n: number) {
  const g = x.g;
  const total = price(offer, n, s);
  const tariff = s.noTariff ? 0 : Math.min(total, offer.tariff * n);
  spend(x, s.seat, total);
  if (offer.seller === 'foreign') gainMoney(x, 'state', tariff);
  else if (offer.seller !== s.seat) gainMoney(x, offer.seller, total);
  const sellerClass = offer.seller === 'capitalist' || offer.seller === 'middle' ? offer.seller : null;
  const topUp =
    halving(s, offer).topUp && sellerClass && sellerClass !== s.seat
      ? price(offer, n, fullPrice(s)) - total
      : 0;
  if (sellerClass && topUp > 0) payTo(x, 'state', sellerClass, topUp);
  takeFromSeller(g, offer, n);
  if (offer.ware === 'influence') g.classes[s.seat].influence += n;
  else g.classes[s.seat].goods[offer.ware] += n;
  log(x, 'goods.bought', {
    class: s.seat,
    n,
    good: offer.ware,
    from: sellerSaid(offer.seller, s.seat),
    total,
    tariff: maybe(tariff > 0, 'goods.tariff', { n: tariff }),
    topUp: maybe(topUp > 0, 'goods.topUp', { n: topUp }),
  });
  if (offer.seller === 'state' && (offer.ware === 'health' || offer.ware === 'education') && statePlays(g)) {
    if (offer.unitPrice === WELFARE_TILE.vpAtPrice)
      gainVp(x, 'state', WELFARE_TILE.vp, 'sold public services');
    if (offer.unitPrice === 0) changeLegitimacy(x, s.seat, Math.floor(n / WELFARE_TILE.freePerLegitimacy));
  }
}

function takeFromSeller(g: GameState, offer: Offer, n: number) {
  if (offer.seller === 'foreign') return;
  if (offer.seller === 'capitalist' || offer.seller === 'middle') {
    g.classes[offer.seller].storage[offer.ware as Good] -= n;
  } else if (offer.ware === 'health' || offer.ware === 'education' || offer.ware === 'influence') {
    g.publicServices[offer.ware] -= n;
  } else {
    g.classes.state.goods[offer.ware] -= n;
  }
}

/** Queues a purchase (the Basic Action or a card's). */
export function buyGoods(x: Ctx, seat: Buyer, opts: BuyOptions = {}) {
  queue(x, chooseWare({ seat, used: [], ...opts }));
}

buyGoodsRules.action({
  id: 'buy-goods',
  name: 'Buy Goods & Services',
  kind: 'basic',
  classes: ['working', 'middle'],
  summary: 'Buy one good or service from up to 2 sellers, up to your Population from each',
  can: (g, cls, why) => canBuy(g, cls as Buyer, {}, why),
  start: (x, cls) => buyGoods(x, cls as Buyer),
});
