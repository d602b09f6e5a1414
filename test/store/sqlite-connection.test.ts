/**
 * The SQLite backend has one connection, @keyv/sqlite's (docs/store.md, Backends): a commit's
 * transaction runs on it alone, so a read asked for meanwhile never sees what the transaction wrote
 * before it is committed, and a Keyv write never joins (and dies with) another commit's transaction.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConnectionTurns } from '../../src/store/connection-turns.ts';
import { SqliteBackend } from '../../src/store/sqlite-backend.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

async function opened() {
  const dir = mkdtempSync(join(tmpdir(), 'hegemony-connection-'));
  dirs.push(dir);
  const backend = await SqliteBackend.open(join(dir, 'games.sqlite'));
  const adapter = (
    backend as unknown as { adapter: { query: (sql: string, ...p: unknown[]) => Promise<unknown> } }
  ).adapter;
  return { backend, adapter };
}

/** Makes the next COMMIT on the connection wait until `release()`, then fail as a full disk would. */
function commitThatFails(adapter: { query: (sql: string, ...p: unknown[]) => Promise<unknown> }) {
  const real = adapter.query.bind(adapter);
  let release: () => void = () => undefined;
  const reached = new Promise<void>((inTransaction) => {
    adapter.query = async (sql, ...params) => {
      if (sql !== 'COMMIT') return real(sql, ...params);
      adapter.query = real;
      inTransaction();
      await new Promise<void>((r) => (release = r));
      throw Object.assign(new Error('disk full'), { code: 'SQLITE_FULL' });
    };
  });
  return { reached, release: () => release() };
}

describe('the SQLite backend’s one connection', () => {
  it('a read asked for while a commit is open waits for it, and never sees what was rolled back', async () => {
    const { backend, adapter } = await opened();
    await backend.commit([{ key: 'game', value: 'read' }]);
    const failing = commitThatFails(adapter);
    const commit = backend.commit([{ key: 'game', value: 'never committed' }], {
      key: 'game',
      value: 'read',
    });
    await failing.reached;
    // The INSERT is done, the COMMIT not yet: a read now must not see the new value.
    const read = backend.get('game');
    const listed = backend.keys('');
    failing.release();
    await expect(commit).rejects.toThrow(/SQLITE_FULL/);
    expect(await read).toBe('read');
    expect(await listed).toEqual(['game']);
    await backend.close();
  });

  it('a Keyv write asked for while a commit is open is not rolled back with it', async () => {
    const { backend, adapter } = await opened();
    const failing = commitThatFails(adapter);
    const commit = backend.commit([{ key: 'game', value: 'rolled back' }], { key: 'game', value: undefined });
    await failing.reached;
    // One value, no check: written through Keyv, outside the transaction.
    const settings = backend.commit([{ key: 'user:1', value: 'prefs' }]);
    failing.release();
    await expect(commit).rejects.toThrow(/SQLITE_FULL/);
    expect(await settings).toBe(true);
    expect(await backend.getMany(['game', 'user:1'])).toEqual([undefined, 'prefs']);
    await backend.close();
  });
});

describe('connection turns', () => {
  const later = () => new Promise((r) => setTimeout(r, 5));

  it('a transaction waits for the statements running, and the statements asked meanwhile wait for it', async () => {
    const turns = new ConnectionTurns();
    const order: string[] = [];
    const step = (name: string) => async () => {
      order.push(`${name}:start`);
      await later();
      order.push(`${name}:end`);
    };
    const read1 = turns.outside(step('read1'));
    const transaction = turns.alone(step('transaction'));
    const read2 = turns.outside(step('read2'));
    await Promise.all([read1, transaction, read2]);
    expect(order).toEqual([
      'read1:start',
      'read1:end',
      'transaction:start',
      'transaction:end',
      'read2:start',
      'read2:end',
    ]);
  });

  it('statements held back by one transaction all go before the next one starts', async () => {
    const turns = new ConnectionTurns();
    const order: string[] = [];
    const first = turns.alone(async () => {
      await later();
      order.push('first');
    });
    const reads = [1, 2, 3].map((n) => turns.outside(async () => order.push(`read${n}`)));
    await first;
    const second = turns.alone(async () => order.push('second'));
    await Promise.all([...reads, second]);
    expect(order).toEqual(['first', 'read1', 'read2', 'read3', 'second']);
  });
});
