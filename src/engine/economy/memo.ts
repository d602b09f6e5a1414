/**
 * Look-ups that are worked out once while a question is being asked. Asking never changes the
 * state, so inside `whileAsking(g, …)` the Workers of each Company, the Companies by id and values
 * such as each class's Population are worked out once and reused; outside it every look-up reads
 * the state afresh.
 */
import type { Company, GameState, Worker } from '../state.ts';

interface Scope {
  g: GameState;
  workersByCompany?: Map<string, Worker[]>;
  companies?: Map<string, Company>;
  values?: Map<string, unknown>;
}

let scope: Scope | null = null;

export function whileAsking<T>(g: GameState, ask: () => T): T {
  if (scope?.g === g) return ask();
  const outer = scope;
  scope = { g };
  try {
    return ask();
  } finally {
    scope = outer;
  }
}

const NONE: Worker[] = [];

export function indexedWorkersIn(g: GameState, companyId: string): Worker[] | null {
  if (scope?.g !== g) return null;
  if (!scope.workersByCompany) {
    const index = new Map<string, Worker[]>();
    for (const w of g.workers) {
      if (w.at !== 'company' || !w.company) continue;
      const list = index.get(w.company);
      if (list) list.push(w);
      else index.set(w.company, [w]);
    }
    scope.workersByCompany = index;
  }
  return scope.workersByCompany.get(companyId) ?? NONE;
}

export function indexedCompany(g: GameState, id: string): Company | undefined | null {
  if (scope?.g !== g) return null;
  if (!scope.companies) {
    const index = new Map<string, Company>();
    for (const c of g.companies) if (!index.has(c.id)) index.set(c.id, c);
    scope.companies = index;
  }
  return scope.companies.get(id);
}

/**
 * A value worked out from the state once per question (e.g. a class's Population). `key` must name
 * everything the value depends on besides the state; the value must not be changed by the caller.
 */
export function memo<T>(g: GameState, key: string, compute: () => T): T {
  if (scope?.g !== g) return compute();
  if (!scope.values) scope.values = new Map();
  if (scope.values.has(key)) return scope.values.get(key) as T;
  const value = compute();
  scope.values.set(key, value);
  return value;
}
