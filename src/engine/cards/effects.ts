/**
 * Action card effects, by the effect id the card data names. A card can be played for its effect
 * when its Policy requirement holds and its effect says it can be done; otherwise it can still be
 * discarded for a Basic Action.
 */
import type { ClassId } from '../../data/common.ts';
import type { Ctx } from '../core/flow.ts';
import type { GameState } from '../game-state.ts';

export interface CardEffect {
  /** Extra conditions beyond the Policy requirement (e.g. "if you have ≥3 unemployed Workers"). */
  can(g: GameState, cls: ClassId, params: Record<string, unknown>): boolean;
  /** Queues the steps of the effect. */
  start(x: Ctx, cls: ClassId, params: Record<string, unknown>, card: string): void;
}

const effects = new Map<string, CardEffect>();

export function defineEffect(id: string, effect: CardEffect) {
  if (effects.has(id)) throw new Error(`card effect ${id} is defined twice`);
  effects.set(id, effect);
}

export function effectById(id: string): CardEffect | undefined {
  return effects.get(id);
}
