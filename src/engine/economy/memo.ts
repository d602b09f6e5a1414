/**
 * Look-ups that are worked out once while a question is being asked. Asking never changes the
 * state, so inside `whileAsking(g, …)` the Workers of each Company and values such as each class's
 * Population are worked out once and reused; outside it every look-up reads the state afresh.
 */
import type { GameState, Worker } from '../state.ts';

interface Scope {
  g: GameState;
  workersByCompany?: Map<string, Worker[]>;
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

/**
 * The Workers in a Company, each Company's looked up when first asked for (a question usually needs
 * only some of them). Shared between calls: never change the array.
 */
export function indexedWorkersIn(g: GameState, companyId: string): Worker[] | null {
  if (scope?.g !== g) return null;
  scope.workersByCompany ??= new Map();
  let list = scope.workersByCompany.get(companyId);
  if (list === undefined) {
    list = [];
    for (const w of g.workers) if (w.at === 'company' && w.company === companyId) list.push(w);
    scope.workersByCompany.set(companyId, list);
  }
  return list;
}

/**
 * A value worked out from the state once per question (e.g. a class's Population). `key` must name
 * everything the value depends on besides the state; the value must not be changed by the caller.
 */
export function memo<T>(g: GameState, key: string, compute: () => T): T {
  if (scope?.g !== g) return compute();
  if (!scope.values) scope.values = new Map();
  const known = scope.values.get(key);
  // One look-up when the value is known (an undefined value is looked for twice).
  if (known !== undefined || scope.values.has(key)) return known as T;
  const value = compute();
  scope.values.set(key, value);
  return value;
}
