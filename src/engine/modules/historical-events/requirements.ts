/**
 * A Historical Event's requirement (Historical Events rulebook, The Requirement): Policy sections
 * and conditions, all of which must hold for the Event to be triggered. Each part is worked out
 * with what it counts now, so the board can say which part fails and why.
 */

import type { PolicyRequirement } from '../../../data/common.ts';
import { type Condition, type Threshold, thresholdFor } from '../../../data/expansions.schema.ts';
import type { HistoricalEvent } from '../../../data/historical-events.ts';
import { cardOf, isFullyOperational, isOperational } from '../../companies/companies.ts';
import { withChanges } from '../../core/copy.ts';
import { list, maybe, type Said, said } from '../../core/said.ts';
import { no, type Why } from '../../core/why.ts';
import { loansOf, moneyOf } from '../../economy/money.ts';
import type { Company, GameState } from '../../game-state.ts';
import { inGame, seatsInOrder } from '../../seats.ts';
import { populationOf, tradeUnions } from '../../workers/workers.ts';

/** One part of a requirement: what it asks, whether it holds, and what there is now. */
export interface RequirementPart {
  /** What it asks, as the log, the board and Why not? say it. */
  said: Said;
  met: boolean;
  /** What the game shows now (`2C`, `2 of them`). */
  now: string;
}

export interface RequirementCheck {
  met: boolean;
  parts: RequirementPart[];
}

type BaseCondition = Exclude<Condition, { condition: 'any-of' }>;

/** Every part of the card's requirement, checked now. */
export function checkRequirement(g: GameState, card: HistoricalEvent): RequirementCheck {
  const parts = [
    ...card.policyRequirements.map((r) => policyPart(g, r)),
    ...card.conditions.filter((c) => appliesAt(g, c)).map((c) => conditionPart(g, c)),
  ];
  return { met: parts.every((p) => p.met), parts };
}

export function requirementMet(g: GameState, card: HistoricalEvent, why?: Why): boolean {
  return (
    card.policyRequirements.every(
      (r) =>
        r.sections.includes(g.policies[r.policy]) ||
        (why !== undefined && no(why, 'card.policy', r.policy, r.sections.join(''), g.policies[r.policy])),
    ) &&
    card.conditions.every((c) => {
      if (!appliesAt(g, c)) return true;
      const part = conditionPart(g, c);
      return part.met || no(why, 'historical.condition', part.said, part.now);
    })
  );
}

/** A player-count symbol before a condition limits it to those player counts. */
function appliesAt(g: GameState, c: Condition): boolean {
  return !c.playerCounts || c.playerCounts.includes(g.options.players);
}

function policyPart(g: GameState, r: PolicyRequirement): RequirementPart {
  const now = `${r.policy}${g.policies[r.policy]}`;
  return {
    said: said('req.policy', {
      sections: list(
        r.sections.map((s) => said('req.section', { number: r.policy, section: s })),
        'or',
      ),
    }),
    met: r.sections.includes(g.policies[r.policy]),
    now,
  };
}

function conditionPart(g: GameState, c: Condition): RequirementPart {
  if (c.condition === 'any-of') {
    const options = c.options.map((o) => conditionPart(g, o));
    return {
      said: said('req.anyOf', {
        options: list(
          options.map((o) => o.said),
          'commaOr',
        ),
      }),
      met: options.some((o) => o.met),
      now: options.map((o) => o.now).join('; '),
    };
  }
  if (c.condition === 'prosperity') {
    // Each class named that is in the game must reach the bound (rules-decisions HE21).
    const classes = c.classes.filter((cls) => inGame(g, cls));
    const values = classes.map((cls) => (cls === 'capitalist' ? 0 : g.classes[cls].prosperity));
    const bounded = boundsOf(g, c);
    return {
      said: said('req.prosperity', {
        classes: list(
          classes.map((cls) => said('req.short', { classShort: cls })),
          'andEach',
        ),
        bound: list([bounded.said]),
      }),
      met: values.every(bounded.holds),
      now: values.join(' / '),
    };
  }
  const [what, count] = counted(g, c);
  // The conditions the Historical Events use all have bounds.
  const bounded = boundsOf(g, c as Bounded);
  return {
    said: said('req.count', {
      bound: list([bounded.said]),
      what: list([withChanges(what, { params: { ...what.params, count: bounded.one ? 1 : 2 } })]),
    }),
    met: bounded.holds(count),
    now: String(count),
  };
}

interface Bounded {
  min?: Threshold;
  max?: Threshold;
}

/** "at least N" / "at most N" / "between", with the number for this player count. */
function boundsOf(g: GameState, c: Bounded) {
  const players = g.options.players;
  const min = c.min === undefined ? undefined : thresholdFor(c.min, players);
  const max = c.max === undefined ? undefined : thresholdFor(c.max, players);
  return {
    said:
      min !== undefined && max !== undefined
        ? said('req.between', { min, max })
        : min !== undefined
          ? said('req.atLeast', { n: min })
          : said('req.atMost', { n: max ?? 0 }),
    /** The only number printed is 1 ("at least 1 Trade Union"). */
    one: (min ?? 1) === 1 && (max ?? 1) === 1,
    holds: (n: number) => (min === undefined || n >= min) && (max === undefined || n <= max),
  };
}

/** What a condition counts, as keys (a plural key: `count` 1 or 2). */
type Noun = Said;

/** What a condition counts, in words, and how many there are now. */
function counted(g: GameState, c: Exclude<BaseCondition, { condition: 'prosperity' }>): [Noun, number] {
  switch (c.condition) {
    case 'companies':
      return [companiesNoun(c), g.companies.filter((co) => companyCounts(g, c, co)).length];
    case 'trade-unions':
      return [said('req.tradeUnions'), tradeUnions(g).length];
    case 'unemployed-workers':
      return [said('req.unemployed'), g.workers.filter((w) => w.at === 'unemployed').length];
    case 'loans':
      return c.whose === 'state'
        ? [said('req.stateLoans'), loansOf(g, 'state')]
        : [said('req.allLoans'), allLoans(g)];
    case 'money':
      return [said('req.treasury'), moneyOf(g, 'state')];
    case 'influence':
      return influence(g, c.whose);
    case 'population':
      return [
        said('req.population', {
          classShort: c.class === 'self' ? 'middle' : c.class,
        }),
        populationOf(g, 'middle'),
      ];
    case 'policies-in-section':
      return [
        said('req.policiesIn', {
          among: c.among.join(', '),
          section: c.section,
        }),
        c.among.filter((p) => g.policies[p] === c.section).length,
      ];
    default:
      throw new Error(`the Historical Events use no ${c.condition} condition`);
  }
}

type CompaniesCondition = Extract<Condition, { condition: 'companies' }>;

const OWNERS: Record<CompaniesCondition['owner'], Company['owner'] | null> = {
  any: null,
  self: null,
  public: 'state',
  working: 'working',
  middle: 'middle',
  capitalist: 'capitalist',
};

function companyCounts(g: GameState, c: CompaniesCondition, company: Company): boolean {
  const owner = OWNERS[c.owner];
  if (owner && company.owner !== owner) return false;
  if (c.industries && !c.industries.includes(cardOf(company).industry)) return false;
  if (c.withMachinery && !company.machinery) return false;
  if (c.status === 'operational') return isOperational(g, company);
  if (c.status === 'fully-operational') return isFullyOperational(g, company);
  return true;
}

function companiesNoun(c: CompaniesCondition): Noun {
  return said('req.companies', {
    status: c.status === 'any' ? list([]) : list([said(`req.status.${c.status}`)]),
    owner:
      c.owner === 'any' || c.owner === 'self'
        ? list([])
        : list([c.owner === 'public' ? said('req.ownerPublic') : said('req.owner', { classShort: c.owner })]),
    industries: maybe(c.industries, 'req.industries', {
      industries: list(
        (c.industries ?? []).map((industry) => said('req.industry', { industry })),
        'or',
      ),
    }),
    machinery: maybe(c.withMachinery, 'req.withMachinery'),
  });
}

/** Every Loan on the table: each player's, and the Treasury's (the State's Loans at any count). */
function allLoans(g: GameState): number {
  let n = 0;
  for (const cls of seatsInOrder(g)) if (cls !== 'state') n += loansOf(g, cls);
  return n + loansOf(g, 'state');
}

/** Influence held; the State counts its Personal Influence only (Media Influence is not held). */
function influence(
  g: GameState,
  whose: Extract<Condition, { condition: 'influence' }>['whose'],
): [Noun, number] {
  if (whose === 'state') return [said('req.stateInfluence'), g.classes.state.influence];
  const classes = seatsInOrder(g).filter((cls) => whose === 'all-players' || cls !== 'state');
  const players = whose === 'all-players';
  return [
    said(players ? 'req.playersInfluence' : 'req.classesInfluence'),
    classes.reduce((sum, cls) => sum + g.classes[cls].influence, 0),
  ];
}
