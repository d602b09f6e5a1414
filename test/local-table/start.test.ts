/**
 * `npm start` without a token: the local table listens on 127.0.0.1 only (nothing local is ever
 * reachable from another machine), and LOCAL_TABLE=off keeps the one-line refusal.
 */
import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { resolve } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type LocalStart, startLocally } from './local-start.ts';

const root = resolve(import.meta.dirname, '../..');

let local: LocalStart | undefined;
afterEach(async () => {
  await local?.dispose();
  local = undefined;
});

/** Acts on the local table's page as `as` (a player's name) in channel `table-1`, as the page does. */
async function actAs(url: string, as: string, command: Record<string, unknown>) {
  const table = (await (await fetch(new URL('/api/table', url))).json()) as {
    players: { id: string; name: string }[];
    channels: { id: string; name: string }[];
  };
  const who = table.players.find((p) => p.name === as)?.id;
  const channel = table.channels.find((c) => c.name === 'table-1')?.id as string;
  const res = await fetch(new URL('/api/act', url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ as: who, channel, action: { kind: 'slash', command } }),
  });
  expect(res.status).toBe(200);
  return { who, channel };
}

/** A message as the page shows it: its embeds' titles and the slash command it answers, if any. */
interface Shown {
  titles: string[];
  command: string | undefined;
}

/** The messages the page shows `as` in `channel`, once `ready` says they are all there. */
async function messagesShown(
  url: string,
  channel: string,
  as: string,
  ready: (messages: Shown[]) => boolean,
) {
  let messages: Shown[] = [];
  await expect
    .poll(
      async () => {
        const socket = new WebSocket(new URL('/live', url).href.replace(/^http/, 'ws'));
        await new Promise((resolve) => socket.once('open', resolve));
        socket.send(JSON.stringify({ channel, as }));
        const [data] = (await once(socket, 'message')) as [Buffer];
        socket.close();
        const snapshot = JSON.parse(String(data)) as {
          messages: { embeds: { title?: string }[]; via?: { command?: string } }[];
        };
        messages = snapshot.messages.map((m) => ({
          titles: m.embeds.map((e) => e.title ?? ''),
          command: m.via?.command,
        }));
        return ready(messages);
      },
      { timeout: 30_000, interval: 200 },
    )
    .toBe(true);
  return messages;
}

/** The processes of a process group (npm → sh → tsx → node), from /proc. */
function processGroup(pgid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        // Field 5 of /proc/PID/stat (after the parenthesised command name) is the process group.
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) === pgid;
      } catch {
        return false; // the process ended meanwhile
      }
    });
}

/** The socket inodes the processes hold open. */
function socketInodes(pids: number[]): Set<string> {
  const inodes = new Set<string>();
  for (const pid of pids) {
    let fds: string[] = [];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
        if (m) inodes.add(m[1] as string);
      } catch {
        // closed meanwhile
      }
    }
  }
  return inodes;
}

/** Every listening TCP socket (IPv4 and IPv6) among `inodes`, as "address:port" in hex as /proc shows it. */
function listening(inodes: Set<string>): { address: string; port: number }[] {
  const found: { address: string; port: number }[] = [];
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      // cols: sl local_address rem_address st ... inode (10th)
      if (cols.length < 10 || cols[3] !== '0A' || !inodes.has(cols[9] as string)) continue;
      const [hex, port] = (cols[1] as string).split(':') as [string, string];
      found.push({ address: hex, port: Number.parseInt(port, 16) });
    }
  }
  return found;
}

/** 127.0.0.1 as /proc/net/tcp writes it (little-endian hex). */
const LOOPBACK_HEX = '0100007F';

const refused = (host: string, port: number) =>
  new Promise<boolean>((done) => {
    const socket = connect({ host, port, timeout: 2_000 });
    socket.once('connect', () => {
      socket.destroy();
      done(false);
    });
    socket.once('error', () => done(true));
    socket.once('timeout', () => {
      socket.destroy();
      done(true);
    });
  });

it.runIf(process.platform === 'linux')(
  'npm start with no token: the page and the loopback Discord listen on 127.0.0.1 only, nowhere another machine can reach',
  async () => {
    local = await startLocally();
    const port = Number(new URL(local.url).port);
    const page = await fetch(local.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>');

    const sockets = listening(socketInodes(processGroup(local.child.pid as number)));
    // The page and the loopback Discord at least (a worker or the store may add none of their own).
    expect(sockets.length).toBeGreaterThanOrEqual(2);
    expect(sockets.map((s) => s.port)).toContain(port);
    for (const socket of sockets)
      expect(socket, 'a listening socket').toEqual({ address: LOOPBACK_HEX, port: socket.port });

    // From this machine's other addresses (what another machine would reach), nobody answers.
    const elsewhere = Object.values(networkInterfaces())
      .flat()
      .filter((a) => a !== undefined && a.family === 'IPv4' && !a.internal)
      .map((a) => a?.address as string);
    for (const address of elsewhere) {
      for (const s of sockets) expect(await refused(address, s.port), `${address}:${s.port}`).toBe(true);
    }
  },
  120_000,
);

it('npm start with no token and LOCAL_TABLE=off exits non-zero with one line naming DISCORD_TOKEN and .env.example', () => {
  // ENV_FILE points at nothing, so a developer's own .env is not read; no Discord variable is inherited.
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('DISCORD_')));
  const run = spawnSync('npm', ['start'], {
    cwd: root,
    env: { ...env, ENV_FILE: resolve(root, 'no-such.env'), LOCAL_TABLE: 'off' },
    encoding: 'utf8',
    timeout: 90_000, // tsx compiles on a busy machine
  });
  expect(run.status).not.toBe(0);
  expect(run.stdout).not.toContain('playing locally');
  const lines = run.stderr.trim().split('\n');
  expect(lines).toEqual(['Configuration: DISCORD_TOKEN is required — see .env.example']);
  expect(run.stderr).not.toMatch(/\bat .*:\d+:\d+/); // no stack trace
}, 120_000);

it('a game played on the local table is kept in the store npm start uses: after a restart, /board in its channel shows it', async () => {
  local = await startLocally();
  const { storeUrl } = local;
  const { who, channel } = await actAs(local.url, 'Ana', {
    command: 'hegemony',
    subcommand: 'new',
    options: { players: '2', automa: 'capitalist' },
  });
  const roundOne = (m: Shown) => m.titles.find((t) => /^Hegemony — Round 1/.test(t));
  const before = (await messagesShown(local.url, channel, who as string, (ms) => ms.some(roundOne))).find(
    roundOne,
  );
  await local.stop();

  // Started again on the same store: a fresh loopback Discord, the same game. The restarted bot may
  // first finish posts the stopped one still owed; the answer to /board is told apart by its command.
  const again = await startLocally({ STORE_URL: storeUrl });
  try {
    await actAs(again.url, 'Ana', { command: 'board' });
    const answer = (m: Shown) => m.command === '/board' && m.titles.some((t) => t.startsWith('Hegemony — '));
    const after = (await messagesShown(again.url, channel, who as string, (ms) => ms.some(answer))).find(
      answer,
    );
    expect(after?.titles.find((t) => t.startsWith('Hegemony — '))).toBe(before && roundOne(before));
  } finally {
    await again.dispose();
  }
}, 180_000);
