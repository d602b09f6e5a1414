/**
 * Must-show 2 of the scale-out — two shards on one Redis store: `npm start` with SHARDS=2 runs a
 * shard manager and two shard processes against a fake Discord serving two shards. Games are
 * played in guilds of both shards, each guild's interactions reaching its own shard only. One
 * shard's process is killed mid-game, between saving an answer and announcing it; the manager
 * starts it again, the restarted shard (and only it) posts what its guild was owed, and play goes
 * on: nothing lost, nothing applied twice. The operator's port shows every shard and the metrics.
 */
import { createServer } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClassId } from '../../src/data/common.ts';
import type { LogEntry } from '../../src/discord/present/log.ts';
import { pending } from '../../src/engine/index.ts';
import {
  buttons,
  type FakeChannel,
  FakeDiscord,
  type FakeMessage,
  type HeldRequest,
} from '../../src/local-discord/index.ts';
import { stableSnowflake } from '../../src/local-discord/snowflake.ts';
import { RecordStore } from '../../src/store/record-store.ts';
import { replay } from '../../src/store/replay.ts';
import { type GameRecord, gameKey } from '../../src/store/types.ts';
import { shardOfGuild } from '../../src/table/guild-scope.ts';
import { BACKENDS } from '../store/backends.ts';
import { startBotProcess } from './bot-process.ts';
import { recordAt, writeRecord } from './fixtures.ts';
import { choicesOf, seeded } from './table.ts';

const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const redis = BACKENDS.find((b) => b.name === 'redis');
const LINE = 'POST /channels/:channel/messages';
const EDIT = 'PATCH /channels/:channel/messages/:message';

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const port = (server.address() as { port: number }).port;
  server.close();
  return port;
}

/** Guild names, two of them on each of two shards (guild ids derive from names). */
function guildsOnBothShards(fakeShardOf: (name: string) => number): string[] {
  const picked: string[][] = [[], []];
  for (let n = 0; picked.some((p) => p.length < 2); n++) {
    const name = `Table ${n}`;
    const list = picked[fakeShardOf(name)] as string[];
    if (list.length < 2) list.push(name);
  }
  return picked.flat();
}

describe.skipIf(redis?.skip)(`shards${redis?.skip ? ` (skipped: ${redis.skip})` : ''}`, () => {
  it('two shards on one Redis store: games in guilds of both, one shard killed and restarted mid-game — nothing lost, nothing applied twice', async () => {
    // The fake derives guild ids from their names: names whose guilds fall on each shard.
    const names = guildsOnBothShards((name) => shardOfGuild(stableSnowflake(`guild:${name}`), 2));
    const fake = await FakeDiscord.start({
      guilds: names.map((name) => ({ name, channels: ['game'] })),
      shards: 2,
      maxConcurrency: 2,
      quietMs: 30,
    });
    cleanups.push(() => fake.stop());
    const url = await (redis as NonNullable<typeof redis>).url();
    const [ann, bob] = [fake.user('ann'), fake.user('bob')];
    const channels = fake.guilds.map((g) => g.channels[0] as FakeChannel);
    const shardOf = (c: FakeChannel) => fake.shardOf(c.guildId, 2);
    expect(channels.map(shardOf).sort()).toEqual([0, 0, 1, 1]);
    for (const [i, channel] of channels.entries())
      await writeRecord(
        url,
        recordAt({
          players: 2,
          seed: `shard-${i}`,
          guildId: channel.guildId,
          channelId: channel.id,
          owners: { working: ann.id, capitalist: bob.id },
          until: (s) => s.version >= 20 && !pending(s)[0]?.secret,
        }),
      );

    const port = await freePort();
    const bot = await startBotProcess(fake, url, { SHARDS: '2', METRICS_PORT: String(port) });
    cleanups.push(() => bot.kill());
    await fake.waitFor(() => fake.connectedBots === 2, 60_000);
    expect(fake.identifies.map((i) => i.shard)).toEqual(
      expect.arrayContaining([
        [0, 2],
        [1, 2],
      ]),
    );

    const store = await RecordStore.open(url);
    cleanups.push(() => store.close());
    const players: Record<string, typeof ann> = { working: ann, capitalist: bob };
    const boards = new Map<string, FakeMessage>();
    for (const channel of channels)
      boards.set(
        channel.id,
        (await fake.user(`watcher-${channel.name}-${channel.guildId}`).slash(channel, 'board'))
          .reply as FakeMessage,
      );
    const acknowledged = new Map<string, string[]>(channels.map((c) => [c.id, []]));

    /** The waiting player of a channel's game answers once, through the board and their panel. */
    async function answer(channel: FakeChannel, rng: ReturnType<typeof seeded>) {
      const record = (await store.get(gameKey(channel.guildId, channel.id))) as GameRecord;
      const q = pending(record.state!)[0];
      if (!q) return;
      const user = players[q.seat as ClassId] as typeof ann;
      const board = boards.get(channel.id) as FakeMessage;
      const open = buttons(board).find((b) => b.customId?.startsWith('hg:open:'))?.customId as string;
      const panel = (await user.click(board, open)).reply as FakeMessage;
      const choice = rng.pick(choicesOf(panel).filter((c) => c.kind !== 'page'));
      const result =
        choice.kind === 'select'
          ? await user.select(panel, choice.customId, [choice.value])
          : await user.click(panel, choice.customId);
      if (result.reply?.content.startsWith('✅')) acknowledged.get(channel.id)?.push(result.interaction.id);
      return result;
    }
    const play = (rounds: number, seed: number) =>
      Promise.all(
        channels.map(async (channel, i) => {
          const rng = seeded(seed + i);
          for (let n = 0; n < rounds; n++) await answer(channel, rng);
        }),
      );

    // Games in guilds of both shards, at once.
    await play(6, 1);

    // Shard 1 dies between saving an answer and announcing it: its log entry (a new turn message,
    // or an edit of the current one) is held on its way to Discord.
    const victim = channels.find((c) => shardOf(c) === 1) as FakeChannel;
    const said = (text: string) =>
      fake
        .publicMessages(victim)
        .flatMap((m) => [m.content, ...m.embeds.map((e) => e.description ?? '')])
        .join('\n')
        .split(text).length - 1;
    const hold = fake.holdRequests(
      (r: HeldRequest) => (r.route === LINE || r.route === EDIT) && r.path.includes(victim.id),
    );
    const saved = await answer(victim, seeded(99));
    expect(saved?.reply?.content).toMatch(/^✅/);
    await fake.waitFor(() => hold.held >= 1, 5000);
    // What the answer owes the channel (its log entry), saved with it.
    const owed = (await store.owed()).filter((o) => o.channelId === victim.id);
    const entry = owed.at(-1)?.line as LogEntry | undefined;
    if (!entry || entry.lines.length === 0) throw new Error('the answer owed no log line');
    const line = entry.lines.join('\n');
    const before = said(line);
    const started = bot.lines('shard started').filter((l) => l.includes('"shard":1'));
    const pid = Number(/"shardPid":(\d+)/.exec(started.at(-1) as string)?.[1]);
    const identifies = fake.identifies.length;
    process.kill(pid, 'SIGKILL');
    await fake.waitFor(() => hold.dropped >= 1, 10_000);
    hold.release();
    // The manager starts it again; it connects as shard 1 and posts what its guild was owed, once.
    await fake.waitFor(() => fake.identifies.length > identifies && fake.connectedBots === 2, 60_000);
    expect(fake.identifies.at(-1)?.shard).toEqual([1, 2]);
    await fake.waitFor(() => said(line) > before, 10_000);
    await vi.waitFor(
      async () => expect((await store.owed()).filter((o) => o.channelId === victim.id)).toEqual([]),
      { timeout: 10_000 },
    );
    expect(said(line), 'the owed entry was posted once').toBe(before + 1);
    const recovered = bot.lines('announcements owed from before a restart');
    expect(recovered.length).toBeGreaterThan(0);
    for (const l of recovered) expect(l).toContain('"shard":1');

    // Play goes on in every guild.
    await play(6, 50);

    // The operator's port: both shards up, one restart, and the bot's metrics summed over shards.
    const health = await fetch(`http://127.0.0.1:${port}/health`);
    expect(health.status).toBe(200);
    const metrics = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    for (const name of [
      'hegemony_shard_up{shard="0"} 1',
      'hegemony_shard_up{shard="1"} 1',
      'hegemony_shard_restarts_total{shard="1"} 1',
      'hegemony_answers_total',
      'hegemony_first_response_seconds_bucket',
      'hegemony_store_seconds_bucket',
      'hegemony_picture_queue',
      'hegemony_live_games 4',
      'hegemony_refusals_total',
    ])
      expect(metrics).toContain(name);

    // A clean stop across shards: every owed announcement is out and cleared.
    await bot.stop();
    expect(bot.lines('shutting down').length).toBeGreaterThanOrEqual(3);
    expect(await store.owed()).toEqual([]);
    for (const channel of channels) {
      const record = (await store.get(gameKey(channel.guildId, channel.id))) as GameRecord;
      const logged = record.actions.flatMap((a) => (a.interactionId ? [a.interactionId] : []));
      expect(new Set(logged).size, 'an interaction applied twice').toBe(logged.length);
      expect(logged.sort()).toEqual([...(acknowledged.get(channel.id) ?? [])].sort());
      expect(replay(record)).toEqual(record.state);
    }
    expect(fake.violations).toEqual([]);
  }, 240_000);

  it('several machines share the shards: SHARD_LIST runs only the shards named, and every guild is answered by its own', async () => {
    const names = guildsOnBothShards((name) => shardOfGuild(stableSnowflake(`guild:${name}`), 2));
    const fake = await FakeDiscord.start({
      guilds: names.map((name) => ({ name, channels: ['game'] })),
      shards: 2,
      maxConcurrency: 2,
      quietMs: 30,
    });
    cleanups.push(() => fake.stop());
    const url = await (redis as NonNullable<typeof redis>).url();
    // Two "machines", one shard each, on one store.
    const machines = [];
    for (const list of ['1', '0']) {
      const machine = await startBotProcess(fake, url, { SHARDS: '2', SHARD_LIST: list });
      cleanups.push(() => machine.kill());
      machines.push(machine);
    }
    expect(fake.identifies.map((i) => i.shard)).toEqual([
      [1, 2],
      [0, 2],
    ]);
    for (const guild of fake.guilds) {
      const channel = guild.channels[0] as FakeChannel;
      const made = await fake
        .user('host')
        .slash(channel, 'hegemony', { subcommand: 'new', options: { players: 2 } });
      expect(made.reply?.embeds[0]?.title).toBe('Hegemony — new 2-player game');
    }
    // Each machine's shard answered its own guilds' interactions, and only those.
    for (const [i, machine] of machines.entries()) {
      const shard = i === 0 ? 1 : 0;
      const mine = fake.guilds.filter((g) => fake.shardOf(g, 2) === shard).map((g) => g.id);
      const created = machine.lines('game created').map((l) => /"guild":"(\d+)"/.exec(l)?.[1]);
      expect(created.sort()).toEqual(mine.sort());
    }
    await Promise.all(machines.map((m) => m.stop()));
    expect(fake.violations).toEqual([]);
  }, 120_000);
});
