import { applyAll, createGame, type GameState } from '../engine/index.ts';
import type { GameRecord } from './types.ts';

/**
 * Rebuilds a game from its options, seed and action log alone. The engine is deterministic, so the
 * result equals the stored snapshot; `upTo` stops after that many entries (for audits and undo).
 */
export function replay(record: Pick<GameRecord, 'options' | 'seed' | 'actions'>, upTo?: number): GameState {
  let state = createGame(record.options, record.seed);
  for (const entry of record.actions.slice(0, upTo)) {
    const result = applyAll(state, entry.seat, entry.answers);
    if (!result.ok) throw new Error(`replay: entry ${entry.version} was refused: ${result.code}`);
    state = result.state;
  }
  return state;
}
