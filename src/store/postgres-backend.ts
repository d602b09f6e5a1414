/**
 * The PostgreSQL backend (STORE_URL=postgresql://…): one table of keys and values, a pool of
 * connections, one transaction per commit.
 *
 * The compare-and-set is the transaction's first statement, which claims the checked key's row
 * (its row lock is held until COMMIT): `UPDATE … WHERE key = $k AND value = $read` when the writer
 * read a value, `INSERT … ON CONFLICT DO NOTHING` when it read none. One row claimed: the check
 * held, and no other transaction can change that row before this one ends (under READ COMMITTED a
 * competing UPDATE waits, then finds the value changed and claims nothing). No row: the check
 * failed, and the transaction is rolled back, writing nothing. Then the writes, and COMMIT.
 *
 * A transaction waiting for a row lock gives up after `lock_timeout` (5 s, or the URL's
 * `?lock_timeout=<ms>`): the server cancels the statement and nothing of the transaction is kept.
 * Every failure rolls back and is a StoreUnavailableError.
 */
import pg from 'pg';
import type { Backend, Check, Write } from './backend.ts';
import { StoreUnavailableError } from './errors.ts';
import { after, splitUrl } from './store-url.ts';

const TABLE = 'hegemony_store';
/** How long a write waits for another transaction's lock on its game, unless the URL says. */
const DEFAULT_LOCK_TIMEOUT_MS = 5000;
/** Connections at most: transactions on different games run side by side. */
const POOL_SIZE = 10;

export class PostgresBackend implements Backend {
  private constructor(
    private readonly pool: pg.Pool,
    private readonly prefix: string,
  ) {}

  /** Connects and makes the table if needed; `?prefix=` and `?lock_timeout=<ms>` are the store's own. */
  static async open(url: string): Promise<PostgresBackend> {
    const { url: address, params } = splitUrl(url, ['lock_timeout']);
    const lockTimeout = Number(params.lock_timeout ?? DEFAULT_LOCK_TIMEOUT_MS);
    const pool = new pg.Pool({
      connectionString: address,
      max: POOL_SIZE,
      options: `-c lock_timeout=${Math.round(lockTimeout)}`,
    });
    // An idle connection that breaks is dropped by the pool; the next query fails on its own.
    pool.on('error', () => undefined);
    const backend = new PostgresBackend(pool, params.prefix as string);
    await backend.run('read', async () => {
      try {
        // COLLATE "C": keys sort byte by byte, so a prefix is one range of the primary key.
        await pool.query(
          `CREATE TABLE IF NOT EXISTS ${TABLE} (key text COLLATE "C" PRIMARY KEY, value text NOT NULL)`,
        );
      } catch (error) {
        // Two processes starting at once both try to create it: one wins, which is all we need.
        if ((error as { code?: string }).code !== '23505') throw error;
      }
    });
    return backend;
  }

  private async run<T>(op: 'read' | 'write', work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw new StoreUnavailableError(op, error);
    }
  }

  async get(key: string): Promise<string | undefined> {
    return (await this.getMany([key]))[0];
  }

  async getMany(keys: readonly string[]): Promise<Array<string | undefined>> {
    if (keys.length === 0) return [];
    const { rows } = await this.run('read', () =>
      this.pool.query<{ key: string; value: string }>(`SELECT key, value FROM ${TABLE} WHERE key = ANY($1)`, [
        keys.map((k) => this.prefix + k),
      ]),
    );
    const found = new Map(rows.map((r) => [r.key.slice(this.prefix.length), r.value]));
    return keys.map((k) => found.get(k));
  }

  async keys(prefix: string): Promise<string[]> {
    const { rows } = await this.run('read', () =>
      this.pool.query<{ key: string }>(`SELECT key FROM ${TABLE} WHERE key >= $1 AND key < $2 ORDER BY key`, [
        this.prefix + prefix,
        after(this.prefix + prefix),
      ]),
    );
    return rows.map((r) => r.key.slice(this.prefix.length));
  }

  async commit(writes: readonly Write[], check?: Check): Promise<boolean> {
    // The last write of a key wins (one statement may not touch a row twice).
    const values = new Map(writes.map((w) => [this.prefix + w.key, w.value]));
    const client = await this.run('write', () => this.pool.connect());
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      if (check && !(await this.claim(client, this.prefix + check.key, check.value, values))) {
        await client.query('ROLLBACK');
        return false;
      }
      const sets = [...values].filter((e): e is [string, string] => e[1] !== null);
      const deletes = [...values].filter(([, v]) => v === null).map(([k]) => k);
      if (sets.length > 0)
        await client.query(
          `INSERT INTO ${TABLE} (key, value) SELECT * FROM unnest($1::text[], $2::text[])
           ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
          [sets.map(([k]) => k), sets.map(([, v]) => v)],
        );
      if (deletes.length > 0) await client.query(`DELETE FROM ${TABLE} WHERE key = ANY($1)`, [deletes]);
      await client.query('COMMIT');
      return true;
    } catch (error) {
      broken = error as Error;
      await client.query('ROLLBACK').catch(() => undefined);
      throw new StoreUnavailableError('write', error);
    } finally {
      // A connection that failed mid-transaction is closed rather than handed to the next commit.
      client.release(broken);
    }
  }

  /**
   * Takes the checked key's row for this transaction if it holds what the writer read; false if
   * not. For "absent", a placeholder row is inserted (and deleted at the end unless written).
   */
  private async claim(
    client: pg.PoolClient,
    key: string,
    read: string | undefined,
    values: Map<string, string | null>,
  ): Promise<boolean> {
    if (read !== undefined) {
      const claimed = await client.query(`UPDATE ${TABLE} SET value = value WHERE key = $1 AND value = $2`, [
        key,
        read,
      ]);
      return claimed.rowCount === 1;
    }
    const claimed = await client.query(
      `INSERT INTO ${TABLE} (key, value) VALUES ($1, '') ON CONFLICT DO NOTHING`,
      [key],
    );
    if (!values.has(key)) values.set(key, null);
    return claimed.rowCount === 1;
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
