/**
 * Historical Event tests start from a plain game (no Early card applied, so the numbers are the
 * base game's) with the module switched on and the chosen card on top of the revealed pile.
 */
import { expect } from 'vitest';
import type { ClassId } from '../../../../src/data/common.ts';
import type { GameState } from '../../../../src/engine/game-state.ts';
import { historicalEventOf } from '../../../../src/engine/modules/historical-events/deck.ts';
import { turnChoice } from '../../../../src/engine/phases/action.ts';
import { run, step } from '../../helpers.ts';
import { answer, forceTurn, forgetQuestions, newGame, optionIds } from '../../testing.ts';

export function withEvent(players: 2 | 3 | 4, card: string, seed = 'test'): GameState {
  const g = newGame(players, seed);
  g.options = { ...g.options, modules: { ...g.options.modules, historicalEvents: true } };
  g.historicalEvents = { deck: [], revealed: [card], triggered: [] };
  forgetQuestions(g);
  return g;
}

/** A game where the card is the next to be revealed (the current one is an applied Period card). */
export function beforeReveal(players: 2 | 3 | 4, card: string, seed = 'test'): GameState {
  const g = withEvent(players, 'he.international-alliance-of-women', seed);
  const he = g.historicalEvents as NonNullable<GameState['historicalEvents']>;
  he.triggered.push('he.international-alliance-of-women');
  he.deck.push(card);
  return g;
}

/** The end of Preparation: the next card is revealed (and applies if its trigger says so). */
export function reveal(g: GameState): string[] {
  return run(g, step('he.reveal'));
}

/** The end of the Action phase. */
export function endOfActionPhase(g: GameState): string[] {
  return run(g, step('he.action-end'));
}

function actionTrigger(card: string) {
  const trigger = historicalEventOf(card).trigger;
  if (typeof trigger === 'string') throw new Error(`${card} is not triggered by an action`);
  return trigger;
}

/** The option id of the card's trigger in the turn menu (`free:he.x` / `basic:he.x`). */
export function triggerId(card: string): string {
  return turnChoice.encode({ kind: actionTrigger(card).action, of: card });
}

/** Whether the turn menu offers `seat` the card's trigger on a fresh turn. */
export function offered(g: GameState, seat: ClassId, card: string): boolean {
  forceTurn(g, seat);
  return optionIds(g, seat).includes(triggerId(card));
}

/** The seat triggers the card from its turn menu (discarding its first card for a Basic Action). */
export function trigger(g: GameState, seat: ClassId, card: string, ...then: string[]): string[] {
  forceTurn(g, seat);
  const texts = answer(g, seat, triggerId(card));
  if (actionTrigger(card).action === 'basic')
    texts.push(...answer(g, seat, g.classes[seat].hand[0] as string));
  return [...texts, ...then.flatMap((id) => answer(g, seat, id))];
}

export function applied(g: GameState, card: string): boolean {
  return g.historicalEvents?.triggered.includes(card) ?? false;
}

/** The card is applied and the turn goes on (the seat's menu is back). */
export function expectApplied(g: GameState, card: string) {
  expect(applied(g, card)).toBe(true);
  expect(g.historicalEvents?.resolving).toBeUndefined();
}
