/**
 * Users' settings kept by a process (src/table/prefs-cache.ts): each private answer reads its
 * reader's language without a store round trip, a change through this process shows at once, and
 * a change through another process (another shard) shows within PREFS_TTL_MS — never later.
 */
import { describe, expect, it } from 'vitest';
import type { UserPrefs } from '../../src/store/types.ts';
import { PREFS_TTL_MS, PrefsCache } from '../../src/table/prefs-cache.ts';

const english: UserPrefs = { timeZone: 'UTC', quiet: null, dm: false, language: 'en' };
const portuguese: UserPrefs = { ...english, language: 'pt-BR' };

/** A store of one user's settings that counts its reads, changed "by another process" when told. */
function storeOf(prefs: UserPrefs | undefined) {
  const store = { prefs, reads: 0 };
  const read = async () => {
    store.reads++;
    return store.prefs;
  };
  return { store, read };
}

describe('a user’s settings kept by one process', () => {
  it('reads the store once while fresh, and again once PREFS_TTL_MS have passed', async () => {
    let now = 0;
    const cache = new PrefsCache(() => now);
    const { store, read } = storeOf(english);
    expect(await cache.get('u', read)).toEqual(english);
    expect(await cache.get('u', read)).toEqual(english);
    expect(store.reads).toBe(1);
    // Another process saves Portuguese: this one still says English, but not longer than the TTL.
    store.prefs = portuguese;
    now = PREFS_TTL_MS - 1;
    expect((await cache.get('u', read))?.language).toBe('en');
    now = PREFS_TTL_MS;
    expect((await cache.get('u', read))?.language).toBe('pt-BR');
    expect(store.reads).toBe(2);
  });

  it('keeps a user with no settings too (no read per answer for them)', async () => {
    const cache = new PrefsCache(() => 0);
    const { store, read } = storeOf(undefined);
    expect(await cache.get('u', read)).toBeUndefined();
    expect(await cache.get('u', read)).toBeUndefined();
    expect(store.reads).toBe(1);
  });

  it('shows a change saved through this process at once', async () => {
    const cache = new PrefsCache(() => 0);
    const { store, read } = storeOf(english);
    await cache.get('u', read);
    cache.set('u', portuguese);
    expect((await cache.get('u', read))?.language).toBe('pt-BR');
    expect(store.reads).toBe(1);
  });

  it('does not let a read that began before a change undo it', async () => {
    const cache = new PrefsCache(() => 0);
    let release: () => void = () => {};
    const slow = () =>
      new Promise<UserPrefs | undefined>((resolve) => {
        release = () => resolve(english);
      });
    const reading = cache.get('u', slow);
    cache.set('u', portuguese);
    release();
    expect((await reading)?.language).toBe('pt-BR');
    expect((await cache.get('u', async () => english))?.language).toBe('pt-BR');
  });

  it('reads the store again when told to forget (a change made on top of the saved settings)', async () => {
    const cache = new PrefsCache(() => 0);
    const { store, read } = storeOf(english);
    await cache.get('u', read);
    store.prefs = portuguese;
    cache.forget('u');
    expect((await cache.get('u', read))?.language).toBe('pt-BR');
    expect(store.reads).toBe(2);
  });
});
