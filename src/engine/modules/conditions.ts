/**
 * Whether an expansion card's requirements hold (the `Condition` vocabulary of
 * src/data/expansions.schema.ts, docs/rules-decisions.md §9): Crisis Response redraws, Hidden
 * Agendas. "Self" is the class the card belongs to. Counts the game keeps as it goes (Events dealt
 * with, Wages of one Production phase…) come from `tally`.
 */
import type { ClassId } from '../../data/common.ts';
import { type Condition, thresholdFor } from '../../data/expansions.schema.ts';
import {
  companiesOf,
  industryOf,
  isFullyOperational,
  isOperational,
  openPublicSlots,
  workersIn,
} from '../companies/companies.ts';
import { loansOf, moneyOf } from '../economy/money.ts';
import type { AgendaTally, Company, GameState } from '../game-state.ts';
import { endGoods } from '../phases/game-end.ts';
import { agendaMatches } from '../phases/scoring.ts';
import { inGame, seatsInOrder, votingClassesInGame } from '../seats.ts';
import { populationOf, tradeUnions, unemployedOf } from '../workers/workers.ts';

export interface ConditionContext {
  /** Whose card it is. */
  self: ClassId;
  tally?: AgendaTally;
}

type BaseCondition = Exclude<Condition, { condition: 'any-of' }>;

/** Every condition holds (a condition printed for other player counts holds anyway). */
export function conditionsHold(g: GameState, conditions: readonly Condition[], c: ConditionContext): boolean {
  return conditions.every((condition) => holds(g, condition, c));
}

function holds(g: GameState, condition: Condition, c: ConditionContext): boolean {
  if (condition.playerCounts && !condition.playerCounts.includes(g.options.players)) return true;
  if (condition.condition === 'any-of') return condition.options.some((o) => holds(g, o, c));
  return measure(g, condition, c);
}

function within(
  g: GameState,
  n: number,
  bounds: Pick<Extract<BaseCondition, { condition: 'money' }>, 'min' | 'max'>,
) {
  const players = g.options.players;
  if (bounds.min !== undefined && n < thresholdFor(bounds.min, players)) return false;
  if (bounds.max !== undefined && n > thresholdFor(bounds.max, players)) return false;
  return true;
}

/** Public Companies count only in the available rows. */
function inPlay(g: GameState, company: Company): boolean {
  return company.owner !== 'state' || (company.publicSlot ?? 99) < openPublicSlots(g);
}

function ownedBy(g: GameState, owner: string, self: ClassId): Company[] {
  const who = owner === 'self' ? self : owner === 'public' ? 'state' : owner;
  return g.companies.filter((co) => inPlay(g, co) && (who === 'any' || co.owner === who));
}

function influenceOf(g: GameState, cls: ClassId, personalOnly: boolean): number {
  const own = g.classes[cls].influence;
  return cls === 'state' && !personalOnly ? own + g.publicServices.influence : own;
}

function measure(g: GameState, k: BaseCondition, c: ConditionContext): boolean {
  const self = c.self;
  switch (k.condition) {
    case 'companies': {
      const companies = ownedBy(g, k.owner, self).filter(
        (co) =>
          (!k.industries || k.industries.includes(industryOf(co))) &&
          (!k.withMachinery || co.machinery) &&
          (k.status === 'any' ||
            (k.status === 'operational' ? isOperational(g, co) : isFullyOperational(g, co))),
      );
      return within(g, companies.length, k);
    }
    case 'trade-unions':
      return within(g, tradeUnions(g).length, k);
    case 'unemployed-workers': {
      const of = (cls: 'working' | 'middle') => (inGame(g, cls) ? unemployedOf(g, cls).length : 0);
      const n =
        k.whose === 'all'
          ? of('working') + of('middle')
          : self === 'working' || self === 'middle'
            ? of(self)
            : 0;
      return within(g, n, k);
    }
    case 'loans': {
      const n =
        k.whose === 'state'
          ? loansOf(g, 'state')
          : k.whose === 'self'
            ? loansOf(g, self)
            : seatsInOrder(g).reduce((sum, cls) => sum + loansOf(g, cls), 0);
      return within(g, n, k);
    }
    case 'money':
      return within(g, moneyOf(g, k.whose === 'state' ? 'state' : self), k);
    case 'capital':
      return within(g, g.classes.capitalist.capital, k);
    case 'revenue':
      return within(g, g.classes.capitalist.revenue, k);
    case 'influence': {
      const whose =
        k.whose === 'self'
          ? [self]
          : k.whose === 'state'
            ? ['state' as const]
            : k.whose === 'voting-classes'
              ? votingClassesInGame(g)
              : seatsInOrder(g);
      return within(
        g,
        whose.reduce((sum, cls) => sum + influenceOf(g, cls, k.statePersonalOnly), 0),
        k,
      );
    }
    case 'prosperity':
      return k.classes.every(
        (cls) => cls === 'capitalist' || !inGame(g, cls) || within(g, g.classes[cls].prosperity, k),
      );
    case 'population': {
      const cls = k.class === 'self' ? self : k.class;
      return within(g, cls === 'working' || cls === 'middle' ? populationOf(g, cls) : 0, k);
    }
    case 'policies-in-section':
      return within(g, k.among.filter((p) => g.policies[p] === k.section).length, k);
    case 'policies':
      return k.requirements.every((r) => r.sections.includes(g.policies[r.policy]));
    case 'policies-match-agenda':
      return within(g, agendaMatches(g), k);
    case 'round':
      return within(g, g.round, k);
    case 'events-resolved':
      return within(g, c.tally?.eventsResolved ?? 0, k);
    case 'no-loan-taken':
      return !(c.tally?.stateLoan ?? false);
    case 'resources-stored': {
      const goods = endGoods(g, self);
      return k.resources.every((r) => (goods[r] ?? 0) >= k.minEach);
    }
    case 'workers-in-companies': {
      const owners: Company['owner'][] = k.owners.map((o) => (o === 'public' ? 'state' : o));
      const n = g.companies.filter(
        (co) => owners.includes(co.owner) && inPlay(g, co) && workersIn(g, co.id).some((w) => w.cls === self),
      ).length;
      return n >= k.minCompanies;
    }
    case 'bills-passed-in-one-elections-phase':
      return (c.tally?.billsPassed[self] ?? 0) >= k.min;
    case 'wages-in-one-production-phase':
      return (c.tally?.wages[self] ?? 0) >= k.min;
    case 'single-export-sale':
      return (c.tally?.exported[self] ?? 0) >= k.min;
    case 'companies-per-industry': {
      const own = companiesOf(g, self === 'state' ? 'state' : self);
      return k.industries.every((i) => own.filter((co) => industryOf(co) === i).length >= k.minEach);
    }
  }
}
