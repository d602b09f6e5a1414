/**
 * A 4-player game on the fake Discord in which one player never answers after round 2: the game
 * still finishes, through the deadlines (docs/async-play.md). The test moves a fake clock: each
 * time only the absent player is waited for, a day passes — reminders at 12 h and 22 h, the
 * autopilot at 24 h — and after 3 missed deadlines in a row the autopilot keeps the seat and it is
 * offered to volunteers ("Take this seat").
 */
import { expect, it } from 'vitest';
import { buttons } from '../../src/local-discord/components.ts';
import { type GameRecord, gameKey } from '../../src/store/types.ts';
import { DRIVER_USER } from '../../src/table/seat-drivers.ts';
import { startHarness } from '../discord/harness.ts';
import { seeded, Table } from '../discord/table.ts';
import { FakeTimers, HOUR } from '../table/fake-timers.ts';

it('finishes a 4-player game through deadlines when one player never answers after round 2', async () => {
  const timers = new FakeTimers(Date.UTC(2025, 2, 3, 9, 0));
  const h = await startHarness({ quietMs: 2, gameSeeds: ['e2e-absent-4'], timers });
  try {
    const settle = async () => {
      await h.app.bot.turnClock.idle();
      await h.app.bot.context.publisher.idle();
    };
    timers.settle = settle;
    const users = ['ana', 'ben', 'cleo', 'dev'].map((n) => h.fake.user(n));
    const ben = users[1]!;
    const channel = h.fake.channel('game');
    const table = new Table(h.fake, channel, users, settle);
    table.typingRate = 0;
    await table.open(4);
    const record = async () => (await h.app.store.get(gameKey(channel.guildId, channel.id))) as GameRecord;
    const rng = seeded(17);
    let days = 0;
    let answers = 0;
    for (let n = 0; n < 6000; n++) {
      const now = await record();
      if (now.status !== 'playing') break;
      if (now.state!.round > 2) table.away.add(ben.id);
      const step = await table.step(rng);
      if (step) {
        answers++;
        continue;
      }
      // Nobody but Ben is waited for: a day passes.
      await settle();
      const before = (await record()).actions.length;
      await timers.advance(24 * HOUR);
      days++;
      expect((await record()).actions.length, 'the deadline made the autopilot answer').toBeGreaterThan(
        before,
      );
    }
    await settle();
    const end = await record();
    expect(end.status).toBe('finished');
    expect(table.isOver()).toBe(true);
    expect(end.state!.phase).toBe('game-over');

    // Ben's seat (the Middle Class) was played by the autopilot after round 2, and only by it.
    const benSeat = 'middle';
    expect(end.seats[benSeat]?.userId).toBe(ben.id);
    expect(end.clock?.away).toEqual([benSeat]);
    const late = end.actions.filter((a) => a.seat === benSeat && a.userId === DRIVER_USER);
    expect(late.length).toBeGreaterThan(20);
    // Three deadlines were waited for (then the autopilot kept the seat): three days passed.
    expect(days).toBe(3);

    // What the channel saw: a reminder, a last call and the autopilot at each of the 3 deadlines,
    // then the seat offered with its button. A line may have moved from its turn message into the
    // round's log, so the lines of every message still there are read, embeds included.
    const log = h.fake.publicMessages(channel);
    const texts = log.flatMap((m) =>
      [m.content, ...m.embeds.map((e) => e.description ?? '')].flatMap((t) => t.split('\n')),
    );
    expect(texts.filter((t) => t.startsWith(`<@${ben.id}> — ⏰`))).toHaveLength(3);
    expect(texts.filter((t) => t.startsWith(`<@${ben.id}> — ⚠️ last call`))).toHaveLength(3);
    expect(texts.filter((t) => t.includes('⌛ Time is up for the Middle Class'))).toHaveLength(2);
    const offered = log.find((m) => m.content.includes('🪑 The Middle Class has missed 3 deadlines'));
    expect(offered).toBeDefined();
    // It was posted with its button, which went once the game ended (nothing left to take).
    const posted = h.fake.calls.find(
      (c) =>
        c.route === 'POST /channels/:channel/messages' &&
        JSON.stringify(c.body).includes('🪑 The Middle Class has missed'),
    );
    expect(JSON.stringify(posted?.body)).toContain('"label":"Take this seat (Middle Class)"');
    expect(buttons(offered!)).toEqual([]);
    expect(texts.some((t) => t.includes('Game over!'))).toBe(true);
    // The Middle Class has an Automa: the autopilot answers as it would where it can.
    expect(texts.some((t) => t.includes('Autopilot, as the Automa would:'))).toBe(true);
    expect(h.fake.violations).toEqual([]);
    console.log(JSON.stringify({ answers, days, autopilot: late.length, messages: log.length }));
  } finally {
    await h.stop();
  }
}, 300_000);
