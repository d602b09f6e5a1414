/**
 * The backend a STORE_URL names. Each one carries the store's compare-and-set across processes
 * (backend.ts): SQLite in one file on this machine, Redis or PostgreSQL for several processes or
 * machines.
 */
import type { Backend } from './backend.ts';
import { MemoryBackend } from './memory-backend.ts';
import { PostgresBackend } from './postgres-backend.ts';
import { RedisBackend } from './redis-backend.ts';
import { DEFAULT_BUSY_TIMEOUT_MS, SqliteBackend } from './sqlite-backend.ts';
import { STORE_SCHEMES } from './store-url.ts';

export class StoreConfigError extends Error {}

/**
 * Opens `sqlite://<file>[?busy_timeout=<ms>]`, `memory:`, `redis[s]://…[?prefix=]` or
 * `postgres[ql]://…[?prefix=&lock_timeout=<ms>]`.
 */
export async function openBackend(url: string): Promise<Backend> {
  const scheme = url.slice(0, url.indexOf(':') + 1);
  switch (scheme) {
    case 'memory:':
      return new MemoryBackend();
    case 'sqlite:': {
      const [file = '', query = ''] = url.replace(/^sqlite:\/\//, '').split('?');
      const busy = new URLSearchParams(query).get('busy_timeout');
      return SqliteBackend.open(file, busy === null ? DEFAULT_BUSY_TIMEOUT_MS : Number(busy));
    }
    case 'redis:':
    case 'rediss:':
      return RedisBackend.open(url);
    case 'postgres:':
    case 'postgresql:':
      return PostgresBackend.open(url);
    default:
      throw new StoreConfigError(
        `STORE_URL: ${scheme || url} is not a store this bot knows (${STORE_SCHEMES.join(' ')})`,
      );
  }
}
