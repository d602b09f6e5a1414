/**
 * Look-ups that are worked out once while a question is being asked. Asking never changes the
 * state, so inside `whileAsking(g, …)` the Workers of each Company and values such as each class's
 * Population are worked out once and reused; outside it every look-up reads the state afresh.
 */
import type { GameState, Worker } from '../game-state.ts';

export interface Scope {
  g: GameState;
  workersByCompany?: Map<string, Worker[]>;
  values?: Map<string, unknown>;
}

let scope: Scope | null = null;

/**
 * Look-ups to share between several askings of one state that does not change in between (the
 * flow proving a question has an option, then building it): pass it to each `whileAsking`.
 */
export function askingScope(g: GameState): Scope {
  return { g };
}

export function whileAsking<T>(g: GameState, ask: () => T, shared?: Scope): T {
  if (scope?.g === g) return ask();
  const outer = scope;
  scope = shared?.g === g ? shared : { g };
  try {
    return ask();
  } finally {
    scope = outer;
  }
}

/** The Workers of a Company without any (frozen: shared by every look-up). */
const NO_WORKERS = Object.freeze([]) as unknown as Worker[];

/**
 * The Workers in a Company. The first look-up in a question indexes every Company's Workers in one
 * pass. Shared between calls: never change the array.
 */
export function indexedWorkersIn(g: GameState, companyId: string): Worker[] | null {
  if (scope?.g !== g) return null;
  let byCompany = scope.workersByCompany;
  if (byCompany === undefined) {
    byCompany = new Map();
    for (const w of g.workers) {
      if (w.at !== 'company') continue;
      const list = byCompany.get(w.company as string);
      if (list === undefined) byCompany.set(w.company as string, [w]);
      else list.push(w);
    }
    scope.workersByCompany = byCompany;
  }
  return byCompany.get(companyId) ?? NO_WORKERS;
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
