/**
 * Reminders and deadlines on a fake clock (docs/async-play.md, "Deadlines and reminders"): with the
 * defaults, a 24 h deadline and reminders 12 h and 2 h before it — so at 12 h and 22 h after the
 * seat was first asked — none in a player's quiet hours, the autopilot at the deadline, and a
 * restart between reminders that sends none twice and misses none.
 */
import { describe, expect, it } from 'vitest';
import { sayText } from '../../src/i18n/said.ts';
import type { GameChange } from '../../src/table/change.ts';
import { DRIVER_USER } from '../../src/table/seat-drivers.ts';
import {
  current,
  directText,
  newBackend,
  noteText,
  type Process,
  startGame,
  startProcess,
  USERS,
  waiting,
} from './clock-table.ts';
import { FakeTimers, HOUR } from './fake-timers.ts';

/** Monday 3 March 2025, 09:00 UTC (10:00 in Paris, which is UTC+1 until 30 March). */
const MONDAY_9 = Date.UTC(2025, 2, 3, 9, 0);
const MINUTE = 60_000;

const clockNotes = (changes: GameChange[]) =>
  changes.filter((c) => c.kind === 'clock').map((c) => noteText(c));

async function oneProcess() {
  const timers = new FakeTimers(MONDAY_9);
  const p = await startProcess(newBackend(), timers);
  timers.settle = () => p.clock.idle();
  return { timers, p };
}

describe('reminders and deadlines', () => {
  it('reminds at 12 h and 22 h, and at 24 h the autopilot answers for the seat and says so', async () => {
    const { timers, p } = await oneProcess();
    const started = await startGame(p, 2);
    expect(waiting(started)).toEqual(['working']);

    await timers.advance(12 * HOUR - MINUTE);
    expect(clockNotes(p.changes)).toEqual([]);
    await timers.advance(MINUTE);
    expect(clockNotes(p.changes)).toHaveLength(1);
    expect(clockNotes(p.changes)[0]).toMatch(/^<@10> — ⏰ the game is waiting for your Working Class/);
    expect(p.changes.at(-1)?.mention).toEqual([USERS.working]);

    await timers.advance(10 * HOUR - MINUTE);
    expect(clockNotes(p.changes)).toHaveLength(1);
    await timers.advance(MINUTE);
    expect(clockNotes(p.changes)).toHaveLength(2);
    // Escalating: the second is the last call before the autopilot.
    expect(clockNotes(p.changes)[1]).toMatch(/^<@10> — ⚠️ last call/);

    const before = (await current(p)).actions.length;
    await timers.advance(2 * HOUR - MINUTE);
    expect((await current(p)).actions.length).toBe(before);
    await timers.advance(MINUTE);
    const record = await current(p);
    expect(clockNotes(p.changes)[2]).toMatch(
      /^⌛ Time is up for the Working Class \(<@10>\): the autopilot (finishes this turn|answers for it until)/,
    );
    const driven = record.actions.slice(before);
    expect(driven.length).toBeGreaterThan(0);
    expect(driven.every((a) => a.seat === 'working' && a.userId === DRIVER_USER)).toBe(true);
    // The autopilot played the Working Class's turn through, and its reasons are public lines.
    expect(waiting(record)).not.toContain('working');
    expect(p.changes.at(-1)?.events.some((e) => sayText('en', e).startsWith('Autopilot:'))).toBe(true);
    expect(record.clock?.missed.working).toBe(1);
    // The next seat's wait began at the deadline: its first reminder is 12 h later.
    const next = waiting(record)[0]!;
    expect(record.clock?.waits[next]?.since).toBe(new Date(MONDAY_9 + 24 * HOUR).toISOString());
    await p.stop();
  });

  it('a player who answers in time is never reminded again for that question, and the next wait starts afresh', async () => {
    const { timers, p } = await oneProcess();
    const started = await startGame(p, 2);
    await timers.advance(12 * HOUR);
    expect(clockNotes(p.changes)).toHaveLength(1);
    const q = started.state!;
    const { pending } = await import('../../src/engine/index.ts');
    const option = pending(q)[0]!.options[0]!;
    await p.games.answer({
      guildId: started.guildId,
      channelId: started.channelId,
      userId: USERS.working,
      answers: [option.id],
    });
    const after = await current(p);
    for (const seat of waiting(after))
      expect(after.clock?.waits[seat]?.since).toBe(new Date(MONDAY_9 + 12 * HOUR).toISOString());
    // 10 h later the old wait's last call would have been due: nothing is sent.
    await timers.advance(10 * HOUR);
    expect(clockNotes(p.changes)).toHaveLength(1);
    await p.stop();
  });

  it('respects quiet hours in the player’s own time zone: a reminder waits for the morning', async () => {
    const { timers, p } = await oneProcess();
    // Quiet 23:00–09:00 in Paris (UTC+1): 22:00–08:00 UTC.
    await p.games.setUserPrefs(USERS.working, { timeZone: 'Europe/Paris', quiet: [23, 9], dm: false });
    await startGame(p, 2);
    // First reminder at 21:00 UTC (22:00 in Paris, before the quiet hours): sent on time.
    await timers.advanceTo(MONDAY_9 + 12 * HOUR);
    expect(clockNotes(p.changes)).toHaveLength(1);
    // The last call would fall at 07:00 UTC (08:00 in Paris, still quiet): it waits until 09:00 Paris.
    await timers.advanceTo(Date.UTC(2025, 2, 4, 7, 59));
    expect(clockNotes(p.changes)).toHaveLength(1);
    await timers.advanceTo(Date.UTC(2025, 2, 4, 8, 0));
    expect(clockNotes(p.changes)).toHaveLength(2);
    expect(clockNotes(p.changes)[1]).toMatch(/last call/i);
    // The deadline (09:00 UTC, 10:00 in Paris) is outside the quiet hours: on time.
    await timers.advanceTo(Date.UTC(2025, 2, 4, 9, 0));
    expect(clockNotes(p.changes)[2]).toMatch(/Time is up/);
    await p.stop();
  });

  it('a deadline in the quiet hours waits for their end, and reminders owed by then are dropped', async () => {
    const { timers, p } = await oneProcess();
    // Quiet 22:00–11:00 in Paris: 21:00–10:00 UTC. Both reminders and the deadline fall inside.
    await p.games.setUserPrefs(USERS.working, { timeZone: 'Europe/Paris', quiet: [22, 11], dm: false });
    await startGame(p, 2);
    await timers.advanceTo(Date.UTC(2025, 2, 4, 9, 59));
    expect(clockNotes(p.changes)).toEqual([]);
    expect((await current(p)).actions).toHaveLength(0);
    await timers.advanceTo(Date.UTC(2025, 2, 4, 10, 0));
    expect(clockNotes(p.changes)).toHaveLength(1);
    expect(clockNotes(p.changes)[0]).toMatch(/^⌛ Time is up/);
    expect((await current(p)).actions.length).toBeGreaterThan(0);
    await p.stop();
  });

  it('with no deadline, nothing is ever due', async () => {
    const { timers, p } = await oneProcess();
    const started = await startGame(p, 2, { deadlineHours: 0 });
    expect(started.clock?.next).toBeUndefined();
    expect(await p.store.dueGames()).toEqual([]);
    await timers.advance(30 * 24 * HOUR);
    expect(clockNotes(p.changes)).toEqual([]);
    await p.stop();
  });

  it('after 3 missed deadlines in a row the autopilot keeps the seat, and it is opened to volunteers', async () => {
    const { timers, p } = await oneProcess();
    await startGame(p, 2, { deadlineHours: 1, remindHours: [] });
    // Nobody answers: every hour the seat waited for misses its deadline.
    let opened: GameChange | undefined;
    for (let h = 0; h < 12 && !opened; h++) {
      await timers.advance(HOUR);
      opened = p.changes.find((c) => c.openSeats?.length);
    }
    expect(noteText(opened ?? {})).toMatch(
      /has missed 3 deadlines in a row: the autopilot plays it from now on/,
    );
    const seat = opened!.openSeats![0]!;
    let record = await current(p);
    expect(record.clock?.away).toEqual([seat]);
    // The away seat is never waited for: the autopilot answers for it at once.
    expect(waiting(record)).not.toContain(seat);
    // A volunteer who does not play takes it; the autopilot stops.
    await p.games.takeOpenSeat(record.guildId, record.channelId, record.id, seat, '99');
    record = await current(p);
    expect(record.seats[seat]?.userId).toBe('99');
    expect(record.clock?.away).toEqual([]);
    expect(noteText(p.changes.at(-1) ?? {})).toMatch(/^<@99> now plays the /);
    await p.stop();
  });

  it('a player who asked for direct messages is owed each notice there too, in their own words; others are not', async () => {
    const { timers, p } = await oneProcess();
    await p.games.setUserPrefs(USERS.working, { timeZone: 'UTC', quiet: null, dm: true });
    await startGame(p, 2);
    await timers.advance(12 * HOUR);
    const reminder = p.changes.at(-1)!;
    // The channel keeps its sentence (naming the player); the direct message names the channel.
    expect(noteText(reminder)).toMatch(/^<@10> — ⏰ the game is waiting for your Working Class/);
    expect(reminder.direct?.map((d) => d.userId)).toEqual([USERS.working]);
    expect(directText(reminder.direct?.[0])).toMatch(
      /^⏰ The game in <#200> is waiting for your Working Class/,
    );
    await timers.advance(10 * HOUR);
    expect(directText(p.changes.at(-1)?.direct?.[0])).toMatch(/^⚠️ Last call in <#200>: the Working Class/);
    await timers.advance(2 * HOUR);
    const late = p.changes.find((c) => noteText(c).startsWith('⌛'))!;
    expect(late.direct?.map((d) => d.userId)).toEqual([USERS.working]);
    expect(directText(late.direct?.[0])).toMatch(/^⌛ Time is up for your Working Class in <#200>/);
    // The next seat's player did not ask: their reminder 12 h later is the channel's alone.
    const next = waiting(await current(p))[0]!;
    expect(next).not.toBe('working');
    await timers.advance(12 * HOUR);
    const theirs = p.changes.at(-1)!;
    expect(noteText(theirs)).toContain(`<@${USERS[next]}>`);
    expect(theirs.direct).toBeUndefined();
    await p.stop();
  });
});

describe('a restart between reminders', () => {
  async function twoProcesses() {
    const backend = newBackend();
    const timers = new FakeTimers(MONDAY_9);
    const a = await startProcess(backend, timers);
    timers.settle = () => a.clock.idle();
    const restart = async (): Promise<Process> => {
      await a.stop();
      const b = await startProcess(backend, timers);
      timers.settle = () => b.clock.idle();
      return b;
    };
    return { timers, a, restart };
  }

  it('sends none twice and misses none', async () => {
    const { timers, a, restart } = await twoProcesses();
    await startGame(a, 2);
    await timers.advance(12 * HOUR);
    expect(clockNotes(a.changes)).toHaveLength(1);
    // A restart between the two reminders: the new process reads what is due from the store.
    const b = await restart();
    await timers.advance(10 * HOUR - MINUTE);
    expect(clockNotes(b.changes)).toEqual([]);
    await timers.advance(MINUTE);
    expect(clockNotes(b.changes)).toHaveLength(1);
    expect(clockNotes(b.changes)[0]).toMatch(/last call/i);
    await timers.advance(2 * HOUR);
    expect(clockNotes(b.changes)[1]).toMatch(/Time is up/);
    // Across both processes: each reminder once, the deadline once.
    const all = [...clockNotes(a.changes), ...clockNotes(b.changes)];
    expect(all.map((n) => n.replace(/^<@\d+> — /, '').split(' ')[0])).toEqual(['⏰', '⚠️', '⌛']);
    await b.stop();
  });

  it('a reminder that fell due while the bot was down is sent once when it is back', async () => {
    const { timers, a, restart } = await twoProcesses();
    await startGame(a, 2);
    await timers.advance(11 * HOUR);
    await a.stop();
    // Down from 11 h to 13 h: the first reminder's time passes with no process running.
    await timers.advance(2 * HOUR);
    const b = await restart();
    await timers.advance(0);
    expect(clockNotes(a.changes)).toEqual([]);
    expect(clockNotes(b.changes)).toHaveLength(1);
    expect(clockNotes(b.changes)[0]).toMatch(/^<@10> — ⏰/);
    await timers.advance(HOUR);
    expect(clockNotes(b.changes)).toHaveLength(1);
    await b.stop();
  });

  it('a reminder saved just before a crash is still owed to the channel after it (the outbox)', async () => {
    const { timers, a, restart } = await twoProcesses();
    await startGame(a, 2);
    const outboxBefore = (await a.store.owed()).length;
    await timers.advance(12 * HOUR);
    // Nothing was posted (this process has no publisher): the reminder's line waits in the outbox.
    const owed = await a.store.owed();
    expect(owed).toHaveLength(outboxBefore + 1);
    expect(String(owed.at(-1)?.line)).toMatch(/^<@10> — ⏰/);
    const b = await restart();
    expect((await b.store.owed()).map((o) => o.line)).toEqual(owed.map((o) => o.line));
    await b.stop();
  });

  it('two processes awake at once (a deploy overlap) send one reminder between them', async () => {
    const backend = newBackend();
    const timers = new FakeTimers(MONDAY_9);
    const a = await startProcess(backend, timers);
    const b = await startProcess(backend, timers);
    timers.settle = async () => {
      await a.clock.idle();
      await b.clock.idle();
    };
    await startGame(a, 2);
    // b learns of the game from the store's due index, as after its own start.
    await b.clock.start();
    await timers.advance(12 * HOUR);
    expect(clockNotes(a.changes).length + clockNotes(b.changes).length).toBe(1);
    await a.stop();
    await b.stop();
  });
});
