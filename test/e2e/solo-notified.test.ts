/**
 * A solo game — one person against the advanced Capitalist Automa — as the person's phone sees it:
 * they are notified on each of their turns (a new message that mentions them, at least five per
 * round: one per Action turn), not once for the whole game; and the turn line at the top of the
 * latest message always says what the board says: who is waited for, and which Action turn it is.
 */
import { expect, it } from 'vitest';
import type { FakeMessage } from '../../src/local-discord/index.ts';
import { type GameRecord, gameKey } from '../../src/store/types.ts';
import { startHarness } from '../discord/harness.ts';
import { seeded, tappingTable } from '../discord/table.ts';
import { soloByCommand } from './automa-games.ts';

interface Posted {
  content?: string;
  allowed_mentions?: { users?: string[] };
}

/** The turn message's head: the mentions and "Action N of 5" of its first line. */
function head(message: FakeMessage | undefined) {
  const first = message?.content.split('\n')[0] ?? '';
  return {
    users: [...first.matchAll(/<@(\d+)>/g)].map((m) => m[1]),
    action: /Action (\d) of 5/.exec(first)?.[1],
  };
}

it('notifies the solo player on each of their turns, and the turn line always matches the board', async () => {
  const h = await startHarness({ quietMs: 2, gameSeeds: ['solo-notified'] });
  try {
    const ana = h.fake.user('ana');
    const channel = h.fake.channel('game');
    const board = await soloByCommand(h, [ana]);
    const key = gameKey(channel.guildId, channel.id);
    const stored = async () => (await h.app.store.get(key)) as GameRecord;
    for (let i = 0; (await stored())?.status !== 'playing'; i++) {
      if (i > 200) throw new Error('the game was not dealt');
      await new Promise((r) => setTimeout(r, 10));
    }
    const table = tappingTable(h, channel, [ana]);
    table.lobbyId = board.id;
    await table.settle();
    const rng = seeded(3);
    /** Action turns of Ana's, by round, and the notifying posts made meanwhile, by round. */
    const turns = new Map<number, Set<number>>();
    const pinged = new Map<number, number>();
    let seen = h.fake.calls.length;
    let checked = 0;
    for (let n = 0; n < 3000; n++) {
      const r = await stored();
      if (r.status !== 'playing') break;
      const s = r.state!;
      if (s.phase === 'action' && s.turn?.seat === 'working')
        turns.set(s.round, new Set([...(turns.get(s.round) ?? []), s.turn.number]));
      await table.step(rng);
      await table.settle();
      for (const c of h.fake.calls.slice(seen)) {
        const body = c.body as Posted;
        if (c.route === 'POST /channels/:channel/messages' && body.allowed_mentions?.users?.includes(ana.id))
          pinged.set(s.round, (pinged.get(s.round) ?? 0) + 1);
      }
      seen = h.fake.calls.length;
      // The turn line says what the board says, whenever Ana is waited for in the Action phase.
      const now = await stored();
      if (now.status === 'playing' && now.state?.phase === 'action' && now.state.turn?.seat === 'working') {
        const latest = table.turnMessage;
        const line = head(latest);
        const waiting = table.boardWaiting().map((u) => u.id);
        expect(line.users, latest?.content).toEqual(waiting);
        expect(line.action, latest?.content).toBe(String(now.state.turn.number));
        expect(table.board.embeds[0]?.description).toContain(`Turn ${now.state.turn.number} of 5`);
        checked++;
      }
    }
    const end = await stored();
    expect(end.status).toBe('finished');
    // Five Action turns a round, each with its own notification (at least: votes and other
    // questions of hers notify too).
    for (let round = 1; round <= 5; round++) {
      expect(turns.get(round)?.size, `round ${round}`).toBe(5);
      expect(pinged.get(round) ?? 0, `notifications in round ${round}`).toBeGreaterThanOrEqual(5);
    }
    expect(checked).toBeGreaterThan(25);
    expect(h.fake.violations).toEqual([]);
    console.log(JSON.stringify({ pinged: Object.fromEntries(pinged), checked }));
  } finally {
    await h.stop();
  }
}, 300_000);
