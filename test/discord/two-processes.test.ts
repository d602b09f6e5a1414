import { afterEach, describe, expect, it } from 'vitest';
import type { ClassId } from '../../src/data/common.ts';
import { pending } from '../../src/engine/index.ts';
import {
  buttons,
  type FakeChannel,
  FakeDiscord,
  type FakeMessage,
  type FakeUser,
  type InteractionResult,
} from '../../src/local-discord/index.ts';
import { RecordStore } from '../../src/store/record-store.ts';
import { replay } from '../../src/store/replay.ts';
import { type GameRecord, gameKey } from '../../src/store/types.ts';
import { BACKENDS } from '../store/backends.ts';
import { type BotProcess, startBotProcess } from './bot-process.ts';
import { recordAt, writeRecord } from './fixtures.ts';
import { choicesOf, seeded } from './table.ts';

const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const NAMES: Record<ClassId, string> = { working: 'ana', middle: 'ben', capitalist: 'cleo', state: 'dev' };

describe.each(BACKENDS)('on $name', (b) => {
  it.skipIf(b.skip)(
    'two bot processes on one store, answering at once and receiving the same interactions: every acknowledged answer is stored exactly once',
    async () => {
      const fake = await FakeDiscord.start({
        guilds: [{ channels: ['game', 'duel-a', 'duel-b'] }],
        interactionDelivery: 'one-bot',
        quietMs: 30,
      });
      cleanups.push(() => fake.stop());
      const url = await b.url();

      const users = Object.fromEntries(Object.entries(NAMES).map(([c, n]) => [c, fake.user(n)])) as Record<
        ClassId,
        FakeUser
      >;
      const owners = Object.fromEntries(Object.entries(users).map(([c, u]) => [c, u.id]));
      const at = (
        channel: FakeChannel,
        players: 2 | 4,
        seed: string,
        until: Parameters<typeof recordAt>[0]['until'],
      ) => recordAt({ players, seed, guildId: channel.guildId, channelId: channel.id, owners, until });
      const game = fake.channel('game');
      const duels = [fake.channel('duel-a'), fake.channel('duel-b')];
      // A 4-player game at a secret bid with three bidders or more, and two 2-player games under way.
      const bids = at(game, 4, 'bids-at-once', (s) => pending(s).filter((q) => q.secret).length >= 3);
      await writeRecord(url, bids);
      for (const [i, duel] of duels.entries())
        await writeRecord(
          url,
          at(duel, 2, `duel-${i}`, (s) => s.version >= 20),
        );

      const bots: BotProcess[] = await Promise.all([startBotProcess(fake, url), startBotProcess(fake, url)]);
      cleanups.push(() => Promise.all(bots.map((b) => b.kill())));
      expect(fake.connectedBots).toBe(2);

      /** Every answer sent: to both processes at once, or to one of them (the first or the second). */
      const results: Array<{ channel: FakeChannel; result: InteractionResult; toBoth: boolean }> = [];
      const answer = async (
        channel: FakeChannel,
        send: () => Promise<InteractionResult>,
        to: 'both' | 0 | 1,
      ) => {
        const result = await (to === 'both' ? fake.toEveryBot(send) : fake.toBot(to, send));
        results.push({ channel, result, toBoth: to === 'both' });
        return result;
      };
      const openPanel = async (user: FakeUser, board: FakeMessage) => {
        const open = buttons(board).find((b) => b.customId?.startsWith('hg:open:'))?.customId as string;
        return (await user.click(board, open)).reply as FakeMessage;
      };

      // 1. The bids: every bidder presses at once, each press reaching both processes — except one
      //    bidder who double-clicks, the two clicks going to different processes. (A refusal sent to
      //    both would be answered by both: Discord takes the first and refuses the second.)
      const board = (await users.working.slash(game, 'board')).reply as FakeMessage;
      const bidders = pending(bids.state!).filter((q) => q.secret);
      const panels = new Map<ClassId, FakeMessage>();
      for (const q of bidders) panels.set(q.seat, await openPanel(users[q.seat], board));
      const bidButton = (seat: ClassId) =>
        choicesOf(panels.get(seat) as FakeMessage)
          .filter((c) => c.kind === 'button')
          .at(-1)?.customId as string;
      const [first, ...others] = bidders.map((q) => q.seat);
      const press = (seat: ClassId, to: 'both' | 0 | 1) =>
        answer(game, () => users[seat].click(panels.get(seat) as FakeMessage, bidButton(seat)), to);
      await Promise.all([
        ...others.map((seat) => press(seat, 'both')),
        press(first as ClassId, 0),
        press(first as ClassId, 1),
      ]);

      // 2. Two games played at once, the panels opened through either process. Each answer either
      //    reaches both processes at once, or is a double click whose two clicks go one to each
      //    process; now and then an answer is delivered again to one of them.
      async function play(channel: FakeChannel, seed: number) {
        const rng = seeded(seed);
        const store = await RecordStore.open(url);
        // Each channel's board is posted by someone watching it (/board has a per-user cooldown).
        const duelBoard = (await fake.user(`watcher-${channel.name}`).slash(channel, 'board'))
          .reply as FakeMessage;
        for (let n = 0; n < 25; n++) {
          const record = (await store.get(gameKey(channel.guildId, channel.id))) as GameRecord;
          const q = pending(record.state!)[0];
          if (!q) break;
          const user = users[q.seat];
          const panel = await openPanel(user, duelBoard);
          const choices = choicesOf(panel).filter((c) => c.kind !== 'page');
          const choice = rng.pick(choices);
          const send = () =>
            choice.kind === 'select'
              ? user.select(panel, choice.customId, [choice.value])
              : user.click(panel, choice.customId);
          const sent =
            n % 2 === 0
              ? [answer(channel, send, 'both')]
              : [answer(channel, send, 0), answer(channel, send, 1)];
          const applied = (await Promise.all(sent)).find((r) => r.reply?.content.startsWith('✅'));
          // Discord delivers an interaction again now and then: the answer is not applied twice.
          if (applied && n % 5 === 4) await fake.redeliver(applied);
        }
        await store.close();
      }
      await Promise.all(duels.map((d, i) => play(d, i + 1)));
      await fake.waitFor(() => bots.every((b) => b.lines('answer applied').length > 0), 10_000);

      // Every ✅ is in its game's log exactly once, and the logs hold nothing else new.
      const store = await RecordStore.open(url);
      cleanups.push(() => store.close());
      const acknowledged = results.filter((r) => r.result.reply?.content.startsWith('✅'));
      expect(acknowledged.length).toBeGreaterThan(40);
      for (const channel of [game, ...duels]) {
        const record = (await store.get(gameKey(channel.guildId, channel.id))) as GameRecord;
        const logged = record.actions.flatMap((a) => (a.interactionId ? [a.interactionId] : []));
        expect(new Set(logged).size, 'an interaction applied twice').toBe(logged.length);
        const mine = acknowledged.filter((r) => r.channel === channel).map((r) => r.result.interaction.id);
        expect(logged.sort()).toEqual(mine.sort());
        expect(replay(record)).toEqual(record.state);
      }
      // Each bid once; of each double click, one click applied and the other refused.
      const bidsDone = results.filter((r) => r.channel === game);
      expect(bidsDone.filter((r) => r.result.reply?.content.startsWith('✅'))).toHaveLength(bidders.length);
      const refused = results.filter((r) => !r.toBoth && !r.result.reply?.content.startsWith('✅'));
      expect(refused.length).toBeGreaterThan(10);
      for (const r of refused) expect(r.result.reply?.content).toMatch(/already answered|nothing for the/);
      // Both processes applied answers, and each answer sent to both was skipped by the other one.
      const skipped = bots.reduce(
        (n, b) => n + b.lines('answer already applied (delivered again); skipped').length,
        0,
      );
      expect(skipped).toBeGreaterThanOrEqual(acknowledged.filter((r) => r.toBoth).length);
      for (const bot of bots) expect(bot.lines('answer applied').length).toBeGreaterThan(0);
      expect(fake.violations.map((v) => `${v.kind}: ${v.message}`)).toEqual([]);
      for (const bot of bots) expect(bot.output()).not.toMatch(/"level":(50|60)/);
    },
    180_000,
  );
});
