/**
 * The SQLite backend (the default): one file, read and written through @keyv/sqlite, on the one
 * connection that adapter opens (on the sqlite3 driver). Keyv reads every value by key; the keys
 * under a prefix and the commits are the adapter's own `query` on that same connection.
 *
 * A commit is a transaction begun with BEGIN IMMEDIATE, which takes the file's one write lock before
 * it reads the checked keys: another process (a second bot on the same file) cannot write between a
 * check and its writes. That is the compare-and-set. While a transaction is open nothing else runs
 * on the connection (connection-turns.ts): a read never sees what is not committed.
 *
 * Commits asked for while a transaction runs wait, and then go together in the next one (a group
 * commit): each keeps its own check, and only those whose check holds are written. A transaction
 * takes the same few statements for one commit or fifty, so a busy process does not queue its
 * answers behind the write lock one round trip at a time. If the transaction fails, every commit
 * in it fails, and nothing of it is kept.
 *
 * The table and key prefix are the ones keyv has always used here (table `keyv`, keys
 * `hegemony:…`), so a database written by any earlier version of the bot is read as it is.
 */
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import KeyvSqlite from '@keyv/sqlite';
import type { Check, Write } from './backend.ts';
import { ConnectionTurns } from './connection-turns.ts';
import { StoreUnavailableError } from './errors.ts';
import { KeyvBackend } from './keyv-backend.ts';
import { after, DEFAULT_PREFIX } from './store-url.ts';

/** The adapter's table (its default, and the one every version of the bot wrote). */
const TABLE = 'keyv';

/** How long a write waits for another connection's write lock before it fails (SQLITE_BUSY). */
export const DEFAULT_BUSY_TIMEOUT_MS = 5000;

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

export class SqliteBackend extends KeyvBackend {
  private readonly turns = new ConnectionTurns();
  /** Commits waiting for the next transaction, in the order asked. */
  private queue: Pending[] = [];
  /** The transactions running now, one after the other, until the queue is empty. */
  private writing: Promise<void> | null = null;

  private constructor(private readonly adapter: KeyvSqlite) {
    super(adapter, DEFAULT_PREFIX);
  }

  /** Opens (and creates) the file; `busyTimeoutMs` bounds how long a write waits for the lock. */
  static async open(file: string, busyTimeoutMs = DEFAULT_BUSY_TIMEOUT_MS): Promise<SqliteBackend> {
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    const adapter = new KeyvSqlite({ uri: `sqlite://${file}`, table: TABLE, busyTimeout: busyTimeoutMs });
    // These wait for the adapter's connection and table, and fail if the file could not be opened.
    const backend = new SqliteBackend(adapter);
    try {
      // WAL: readers never block a writer (another process's), nor it them. Without a sync per
      // commit an answer takes about a millisecond, and a crash of the process still loses nothing
      // that was committed.
      await adapter.query('PRAGMA journal_mode=WAL');
      await adapter.query('PRAGMA synchronous=NORMAL');
    } catch (error) {
      await adapter.disconnect().catch(() => undefined);
      throw new StoreUnavailableError('read', error);
    }
    return backend;
  }

  /** Everything but a transaction runs outside one (connection-turns.ts). */
  protected override run<T>(op: 'read' | 'write', work: () => Promise<T>): Promise<T> {
    return this.turns.outside(() => super.run(op, work));
  }

  async keys(prefix: string): Promise<string[]> {
    const rows = await this.run('read', () =>
      this.adapter.query(
        `SELECT key FROM ${TABLE} WHERE key >= ? AND key < ? ORDER BY key`,
        this.prefix + prefix,
        after(this.prefix + prefix),
      ),
    );
    return (rows as Array<{ key: string }>).map((r) => r.key.slice(this.prefix.length));
  }

  commit(writes: readonly Write[], check?: Check): Promise<boolean> {
    return (
      this.plainWrite(writes, check) ??
      new Promise((done, failed) => {
        this.queue.push({ writes, check, done, failed });
        this.writing ??= this.drain();
      })
    );
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
        const written = await this.turns.alone(() => this.transaction(batch));
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
    const sql = (text: string, ...params: unknown[]) => this.adapter.query(text, ...params);
    await sql('BEGIN IMMEDIATE');
    try {
      const checks = batch.flatMap((p) => (p.check ? [p.check] : []));
      // The checked keys that hold what their writer read (a missing row IS NULL, for "absent").
      const held = new Set(
        checks.length === 0
          ? []
          : (
              (await sql(
                checks
                  .map(() => `SELECT ? AS key WHERE (SELECT value FROM ${TABLE} WHERE key = ?) IS ?`)
                  .join(' UNION ALL '),
                ...checks.flatMap((c) => [c.key, this.prefix + c.key, c.value ?? null]),
              )) as Array<{ key: string }>
            ).map((r) => r.key),
      );
      const written = batch.map((p) => !p.check || held.has(p.check.key));
      // Each commit's writes, the last for a key winning; commits in a batch share no key.
      const values = new Map<string, string | null>();
      for (const [i, p] of batch.entries())
        if (written[i]) for (const { key, value } of p.writes) values.set(this.prefix + key, value);
      const sets = [...values].filter(([, v]) => v !== null);
      const deletes = [...values].filter(([, v]) => v === null).map(([k]) => k);
      if (sets.length > 0)
        await sql(
          `INSERT INTO ${TABLE}(key, value) VALUES ${sets.map(() => '(?, ?)').join(', ')}
           ON CONFLICT(key) DO UPDATE SET value = excluded.value`,
          ...sets.flat(),
        );
      if (deletes.length > 0)
        await sql(`DELETE FROM ${TABLE} WHERE key IN (${deletes.map(() => '?').join(', ')})`, ...deletes);
      await sql('COMMIT');
      return written;
    } catch (error) {
      // A failed statement or COMMIT leaves the transaction open (or already rolled back): end it,
      // so that nothing of it is kept and the next write starts clean.
      await sql('ROLLBACK').catch(() => undefined);
      throw error;
    }
  }

  /**
   * Copies the whole database to `file` with VACUUM INTO, while the bot goes on: the copy is the
   * database as it was at one moment (it is read in one read transaction, from one snapshot of the
   * WAL), and the bot's writes never wait for it. It is written beside `file` and then renamed over
   * it, so a backup cut short never takes the place of a good one.
   */
  async backup(file: string): Promise<void> {
    const partial = `${file}.partial`;
    rmSync(partial, { force: true });
    await this.run('read', () => this.adapter.query('VACUUM INTO ?', partial));
    renameSync(partial, file);
  }

  override async close(): Promise<void> {
    await this.writing?.catch(() => undefined);
    await super.close();
  }
}
