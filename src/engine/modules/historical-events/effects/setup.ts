/**
 * Early Period parts, applied during setup (Historical Events rulebook, Setup): other starting
 * Policies, and named Action cards put in a starting hand.
 */
import { POLICY_IDS } from '../../../../data/common.ts';
import { FOREIGN_TRADE } from '../../../../data/tables.ts';
import { isAutoma } from '../../../automa/seats.ts';
import { cardOfInstance } from '../../../cards/play.ts';
import { log } from '../../../core/flow.ts';
import { shuffle } from '../../../core/rng.ts';
import { cardIdOf, drawActionCards } from '../../../draw.ts';
import { setPolicy } from '../../../politics/policies.ts';
import { classOf, type Handlers } from './types.ts';

export const setupEffects: Handlers = {
  'set-starting-policies'(x, part) {
    const g = x.g;
    for (const policy of POLICY_IDS) setPolicy(x, policy, part.params.policies[policy]);
    // The Business Deals on offer follow the new Foreign Trade section (rules-decisions HE13).
    const deals = g.decks.deals;
    const wanted = FOREIGN_TRADE.businessDeals[g.policies[6]];
    while (deals.revealed.length > wanted) deals.draw.push(deals.revealed.pop() as string);
    while (deals.revealed.length < wanted && deals.draw.length > 0)
      deals.revealed.push(deals.draw.pop() as string);
  },
  /**
   * "Before drawing Action cards, search your deck for N named cards, then shuffle and draw M": the
   * hand dealt at setup goes back into the deck first, which comes to the same (rules-decisions HE12).
   * An Automa has no hand: its class's Action cards stay in the box (C&C, Automas Setup), these too.
   */
  'search-action-deck'(x, part) {
    const g = x.g;
    const cls = classOf(part);
    if (isAutoma(g, cls)) return;
    const pile = g.decks.actions[cls];
    const hand = g.classes[cls].hand;
    pile.draw.push(...hand.splice(0));
    const { cardName, count, thenDraw } = part.params;
    for (let i = 0; i < count; i++) {
      const at = pile.draw.findIndex((id) => cardOfInstance(id)?.name === cardName);
      if (at < 0) break;
      hand.push(...pile.draw.splice(at, 1));
    }
    shuffle(g.rng, pile.draw);
    drawActionCards(g, cls, thenDraw);
    const card = cardIdOf(hand.find((id) => cardOfInstance(id)?.name === cardName) ?? '');
    log(x, count === 1 ? 'he.startsWith' : 'he.startsWithMany', {
      class: cls,
      n: hand.length - thenDraw,
      card,
    });
  },
};
