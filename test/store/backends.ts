/**
 * The store's backends as the tests see them: SQLite always, Redis and PostgreSQL when their
 * servers' URLs are in the environment (TEST_REDIS_URL, TEST_POSTGRES_URL, set by .ci/run, which
 * starts throw-away servers). Without one, its tests are skipped with the reason in their name;
 * with TEST_BACKENDS_REQUIRED=1 (CI) a missing URL fails instead.
 *
 * Each backend also says how to make it fail as a real one fails, for the fault tests:
 * - `holdLock`: another connection keeps the game's key from being written past the store's
 *   time-out (SQLite: BEGIN IMMEDIATE on the file; PostgreSQL: the row locked FOR UPDATE; Redis,
 *   which has no locks: a script keeps the server busy, on a server of the test's own);
 * - `failWriteOnce`: the write fails inside the backend (SQLite and PostgreSQL: the driver fails
 *   a statement inside the transaction; Redis: the server refuses the commit script, out of memory);
 * - `failReadOnce`: the driver fails the next read, as a disk or connection error would.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@redis/client';
import pg from 'pg';
import sqlite3 from 'sqlite3';
import { MeteredBackend } from '../../src/ops/metered-backend.ts';
import type { Backend } from '../../src/store/backend.ts';

export type BackendName = 'sqlite' | 'redis' | 'postgresql';

export interface TestBackend {
  name: BackendName;
  /** Why its tests are skipped (no server), or undefined when they run. */
  skip?: string;
  /**
   * The URL of a fresh, empty store; `short` makes a write give up after 300 ms of waiting for
   * another connection; `own` puts it on a server of its own (for faults that touch the whole server).
   */
  url(options?: { short?: boolean; own?: boolean }): Promise<string>;
  /** What the store's message says when a write gave up waiting (`holdLock`). */
  busy: RegExp;
  /** Whether reads still work while another connection holds the lock. */
  readsWhileLocked: boolean;
  holdLock(url: string, key: string): Promise<() => Promise<void>>;
  failWriteOnce(backend: Backend, url: string): Promise<() => Promise<void>>;
  failReadOnce(backend: Backend): void;
}

const required = process.env.TEST_BACKENDS_REQUIRED === '1';
const unique = () => `t${process.pid}x${Math.random().toString(36).slice(2, 10)}:`;
const withQuery = (url: string, query: Record<string, string>) => {
  const u = new URL(url);
  for (const [k, v] of Object.entries(query)) u.searchParams.set(k, v);
  return u.toString();
};

/** A driver error, as a failing disk or a dropped connection gives. */
const driverError = (code: string) => Object.assign(new Error('injected fault'), { code });

/** The backend itself, under the bot's metering wrapper if it has one. */
function unmetered(backend: Backend): Backend {
  return backend instanceof MeteredBackend ? backend.inner : backend;
}

/** The keyv adapter a backend reads and writes through (the connection a fault is injected on). */
function adapterOf<T = { query: () => Promise<unknown> }>(backend: Backend): T {
  return (unmetered(backend) as unknown as { adapter: T }).adapter;
}

/** Replaces `object[method]` until it has failed once for a call `matches`. */
function failOnce<T extends object>(
  object: T,
  methods: Array<keyof T>,
  error: Error,
  matches: (...args: unknown[]) => boolean = () => true,
) {
  let failed = false;
  for (const method of methods) {
    const real = (object[method] as (...args: unknown[]) => unknown).bind(object);
    (object as Record<keyof T, unknown>)[method] = (...args: unknown[]) => {
      if (failed || !matches(...args)) return real(...args);
      failed = true;
      return Promise.reject(error);
    };
  }
}

const tempDir = mkdtempSync(join(tmpdir(), 'hegemony-backends-'));
process.on('exit', () => rmSync(tempDir, { recursive: true, force: true }));
let files = 0;

const sqlite: TestBackend = {
  name: 'sqlite',
  async url({ short } = {}) {
    return `sqlite://${join(tempDir, `s${files++}`, 'games.sqlite')}${short ? '?busy_timeout=300' : ''}`;
  },
  busy: /SQLITE_BUSY/,
  readsWhileLocked: true,
  async holdLock(url) {
    const file = url.replace(/^sqlite:\/\//, '').split('?')[0] as string;
    const db = await new Promise<sqlite3.Database>((resolve, reject) => {
      const d = new sqlite3.Database(file, (e) => (e ? reject(e) : resolve(d)));
    });
    await new Promise<void>((resolve, reject) =>
      db.run('BEGIN IMMEDIATE', (e) => (e ? reject(e) : resolve())),
    );
    return () => new Promise<void>((resolve) => db.run('ROLLBACK', () => db.close(() => resolve())));
  },
  async failWriteOnce(backend) {
    // The record's INSERT fails inside the transaction (after BEGIN, before COMMIT).
    failOnce(adapterOf(backend), ['query'], driverError('SQLITE_IOERR'), (sql) =>
      String(sql).startsWith('INSERT'),
    );
    return async () => undefined;
  },
  failReadOnce(backend) {
    failOnce(adapterOf(backend), ['query'], driverError('SQLITE_IOERR'));
  },
};

const PG_TABLE = 'hegemony_store';

function postgres(base: string): TestBackend {
  return {
    name: 'postgresql',
    async url({ short } = {}) {
      return withQuery(base, { prefix: unique(), ...(short ? { lock_timeout: '300' } : {}) });
    },
    busy: /lock timeout/,
    readsWhileLocked: true,
    async holdLock(url, key) {
      const prefix = new URL(url).searchParams.get('prefix') as string;
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query('BEGIN');
      await client.query(`SELECT 1 FROM ${PG_TABLE} WHERE key = $1 FOR UPDATE`, [prefix + key]);
      return async () => {
        await client.query('ROLLBACK');
        await client.end();
      };
    },
    async failWriteOnce(backend) {
      // The next transaction's upsert fails, after BEGIN and the compare-and-set, before COMMIT.
      const pool = adapterOf<{ pool: pg.Pool }>(backend).pool;
      const connect = pool.connect.bind(pool) as (...args: unknown[]) => Promise<pg.PoolClient>;
      const patched = pool as unknown as { connect: (...args: unknown[]) => Promise<pg.PoolClient> };
      // The pool's own queries connect with a callback; a commit connects without one.
      patched.connect = async (...args) => {
        if (args.length > 0) return connect(...args);
        patched.connect = connect;
        const client = await connect();
        failOnce(client, ['query'], driverError('ECONNRESET'), (sql) => String(sql).includes('unnest'));
        return client;
      };
      return async () => undefined;
    },
    failReadOnce(backend) {
      const pool = adapterOf<{ pool: pg.Pool }>(backend).pool;
      failOnce(pool, ['query'], driverError('ECONNRESET'));
    },
  };
}

/** A free port on 127.0.0.1. */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as { port: number }).port;
  server.close();
  return port;
}

const ownServers: ChildProcess[] = [];
process.on('exit', () => {
  for (const s of ownServers) s.kill('SIGKILL');
});

/** A Redis server of the test file's own (redis-server is there wherever TEST_REDIS_URL is). */
async function ownRedis(): Promise<string> {
  const port = await freePort();
  const server = spawn(
    'redis-server',
    ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  ownServers.push(server);
  const url = `redis://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    const client = createClient({ url, socket: { reconnectStrategy: false } });
    client.on('error', () => undefined);
    const up = await client.connect().then(
      () => true,
      () => false,
    );
    if (up) {
      await client.close();
      return url;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('test: a Redis server of its own did not start');
}

async function redisAdmin(url: string) {
  const client = createClient({ url: url.split('?')[0] });
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

function redis(base: string): TestBackend {
  return {
    name: 'redis',
    async url({ own } = {}) {
      return withQuery(own ? await ownRedis() : base, { prefix: unique() });
    },
    busy: /BUSY/,
    readsWhileLocked: false,
    async holdLock(url) {
      // Redis has no locks: the nearest thing is a server busy with another connection's script.
      const busy = await redisAdmin(url);
      await busy.configSet('busy-reply-threshold', '100');
      const running = busy.eval('while true do end', { keys: [], arguments: [] }).catch(() => undefined);
      await new Promise((r) => setTimeout(r, 200));
      return async () => {
        const admin = await redisAdmin(url);
        await admin.scriptKill();
        await running;
        await admin.configSet('busy-reply-threshold', '5000');
        await Promise.all([admin.close(), busy.close()]);
      };
    },
    async failWriteOnce(_backend, url) {
      // The server refuses the commit script before it starts: out of memory.
      const admin = await redisAdmin(url);
      await admin.configSet('maxmemory', '1');
      return async () => {
        await admin.configSet('maxmemory', '0');
        await admin.close();
      };
    },
    failReadOnce(backend) {
      const client = adapterOf<{ client: Record<'get' | 'mGet', unknown> }>(backend).client;
      failOnce(client, ['get', 'mGet'], driverError('ECONNRESET'));
    },
  };
}

function fromEnv(name: BackendName, variable: string, make: (url: string) => TestBackend): TestBackend {
  const url = process.env[variable];
  if (url) return make(url);
  if (required)
    throw new Error(`${variable} is not set: the ${name} store tests cannot run (.ci/run sets it)`);
  return { ...sqlite, name, skip: `${variable} not set: no ${name} server to test against` };
}

/** Every backend, each with its skip reason if its server is not there. */
export const BACKENDS: readonly TestBackend[] = [
  sqlite,
  fromEnv('redis', 'TEST_REDIS_URL', redis),
  fromEnv('postgresql', 'TEST_POSTGRES_URL', postgres),
];

/** How a backend's describe block is named: with why it is skipped, if it is. */
export const label = (b: TestBackend) => (b.skip ? `${b.name} (skipped: ${b.skip})` : b.name);
