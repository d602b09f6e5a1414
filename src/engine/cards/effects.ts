/**
 * Action card effects, by the effect id the card data names, from the game's rules (each card file
 * lists its effects in a `Rules`). A card can be played for its effect when its Policy requirement
 * holds and its effect says it can be done; otherwise it can still be discarded for a Basic Action.
 */
import type { GameState } from '../game-state.ts';
import { type CardEffect, rulesOf } from '../ruleset.ts';

export function effectOf(g: GameState, effect: string): CardEffect | undefined {
  return rulesOf(g).effects.get(effect);
}
