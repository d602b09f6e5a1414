/**
 * `npm start` is the bot: pointed at the fake Discord through the environment, it logs in,
 * registers its slash commands and answers `/hegemony new`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { COMMANDS } from '../../commands/index.ts';
import { deployCommands } from '../../src/discord/deploy.ts';
import { FakeDiscord } from '../../src/local-discord/index.ts';

const root = resolve(import.meta.dirname, '../..');
const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  // The child leads its own process group (npm → tsx → node): signal the group.
  process.kill(-(child.pid as number), 'SIGTERM');
  await exited;
}

it('npm start logs in to the Discord named by DISCORD_API_URL, registers the commands and answers /hegemony new', async () => {
  const fake = await FakeDiscord.start();
  cleanups.push(() => fake.stop());
  const dir = mkdtempSync(join(tmpdir(), 'hegemony-start-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('DISCORD_')));
  const child = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    env: {
      ...env,
      ENV_FILE: join(dir, 'no.env'),
      DISCORD_TOKEN: fake.token,
      DISCORD_API_URL: fake.apiUrl,
      DEV_GUILD_ID: fake.guild.id,
      STORE_URL: `sqlite://${join(dir, 'games.sqlite')}`,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(() => stopChild(child));
  let out = '';
  child.stdout?.on('data', (chunk) => {
    out += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    out += String(chunk);
  });

  await fake.waitFor(() => out.includes('"msg":"slash commands registered"'), 60_000);
  expect(
    fake
      .commands(fake.guild.id)
      .map((c) => c.name)
      .sort(),
  ).toEqual(COMMANDS.map((c) => c.data.name).sort());
  // One readable line: who the bot is, in how many servers, and the link that invites it.
  const ready = out.split('\n').find((l) => l.includes('"msg":"Ready: '));
  expect(ready).toMatch(
    /"msg":"Ready: Hegemony Referee is in 1 server\. Invite it to another: https:\/\/discord\.com\/oauth2\/authorize\?client_id=\d+&scope=bot\+applications\.commands&permissions=\d+"/,
  );

  const result = await fake.user('ann').slash(fake.channel('game'), 'hegemony', {
    subcommand: 'new',
    options: { players: 3 },
  });
  expect(result.ephemeral).toBe(false);
  expect(result.reply?.embeds[0]?.title).toBe('Hegemony — new 3-player game');
  expect(result.violations).toEqual([]);

  // SIGTERM reaches the bot (npm itself ends by the signal): it stops cleanly and disconnects.
  await stopChild(child);
  await fake.waitFor(() => out.includes('"msg":"shutting down"') && !fake.connected, 20_000);
  expect(out).not.toMatch(/"level":(50|60)/);
}, 90_000);

/** Runs `npm start` with these Discord settings until it exits; its output and exit code. */
async function startFails(discord: { DISCORD_TOKEN: string; DISCORD_API_URL: string }) {
  const dir = mkdtempSync(join(tmpdir(), 'hegemony-start-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('DISCORD_')));
  const child = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    env: {
      ...env,
      ...discord,
      ENV_FILE: join(dir, 'no.env'),
      STORE_URL: `sqlite://${join(dir, 'g.sqlite')}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(() => stopChild(child));
  let out = '';
  child.stdout?.on('data', (c) => {
    out += String(c);
  });
  child.stderr?.on('data', (c) => {
    out += String(c);
  });
  const [code] = await once(child, 'exit');
  return { code, out };
}

it('npm start says plainly that Discord refused the token, and exits', async () => {
  const fake = await FakeDiscord.start();
  cleanups.push(() => fake.stop());
  const { code, out } = await startFails({ DISCORD_TOKEN: 'not-the-token', DISCORD_API_URL: fake.apiUrl });
  expect(code).not.toBe(0);
  expect(out).toContain('The bot could not start: Discord refused the bot token (DISCORD_TOKEN).');
  expect(out).not.toContain('JSON');
  expect(fake.connected).toBe(false);
}, 90_000);

it('npm start says plainly that Discord cannot be reached, and exits', async () => {
  // A port that was free a moment ago: nothing listens there.
  const fake = await FakeDiscord.start();
  const closed = fake.apiUrl;
  await fake.stop();
  const { code, out } = await startFails({ DISCORD_TOKEN: 'any', DISCORD_API_URL: closed });
  expect(code).not.toBe(0);
  expect(out).toMatch(
    /The bot could not start: Discord could not be reached at http:\/\/127\.0\.0\.1:\d+\/api \(ECONNREFUSED\)/,
  );
}, 90_000);

it('npm run deploy-commands registers the commands in DEV_GUILD_ID, or globally without it', async () => {
  const fake = await FakeDiscord.start();
  cleanups.push(() => fake.stop());
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('DISCORD_')));
  const child = spawn('npm', ['run', 'deploy-commands'], {
    cwd: root,
    env: {
      ...env,
      ENV_FILE: join(root, 'no-such.env'),
      DISCORD_TOKEN: fake.token,
      DISCORD_API_URL: fake.apiUrl,
      DEV_GUILD_ID: fake.guild.id,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (c) => {
    out += String(c);
  });
  const [code] = await once(child, 'exit');
  expect(code).toBe(0);
  expect(out).toContain(`Registered ${COMMANDS.length} commands in server ${fake.guild.id}.`);
  expect(fake.commands(fake.guild.id)).toHaveLength(COMMANDS.length);

  // The same function, globally (without DEV_GUILD_ID), in-process.
  const global = await deployCommands({ DISCORD_TOKEN: fake.token, DISCORD_API_URL: fake.apiUrl }, COMMANDS);
  expect(global).toBe(`Registered ${COMMANDS.length} commands globally.`);
  expect(
    fake
      .commands()
      .map((c) => c.name)
      .sort(),
  ).toEqual(COMMANDS.map((c) => c.data.name).sort());
}, 90_000);
