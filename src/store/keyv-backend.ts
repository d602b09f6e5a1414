/**
 * What the three database backends share: a Keyv over the database's keyv adapter (@keyv/sqlite,
 * @keyv/redis, @keyv/postgres), through which the store reads every value by its key.
 *
 * Keyv is built so that it neither hides a failure nor changes what is on disk:
 * - `throwOnErrors`: an adapter error is thrown, never turned into "no such key" (the Redis adapter
 *   has a flag of its own, which redis-backend.ts sets too);
 * - no namespace: the store's keys keep the prefix they always had (`hegemony:`, or the URL's
 *   `?prefix=`), put on here, so a database written before reads as it is;
 * - values as they are: the store's values are already strings (codec.ts), so Keyv's serialisation
 *   stores the string itself, not Keyv's `{"value": …, "expires": …}` JSON around it.
 *
 * What Keyv has no verb for runs on the same adapter's own connection, in each backend: listing the
 * keys under a prefix (Keyv's iterator walks every value of the namespace) and the conditional
 * commit (backend.ts).
 */
import { Keyv, type KeyvStoreAdapter } from 'keyv';
import type { Backend, Check, Write } from './backend.ts';
import { StoreUnavailableError } from './errors.ts';

export abstract class KeyvBackend implements Backend {
  protected readonly keyv: Keyv<string>;

  constructor(
    adapter: KeyvStoreAdapter,
    /** Put before every key of the store's (the database may hold other things). */
    protected readonly prefix: string,
  ) {
    this.keyv = new Keyv<string>(adapter, {
      namespace: undefined,
      useKeyPrefix: false,
      throwOnErrors: true,
      serialize: (data) => data.value as string,
      deserialize: <Value>(text: string) => ({ value: text as Value }),
    });
  }

  /** Runs work on the database; any failure is a StoreUnavailableError, never an answer. */
  protected async run<T>(op: 'read' | 'write', work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw new StoreUnavailableError(op, error);
    }
  }

  async get(key: string): Promise<string | undefined> {
    return this.run('read', () => this.keyv.get(this.prefix + key));
  }

  async getMany(keys: readonly string[]): Promise<Array<string | undefined>> {
    if (keys.length === 0) return [];
    const values = await this.run('read', () => this.keyv.getMany(keys.map((k) => this.prefix + k)));
    return values.map((v) => v ?? undefined);
  }

  abstract keys(prefix: string): Promise<string[]>;
  abstract commit(writes: readonly Write[], check?: Check): Promise<boolean>;

  /**
   * A write that needs no check and that Keyv does in one statement (SQLite, PostgreSQL): one value
   * set, or values deleted. Undefined for any other, which is a commit of the backend's own.
   */
  protected plainWrite(writes: readonly Write[], check: Check | undefined): Promise<boolean> | undefined {
    if (check || writes.length === 0) return undefined;
    const [first] = writes;
    if (writes.length === 1 && first && first.value !== null) {
      const { key, value } = first;
      return this.run('write', async () => (await this.keyv.set(this.prefix + key, value)) || failed());
    }
    if (writes.every((w) => w.value === null))
      return this.run('write', async () => {
        await this.keyv.deleteMany(writes.map((w) => this.prefix + w.key));
        return true;
      });
    return undefined;
  }

  async close(): Promise<void> {
    await this.keyv.disconnect();
  }
}

/** Keyv said a write was not done without saying why: it is not taken for done. */
function failed(): never {
  throw new Error('keyv did not write the value');
}
