/**
 * Users' own settings (`/hegemony me`: language, time zone, quiet hours), kept a short time by this
 * process. Every private answer reads its reader's language from them, and on Redis or PostgreSQL a
 * read is a round trip on the way to the answer (docs/localisation.md, *Who reads which language*).
 *
 * A change made through this process replaces its entry at once. A change made through another
 * process (another shard, or the bot running twice during a deploy) is not announced here: this
 * process reads the store again once its entry is older than `PREFS_TTL_MS`, so a stale language
 * lasts at most that long. Nothing else depends on it being fresh: a game's rules, deadlines and
 * reminders read the store themselves.
 */
import type { UserPrefs } from '../store/types.ts';

/** How long a user's settings are kept before the store is read again (the bound on a stale language). */
export const PREFS_TTL_MS = 30_000;

/** Past this many users kept, the expired ones are forgotten, then the least recently read. */
const MAX_USERS = 10_000;

interface Entry {
  prefs: UserPrefs | undefined;
  until: number;
  /** When it was written, by this cache's own count (a read started before a change must not undo it). */
  tick: number;
}

export class PrefsCache {
  private readonly entries = new Map<string, Entry>();
  private ticks = 0;

  constructor(
    private readonly now: () => number,
    private readonly ttlMs = PREFS_TTL_MS,
  ) {}

  /** The user's settings: kept ones while fresh, else `read` (the store's), kept from now on. */
  async get(userId: string, read: () => Promise<UserPrefs | undefined>): Promise<UserPrefs | undefined> {
    const kept = this.entries.get(userId);
    if (kept && kept.until > this.now()) {
      // Read again recently: it moves to the end, the last to be forgotten.
      this.entries.delete(userId);
      this.entries.set(userId, kept);
      return kept.prefs;
    }
    const started = this.ticks;
    const prefs = await read();
    // A change through this process while the store was being read is newer than what was read.
    const meanwhile = this.entries.get(userId);
    if (meanwhile && meanwhile.tick > started) return meanwhile.prefs;
    this.put(userId, prefs);
    return prefs;
  }

  /** The next `get` reads the store. */
  forget(userId: string): void {
    this.entries.delete(userId);
  }

  /** The user's settings as just saved by this process. */
  set(userId: string, prefs: UserPrefs): void {
    this.put(userId, prefs);
  }

  private put(userId: string, prefs: UserPrefs | undefined) {
    const now = this.now();
    this.entries.delete(userId);
    if (this.entries.size >= MAX_USERS) {
      for (const [id, e] of this.entries) if (e.until <= now) this.entries.delete(id);
      // Still full: the least recently read goes (a Map keeps the order entries were set in).
      if (this.entries.size >= MAX_USERS) this.entries.delete(this.entries.keys().next().value as string);
    }
    this.entries.set(userId, { prefs, until: now + this.ttlMs, tick: ++this.ticks });
  }
}
