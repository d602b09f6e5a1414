/**
 * A game can be played in a thread (a league night's thread under the league's channel): it is
 * kept apart from a game in the channel itself, its board and log are posted in the thread, and
 * its buttons change only its own game.
 */
import { afterEach, expect, it } from 'vitest';
import { type GameRecord, gameKey } from '../../src/store/types.ts';
import { type Harness, startHarness } from './harness.ts';
import { choicesOf, seeded, tappingTable } from './table.ts';

let h: Harness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

it('plays a game in a thread apart from the game in its channel', async () => {
  h = await startHarness({
    quietMs: 5,
    gameSeeds: ['in-thread', 'in-channel'],
    guilds: [{ channels: ['general', 'league', { name: 'league-night-1', threadOf: 'league' }] }],
  });
  const harness = h;
  const settle = () => harness.app.bot.context.publisher.idle();
  const channel = h.fake.channel('league');
  const thread = h.fake.channel('league-night-1');
  expect(thread.parentId).toBe(channel.id);
  expect(h.app.bot.client.channels.cache.get(thread.id)?.isThread()).toBe(true);

  const inThread = tappingTable(h, thread, ['ann', 'bob']);
  const inChannel = tappingTable(h, channel, ['cy', 'dee']);
  await inThread.open(2);
  await inChannel.open(2);

  expect(inThread.board.channelId).toBe(thread.id);
  expect(h.fake.lastMessage(thread).content).toContain('The game begins!');
  const threadKey = gameKey(thread.guildId, thread.id);
  const channelKey = gameKey(channel.guildId, channel.id);
  const threadGame = (await h.app.store.get(threadKey)) as GameRecord;
  const channelGame = (await h.app.store.get(channelKey)) as GameRecord;
  expect(threadGame.status).toBe('playing');
  expect(channelGame.status).toBe('playing');
  expect(threadGame.id).not.toBe(channelGame.id);

  // One answer in the thread: its game moves on, the channel's game and board do not.
  const channelBoard = JSON.stringify(inChannel.board);
  const channelMessages = h.fake.publicMessages(channel).length;
  const waiting = inThread.boardWaiting()[0];
  if (!waiting) throw new Error('nobody is asked in the thread game');
  const panel = await inThread.openPanelFor(waiting, seeded(3));
  const choice = choicesOf(panel).find((c) => c.kind === 'button' || c.kind === 'select');
  if (!choice) throw new Error('the panel offers nothing');
  const answered =
    choice.kind === 'select'
      ? await waiting.select(panel, choice.customId, [choice.value])
      : await waiting.click(panel, choice.customId);
  expect(answered.reply?.content).toMatch(/^✅/);
  await settle();
  expect(((await h.app.store.get(threadKey)) as GameRecord).rev).toBeGreaterThan(threadGame.rev);
  expect(await h.app.store.get(channelKey)).toEqual(channelGame);
  expect(JSON.stringify(inChannel.board)).toBe(channelBoard);
  expect(h.fake.publicMessages(channel)).toHaveLength(channelMessages);
});
