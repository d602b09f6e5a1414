/**
 * The backlog (src/discord/backlog.ts): with many interactions in hand, or the event loop running
 * late, an interaction arriving is acknowledged before any work; the handlers' work runs a few at a
 * time, in the order the interactions came.
 */
import { afterEach, expect, it } from 'vitest';
import { Backlog } from '../../src/discord/backlog.ts';

const backlogs: Backlog[] = [];
afterEach(() => {
  for (const b of backlogs.splice(0)) b.stop();
});

function backlog(limits = { inHand: 3, loopDelayMs: 50, concurrent: 2 }) {
  const b = new Backlog(limits);
  backlogs.push(b);
  return b;
}

it('is behind once as many interactions as its limit are in hand, and no longer once they are done', async () => {
  const b = backlog();
  const gates: Array<() => void> = [];
  const held = () => new Promise<void>((resolve) => gates.push(resolve));
  expect(b.behind()).toBe(false);
  const runs = [b.run(held), b.run(held)];
  expect(b.behind()).toBe(false);
  runs.push(b.run(held));
  expect(b.behind()).toBe(true);
  // Two are working, the third waits its turn: release them until all are done.
  let done = false;
  const all = Promise.all(runs).then(() => {
    done = true;
  });
  while (!done) {
    for (const g of gates.splice(0)) g();
    await new Promise((r) => setImmediate(r));
  }
  await all;
  await Promise.all(runs);
  expect(b.behind()).toBe(false);
});

it('runs at most `concurrent` handlers at once, in the order they came', async () => {
  const b = backlog({ inHand: 100, loopDelayMs: 1000, concurrent: 2 });
  let running = 0;
  let most = 0;
  const order: number[] = [];
  await Promise.all(
    Array.from({ length: 10 }, (_, n) =>
      b.run(async () => {
        running++;
        most = Math.max(most, running);
        order.push(n);
        await new Promise((r) => setTimeout(r, 2));
        running--;
      }),
    ),
  );
  expect(most).toBe(2);
  expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
});

it('a failing handler frees its place for the next', async () => {
  const b = backlog({ inHand: 100, loopDelayMs: 1000, concurrent: 1 });
  const failed = b.run(async () => {
    throw new Error('boom');
  });
  const next = b.run(async () => 'next');
  await expect(failed).rejects.toThrow('boom');
  await expect(next).resolves.toBe('next');
});

it('is behind while the event loop runs late (a handler blocking it), and not once it catches up', async () => {
  const b = backlog({ inHand: 100, loopDelayMs: 50, concurrent: 4 });
  await new Promise((r) => setTimeout(r, 250));
  const blockedUntil = Date.now() + 200;
  while (Date.now() < blockedUntil) {
    // The loop is blocked, as by a long synchronous piece of work.
  }
  await new Promise((r) => setTimeout(r, 20));
  expect(b.behind()).toBe(true);
  await new Promise((r) => setTimeout(r, 400));
  expect(b.behind()).toBe(false);
});
