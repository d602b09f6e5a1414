/**
 * The Automa seat driver: answers every question the engine asks an Automa seat, by question kind,
 * with its decision procedure; a question no procedure covers (one another player's card puts to
 * it, say) gets the first option that is not a way out. Pure: the same state and question always
 * give the same answer, so a game replays exactly.
 */
import { type AutomaMode, automa, type GameState, type Question } from '../engine/index.ts';
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
  // Rules decision S28: an Automa pays off at game end all it can.
  'end.loans': (a) => decide(find(a.q, (v) => v === 'pay')),
};

/** The rule an answer follows when no Instruction card's bullets narrowed it (for the trace). */
const RULES: Record<string, string> = {
  'assign.slot': 'an unemployed Worker first, an unskilled one for an unskilled slot',
  'bill.immediate': 'an Immediate Vote only when its side would win it (C&C, Immediate Vote)',
  'vote.side': 'for a Bill on, or toward, its Desired section; else against',
  'build.company': 'its Building Company Criteria allow none of the Companies offered: it builds nothing',
  'build.wage': 'the minimum Wage the Labor Market allows (it never adjusts Wages on its own)',
  'build.staff': 'Middle Class Workers unless a Demonstration is on (Building Company Criteria)',
  'build.employee': 'it hires',
  'econ.machinery-buy': 'two Machinery tokens when it can pay for them',
  'prep.market-discard': 'CCA: its whole Market; MCA: Market Companies of an industry it owns',
  'sell.foreign': "the card's extra sale first, then the best-paid transaction",
  'deal.pick': 'the first Deal on offer, into the Free Trade Zone when it fits',
  'econ.sell-to-state': 'as much as the card allows',
  'demonstration.loss': 'the Capitalist Class first, then the Middle Class, then the State',
  'demonstration.amount': 'as much as it may',
  'buy.ware': 'a good it can buy its Population of (Buy Goods & Services Criteria)',
  'buy.seller': 'the cheapest source, then its source order; done once it holds its Population',
  'buy.amount': 'what it still needs to use the good once (all it may, with the every-source bonus)',
  'assign.pick': 'it assigns unemployed Workers, and stops when they can fill no Company offered',
  'strike.pick': 'it stops when no Company left can be struck by its criteria',
  'end.loans': 'it pays off all it can (rules-decisions S28)',
};

/** A question no procedure covers: the first option that is not a way out (rules-decisions AU10). */
function fallback(q: Question): Decision | undefined {
  return decide(q.options.find((o) => o.tone !== 'quiet') ?? q.options[0]);
}

export function decideFor(state: GameState, question: Question): Decision {
  const a = askOf(state, question);
  const answer = a ? automa.reading(state, () => ANSWERS[question.kind]?.(a)) : undefined;
  const decision = answer ?? fallback(question);
  if (!decision) throw new Error(`the Automa has nothing to answer to ${question.kind}`);
  const narrowed = a?.trace.narrowed ?? [];
  const rule = !answer
    ? 'no Instruction card covers this question: the first option that is not a way out (rules-decisions AU10)'
    : (decision.why ??
      RULES[question.kind] ??
      (question.options.length === 1 ? 'its only option' : undefined));
  // Built key by key: spreads of objects of several shapes are several times slower.
  const trace: DecisionTrace = {
    question: question.kind,
    prompt: question.said,
    chosen: question.options.find((o) => o.id === decision.answer)?.label ?? decision.answer,
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
  choose(state: GameState, question: Question): { answer: string; why?: string; trace?: DecisionTrace } {
    const d = decideFor(state, question);
    // Only the move's reason (and a Historical Event's) is said; the small steps after it speak for themselves.
    if (SAYS_WHY.has(question.kind)) return d;
    return d.trace ? { answer: d.answer, trace: d.trace } : { answer: d.answer };
  },
};
