/**
 * Channels the bot can no longer use (src/discord/channel-access.ts; docs/discord.md, "Channels the
 * bot cannot use"), on the fake Discord, which applies a channel's permission overrides and
 * archives threads as Discord does: a game is refused in a channel missing any permission the bot
 * needs, naming it; a permission taken away mid-game, or the game's thread archived, loses no line
 * and no board update — the next player to interact is told why, and once the bot may post again
 * everything it owes goes out, in order.
 */
import { PermissionFlagsBits } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { answerOne, seated } from '../../bench/service-games.ts';
import { isLogEntry } from '../../src/discord/present/log.ts';
import type { FakeChannel } from '../../src/local-discord/index.ts';
import { type GameRecord, gameKey } from '../../src/store/types.ts';
import { type Harness, startHarness } from './harness.ts';
import { Table } from './table.ts';

const harnesses: Harness[] = [];
afterEach(async () => {
  for (const h of harnesses.splice(0)) await h.stop();
});

async function start(seed: string) {
  const h = await startHarness({
    quietMs: 5,
    gameSeeds: [seed],
    guilds: [{ channels: ['general', 'game', { name: 'pod', threadOf: 'game' }] }],
  });
  harnesses.push(h);
  return h;
}

const NEEDED: Array<[string, bigint]> = [
  ['View Channel', PermissionFlagsBits.ViewChannel],
  ['Send Messages', PermissionFlagsBits.SendMessages],
  ['Embed Links', PermissionFlagsBits.EmbedLinks],
  ['Attach Files', PermissionFlagsBits.AttachFiles],
  ['Read Message History', PermissionFlagsBits.ReadMessageHistory],
];

describe('/hegemony new checks the bot’s permissions in the channel', () => {
  it('refuses a game in a channel missing each permission the bot needs, naming it, and saves nothing', async () => {
    const h = await start('access-new');
    const game = h.fake.channel('game');
    const ann = h.fake.user('ann');
    for (const [name, bit] of NEEDED) {
      h.fake.denyBot(game, bit);
      const result = await ann.slash(game, 'hegemony', { subcommand: 'new', options: { players: 2 } });
      expect(result.ephemeral, name).toBe(true);
      expect(result.reply?.content).toContain(`I am missing **${name}** in this channel`);
      expect(await h.app.store.get(gameKey(game.guildId, game.id))).toBeUndefined();
      h.fake.restoreBot(game);
    }
    // In a thread, posting is "Send Messages in Threads"; two missing are both named.
    const pod = h.fake.channel('pod');
    h.fake.denyBot(pod, PermissionFlagsBits.SendMessagesInThreads, PermissionFlagsBits.AttachFiles);
    const inThread = await ann.slash(pod, 'hegemony', { subcommand: 'new', options: { players: 2 } });
    expect(inThread.reply?.content).toContain(
      'I am missing **Attach Files** and **Send Messages in Threads**',
    );
    h.fake.restoreBot(pod);
    const ok = await ann.slash(game, 'hegemony', { subcommand: 'new', options: { players: 2 } });
    expect(ok.ephemeral).toBe(false);
    expect(h.fake.violations).toEqual([]);
  });

  it('/league schedule names a missing Create Public Threads', async () => {
    const h = await start('access-league');
    const game = h.fake.channel('game');
    const org = h.fake.user('org');
    await org.slash(game, 'league', { subcommand: 'create', options: { name: 'L' } });
    h.fake.denyBot(game, PermissionFlagsBits.CreatePublicThreads);
    const result = await org.slash(game, 'league', { subcommand: 'schedule' });
    expect(result.reply?.content).toContain(
      "I cannot open the league's pods here: I am missing **Create Public Threads**",
    );
  });
});

/** A 2-player game dealt in `channel` through the fake, then played through the bot's own game service. */
async function dealt(h: Harness, channel: FakeChannel) {
  const users = [h.fake.user('ann'), h.fake.user('bob')];
  const table = new Table(h.fake, channel, users, () => h.app.bot.context.publisher.idle());
  await table.open(2);
  const record = async () => (await h.app.store.get(gameKey(channel.guildId, channel.id))) as GameRecord;
  const game = seated(await record(), 7);
  const play = async (n: number) => {
    for (let i = 0; i < n; i++) await answerOne(h.app.bot.context.games, game);
    await h.app.bot.context.publisher.idle();
  };
  return { users, record, play, table };
}

/** What the channel is owed now (the store's outbox), as its log lines in order. */
async function owedLines(h: Harness, channel: FakeChannel): Promise<string[]> {
  const owed = (await h.app.store.owed()).filter((o) => o.channelId === channel.id);
  return owed.flatMap((o) => (isLogEntry(o.line) ? o.line.lines : []));
}

/** Everything the channel shows, in message order, as one text. */
function shown(h: Harness, channel: FakeChannel): string {
  return h.fake
    .publicMessages(channel)
    .flatMap((m) => [m.content, ...m.embeds.map((e) => `${e.title ?? ''}\n${e.description ?? ''}`)])
    .join('\n');
}

/** Each line is shown, in order. */
function expectInOrder(text: string, lines: string[]) {
  let from = 0;
  for (const line of lines) {
    const at = text.indexOf(line.slice(0, 60), from);
    expect(at, `"${line}" shown after what came before it`).toBeGreaterThanOrEqual(0);
    from = at;
  }
}

describe('a channel that refuses the bot mid-game', () => {
  it.each([
    ['Send Messages', PermissionFlagsBits.SendMessages],
    ['Embed Links', PermissionFlagsBits.EmbedLinks],
  ])(
    '%s taken away and given back: the player is told, and every line and the board catch up in order',
    async (name, bit) => {
      const h = await start(`access-${name}`);
      const game = h.fake.channel('game');
      const { users, play } = await dealt(h, game);
      await play(3);
      expect(await owedLines(h, game)).toEqual([]);

      h.fake.denyBot(game, bit);
      await play(8);
      const held = await owedLines(h, game);
      expect(held.length, 'what the channel is owed is kept').toBeGreaterThan(0);
      // The next player who interacts there is told what the bot cannot do, and why.
      const told = await users[0]!.slash(game, 'hand');
      const notes = [told.reply, ...told.followUps].map((m) => m?.content ?? '').join('\n');
      expect(notes).toContain('I cannot post or update the board here');
      expect(notes).toContain('catch up, in order');

      h.fake.restoreBot(game);
      await users[1]!.slash(game, 'hand');
      await h.app.bot.context.publisher.idle();
      await h.fake.waitFor(async () => (await owedLines(h, game)).length === 0 || null, 10_000);
      expect((await h.app.store.owed()).filter((o) => o.channelId === game.id)).toEqual([]);
      expectInOrder(shown(h, game), held);
      expect(h.fake.violations).toEqual([]);
    },
  );

  it('the game’s thread archived: the bot unarchives it and posts, losing nothing', async () => {
    const h = await start('access-archived');
    const pod = h.fake.channel('pod');
    const { play } = await dealt(h, pod);
    await play(2);
    h.fake.archiveThread(pod);
    await play(4);
    expect(h.fake.isArchived(pod)).toBe(false);
    expect((await h.app.store.owed()).filter((o) => o.channelId === pod.id)).toEqual([]);
    expect(h.fake.violations).toEqual([]);
  });

  it('a locked archived thread: updates wait, the player is told, and they catch up once it is unlocked', async () => {
    const h = await start('access-locked');
    const pod = h.fake.channel('pod');
    const { users, play } = await dealt(h, pod);
    await play(2);
    // Locked, and the bot without Manage Threads: it may not unarchive it.
    h.fake.denyBot(pod, PermissionFlagsBits.ManageThreads);
    h.fake.archiveThread(pod, { locked: true });
    await play(5);
    const held = await owedLines(h, pod);
    expect(held.length).toBeGreaterThan(0);
    const told = await users[0]!.slash(pod, 'hand');
    expect([told.reply, ...told.followUps].map((m) => m?.content ?? '').join('\n')).toContain(
      'this thread is archived, and I may not unarchive it',
    );
    // A moderator unlocks it (still archived): the next interaction has the bot try again.
    h.fake.archiveThread(pod, { locked: false });
    await users[1]!.slash(pod, 'hand');
    await h.app.bot.context.publisher.idle();
    await h.fake.waitFor(async () => (await owedLines(h, pod)).length === 0 || null, 10_000);
    expect(h.fake.isArchived(pod)).toBe(false);
    expectInOrder(shown(h, pod), held);
    expect(h.fake.violations).toEqual([]);
  });
});
