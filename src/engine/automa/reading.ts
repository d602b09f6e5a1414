/**
 * Reading a state for one decision: while it is read, the look-ups the rules share (each Company's
 * Workers, each class's Population…) are worked out once, as they are while a question is asked.
 * The state must not change while it is read.
 */
import { askingScope, type Scope, whileAsking } from '../core/memo.ts';
import type { GameState } from '../game-state.ts';

export function reading<T>(g: GameState, read: () => T): T {
  return whileAsking(g, read);
}

/** Look-ups to share between several readings of a state that does not change in between. */
export function readingScope(g: GameState): Scope {
  return askingScope(g);
}

/** A reading within `shared` (look-ups already worked out there are reused). */
export function readingWithin<T>(g: GameState, shared: Scope, read: () => T): T {
  return whileAsking(g, read, shared);
}
