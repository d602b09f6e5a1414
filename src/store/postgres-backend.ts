/**
 * The PostgreSQL backend (STORE_URL=postgresql://…): @keyv/postgres over one table of keys and
 * values, on one pool of connections. Keyv reads every value by key; the keys under a prefix and the
 * commits run on the same pool.
 *
 * The adapter asks its `connect()` for the query it runs everything on (its reads, its table). The
 * store's adapter (StorePostgres, below) answers with a pg pool it makes once: the size, the lock
 * time-out and the handling of a dropped idle connection are the store's, and a commit can take one
 * connection of that pool for its transaction. There is no other client.
 *
 * A commit is one transaction, whose first statement claims the checked key's row (its row lock is
 * held until COMMIT): `UPDATE … WHERE key = $k AND value = $read` when the writer read a value,
 * `INSERT … ON CONFLICT DO NOTHING` when it read none. One row claimed: the check held, and no other
 * transaction can change that row before this one ends (under READ COMMITTED a competing UPDATE
 * waits, then finds the value changed and claims nothing). No row: the check failed, and the
 * transaction is rolled back, writing nothing. Then the writes, and COMMIT.
 *
 * A transaction waiting for a row lock gives up after `lock_timeout` (5 s, or the URL's
 * `?lock_timeout=<ms>`): the server cancels the statement and nothing of the transaction is kept.
 * Every failure rolls back and is a StoreUnavailableError.
 */
import KeyvPostgres, { type KeyvPostgresOptions } from '@keyv/postgres';
import pg from 'pg';
import type { Check, Write } from './backend.ts';
import { StoreUnavailableError } from './errors.ts';
import { KeyvBackend } from './keyv-backend.ts';
import { after, splitUrl } from './store-url.ts';

/** The table, in the schema the adapter names (public, its default). */
const TABLE = 'hegemony_store';
const QUALIFIED = `public.${TABLE}`;
/** How long a write waits for another transaction's lock on its game, unless the URL says. */
const DEFAULT_LOCK_TIMEOUT_MS = 5000;
/** Connections at most: transactions on different games run side by side. */
const POOL_SIZE = 10;

/** @keyv/postgres on a pool of the store's making. */
class StorePostgres extends KeyvPostgres {
  /** Set in `connect()`, which the adapter's constructor calls (so not a field with an initialiser). */
  declare pool: pg.Pool;
  /** The first start's table, made before the adapter's own (which would not sort keys byte by byte). */
  declare ready: Promise<unknown>;

  override async connect() {
    const { uri, max, options } = this.opts;
    this.pool = new pg.Pool({ connectionString: uri, max, options });
    // An idle connection that breaks is dropped by the pool; the next query fails on its own.
    this.pool.on('error', () => undefined);
    const query = async (sql: string, values?: unknown[]) => (await this.pool.query(sql, values)).rows;
    this.ready = query(
      // COLLATE "C": keys sort byte by byte, so a prefix is one range of the primary key.
      `CREATE TABLE IF NOT EXISTS ${QUALIFIED} (key text COLLATE "C" PRIMARY KEY, value text NOT NULL)`,
    ).then(
      () => undefined,
      // Two processes starting at once both try to make it: one wins, which is all that is needed.
      (error: { code?: string }) => (error.code === '23505' ? undefined : error),
    );
    await this.ready;
    return query;
  }

  override async disconnect() {
    await this.pool.end();
  }
}

export class PostgresBackend extends KeyvBackend {
  private constructor(
    private readonly adapter: StorePostgres,
    prefix: string,
  ) {
    super(adapter, prefix);
  }

  /** Connects and makes the table if needed; `?prefix=` and `?lock_timeout=<ms>` are the store's own. */
  static async open(url: string): Promise<PostgresBackend> {
    const { url: address, params } = splitUrl(url, ['lock_timeout']);
    const lockTimeout = Number(params.lock_timeout ?? DEFAULT_LOCK_TIMEOUT_MS);
    const options: KeyvPostgresOptions = {
      uri: address,
      table: TABLE,
      max: POOL_SIZE,
      options: `-c lock_timeout=${Math.round(lockTimeout)}`,
    };
    const adapter = new StorePostgres(options);
    const backend = new PostgresBackend(adapter, params.prefix as string);
    // The server did not answer (or refused the table): said now, not at the first game.
    const failed = await adapter.ready;
    if (failed) {
      await adapter.disconnect().catch(() => undefined);
      throw new StoreUnavailableError('read', failed);
    }
    return backend;
  }

  async keys(prefix: string): Promise<string[]> {
    const rows = await this.run('read', () =>
      this.adapter.query(`SELECT key FROM ${QUALIFIED} WHERE key >= $1 AND key < $2 ORDER BY key`, [
        this.prefix + prefix,
        after(this.prefix + prefix),
      ]),
    );
    return (rows as Array<{ key: string }>).map((r) => r.key.slice(this.prefix.length));
  }

  async commit(writes: readonly Write[], check?: Check): Promise<boolean> {
    const plain = this.plainWrite(writes, check);
    if (plain) return plain;
    // The last write of a key wins (one statement may not touch a row twice).
    const values = new Map(writes.map((w) => [this.prefix + w.key, w.value]));
    const client = await this.run('write', () => this.adapter.pool.connect());
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      if (check && !(await claim(client, this.prefix + check.key, check.value, values))) {
        await client.query('ROLLBACK');
        return false;
      }
      const sets = [...values].filter((e): e is [string, string] => e[1] !== null);
      const deletes = [...values].filter(([, v]) => v === null).map(([k]) => k);
      if (sets.length > 0)
        await client.query(
          `INSERT INTO ${QUALIFIED} (key, value) SELECT * FROM unnest($1::text[], $2::text[])
           ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
          [sets.map(([k]) => k), sets.map(([, v]) => v)],
        );
      if (deletes.length > 0) await client.query(`DELETE FROM ${QUALIFIED} WHERE key = ANY($1)`, [deletes]);
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
}

/**
 * Takes the checked key's row for this transaction if it holds what the writer read; false if
 * not. For "absent", a placeholder row is inserted (and deleted at the end unless written).
 */
async function claim(
  client: pg.PoolClient,
  key: string,
  read: string | undefined,
  values: Map<string, string | null>,
): Promise<boolean> {
  if (read !== undefined) {
    const claimed = await client.query(
      `UPDATE ${QUALIFIED} SET value = value WHERE key = $1 AND value = $2`,
      [key, read],
    );
    return claimed.rowCount === 1;
  }
  const claimed = await client.query(
    `INSERT INTO ${QUALIFIED} (key, value) VALUES ($1, '') ON CONFLICT DO NOTHING`,
    [key],
  );
  if (!values.has(key)) values.set(key, null);
  return claimed.rowCount === 1;
}
