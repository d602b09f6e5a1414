/**
 * Seat drivers answer for seats no person answers, in the same change as the answer that made
 * them wait, until a person is waited for; their answers are logged and replay like anyone's.
 */
import { describe, expect, it } from 'vitest';
import { BENCH_LOG, SILENT_ANNOUNCER } from '../../bench/service-games.ts';
import { pending, said } from '../../src/engine/index.ts';
import { sayText } from '../../src/i18n/said.ts';
import { GameLocks } from '../../src/store/lock.ts';
import { openBackend } from '../../src/store/open-backend.ts';
import { RecordStore } from '../../src/store/record-store.ts';
import { replay } from '../../src/store/replay.ts';
import type { GameChange } from '../../src/table/change.ts';
import { GameService } from '../../src/table/games.ts';
import { DRIVER_USER, optionSaid, type SeatDriver } from '../../src/table/seat-drivers.ts';

/** Takes the last option offered, and says so (except that a secret answer gives no reason). */
const lastOption: SeatDriver = {
  name: 'test driver',
  choose: (_state, q) => ({
    answer: q.options.at(-1)!.id,
    why: said('driver.autopilot', { option: optionSaid(q, q.options.at(-1)!.id) }),
  }),
};

describe('a game with a driven seat', () => {
  it('lets the driven Capitalist Class answer after each move of the person, and logs its answers', async () => {
    const store = new RecordStore(await openBackend('memory:'));
    const changes: GameChange[] = [];
    const games = new GameService({
      store,
      locks: new GameLocks(),
      log: BENCH_LOG,
      announcer: SILENT_ANNOUNCER,
      newSeed: () => 'driven',
      drivers: (_record, seat) => (seat === 'capitalist' ? lastOption : undefined),
      watchers: [{ changed: (c) => changes.push(c) }],
    });
    const where = { guildId: '1', channelId: '2' };
    const lobby = await games.create({ ...where, hostId: '10', players: 2, hostClass: 'working' });
    await games.join(where.guildId, where.channelId, lobby.id, '11', 'capitalist');
    await games.start(where.guildId, where.channelId, lobby.id, '10', false);

    for (let n = 0; n < 60; n++) {
      const record = (await games.get(where.guildId, where.channelId))!;
      if (record.status !== 'playing') break;
      const waiting = pending(record.state!);
      // The driven seat never has to be waited for.
      expect(waiting.every((q) => q.seat !== 'capitalist')).toBe(true);
      const q = waiting[0]!;
      await games.answer({ ...where, userId: '10', seat: q.seat, answers: [q.options[0]!.id] });
    }
    const record = (await games.get(where.guildId, where.channelId))!;
    const driven = record.actions.filter((a) => a.userId === DRIVER_USER);
    expect(driven.length).toBeGreaterThan(10);
    expect(driven.every((a) => a.seat === 'capitalist')).toBe(true);
    expect(JSON.stringify(replay(record))).toBe(JSON.stringify(record.state));
    // The driver's reasons are public lines of the change that made it answer.
    expect(changes.some((c) => c.events.some((e) => sayText('en', e).startsWith('Autopilot:')))).toBe(true);
  });
});
