/**
 * Historical Events an Automa may trigger (Historical Events rulebook, The Trigger; components
 * reference §2.14, Automa rules digest, "Expansion interplay"): a Free-Action trigger is offered at
 * the end of its turn, a Basic-Action trigger in place of a Special Action it is about to carry
 * out. The engine offers only what its rules allow (the card's classes, requirement and Influence);
 * whether the Automa takes it is its decision procedure's (src/automa/, rules-decisions AU13).
 */
import type { AutomaClass } from '../../data/automa/index.ts';
import type { GameState } from '../game-state.ts';
import { untriggeredEvent } from '../modules/historical-events/deck.ts';
import { type ActionDef, rulesOf } from '../ruleset.ts';

/** The trigger of the current Historical Event, if this Automa may take it now by an action of this kind. */
export function eventTrigger(g: GameState, cls: AutomaClass, kind: 'free' | 'basic'): ActionDef | undefined {
  const card = untriggeredEvent(g);
  if (!card || typeof card.trigger === 'string' || card.trigger.action !== kind) return undefined;
  const action = rulesOf(g).actionById.get(card.id);
  return action?.can(g, cls) ? action : undefined;
}
