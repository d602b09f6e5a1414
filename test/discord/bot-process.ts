/**
 * The bot as its own process (`node --import tsx src/main.ts`, what `npm start` runs), pointed at
 * a fake Discord in the test's process: for what only a real process shows — two bots on one
 * store, a kill between two writes, resident memory.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pending } from '../../src/engine/index.ts';
import { FakeDiscord } from '../../src/local-discord/index.ts';
import { recordAt, writeRecord } from './fixtures.ts';

const root = resolve(import.meta.dirname, '../..');

export interface BotProcess {
  readonly child: ChildProcess;
  /** Everything the process wrote (pino JSON lines), so far. */
  output(): string;
  /** Lines of its log with this message. */
  lines(msg: string): string[];
  /** Resident memory, from /proc (Linux). */
  rssBytes(): number;
  /** SIGKILL: no clean shutdown, as a crash. */
  kill(): Promise<void>;
  /** SIGTERM: the bot finishes what it has in hand, then exits. */
  stop(): Promise<void>;
}

export async function startBotProcess(
  fake: FakeDiscord,
  storeUrl: string,
  env: Record<string, string> = {},
): Promise<BotProcess> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !k.startsWith('DISCORD_')),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: root,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      ENV_FILE: join(root, 'no-such.env'),
      DISCORD_TOKEN: fake.token,
      DISCORD_API_URL: fake.apiUrl,
      DEV_GUILD_ID: fake.guild.id,
      STORE_URL: storeUrl,
      LOG_LEVEL: 'info',
      BOARD_PICTURES: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (chunk) => {
    out += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    out += String(chunk);
  });
  const exited = once(child, 'exit');
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  const bot: BotProcess = {
    child,
    output: () => out,
    lines: (msg) => out.split('\n').filter((l) => l.includes(`"msg":"${msg}"`)),
    rssBytes() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) * 1024;
    },
    async kill() {
      if (gone()) return;
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (gone()) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
  // Started: the commands registered (one process), or every shard connected (a shard manager).
  const started = env.SHARDS ? '"msg":"every shard connected"' : '"msg":"slash commands registered"';
  try {
    await fake.waitFor(() => out.includes(started) || gone(), 60_000);
  } catch (error) {
    await bot.kill();
    throw new Error(`the bot process did not start: ${out}`, { cause: error });
  }
  if (gone()) throw new Error(`the bot process stopped: ${out}`);
  return bot;
}

/**
 * A fake Discord and, in a fresh store (`url`, or an SQLite file), a 2-player game 30 answers in, waiting for one
 * player's (not secret) answer: what a bot process is then started on. `defer` takes the clean-ups.
 */
export async function storedDuel(seed: string, defer: (cleanup: () => unknown) => void, storeUrl?: string) {
  const fake = await FakeDiscord.start({ quietMs: 30 });
  defer(() => fake.stop());
  const dir = mkdtempSync(join(tmpdir(), 'hegemony-bot-'));
  defer(() => rmSync(dir, { recursive: true, force: true }));
  const url = storeUrl ?? `sqlite://${join(dir, 'games.sqlite')}`;
  const channel = fake.channel('game');
  const players = { working: fake.user('ann'), capitalist: fake.user('bob') };
  const fixture = recordAt({
    players: 2,
    seed,
    guildId: channel.guildId,
    channelId: channel.id,
    owners: { working: players.working.id, capitalist: players.capitalist.id },
    until: (s) => s.version >= 30 && !pending(s)[0]?.secret,
  });
  await writeRecord(url, fixture);
  const waiting = players[pending(fixture.state!)[0]?.seat as 'working' | 'capitalist'];
  return { fake, url, channel, players, fixture, waiting };
}
