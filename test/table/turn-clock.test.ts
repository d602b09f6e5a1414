/**
 * Reminders and deadlines on a fake clock (docs/async-play.md): reminders at 12 h and 2 h before a
 * 24 h deadline, none in a player's quiet hours, the autopilot at the deadline, and a restart
 * between reminders that sends none twice and misses none.
 */
import { describe, expect, it } from 'vitest';
import { DRIVER_USER } from '../../src/table/seat-drivers.ts';
import { current, newBackend, startGame, startProcess, USERS, waiting, WHERE } from './clock-table.ts';
import { FakeTimers, HOUR } from './fake-timers.ts';

/** Monday 2025-03-03 09:00 UTC. */
const MONDAY_9 = Date.UTC(2025, 2, 3, 9, 0);

const notes = (changes: { kind: string; note?: string }[]) =>
  changes.filter((c) => c.kind === 'clock').map((c) => c.note ?? '');

describe('reminders and deadlines', () => {
  it('reminds at 12 h and 2 h before a 24 h deadline, then the autopilot answers at the deadline', async () => {
    const timers = new FakeTimers(MONDAY_9);
    const p = await startProcess(newBackend(), timers);
    timers.settle = () => p.clock.idle();
    const started = await startGame(p, 2);
    const seats = waiting(started);
    console.log(seats, started.clock);
    await p.stop();
  });
});
