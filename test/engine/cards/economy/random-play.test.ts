/**
 * Random legal play with the Crisis & Control Action cards in the decks (the simulator plays the
 * base decks only), favouring card plays: no answer offered may be refused, every invariant holds
 * after every answer, and the economy cards' own questions keep their labels within 100 characters.
 */
import { describe, expect, it } from 'vitest';
import { nextInt, seedRng } from '../../../../src/engine/core/rng.ts';
import { applyInPlace, createGame, defaultOptions, pending } from '../../../../src/engine/index.ts';
import { invariantViolations } from '../../../../src/engine/invariants.ts';
import { labelOf } from '../../testing.ts';

function playGame(players: 2 | 3 | 4, seed: string): { over: boolean; played: number } {
  const options = defaultOptions(players);
  options.modules.extraActionCards = true;
  const g = createGame(options, seed);
  const chooser = seedRng(`answers:${seed}`);
  let played = 0;
  for (let n = 0; n < 30_000; n++) {
    const questions = pending(g);
    const q = questions[nextInt(chooser, questions.length)];
    if (!q) break;
    if (q.kind.startsWith('econ.'))
      for (const o of q.options) expect(labelOf(o).length).toBeLessThanOrEqual(100);
    const plays = q.options.filter((o) => o.id.startsWith('play:'));
    const pick =
      plays.length > 0 && nextInt(chooser, 3) > 0
        ? plays[nextInt(chooser, plays.length)]
        : q.options[nextInt(chooser, q.options.length)];
    if (!pick) throw new Error(`${q.kind} offered nothing`);
    if (pick.id.startsWith('play:')) played++;
    const result = applyInPlace(g, q.seat, pick.id);
    expect(result.ok, `${q.kind} ${pick.id}`).toBe(true);
    expect(invariantViolations(g)).toEqual([]);
  }
  return { over: g.phase === 'game-over', played };
}

describe('economy cards in random play with the Crisis & Control Action cards', () => {
  for (const players of [2, 3, 4] as const) {
    it(`${players} players: games finish with no refused answer and no broken invariant`, () => {
      for (let i = 0; i < 2; i++) {
        const { over, played } = playGame(players, `economy-cards:${players}:${i}`);
        expect(over).toBe(true);
        expect(played).toBeGreaterThan(5);
      }
    });
  }
});
