/**
 * A 3-player game on the fake Discord in which one player never answers from the start: each
 * missed deadline has the autopilot finish the rest of that stretch of play at once (the rest of
 * the turn, or the seat's other questions of the phase — rules-decisions AP7), so the absent
 * player costs the others at most one deadline per turn, and the game still ends. The seat is never
 * opened to volunteers here (`/hegemony settings offer-after:0`), so every deadline is counted.
 */
import { expect, it } from 'vitest';
import { type GameRecord, gameKey } from '../../src/store/types.ts';
import { coverKey } from '../../src/table/clock.ts';
import { DRIVER_USER } from '../../src/table/seat-drivers.ts';
import { startHarness } from '../discord/harness.ts';
import { seeded, Table } from '../discord/table.ts';
import { FakeTimers, HOUR } from '../table/fake-timers.ts';

it('one absent player in a 3-player game costs at most one deadline per turn (rules-decisions AP7)', async () => {
  const timers = new FakeTimers(Date.UTC(2025, 4, 5, 9, 0));
  const h = await startHarness({ quietMs: 2, gameSeeds: ['e2e-absent-3'], timers });
  try {
    const settle = async () => {
      await h.app.bot.turnClock.idle();
      await h.app.bot.context.publisher.idle();
    };
    timers.settle = settle;
    const users = ['ana', 'ben', 'cleo'].map((n) => h.fake.user(n));
    const [ana, ben] = users as [(typeof users)[0], (typeof users)[0]];
    const channel = h.fake.channel('game');
    const table = new Table(h.fake, channel, users, settle);
    table.typingRate = 0;
    await table.open(3);
    const never = await ana.slash(channel, 'hegemony', {
      subcommand: 'settings',
      options: { 'offer-after': 0 },
    });
    expect(never.reply?.content).toContain('seats are never opened to volunteers');
    table.away.add(ben.id);
    const record = async () => (await h.app.store.get(gameKey(channel.guildId, channel.id))) as GameRecord;
    const rng = seeded(29);
    /** Deadlines that fell, by the stretch of play (round, phase, turn) they fell in. */
    const deadlines = new Map<string, number>();
    for (let n = 0; n < 6000; n++) {
      const now = await record();
      if (now.status !== 'playing') break;
      if (await table.step(rng)) continue;
      // Nobody but Ben is waited for: his deadline passes.
      await settle();
      const at = await record();
      const key = coverKey(at.state!);
      const before = at.actions.length;
      await timers.advance(24 * HOUR);
      deadlines.set(key, (deadlines.get(key) ?? 0) + 1);
      expect((await record()).actions.length, 'the deadline made the autopilot answer').toBeGreaterThan(
        before,
      );
    }
    await settle();
    const end = await record();
    expect(end.status).toBe('finished');
    expect(table.isOver()).toBe(true);
    // Ben never answered: his seat was played by the autopilot only, and never given away.
    const benSeat = 'middle';
    expect(end.seats[benSeat]?.userId).toBe(ben.id);
    expect(end.actions.filter((a) => a.seat === benSeat).every((a) => a.userId === DRIVER_USER)).toBe(true);
    expect(end.clock?.away).toEqual([]);
    // At most one deadline per turn (or per phase outside the Action phase), and one for each of
    // his 25 turns at least: each turn of his own is one wait.
    const most = Math.max(...deadlines.values());
    expect(most, JSON.stringify([...deadlines])).toBe(1);
    const ownTurns = [...deadlines.keys()].filter((k) => k.endsWith(`.${benSeat}`));
    expect(ownTurns).toHaveLength(25);
    const total = [...deadlines.values()].reduce((a, b) => a + b, 0);
    const answers = end.actions.filter((a) => a.seat === benSeat).length;
    console.log(JSON.stringify({ deadlines: total, stretches: deadlines.size, autopilotAnswers: answers }));
    // Far fewer deadlines than questions the autopilot answered for him.
    expect(total).toBeLessThan(answers / 2);
    const log = h.fake
      .publicMessages(channel)
      .flatMap((m) => [m.content, ...m.embeds.map((e) => e.description ?? '')])
      .join('\n');
    expect(log).toContain('⌛ Time is up for the Middle Class');
    expect(log).toContain('the autopilot finishes this turn');
    expect(h.fake.violations).toEqual([]);
  } finally {
    await h.stop();
  }
}, 300_000);
