/**
 * Action card effects, by the effect id the card data names. A card can be played for its effect
 * when its Policy requirement holds and its effect says it can be done; otherwise it can still be
 * discarded for a Basic Action.
 */
import type { ClassId } from '../../data/common.ts';
import type { EffectId, EffectParams } from '../../data/effect-specs.ts';
import type { Ctx } from '../core/flow.ts';
import type { GameState } from '../game-state.ts';

/** What a card does, given the parameters its data carries (typed by the effect's schema). */
export interface CardEffect<P = Record<string, unknown>> {
  /** Extra conditions beyond the Policy requirement (e.g. "if you have ≥3 unemployed Workers"). */
  can(g: GameState, cls: ClassId, params: P): boolean;
  /** Queues the steps of the effect. */
  start(x: Ctx, cls: ClassId, params: P, card: string): void;
}

const effects = new Map<string, CardEffect>();

export function defineEffect<E extends EffectId>(id: E, effect: CardEffect<EffectParams<E>>) {
  if (effects.has(id)) throw new Error(`card effect ${id} is defined twice`);
  // The data's parameters were checked against this effect's schema when the cards loaded.
  effects.set(id, effect as unknown as CardEffect);
}

export function effectById(id: string): CardEffect | undefined {
  return effects.get(id);
}
