/**
 * Determinism (docs/engine.md): the same options, seed and answers always give the same game.
 */
import { describe, expect, it } from 'vitest';
import { apply, applyInPlace, createGame, defaultOptions } from '../../../src/engine/index.ts';
import { playRandomGame } from '../../../src/engine/simulation.ts';

describe('replaying (options, seed, answers) gives an identical state', () => {
  for (const players of [2, 3, 4] as const) {
    for (const seed of [`det-${players}-a`]) {
      it(`${players} players, seed ${seed}`, () => {
        const game = playRandomGame(players, seed, { checkInvariants: false });
        expect(game.error).toBeNull();
        expect(game.completed).toBe(true);
        const replay = createGame(defaultOptions(players), seed);
        for (const [seat, id] of game.answers) {
          const result = applyInPlace(replay, seat, id);
          expect(result.ok).toBe(true);
        }
        expect(JSON.stringify(replay)).toBe(JSON.stringify(game.state));
      });
    }
  }

  it('replaying through the copying apply() gives the same state as applyInPlace', () => {
    const game = playRandomGame(3, 'det-copy', { checkInvariants: false, untilRound: 3 });
    let state = createGame(defaultOptions(3), 'det-copy');
    for (const [seat, id] of game.answers) {
      const result = apply(state, seat, id);
      if (!result.ok) throw new Error(result.message);
      state = result.state;
    }
    expect(JSON.stringify(state)).toBe(JSON.stringify(game.state));
  });

  it('another seed gives another game', () => {
    expect(JSON.stringify(createGame(defaultOptions(4), 'one'))).not.toBe(
      JSON.stringify(createGame(defaultOptions(4), 'two')),
    );
  });
});
