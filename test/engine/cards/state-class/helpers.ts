/**
 * Helpers for the State card and Event tests: a 4-player game at the State's turn with chosen
 * cards in hand, Events on the board, and answers by option id.
 */
import { expect } from 'vitest';
import type { ClassId } from '../../../../src/data/common.ts';
import type { GameState } from '../../../../src/engine/game-state.ts';
import { applyInPlace } from '../../../../src/engine/index.ts';
import { invariantViolations } from '../../../../src/engine/invariants.ts';
import { answer, forceTurn, newGame, optionIds, questionFor, setHand } from '../../testing.ts';

export { answer, optionIds, questionFor };

/** A 4-player game at the State's first turn; `prepare` changes the board first. */
export function stateTurn(
  cards: string[],
  prepare?: (g: GameState) => void,
  modules: Parameters<typeof newGame>[2] = {},
): GameState {
  const g = newGame(4, 'test', modules);
  prepare?.(g);
  setHand(g, 'state', cards.length ? cards : ['state.geopolitical-support']);
  forceTurn(g, 'state');
  return g;
}

/** The hand instance of a card id. */
export function instanceOf(g: GameState, cardId: string): string {
  const found = g.classes.state.hand.find((h) => h.startsWith(`${cardId}#`));
  if (!found) throw new Error(`${cardId} is not in the State's hand`);
  return found;
}

/** Plays a card from the State's hand for its effect, then answers the rest in order. */
export function play(g: GameState, cardId: string, ...answers: string[]): string[] {
  return answer(g, 'state', `play:${instanceOf(g, cardId)}`, ...answers);
}

/** The card is not offered for its effect, and trying to play it is refused. */
export function expectNotPlayable(g: GameState, cardId: string) {
  const id = `play:${instanceOf(g, cardId)}`;
  expect(optionIds(g, 'state')).not.toContain(id);
  const result = applyInPlace(g, 'state', id);
  expect(result.ok).toBe(false);
  if (!result.ok) expect(result.code).toBe('not-offered');
}

/** A game at the State's turn with these Events (card ids) on the board. */
export function eventTurn(events: string[], prepare?: (g: GameState) => void): GameState {
  return stateTurn(['state.geopolitical-support'], (g) => {
    g.classes.state.events = events.map((e) => `${e}#1`);
    prepare?.(g);
  });
}

/** Takes the Event Action (discarding the filler card) on this Event, then answers the rest. */
export function eventAction(g: GameState, event: string, ...answers: string[]): string[] {
  return answer(
    g,
    'state',
    'basic:event-action',
    instanceOf(g, 'state.geopolitical-support'),
    `${event}#1`,
    ...answers,
  );
}

/** The Event Action is not offered at all (no Event can be dealt with), and is refused. */
export function expectNoEventAction(g: GameState) {
  expect(optionIds(g, 'state')).not.toContain('basic:event-action');
  const result = applyInPlace(g, 'state', 'basic:event-action');
  expect(result.ok).toBe(false);
  if (!result.ok) expect(result.code).toBe('not-offered');
}

export function expectSound(g: GameState) {
  expect(invariantViolations(g)).toEqual([]);
}

/** The question now waiting for a seat (kind), to assert the flow went where expected. */
export function kindFor(g: GameState, seat: ClassId): string {
  return questionFor(g, seat).kind;
}

export function benefits(g: GameState, cls: 'working' | 'middle' | 'capitalist') {
  return g.classes[cls].benefits;
}
