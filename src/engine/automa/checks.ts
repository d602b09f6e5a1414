/**
 * Advanced mode's AI checks (Crisis & Control, AI Checks): each of the AI card's four icons names a
 * CHECK Instruction card (a Special Action icon printed first: the card's own priority rules). Its
 * lines are looked at one by one against the board; each that holds moves a priority card up, a
 * Policy check moving the listed Policy's card the same number of rows. The first check counts
 * the card's bonus. Then empty rows collapse. No choice is made here — the rows only say what the
 * Automa will prefer; its driver then reads them. Every line read is kept in the turn's trace
 * (`AutomaTurnRecord.checks`): the line as printed, what it saw, what it moved — as keys under
 * `automaWhy.check.` with ids and numbers, worded by the presenters in their reader's language.
 * An imagined game's Automa (`AutomaState.untraced`) moves its cards the same and records no line.
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
import { INDUSTRY_RESOURCE } from '../../data/names.ts';
import { LEGITIMACY_INFLUENCE } from '../../data/tables.ts';
import {
  cardOf,
  companiesOf,
  isFullyOperational,
  isOperational,
  minimumWage,
} from '../companies/companies.ts';
import type { Ctx } from '../core/flow.ts';
import type { Scope } from '../core/memo.ts';
import { list, type Said, said } from '../core/said.ts';
import type { CheckLine, CheckMove, CheckTrace, GameState, PriorityRows } from '../game-state.ts';
import { billMarkersLeft, openPolicies } from '../politics/propose-bill.ts';
import { inGame, seatsInOrder, statePlays } from '../seats.ts';
import { assignBudget } from '../workers/assign-workers.ts';
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
  /** The CHECK card being read (its rules are named by its id and their place on it). */
  checkCard?: InstructionCard;
  /** The lines read are recorded (not in an imagined game: `AutomaState.untraced`). */
  traced: boolean;
}

type Target = CheckRule['move'] | PolicyId;

/** Moves a priority card up; false when it cannot move (a set-aside Policy card, a card out of the rows). */
function moveCard(c: Check, target: Target, steps: number, why: Said): boolean {
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

/** What a check saw: a key under `automaWhy.check.saw.`. */
const saw = (key: string, params?: Said['params']): Said => said(`check.saw.${key}`, params);

/**
 * One line read: `seen` says what it looked at; each move with steps above 0 moves its card (the
 * line held). A line that moved nothing is kept too, so the trace shows every line was read. A
 * rule of the CHECK card is named by the card's id and its place on it (`checkRule`); a line the
 * card does not print (the Automa's own reading of it) by its key.
 */
function line(c: Check, rule: CheckRule | Said, seen: Said, moves: Array<[Target, number]> = []) {
  const moved: CheckLine['moved'] = [];
  // Indexed: destructuring each pair in a for…of costs more than the rest of the line.
  for (let i = 0; i < moves.length; i++) {
    const [target, steps] = moves[i] as [Target, number];
    if (steps <= 0 || !moveCard(c, target, steps, seen)) continue;
    const card = typeof target === 'object' ? target.policy : target;
    if (card !== 'listed-policy') moved.push({ card, steps });
  }
  if (!c.traced) return;
  const printed =
    'key' in rule ? rule : said('check.rule', { checkRule: RULE_NAMES.get(rule) ?? ruleName(c, rule) });
  c.lines.push({ rule: printed, saw: seen, moved });
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
 * Why a listed Policy cannot have the Automa's Bill (a key under `automaWhy.check.because.`), or null when it can: its card in the rows, a
 * marker free, no Bill on it yet (rules-decisions AU1), not at its Desired section, and in the final
 * round not Foreign Trade without an Immediate Vote, a Policy it "ignores" (Final Round Rules).
 */
function notEligible(c: Check, policy: PolicyId): string | null {
  const r = c.rows;
  const g = c.g;
  if (r.removed.includes(policy)) return 'outOfPlay';
  if (r.setAside.includes(policy)) return 'setAside';
  if (billMarkersLeft(g, c.cls) <= 0) return 'noMarker';
  if (g.roundFlags.noElections) return 'noElections';
  if (!openPolicies(g).includes(policy)) return 'closed';
  if (distanceFromDesired(g, c.cls, policy) === 0) return 'atDesired';
  const free = !!c.mods.bill?.opts.freeImmediateVote || !!g.roundFlags.freeImmediateVotes;
  const section = sectionToward(g.policies[policy], desiredSection(c.cls, policy));
  if (!finalRoundAllows(g, c.cls, policy, section, free)) return 'finalRound';
  return null;
}

function policiesCheck(c: Check, rules: readonly CheckRule[]) {
  let proposable = 0;
  for (const policy of c.card.policies) {
    const why = notEligible(c, policy);
    if (why) {
      line(
        c,
        said('check.eachPolicy'),
        saw('notEligible', { policyName: policy, why: list([said(`check.because.${why}`)]) }),
      );
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
      // Written out: a spread of the shared part costs more than the whole check.
      const seen = saw('away', {
        policyName: policy,
        policyId: policy,
        section: c.g.policies[policy],
        desired: desiredSection(c.cls, policy),
        n: distance,
      });
      line(c, rule, seen, [
        ['propose-bill', steps],
        [policy, steps],
      ]);
    }
  }
  const either = rules.find((r) => r.when === 'cannot-propose-either') ?? said('check.eitherPolicy');
  line(c, either, proposable === 0 ? saw('noBill') : saw('billOn', { n: proposable }), [
    ['special', proposable === 0 ? 1 : 0],
  ]);
}

function workersCheck(c: Check, rules: readonly CheckRule[]) {
  if (c.cls === 'capitalist') return;
  const from = c.moves.length;
  const n = assignableUnemployed(c.g, c.cls, c.mods.assign ? assignBudget(c.mods.assign) : 3);
  for (const rule of rules) {
    if (rule.when === 'assignment-employs-two-unemployed')
      line(c, rule, saw('employ', { count: n }), [[rule.move, n >= 2 ? n : 0]]);
    if (rule.when === 'assignment-forms-trade-union') {
      const unions = unionOpenings(c.g).length;
      line(c, rule, saw('unionsFormed', { count: unions }), [[rule.move, 2 * unions]]);
    }
    if (rule.when === 'assign-card-did-not-move' || rule.when === 'otherwise') {
      const up = moved(c, 'assign-workers', from);
      line(
        c,
        rule,
        up === 0 ? saw('noAssignTwo') : saw('cardMoved', { automaMove: 'assign-workers', n: up }),
        [[rule.move, up === 0 ? 1 : 0]],
      );
    }
    if (rule.when === 'unemployed-exceed-slots') {
      const over = unemployedOverSlots(c.g);
      // Never -0 in the trace: JSON writes it as 0, and a saved game must read back as it was.
      line(c, rule, over > 0 ? saw('moreUnemployed', { n: over }) : saw('moreSlots', { n: Math.abs(over) }), [
        [rule.move, over],
      ]);
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
          ? saw('cannotBuy', { n: population })
          : saw('canBuy', {
              n: population,
              goods: list(
                facts.map((p) => saw('good', { resource: p.ware })),
                'comma',
              ),
            }),
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
    if (rule) line(c, rule, saw('costs', { resource: p.ware, cost }), [[rule.move, Number(rule.steps)]]);
  }
}

function strikeCheck(c: Check, rules: readonly CheckRule[]) {
  const g = c.g;
  const labor = g.policies[2];
  const unions = tradeUnions(g).length;
  const eligibleCount = strikeable(g).filter((co) => co.wage === minimumWage(g)).length;
  const board = saw('strike', {
    policyName: 2,
    section: labor,
    unions: list([saw('unions', { count: unions })]),
    companies: list([saw('companies', { count: eligibleCount })]),
  });
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
    line(c, said('check.eachCompany'), c.cls === 'middle' ? saw('noCompanyStaffed') : saw('noCompany'));
  for (const f of facts) {
    const company = f.card;
    const runnable = c.cls === 'middle' || f.automated || f.staffedBy.length > 0;
    for (const rule of rules) {
      if (rule.each !== 'market-company') continue;
      if (rule.when === 'automated-or-fillable')
        line(
          c,
          rule,
          runnable
            ? saw(f.automated ? 'automated' : 'fillable', { company, n: phases })
            : saw('nobody', { company }),
          [[rule.move, runnable ? Math.floor(phases / 2) : 0]],
        );
      if (rule.when === 'two-production-phases-left')
        line(c, rule, saw('phases', { company, n: phases }), [
          [rule.move, phases >= 2 ? Math.floor(phases / 2) : 0],
        ]);
      if (rule.when === 'working-class-slot-fillable')
        line(c, rule, saw(f.employeeFillable ? 'employeeSlot' : 'noEmployee', { company }), [
          [rule.move, f.employeeFillable ? Number(rule.steps) : 0],
        ]);
      if (rule.when === 'also-new-resource') {
        const resource = INDUSTRY_RESOURCE[f.industry];
        line(c, rule, saw(f.newResource ? 'newResource' : 'sameResource', { company, resource }), [
          [rule.move, runnable && f.newResource ? Number(rule.steps) : 0],
        ]);
      }
    }
  }
  for (const rule of rules) {
    if (rule.when === 'demonstration-in-progress') {
      const on = !!g.classes.working.demonstration;
      line(c, rule, saw(on ? 'demonstration' : 'noDemonstration'), [
        [rule.move, on ? Number(rule.steps) : 0],
      ]);
    }
    if (rule.when === 'prosperity-at-least-operational-companies') {
      const full = companiesOf(g, 'middle').filter((co) => isFullyOperational(g, co)).length;
      const prosperity = g.classes.middle.prosperity;
      line(c, rule, saw('prosperity', { prosperity, full }), [
        [rule.move, prosperity >= full ? Number(rule.steps) : 0],
      ]);
    }
    if (rule.when === 'build-card-moved-at-most-one') {
      const up = moved(c, 'build-company', from);
      line(c, rule, saw(up <= 1 ? 'gainLittle' : 'cardMoved', { automaMove: 'build-company', n: up }), [
        [rule.move, up <= 1 ? Number(rule.steps) : 0],
      ]);
    }
    if (rule.when === 'sells-for-at-least' && c.cls === 'capitalist') {
      const min = Number(rule.params?.money ?? 20);
      const idle = sellableIdle(g, c.mods.sellFactor ?? 1);
      if (idle.length === 0) line(c, rule, saw('noIdle'));
      for (const { company, price } of idle)
        line(c, rule, saw('idleSells', { company: company.card, price }), [
          [rule.move, price >= min ? Math.floor(price / 10) : 0],
        ]);
    }
  }
}

function foreignCheck(c: Check, rules: readonly CheckRule[]) {
  if (c.cls === 'working') return;
  const n = exportTransactions(c.g, c.cls) + (c.mods.export?.extra ? 1 : 0);
  const money = c.cls === 'middle' ? c.g.classes.middle.money : 0;
  const exports = saw('exports', { count: n });
  for (const rule of rules) {
    if (rule.when === 'two-transactions-possible') line(c, rule, exports, [[rule.move, n >= 2 ? n : 0]]);
    if (rule.when === 'money-at-most') {
      const low = n >= 2 && money <= Number(rule.params?.money ?? 15);
      line(c, rule, saw('exportsMoney', { exports: list([exports]), money }), [
        [rule.move, low ? Number(rule.steps) : 0],
      ]);
    }
    if (rule.when === 'otherwise')
      line(c, rule, n < 2 ? saw('fewExports', { n }) : exports, [
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
  const seen = bills === 0 ? saw('noBillProposed') : saw('influence', { count: bills, others, own });
  for (const rule of rules) {
    if (rule.when === 'others-would-outspend')
      line(c, rule, seen, [[rule.move, outspent ? others - own : 0]]);
    if (rule.when === 'otherwise') line(c, rule, seen, [[rule.move, outspent ? 0 : Number(rule.steps)]]);
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

/** A rule of the CHECK card being read, by the card's id and its place on it. */
function ruleName(c: Check, rule: CheckRule): string {
  return `${c.checkCard?.id}#${c.checkCard?.rules.indexOf(rule)}`;
}

/** The names of the rules of the CHECK cards read (written once: every check names every line). */
const RULE_NAMES = new Map<CheckRule, string>();

/** Each Automa's CHECK Instruction card for each icon (the first printed, should two check one). */
function checkCards(cls: AutomaClass): Map<AiIcon, InstructionCard> {
  const out = new Map<AiIcon, InstructionCard>();
  for (const ic of AUTOMAS[cls].instructionCards)
    if (ic.kind === 'check' && ic.checks !== undefined && !out.has(ic.checks)) {
      out.set(ic.checks, ic);
      for (const [i, rule] of ic.rules.entries())
        if (!RULE_NAMES.has(rule)) RULE_NAMES.set(rule, `${ic.id}#${i}`);
    }
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
    line(c, said('check.cardRule', { aiCardLine: rule.text }), saw(steps > 0 ? 'holds' : 'fails'), [
      ['special', steps],
    ]);
  }
}

/**
 * Runs the four checks of the card, left to right, then collapses empty rows; records each line.
 * Returns what they looked up on the board as it is after them (for the move decided next).
 */
export function runChecks(x: Ctx, cls: AutomaClass, card: AiCard): Scope | undefined {
  const a = automaOf(x.g, cls);
  const rows = a?.rows;
  if (!a || !rows) return undefined;
  const traced = !a.untraced;
  const c: Check = { g: x.g, cls, rows, card, mods: { first: [] }, moves: [], lines: [], traced };
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
      if (traced)
        traces.push({
          icon,
          card: said('check.specialPriority', { number: card.number }),
          bonus: false,
          lines: c.lines,
        });
      continue;
    }
    // The Working and Middle Class Automas swap Workers when they check them: the board read
    // afresh if any moved.
    if (icon === 'assign-workers' && cls !== 'capitalist' && autoSwap(x, cls) > 0) scope = readingScope(x.g);
    const instruction = CHECK_CARDS[cls].get(icon);
    const check = BY_ICON[icon];
    c.checkCard = instruction;
    if (instruction && check) readingWithin(x.g, scope, () => check(c, instruction.rules));
    if (traced)
      traces.push({
        icon,
        card: instruction ? said('check.card', { card: instruction.id }) : said('check.noCard'),
        bonus: i === 0,
        lines: c.lines,
      });
  }
  collapseRows(rows);
  a.checks = c.moves;
  if (a.trace) {
    a.trace.checks = traces;
    a.trace.rowsAfterChecks = rowsAt(rows);
  }
  return scope;
}
