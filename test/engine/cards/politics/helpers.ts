/**
 * Shared set-ups for the politics card tests: a game at a class's turn with a card in hand, the
 * card played by its option id, and the refusal check for a card whose condition does not hold.
 */
import { expect } from 'vitest';
import type { ClassId, VotingClass } from '../../../../src/data/common.ts';
import type { GameState } from '../../../../src/engine/game-state.ts';
import { applyInPlace, createGame, defaultOptions } from '../../../../src/engine/index.ts';
import { answer, forceTurn, newGame, optionIds, questionsOf, setHand } from '../../testing.ts';

/** A new game; `crisis` adds the Crisis & Control Action cards. */
export function game(players: 2 | 3 | 4 = 4, crisis = false): GameState {
  if (!crisis) return newGame(players);
  const options = defaultOptions(players);
  options.modules.extraActionCards = true;
  const g = createGame(options, 'test');
  if (questionsOf(g)[0]?.kind === 'prep.skilled') answer(g, 'middle', 'health');
  return g;
}

/** The option id that plays the card setHand put first in the hand. */
export const playId = (card: string) => `play:${card}#90`;

/** Makes it `seat`'s turn with `card` in hand, plays it, then gives the further answers. */
export function play(g: GameState, seat: ClassId, card: string, ...answers: string[]): string[] {
  setHand(g, seat, [card]);
  forceTurn(g, seat);
  return answer(g, seat, playId(card), ...answers);
}

/** The card is not offered for its effect, and answering it anyway is refused. */
export function expectRefused(g: GameState, seat: ClassId, card: string) {
  setHand(g, seat, [card]);
  forceTurn(g, seat);
  expect(optionIds(g, seat)).not.toContain(playId(card));
  const result = applyInPlace(g, seat, playId(card));
  expect(result.ok).toBe(false);
  if (!result.ok) expect(result.code).toBe('not-offered');
}

/** Puts exactly these cubes in the bag, the rest of each colour in the supply. */
export function setBag(g: GameState, bag: Partial<Record<VotingClass, number>>) {
  for (const cls of ['working', 'middle', 'capitalist'] as const) {
    const n = bag[cls] ?? 0;
    g.supply.cubes[cls] = 25 - n;
    g.bag[cls] = n;
  }
}

/** Sides for everyone asked, in order; then every secret bid (seat → amount). */
export function vote(
  g: GameState,
  sides: Array<[ClassId, 'for' | 'against']>,
  bids: Array<[ClassId, number]>,
) {
  for (const [seat, side] of sides) answer(g, seat, side);
  for (const [seat, n] of bids) answer(g, seat, `bid:${n}`);
}

/** The card asks nothing more: the seat is back at its turn menu, or the next turn has begun. */
export function expectCardDone(g: GameState, seat: ClassId) {
  const mine = questionsOf(g).filter((q) => q.seat === seat);
  for (const q of mine) expect(q.kind).toBe('turn');
}
