/**
 * The SQLite backend: one file, two connections. Reads use their own connection, so they only ever
 * see committed data and never wait behind a write; writes go through the other, in BEGIN IMMEDIATE
 * transactions, which take the file's one write lock before they read the checked keys. Another
 * process (a second bot on the same file) therefore cannot write between a check and its writes:
 * that is the compare-and-set.
 *
 * Commits asked for while a transaction runs wait, and then go together in the next one (a group
 * commit): each keeps its own check, and only those whose check holds are written. A transaction
 * takes the same few statements for one commit or fifty, so a busy process does not queue its
 * answers behind the write lock one round trip at a time. If the transaction fails, every commit
 * in it fails, and nothing of it is kept.
 *
 * The table and key prefix are the ones keyv used (table `keyv`, keys `hegemony:…`), so a database
 * written by an earlier version of the bot is read as it is.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import sqlite3 from 'sqlite3';
import type { Backend, Check, Write } from './backend.ts';
import { StoreUnavailableError } from './errors.ts';
import { after, DEFAULT_PREFIX } from './store-url.ts';

const TABLE = 'keyv';
const PREFIX = DEFAULT_PREFIX;

/** How long a write waits for another connection's write lock before it fails (SQLITE_BUSY). */
export const DEFAULT_BUSY_TIMEOUT_MS = 5000;

function open(file: string, busyTimeoutMs: number): Promise<sqlite3.Database> {
  return new Promise((resolve, reject) => {
    const db = new sqlite3.Database(file, (error) => {
      if (error) reject(error);
      else {
        db.configure('busyTimeout', busyTimeoutMs);
        resolve(db);
      }
    });
  });
}

/** The few calls the backend makes, as promises. */
class Connection {
  constructor(readonly db: sqlite3.Database) {}

  run(sql: string, ...params: unknown[]): Promise<number> {
    return new Promise((resolve, reject) => {
      this.db.run(sql, params, function (this: sqlite3.RunResult, error: Error | null) {
        if (error) reject(error);
        else resolve(this.changes);
      });
    });
  }

  all<T>(sql: string, ...params: unknown[]): Promise<T[]> {
    return new Promise((resolve, reject) => {
      this.db.all(sql, params, (error: Error | null, rows: T[]) => (error ? reject(error) : resolve(rows)));
    });
  }

  close(): Promise<void> {
    return new Promise((resolve, reject) => this.db.close((error) => (error ? reject(error) : resolve())));
  }
}

/** node-sqlite3's online backup (sqlite3_backup_*), which its typings leave out. */
interface OnlineBackup {
  step(pages: number, done: (error: Error | null) => void): void;
  finish(done?: () => void): void;
  readonly completed: boolean;
}

/** A commit waiting for its transaction. */
interface Pending {
  writes: readonly Write[];
  check: Check | undefined;
  done: (written: boolean) => void;
  failed: (error: unknown) => void;
}

/** Commits in one transaction at most (each a handful of SQL parameters). */
const MAX_BATCH = 200;

/** Every key a commit reads or writes. */
const keysOf = (p: Pending) => [...(p.check ? [p.check.key] : []), ...p.writes.map((w) => w.key)];

export class SqliteBackend implements Backend {
  /** Commits waiting for the next transaction, in the order asked. */
  private queue: Pending[] = [];
  /** The transactions running now, one after the other, until the queue is empty. */
  private writing: Promise<void> | null = null;

  private constructor(
    private readonly reader: Connection,
    private readonly writer: Connection,
  ) {}

  /** Opens (and creates) the file; `busyTimeoutMs` bounds how long a write waits for the lock. */
  static async open(file: string, busyTimeoutMs = DEFAULT_BUSY_TIMEOUT_MS): Promise<SqliteBackend> {
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    const writer = new Connection(await open(file, busyTimeoutMs));
    // An in-memory database exists once per connection: there, reads share the writer.
    const reader = file === ':memory:' ? writer : new Connection(await open(file, busyTimeoutMs));
    // WAL: readers never block the writer, nor it them. Without a sync per commit an answer takes
    // about a millisecond, and a crash of the process still loses nothing that was committed.
    await writer.run('PRAGMA journal_mode=WAL');
    for (const c of new Set([writer, reader])) await c.run('PRAGMA synchronous=NORMAL');
    await writer.run(`CREATE TABLE IF NOT EXISTS ${TABLE}(key VARCHAR(255) PRIMARY KEY, value TEXT)`);
    return new SqliteBackend(reader, writer);
  }

  async get(key: string): Promise<string | undefined> {
    return (await this.getMany([key]))[0];
  }

  async getMany(keys: readonly string[]): Promise<Array<string | undefined>> {
    if (keys.length === 0) return [];
    let rows: Array<{ key: string; value: string }>;
    try {
      rows =
        keys.length === 1
          ? await this.reader.all(`SELECT key, value FROM ${TABLE} WHERE key = ?`, PREFIX + keys[0])
          : await this.reader.all(
              `SELECT key, value FROM ${TABLE} WHERE key IN (SELECT value FROM json_each(?))`,
              JSON.stringify(keys.map((k) => PREFIX + k)),
            );
    } catch (error) {
      throw new StoreUnavailableError('read', error);
    }
    const found = new Map(rows.map((r) => [r.key.slice(PREFIX.length), r.value]));
    return keys.map((k) => found.get(k));
  }

  async keys(prefix: string): Promise<string[]> {
    try {
      const rows = await this.reader.all<{ key: string }>(
        `SELECT key FROM ${TABLE} WHERE key >= ? AND key < ? ORDER BY key`,
        PREFIX + prefix,
        after(PREFIX + prefix),
      );
      return rows.map((r) => r.key.slice(PREFIX.length));
    } catch (error) {
      throw new StoreUnavailableError('read', error);
    }
  }

  commit(writes: readonly Write[], check?: Check): Promise<boolean> {
    return new Promise((done, failed) => {
      this.queue.push({ writes, check, done, failed });
      this.writing ??= this.drain();
    });
  }

  /**
   * Runs transactions until no commit waits. It says it is done in the same step as it finds the
   * queue empty, so a commit asked for at any moment either is in the queue it drains or starts
   * the next drain.
   */
  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.nextBatch();
      try {
        const written = await this.transaction(batch);
        for (const [i, p] of batch.entries()) p.done(written[i] as boolean);
      } catch (error) {
        for (const p of batch) p.failed(new StoreUnavailableError('write', error));
      }
    }
    this.writing = null;
  }

  /** The waiting commits, in order, that touch no key an earlier one in the batch touches. */
  private nextBatch(): Pending[] {
    const batch: Pending[] = [];
    const taken = new Set<string>();
    const later: Pending[] = [];
    for (const p of this.queue) {
      const keys = keysOf(p);
      if (batch.length >= MAX_BATCH || keys.some((k) => taken.has(k))) later.push(p);
      else {
        batch.push(p);
        for (const k of keys) taken.add(k);
      }
    }
    this.queue = later;
    return batch;
  }

  /** One transaction for a batch of commits; says which were written (their check held). */
  private async transaction(batch: readonly Pending[]): Promise<boolean[]> {
    const w = this.writer;
    await w.run('BEGIN IMMEDIATE');
    try {
      const checks = batch.flatMap((p) => (p.check ? [p.check] : []));
      // The checked keys that hold what their writer read (a missing row IS NULL, for "absent").
      const held = new Set(
        checks.length === 0
          ? []
          : (
              await w.all<{ key: string }>(
                checks
                  .map(() => `SELECT ? AS key WHERE (SELECT value FROM ${TABLE} WHERE key = ?) IS ?`)
                  .join(' UNION ALL '),
                ...checks.flatMap((c) => [c.key, PREFIX + c.key, c.value ?? null]),
              )
            ).map((r) => r.key),
      );
      const written = batch.map((p) => !p.check || held.has(p.check.key));
      // Each commit's writes, the last for a key winning; commits in a batch share no key.
      const values = new Map<string, string | null>();
      for (const [i, p] of batch.entries())
        if (written[i]) for (const { key, value } of p.writes) values.set(PREFIX + key, value);
      const sets = [...values].filter(([, v]) => v !== null);
      const deletes = [...values].filter(([, v]) => v === null).map(([k]) => k);
      if (sets.length > 0)
        await w.run(
          `INSERT INTO ${TABLE}(key, value) VALUES ${sets.map(() => '(?, ?)').join(', ')}
           ON CONFLICT(key) DO UPDATE SET value = excluded.value`,
          ...sets.flat(),
        );
      if (deletes.length > 0)
        await w.run(`DELETE FROM ${TABLE} WHERE key IN (${deletes.map(() => '?').join(', ')})`, ...deletes);
      await w.run('COMMIT');
      return written;
    } catch (error) {
      // A failed statement or COMMIT leaves the transaction open (or already rolled back): end it,
      // so that nothing of it is kept and the next write starts clean.
      await w.run('ROLLBACK').catch(() => undefined);
      throw error;
    }
  }

  /**
   * Copies the whole database to `file` with SQLite's online backup, while the bot goes on: the
   * copy is the database as it was at one moment (the backup reads one snapshot of the WAL), and
   * the writes never wait for it. The copy is a database file of its own, ready to put in place.
   */
  backup(file: string): Promise<void> {
    const db = this.reader.db as unknown as {
      backup(file: string, done: (e: Error | null) => void): OnlineBackup;
    };
    return new Promise((resolve, reject) => {
      const backup = db.backup(file, (opened) => {
        if (opened) return reject(opened);
        const step = () =>
          backup.step(-1, (error) => {
            if (error) backup.finish(() => reject(error));
            else if (backup.completed) backup.finish(() => resolve());
            // The source was busy for a moment (SQLITE_BUSY or LOCKED are retried): go on.
            else setTimeout(step, 20);
          });
        step();
      });
    });
  }

  async close(): Promise<void> {
    await this.writing?.catch(() => undefined);
    await this.writer.close();
    if (this.reader !== this.writer) await this.reader.close();
  }
}
