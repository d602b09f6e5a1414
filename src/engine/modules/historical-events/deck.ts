/**
 * The Historical Events deck (Historical Events rulebook, Setup and How to Play): one random card
 * per Period, Early on top and Period V at the bottom; one revealed per round, each covering the
 * last; a card triggers at most once and is then turned face down.
 */
import {
  HISTORICAL_PERIODS,
  type HistoricalEvent,
  historicalEventById,
  historicalEventsOfPeriod,
} from '../../../data/historical-events.ts';
import { nextInt } from '../../core/rng.ts';
import type { GameState, HistoricalEventsState } from '../../game-state.ts';

export function historicalEventOf(id: string): HistoricalEvent {
  const card = historicalEventById(id);
  if (!card) throw new Error(`unknown Historical Event ${id}`);
  return card;
}

/** One card of each Period drawn with the game's generator; the Early card is the next to reveal. */
export function dealHistoricalEvents(g: GameState): HistoricalEventsState {
  const deck: string[] = [];
  // The pile is built bottom up: Period V first, the Early card last (on top).
  for (const period of [...HISTORICAL_PERIODS].reverse()) {
    const cards = historicalEventsOfPeriod(period);
    deck.push((cards[nextInt(g.rng, cards.length)] as HistoricalEvent).id);
  }
  return { deck, revealed: [], triggered: [] };
}

/** The module's state; only called where the module is on. */
export function deckOf(g: GameState): HistoricalEventsState {
  const he = g.historicalEvents;
  if (!he) throw new Error('this game has no Historical Events');
  return he;
}

/** The Historical Event on top of the revealed pile, if one has been revealed. */
export function currentEvent(g: GameState): HistoricalEvent | undefined {
  const revealed = g.historicalEvents?.revealed;
  const id = revealed?.[revealed.length - 1];
  return id === undefined ? undefined : historicalEventOf(id);
}

/** The current Event, if it may still be triggered (revealed, not yet turned face down). */
export function untriggeredEvent(g: GameState): HistoricalEvent | undefined {
  const card = currentEvent(g);
  return card && !g.historicalEvents?.triggered.includes(card.id) ? card : undefined;
}

/** Reveals the next card; undefined when none is left. */
export function revealNext(g: GameState): HistoricalEvent | undefined {
  const he = deckOf(g);
  const id = he.deck.pop();
  if (id === undefined) return undefined;
  he.revealed.push(id);
  return historicalEventOf(id);
}
