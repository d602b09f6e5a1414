/**
 * Reading a state for one decision: while it is read, the look-ups the rules share (each Company's
 * Workers, each class's Population…) are worked out once, as they are while a question is asked.
 * The state must not change while it is read.
 *
 * An advanced Automa's checks read the board just before it is asked for its move, and its move is
 * decided by the same facts (what its class could buy, employ, build, export): what the checks
 * worked out is kept for that decision, while the state stays as it was — the same version (no
 * answer since) and the same step at the top of its flow. Only the last turn's is kept (with its
 * state): it is for the decision asked next, and a state kept in a WeakMap costs more than it saves.
 */
import { askingScope, type Scope, whileAsking } from '../core/memo.ts';
import type { GameState, Step } from '../game-state.ts';

interface TurnReading {
  g: GameState;
  version: number;
  /** The step at the top of the flow when it was kept (the Automa's move, waiting). */
  step: Step | undefined;
  scope: Scope;
}

let turnReading: TurnReading | null = null;

/** The look-ups of the checks, kept for the decision asked next (the state as it is now). */
export function keepTurnReading(g: GameState, scope: Scope) {
  turnReading = { g, version: g.version, step: g.flow[g.flow.length - 1], scope };
}

/** The look-ups kept for the state as it is now, if any: taken (the decision they were kept for is being made). */
function takeKept(g: GameState): Scope | undefined {
  const kept = turnReading;
  if (kept?.g !== g) return undefined;
  turnReading = null;
  return kept.version === g.version && kept.step === g.flow[g.flow.length - 1] ? kept.scope : undefined;
}

export function reading<T>(g: GameState, read: () => T): T {
  return whileAsking(g, read, takeKept(g));
}

/** Look-ups to share between several readings of a state that does not change in between. */
export function readingScope(g: GameState): Scope {
  return askingScope(g);
}

/** A reading within `shared` (look-ups already worked out there are reused). */
export function readingWithin<T>(g: GameState, shared: Scope, read: () => T): T {
  return whileAsking(g, read, shared);
}
