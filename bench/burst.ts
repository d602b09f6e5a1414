/**
 * Bursts (issue: "Bursts miss Discord's 3-second deadline"): the bot as its own process (what `npm
 * start` runs, on a fresh SQLite store) against the loopback fake Discord in this one, 50 2-player
 * games dealt in 50 channels, then 500 interactions sent at once in one channel, and 500 at once
 * across the 50 channels (10 each). Each is a press of the board's **Open my panel** by one of the
 * game's players or of **Score** by a passer-by (a different user each time, so no cooldown
 * refuses it). A first response is the interaction callback reaching the fake; one after 3 s (or
 * none) is missed — Discord would have shown "This interaction failed".
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buttons,
  type FakeChannel,
  FakeDiscord,
  type FakeMessage,
  type FakeUser,
} from '../src/local-discord/index.ts';
import { startBotProcess } from '../test/discord/bot-process.ts';
import { median, percentile, round } from './stats.ts';

const CALLBACK = 'POST /interactions/:interaction/:token/callback';
const DISCORD_EPOCH = 1_420_070_400_000n;
const DEADLINE_MS = 3000;
const CHANNELS = 50;

const createdAt = (id: string) => Number((BigInt(id) >> 22n) + DISCORD_EPOCH);

interface Table {
  channel: FakeChannel;
  players: FakeUser[];
  board: FakeMessage;
}

export interface BurstFigures {
  [key: string]: number;
}

function buttonOf(message: FakeMessage, prefix: string): string {
  const id = buttons(message).find((b) => b.customId?.startsWith(prefix))?.customId;
  if (!id) throw new Error(`no ${prefix} button on the board`);
  return id;
}

async function deal(fake: FakeDiscord, n: number): Promise<Table> {
  const channel = fake.channel(`table-${n}`);
  const players = [fake.user(`p${n}a`), fake.user(`p${n}b`)];
  const has = (prefix: string) => (m: FakeMessage) => buttons(m).some((b) => b.customId?.startsWith(prefix));
  const find = (prefix: string) => () => fake.publicMessages(channel).find(has(prefix));
  await players[0]!.slash(channel, 'hegemony', { subcommand: 'new', options: { players: 2 } });
  // The lobby is the reply or, answered while the bot was behind, a message that follows it.
  const lobby = await fake.waitFor(find('hg:join:'), 10_000);
  for (const [i, cls] of ['w', 'c'].entries())
    await players[i]!.clickRaw(lobby.id, channel.id, buttonOf(lobby, 'hg:join:').replace(/:.$/, `:${cls}`));
  // Two presses answered at once may edit the lobby out of order: Start is pressed until the board shows.
  for (let tries = 0; !find('hg:open:')() && tries < 20; tries++) {
    await players[0]!.clickRaw(lobby.id, channel.id, buttonOf(lobby, 'hg:start:'));
    await new Promise((r) => setTimeout(r, 100));
  }
  return { channel, players, board: await fake.waitFor(find('hg:open:'), 10_000) };
}

/** Sends `count` presses at once over the tables; returns each one's first-response time (ms, Infinity if none in time). */
async function burst(fake: FakeDiscord, tables: Table[], count: number, tag: string): Promise<number[]> {
  const from = fake.calls.length;
  const sends: Array<Promise<unknown>> = [];
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const t = tables[i % tables.length] as Table;
    const open = i % 2 === 0;
    const user = open ? (t.players[(i >> 1) % 2] as FakeUser) : fake.user(`${tag}-${i}`);
    const id = buttonOf(t.board, open ? 'hg:open:' : 'hg:score:');
    sends.push(user.clickRaw(t.board.id, t.channel.id, id).then((r) => ids.push(r.interaction.id)));
  }
  await Promise.all(sends);
  const first = new Map<string, number>();
  for (const c of fake.calls.slice(from))
    if (c.route === CALLBACK && c.interactionId && c.status < 300 && !first.has(c.interactionId))
      first.set(c.interactionId, c.at - createdAt(c.interactionId));
  return ids.map((id) => first.get(id) ?? Number.POSITIVE_INFINITY);
}

function summary(times: number[]) {
  const missed = times.filter((t) => !(t <= DEADLINE_MS)).length;
  const finite = times.filter(Number.isFinite);
  return { missed, p50: median(finite), p99: percentile(times, 99), max: Math.max(...times) };
}

const ms = (n: number) => (Number.isFinite(n) ? `${Math.round(n)} ms` : 'none');

export async function benchBurst(say: (line: string) => void): Promise<BurstFigures> {
  const fake = await FakeDiscord.start({
    quietMs: 5,
    guilds: [{ channels: Array.from({ length: CHANNELS }, (_, n) => `table-${n}`) }],
  });
  const dir = mkdtempSync(join(tmpdir(), 'hegemony-burst-'));
  const bot = await startBotProcess(fake, `sqlite://${join(dir, 'games.sqlite')}`);
  try {
    const tables: Table[] = [];
    for (let n = 0; n < CHANNELS; n += 5)
      tables.push(...(await Promise.all([0, 1, 2, 3, 4].map((k) => deal(fake, n + k)))));
    // Let the dealing settle (board edits, the first turn messages) before the bursts.
    await new Promise((r) => setTimeout(r, 2000));
    const one = summary(await burst(fake, tables.slice(0, 1), 500, 'one'));
    say(
      `burst (500 at once in one channel): first response p50 ${ms(one.p50)}, p99 ${ms(one.p99)}, max ${ms(one.max)}, ${one.missed} after 3 s`,
    );
    await new Promise((r) => setTimeout(r, 2000));
    const many = summary(await burst(fake, tables, 500, 'many'));
    say(
      `burst (500 at once across ${CHANNELS} channels): first response p50 ${ms(many.p50)}, p99 ${ms(many.p99)}, max ${ms(many.max)}, ${many.missed} after 3 s`,
    );
    // What Discord would answer "This interaction failed" to: a first response refused as too late.
    const failed = fake.violations.filter((v) => v.kind === 'late-response').length;
    say(
      `burst: 1000 interactions (500 in one channel, 500 across ${CHANNELS}): missed ${one.missed + many.missed} (first responses after 3 s), p99 ${ms(Math.max(one.p99, many.p99))}; ${failed} "interaction failed"`,
    );
    return {
      burstOneChannelP50Ms: round(one.p50, 0),
      burstOneChannelP99Ms: round(one.p99, 0),
      burstOneChannelMissed: one.missed,
      burstManyChannelsP50Ms: round(many.p50, 0),
      burstManyChannelsP99Ms: round(many.p99, 0),
      burstManyChannelsMissed: many.missed,
      burstMissed: one.missed + many.missed,
      burstInteractionFailed: failed,
    };
  } finally {
    await bot.stop();
    await fake.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
