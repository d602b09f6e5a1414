/**
 * What an AI card's numbers count ("5 per unemployed Worker", "+1 per 2 Production phases left")
 * and whether its printed requirements hold ("2B/2C:", "With 150+ Revenue"), for the Automa that
 * holds the card. The counts are the data's `Countable` names (src/data/expansions.schema.ts).
 */
import type { AutomaClass, SpecialPriorityRule } from '../../data/automa/index.ts';
import type { PolicyRequirement } from '../../data/common.ts';
import {
  type Amount,
  type AmountFormula,
  type Condition,
  evaluateAmount,
  thresholdFor,
} from '../../data/expansions.schema.ts';
import { GAME } from '../../data/tables.ts';
import { cardOf, companiesOf, industryOf, isOperational, workersIn } from '../companies/companies.ts';
import type { Company, GameState } from '../game-state.ts';
import { populationOf, tradeUnions, unemployedOf } from '../workers/workers.ts';

export function policiesHold(g: GameState, requires: readonly PolicyRequirement[]): boolean {
  return requires.every((r) => r.sections.includes(g.policies[r.policy]));
}

/** Production phases still to come, this round's included while it has not been played. */
export function productionPhasesLeft(g: GameState): number {
  const before = g.phase === 'setup' || g.phase === 'preparation' || g.phase === 'action';
  return Math.max(0, GAME.rounds - Math.max(1, g.round) + (before ? 1 : 0));
}

function own(g: GameState, cls: AutomaClass, industry?: string): Company[] {
  return companiesOf(g, cls).filter((c) => !industry || industryOf(c) === industry);
}

function workerClass(cls: AutomaClass): 'working' | 'middle' | null {
  return cls === 'capitalist' ? null : cls;
}

/** Companies (other than its own) employing this class's Workers. */
function employersOf(
  g: GameState,
  cls: 'working' | 'middle',
  owners: readonly Company['owner'][],
): Company[] {
  return g.companies.filter((c) => owners.includes(c.owner) && workersIn(g, c.id).some((w) => w.cls === cls));
}

/** What a `per` name counts for this Automa now. */
export function countOf(g: GameState, cls: AutomaClass, what: AmountFormula): number {
  const wc = workerClass(cls);
  switch (what.per) {
    case 'population':
      return wc ? populationOf(g, wc) : 0;
    case 'trade-unions':
      return tradeUnions(g).length;
    case 'unemployed-workers':
      return wc ? unemployedOf(g, wc).length : 0;
    case 'employed-workers':
      return wc ? g.workers.filter((w) => w.cls === wc && w.at === 'company').length : 0;
    case 'employed-workers-in-public-or-capitalist-companies':
      return wc
        ? g.workers.filter((w) => {
            if (w.cls !== wc || w.at !== 'company') return false;
            const company = g.companies.find((c) => c.id === w.company);
            return company?.owner === 'state' || company?.owner === 'capitalist';
          }).length
        : 0;
    case 'own-companies':
      return own(g, cls, what.industry).length;
    case 'own-operational-companies':
      return own(g, cls, what.industry).filter((c) => isOperational(g, c)).length;
    case 'own-companies-with-working-class-worker':
      return own(g, cls).filter((c) => workersIn(g, c.id).some((w) => w.cls === 'working')).length;
    case 'own-companies-that-could-take-machinery':
      return machineryCandidates(g).length;
    case 'public-or-capitalist-companies-employing-own-workers':
      return wc ? employersOf(g, wc, ['state', 'capitalist']).length : 0;
    case 'production-phases-remaining':
      return productionPhasesLeft(g);
    case 'revenue':
      return g.classes.capitalist.revenue;
    case 'stored-luxury':
      return cls === 'working'
        ? g.classes.working.goods.luxury
        : g.classes[cls].storage.luxury +
            (cls === 'capitalist' ? g.classes.capitalist.freeTradeZone.luxury : 0);
    case 'workers-placed-in-own-companies-by-this-card':
    case 'foreign-market-transactions':
      return 0;
  }
}

/** Capitalist Companies with a Machinery icon and no token yet. */
export function machineryCandidates(g: GameState): Company[] {
  return companiesOf(g, 'capitalist').filter((c) => {
    const card = cardOf(c);
    return card.owner === 'capitalist' && card.machinery !== undefined && !c.machinery;
  });
}

export function amountFor(g: GameState, cls: AutomaClass, amount: Amount): number {
  return evaluateAmount(amount, (what) => countOf(g, cls, what));
}

/** The few conditions AI cards print (Special Action priority): Revenue, own Influence, unemployed. */
export function conditionHolds(g: GameState, cls: AutomaClass, c: Condition): boolean {
  const players = g.options.players;
  const within = (
    n: number,
    min?: Parameters<typeof thresholdFor>[0],
    max?: Parameters<typeof thresholdFor>[0],
  ) =>
    (min === undefined || n >= thresholdFor(min, players)) &&
    (max === undefined || n <= thresholdFor(max, players));
  switch (c.condition) {
    case 'revenue':
      return within(g.classes.capitalist.revenue, c.min, c.max);
    case 'influence':
      return within(g.classes[cls].influence, c.min, c.max);
    case 'unemployed-workers':
      return within(countOf(g, cls, { per: 'unemployed-workers' }), c.min, c.max);
    case 'policies':
      return policiesHold(g, c.requirements);
    default:
      return false;
  }
}

/** How far one of a Special-Action-first card's priority rules moves the Special Action card now. */
export function specialPrioritySteps(g: GameState, cls: AutomaClass, rule: SpecialPriorityRule): number {
  if (!policiesHold(g, rule.requires) || !rule.conditions.every((c) => conditionHolds(g, cls, c))) return 0;
  return Math.max(0, amountFor(g, cls, rule.steps));
}
