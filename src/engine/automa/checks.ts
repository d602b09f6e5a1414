/**
 * Advanced mode's AI checks (Crisis & Control, AI Checks): each of the AI card's four icons names a
 * CHECK Instruction card (a Special Action icon printed first: the card's own priority rules). Its
 * lines are looked at one by one against the board; each that holds moves a priority card up, a
 * Policy check moving the listed Policy's card the same number of rows. The first check counts
 * the card's bonus. Then empty rows collapse. No choice is made here — the rows only say what the
 * Automa will prefer; its driver then reads them.
 */
import {
  type AiCard,
  type AiIcon,
  AUTOMAS,
  type AutomaClass,
  type CheckRule,
  PRIORITY_ACTION_LABELS,
} from '../../data/automa/index.ts';
import { AUTOMA_NAMES } from '../../data/automa/schema.ts';
import type { PolicyId } from '../../data/common.ts';
import { INDUSTRY_RESOURCE, RESOURCE_NAMES } from '../../data/names.ts';
import { LEGITIMACY_INFLUENCE, POLICY_NAMES } from '../../data/tables.ts';
import {
  cardOf,
  companiesOf,
  isFullyOperational,
  isOperational,
  minimumWage,
} from '../companies/companies.ts';
import { type Ctx, log } from '../core/flow.ts';
import type { CheckMove, GameState, PriorityRows } from '../game-state.ts';
import { billMarkersLeft, openPolicies } from '../politics/propose-bill.ts';
import { inGame, seatsInOrder, statePlays } from '../seats.ts';
import { populationOf, tradeUnions } from '../workers/workers.ts';
import { productionPhasesLeft, specialPrioritySteps } from './amounts.ts';
import {
  assignableUnemployed,
  buildFacts,
  exportTransactions,
  finalRoundAllows,
  purchasesWithBonus,
  sectionToward,
  sellableIdle,
  strikeable,
  unemployedOverSlots,
  unionOpenings,
} from './facts.ts';
import { autoSwap } from './free-actions.ts';
import { type Modifiers, modifiersFor } from './moves.ts';
import { desiredSection, distanceFromDesired } from './policy-cards.ts';
import { collapseRows, moveActionUp, movePolicyUp } from './rows.ts';
import { automaOf } from './seats.ts';

interface Check {
  g: GameState;
  cls: AutomaClass;
  rows: PriorityRows;
  card: AiCard;
  /** The bonus counts for the first check only. */
  mods: Modifiers;
  moves: CheckMove[];
}

function move(c: Check, target: CheckRule['move'] | PolicyId, steps: number, why: string) {
  if (steps <= 0) return;
  if (typeof target === 'number') {
    if (c.rows.setAside.includes(target) || c.rows.removed.includes(target)) return;
    movePolicyUp(c.rows, target, steps);
  } else if (typeof target === 'object') {
    return move(c, target.policy, steps, why);
  } else if (target !== 'listed-policy') {
    if (!c.rows.actions.flat().includes(target)) return;
    moveActionUp(c.rows, target, steps);
  }
  c.moves.push({ card: target as CheckMove['card'], steps, why });
}

/** Steps of this check already given to one card. */
function moved(c: Check, card: CheckMove['card'], from: number): number {
  return c.moves.slice(from).reduce((n, m) => (m.card === card ? n + m.steps : n), 0);
}

/**
 * A listed Policy the Automa could propose on: its card in the rows, a marker free, no Bill on it
 * yet (rules-decisions AU1) — and in the final round not Foreign Trade without an Immediate Vote,
 * a Policy it "ignores" (Final Round Rules).
 */
function eligible(c: Check, policy: PolicyId): boolean {
  const r = c.rows;
  const g = c.g;
  const free = !!c.mods.bill?.opts.freeImmediateVote || !!g.roundFlags.freeImmediateVotes;
  const section = sectionToward(g.policies[policy], desiredSection(c.cls, policy));
  return (
    !r.setAside.includes(policy) &&
    !r.removed.includes(policy) &&
    billMarkersLeft(g, c.cls) > 0 &&
    !g.roundFlags.noElections &&
    openPolicies(g).includes(policy) &&
    distanceFromDesired(g, c.cls, policy) > 0 &&
    finalRoundAllows(g, c.cls, policy, section, free)
  );
}

function policiesCheck(c: Check, rules: readonly CheckRule[]) {
  const listed = c.card.policies.filter((p) => eligible(c, p));
  for (const policy of listed) {
    const distance = distanceFromDesired(c.g, c.cls, policy);
    let steps = 0;
    for (const rule of rules) {
      if (rule.each !== 'listed-policy') continue;
      if (rule.when === 'one-from-desired' && distance === 1) steps += Number(rule.steps);
      if (rule.when === 'two-from-desired' && distance === 2) steps += Number(rule.steps);
      if (rule.when === 'listed-policy-is' && rule.params?.policy === policy) steps += Number(rule.steps);
    }
    const name = POLICY_NAMES[policy];
    move(c, 'propose-bill', steps, `${name} is ${distance} from its Desired section`);
    move(c, policy, steps, `${name} is ${distance} from its Desired section`);
  }
  if (listed.length === 0) move(c, 'special', 1, 'no Bill can be proposed on either listed Policy');
}

function workersCheck(c: Check, rules: readonly CheckRule[]) {
  if (c.cls === 'capitalist') return;
  const from = c.moves.length;
  const n = assignableUnemployed(c.g, c.cls, c.mods.assign?.budget ?? 3);
  for (const rule of rules) {
    if (rule.when === 'assignment-employs-two-unemployed' && n >= 2)
      move(c, rule.move, n, `${n} unemployed Workers can be employed`);
    if (rule.when === 'assignment-forms-trade-union') {
      const unions = unionOpenings(c.g).length;
      move(c, rule.move, 2 * unions, `${unions} Trade Union${unions === 1 ? '' : 's'} can be formed`);
    }
    if (
      (rule.when === 'assign-card-did-not-move' || rule.when === 'otherwise') &&
      moved(c, 'assign-workers', from) === 0
    )
      move(c, rule.move, 1, 'no assignment would employ 2 unemployed Workers');
    if (rule.when === 'unemployed-exceed-slots') {
      const over = unemployedOverSlots(c.g);
      move(c, rule.move, over, `${over} more unemployed Workers than open slots`);
    }
  }
}

function goodsCheck(c: Check, rules: readonly CheckRule[]) {
  if (c.cls === 'capitalist') return;
  const population = Math.max(1, populationOf(c.g, c.cls));
  const facts = purchasesWithBonus(c.g, c.cls, c.mods).filter((p) => p.ware !== 'food' && p.cost !== null);
  if (facts.length === 0) {
    for (const rule of rules)
      if (rule.when === 'cannot-buy-any')
        move(c, rule.move, Number(rule.steps), 'it cannot buy its Population of Health, Education or Luxury');
    return;
  }
  for (const p of facts) {
    const cost = p.cost ?? 0;
    const limit = (r: CheckRule) => Number(r.params?.price ?? 6);
    const rule = rules.find(
      (r) =>
        r.each === 'resource' &&
        ((r.when === 'free' && cost === 0) ||
          (r.when === 'at-most-per-item' && cost > 0 && cost <= limit(r) * population) ||
          (r.when === 'more-than-per-item' && cost > limit(r) * population)),
    );
    if (rule)
      move(c, rule.move, Number(rule.steps), `its Population of ${RESOURCE_NAMES[p.ware]} costs ${cost}`);
  }
}

function strikeCheck(c: Check, rules: readonly CheckRule[]) {
  const g = c.g;
  const labor = g.policies[2];
  const unions = tradeUnions(g).length;
  const eligibleCount = strikeable(g).filter((co) => co.wage === minimumWage(g)).length;
  for (const rule of rules) {
    const divisor = typeof rule.steps === 'object' ? (rule.steps.divisor ?? 1) : 1;
    const steps = typeof rule.steps === 'object' ? Math.floor(eligibleCount / divisor) : rule.steps;
    if (rule.when === 'labor-market-b-and-two-trade-unions' && labor === 'B' && unions >= 2)
      move(c, rule.move, steps, `2B with ${unions} Trade Unions, ${eligibleCount} Companies to strike`);
    if (rule.when === 'labor-market-c' && labor === 'C')
      move(c, rule.move, steps, `2C, ${eligibleCount} Companies to strike`);
  }
}

function companiesCheck(c: Check, rules: readonly CheckRule[]) {
  if (c.cls === 'working') return;
  const g = c.g;
  const from = c.moves.length;
  const phases = productionPhasesLeft(g);
  const facts = buildFacts(g, c.cls, c.mods.build?.opts ?? {}).filter(
    (f) => f.affordable && (c.cls === 'capitalist' || f.staffedBy.includes('middle')),
  );
  for (const f of facts) {
    const runnable = c.cls === 'middle' || f.automated || f.staffedBy.length > 0;
    for (const rule of rules) {
      if (rule.each !== 'market-company') continue;
      if (rule.when === 'automated-or-fillable' && runnable)
        move(
          c,
          rule.move,
          Math.floor(phases / 2),
          `it can build and run a Company, ${phases} Production phases left`,
        );
      if (rule.when === 'two-production-phases-left' && phases >= 2)
        move(
          c,
          rule.move,
          Math.floor(phases / 2),
          `it can build a Company, ${phases} Production phases left`,
        );
      if (rule.when === 'working-class-slot-fillable' && f.employeeFillable)
        move(
          c,
          rule.move,
          Number(rule.steps),
          'an unemployed Working Class Worker could take its employee slot',
        );
      if (rule.when === 'also-new-resource' && runnable && f.newResource)
        move(
          c,
          rule.move,
          Number(rule.steps),
          `it would make ${RESOURCE_NAMES[INDUSTRY_RESOURCE[f.industry]]}, new to it`,
        );
    }
  }
  for (const rule of rules) {
    if (rule.when === 'demonstration-in-progress' && g.classes.working.demonstration)
      move(c, rule.move, Number(rule.steps), 'a Demonstration is taking place');
    if (rule.when === 'prosperity-at-least-operational-companies') {
      const full = companiesOf(g, 'middle').filter((co) => isFullyOperational(g, co)).length;
      if (g.classes.middle.prosperity >= full)
        move(c, rule.move, Number(rule.steps), 'its Prosperity is at least its fully operational Companies');
    }
    if (rule.when === 'build-card-moved-at-most-one' && moved(c, 'build-company', from) <= 1)
      move(c, rule.move, Number(rule.steps), 'building would gain little');
    if (rule.when === 'sells-for-at-least' && c.cls === 'capitalist') {
      const min = Number(rule.params?.money ?? 20);
      for (const { company, price } of sellableIdle(g, c.mods.sellFactor ?? 1))
        if (price >= min)
          move(c, rule.move, Math.floor(price / 10), `${cardOf(company).name} would sell for ${price}`);
    }
  }
}

function foreignCheck(c: Check, rules: readonly CheckRule[]) {
  if (c.cls === 'working') return;
  const n = exportTransactions(c.g, c.cls) + (c.mods.export?.extra ? 1 : 0);
  const money = c.cls === 'middle' ? c.g.classes.middle.money : 0;
  for (const rule of rules) {
    if (rule.when === 'two-transactions-possible' && n >= 2)
      move(c, rule.move, n, `${n} export transactions are possible`);
    if (rule.when === 'money-at-most' && n >= 2 && money <= Number(rule.params?.money ?? 15))
      move(c, rule.move, Number(rule.steps), `it has only ${money}`);
    if (rule.when === 'otherwise' && n < 2)
      move(c, rule.move, Number(rule.steps), 'fewer than 2 export transactions');
  }
}

/** Influence a class will have by the Elections: now, plus what this round's Production gives it (rules-decisions AU4). */
function influenceByElections(g: GameState, cls: 'working' | 'middle' | 'capitalist' | 'state'): number {
  let n = g.classes[cls].influence;
  if (cls === 'state') {
    if (!statePlays(g)) return 0;
    const l = g.classes.state.legitimacy;
    return n + (LEGITIMACY_INFLUENCE[Math.min(l.working, l.middle, l.capitalist)] ?? 0);
  }
  for (const co of companiesOf(g, cls))
    if (cardOf(co).industry === 'media' && isOperational(g, co)) n += cardOf(co).output;
  if (cls === 'working') n += tradeUnions(g).length;
  return n;
}

function influenceCheck(c: Check, rules: readonly CheckRule[]) {
  const g = c.g;
  const bills = Object.keys(g.bills).length > 0;
  const others = seatsInOrder(g)
    .filter((s) => s !== c.cls && (s !== 'middle' || inGame(g, 'middle')))
    .reduce((n, s) => n + influenceByElections(g, s), 0);
  const own = influenceByElections(g, c.cls);
  for (const rule of rules) {
    if (rule.when === 'others-would-outspend' && bills && others > own)
      move(c, rule.move, others - own, `the others could spend ${others} Influence against its ${own}`);
    if (rule.when === 'otherwise' && !(bills && others > own))
      move(
        c,
        rule.move,
        Number(rule.steps),
        bills ? 'it can match the others’ Influence' : 'no Bill has been proposed',
      );
  }
}

const BY_ICON: Partial<Record<AiIcon, (c: Check, rules: readonly CheckRule[]) => void>> = {
  'propose-bill': policiesCheck,
  'assign-workers': workersCheck,
  'buy-goods': goodsCheck,
  strike: strikeCheck,
  'build-company': companiesCheck,
  'sell-foreign': foreignCheck,
  lobby: influenceCheck,
};

function specialCheck(c: Check) {
  for (const rule of c.card.specialPriority ?? [])
    move(
      c,
      'special',
      specialPrioritySteps(c.g, c.cls, rule),
      `its card's rule “${rule.text.replace(/\.$/, '')}”`,
    );
}

/** Runs the four checks of the card, left to right, then collapses empty rows. */
export function runChecks(x: Ctx, cls: AutomaClass, card: AiCard) {
  const a = automaOf(x.g, cls);
  const rows = a?.rows;
  if (!a || !rows) return;
  const c: Check = { g: x.g, cls, rows, card, mods: { first: [] }, moves: [] };
  for (const [i, icon] of card.actions.entries()) {
    c.mods = i === 0 ? modifiersFor(x.g, cls, card, icon) : { first: [] };
    if (icon === 'special') {
      specialCheck(c);
      continue;
    }
    // The Working and Middle Class Automas swap Workers when they check them.
    if (icon === 'assign-workers' && cls !== 'capitalist') autoSwap(x, cls);
    const instruction = AUTOMAS[cls].instructionCards.find((ic) => ic.kind === 'check' && ic.checks === icon);
    if (instruction) BY_ICON[icon]?.(c, instruction.rules);
  }
  collapseRows(rows);
  a.checks = c.moves;
  if (c.moves.length === 0) return;
  const summary = c.moves
    .map(
      (m) =>
        `${typeof m.card === 'number' ? `${POLICY_NAMES[m.card]} card` : PRIORITY_ACTION_LABELS[m.card]} +${m.steps}`,
    )
    .join(', ');
  log(x, `The ${AUTOMA_NAMES[cls]}'s checks move up: ${summary}.`);
}
