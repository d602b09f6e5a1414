/**
 * The AI's worker pool warming up (src/ai/pool.ts `warm`): a fresh worker thinks about made-up
 * games in short background slices, and a decision someone waits for comes before the slices still
 * queued; stopping the pool drops them without an error.
 */
import { describe, expect, it } from 'vitest';
import { AiPool } from '../../src/ai/pool.ts';
import { createGame, defaultOptions, pending } from '../../src/engine/index.ts';

describe('the AI pool warming up', () => {
  it('queues its slices behind a decision, and drops the rest without an error when stopped', async () => {
    const errors: unknown[] = [];
    const pool = new AiPool({
      workers: 1,
      warmMs: 4000,
      thinkMs: 50,
      maxPlayouts: 4,
      onError: (error) => errors.push(error),
    });
    try {
      pool.warm();
      // 4 s in slices of 400 ms: one is thinking, the other nine wait.
      expect(pool.thinking).toBe(1);
      expect(pool.queued).toBe(9);
      const state = createGame(defaultOptions(3), 'pool-warm');
      const question = pending(state)[0];
      if (!question) throw new Error('a new game asks something');
      const thought = await pool.think({ state, seat: question.seat, level: 'quick' }, 'game');
      expect(question.options.map((o) => o.id)).toContain(thought.answer);
      // The decision went before the warm-up's slices still waiting.
      expect(pool.queued).toBeGreaterThan(0);
    } finally {
      await pool.close();
    }
    expect(pool.queued).toBe(0);
    expect(errors).toEqual([]);
  }, 60_000);
});
