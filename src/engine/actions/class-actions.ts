/**
 * Basic Actions of one class each: the Middle Class's Extra Shift, the Capitalist Class's Make
 * Business Deal, and the State's Meet with a Party's MPs, Extra Tax and Campaign
 * (rulebook, each class's Basic Actions).
 */

import { VOTING_CLASSES, type VotingClass } from '../../data/common.ts';
import { BUSINESS_DEALS, type BusinessDeal, businessDealTariff } from '../../data/decks.ts';
import { ACTIONS } from '../../data/tables.ts';
import { storeGoods } from '../automa/storage.ts';
import { companiesOf, companyName, findCompany, isOperational, workersIn } from '../companies/companies.ts';
import { type Choice, int, listOf, name, orWord, pair, votingClassChoice, words } from '../core/choices.ts';
import {
  type Ctx,
  classList,
  list,
  log,
  maybe,
  question,
  queue,
  type Said,
  type SaidList,
  said,
} from '../core/flow.ts';
import { no, type Why } from '../core/why.ts';
import { byInstance } from '../draw.ts';
import { canAfford, gainMoney, moneyOf, payTo, spend } from '../economy/money.ts';
import { produce, wageDue } from '../economy/produce.ts';
import { freeTradeZoneRoom } from '../economy/storage.ts';
import type { Company, GameState } from '../game-state.ts';
import { mediaInfluenceChoices, takeMediaInfluence } from '../politics/influence.ts';
import { changeLegitimacy } from '../politics/legitimacy.ts';
import { Rules } from '../ruleset.ts';
import { seatsInOrder } from '../seats.ts';

/** The rules this file defines, listed in the base game (rulesets.ts). */
export const classActionRules = new Rules();

// Extra Shift (Middle Class): a Company whose Middle Class Workers are not committed produces now.
/** Companies that can work an Extra Shift now; `only` limits them (Employment Subsidy). */
export function extraShiftTargets(g: GameState, only?: readonly string[]): Company[] {
  return companiesOf(g, 'middle').filter((c) => {
    if (only && !only.includes(c.id)) return false;
    if (!isOperational(g, c)) return false;
    const own = workersIn(g, c.id).filter((w) => w.cls === 'middle');
    if (own.length === 0 || own.some((w) => w.committed)) return false;
    // Optional actions are never paid with a Loan (components reference §3.3).
    return canAfford(g, 'middle', wageDue(g, c, c.strike).amount);
  });
}

interface ExtraShiftStep {
  seat: 'middle';
  only?: string[];
  /** "Then you may Extra Shift": the question offers to skip it. */
  optional?: boolean;
}

const extraShiftStep = question<ExtraShiftStep, 'skip' | string>('extra-shift.pick', {
  choice: orWord('skip', name),
  ask(x, s) {
    const options: Array<Choice<'skip' | string>> = extraShiftTargets(x.g, s.only).map((c) => ({
      value: c.id,
      said: said('option.company', { company: c.card }),
      short: companyName(c),
    }));
    if (options.length === 0) return null;
    if (s.optional)
      options.push({
        value: 'skip',
        said: said('option.noExtraShift'),
        tone: 'quiet',
      });
    return {
      seat: s.seat,
      kind: 'extra-shift.pick',
      said: said('ask.extraShift'),
      options,
    };
  },
  answer(x, _s, chosen) {
    if (chosen === 'skip') return;
    const company = findCompany(x.g, chosen);
    if (!company) return;
    for (const w of workersIn(x.g, company.id)) if (w.cls === 'middle') w.committed = true;
    // A struck Company still lets its Middle Class Worker produce here (components reference §3.1 FAQ).
    const result = produce(x, company, { struckEmployee: company.strike });
    log(x, 'extraShift.worked', { company: company.card, kept: result.kept });
  },
});

/** Queues the Middle Class's Extra Shift (the Basic Action, or a card's limited to some Companies). */
export function extraShift(x: Ctx, opts: { only?: string[]; optional?: boolean } = {}) {
  queue(x, extraShiftStep({ seat: 'middle', ...opts }));
}

classActionRules.action({
  id: 'extra-shift',
  name: 'Extra Shift',
  kind: 'basic',
  classes: ['middle'],
  summary: 'One of your Companies with your uncommitted Workers produces again now (you pay its Wages)',
  can: (g, _cls, why) => extraShiftTargets(g).length > 0 || no(why, 'extra-shift.none'),
  start: (x) => extraShift(x),
});

// Make Business Deal (Capitalist Class): into Storage (cost + tariff) or the Free Trade Zone (cost).
const DEALS_BY_ID = new Map(BUSINESS_DEALS.map((d) => [d.id, d]));
const dealByInstance = byInstance((id) => DEALS_BY_ID.get(id));

function dealOf(instance: string): BusinessDeal | undefined {
  return dealByInstance(instance);
}

/** Where the goods of this deal may go now: into Storage (paying the tariff), the Free Trade Zone. */
function dealDestinations(g: GameState, deal: BusinessDeal): { storage: boolean; zone: boolean } {
  const tariff = businessDealTariff(deal, g.policies[6]);
  const fits = freeTradeZoneRoom(g, 'food') >= deal.food && freeTradeZoneRoom(g, 'luxury') >= deal.luxury;
  return {
    storage: canAfford(g, 'capitalist', deal.cost + tariff),
    zone: fits && canAfford(g, 'capitalist', deal.cost),
  };
}

/** A deal on offer and where its goods go, written `<card instance>|storage` or `<card instance>|zone`. */
type DealChoice = [card: string, where: 'storage' | 'zone'];
const dealChoice = pair(name, '|', words('storage', 'zone'));

/** A deal's goods, as its options say them ("2 Food + 1 Luxury"). */
function dealGoods(deal: { food: number; luxury: number }): SaidList {
  const goods: Said[] = [];
  if (deal.food) goods.push(said('option.goodCount', { n: deal.food, good: 'food' }));
  if (deal.luxury) goods.push(said('option.goodCount', { n: deal.luxury, good: 'luxury' }));
  return list(goods, 'plus');
}

function dealChoices(g: GameState): Array<Choice<DealChoice>> {
  const options: Array<Choice<DealChoice>> = [];
  for (const id of g.decks.deals.revealed) {
    const deal = dealOf(id);
    if (!deal) continue;
    const { storage, zone } = dealDestinations(g, deal);
    if (storage) {
      const tariff = businessDealTariff(deal, g.policies[6]);
      options.push({
        value: [id, 'storage'],
        said: said('option.dealStorage', {
          goods: dealGoods(deal),
          cost: deal.cost + tariff,
          tariff: maybe(tariff, 'option.tariff', { n: tariff }),
        }),
      });
    }
    if (zone) {
      options.push({
        value: [id, 'zone'],
        said: said('option.dealZone', { goods: dealGoods(deal), cost: deal.cost }),
      });
    }
  }
  return options;
}

const dealStep = question<{ seat: 'capitalist' }, DealChoice>('deal.pick', {
  choice: dealChoice,
  ask(x, s) {
    const options = dealChoices(x.g);
    if (options.length === 0) return null;
    return {
      seat: s.seat,
      kind: 'deal.pick',
      said: said('ask.deal'),
      options,
    };
  },
  answer(x, _s, [card, where]) {
    const g = x.g;
    const deal = dealOf(card);
    if (!deal) return;
    g.decks.deals.revealed.splice(g.decks.deals.revealed.indexOf(card), 1);
    g.decks.deals.discard.push(card);
    if (where === 'zone') {
      spend(x, 'capitalist', deal.cost);
      g.classes.capitalist.freeTradeZone.food += deal.food;
      g.classes.capitalist.freeTradeZone.luxury += deal.luxury;
      log(x, 'deal.freeTradeZone', { cost: deal.cost });
      return;
    }
    // rules-decisions S29: the tariff is by the Foreign Trade Policy in effect now.
    const tariff = businessDealTariff(deal, g.policies[6]);
    spend(x, 'capitalist', deal.cost + tariff);
    gainMoney(x, 'state', tariff);
    storeGoods(x, 'capitalist', 'food', deal.food);
    storeGoods(x, 'capitalist', 'luxury', deal.luxury);
    log(x, 'deal.made', { cost: deal.cost, tariff: maybe(tariff, 'deal.tariff', { n: tariff }) });
  },
});

export function canMakeDeal(g: GameState, why?: Why): boolean {
  if (g.roundFlags.foreignMarketClosed) return no(why, 'deal.closed');
  // `dealChoices(g).length > 0`, without writing the options.
  const some = g.decks.deals.revealed.some((id) => {
    const deal = dealOf(id);
    if (!deal) return false;
    const { storage, zone } = dealDestinations(g, deal);
    return storage || zone;
  });
  return some || (why !== undefined && no(why, 'deal.none', cheapestDeal(g), moneyOf(g, 'capitalist')));
}

/** What the cheapest Business Deal on offer costs, tariff aside (0 when none is on offer). */
function cheapestDeal(g: GameState): number {
  const costs = g.decks.deals.revealed.map((id) => dealOf(id)?.cost ?? 0);
  return costs.length > 0 ? Math.min(...costs) : 0;
}

export function makeDeal(x: Parameters<typeof log>[0]) {
  queue(x, dealStep({ seat: 'capitalist' }));
}

classActionRules.action({
  id: 'business-deal',
  name: 'Make a Business Deal',
  kind: 'basic',
  classes: ['capitalist'],
  summary: 'Buy a Business Deal on offer: its goods into your Storage (with tariff) or the Free Trade Zone',
  can: (g, _cls, why) => canMakeDeal(g, why),
  start: makeDeal,
});

// Meet with a Party's MPs (State): 2 Personal Influence to a class, whose Legitimacy rises by 1.
const mpsStep = question<{ seat: 'state' }, VotingClass>('mps.pick', {
  choice: votingClassChoice,
  ask(x, s) {
    const options: Array<Choice<VotingClass>> = seatsInOrder(x.g)
      .filter((c): c is VotingClass => c !== 'state')
      .map((c) => ({
        value: c,
        said: said('option.meetMps', { class: c }),
      }));
    return {
      seat: s.seat,
      kind: 'mps.pick',
      said: said('ask.mps', { n: ACTIONS.meetMps.influence }),
      options,
    };
  },
  answer(x, _s, cls) {
    x.g.classes.state.influence -= ACTIONS.meetMps.influence;
    x.g.classes[cls].influence += ACTIONS.meetMps.influence;
    log(x, 'meetMps', { class: cls, n: ACTIONS.meetMps.influence });
    changeLegitimacy(x, cls, ACTIONS.meetMps.legitimacy);
  },
});

classActionRules.action({
  id: 'meet-mps',
  name: "Meet with a Party's MPs",
  kind: 'basic',
  classes: ['state'],
  summary: `Give ${ACTIONS.meetMps.influence} of your Influence to a class; its Legitimacy rises by ${ACTIONS.meetMps.legitimacy}`,
  can: (g, _cls, why) =>
    g.classes.state.influence >= ACTIONS.meetMps.influence ||
    no(why, 'influence.short', ACTIONS.meetMps.influence, g.classes.state.influence),
  start: (x) => queue(x, mpsStep({ seat: 'state' })),
});

// Extra Tax (State): 10 from each other class, then −1 Legitimacy with the two lowest.
/** The two classes with the lowest Legitimacy; ties for the second place are the State's choice. */
export function lowestTwoChoices(g: GameState): VotingClass[][] {
  const legit = g.classes.state.legitimacy;
  const sorted = [...VOTING_CLASSES].sort((a, b) => legit[a] - legit[b]);
  const first = legit[sorted[0] as VotingClass];
  const second = legit[sorted[1] as VotingClass];
  const lowest = VOTING_CLASSES.filter((c) => legit[c] === first);
  if (lowest.length >= 2) {
    if (lowest.length === 2) return [lowest];
    return [
      [lowest[0], lowest[1]],
      [lowest[0], lowest[2]],
      [lowest[1], lowest[2]],
    ] as VotingClass[][];
  }
  const seconds = VOTING_CLASSES.filter((c) => legit[c] === second);
  return seconds.map((c) => [lowest[0] as VotingClass, c]);
}

/** Not playable if a class that would lose Legitimacy is already at 1 (components reference §3.1 FAQ). */
function extraTaxPairs(g: GameState): VotingClass[][] {
  return lowestTwoChoices(g).filter((pair) => pair.every((c) => g.classes.state.legitimacy[c] > 1));
}

/** The two classes that lose Legitimacy, written `working+middle`. */
const extraTaxChoice = listOf(votingClassChoice, '+');

const extraTaxStep = question<{ seat: 'state' }, VotingClass[]>('extra-tax.pick', {
  choice: extraTaxChoice,
  ask(x, s) {
    const pairs = extraTaxPairs(x.g);
    if (pairs.length <= 1) return null;
    const options: Array<Choice<VotingClass[]>> = pairs.map((pair) => ({
      value: pair,
      said: said('option.loseLegitimacy', { classes: classList(pair, 'andEach') }),
    }));
    return {
      seat: s.seat,
      kind: 'extra-tax.pick',
      said: said('ask.extraTax'),
      options,
    };
  },
  answer(x, _s, classes) {
    for (const cls of classes) changeLegitimacy(x, cls, -1);
  },
});

classActionRules.action({
  id: 'extra-tax',
  name: 'Extra Tax',
  kind: 'basic',
  classes: ['state'],
  // Every pair `lowestTwoChoices` offers holds a class at the lowest Legitimacy: some pair is
  // allowed exactly when every class is above 1.
  summary: `Take ${ACTIONS.extraTax} from each class; the two with the lowest Legitimacy lose 1`,
  can: (g, _cls, why) =>
    VOTING_CLASSES.every((c) => g.classes.state.legitimacy[c] > 1 || no(why, 'legitimacy.at-one', c)),
  start(x) {
    for (const cls of seatsInOrder(x.g)) if (cls !== 'state') payTo(x, cls, 'state', ACTIONS.extraTax);
    log(x, 'extraTax', { n: ACTIONS.extraTax });
    const pairs = extraTaxPairs(x.g);
    if (pairs.length === 1) for (const cls of pairs[0] as VotingClass[]) changeLegitimacy(x, cls, -1);
    else queue(x, extraTaxStep({ seat: 'state' }));
  },
});

// Campaign (State): up to 3 Media Influence from the Public Services become Personal Influence.
const campaignStep = question<{ seat: 'state' }, number>('campaign.amount', {
  choice: int,
  ask(x, s) {
    return {
      seat: s.seat,
      kind: 'campaign.amount',
      said: said('ask.campaign'),
      options: mediaInfluenceChoices(x.g, ACTIONS.campaignMax),
    };
  },
  answer(x, _s, n) {
    takeMediaInfluence(x.g, 'state', n);
    log(x, 'campaign', { n });
  },
});

classActionRules.action({
  id: 'campaign',
  name: 'Campaign',
  kind: 'basic',
  classes: ['state'],
  summary: `Take up to ${ACTIONS.campaignMax} Media Influence from the Public Services as your own`,
  can: (g, _cls, why) => g.publicServices.influence > 0 || no(why, 'media.none'),
  start: (x) => queue(x, campaignStep({ seat: 'state' })),
});
