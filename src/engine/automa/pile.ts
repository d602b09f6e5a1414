/**
 * The AI card pile (Crisis & Control, Automa setup and Final Round Rules): face down, top card last.
 * A card drawn for a turn stays face up until the next turn's draw, then goes to the discard pile.
 * Cards drawn to decide something (Influence spending, Response to Strike) are only looked at:
 * they are shuffled back into the pile (rules-decisions AU3), so the pile holds 5 cards at the final
 * Elections as the rulebook counts, when the discards are shuffled in under it.
 */

import type { AiCard } from '../../data/automa/index.ts';
import type { ClassId } from '../../data/common.ts';
import { shuffle } from '../core/rng.ts';
import type { AutomaState, GameState } from '../game-state.ts';
import { aiCardById, automaOf } from './seats.ts';

/** A pile that runs out takes its shuffled discards (never needed in a game of 25 turns; a guard). */
function refill(g: GameState, a: AutomaState) {
  if (a.pile.length > 0 || a.discard.length === 0) return;
  a.pile = shuffle(g.rng, a.discard);
  a.discard = [];
}

/** Reveals the turn's AI card; the previous one goes to the discard pile. */
export function drawTurnCard(g: GameState, cls: ClassId): AiCard | undefined {
  const a = automaOf(g, cls);
  if (!a) return undefined;
  if (a.card) a.discard.push(a.card);
  a.card = null;
  refill(g, a);
  const id = a.pile.pop();
  if (!id) return undefined;
  a.card = id;
  return aiCardById(id);
}

/**
 * Looks at `n` AI cards from the top of the pile (fewer if it holds fewer) and shuffles them back:
 * the cards seen are kept in `revealed` for the log. Returns them.
 */
export function revealCards(g: GameState, cls: ClassId, n: number): AiCard[] {
  const a = automaOf(g, cls);
  if (!a || n <= 0) return [];
  refill(g, a);
  const seen = a.pile.splice(Math.max(0, a.pile.length - n)).reverse();
  a.pile.push(...seen);
  a.pile = shuffle(g.rng, a.pile);
  a.revealed = seen;
  return seen.map((id) => aiCardById(id)).filter((c): c is AiCard => c !== undefined);
}

/** How many Influence indicators `n` revealed cards show. */
export function influenceIndicators(g: GameState, cls: ClassId, n: number): number {
  return revealCards(g, cls, n).filter((c) => c.influence).length;
}

/** Final round: the discards are shuffled and put under the pile, for the Elections' draws. */
export function discardsUnderPile(g: GameState, cls: ClassId) {
  const a = automaOf(g, cls);
  if (!a || a.discard.length === 0) return;
  a.pile = [...shuffle(g.rng, a.discard), ...a.pile];
  a.discard = [];
}
