/**
 * Drawing from the game's decks. A draw pile that runs out is refilled by shuffling its discard
 * pile (rulebook is silent; see docs/rules-decisions.md).
 */
import type { ClassId } from '../data/common.ts';
import { shuffle } from './core/rng.ts';
import type { GameState, Pile } from './game-state.ts';

export function drawFrom(g: GameState, pile: Pile): string | undefined {
  if (pile.draw.length === 0 && pile.discard.length > 0) {
    pile.draw = shuffle(g.rng, pile.discard);
    pile.discard = [];
  }
  return pile.draw.pop();
}

/** Draws Action cards into a class's hand. */
export function drawActionCards(g: GameState, cls: ClassId, n: number) {
  const pile = g.decks.actions[cls];
  const hand = g.classes[cls].hand;
  for (let i = 0; i < n; i++) {
    const card = drawFrom(g, pile);
    if (!card) break;
    hand.push(card);
  }
}

/** Card id of a card instance (`working.strike#2` → `working.strike`). */
export function cardIdOf(instance: string): string {
  const i = instance.indexOf('#');
  return i < 0 ? instance : instance.slice(0, i);
}

/**
 * A look-up of cards by instance id (`working.strike#2`) from one by card id, each instance's card
 * found once: card data never changes, and cutting the card id out of the instance id made a new
 * string to hash at every look-up. Only cards found are kept (an answer may name anything).
 */
export function byInstance<T>(byId: (id: string) => T | undefined): (instance: string) => T | undefined {
  const known = new Map<string, T>();
  return (instance) => {
    let card = known.get(instance);
    if (card === undefined) {
      card = byId(cardIdOf(instance));
      if (card !== undefined) known.set(instance, card);
    }
    return card;
  };
}

/** Every copy of a card gets its own instance id, so a hand can hold two of the same card. */
export function instances(cards: ReadonlyArray<{ id: string; copies: number }>): string[] {
  const out: string[] = [];
  for (const card of cards) for (let i = 1; i <= card.copies; i++) out.push(`${card.id}#${i}`);
  return out;
}
