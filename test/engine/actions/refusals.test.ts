/**
 * Answers the game refuses: not offered, from the wrong seat, malformed. Each refusal carries a
 * reason code and a sentence, and leaves the state exactly as it was (docs/engine.md "The API").
 */
import { describe, expect, it } from 'vitest';
import type { ClassId } from '../../../src/data/common.ts';
import type { GameState } from '../../../src/engine/game-state.ts';
import { apply, applyAll, applyInPlace, pending } from '../../../src/engine/index.ts';
import { playRandomGame } from '../../../src/engine/simulation.ts';
import { answer, newGame, run, step } from '../helpers.ts';

function expectRefusal(g: GameState, seat: unknown, id: unknown, code: string) {
  const before = JSON.stringify(g);
  const pure = apply(g, seat as ClassId, id as string);
  expect(pure.ok).toBe(false);
  if (pure.ok) return;
  expect(pure.code).toBe(code);
  expect(pure.message).toMatch(/^[A-Z"].{10,}[.!?)]$/);
  expect(JSON.stringify(g)).toBe(before);
  const inPlace = applyInPlace(g, seat as ClassId, id as string);
  expect(inPlace.ok).toBe(false);
  expect(JSON.stringify(g)).toBe(before);
}

describe('Refused answers (docs/engine.md: apply never throws on bad input and never changes its argument)', () => {
  it('an answer that is not one of the offered options', () => {
    const g = newGame(4);
    expectRefusal(g, 'working', 'basic:lobby', 'not-offered');
    expectRefusal(g, 'working', 'free:use-luxury', 'not-offered');
    expectRefusal(g, 'working', 'play:working.strike#9', 'not-offered');
  });

  it('an answer from a seat that is not being asked', () => {
    const g = newGame(4);
    expectRefusal(g, 'capitalist', 'basic:lobby', 'not-your-turn');
    expectRefusal(g, 'state', 'basic:propose-bill', 'not-your-turn');
  });

  it('a seat that is not in the game (the State with 3 players)', () => {
    const g = newGame(3);
    expectRefusal(g, 'state', 'basic:propose-bill', 'not-your-turn');
  });

  it('malformed input: a seat that is not a class, or not a string', () => {
    const g = newGame(4);
    for (const seat of ['bank', 'Working', '', 5, null, undefined, {}, ['working']])
      expectRefusal(g, seat, 'basic:propose-bill', 'malformed');
  });

  it('malformed input: an answer that is not a string, is empty or too long', () => {
    const g = newGame(4);
    for (const id of [42, null, undefined, {}, ['basic:propose-bill'], '', 'x'.repeat(201)])
      expectRefusal(g, 'working', id, 'malformed');
  });

  it('during a secret bid: a seat that already answered is refused', () => {
    const g = newGame(4);
    g.bills[2] = { owner: 'working', section: 'A' };
    run(g, step('election', { policy: 2, immediate: false, predrawn: false }));
    answer(g, 'middle', 'for');
    answer(g, 'capitalist', 'for');
    answer(g, 'state', 'for');
    answer(g, 'working', 'bid:1');
    expectRefusal(g, 'working', 'bid:0', 'not-your-turn');
    expectRefusal(g, 'middle', 'bid:5', 'not-offered');
  });

  it('after the game is over nothing is accepted', () => {
    const game = playRandomGame(2, 'refusals-end', { checkInvariants: false });
    expect(game.completed).toBe(true);
    expect(pending(game.state)).toEqual([]);
    expectRefusal(game.state, 'working', 'end', 'game-over');
  });

  it('apply does not change its argument when it succeeds either', () => {
    const g = newGame(4);
    const before = JSON.stringify(g);
    const result = apply(g, 'working', 'basic:propose-bill');
    expect(result.ok).toBe(true);
    expect(JSON.stringify(g)).toBe(before);
  });

  it('applyAll is atomic: one refused answer and none of them apply', () => {
    const g = newGame(4);
    const before = JSON.stringify(g);
    const card = g.classes.working.hand[0] as string;
    const result = applyAll(g, 'working', ['basic:propose-bill', card, '9Z']);
    expect(result.ok).toBe(false);
    expect(JSON.stringify(g)).toBe(before);
    const ok = applyAll(g, 'working', ['basic:propose-bill', card, '2A', 'wait']);
    expect(ok.ok).toBe(true);
    expect(JSON.stringify(g)).toBe(before);
    if (ok.ok) expect(ok.state.bills[2]).toEqual({ owner: 'working', section: 'A' });
  });
});
