/**
 * `npm start` without a token: the local table listens on 127.0.0.1 only (nothing local is ever
 * reachable from another machine), and LOCAL_TABLE=off keeps the one-line refusal.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { resolve } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { type LocalStart, startLocally } from './local-start.ts';

const root = resolve(import.meta.dirname, '../..');

let local: LocalStart | undefined;
afterEach(async () => {
  await local?.dispose();
  local = undefined;
});

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
    timeout: 30_000,
  });
  expect(run.status).not.toBe(0);
  expect(run.stdout).not.toContain('playing locally');
  const lines = run.stderr.trim().split('\n');
  expect(lines).toEqual(['Configuration: DISCORD_TOKEN is required — see .env.example']);
  expect(run.stderr).not.toMatch(/\bat .*:\d+:\d+/); // no stack trace
});
