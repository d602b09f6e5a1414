/**
 * Which seats an Automa plays (Crisis & Control: the Working, Middle and Capitalist Class Automas;
 * there is no State Automa) and their cards. A game without Automa seats has no `automa` state, and
 * every rule here leaves it as the base game plays it.
 */
import { type AiCard, AUTOMAS, type AutomaClass } from '../../data/automa/index.ts';
import { type ClassId, VOTING_CLASSES } from '../../data/common.ts';
import type { AutomaState, GameState } from '../game-state.ts';

export function automaOf(g: GameState, cls: ClassId): AutomaState | undefined {
  return cls === 'state' ? undefined : g.automa?.[cls];
}

export function isAutoma(g: GameState, cls: ClassId): cls is AutomaClass {
  return automaOf(g, cls) !== undefined;
}

/** The Automa seats of the game, in player order. */
export function automaSeats(g: GameState): AutomaClass[] {
  if (!g.automa) return [];
  return VOTING_CLASSES.filter((c) => g.automa?.[c] !== undefined);
}

const AI_CARDS = new Map<string, AiCard>(
  Object.values(AUTOMAS).flatMap((a) => a.aiCards.map((c) => [c.id, c] as const)),
);

export function aiCardById(id: string): AiCard | undefined {
  return AI_CARDS.get(id);
}

/** The AI card an Automa revealed this turn. */
export function currentAiCard(g: GameState, cls: ClassId): AiCard | undefined {
  const card = automaOf(g, cls)?.card;
  return card ? aiCardById(card) : undefined;
}
