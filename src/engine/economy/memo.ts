/**
 * Look-ups that are worked out once while a question is being asked. Asking never changes the
 * state, so inside `whileAsking(g, …)` the Workers of each Company, each class's Population and
 * the Companies by id are indexed once and reused; outside it every look-up reads the state afresh.
 */
import type { Company, GameState, Worker } from '../state.ts';

interface Scope {
  g: GameState;
  workersByCompany?: Map<string, Worker[]>;
  companies?: Map<string, Company>;
  population?: Map<string, number>;
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
  if (!scope.companies) scope.companies = new Map(g.companies.map((c) => [c.id, c]));
  return scope.companies.get(id);
}

export function memoNumber(g: GameState, key: string, compute: () => number): number {
  if (scope?.g !== g) return compute();
  if (!scope.population) scope.population = new Map();
  let value = scope.population.get(key);
  if (value === undefined) {
    value = compute();
    scope.population.set(key, value);
  }
  return value;
}
