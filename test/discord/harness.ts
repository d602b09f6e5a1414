/**
 * The real bot (startApp: store, discord.js Client, router, commands) against the loopback fake
 * Discord, with every pino line captured for the leak checks.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { Locale } from 'discord.js';
import { afterAll, beforeAll } from 'vitest';
import { type App, startApp } from '../../src/app.ts';
import { parseConfig } from '../../src/config.ts';
import type { BoardPicture } from '../../src/discord/publisher.ts';
import { FakeDiscord, type FakeDiscordOptions, type FakeUser } from '../../src/local-discord/index.ts';
import { createLogger } from '../../src/log.ts';
import type { Timers } from '../../src/table/turn-clock.ts';

/** How much shorter than Discord's the fake's rate-limit windows are in bot tests. */
export const TEST_TIME_SCALE = 0.02;

export interface Harness {
  fake: FakeDiscord;
  app: App;
  /** Every log line the bot wrote, as JSON text. */
  logs: string[];
  storeUrl: string;
  /** Destroys the client and closes the store, then starts a new bot on the same store. */
  restart(): Promise<App>;
  stop(): Promise<void>;
}

export interface HarnessOptions extends FakeDiscordOptions {
  storeUrl?: string;
  picture?: BoardPicture;
  /** Seeds for the games the bot creates, in order (then random), so a failing game can be replayed. */
  gameSeeds?: string[];
  /** Draw real board pictures (src/render in a worker); off unless asked, to keep tests quick. */
  pictures?: boolean;
  /** The bot's log level (default debug, every line captured for the leak checks). */
  logLevel?: 'debug' | 'info';
  /** More settings, as .env would give them (e.g. LOBBY_EXPIRY_HOURS). */
  env?: Record<string, string>;
  /** The clock of reminders and deadlines (a fake one the test moves); real timers by default. */
  timers?: Timers;
  /** Runs once the fake is up and before the bot starts (e.g. to put a game in the store). */
  prepare?: (fake: FakeDiscord, storeUrl: string) => Promise<void>;
}

export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  // Discord's rate limits apply, their windows shortened as much as play is quickened in tests
  // (5 messages per 100 ms in a channel instead of per 5 s).
  const fake = await FakeDiscord.start({
    quietMs: 15,
    rateLimits: { timeScale: TEST_TIME_SCALE },
    ...options,
  });
  const dir = mkdtempSync(join(tmpdir(), 'hegemony-test-'));
  const storeUrl = options.storeUrl ?? `sqlite://${join(dir, 'games.sqlite')}`;
  await options.prepare?.(fake, storeUrl);
  const logs: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const logLevel = options.logLevel ?? 'debug';
  const log = createLogger({ level: logLevel, destination });
  const config = parseConfig({
    DISCORD_TOKEN: fake.token,
    DISCORD_API_URL: fake.apiUrl,
    STORE_URL: storeUrl,
    LOG_LEVEL: logLevel,
    DEV_GUILD_ID: fake.guild.id,
    BOARD_PICTURES: options.pictures ? 'on' : 'off',
    // No AI worker thinking in the background unless a test asks for one.
    AI_WARM_MS: '0',
    ...options.env,
  });
  const seeds = [...(options.gameSeeds ?? [])];
  const newSeed = () => seeds.shift() ?? `test-${Math.random().toString(36).slice(2)}`;
  const start = () =>
    startApp(config, log, {
      newSeed,
      discordTimeScale: TEST_TIME_SCALE,
      ...(options.picture ? { picture: options.picture } : {}),
      ...(options.timers ? { timers: options.timers } : {}),
    });
  const harness: Harness = {
    fake,
    app: await start(),
    logs,
    storeUrl,
    async restart() {
      await harness.app.stop();
      await fake.waitFor(() => !fake.connected);
      harness.app = await start();
      return harness.app;
    },
    async stop() {
      await harness.app.stop();
      await fake.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return harness;
}

/**
 * One harness for a test file: started before its tests and stopped after them, with these users
 * on its Discord. Read `file.h` and `file.users` inside the tests.
 */
export function harnessForFile<Name extends string>(
  options: HarnessOptions,
  names: readonly Name[],
): { h: Harness; users: Record<Name, FakeUser> } {
  const file = { h: undefined as unknown as Harness, users: {} as Record<Name, FakeUser> };
  beforeAll(async () => {
    file.h = await startHarness(options);
    for (const name of names) file.users[name] = file.h.fake.user(name);
  });
  afterAll(async () => {
    await file.h?.stop();
  });
  return file;
}

/**
 * A harness for a test file of languages, with two readers: `ana`, whose Discord client is in
 * Portuguese (pt-BR), and `bob`, whose client is in English (en-US). Read them inside the tests.
 */
export function readersForFile(options: HarnessOptions): { h: Harness; ana: FakeUser; bob: FakeUser } {
  const file = {} as { h: Harness; ana: FakeUser; bob: FakeUser };
  beforeAll(async () => {
    file.h = await startHarness({ quietMs: 5, ...options });
    file.ana = file.h.fake.user('ana', { locale: Locale.PortugueseBR });
    file.bob = file.h.fake.user('bob', { locale: Locale.EnglishUS });
  });
  afterAll(async () => {
    await file.h?.stop();
  });
  return file;
}
