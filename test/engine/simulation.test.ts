/**
 * Random legal games for each player count complete with no invariant broken (the 1,000-game runs
 * are `npm run simulate`). Invariants are checked every few answers, at every phase change and at
 * the end, to keep this quick.
 */
import { describe, expect, it } from 'vitest';
import { score } from '../../src/engine/index.ts';
import { sampledGame } from './helpers.ts';

const GAMES = 20;

describe('random games complete without breaking an invariant', () => {
  for (const players of [2, 3, 4] as const) {
    it(`${GAMES} games with ${players} players`, () => {
      for (let i = 0; i < GAMES; i++) {
        const game = sampledGame(players, `rules-sim:${players}:${i}`, 16);
        expect(game.violations, `game ${i}`).toEqual([]);
        expect(game.completed, `game ${i}`).toBe(true);
        expect(game.state.round).toBe(5);
        expect(game.state.winners?.length).toBeGreaterThan(0);
        // The final score equals its breakdown.
        for (const sheet of score(game.state)) {
          expect(sheet.lines.reduce((n, l) => n + l.vp, 0)).toBe(sheet.total);
          expect(sheet.total).toBe(game.state.classes[sheet.cls].vp);
        }
      }
    });
  }
});
