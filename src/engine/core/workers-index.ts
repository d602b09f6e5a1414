/**
 * The Workers of each Company, indexed once and kept while Workers move. Who works where is read
 * far more often than it changes (every turn menu asks it of every Company, production of each
 * one), so the index is kept with the state's Workers list between answers instead of being rebuilt
 * for each question or read by a scan of every Worker. Every move goes through the functions of
 * `workers/workers.ts`, which tell `workerMoving` which Companies a Worker leaves and joins: the
 * index mends those two lists. A Worker joining or leaving the game (`workersMoved`), or the list
 * growing or shrinking by hand (seen by its length), has the index built again. Code that moves a
 * Worker by hand (tests, tools) must call `workersMoved` too (or `forgetQuestions`, which does).
 */
import type { Worker } from '../game-state.ts';

interface Index {
  /** The value of `moves` when it was built. */
  moves: number;
  length: number;
  /** The Workers list indexed. */
  workers: Worker[];
  byCompany: Map<string, readonly Worker[]>;
}

/** Counts changes the index is not told the details of: any one has the index built again. */
let moves = 0;
/** The index of the last Workers list read (one only: a playout or a game reads one list over and over). */
let kept: Index | undefined;

/**
 * The Workers of a Company without any: shared by every look-up, changed by none (the type says
 * so). Not frozen: a frozen array is another kind of array to V8, and the loops over a Company's
 * Workers then left their fast path for every Company (playouts ran 2–4 % slower).
 */
const NO_WORKERS: readonly Worker[] = [];

/** Workers joined or left the game, or moved without `workerMoving` (see the file's comment). */
export function workersMoved() {
  moves++;
}

/**
 * A Worker is about to leave Company `from` for Company `to` (undefined: no Company). The index
 * kept is mended when the Worker is on its list; a Worker on another list changes nothing in it.
 * The two Companies' lists are replaced, never changed: a caller may be going through one.
 */
export function workerMoving(worker: Worker, from: string | undefined, to: string | undefined) {
  const index = kept;
  if (from === to || index === undefined || !isCurrent(index) || !index.workers.includes(worker)) return;
  const byCompany = index.byCompany;
  if (from !== undefined) {
    const rest = (byCompany.get(from) ?? NO_WORKERS).filter((w) => w !== worker);
    if (rest.length > 0) byCompany.set(from, rest);
    else byCompany.delete(from);
  }
  if (to !== undefined)
    byCompany.set(to, inListOrder(index.workers, byCompany.get(to) ?? NO_WORKERS, worker));
}

/** `list` with `worker` added, all in the order of the Workers list. */
function inListOrder(workers: Worker[], list: readonly Worker[], worker: Worker): Worker[] {
  const at = workers.indexOf(worker);
  const out: Worker[] = [];
  let added = false;
  for (const w of list) {
    if (!added && workers.indexOf(w) > at) {
      out.push(worker);
      added = true;
    }
    out.push(w);
  }
  if (!added) out.push(worker);
  return out;
}

function isCurrent(index: Index): boolean {
  return index.moves === moves && index.length === index.workers.length;
}

function build(workers: Worker[]): Index {
  const byCompany = new Map<string, Worker[]>();
  for (const w of workers) {
    if (w.at !== 'company') continue;
    const list = byCompany.get(w.company as string);
    if (list === undefined) byCompany.set(w.company as string, [w]);
    else list.push(w);
  }
  return { moves, length: workers.length, workers, byCompany };
}

/**
 * The Workers in a Company, in the order of the state's Workers list. Shared between calls and
 * replaced (never changed) when Workers move: read-only.
 */
export function indexedWorkersIn(workers: Worker[], companyId: string): readonly Worker[] {
  let index = kept;
  if (index === undefined || index.workers !== workers || !isCurrent(index)) {
    index = build(workers);
    kept = index;
  }
  return index.byCompany.get(companyId) ?? NO_WORKERS;
}
