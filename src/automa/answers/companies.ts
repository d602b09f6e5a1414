/**
 * Companies: which one to build, sell, staff, mechanise or run an extra shift in (the Building
 * Company, Sell Company, Place Machinery and Extra Shift Criteria of the Capitalist and Middle
 * Class Automas, components reference §2.14). An Automa pays the minimum Wage and gives no Bonus.
 */
import type { Industry } from '../../data/common.ts';
import { companyById } from '../../data/companies.ts';
import { automa, cardIdOf, type GameState, said } from '../../engine/index.ts';
import { cardOfCompany, findCompany, industryOf, outputOf, workersAt } from '../companies.ts';
import { buildCandidates } from '../conditions.ts';
import { type Ask, type Decision, decide, find, optionOf } from '../context.ts';
import { healthOrEducation, industries, unionRequirementMet } from '../criteria.ts';
import { type Criterion, least, most, narrow, prefer } from '../narrow.ts';
import { capitalistStaffCriteria } from './workers.ts';

type BuildFact = ReturnType<typeof automa.buildFacts>[number];

/** Its operational Companies of an industry (an automated one always is: base rulebook, Component Anatomy). */
function ownOperational(g: GameState, cls: 'capitalist' | 'middle', industry: Industry): number {
  return g.companies.filter(
    (c) => c.owner === cls && industryOf(c) === industry && automa.isOperational(g, c),
  ).length;
}

/** Whose unemployed Workers staff a new Company: Middle Class ones unless a Demonstration is on (Building Company Criteria). */
function staffingOrder(g: GameState): Array<'working' | 'middle'> {
  return g.classes.working.demonstration ? ['working', 'middle'] : ['middle', 'working'];
}

function capitalistBuild(g: GameState): Criterion<BuildFact>[] {
  const unionMet = unionRequirementMet(g);
  // Only Working Class Workers count toward a Trade Union: those that would staff it at once.
  const workingStaff = (f: BuildFact) =>
    staffingOrder(g).find((cls) => f.staffedBy.includes(cls)) === 'working'
      ? (companyById(cardIdOf(f.card))?.slots.length ?? 0)
      : 0;
  return [
    prefer(said('bullet.workersAvailable'), (f) => f.staffedBy.length > 0),
    prefer(said('bullet.automated'), (f) => f.automated),
    least(said('bullet.fewestOperational'), (f) => ownOperational(g, 'capitalist', f.industry)),
    prefer(said('bullet.noUnion'), (f) => !unionMet(f.industry, workingStaff(f))),
    industries(['food', 'luxury', 'media'], (f) => f.industry),
    healthOrEducation(g, 'more-expensive', (f) => f.industry),
    most(said('bullet.highestProduction'), (f) => f.output),
  ];
}

function middleBuild(g: GameState): Criterion<BuildFact>[] {
  return [
    prefer(said('bullet.employeeSlot'), (f) => f.employeeFillable),
    prefer(said('bullet.middleOnly'), (f) => {
      const card = companyById(cardIdOf(f.card));
      return card?.owner === 'middle' && card.employee === null;
    }),
    least(said('bullet.fewestOperational'), (f) => ownOperational(g, 'middle', f.industry)),
    healthOrEducation(g, 'more-expensive', (f) => f.industry),
    industries(['food', 'luxury', 'media'], (f) => f.industry),
    most(said('bullet.highestProduction'), (f) => f.output),
  ];
}

export function buildCompany(a: Ask): Decision | undefined {
  if (a.cls === 'working') return decide(a.q.options[0]);
  const offered = new Set(a.q.options.map((o) => o.value as string));
  const allowed = buildCandidates({ g: a.g, cls: a.cls, mode: a.mode, card: a.card }).filter((f) =>
    offered.has(f.card),
  );
  const pool =
    allowed.length > 0 ? allowed : automa.buildFacts(a.g, a.cls).filter((f) => offered.has(f.card));
  const skip = find(a.q, (v) => v === 'skip');
  if (allowed.length === 0 && skip) return decide(skip);
  const pick = narrow(
    pool,
    a.cls === 'capitalist' ? capitalistBuild(a.g) : middleBuild(a.g),
    a.roll('build'),
  );
  return decide(pick ? optionOf(a.q, pick.chosen.card) : a.q.options[0]);
}

/** The lowest Wage the Labor Market allows. */
export function lowestWage(a: Ask): Decision | undefined {
  const levels = a.q.options.map((o) => o.value as number);
  return decide(optionOf(a.q, Math.min(...levels)));
}

/** Middle Class Workers unless a Demonstration is on (Building Company Criteria). */
export function staffNewCompany(a: Ask): Decision | undefined {
  for (const cls of staffingOrder(a.g)) {
    const o = find(a.q, (v) => v === cls);
    if (o) return decide(o);
  }
  return decide(find(a.q, (v) => v === 'none') ?? a.q.options[0]);
}

export function hireEmployee(a: Ask): Decision | undefined {
  return decide(find(a.q, (v) => v === 'hire') ?? a.q.options[0]);
}

/** Sell Company Criteria: never an operational one; highest cost, …, at random. */
export function sellCompany(a: Ask): Decision | undefined {
  const companies = a.q.options
    .map((o) => findCompany(a.g, o.value as string))
    .filter((c): c is NonNullable<typeof c> => !!c && !automa.isOperational(a.g, c));
  const unemployed = a.g.workers.filter((w) => w.at === 'unemployed');
  const unionMet = unionRequirementMet(a.g);
  // Working Class Workers it would add if all its slots were theirs.
  const workingToAdd = (c: (typeof companies)[number]) =>
    (cardOfCompany(c)?.slots.length ?? 0) - workersAt(a.g, c.id).filter((w) => w.cls === 'working').length;
  const pick = narrow(
    companies,
    [
      most(said('bullet.highestCost'), (c) => cardOfCompany(c)?.cost ?? 0),
      // Selling it keeps the Working Class from a Trade Union there.
      prefer(said('bullet.wouldMeetUnion'), (c) => unionMet(industryOf(c), workingToAdd(c))),
      least(
        said('bullet.fewestMatching'),
        (c) => unemployed.filter((w) => cardOfCompany(c)?.slots.some((s) => s.skill === w.skill)).length,
      ),
    ],
    a.roll('sell'),
  );
  return decide(pick ? optionOf(a.q, pick.chosen.id) : a.q.options[0]);
}

/** Place Machinery Criteria. */
export function placeMachinery(a: Ask): Decision | undefined {
  const companies = a.q.options.map((o) => findCompany(a.g, o.value as string)).filter((c) => !!c);
  const withMachinery = a.g.companies.filter((c) => c.owner === 'capitalist' && c.machinery);
  const pick = narrow(
    companies,
    [
      prefer(said('bullet.noMachinery'), (c) => !withMachinery.some((m) => industryOf(m) === industryOf(c))),
      industries(['food'], (c) => industryOf(c)),
      industries(['luxury'], (c) => industryOf(c)),
      healthOrEducation(a.g, 'more-expensive', (c) => industryOf(c)),
      most(said('bullet.highestProduction'), (c) => outputOf(c)),
    ],
    a.roll('machinery'),
  );
  return decide(pick ? optionOf(a.q, pick.chosen.id) : a.q.options[0]);
}

/** Two Machinery tokens when it can pay for them ("may pay 25 more for a second"). */
export function buyMachinery(a: Ask): Decision | undefined {
  const counts = a.q.options.map((o) => o.value as number);
  return decide(optionOf(a.q, Math.max(...counts)));
}

/** The Capitalist Automa's extra production: the Company that makes the most. */
export function extraProduction(a: Ask): Decision | undefined {
  const companies = a.q.options.map((o) => findCompany(a.g, o.value as string)).filter((c) => !!c);
  const pick = narrow(
    companies,
    [most(said('bullet.highestProduction'), (c) => outputOf(c))],
    a.roll('produce'),
  );
  return decide(pick ? optionOf(a.q, pick.chosen.id) : a.q.options[0]);
}

/** Extra Shift Criteria of the Middle Class Automa (never a Media Company). */
export function extraShift(a: Ask): Decision | undefined {
  const g = a.g;
  const companies = a.q.options
    .map((o) => findCompany(g, o.value as string))
    .filter((c): c is NonNullable<typeof c> => !!c && industryOf(c) !== 'media');
  const skip = find(a.q, (v) => v === 'skip');
  if (companies.length === 0) return decide(skip ?? a.q.options[0]);
  const pick = narrow(
    companies,
    [
      prefer(said('bullet.storage'), (c) => {
        const i = industryOf(c);
        return !!i && i !== 'media' && automa.roomFor(g, 'middle', i) >= outputOf(c);
      }),
      prefer(
        said('bullet.twoMiddle'),
        (c) => workersAt(g, c.id).filter((w) => w.cls === 'middle').length >= 2,
      ),
      prefer(said('bullet.uncommitted'), (c) =>
        workersAt(g, c.id).some((w) => w.cls === 'working' && !w.committed),
      ),
      industries(['food'], (c) => industryOf(c)),
      healthOrEducation(g, 'more-expensive', (c) => industryOf(c)),
      industries(['luxury'], (c) => industryOf(c)),
    ],
    a.roll('shift'),
  );
  return decide(pick ? optionOf(a.q, pick.chosen.id) : a.q.options[0]);
}

/** A Company its effect names: the Public Company that makes most, or by its Assign Workers Criteria. */
export function effectCompany(a: Ask): Decision | undefined {
  const companies = a.q.options.map((o) => findCompany(a.g, o.value as string)).filter((c) => !!c);
  const criteria: Criterion<(typeof companies)[number]>[] =
    a.q.kind === 'automa.produce-first'
      ? [most(said('bullet.highestProduction'), (c) => outputOf(c))]
      : capitalistStaffCriteria(a.g, (c) => c.id);
  const pick = narrow(companies, criteria, a.roll('company'));
  return decide(pick ? optionOf(a.q, pick.chosen.id) : a.q.options[0]);
}

/**
 * Preparation: the Capitalist Automa discards its whole Market; the Middle Class Automa only the
 * Market Companies of an industry it already owns.
 */
export function marketDiscard(a: Ask): Decision | undefined {
  const keep = find(a.q, (v) => v === 'keep');
  const own = new Set(a.g.companies.filter((c) => c.owner === a.cls).map((c) => industryOf(c)));
  const discard = a.q.options.find((o) => {
    if (o.value === 'keep') return false;
    if (a.cls === 'capitalist') return true;
    const card = companyById(cardIdOf(o.value as string));
    return !!card && own.has(card.industry);
  });
  return decide(discard ?? keep);
}
