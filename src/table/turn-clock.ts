/**
 * The turn clock: wakes when a game's reminder or deadline may be due and has the game service do
 * it. What is due lives in the store (each game's clock, and the due index written in the same
 * commit), never only here: at start the clock reads the due index, so a restart loses no
 * reminder, and the service writes each one compare-and-set, so none is sent twice — even if two
 * processes woke for the same game. Only the guilds this process owns are woken for (a guild
 * belongs to one shard; see guild-scope.ts). Time comes from `Timers`, so tests move it by hand.
 */
import type { Logger } from '../log.ts';
import type { GameStore } from '../store/types.ts';
import type { GameChange, GameWatcher } from './change.ts';
import type { GuildScope } from './guild-scope.ts';

/** The clock and the one timer the turn clock needs (the real ones, or a test's). */
export interface Timers {
  now(): number;
  /** Calls `fn` after `ms` milliseconds; returns what `clear` takes. */
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export const REAL_TIMERS: Timers = {
  now: () => Date.now(),
  set: (fn, ms) => setTimeout(fn, ms).unref(),
  clear: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/** The game service's side: do what is due for a game now; returns when to wake next for it. */
export interface Ticker {
  tick(guildId: string, channelId: string, gameId: string): Promise<number | null>;
}

/** A timer never waits longer than this (Node's limit is ~24.8 days); it then looks again. */
const LONGEST_WAIT = 6 * 3_600_000;
/** After a failure (the store down), a game is tried again this much later. */
const RETRY_AFTER = 60_000;

interface Due {
  guildId: string;
  channelId: string;
  gameId: string;
  at: number;
}

export class TurnClock implements GameWatcher {
  private readonly due = new Map<string, Due>();
  private timer: unknown;
  private armedAt: number | null = null;
  private running: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly deps: {
      ticker: Ticker;
      store: GameStore;
      scope: GuildScope;
      timers: Timers;
      log: Logger;
    },
  ) {}

  /** Reads what is due in this process's guilds from the store, and starts waiting. */
  async start(): Promise<void> {
    const listed = (await this.deps.store.dueGames()).filter((d) => this.deps.scope.owns(d.guildId));
    for (const d of listed) this.set({ ...d, at: Date.parse(d.at) });
    this.deps.log.info({ games: listed.length }, 'turn clock started');
    this.arm();
  }

  /** A saved change: the game's next due time is what its clock now says. */
  changed(change: GameChange): void {
    const r = change.record;
    if (!this.deps.scope.owns(r.guildId)) return;
    const key = `${r.guildId}:${r.channelId}`;
    const next = r.status === 'playing' ? r.clock?.next : undefined;
    if (next) this.set({ guildId: r.guildId, channelId: r.channelId, gameId: r.id, at: Date.parse(next) });
    else this.due.delete(key);
    this.arm();
  }

  private set(d: Due) {
    this.due.set(`${d.guildId}:${d.channelId}`, d);
  }

  /** The one timer, set for the soonest due game. */
  private arm() {
    if (this.stopped) return;
    let soonest: number | null = null;
    for (const d of this.due.values()) if (soonest === null || d.at < soonest) soonest = d.at;
    if (soonest === this.armedAt) return;
    if (this.timer !== undefined) this.deps.timers.clear(this.timer);
    this.timer = undefined;
    this.armedAt = soonest;
    if (soonest === null) return;
    const wait = Math.min(Math.max(0, soonest - this.deps.timers.now()), LONGEST_WAIT);
    this.timer = this.deps.timers.set(() => {
      this.timer = undefined;
      this.armedAt = null;
      this.running = this.running.then(() => this.wake());
    }, wait);
  }

  /** Does what is due now, game by game, then waits for the next. */
  private async wake(): Promise<void> {
    const now = this.deps.timers.now();
    const ready = [...this.due.values()].filter((d) => d.at <= now);
    for (const d of ready) {
      if (this.stopped) return;
      const key = `${d.guildId}:${d.channelId}`;
      let next: number | null;
      try {
        next = await this.deps.ticker.tick(d.guildId, d.channelId, d.gameId);
      } catch (error) {
        this.deps.log.warn(
          { err: error, guild: d.guildId, channel: d.channelId, game: d.gameId },
          'turn clock: could not do what was due',
        );
        next = now + RETRY_AFTER;
      }
      // Another game took the channel meanwhile: its own changes have set its time.
      if (this.due.get(key)?.gameId !== d.gameId) continue;
      if (next === null) this.due.delete(key);
      else this.set({ ...d, at: Math.max(next, now + 1000) });
    }
    this.arm();
  }

  /** Resolves once the work of every timer that has fired is done (for tests and shutdown). */
  async idle(): Promise<void> {
    let seen: Promise<void> | undefined;
    while (seen !== this.running) {
      seen = this.running;
      await seen;
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer !== undefined) this.deps.timers.clear(this.timer);
    await this.idle();
  }
}
