/**
 * Voting ahead (docs/async-play.md; rules-decisions AP5): sides are still taken in player order
 * (Bills and Elections, "Carrying out an election": the other classes choose sides in player
 * order), but a player first asked for a side in the Elections phase may state a side on every
 * Bill of the phase at once; each is then given when the engine asks, without waiting for them.
 */
import { describe, expect, it } from 'vitest';
import { nextInt, seedRng } from '../../src/engine/core/rng.ts';
import { pending } from '../../src/engine/index.ts';
import { UserError } from '../../src/table/errors.ts';
import { type AheadBill, aheadBills } from '../../src/table/voting-ahead.ts';
import { current, newBackend, startGame, startProcess, USERS, WHERE } from './clock-table.ts';
import { FakeTimers } from './fake-timers.ts';

describe('voting ahead', () => {
  it('sides stated on the later Bills when first asked are given in each election in turn, without waiting', async () => {
    const p = await startProcess(newBackend(), new FakeTimers(Date.UTC(2025, 2, 3)), 'ahead');
    await startGame(p, 4, { deadlineHours: 0 });
    const chooser = seedRng('ahead-chooser');
    for (let n = 0; n < 4000; n++) {
      const record = await current(p);
      expect(record.status).toBe('playing');
      const q = pending(record.state!)[0]!;
      const bills: AheadBill[] = aheadBills(record, q.seat);
      // Outside the Elections phase's side questions, nothing can be stated ahead.
      if (q.kind !== 'vote.side') expect(bills).toEqual([]);
      if (bills.length >= 1) {
        const round = record.state!.round;
        const sides = bills.map((b, i) => ({
          policy: b.policy,
          side: i % 2 === 0 ? ('against' as const) : ('for' as const),
        }));
        // Only the seat's own player may state its sides.
        const other = Object.values(USERS).find((u) => u !== USERS[q.seat])!;
        await expect(
          p.games.stateSide(WHERE.guildId, WHERE.channelId, {
            gameId: record.id,
            seat: q.seat,
            userId: other,
            ...sides[0]!,
          }),
        ).rejects.toThrow(UserError);
        for (const s of sides)
          await p.games.stateSide(WHERE.guildId, WHERE.channelId, {
            gameId: record.id,
            seat: q.seat,
            userId: USERS[q.seat],
            ...s,
          });
        expect((await current(p)).ahead?.[q.seat]?.sides).toEqual(
          Object.fromEntries(sides.map((s) => [s.policy, s.side])),
        );
        // The current Bill is answered as usual.
        await p.games.answer({ ...WHERE, userId: USERS[q.seat], seat: q.seat, answers: [q.options[0]!.id] });
        // Play on to the end of these Elections: the seat is never asked for a side again, and each
        // Bill's election took the side it stated.
        const given = new Map<number, string>();
        for (let m = 0; m < 400; m++) {
          const now = await current(p);
          const state = now.state!;
          if (state.phase !== 'elections' || state.round !== round) break;
          if (state.vote?.sides[q.seat]) given.set(state.vote.policy, state.vote.sides[q.seat]!);
          const next = pending(state)[0]!;
          if (state.vote?.policy !== record.state!.vote?.policy)
            expect(next.seat === q.seat && next.kind === 'vote.side').toBe(false);
          const option = next.options[nextInt(chooser, next.options.length)]!;
          await p.games.answer({ ...WHERE, userId: USERS[next.seat], seat: next.seat, answers: [option.id] });
        }
        for (const s of sides) expect(given.get(s.policy)).toBe(s.side);
        return;
      }
      const option = q.options[nextInt(chooser, q.options.length)]!;
      await p.games.answer({ ...WHERE, userId: USERS[q.seat], seat: q.seat, answers: [option.id] });
    }
    throw new Error('no Elections with two Bills were reached');
  });
});
