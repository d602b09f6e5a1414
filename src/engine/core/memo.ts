/**
 * Look-ups that are worked out once while a question is being asked. Asking never changes the
 * state, so inside `whileAsking(g, …)` values such as a class's movable Workers are worked out once
 * and reused; outside it every look-up reads the state afresh. (The Workers of each Company and
 * each class's Population are kept longer: core/workers-index.ts, workers/workers.ts.)
 */
import type { GameState } from '../game-state.ts';

export interface Scope {
  g: GameState;
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
  const outer = enterAsking(g, shared);
  try {
    return ask();
  } finally {
    leaveAsking(outer);
  }
}

/** Already asking about the state: entering again changes nothing, leaving restores nothing. */
const SAME = Symbol('same scope');

/**
 * `whileAsking` in two halves, for the flow's own hot paths (no closure per question): what
 * `enterAsking` returns goes to `leaveAsking`, in a `finally`.
 */
export function enterAsking(g: GameState, shared?: Scope): Scope | null | typeof SAME {
  if (scope?.g === g) return SAME;
  const outer = scope;
  scope = shared?.g === g ? shared : { g };
  return outer;
}

export function leaveAsking(outer: Scope | null | typeof SAME) {
  if (outer !== SAME) scope = outer;
}

/**
 * A value worked out from the state once per question (e.g. a class's movable Workers). `key` must name
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
