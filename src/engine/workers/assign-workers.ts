/**
 * Assign Workers (rulebook, Working Class Basic Actions; Middle Class "as Working Class"):
 * up to 3 Workers, from anywhere unless committed, onto available Companies — each Company gets
 * all its required Workers or none — or skilled Workers into Trade Unions (the one who assigns
 * chooses which Worker goes, as for a Company's slots). Assigned Workers are committed. Cards reuse these steps with other limits (any number, unemployed only, other
 * classes' Workers, payment per Worker).
 */

import type { ClassId, Industry } from '../../data/common.ts';
import { ACTIONS } from '../../data/tables.ts';
import {
  cardOf,
  companyName,
  countSkills,
  findCompany,
  fits,
  industryOf,
  openPublicSlots,
  requiredSlots,
  type SkillCounts,
  type SlotSpec,
  slotsOf,
  workersIn,
} from '../companies/companies.ts';
import {
  type Choice,
  type Codec,
  industryChoice,
  int,
  name,
  orWord,
  prefixed,
  type Tagged,
  tagged,
} from '../core/choices.ts';
import { withChanges } from '../core/copy.ts';
import {
  auto,
  type Ctx,
  list,
  log,
  maybe,
  question,
  queue,
  type Said,
  type SaidList,
  said,
} from '../core/flow.ts';
import { memo } from '../core/memo.ts';
import { no, type Why } from '../core/why.ts';
import { payTo } from '../economy/money.ts';
import type { Company, GameState, Worker } from '../game-state.ts';
import { Rules } from '../ruleset.ts';
import { availableCompanies, industryWorkerCounts, slotsToFill } from './jobs.ts';
import { afterWorkersMoved } from './worker-checks.ts';
import {
  alikeGroups,
  detach,
  emptyCompany,
  isMovable,
  placeInCompany,
  toTradeUnion,
  type WorkerClass,
} from './workers.ts';

/** The rules this file defines, listed in the base game (rulesets.ts). */
export const assignWorkersRules = new Rules();

export interface AssignOptions {
  /** Whose Workers move (default: the acting class's own). */
  workers?: WorkerClass;
  /** How many Workers may be placed in all (default 3). */
  budget?: number;
  /**
   * Any number of Workers may be placed. A flag, not an Infinity budget: a saved game keeps what it
   * holds only if JSON does, and JSON writes Infinity as null.
   */
  anyNumber?: true;
  unemployedOnly?: boolean;
  /** Only Companies of these owners (e.g. the Middle Class's own Companies). */
  owners?: Company['owner'][];
  /** Only this Company. */
  companyId?: string;
  /**
   * After each Worker placed: `payer` pays `amount` to `to` (default the Workers' class;
   * 'owner' = the Company's owner).
   */
  payPerWorker?: { payer: ClassId | 'owner'; amount: number; to?: ClassId };
  /** Trade Unions may be joined (the Working Class's own Assign Workers). */
  unions?: boolean;
  /** The player may stop before placing anyone (a card's "then assign up to 3"). */
  optional?: boolean;
}

interface AssignStep extends AssignOptions {
  seat: ClassId;
  placed: number;
  /**
   * Companies Workers have left during this assignment. Their other Workers stay until the action
   * ends, so the gap may be refilled (rules-decisions E2).
   */
  vacated?: string[];
}

/**
 * The required slots a Worker left empty in a Company this assignment vacated, if the Company still
 * has Workers of the moving class (and only of that class) to complete; otherwise null.
 */
function gapsIn(g: GameState, s: AssignStep, company: Company, cls: WorkerClass): SlotSpec[] | null {
  if (!s.vacated?.includes(company.id)) return null;
  const workers = workersIn(g, company.id);
  if (workers.length === 0 || workers.some((w) => w.cls !== cls)) return null;
  const gaps = requiredSlots(cardOf(company)).filter((sl) => !workers.some((w) => w.slot === sl.index));
  return gaps.length > 0 ? gaps : null;
}

/** Companies the given Workers are leaving, added to those already vacated in this assignment. */
function vacating(s: AssignStep, workers: Worker[]): string[] {
  const out = [...(s.vacated ?? [])];
  for (const w of workers)
    if (w.at === 'company' && w.company && !out.includes(w.company)) out.push(w.company);
  return out;
}

function workerClassOf(s: AssignStep): WorkerClass {
  return s.workers ?? (s.seat === 'middle' ? 'middle' : 'working');
}

function budgetLeft(s: AssignStep): number {
  return assignBudget(s) - s.placed;
}

/** How many Workers an assignment with these limits may place in all. */
export function assignBudget(opts: AssignOptions): number {
  // A step saved with an Infinity budget (before `anyNumber`) reads back with null: any number.
  if (opts.anyNumber || (opts.budget as number | null) === null) return Number.POSITIVE_INFINITY;
  return opts.budget ?? ACTIONS.workersPerAssign;
}

/** Workers that may move for this assignment (optionally leaving out one Company's own). */
function pool(g: GameState, s: AssignStep, exclude?: string): Worker[] {
  const movable = movableWorkers(g, workerClassOf(s), s.unemployedOnly ?? false);
  return exclude === undefined ? movable : movable.filter((w) => w.company !== exclude);
}

const MOVABLE_KEY = {
  working: ['movable.working', 'movable.working.unemployed'],
  middle: ['movable.middle', 'movable.middle.unemployed'],
} as const;

/** A class's Workers that an assignment may move (worked out once per question: never change it). */
function movableWorkers(g: GameState, cls: WorkerClass, unemployedOnly: boolean): Worker[] {
  return memo(g, MOVABLE_KEY[cls][unemployedOnly ? 1 : 0], () => {
    if (unemployedOnly)
      return g.workers.filter((w) => w.cls === cls && !w.committed && w.at === 'unemployed');
    return g.workers.filter((w) => w.cls === cls && isMovable(g, w));
  });
}

/**
 * The slots this assignment would fill in a Company that is a target now, or null. `counts` are the
 * Workers that may move (`pool`): none of them is in an empty Company (`slotsToFill`); for a gap
 * this assignment left (`gapsIn`) the Company's own Workers are left out.
 */
function targetSlots(g: GameState, s: AssignStep, company: Company, counts: SkillCounts): SlotSpec[] | null {
  if (s.companyId && company.id !== s.companyId) return null;
  if (s.owners && !s.owners.includes(company.owner)) return null;
  const cls = workerClassOf(s);
  if (company.owner === 'working' && cls !== 'working') return null;
  const gaps = gapsIn(g, s, company, cls);
  const slots = gaps ?? slotsToFill(g, company, cls);
  if (!slots || slots.length === 0 || slots.length > budgetLeft(s)) return null;
  // A gap is filled by Workers from elsewhere, not by those still in the Company.
  return fits(slots, gaps ? countSkills(pool(g, s, company.id)) : counts) ? slots : null;
}

function targetCompanies(g: GameState, s: AssignStep): Array<[Company, SlotSpec[]]> {
  const out: Array<[Company, SlotSpec[]]> = [];
  if (budgetLeft(s) < 1) return out;
  const counts = countSkills(pool(g, s));
  for (const company of availableCompanies(g)) {
    const slots = targetSlots(g, s, company, counts);
    if (slots) out.push([company, slots]);
  }
  return out;
}

/** The industry of the Company a Worker is employed in (undefined if it is not in one). */
function employedIn(g: GameState, w: Worker): Industry | undefined {
  if (w.at !== 'company') return undefined;
  const company = findCompany(g, w.company as string);
  return company && industryOf(company);
}

/**
 * Industries whose Trade Union a Worker of this assignment may join, each with every Worker who
 * may join it: skilled in that industry, with at least 4 other Workers employed in it.
 */
function unionTargets(g: GameState, s: AssignStep, movable = pool(g, s)): Array<[Industry, Worker[]]> {
  if (!s.unions || workerClassOf(s) !== 'working' || budgetLeft(s) < 1) return [];
  const out: Array<[Industry, Worker[]]> = [];
  const taken = new Set<Industry | null>();
  for (const w of g.workers) if (w.at === 'union') taken.add(w.skill);
  let employed: Map<Industry, number> | undefined;
  for (const w of movable) {
    const industry = w.skill;
    if (!industry || taken.has(industry)) continue;
    employed ??= industryWorkerCounts(g, 'working');
    // The Worker itself does not count towards its own Trade Union.
    const others = (employed.get(industry) ?? 0) - (employedIn(g, w) === industry ? 1 : 0);
    if (others < ACTIONS.tradeUnionMinWorkers) continue;
    const entry = out.find(([i]) => i === industry);
    if (entry) entry[1].push(w);
    else out.push([industry, [w]]);
  }
  return out;
}

/** Whether an assignment with these limits has anywhere to go (stops at the first target). */
export function canAssign(g: GameState, seat: ClassId, opts: AssignOptions = {}, why?: Why): boolean {
  const s: AssignStep = { seat, placed: 0, ...opts };
  if (budgetLeft(s) < 1) return no(why, 'no-choice');
  const movable = pool(g, s);
  if (movable.length === 0) return no(why, s.unemployedOnly ? 'assign.no-unemployed' : 'assign.no-workers');
  const counts = countSkills(movable);
  const open = openPublicSlots(g);
  for (const company of g.companies) {
    if (company.owner === 'state' && (company.publicSlot ?? 99) >= open) continue;
    if (targetSlots(g, s, company, counts)) return true;
  }
  return unionTargets(g, s, movable).length > 0 || no(why, 'assign.none');
}

/** A Company (`co:c12`) or the Trade Union of an industry (`tu:food`) to assign to, or `done`. */
type AssignChoice = 'done' | Tagged<{ co: Codec<string>; tu: Codec<Industry> }>;
const assignChoice = orWord('done', tagged({ co: name, tu: industryChoice }));

const pickWhere = question<AssignStep, AssignChoice>('assign.pick', {
  choice: assignChoice,
  ask(x, s) {
    const g = x.g;
    const options: Array<Choice<AssignChoice>> = targetCompanies(g, s).map(([company, slots]) => ({
      value: { kind: 'co', of: company.id },
      said: said('option.assignCompany', {
        company: company.card,
        owner: ownerSaid(company),
        slots: list(slots.map(slotSaid), 'plus'),
      }),
      short: companyName(company),
    }));
    for (const [industry] of unionTargets(g, s)) {
      options.push({
        value: { kind: 'tu', of: industry },
        said: said('option.union', { industry, aSkill: industry }),
      });
    }
    if (options.length === 0) return null;
    if (s.placed > 0 || s.optional)
      options.push({
        value: 'done',
        said: said('option.doneAssigning'),
        tone: 'quiet',
      });
    const left = budgetLeft(s);
    const words = Number.isFinite(left) ? said('ask.assignLimit', { count: left }) : said('ask.assign');
    return {
      seat: s.seat,
      kind: 'assign.pick',
      said: words,
      options,
    };
  },
  answer(x, s, chosen) {
    if (chosen === 'done') return;
    const g = x.g;
    if (chosen.kind === 'tu') {
      const workers = unionTargets(g, s).find(([i]) => i === chosen.of)?.[1] ?? [];
      const groups = alikeGroups(workers);
      // Whoever assigns chooses which Worker joins, when the Workers who may are not all alike.
      if (groups.length > 1) queue(x, pickUnionWorker(withChanges(s, { industry: chosen.of })));
      else if (workers[0]) joinUnion(x, s, workers[0], chosen.of);
      return;
    }
    const company = findCompany(g, chosen.of);
    const cls = workerClassOf(s);
    const slots = company && (gapsIn(g, s, company, cls) ?? slotsToFill(g, company, cls));
    if (!company || !slots) return;
    fillCompany(x, s, company, slots, []);
  },
});

/** A Worker (one of a group of alike Workers), written `w:<Worker>`: who takes a slot, or joins a Trade Union. */
const workerChoice = prefixed('w:', int);

/** A skilled Worker joins its industry's Trade Union (committed), then the assignment goes on. */
function joinUnion(x: Ctx, s: AssignStep, worker: Worker, industry: Industry) {
  const vacated = vacating(s, [worker]);
  detach(x.g, worker, { keepCoworkers: true });
  toTradeUnion(worker);
  log(x, 'union.joins', { ASkill: industry, industry });
  afterWorkersMoved(x);
  queue(x, pickWhere(withChanges(s, { placed: s.placed + 1, vacated })));
}

/**
 * Which Worker joins a Trade Union, when several may and they are not alike (an unemployed one, or
 * one who would leave a Company): the rulebook lets "you" assign your skilled Workers, so the one
 * who assigns chooses, written `w:<Worker>` like a slot's Worker.
 */
const pickUnionWorker = question<AssignStep & { industry: Industry }, number>('assign.union-worker', {
  choice: workerChoice,
  ask(x, s) {
    const workers = unionTargets(x.g, s).find(([i]) => i === s.industry)?.[1] ?? [];
    const groups = alikeGroups(workers);
    if (groups.length === 0) return null;
    return {
      seat: s.seat,
      kind: 'assign.union-worker',
      said: said('ask.unionWorker', { skill: s.industry, industry: s.industry }),
      options: groups.map((group) => ({
        value: (group[0] as Worker).id,
        said: groupSaid(x.g, group),
      })),
    };
  },
  answer(x, s, workerId) {
    const { industry, ...assign } = s;
    const worker = unionTargets(x.g, assign)
      .find(([i]) => i === industry)?.[1]
      .find((w) => w.id === workerId);
    if (worker) joinUnion(x, assign, worker, industry);
  },
});

/**
 * Fills the chosen Company slot by slot. A slot where every candidate is the same (same class,
 * skill and place) is filled at once; otherwise the player chooses which Worker goes there. Workers
 * move only when every slot has one, so the Company is never seen half staffed.
 */
function fillCompany(
  x: Ctx,
  s: AssignStep,
  company: Company,
  slots: SlotSpec[],
  chosen: Array<[number, number]>,
) {
  // Nobody moves before every slot has a Worker: who may come is read once for all the slots.
  const free = pool(x.g, s, company.id);
  let picked = chosen;
  for (;;) {
    const open = slots.filter((sl) => !picked.some(([, index]) => index === sl.index));
    const next = open[0];
    if (!next) {
      finishCompany(x, s, company, picked);
      return;
    }
    const groups = candidateGroups(free, next, open.slice(1), picked);
    if (groups.length !== 1) {
      const indexes = slots.map((sl) => sl.index);
      queue(
        x,
        assignSlot(withChanges(s, { company: company.id, slots: indexes, slot: next.index, chosen: picked })),
      );
      return;
    }
    const worker = groups[0]?.[0] as Worker;
    picked = [...picked, [worker.id, next.index]];
  }
}

interface SlotStep extends AssignStep {
  company: string;
  slots: number[];
  slot: number;
  chosen: Array<[number, number]>;
}

function stepSlots(company: Company, s: SlotStep): SlotSpec[] {
  return slotsOf(cardOf(company)).filter((sl) => s.slots.includes(sl.index));
}

const assignSlot = question<SlotStep, number>('assign.slot', {
  choice: workerChoice,
  ask(x, s) {
    const company = findCompany(x.g, s.company);
    if (!company) return null;
    const slots = stepSlots(company, s);
    const slot = slots.find((sl) => sl.index === s.slot);
    if (!slot) return null;
    const rest = slots.filter((sl) => sl !== slot && !s.chosen.some(([, index]) => index === sl.index));
    const options = candidateGroups(pool(x.g, s, company.id), slot, rest, s.chosen).map((group) => ({
      value: (group[0] as Worker).id,
      said: groupSaid(x.g, group),
    }));
    return {
      seat: s.seat,
      kind: 'assign.slot',
      said: slot.skill
        ? said('ask.slotSkilled', { skill: slot.skill, company: company.card })
        : said('ask.slotUnskilled', { company: company.card }),
      options,
    };
  },
  answer(x, s, workerId) {
    const company = findCompany(x.g, s.company);
    if (!company) return;
    const { company: _c, slots: _s, slot, chosen, ...assign } = s;
    fillCompany(x, assign, company, stepSlots(company, s), [...chosen, [workerId, slot]]);
  },
});

/** Who may take `slot` (Workers of `movable` not yet chosen, leaving `rest` fillable), as groups of alike Workers. */
function candidateGroups(
  movable: Worker[],
  slot: SlotSpec,
  rest: SlotSpec[],
  chosen: Array<[number, number]>,
): Worker[][] {
  // At most a Company's few slots are chosen: no Set needed to leave their Workers out.
  const free = chosen.length === 0 ? movable : movable.filter((w) => !chosen.some(([id]) => id === w.id));
  // The last slot to fill leaves nothing to keep fillable: whoever fits it may take it.
  if (rest.length === 0)
    return alikeGroups(slot.skill === null ? free : free.filter((w) => w.skill === slot.skill));
  const counts = countSkills(free);
  const fitting = free.filter((w) => {
    if (slot.skill !== null && w.skill !== slot.skill) return false;
    // Can the other slots still be filled once this Worker takes this one?
    counts.total--;
    if (w.skill !== null) counts.bySkill.set(w.skill, (counts.bySkill.get(w.skill) ?? 0) - 1);
    const rested = fits(rest, counts);
    counts.total++;
    if (w.skill !== null) counts.bySkill.set(w.skill, (counts.bySkill.get(w.skill) ?? 0) + 1);
    return rested;
  });
  return alikeGroups(fitting);
}

function finishCompany(x: Ctx, s: AssignStep, company: Company, chosen: Array<[number, number]>) {
  const g = x.g;
  const cls = workerClassOf(s);
  const placedIds = chosen.map(([id]) => id);
  const vacated = vacating(
    s,
    chosen.map(([id]) => g.workers.find((w) => w.id === id) as Worker),
  );
  // Refilling a Company left earlier in the same assignment is a swap: all its Workers, those who
  // stayed and those who came, are uncommitted (components reference §3.1 FAQ; rules-decisions E2).
  const swap = s.vacated?.includes(company.id) ?? false;
  for (const [id, slot] of chosen) {
    const worker = g.workers.find((w) => w.id === id) as Worker;
    detach(g, worker, { keepCoworkers: true });
    placeInCompany(worker, company.id, slot, !swap);
  }
  if (swap) for (const w of workersIn(g, company.id)) w.committed = false;
  log(x, 'workers.placed', {
    count: placedIds.length,
    class: cls,
    company: company.card,
    swap: maybe(swap, 'workers.swap'),
  });
  if (s.payPerWorker) {
    const payer = s.payPerWorker.payer === 'owner' ? company.owner : s.payPerWorker.payer;
    const to = s.payPerWorker.to ?? cls;
    const amount = s.payPerWorker.amount * placedIds.length;
    if (payer !== to && amount > 0) {
      payTo(x, payer, to, amount);
      log(x, 'pays', { payer, amount, to });
    }
  }
  afterWorkersMoved(x);
  queue(x, pickWhere(withChanges(s, { placed: s.placed + placedIds.length, vacated })));
}

/** Who owns a Company, as an assignment's option says it. */
function ownerSaid(company: Company): SaidList {
  if (company.owner === 'state') return list([said('option.ownerPublic')]);
  if (company.owner === 'working') return list([said('option.ownerCooperative')]);
  return list([said('option.className', { class: company.owner })]);
}

function slotSaid(slot: SlotSpec): Said {
  return slot.skill ? said('option.skill', { skill: slot.skill }) : said('option.unskilled');
}

/** Workers alike, as one option names them ("food-skilled Worker, from Farm (2)"). */
function groupSaid(g: GameState, group: Worker[]): Said {
  const w = group[0] as Worker;
  return said('option.worker', {
    kind: list([w.skill ? said('option.skilledWorker', { skill: w.skill }) : said('option.unskilledWorker')]),
    where: list([
      w.at === 'unemployed'
        ? said('option.unemployed')
        : said('option.fromCompany', { company: (findCompany(g, w.company as string) as Company).card }),
    ]),
    many: maybe(group.length > 1, 'option.many', { n: group.length }),
  });
}

/**
 * When an assignment ends, a Company it left with a gap keeps none of its Workers: they go to
 * Unemployed (a Company holds all its required Workers or none).
 */
const endAssignment = auto('assign.end', (x) => {
  const g = x.g;
  let emptied = false;
  for (const company of g.companies) {
    const workers = workersIn(g, company.id);
    if (
      workers.length === 0 ||
      requiredSlots(cardOf(company)).every((sl) => workers.some((w) => w.slot === sl.index))
    )
      continue;
    emptyCompany(g, company.id);
    emptied = true;
    log(x, 'workers.leftCompany', { company: company.card });
  }
  if (emptied) afterWorkersMoved(x);
});

/** An assignment as a step, for cards that queue it among their own steps: the picks, then the end. */
export const assignPick = auto<AssignStep>('assign.start', (x, s) =>
  queue(x, pickWhere(s), endAssignment({})),
);

/**
 * Fills one chosen Company now (a card that names the Company, e.g. Unemployment Initiative
 * Program), with the same slot choices and payments as an assignment; `opts.companyId` is set to it.
 */
export function assignToCompany(x: Ctx, seat: ClassId, opts: AssignOptions, companyId: string) {
  const s: AssignStep = { seat, placed: 0, ...opts, companyId };
  const target = targetCompanies(x.g, s)[0];
  if (!target) return;
  queue(x, endAssignment({}));
  fillCompany(x, s, target[0], target[1], []);
}

/** Whether `assignToCompany` can fill this Company now. */
export function canAssignTo(g: GameState, seat: ClassId, opts: AssignOptions, companyId: string): boolean {
  const s: AssignStep = { seat, placed: 0, ...opts, companyId };
  return targetCompanies(g, s).length > 0;
}

/** Queues an assignment (the Basic Action or a card's). */
export function assignWorkers(x: Ctx, seat: ClassId, opts: AssignOptions = {}) {
  queue(x, assignPick({ seat, placed: 0, ...opts }));
}

assignWorkersRules.action({
  id: 'assign-workers',
  name: 'Assign Workers',
  kind: 'basic',
  classes: ['working', 'middle'],
  summary: 'Move up to 3 of your Workers into open jobs (or Trade Unions) and commit them',
  can: (g, cls, why) => canAssign(g, cls, { unions: cls === 'working' }, why),
  start: (x, cls) => assignWorkers(x, cls, { unions: cls === 'working' }),
});
