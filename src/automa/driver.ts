/**
 * The Automa seat driver: answers every question the engine asks an Automa seat, by question kind,
 * with its decision procedure; a question no procedure covers (one another player's card puts to
 * it, say) gets the first option that is not a way out. Pure: the same state and question always
 * give the same answer, so a game replays exactly.
 */
import { type AutomaMode, automa, type GameState, type Question, type Said, said } from '../engine/index.ts';
import { buyAmount, buySeller, buyWare, coverNeeds } from './answers/buying.ts';
import {
  buildCompany,
  buyMachinery,
  effectCompany,
  extraProduction,
  extraShift,
  hireEmployee,
  lowestWage,
  marketDiscard,
  placeMachinery,
  sellCompany,
  staffNewCompany,
} from './answers/companies.ts';
import { lendToState, removeWorker } from './answers/crisis-response.ts';
import { historicalEvent } from './answers/historical-events.ts';
import { immediateVote, proposeBill, voteSide } from './answers/politics.ts';
import { businessDeal, sellForeign, sellToState } from './answers/trade.ts';
import { assignPick, assignSlot, chooseSkill, unionWorker, upgradeWorker } from './answers/workers.ts';
import { demonstrationAmount, demonstrationLoss, placeStrike } from './answers/workers-class.ts';
import { type Ask, askAs, askOf, type Decision, decide, find } from './context.ts';
import type { DecisionTrace } from './trace.ts';
import { chooseMove } from './turn.ts';

type Answerer = (a: Ask) => Decision | undefined;

const ANSWERS: Record<string, Answerer> = {
  'automa.action': chooseMove,
  'automa.historical-event': historicalEvent,
  'automa.skilled': chooseSkill,
  'automa.produce-first': effectCompany,
  'automa.staff-from-supply': effectCompany,
  'automa.take-public-workers': effectCompany,
  'assign.pick': assignPick,
  'assign.slot': assignSlot,
  'assign.union-worker': unionWorker,
  'prep.skilled': chooseSkill,
  'use.upgrade': upgradeWorker,
  'buy.ware': buyWare,
  'buy.seller': buySeller,
  'buy.amount': buyAmount,
  'needs.buy': coverNeeds,
  'bill.propose': proposeBill,
  'bill.immediate': immediateVote,
  'vote.side': voteSide,
  'build.company': buildCompany,
  'build.wage': lowestWage,
  'build.staff': staffNewCompany,
  'build.employee': hireEmployee,
  'sell.company': sellCompany,
  'econ.machinery-buy': buyMachinery,
  'econ.machinery-place': placeMachinery,
  'econ.own-shift': extraProduction,
  'extra-shift.pick': extraShift,
  'prep.market-discard': marketDiscard,
  'sell.foreign': sellForeign,
  'deal.pick': businessDeal,
  'econ.sell-to-state': sellToState,
  'strike.pick': placeStrike,
  'demonstration.loss': demonstrationLoss,
  'demonstration.amount': demonstrationAmount,
  'crisis.remove-worker': removeWorker,
  'crisis.bond': lendToState,
  // Rules decision S28: an Automa pays off at game end all it can.
  'end.loans': (a) => decide(find(a.q, (v) => v === 'pay')),
};

/**
 * The questions whose answer follows one rule when no Instruction card's bullets narrowed it (for
 * the trace): its words are `automaWhy.rule.<question kind>`.
 */
const RULES = new Set([
  'assign.slot',
  'bill.immediate',
  'vote.side',
  'build.company',
  'build.wage',
  'build.staff',
  'build.employee',
  'econ.machinery-buy',
  'prep.market-discard',
  'sell.foreign',
  'deal.pick',
  'econ.sell-to-state',
  'demonstration.loss',
  'demonstration.amount',
  'buy.ware',
  'buy.seller',
  'buy.amount',
  'assign.pick',
  'strike.pick',
  'end.loans',
  'crisis.remove-worker',
  'crisis.bond',
]);

/** The rule an answer followed: none covers the question (AU10), its own reason, its kind's rule, its only option. */
function ruleOf(question: Question, decision: Decision, covered: boolean): Said | undefined {
  if (!covered) return said('rule.uncovered');
  if (decision.why) return decision.why;
  if (RULES.has(question.kind)) return said(`rule.${question.kind}`);
  return question.options.length === 1 ? said('rule.only') : undefined;
}

/** A question no procedure covers: the first option that is not a way out (rules-decisions AU10). */
function fallback(q: Question): Decision | undefined {
  return decide(q.options.find((o) => o.tone !== 'quiet') ?? q.options[0]);
}

/** The option chosen, as its question offers it: its keys (its id for an option without them). */
function chosenWords(question: Question, answer: string): Said | string {
  const option = question.options.find((o) => o.id === answer);
  return option?.said ?? answer;
}

/** The decision of the Automa seat's procedure (its fallback where none covers the question). */
function decision(state: GameState, question: Question, a: Ask | undefined) {
  const answer = a ? automa.reading(state, () => ANSWERS[question.kind]?.(a)) : undefined;
  const decided = answer ?? fallback(question);
  if (!decided) throw new Error(`the Automa has nothing to answer to ${question.kind}`);
  return { decision: decided, covered: answer !== undefined };
}

/**
 * The answer alone, neither said nor traced: for games nobody reads (the AI's imagined games). The
 * same answer as `decideFor`'s.
 */
export function answerFor(state: GameState, question: Question): string {
  return decision(state, question, askOf(state, question, false)).decision.answer;
}

export function decideFor(state: GameState, question: Question): Decision {
  const a = askOf(state, question);
  const { decision: d, covered } = decision(state, question, a);
  return traced(question, d, covered, a);
}

/** The decision with its trace: the question, the option chosen, how and by which rule. */
function traced(question: Question, decision: Decision, covered: boolean, a: Ask | undefined): Decision {
  const narrowed = a?.trace.narrowed ?? [];
  const rule = ruleOf(question, decision, covered);
  // Built key by key: spreads of objects of several shapes are several times slower.
  const trace: DecisionTrace = {
    question: question.kind,
    prompt: question.said,
    // The option's words as keys.
    chosen: chosenWords(question, decision.answer),
    narrowed,
  };
  const move = a?.trace.move;
  if (move) trace.move = move;
  else if (narrowed.length === 0 && rule) trace.rule = rule;
  const out: Decision = { answer: decision.answer };
  if (decision.why !== undefined) out.why = decision.why;
  out.trace = trace;
  return out;
}

/**
 * For an autopilot answering a person's seat (an absent player at a deadline): the answer the
 * Automa of the seat's class would give in `mode`, where its decision procedure covers the
 * question (votes, Bills, buying, Workers, Companies, trade…); undefined where it does not — the
 * State, a turn's Basic Action menu, an Action card to play (the Automas play from AI cards, not
 * hands) — for the autopilot's own fallback. Pure, like the driver.
 */
export function answerAsAutoma(
  state: GameState,
  question: Question,
  mode: AutomaMode = 'simple',
): Decision | undefined {
  if (question.kind.startsWith('automa.')) return undefined;
  const a = askAs(state, question, mode);
  const answer =
    a && Object.hasOwn(ANSWERS, question.kind)
      ? automa.reading(state, () => ANSWERS[question.kind]?.(a))
      : undefined;
  return answer && question.options.some((o) => o.id === answer.answer) ? answer : undefined;
}

/** The questions whose answer's reason goes to the channel. */
const SAYS_WHY = new Set(['automa.action', 'automa.historical-event']);

/** The seat driver for every Automa seat (its mode is in the game's state). */
export const automaDriver = {
  name: 'Automa',
  choose(state: GameState, question: Question): Decision {
    const d = decideFor(state, question);
    // Only the move's reason (and a Historical Event's) is said; the small steps after it speak for themselves.
    if (SAYS_WHY.has(question.kind)) return d;
    return d.trace ? { answer: d.answer, trace: d.trace } : { answer: d.answer };
  },
};
