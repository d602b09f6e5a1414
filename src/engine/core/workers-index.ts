/**
 * The Workers of each Company, indexed once and kept until a Worker moves. Who works where is read
 * far more often than it changes (every turn menu asks it of every Company, production of each
 * one), so the index is kept with the state's Workers list between answers instead of being rebuilt
 * for each question or read by a scan of every Worker. Every move goes through the functions of
 * `workers/workers.ts`, which call `workersMoved`; the list growing or shrinking is seen by its
 * length. Code that moves a Worker by hand (tests, tools) must call `workersMoved` too (or
 * `forgetQuestions`, which does).
 */
import type { Worker } from '../game-state.ts';
import { KeptBy } from './kept.ts';

interface Index {
  /** The value of `moves` when it was built. */
  moves: number;
  length: number;
  byCompany: Map<string, Worker[]>;
}

/** Counts Worker moves in every state: a move anywhere makes every index be built again. */
let moves = 0;
// Any move anywhere makes every index stale: an index is kept for the last Workers list only.
const indexes = new KeptBy<Worker[], Index>(1);

/**
 * The Workers of a Company without any: shared by every look-up, changed by none (the type says
 * so). Not frozen: a frozen array is another kind of array to V8, and the loops over a Company's
 * Workers then left their fast path for every Company (playouts ran 2–4 % slower).
 */
const NO_WORKERS: readonly Worker[] = [];

/** A Worker joined, left or changed places (see the file's comment). */
export function workersMoved() {
  moves++;
}

function build(workers: Worker[]): Index {
  const byCompany = new Map<string, Worker[]>();
  for (const w of workers) {
    if (w.at !== 'company') continue;
    const list = byCompany.get(w.company as string);
    if (list === undefined) byCompany.set(w.company as string, [w]);
    else list.push(w);
  }
  return { moves, length: workers.length, byCompany };
}

/**
 * The Workers in a Company, in the order of the state's Workers list. Shared between calls and
 * replaced (never changed) when Workers move: read-only.
 */
export function indexedWorkersIn(workers: Worker[], companyId: string): readonly Worker[] {
  let index = indexes.get(workers);
  if (index === undefined || index.moves !== moves || index.length !== workers.length) {
    index = build(workers);
    indexes.set(workers, index);
  }
  return index.byCompany.get(companyId) ?? NO_WORKERS;
}
