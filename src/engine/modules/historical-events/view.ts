/**
 * What everyone may see of the Historical Events: the cards revealed (the last one on top), which
 * were applied, how many are still face down (not which), and whether the current card's
 * requirement holds now, part by part.
 */
import type { GameState } from '../../game-state.ts';
import { currentEvent } from './deck.ts';
import { checkRequirement, type RequirementCheck } from './requirements.ts';

export interface HistoricalEventsView {
  /** Revealed cards, oldest first; the last is the current Historical Event. */
  revealed: string[];
  /** Cards whose effect was applied (turned face down). */
  triggered: string[];
  /** Cards still face down (their order and names are secret). */
  left: number;
  /** The current card's requirement, checked now (null before the first reveal). */
  requirement: RequirementCheck | null;
}

export function historicalEventsView(g: GameState): HistoricalEventsView | undefined {
  const he = g.historicalEvents;
  if (!he) return undefined;
  const current = currentEvent(g);
  return {
    revealed: [...he.revealed],
    triggered: [...he.triggered],
    left: he.deck.length,
    requirement: current ? checkRequirement(g, current) : null,
  };
}
