/**
 * Cover Needs (rulebook, Production): the Middle and Working Classes each need Food equal
 * to their Population. Food they hold is eaten first (the Middle Class: Goods & Services, then
 * Storage; rules-decisions S30); the rest must be bought, from any source, taking Loans if needed.
 */

import { type Choice, oneOf } from '../core/choices.ts';
import { auto, list, log, maybe, question, queue, type SaidList, said } from '../core/flow.ts';
import { type Offer, offerOf, SELLERS, type Seller } from '../economy/market.ts';
import { canAfford, gainMoney, payMandatory } from '../economy/money.ts';
import type { GameState, Step } from '../game-state.ts';
import { inGame } from '../seats.ts';
import { populationOf } from '../workers/workers.ts';

type Eater = 'working' | 'middle';

export function coverNeedsSteps(g: GameState): Step[] {
  return (['middle', 'working'] as const).filter((c) => inGame(g, c)).map((seat) => eatOwn({ seat }));
}

const eatOwn = auto<{ seat: Eater }>('needs.eat', (x, s) => {
  const g = x.g;
  const seat = g.classes[s.seat];
  let need = populationOf(g, s.seat);
  const fromGoods = Math.min(seat.goods.food, need);
  seat.goods.food -= fromGoods;
  need -= fromGoods;
  if (s.seat === 'middle') {
    const fromStorage = Math.min(g.classes.middle.storage.food, need);
    g.classes.middle.storage.food -= fromStorage;
    need -= fromStorage;
  }
  log(x, need > 0 ? 'food.mustBuy' : 'food.has', {
    class: s.seat,
    population: populationOf(g, s.seat),
    need,
  });
  if (need > 0) queue(x, buyFood({ seat: s.seat, need }));
});

function foodOffers(g: GameState, seat: Eater): Offer[] {
  const out: Offer[] = [];
  for (const seller of ['capitalist', 'middle', 'state', 'foreign'] as Seller[]) {
    if (seller === seat) continue;
    const offer = offerOf(g, seller, 'food');
    if (offer && offer.stock > 0) out.push(offer);
  }
  return out;
}

/** The seller as the log says it. */
function sellerSaid(seller: Seller): SaidList {
  return list([seller === 'foreign' ? said('seller.foreign') : said('seller.class', { class: seller })]);
}

/** Where the Food comes from, written as the seller (`capitalist`, `foreign`…). */
const sellerChoice = oneOf(SELLERS);

const buyFood = question<{ seat: Eater; need: number }, Seller>('needs.buy', {
  choice: sellerChoice,
  ask(x, s) {
    const offers = foodOffers(x.g, s.seat);
    if (s.need <= 0 || offers.length === 0) return null;
    const options: Array<Choice<Seller>> = offers.map((o) => {
      const n = Math.min(s.need, o.stock);
      const cost = n * o.unitPrice;
      return {
        value: o.seller,
        said: said('option.food', {
          n,
          from: sellerSaid(o.seller),
          cost,
          price: o.unitPrice,
          loan: maybe(!canAfford(x.g, s.seat, cost), 'option.needsLoan'),
        }),
      };
    });
    return {
      seat: s.seat,
      kind: 'needs.buy',
      said: said('ask.food', { n: s.need }),
      options,
    };
  },
  answer(x, s, from) {
    const g = x.g;
    const offer = offerOf(g, from, 'food');
    if (!offer) return;
    const n = Math.min(s.need, offer.stock);
    const cost = n * offer.unitPrice;
    payMandatory(x, s.seat, cost);
    if (offer.seller === 'foreign') gainMoney(x, 'state', offer.tariff * n);
    else gainMoney(x, offer.seller, cost);
    if (offer.seller === 'capitalist' || offer.seller === 'middle') g.classes[offer.seller].storage.food -= n;
    if (offer.seller === 'state') g.classes.state.goods.food -= n;
    log(x, 'food.bought', { class: s.seat, n, from: sellerSaid(offer.seller), cost });
    queue(x, buyFood({ seat: s.seat, need: s.need - n }));
  },
});
