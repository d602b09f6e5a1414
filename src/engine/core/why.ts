/**
 * Why the game does not offer something: an action's or a card's check says so itself. Each check
 * (`ActionDef.can`, `CardEffect.can`, the helpers they call) takes an optional `why`; in play it is
 * undefined and a failing condition only returns false (`no` builds nothing), so random games and
 * the bench pay nothing. When a player asks, `why` is a list and each failing condition adds its
 * reason there: a code and the figures that decide it. The same line of code decides and explains,
 * so the two never disagree. Words are the presenters' (src/discord/present/why.ts), keyed by code.
 *
 * Figures are what the asking seat may see (the board, its own hand and money): never another
 * hand, the deck order or a secret bid.
 */

import type { Said } from './said.ts';

/**
 * One figure of a reason: a number, or an id the presenter names (a Policy, a good, a class…), or
 * words as keys (a Historical Event's requirement), worded in the reader's language.
 */
export type Figure = number | string | Said;

/** Why something is not offered: the rule's code and the figures that decide it, in the code's order. */
export interface Reason {
  code: ReasonCode;
  figures: Figure[];
}

/** Where a check writes its reasons when asked; undefined in play. */
export type Why = Reason[] | undefined;

/**
 * Every reason the engine gives, each with its figures in order. The presenters' words are a
 * `Record` over these codes, so a code without words is a type error.
 */
export const REASON_CODES = [
  // The turn itself (phases/action.ts).
  'turn.not-yours', // —
  'turn.main-done', // —
  'turn.main-first', // —
  'turn.free-used', // —
  'turn.not-in-hand', // —
  'turn.pass', // —
  'action.not-your-class', // —
  'action.four-players', // —
  // Card requirements (cards/play.ts) and Historical Events' requirements.
  'card.policy', // policy, sections wanted (e.g. "AB"), section now
  'card.no-effect', // —
  'historical.condition', // the condition as the card states it, what the game shows now
  'historical.not-current', // —
  // Money and supplies.
  'money.short', // need, have
  'capital.short', // need, have
  'revenue.short', // need, have
  'supply.cubes', // —
  'influence.short', // need, have
  'influence.supply', // —
  'media.none', // —
  'loans.none', // —
  // Companies and Workers.
  'build.limit', // the limit
  'build.no-supply-worker', // —
  'build.market-empty', // —
  'build.deck-empty', // —
  'build.none', // money
  'build.none-middle', // money
  'sell.none', // Companies owned
  'extra-shift.none', // —
  'wages.none', // —
  'bonus.none', // —
  'storage.none', // —
  'swap.no-unemployed', // —
  'swap.none', // —
  'assign.no-workers', // —
  'assign.no-unemployed', // —
  'assign.none', // —
  'unemployed.few', // need, have
  'farm.none-left', // —
  'strike.tokens', // —
  'strike.none', // —
  'demonstration.on', // —
  'demonstration.few', // margin, unemployed, open slots
  // Markets.
  'prices.locked', // —
  'buy.none', // money
  'sell-foreign.closed', // —
  'sell-foreign.none', // —
  'deal.closed', // —
  'deal.none', // cheapest deal, money
  'use.none', // good, have, need
  'benefits.none', // —
  // Politics.
  'bill.no-elections', // —
  'bill.markers', // markers a class has
  'bill.none', // —
  'bills.few', // need, have
  'legitimacy.at-one', // class
  'state.absent', // —
  'event.none', // —
  'event.none-doable', // —
  'event.none-to-see', // —
  'event.none-may-help', // —
  // Cards' own conditions.
  'bills.many', // most allowed, proposed now
  'bill.others-none', // —
  'influence.others-none', // —
  'competitive-wages.none', // —
  'exit.none', // —
  'machinery.none', // tokens that could go on, the cost of one, money
  'recruit.none', // —
  'initiative.none', // —
  'sell-to-state.none', // good, in Storage, room the State has
  'public-services.none', // service
  'health-companies.none', // —
  'nationalize.no-public-slot', // —
  'nationalize.none', // Treasury
  'agenda.none', // —
  'legitimacy.few-above-min', // classes needed, classes that can lose
  'public-shift.none', // —
  'provide.none', // —
  'protectionism.none', // —
  'employees.none', // —
  'treasury.short', // need, Treasury
  'capitalist-companies.none', // —
  // Anything else: the effect's first question would have no legal option.
  'no-choice', // —
] as const;
export type ReasonCode = (typeof REASON_CODES)[number];

/**
 * A failing condition: adds its reason when asked, and is false either way. Figures are passed one
 * by one (no array in play); one that costs to work out is written `why !== undefined && no(…)`.
 */
export function no(why: Why, code: ReasonCode, a?: Figure, b?: Figure, c?: Figure): false {
  if (why !== undefined) {
    const figures: Figure[] = [];
    if (a !== undefined) figures.push(a);
    if (b !== undefined) figures.push(b);
    if (c !== undefined) figures.push(c);
    why.push({ code, figures });
  }
  return false;
}

/**
 * Runs one check with a fresh list: its reasons when it fails (at least one), none when it holds.
 * A check of "either this or that" writes the reasons of each way it tried before one held, so
 * they count only when it fails.
 */
export function explain(check: (why: Reason[]) => boolean): Reason[] {
  const why: Reason[] = [];
  if (check(why)) return [];
  return why.length > 0 ? why : [{ code: 'no-choice', figures: [] }];
}
