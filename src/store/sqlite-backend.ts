/**
 * The SQLite backend: one file, two connections. Reads use their own connection, so they only ever
 * see committed data and never wait behind a write; writes go one at a time through the other,
 * each in a BEGIN IMMEDIATE transaction, which takes the file's one write lock before it reads the
 * checked key. Another process (a second bot on the same file) therefore cannot write between the
 * check and the writes: that is the compare-and-set.
 *
 * The table and key prefix are the ones keyv used (table `keyv`, keys `hegemony:…`), so a database
 * written by an earlier version of the bot is read as it is.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import sqlite3 from 'sqlite3';
import type { Backend, Check, Write } from './backend.ts';
import { StoreUnavailableError } from './errors.ts';

const TABLE = 'keyv';
const PREFIX = 'hegemony:';

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

/** The first string after every string that starts with `prefix` (for a key range). */
function after(prefix: string): string {
  return prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
}

export class SqliteBackend implements Backend {
  /** Writes, one after the other: a transaction owns the write connection until it ends. */
  private writing: Promise<unknown> = Promise.resolve();

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
    const next = this.writing.then(() => this.transaction(writes, check));
    this.writing = next.catch(() => undefined);
    return next;
  }

  private async transaction(writes: readonly Write[], check?: Check): Promise<boolean> {
    const w = this.writer;
    try {
      await w.run('BEGIN IMMEDIATE');
    } catch (error) {
      throw new StoreUnavailableError('write', error);
    }
    try {
      if (check) {
        const rows = await w.all<{ value: string }>(
          `SELECT value FROM ${TABLE} WHERE key = ?`,
          PREFIX + check.key,
        );
        if (rows[0]?.value !== check.value) {
          await w.run('ROLLBACK');
          return false;
        }
      }
      for (const { key, value } of writes) {
        if (value === null) await w.run(`DELETE FROM ${TABLE} WHERE key = ?`, PREFIX + key);
        else
          await w.run(
            `INSERT INTO ${TABLE}(key, value) VALUES(?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value`,
            PREFIX + key,
            value,
          );
      }
      await w.run('COMMIT');
      return true;
    } catch (error) {
      // A failed statement or COMMIT leaves the transaction open (or already rolled back): end it,
      // so that nothing of it is kept and the next write starts clean.
      await w.run('ROLLBACK').catch(() => undefined);
      throw new StoreUnavailableError('write', error);
    }
  }

  async close(): Promise<void> {
    await this.writing;
    await this.writer.close();
    if (this.reader !== this.writer) await this.reader.close();
  }
}
