/**
 * The "Additional Effects" of Crisis Response cards (components reference §2.14; effect vocabulary:
 * docs/rules-decisions.md §9). Each step applies to the classes printed before it, in order,
 * skipping classes not in the game (rules-decisions X1); money and Public Services parts of the
 * State apply at every player count (S31). A step either acts at once or queues its questions,
 * followed by `then` (the rest of the card).
 */
import type { ClassId, VotingClass } from '../../../data/common.ts';
import type { AmountFormula, EffectStep } from '../../../data/expansions.schema.ts';
import { evaluateAmount } from '../../../data/expansions.schema.ts';
import { companiesOf, openPublicSlots, workersIn } from '../../companies/companies.ts';
import { type Choice, industryChoice, orWord } from '../../core/choices.ts';
import { withChanges } from '../../core/copy.ts';
import { auto, type Ctx, list, log, maybe, question, queue, said } from '../../core/flow.ts';
import { gainMoney, payTo } from '../../economy/money.ts';
import type { GameState, Step } from '../../game-state.ts';
import { addCubes } from '../../politics/elections.ts';
import { gainInfluence } from '../../politics/influence.ts';
import { inGame } from '../../seats.ts';
import { canStrike, strike } from '../../workers/strike-and-demonstration.ts';
import { populationOf, removeWorker, tradeUnions, unemployedOf } from '../../workers/workers.ts';
import { governmentBondProgram } from './bonds.ts';
import { fundStateLoans } from './funding.ts';

/** The classes a step applies to, in the game. */
export function classesOf(g: GameState, step: EffectStep): ClassId[] {
  if (step.who === 'game' || step.who === 'self') return [];
  return step.who.filter((c) => inGame(g, c) || (c === 'state' && !step.statePlayerOnly));
}

/** What an amount's `per` counts for a class (the counts Crisis Response cards use). */
function countFor(g: GameState, cls: ClassId, f: AmountFormula): number {
  switch (f.per) {
    case 'population':
      return cls === 'working' || cls === 'middle' ? populationOf(g, cls) : 0;
    case 'trade-unions':
      return cls === 'working' ? tradeUnions(g).length : 0;
    case 'own-companies':
      return companiesOf(g, cls === 'state' ? 'state' : cls).length;
    case 'public-or-capitalist-companies-employing-own-workers': {
      const open = openPublicSlots(g);
      return g.companies.filter(
        (c) =>
          (c.owner === 'capitalist' || (c.owner === 'state' && (c.publicSlot ?? 99) < open)) &&
          workersIn(g, c.id).some((w) => w.cls === cls),
      ).length;
    }
    default:
      throw new Error(`no Crisis Response card counts ${f.per}`);
  }
}

export function amountFor(g: GameState, cls: ClassId, amount: Parameters<typeof evaluateAmount>[0]) {
  return evaluateAmount(amount, (f) => countFor(g, cls, f));
}

/** Carries out one effect step of a card, then `then` (or `redraw`: another card instead). */
export function runEffect(x: Ctx, step: EffectStep, then: Step, redraw: Step) {
  const g = x.g;
  const steps: Step[] = [];
  switch (step.effect) {
    case 'gain-influence':
      for (const cls of classesOf(g, step)) {
        const got = gainInfluence(g, cls, amountFor(g, cls, step.params.amount));
        log(x, 'influence.gains', { class: cls, n: got });
      }
      break;
    case 'add-voting-cubes':
      for (const cls of classesOf(g, step)) {
        if (cls === 'state') continue;
        const added = addCubes(g, cls, amountFor(g, cls, step.params.count));
        log(x, 'cubes.added', { class: cls, count: added, why: list([]) });
      }
      break;
    case 'gain-money':
      for (const cls of classesOf(g, step)) {
        const n = amountFor(g, cls, step.params.amount);
        if (step.params.from === 'state') payTo(x, 'state', cls, n);
        else gainMoney(x, cls, n);
        log(x, step.params.from === 'state' ? 'money.getsFromState' : 'money.gets', { class: cls, n });
      }
      break;
    case 'pay-money':
      for (const cls of classesOf(g, step)) {
        const n = amountFor(g, cls, step.params.amount);
        payTo(x, cls, step.params.to, n);
        log(x, 'pays', { payer: cls, amount: n, to: step.params.to });
      }
      break;
    case 'receive-from-public-services':
      for (const cls of classesOf(g, step)) {
        if (cls !== 'working' && cls !== 'middle') continue;
        const resource = step.params.resource;
        const n = Math.min(step.params.amount, g.publicServices[resource]);
        if (n <= 0) continue;
        g.publicServices[resource] -= n;
        if (resource === 'influence') g.classes[cls].influence += n;
        else g.classes[cls].goods[resource] += n;
        log(x, 'publicServices.gives', { class: cls, n, good: resource });
      }
      break;
    case 'remove-workers':
      for (const cls of classesOf(g, step)) {
        if (cls !== 'working' && cls !== 'middle') continue;
        const count = step.params.count === 'all' ? 99 : amountFor(g, cls, step.params.count);
        steps.push(removeWorkers({ seat: cls, left: count }));
      }
      break;
    case 'place-strike-tokens':
      queue(x, then);
      if (canStrike(g)) strike(x, step.params.count);
      return;
    case 'public-company-cost':
      g.roundFlags.publicCostFactor = step.params.share === 'none' ? 0 : 0.5;
      log(x, step.params.share === 'none' ? 'crisis.publicFree' : 'crisis.publicHalf');
      break;
    case 'classes-fund-state-loans':
      fundStateLoans(x, classesOf(g, step) as VotingClass[], step.params.step);
      break;
    case 'government-bond-program':
      // Its outcome decides what comes next: the rest of the card, or another card.
      governmentBondProgram(x, classesOf(g, step) as VotingClass[], then, redraw);
      return;
    default:
      throw new Error(`no Crisis Response card has the effect ${step.effect}`);
  }
  queue(x, ...steps, then);
}

type Remover = { seat: 'working' | 'middle'; left: number };

/** The kinds of unemployed Worker a class has (a skill, or `unskilled`). */
function unemployedKinds(g: GameState, cls: 'working' | 'middle'): string[] {
  return [...new Set(unemployedOf(g, cls).map((w) => w.skill ?? 'unskilled'))];
}

/** "Remove N unemployed Workers": when they differ, the class picks which leaves each time. */
const removeWorkers = auto<Remover>('crisis.remove-workers', (x, s) => {
  const kinds = unemployedKinds(x.g, s.seat);
  if (s.left <= 0 || kinds.length === 0) return;
  if (kinds.length > 1) {
    queue(x, pickWorker(s));
    return;
  }
  removeOne(x, s.seat, kinds[0] as string);
  queue(x, removeWorkers(withChanges(s, { left: s.left - 1 })));
});

/** An unemployed Worker's skill, or `unskilled`. */
const skillChoice = orWord('unskilled', industryChoice);

const pickWorker = question<Remover, string>('crisis.remove-worker', {
  choice: skillChoice,
  ask(x, s) {
    const options: Array<Choice<string>> = unemployedKinds(x.g, s.seat).map((k) => ({
      value: k,
      // "An education-skilled Worker" (it said "A education-skilled Worker" before).
      said: k === 'unskilled' ? said('option.anUnskilled') : said('option.aSkilledWorker', { ASkill: k }),
    }));
    return {
      seat: s.seat,
      kind: 'crisis.remove-worker',
      said: said('ask.crisisWorker', { n: s.left }),
      options,
    };
  },
  answer(x, s, kind) {
    removeOne(x, s.seat, kind);
    queue(x, removeWorkers(withChanges(s, { left: s.left - 1 })));
  },
});

function removeOne(x: Ctx, cls: 'working' | 'middle', kind: string) {
  const worker = unemployedOf(x.g, cls).find((w) => (w.skill ?? 'unskilled') === kind);
  if (!worker) return;
  removeWorker(x.g, worker);
  log(x, 'crisis.workerLeaves', {
    class: cls,
    skill: maybe(kind !== 'unskilled', 'crisis.skill', { skill: kind }),
  });
}
