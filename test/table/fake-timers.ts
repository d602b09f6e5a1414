/**
 * A clock that moves only when a test moves it: `advance` runs every timer that falls due on the
 * way, in time order, each at its own moment, and waits for the work it started (`settle`).
 */
import type { Timers } from '../../src/table/turn-clock.ts';

interface Pending {
  at: number;
  fn: () => void;
}

export class FakeTimers implements Timers {
  private pending = new Set<Pending>();
  /** Waited for after each timer fires (the turn clock's work, the publisher's posts). */
  settle: () => Promise<void> = async () => undefined;

  constructor(private time: number) {}

  now(): number {
    return this.time;
  }

  set(fn: () => void, ms: number): unknown {
    const p = { at: this.time + ms, fn };
    this.pending.add(p);
    return p;
  }

  clear(handle: unknown): void {
    this.pending.delete(handle as Pending);
  }

  /** Moves the clock `ms` forward, firing each timer due on the way at its own time. */
  async advance(ms: number): Promise<void> {
    await this.advanceTo(this.time + ms);
  }

  async advanceTo(target: number): Promise<void> {
    await this.settle();
    for (;;) {
      const next = [...this.pending].filter((p) => p.at <= target).sort((a, b) => a.at - b.at)[0];
      if (!next) break;
      this.pending.delete(next);
      this.time = Math.max(this.time, next.at);
      next.fn();
      await this.settle();
    }
    this.time = target;
  }
}

export const HOUR = 3_600_000;
