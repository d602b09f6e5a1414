/**
 * A backend in this process's memory (STORE_URL=memory:), for throwaway games and tests. Values
 * are the same encoded strings SQLite would hold, and a commit checks and writes without yielding,
 * so it is as atomic as the database's.
 */
import type { Backend, Check, Write } from './backend.ts';

export class MemoryBackend implements Backend {
  readonly values = new Map<string, string>();

  async get(key: string): Promise<string | undefined> {
    return this.values.get(key);
  }

  async getMany(keys: readonly string[]): Promise<Array<string | undefined>> {
    return keys.map((k) => this.values.get(k));
  }

  async keys(prefix: string): Promise<string[]> {
    return [...this.values.keys()].filter((k) => k.startsWith(prefix)).sort();
  }

  async commit(writes: readonly Write[], check?: Check): Promise<boolean> {
    if (check && this.values.get(check.key) !== check.value) return false;
    for (const { key, value } of writes) {
      if (value === null) this.values.delete(key);
      else this.values.set(key, value);
    }
    return true;
  }

  async close(): Promise<void> {}
}
