/**
 * Advanced mode's AI checks (Crisis & Control, AI Checks): each of the AI card's four icons names a
 * CHECK Instruction card (a Special Action icon printed first: the card's own priority rules). Its
 * lines are looked at one by one against the board; each that holds moves a priority card up, a
 * Policy check moving the listed Policy's card the same number of rows. The first check counts
 * the card's bonus. Then empty rows collapse. No choice is made here — the rows only say what the
 * Automa will prefer; its driver then reads them. Every line read is kept in the turn's trace
 * (`AutomaTurnRecord.checks`): the line as printed, what it saw, what it moved.
 */
import {
  type AiCard,
  type AiIcon,
  AUTOMAS,
  type AutomaClass,
  type CheckRule,
  type InstructionCard,
} from '../../data/automa/index.ts';
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
import type { Ctx } from '../core/flow.ts';
import type { CheckLine, CheckMove, CheckTrace, GameState, PriorityRows } from '../game-state.ts';
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
import { readingScope, readingWithin } from './reading.ts';
import { actionInRows, collapseRows, moveActionUp, movePolicyUp, rowsAt } from './rows.ts';
import { automaOf } from './seats.ts';

interface Check {
  g: GameState;
  cls: AutomaClass;
  rows: PriorityRows;
  card: AiCard;
  /** The bonus counts for the first check only. */
  mods: Modifiers;
  moves: CheckMove[];
  /** The lines of the check being read. */
  lines: CheckLine[];
}

type Target = CheckRule['move'] | PolicyId;

/** Moves a priority card up; false when it cannot move (a set-aside Policy card, a card out of the rows). */
function moveCard(c: Check, target: Target, steps: number, why: string): boolean {
  if (typeof target === 'object') return moveCard(c, target.policy, steps, why);
  if (typeof target === 'number') {
    if (c.rows.setAside.includes(target) || c.rows.removed.includes(target)) return false;
    movePolicyUp(c.rows, target, steps);
  } else if (target !== 'listed-policy') {
    if (!actionInRows(c.rows, target)) return false;
    moveActionUp(c.rows, target, steps);
  }
  c.moves.push({ card: target as CheckMove['card'], steps, why });
  return true;
}

/**
 * One line read: `saw` says what it looked at; each move with steps above 0 moves its card (the
 * line held). A line that moved nothing is kept too, so the trace shows every line was read.
 */
function line(c: Check, rule: CheckRule | string, saw: string, moves: Array<[Target, number]> = []) {
  const moved: CheckLine['moved'] = [];
  // Indexed: destructuring each pair in a for…of costs more than the rest of the line.
  for (let i = 0; i < moves.length; i++) {
    const [target, steps] = moves[i] as [Target, number];
    if (steps <= 0 || !moveCard(c, target, steps, saw)) continue;
    const card = typeof target === 'object' ? target.policy : target;
    if (card !== 'listed-policy') moved.push({ card, steps });
  }
  c.lines.push({ rule: typeof rule === 'string' ? rule : rule.text, saw, moved });
}

/** Steps of this check already given to one card. */
function moved(c: Check, card: CheckMove['card'], from: number): number {
  let n = 0;
  for (let i = from; i < c.moves.length; i++) {
    const m = c.moves[i] as CheckMove;
    if (m.card === card) n += m.steps;
  }
  return n;
}

/**
 * Why a listed Policy cannot have the Automa's Bill, or null when it can: its card in the rows, a
 * marker free, no Bill on it yet (rules-decisions AU1), not at its Desired section, and in the final
 * round not Foreign Trade without an Immediate Vote, a Policy it "ignores" (Final Round Rules).
 */
function notEligible(c: Check, policy: PolicyId): string | null {
  const r = c.rows;
  const g = c.g;
  if (r.removed.includes(policy)) return 'its card is out of play';
  if (r.setAside.includes(policy)) return 'its card is set aside';
  if (billMarkersLeft(g, c.cls) <= 0) return 'no Bill marker left';
  if (g.roundFlags.noElections) return 'no Elections this round';
  if (!openPolicies(g).includes(policy)) return 'it has a Bill already, or is closed to Bills';
  if (distanceFromDesired(g, c.cls, policy) === 0) return 'it is at its Desired section';
  const free = !!c.mods.bill?.opts.freeImmediateVote || !!g.roundFlags.freeImmediateVotes;
  const section = sectionToward(g.policies[policy], desiredSection(c.cls, policy));
  if (!finalRoundAllows(g, c.cls, policy, section, free))
    return 'round 5: no Bill on Immigration, none on Foreign Trade without an Immediate Vote';
  return null;
}

function policiesCheck(c: Check, rules: readonly CheckRule[]) {
  let proposable = 0;
  for (const policy of c.card.policies) {
    const name = POLICY_NAMES[policy];
    const now = `${name} at ${policy}${c.g.policies[policy]}, its Desired section ${desiredSection(c.cls, policy)}`;
    const why = notEligible(c, policy);
    if (why) {
      line(c, 'Each listed Policy (card in a row, Bill marker available)', `${name}: ${why}`);
      continue;
    }
    proposable++;
    const distance = distanceFromDesired(c.g, c.cls, policy);
    for (const rule of rules) {
      if (rule.each !== 'listed-policy') continue;
      const holds =
        (rule.when === 'one-from-desired' && distance === 1) ||
        (rule.when === 'two-from-desired' && distance === 2) ||
        (rule.when === 'listed-policy-is' && rule.params?.policy === policy);
      if (!holds) continue;
      const steps = Number(rule.steps);
      line(c, rule, `${now}: ${distance} away`, [
        ['propose-bill', steps],
        [policy, steps],
      ]);
    }
  }
  const either = rules.find((r) => r.when === 'cannot-propose-either') ?? 'No Bill on either listed Policy';
  line(
    c,
    either,
    proposable === 0
      ? 'no Bill can be proposed on either listed Policy'
      : `a Bill can be proposed on ${proposable} of them`,
    [['special', proposable === 0 ? 1 : 0]],
  );
}

function workersCheck(c: Check, rules: readonly CheckRule[]) {
  if (c.cls === 'capitalist') return;
  const from = c.moves.length;
  const n = assignableUnemployed(c.g, c.cls, c.mods.assign?.budget ?? 3);
  for (const rule of rules) {
    if (rule.when === 'assignment-employs-two-unemployed')
      line(c, rule, `an assignment would employ ${n} unemployed Worker${n === 1 ? '' : 's'}`, [
        [rule.move, n >= 2 ? n : 0],
      ]);
    if (rule.when === 'assignment-forms-trade-union') {
      const unions = unionOpenings(c.g).length;
      line(c, rule, `${unions} Trade Union${unions === 1 ? '' : 's'} can be formed`, [
        [rule.move, 2 * unions],
      ]);
    }
    if (rule.when === 'assign-card-did-not-move' || rule.when === 'otherwise') {
      const up = moved(c, 'assign-workers', from);
      line(
        c,
        rule,
        up === 0 ? 'no assignment would employ 2 unemployed Workers' : `Assign Workers moved ${up}`,
        [[rule.move, up === 0 ? 1 : 0]],
      );
    }
    if (rule.when === 'unemployed-exceed-slots') {
      const over = unemployedOverSlots(c.g);
      line(
        c,
        rule,
        over > 0
          ? `${over} more unemployed Workers than open slots`
          : `${-over} more open slots than unemployed Workers`,
        [[rule.move, over]],
      );
    }
  }
}

function goodsCheck(c: Check, rules: readonly CheckRule[]) {
  if (c.cls === 'capitalist') return;
  const population = Math.max(1, populationOf(c.g, c.cls));
  const facts = purchasesWithBonus(c.g, c.cls, c.mods).filter((p) => p.cost !== null);
  for (const rule of rules)
    if (rule.when === 'cannot-buy-any')
      line(
        c,
        rule,
        facts.length === 0
          ? `it cannot buy its Population of Health, Education or Luxury (Population ${population})`
          : `it can buy its Population (${population}) of ${facts.map((p) => RESOURCE_NAMES[p.ware]).join(', ')}`,
        [[rule.move, facts.length === 0 ? Number(rule.steps) : 0]],
      );
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
      line(c, rule, `its Population of ${RESOURCE_NAMES[p.ware]} costs ${cost}`, [
        [rule.move, Number(rule.steps)],
      ]);
  }
}

function strikeCheck(c: Check, rules: readonly CheckRule[]) {
  const g = c.g;
  const labor = g.policies[2];
  const unions = tradeUnions(g).length;
  const eligibleCount = strikeable(g).filter((co) => co.wage === minimumWage(g)).length;
  const board = `Labor Market 2${labor}, ${unions} Trade Union${unions === 1 ? '' : 's'}, ${eligibleCount} Compan${eligibleCount === 1 ? 'y' : 'ies'} to strike at the minimum Wage`;
  for (const rule of rules) {
    const divisor = typeof rule.steps === 'object' ? (rule.steps.divisor ?? 1) : 1;
    const steps = typeof rule.steps === 'object' ? Math.floor(eligibleCount / divisor) : rule.steps;
    const holds =
      (rule.when === 'labor-market-b-and-two-trade-unions' && labor === 'B' && unions >= 2) ||
      (rule.when === 'labor-market-c' && labor === 'C');
    line(c, rule, board, [[rule.move, holds ? steps : 0]]);
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
  if (facts.length === 0)
    line(
      c,
      'For each Market Company it can afford',
      c.cls === 'middle'
        ? 'no Market Company it can afford and staff with its own Workers'
        : 'no Market Company it can afford',
    );
  for (const f of facts) {
    const name = f.name;
    const runnable = c.cls === 'middle' || f.automated || f.staffedBy.length > 0;
    for (const rule of rules) {
      if (rule.each !== 'market-company') continue;
      if (rule.when === 'automated-or-fillable')
        line(
          c,
          rule,
          runnable
            ? `${name}: ${f.automated ? 'automated' : 'unemployed Workers can fill it'}, ${phases} Production phases left`
            : `${name}: nobody to run it`,
          [[rule.move, runnable ? Math.floor(phases / 2) : 0]],
        );
      if (rule.when === 'two-production-phases-left')
        line(c, rule, `${name}: ${phases} Production phases left`, [
          [rule.move, phases >= 2 ? Math.floor(phases / 2) : 0],
        ]);
      if (rule.when === 'working-class-slot-fillable')
        line(
          c,
          rule,
          `${name}: ${f.employeeFillable ? 'an unemployed Working Class Worker could take its employee slot' : 'no Working Class Worker for its employee slot'}`,
          [[rule.move, f.employeeFillable ? Number(rule.steps) : 0]],
        );
      if (rule.when === 'also-new-resource') {
        const resource = RESOURCE_NAMES[INDUSTRY_RESOURCE[f.industry]];
        line(c, rule, `${name}: ${resource}${f.newResource ? ', new to it' : ', it makes already'}`, [
          [rule.move, runnable && f.newResource ? Number(rule.steps) : 0],
        ]);
      }
    }
  }
  for (const rule of rules) {
    if (rule.when === 'demonstration-in-progress') {
      const on = !!g.classes.working.demonstration;
      line(c, rule, on ? 'a Demonstration is taking place' : 'no Demonstration', [
        [rule.move, on ? Number(rule.steps) : 0],
      ]);
    }
    if (rule.when === 'prosperity-at-least-operational-companies') {
      const full = companiesOf(g, 'middle').filter((co) => isFullyOperational(g, co)).length;
      const prosperity = g.classes.middle.prosperity;
      line(c, rule, `Prosperity ${prosperity}, ${full} fully operational Companies`, [
        [rule.move, prosperity >= full ? Number(rule.steps) : 0],
      ]);
    }
    if (rule.when === 'build-card-moved-at-most-one') {
      const up = moved(c, 'build-company', from);
      line(
        c,
        rule,
        up <= 1 ? `building would gain little: Build Company moved ${up}` : `Build Company moved ${up}`,
        [[rule.move, up <= 1 ? Number(rule.steps) : 0]],
      );
    }
    if (rule.when === 'sells-for-at-least' && c.cls === 'capitalist') {
      const min = Number(rule.params?.money ?? 20);
      const idle = sellableIdle(g, c.mods.sellFactor ?? 1);
      if (idle.length === 0) line(c, rule, 'no idle Company to sell');
      for (const { company, price } of idle)
        line(c, rule, `${cardOf(company).name} (idle) would sell for ${price}`, [
          [rule.move, price >= min ? Math.floor(price / 10) : 0],
        ]);
    }
  }
}

function foreignCheck(c: Check, rules: readonly CheckRule[]) {
  if (c.cls === 'working') return;
  const n = exportTransactions(c.g, c.cls) + (c.mods.export?.extra ? 1 : 0);
  const money = c.cls === 'middle' ? c.g.classes.middle.money : 0;
  const saw = `${n} export transaction${n === 1 ? '' : 's'} possible`;
  for (const rule of rules) {
    if (rule.when === 'two-transactions-possible') line(c, rule, saw, [[rule.move, n >= 2 ? n : 0]]);
    if (rule.when === 'money-at-most') {
      const low = n >= 2 && money <= Number(rule.params?.money ?? 15);
      line(c, rule, `${saw}; it has ${money}`, [[rule.move, low ? Number(rule.steps) : 0]]);
    }
    if (rule.when === 'otherwise')
      line(c, rule, n < 2 ? `fewer than 2 export transactions (${n})` : saw, [
        [rule.move, n < 2 ? Number(rule.steps) : 0],
      ]);
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
  const bills = Object.keys(g.bills).length;
  const others = seatsInOrder(g)
    .filter((s) => s !== c.cls && (s !== 'middle' || inGame(g, 'middle')))
    .reduce((n, s) => n + influenceByElections(g, s), 0);
  const own = influenceByElections(g, c.cls);
  const outspent = bills > 0 && others > own;
  const saw =
    bills === 0
      ? 'no Bill has been proposed'
      : `${bills} Bill${bills === 1 ? '' : 's'}; the others could spend ${others} Influence by the Elections, it ${own}`;
  for (const rule of rules) {
    if (rule.when === 'others-would-outspend') line(c, rule, saw, [[rule.move, outspent ? others - own : 0]]);
    if (rule.when === 'otherwise') line(c, rule, saw, [[rule.move, outspent ? 0 : Number(rule.steps)]]);
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

/** Each Automa's CHECK Instruction card for each icon (the first printed, should two check one). */
function checkCards(cls: AutomaClass): Map<AiIcon, InstructionCard> {
  const out = new Map<AiIcon, InstructionCard>();
  for (const ic of AUTOMAS[cls].instructionCards)
    if (ic.kind === 'check' && ic.checks !== undefined && !out.has(ic.checks)) out.set(ic.checks, ic);
  return out;
}
const CHECK_CARDS: Record<AutomaClass, Map<AiIcon, InstructionCard>> = {
  working: checkCards('working'),
  middle: checkCards('middle'),
  capitalist: checkCards('capitalist'),
};

function specialCheck(c: Check) {
  for (const rule of c.card.specialPriority ?? []) {
    const steps = specialPrioritySteps(c.g, c.cls, rule);
    line(c, rule.text, `its card's rule ${steps > 0 ? 'holds' : 'does not hold'}`, [['special', steps]]);
  }
}

/** Runs the four checks of the card, left to right, then collapses empty rows; records each line. */
export function runChecks(x: Ctx, cls: AutomaClass, card: AiCard) {
  const a = automaOf(x.g, cls);
  const rows = a?.rows;
  if (!a || !rows) return;
  const c: Check = { g: x.g, cls, rows, card, mods: { first: [] }, moves: [], lines: [] };
  const traces: CheckTrace[] = [];
  // The checks read the board and move only priority cards: what they look up is worked out once,
  // afresh after the Workers swap.
  let scope = readingScope(x.g);
  for (let i = 0; i < card.actions.length; i++) {
    const icon = card.actions[i] as AiIcon;
    c.mods = i === 0 ? modifiersFor(x.g, cls, card, icon) : { first: [] };
    c.lines = [];
    if (icon === 'special') {
      readingWithin(x.g, scope, () => specialCheck(c));
      traces.push({
        icon,
        card: `AI card ${card.number}'s Special Action priority`,
        bonus: false,
        lines: c.lines,
      });
      continue;
    }
    // The Working and Middle Class Automas swap Workers when they check them.
    if (icon === 'assign-workers' && cls !== 'capitalist') {
      autoSwap(x, cls);
      scope = readingScope(x.g);
    }
    const instruction = CHECK_CARDS[cls].get(icon);
    const check = BY_ICON[icon];
    if (instruction && check) readingWithin(x.g, scope, () => check(c, instruction.rules));
    traces.push({ icon, card: instruction?.name ?? 'no CHECK card', bonus: i === 0, lines: c.lines });
  }
  collapseRows(rows);
  a.checks = c.moves;
  if (a.trace) {
    a.trace.checks = traces;
    a.trace.rowsAfterChecks = rowsAt(rows);
  }
}
