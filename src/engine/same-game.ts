/**
 * Whether two states are the same game. The engine is deterministic, so a game's log replayed
 * ends in its snapshot — unless the rules changed since it was played; a store, an undo and a
 * look back at a finished game check with this before trusting a replay.
 */
import type { GameState } from './game-state.ts';

/** Equal as JSON writes them (undefined values left out), the order of keys aside: a state read back from an older record is rebuilt key by key. */
export function sameGame(a: GameState, b: GameState): boolean {
  return sameValue(JSON.parse(JSON.stringify(a)), JSON.parse(JSON.stringify(b)));
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x);
  if (keys.length !== Object.keys(y).length) return false;
  for (const k of keys) if (!Object.hasOwn(y, k) || !sameValue(x[k], y[k])) return false;
  return true;
}
