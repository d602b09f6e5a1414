/**
 * The AI's worker pool warming up (src/ai/pool.ts): once the AI is first needed, the worker thinks
 * about made-up games in short background slices queued behind the decisions, and stopping the pool
 * drops the slices still queued without an error.
 */
import { describe, expect, it } from 'vitest';
import { AiPool } from '../../src/ai/pool.ts';
import { createGame, defaultOptions, pending } from '../../src/engine/index.ts';

function firstQuestion() {
  const state = createGame(defaultOptions(3), 'pool-warm');
  const question = pending(state)[0];
  if (!question) throw new Error('a new game asks something');
  return { state, question };
}

describe('the AI pool warming up', () => {
  it('queues its slices behind the first decision, and drops the rest without an error when stopped', async () => {
    const errors: unknown[] = [];
    const pool = new AiPool({
      workers: 1,
      warmMs: 4000,
      thinkMs: 50,
      maxPlayouts: 4,
      onError: (error) => errors.push(error),
    });
    try {
      expect(pool.queued).toBe(0);
      const { state, question } = firstQuestion();
      const thought = pool.think({ state, seat: question.seat, level: 'quick' }, 'game');
      // The decision thinks first; 4 s in slices of 400 ms wait behind it.
      expect(pool.thinking).toBe(1);
      expect(pool.queued).toBe(10);
      expect(question.options.map((o) => o.id)).toContain((await thought).answer);
      expect(pool.queued).toBe(9);
      // A later decision still goes before the slices waiting.
      const second = pool.think({ state, seat: question.seat, level: 'quick' }, 'game');
      expect(pool.queued).toBe(10);
      await second;
      expect(pool.queued).toBeGreaterThan(0);
    } finally {
      await pool.close();
    }
    expect(pool.queued).toBe(0);
    expect(errors).toEqual([]);
  }, 60_000);

  it('queues nothing more with no warm-up asked', async () => {
    const pool = new AiPool({ workers: 1, warmMs: 0, thinkMs: 50, maxPlayouts: 4 });
    try {
      const { state, question } = firstQuestion();
      const thought = pool.think({ state, seat: question.seat, level: 'quick' }, 'game');
      expect(pool.queued).toBe(0);
      await thought;
      expect(pool.queued + pool.thinking).toBe(0);
    } finally {
      await pool.close();
    }
  }, 60_000);
});
