/**
 * Where an Automa's Workers go and which skills it takes (the Assign Workers Criteria and Skilled
 * Worker Criteria of the Working, Middle and Capitalist Class Automas, components reference §2.14).
 * An Automa assigns unemployed Workers; it stops when no offered Company can be filled by them.
 */
import { INDUSTRIES, type Industry } from '../../data/common.ts';
import { companyById } from '../../data/companies.ts';
import { ACTIONS } from '../../data/tables.ts';
import { automa, cardIdOf, type GameState, type Option, said } from '../../engine/index.ts';
import { cardOfCompany, employedByIndustry, findCompany, industryOf, workersAt } from '../companies.ts';
import { type Ask, type Decision, decide, find, optionOf } from '../context.ts';
import { healthOrEducation, industries, unionRequirementMet } from '../criteria.ts';
import { type Criterion, least, most, narrow, prefer, withTies } from '../narrow.ts';

type AssignValue = 'done' | { kind: 'co'; of: string } | { kind: 'tu'; of: Industry };

interface Target {
  value: AssignValue;
  job?: ReturnType<typeof automa.jobs>[number];
  union?: Industry;
  industry: Industry | undefined;
}

function workingCriteria(g: GameState): Criterion<Target>[] {
  return [
    prefer(said('bullet.formsUnion'), (t) => t.union !== undefined),
    most(said('bullet.mostUnemployed'), (t) => t.job?.slots ?? 0),
    prefer(said('bullet.meetsUnion'), (t) => !!t.job?.meetsUnion),
    most(said('bullet.highestWages'), (t) => t.job?.wage ?? 0),
    prefer(said('bullet.publicCompany'), (t) => t.job?.owner === 'state'),
    prefer(said('bullet.capitalistCompany'), (t) => t.job?.owner === 'capitalist'),
    healthOrEducation(g, 'cheaper', (t) => t.industry),
    industries(['food', 'media', 'luxury'], (t) => t.industry),
  ];
}

function middleCriteria(g: GameState): Criterion<Target>[] {
  return [
    most(said('bullet.mostUnemployed'), (t) => t.job?.slots ?? 0),
    most(said('bullet.highestWages'), (t) => t.job?.wage ?? 0),
    prefer(said('bullet.publicCompany'), (t) => t.job?.owner === 'state'),
    prefer(said('bullet.capitalistCompany'), (t) => t.job?.owner === 'capitalist'),
    healthOrEducation(g, 'more-expensive', (t) => t.industry),
    industries(['food', 'media', 'luxury'], (t) => t.industry),
  ];
}

/** Working Class Workers into the Middle Class Automa's own Companies (Assign WC Workers Criteria). */
function employeeCriteria(g: GameState): Criterion<Target>[] {
  const own = g.companies.filter((c) => c.owner === 'middle');
  return [
    prefer(said('bullet.belowStorage'), (t) => {
      const good = t.industry && t.industry !== 'media' ? t.industry : undefined;
      return !!good && automa.roomFor(g, 'middle', good) > 0;
    }),
    prefer(said('bullet.noOtherOwn'), (t) => own.filter((c) => industryOf(c) === t.industry).length <= 1),
    prefer(said('bullet.noUnion'), (t) => !t.job?.meetsUnion),
    industries(['food'], (t) => t.industry),
    healthOrEducation(g, 'more-expensive', (t) => t.industry),
    industries(['luxury', 'media'], (t) => t.industry),
  ];
}

/** The Capitalist Automa's Assign Workers Criteria, for effects that staff its idle Companies. */
export function capitalistStaffCriteria<T>(
  g: GameState,
  company: (o: T) => string | undefined,
): Criterion<T>[] {
  const companyOf = (o: T) => {
    const c = company(o);
    return c ? findCompany(g, c) : undefined;
  };
  const industryOfId = (o: T) => {
    const found = companyOf(o);
    return found ? industryOf(found) : undefined;
  };
  // The assignment fills the Company's empty slots: that many Workers join its industry.
  const emptySlots = (o: T) => {
    const c = companyOf(o);
    return c ? (cardOfCompany(c)?.slots.length ?? 0) - workersAt(g, c.id).length : 0;
  };
  const operational = g.companies.filter((c) => c.owner === 'capitalist' && automa.isOperational(g, c));
  const unionMet = unionRequirementMet(g);
  return [
    prefer(
      said('bullet.noOtherOperational'),
      (o) => !operational.some((c) => industryOf(c) === industryOfId(o)),
    ),
    prefer(said('bullet.noUnion'), (o) => !unionMet(industryOfId(o), emptySlots(o))),
    industries(['media'], industryOfId),
    healthOrEducation(g, 'more-expensive', industryOfId),
    industries(['food', 'luxury'], industryOfId),
  ];
}

export function assignPick(a: Ask): Decision | undefined {
  const g = a.g;
  const workerClass = (id: string) => {
    // The Middle Class Automa's own Companies take Working Class employees from its effects.
    const c = findCompany(g, id);
    return a.cls === 'middle' && c?.owner === 'middle'
      ? 'working'
      : a.cls === 'capitalist'
        ? automa.jobs(g, 'middle').some((j) => j.company === id)
          ? 'middle'
          : 'working'
        : a.cls;
  };
  const targets: Target[] = [];
  for (const o of a.q.options) {
    const v = o.value as AssignValue;
    if (v === 'done') continue;
    if (v.kind === 'tu') {
      targets.push({ value: v, union: v.of, industry: v.of });
      continue;
    }
    const job = automa.jobs(g, workerClass(v.of)).find((j) => j.company === v.of);
    if (job?.byUnemployed) targets.push({ value: v, job, industry: job.industry });
  }
  const done = find<AssignValue>(a.q, (v) => v === 'done');
  if (targets.length === 0) return decide(done ?? a.q.options[0]);
  const sample = targets.find((t) => t.job)?.job;
  const criteria =
    a.cls === 'working'
      ? workingCriteria(g)
      : a.cls === 'capitalist'
        ? capitalistStaffCriteria<Target>(g, (t) => t.job?.company)
        : sample && findCompany(g, sample.company)?.owner === 'middle'
          ? employeeCriteria(g)
          : middleCriteria(g);
  const pick = narrow(targets, criteria, a.roll('assign'));
  return decide(pick ? optionOf(a.q, pick.chosen.value) : done);
}

/**
 * Which Worker joins a Trade Union: an unemployed one, by the Assign Workers Criteria's "most
 * unemployed assigned" (one leaving a Company would stop it and leave its colleagues unemployed).
 */
export function unionWorker(a: Ask): Decision | undefined {
  const worker = (o: Option) => a.g.workers.find((w) => w.id === o.value);
  const pick = narrow(
    a.q.options,
    [prefer(said('bullet.mostUnemployedOne'), (o) => worker(o)?.at === 'unemployed')],
    a.roll('union-worker'),
  );
  return decide(pick?.chosen);
}

/** Which Worker takes a slot: an unemployed one first, an unskilled one for an unskilled slot. */
export function assignSlot(a: Ask): Decision | undefined {
  const worker = (id: number) => a.g.workers.find((w) => w.id === id);
  const ranked = [...a.q.options].sort((x, y) => {
    const wx = worker(x.value as number);
    const wy = worker(y.value as number);
    const score = (w: typeof wx) => (w?.at === 'unemployed' ? 0 : 2) + (w?.skill ? 1 : 0);
    return score(wx) - score(wy);
  });
  return decide(ranked[0]);
}

// ---- Skilled Worker Criteria.

/** Open slots for each skill in Companies Workers could join now (counted once: two bullets rank by them). */
function openSlots(g: GameState, cls: 'working' | 'middle'): Map<Industry, number> {
  const out = new Map<Industry, number>();
  for (const j of automa.jobs(g, cls)) out.set(j.industry, (out.get(j.industry) ?? 0) + j.slots);
  return out;
}

function marketSlotsFor(g: GameState, skill: Industry): number {
  let n = 0;
  for (const owner of ['capitalist', 'middle'] as const)
    for (const id of g.classes[owner].market) {
      const card = companyById(cardIdOf(id));
      if (card && card.industry === skill) n += card.slots.filter((s) => s.skill === skill).length;
    }
  return n;
}

function workingSkill(g: GameState): Criterion<Industry>[] {
  const employed = employedByIndustry(g, 'working');
  const slots = openSlots(g, 'working');
  const slotsFor = (i: Industry) => slots.get(i) ?? 0;
  const unions = new Set(g.workers.filter((w) => w.at === 'union').map((w) => w.skill));
  const unemployedSkills = new Set(
    g.workers.filter((w) => w.cls === 'working' && w.at === 'unemployed').map((w) => w.skill),
  );
  return [
    prefer(said('bullet.newSkill'), (i) => !unemployedSkills.has(i)),
    // "Could form a Trade Union (ties: fewest available slots, then at random)".
    withTies(
      prefer(
        said('bullet.couldFormUnion'),
        (i) => !unions.has(i) && (employed.get(i) ?? 0) >= ACTIONS.tradeUnionMinWorkers,
      ),
      [least(said('bullet.fewestSlots'), slotsFor)],
      true,
    ),
    prefer(
      said('bullet.wouldMeetUnion'),
      (i) => !unions.has(i) && (employed.get(i) ?? 0) + 1 >= ACTIONS.tradeUnionMinWorkers,
    ),
    most(said('bullet.mostSlots'), slotsFor),
    most(said('bullet.mostMarketSlots'), (i) => marketSlotsFor(g, i)),
    healthOrEducation(g, 'more-expensive', (i) => i),
    industries(['food', 'media', 'luxury'], (i) => i),
  ];
}

/** Market Companies of the skill's industry that need it, where the Middle Class has built fewer than 2. */
function ownMarketNeeding(g: GameState, skill: Industry): string[] {
  const built = g.companies.filter((c) => c.owner === 'middle' && industryOf(c) === skill).length;
  if (built >= 2) return [];
  return g.classes.middle.market.filter((id) => {
    const card = companyById(cardIdOf(id));
    return !!card && card.industry === skill && card.slots.some((s) => s.skill === skill);
  });
}

function middleSkill(g: GameState): Criterion<Industry>[] {
  const unemployedSkills = new Set(
    g.workers.filter((w) => w.cls === 'middle' && w.at === 'unemployed').map((w) => w.skill),
  );
  const own = g.companies.filter((c) => c.owner === 'middle');
  const neededBy = (ids: readonly string[], i: Industry) =>
    ids.some((id) => companyById(cardIdOf(id))?.slots.some((s) => s.skill === i));
  const idle = (owner: 'capitalist' | 'state') =>
    g.companies.filter((c) => c.owner === owner && !automa.isOperational(g, c)).map((c) => c.card);
  // Its Building Company Criteria's "Workers available": its unemployed and the new skilled Worker
  // fill the Middle Class slots, and an unemployed Working Class Worker the employee slot.
  const runnable = new Set(
    automa
      .buildFacts(g, 'middle', { supplyWorker: true })
      .filter((f) => {
        const card = companyById(cardIdOf(f.card));
        const employee = card?.owner === 'middle' ? card.employee : null;
        return f.staffedBy.includes('middle') && (!employee || f.employeeFillable);
      })
      .map((f) => f.card),
  );
  return [
    prefer(said('bullet.newSkill'), (i) => !unemployedSkills.has(i)),
    // "Needed by Companies in its Market, skipping industries where it has built 2 (ties: enough
    // other Workers to build it and make it fully operational; an industry it has no Company in;
    // Agricultural, Education, Healthcare, Luxury, Media)".
    withTies(
      prefer(said('bullet.ownMarket'), (i) => ownMarketNeeding(g, i).length > 0),
      [
        prefer(said('bullet.enoughWorkers'), (i) => ownMarketNeeding(g, i).some((id) => runnable.has(id))),
        prefer(said('bullet.noneOfIndustry'), (i) => !own.some((c) => industryOf(c) === i)),
        industries(['food', 'education', 'health', 'luxury', 'media'], (i) => i),
      ],
    ),
    prefer(said('bullet.idleCapitalistPublic'), (i) =>
      neededBy([...idle('capitalist'), ...idle('state')], i),
    ),
    prefer(said('bullet.capitalistMarket'), (i) => neededBy(g.classes.capitalist.market, i)),
  ];
}

export function skillCriteria(g: GameState, cls: 'working' | 'middle'): Criterion<Industry>[] {
  return cls === 'working' ? workingSkill(g) : middleSkill(g);
}

/** A skilled Worker of its choice (AI card bonus, the Middle Class's new Workers). */
export function chooseSkill(a: Ask): Decision | undefined {
  if (a.cls === 'capitalist') return decide(a.q.options[0]);
  const skills = a.q.options.map((o) => o.value as Industry).filter((i) => INDUSTRIES.includes(i));
  const pick = narrow(skills, skillCriteria(a.g, a.cls), a.roll('skill'));
  return decide(pick ? optionOf(a.q, pick.chosen) : a.q.options[0]);
}

/**
 * Education trains a Worker: an unemployed one first, else the first Worker offered, in the skill
 * its criteria want.
 */
export function upgradeWorker(a: Ask): Decision | undefined {
  if (a.cls === 'capitalist') return decide(a.q.options[0]);
  type Value = [number, Industry];
  const options = a.q.options.map((o) => o.value as Value);
  const unemployed = options.filter(([id]) => a.g.workers.find((w) => w.id === id)?.at === 'unemployed');
  const candidates = unemployed.length > 0 ? unemployed : options;
  // One Worker's skills: the criteria rank industries, not Workers.
  const pool = candidates.filter(([id]) => id === candidates[0]?.[0]);
  const pick = narrow(
    pool.map(([, i]) => i),
    skillCriteria(a.g, a.cls),
    a.roll('upgrade'),
  );
  const chosen = pool.find(([, i]) => i === pick?.chosen) ?? pool[0];
  return decide(chosen ? optionOf(a.q, chosen) : a.q.options[0]);
}
