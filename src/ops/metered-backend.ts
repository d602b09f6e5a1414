/**
 * A store backend that times every call into the `hegemony_store_seconds` histogram, by operation
 * and outcome (ok, conflict for a commit whose check failed, error), and otherwise does exactly
 * what the backend does.
 */
import type { Histogram } from 'prom-client';
import type { Backend, Check, Write } from '../store/backend.ts';

export class MeteredBackend implements Backend {
  constructor(
    /** The backend measured (the store's fault tests reach its connections through it). */
    readonly inner: Backend,
    private readonly seconds: Histogram<'op' | 'outcome'>,
  ) {}

  private async time<T>(op: string, call: () => Promise<T>, outcome: (result: T) => string = () => 'ok') {
    const end = this.seconds.startTimer({ op });
    try {
      const result = await call();
      end({ outcome: outcome(result) });
      return result;
    } catch (error) {
      end({ outcome: 'error' });
      throw error;
    }
  }

  get(key: string) {
    return this.time('get', () => this.inner.get(key));
  }

  getMany(keys: readonly string[]) {
    return this.time('getMany', () => this.inner.getMany(keys));
  }

  keys(prefix: string) {
    return this.time('keys', () => this.inner.keys(prefix));
  }

  commit(writes: readonly Write[], check?: Check) {
    return this.time(
      'commit',
      () => this.inner.commit(writes, check),
      (written) => (written ? 'ok' : 'conflict'),
    );
  }

  close() {
    return this.inner.close();
  }
}
