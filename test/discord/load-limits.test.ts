/**
 * Limits on what anyone can make the bot do: lobbies expire, a host has a few open lobbies per
 * server at most, `/board` and `/score` have per-user cooldowns, `/board` reuses the picture of an
 * unchanged board, and the picture queue is bounded.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PicturePool } from '../../src/discord/picture.ts';
import { PictureBusyError } from '../../src/discord/publisher.ts';
import { createGame, defaultOptions, type GameView, view } from '../../src/engine/index.ts';
import { buttons, type FakeChannel, type FakeMessage } from '../../src/local-discord/index.ts';
import { createLogger } from '../../src/log.ts';
import { type GameRecord, gameKey } from '../../src/store/types.ts';
import { TINY_PNG } from './fixtures.ts';
import { type Harness, type HarnessOptions, startHarness } from './harness.ts';
import { tappingTable } from './table.ts';

let h: Harness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

async function start(options: HarnessOptions) {
  h = await startHarness({ quietMs: 5, guilds: [{ channels: ['game', 'second', 'third'] }], ...options });
  return h;
}

describe('lobbies', () => {
  it('expire after LOBBY_EXPIRY_HOURS: the lobby closes, its buttons refuse, and the channel is free', async () => {
    const harness = await start({ env: { LOBBY_EXPIRY_HOURS: String(1 / 3600) } });
    const channel = harness.fake.channel('game');
    const [ann, bob] = [harness.fake.user('ann'), harness.fake.user('bob')];
    const lobby = (await ann.slash(channel, 'hegemony', { subcommand: 'new', options: { players: 2 } }))
      .reply as FakeMessage;
    const id = (await harness.app.store.get(gameKey(channel.guildId, channel.id)))?.id as string;
    await new Promise((r) => setTimeout(r, 1200));
    const join = buttons(lobby).find((b) => b.customId?.startsWith('hg:join:'))?.customId as string;
    const late = await bob.click(lobby, join);
    expect(late.ephemeral).toBe(true);
    expect(late.reply?.content).toMatch(
      /This lobby has expired \(lobbies stay open 1 minutes?\)|This lobby has expired/,
    );
    await harness.app.bot.context.publisher.idle();
    expect(harness.fake.message(lobby.id)?.components).toEqual([]);
    expect(await harness.app.store.get(gameKey(channel.guildId, channel.id))).toBeUndefined();
    const archived = (await harness.app.store.getArchived(channel.guildId, channel.id, id)) as GameRecord;
    expect(archived.status).toBe('abandoned');
    expect(archived.admin.at(-1)?.what).toBe('expire');
    const next = await bob.slash(channel, 'hegemony', { subcommand: 'new', options: { players: 2 } });
    expect(next.reply?.embeds[0]?.title).toBe('Hegemony — new 2-player game');
  });

  it('a user hosts at most MAX_LOBBIES_PER_HOST open lobbies in a server', async () => {
    const harness = await start({ env: { MAX_LOBBIES_PER_HOST: '2' } });
    const [game, second, third] = ['game', 'second', 'third'].map((c) => harness.fake.channel(c)) as [
      FakeChannel,
      FakeChannel,
      FakeChannel,
    ];
    const [ann, bob] = [harness.fake.user('ann'), harness.fake.user('bob')];
    const open = (user: typeof ann, channel: typeof game) =>
      user.slash(channel, 'hegemony', { subcommand: 'new', options: { players: 2 } });
    await open(ann, game);
    await open(ann, second);
    const third1 = await open(ann, third);
    expect(third1.ephemeral).toBe(true);
    const listed = [game.id, second.id].sort().map((id) => `<#${id}>`);
    expect(third1.reply?.content).toBe(
      `You already host 2 open lobbies in this server (${listed.join(', ')}); start or abandon one of them first.`,
    );
    // Someone else may; and once one of Ann's lobbies is gone, so may she.
    expect((await open(bob, third)).ephemeral).toBe(false);
    await ann.slash(second, 'hegemony', { subcommand: 'abandon' });
    await bob.slash(third, 'hegemony', { subcommand: 'abandon' });
    expect((await open(ann, third)).reply?.embeds[0]?.title).toBe('Hegemony — new 2-player game');
  });
});

describe('cooldowns and pictures', () => {
  it('/board and /score answer one user at most every so often; other users are not held up', async () => {
    const harness = await start({ gameSeeds: ['cooldown'] });
    const table = tappingTable(harness, 'game', ['ann', 'bob']);
    await table.open(2);
    const [watcher, other] = [harness.fake.user('watcher'), harness.fake.user('other')];
    const first = await watcher.slash(table.channel, 'board');
    expect(first.ephemeral).toBe(false);
    // The bot records the new board once Discord has it, just after its reply.
    const key = gameKey(table.channel.guildId, table.channel.id);
    await vi.waitFor(async () =>
      expect((await harness.app.store.get(key))?.boardMessageId).toBe(first.reply?.id),
    );
    const again = await watcher.slash(table.channel, 'board');
    expect(again.ephemeral).toBe(true);
    expect(again.reply?.content).toMatch(
      new RegExp(
        `^You can post the board again in \\d+ s\\. It is kept up to date here: .*/${first.reply?.id}$`,
      ),
    );
    const live = await other.slash(table.channel, 'board');
    expect(live.ephemeral).toBe(false);
    expect((await watcher.slash(table.channel, 'score')).reply?.embeds.length).toBeGreaterThan(0);
    expect((await watcher.slash(table.channel, 'score')).reply?.content).toMatch(
      /^You can see the scores again in \d+ s\.$/,
    );
    const board = live.reply as FakeMessage;
    const score = buttons(board).find((b) => b.customId?.startsWith('hg:score:'))?.customId as string;
    expect((await watcher.click(board, score)).reply?.content).toMatch(/^You can see the scores again/);
  });

  it('/board reuses the picture of a board that has not changed instead of drawing it again', async () => {
    let drawn = 0;
    const harness = await start({
      gameSeeds: ['reuse'],
      picture: {
        async render() {
          drawn++;
          return { name: 'board.png', data: TINY_PNG };
        },
      },
    });
    const table = tappingTable(harness, 'game', ['ann', 'bob']);
    await table.open(2);
    await table.settle();
    expect(drawn).toBe(1);
    for (const name of ['one', 'two', 'three']) {
      const posted = await harness.fake.user(name).slash(table.channel, 'board');
      expect(posted.reply?.attachments.map((a) => a.filename)).toEqual(['board.png']);
    }
    await table.settle();
    expect(drawn).toBe(1);
  });

  it('the picture queue is bounded: past its capacity (workers drawing, and 8 waiting), more are refused at once', async () => {
    const pictures = new PicturePool(createLogger({ level: 'silent' }), 1);
    try {
      const v: GameView = view(createGame(defaultOptions(4), 'queue'), 'public');
      const asked = Array.from({ length: pictures.capacity + 4 }, () => pictures.render(v));
      const settled = await Promise.allSettled(asked);
      const refused = settled.filter((s) => s.status === 'rejected');
      expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(pictures.capacity);
      expect(refused).toHaveLength(4);
      for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(PictureBusyError);
      // Once drawn, the queue takes pictures again.
      expect((await pictures.render(v)).data.length).toBeGreaterThan(1000);
    } finally {
      await pictures.close();
    }
  }, 60_000);
});
