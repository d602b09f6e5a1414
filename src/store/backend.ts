/**
 * What a database must do for the game store: keep strings under keys, and write several keys at
 * once, all or nothing, only if one key still holds the value the writer read. That conditional
 * write is the store's compare-and-set; it holds across processes because the database itself
 * checks and writes in one step:
 *
 * - SQLite (sqlite-backend.ts): BEGIN IMMEDIATE (the one write lock), SELECT the key, compare,
 *   write, COMMIT.
 * - Redis (redis-backend.ts): one Lua script that GETs the key, compares, and only then writes.
 * - PostgreSQL (postgres-backend.ts): BEGIN; UPDATE … WHERE key = $k AND value = $read (or INSERT
 *   … ON CONFLICT DO NOTHING for "absent"), check the row count, write the rest, COMMIT.
 *
 * The three read through Keyv over their keyv adapter, and commit on that adapter's own connection
 * (keyv-backend.ts).
 *
 * Every method either answers or throws StoreUnavailableError: `get` gives undefined only when the
 * database said there is no such key, and `commit` gives true only when everything was written.
 */

/** One key to write: a value, or null to delete it. */
export interface Write {
  key: string;
  value: string | null;
}

/** The condition of a commit: `key` holds exactly `value` (undefined: `key` does not exist). */
export interface Check {
  key: string;
  value: string | undefined;
}

export interface Backend {
  get(key: string): Promise<string | undefined>;
  getMany(keys: readonly string[]): Promise<Array<string | undefined>>;
  /** Every key that starts with `prefix`, in key order. */
  keys(prefix: string): Promise<string[]>;
  /**
   * Writes all of `writes` atomically if `check` holds (or unconditionally without one). False when
   * the check failed: then nothing was written.
   */
  commit(writes: readonly Write[], check?: Check): Promise<boolean>;
  close(): Promise<void>;
}
