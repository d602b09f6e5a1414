/**
 * Workers of the Working and Middle Classes. Population follows the number of Workers in play
 * (components reference §2.6 bands); the supply is limited (rulebook, Component Limitations).
 */
import type { Industry } from '../../data/common.ts';
import { POPULATION_BANDS } from '../../data/tables.ts';
import { findCompany, workersIn } from '../companies/companies.ts';
import { KeptBy } from '../core/kept.ts';
import { workerMoving, workersMoved } from '../core/workers-index.ts';
import type { GameState, Worker } from '../game-state.ts';

export type WorkerClass = 'working' | 'middle';

export function workersOf(g: GameState, cls: WorkerClass): Worker[] {
  return g.workers.filter((w) => w.cls === cls);
}

export function unemployedOf(g: GameState, cls: WorkerClass): Worker[] {
  return g.workers.filter((w) => w.cls === cls && w.at === 'unemployed');
}

/**
 * Population, from the number of the class's Workers in play. Asked very often (every Buy Goods
 * offer, every use of goods, taxes) and changed rarely, so the counts are kept with the state's
 * Workers list until a Worker joins or leaves the game (`addWorker`, `removeWorker`; the list's length
 * catches a change by hand). A Worker's class never changes.
 */
export function populationOf(g: GameState, cls: WorkerClass): number {
  const count = workerCounts(g.workers)[cls];
  let population = 3;
  for (const band of POPULATION_BANDS) if (count >= band.minWorkers) population = band.population;
  return population;
}

interface WorkerCounts extends Record<WorkerClass, number> {
  /** The value of `rosterChanges` when counted. */
  changes: number;
  length: number;
}

/** Counts Workers joining or leaving any game: one doing so makes every count be made again. */
let rosterChanges = 0;
// Counted again in a few µs: kept for the few Workers lists read last (a search goes back and
// forth between a position and its forks), never written into a WeakMap for every fork.
const counts = new KeptBy<Worker[], WorkerCounts>(4);

function workerCounts(workers: Worker[]): WorkerCounts {
  const known = counts.get(workers);
  if (known !== undefined && known.changes === rosterChanges && known.length === workers.length) return known;
  const counted: WorkerCounts = { changes: rosterChanges, length: workers.length, working: 0, middle: 0 };
  for (const w of workers) counted[w.cls] += 1;
  counts.set(workers, counted);
  return counted;
}

/**
 * Workers who are alike for a choice (same skill, same place, same committed state), unemployed
 * ones first: any one of a group stands for all of it. (An assignment moves only uncommitted
 * Workers; Use Education may train a committed one.)
 */
export function alikeGroups(workers: readonly Worker[]): Worker[][] {
  // Few groups: comparing with each group's first Worker is cheaper than building a key per Worker.
  const unemployed: Worker[][] = [];
  const others: Worker[][] = [];
  for (const w of workers) {
    const groups = w.at === 'unemployed' ? unemployed : others;
    const group = groups.find(([first]) => alike(first as Worker, w));
    if (group) group.push(w);
    else groups.push([w]);
  }
  return others.length === 0 ? unemployed : unemployed.concat(others);
}

function alike(a: Worker, b: Worker): boolean {
  return a.skill === b.skill && a.at === b.at && a.company === b.company && a.committed === b.committed;
}

/**
 * Adds a Worker from the supply to Unemployed. A missing skilled Worker becomes an unskilled one
 * and vice versa; with no Workers of the class left, nothing is added (returns null).
 */
export function addWorker(g: GameState, cls: WorkerClass, skill: Industry | null): Worker | null {
  if (g.supply[cls] <= 0) return null;
  g.supply[cls] -= 1;
  // Every key written (undefined: JSON leaves it out), in the order a fork copies them: one shape.
  const worker: Worker = {
    id: g.nextId++,
    cls,
    skill,
    at: 'unemployed',
    committed: false,
    company: undefined,
    slot: undefined,
  };
  g.workers.push(worker);
  rosterChanges++;
  workersMoved();
  return worker;
}

/** Returns a Worker to the supply (removing it from the game). */
export function removeWorker(g: GameState, worker: Worker) {
  const i = g.workers.indexOf(worker);
  if (i < 0) return;
  g.workers.splice(i, 1);
  g.supply[worker.cls] += 1;
  rosterChanges++;
  workersMoved();
}

/** The Company a Worker is in, if any (what `workerMoving` is told it leaves). */
function companyOf(worker: Worker): string | undefined {
  return worker.at === 'company' ? worker.company : undefined;
}

export function toUnemployed(worker: Worker) {
  workerMoving(worker, companyOf(worker), undefined);
  worker.at = 'unemployed';
  worker.company = undefined;
  worker.slot = undefined;
  worker.committed = false;
}

export function placeInCompany(worker: Worker, companyId: string, slot: number, committed: boolean) {
  workerMoving(worker, companyOf(worker), companyId);
  worker.at = 'company';
  worker.company = companyId;
  worker.slot = slot;
  worker.committed = committed;
}

/** Everyone still in a Company goes to Unemployed (Company sold, closed or left incomplete). */
export function emptyCompany(g: GameState, companyId: string) {
  for (const w of workersIn(g, companyId)) toUnemployed(w);
}

/**
 * Whether a Worker may be moved by an Assign Workers: not committed, not in a Trade Union, and not
 * leaving a Company where another Worker is committed (they cannot be sent away; see
 * docs/rules-decisions.md "Leaving a Company").
 */
export function isMovable(g: GameState, worker: Worker): boolean {
  if (worker.committed || worker.at === 'union') return false;
  if (worker.at === 'unemployed') return true;
  if (!workersIn(g, worker.company as string).some((w) => w.committed)) return true;
  // An employee leaving a Middle Class Company sends nobody away (see `detach`).
  return worker.cls === 'working' && findCompany(g, worker.company as string)?.owner === 'middle';
}

/**
 * Takes a Worker out of its Company for a move. A Company cannot keep only part of its Workers: the
 * others go to Unemployed — unless `keepCoworkers`, for an Assign Workers that may still refill the
 * gap (its Workers of the same class then wait there until the action ends). When a Middle Class
 * Worker running a Company leaves, the employee goes at once (rulebook, Middle Class Assign Workers).
 */
export function detach(g: GameState, worker: Worker, opts: { keepCoworkers?: boolean } = {}) {
  if (worker.at === 'company') {
    const company = findCompany(g, worker.company as string);
    const others = workersIn(g, worker.company as string).filter((w) => w !== worker);
    const leavingEmployee = company?.owner === 'middle' && worker.cls === 'working';
    if (!leavingEmployee)
      for (const w of others) if (!opts.keepCoworkers || w.cls !== worker.cls) toUnemployed(w);
  }
  toUnemployed(worker);
}

/** A skilled Worker (already out of its Company) joins its industry's Trade Union, committed. */
export function toTradeUnion(worker: Worker) {
  workerMoving(worker, companyOf(worker), undefined);
  worker.at = 'union';
  worker.committed = true;
}

export function tradeUnions(g: GameState): Worker[] {
  return g.workers.filter((w) => w.at === 'union');
}
