/**
 * The bot's Prometheus metrics (prom-client), one registry per process. Each shard process keeps
 * its own; the shard manager asks every shard for theirs and serves them summed, with the shards'
 * status added (shard-manager.ts). Labels are fixed words and shard numbers only: no guild,
 * channel, user or game id, and nothing of a game's secrets.
 *
 *   hegemony_answers_total                      answers saved (each player's move, seat drivers' too)
 *   hegemony_refusals_total{reason}             refusals players read (refused, stale, forbidden, …)
 *   hegemony_failures_total{kind}               store failures (told to retry), unexpected ones
 *   hegemony_first_response_seconds{kind}       interaction → first response (reply, update, defer)
 *   hegemony_store_seconds{op,outcome}          each backend call: get, getMany, keys, commit
 *   hegemony_picture_queue / _pictures_drawing  pictures waiting for a worker / being drawn
 *   hegemony_live_games                         lobbies and games in play in this process's guilds
 *   hegemony_shard_up{shard}, hegemony_shard_restarts_total{shard}   (shard-manager.ts; 1 process: shard 0)
 *
 * plus Node's own (process_*, nodejs_*: memory, CPU, event-loop lag).
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { BotMeter } from '../discord/meter.ts';
import type { GameChange, GameWatcher } from '../table/change.ts';
import type { UserError } from '../table/errors.ts';

/** What the gauges read when scraped. */
export interface MetricSources {
  pictures?: { readonly queued: number; readonly drawing: number };
  /** Lobbies and games in play in this process's guilds. */
  liveGames?: () => Promise<number>;
  /** Shards and whether each is connected (one process: shard 0). */
  shards?: () => Array<{ id: number; up: boolean }>;
}

/** Latency buckets: from a millisecond to Discord's 3-second deadline and past it. */
const RESPONSE_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 1.5, 2, 3, 5];
const STORE_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

export class Metrics implements BotMeter, GameWatcher {
  readonly registry = new Registry();
  private sources: MetricSources = {};
  private readonly answers: Counter;
  private readonly refusals: Counter<'reason'>;
  private readonly failures: Counter<'kind'>;
  private readonly responses: Histogram<'kind'>;
  readonly store: Histogram<'op' | 'outcome'>;

  constructor() {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.answers = new Counter({ name: 'hegemony_answers_total', help: 'Answers saved', registers });
    this.refusals = new Counter({
      name: 'hegemony_refusals_total',
      help: 'Refusals players read, by reason',
      labelNames: ['reason'],
      registers,
    });
    this.failures = new Counter({
      name: 'hegemony_failures_total',
      help: 'Interactions that failed: store (the player was told to retry) or unexpected (an apology)',
      labelNames: ['kind'],
      registers,
    });
    this.responses = new Histogram({
      name: 'hegemony_first_response_seconds',
      help: 'From an interaction’s arrival to its first response (reply, update or defer)',
      labelNames: ['kind'],
      buckets: RESPONSE_BUCKETS,
      registers,
    });
    this.store = new Histogram({
      name: 'hegemony_store_seconds',
      help: 'Each call to the store’s backend',
      labelNames: ['op', 'outcome'],
      buckets: STORE_BUCKETS,
      registers,
    });
    const sources = () => this.sources;
    new Gauge({
      name: 'hegemony_picture_queue',
      help: 'Board pictures waiting for a worker',
      registers,
      collect() {
        this.set(sources().pictures?.queued ?? 0);
      },
    });
    new Gauge({
      name: 'hegemony_pictures_drawing',
      help: 'Board pictures being drawn',
      registers,
      collect() {
        this.set(sources().pictures?.drawing ?? 0);
      },
    });
    new Gauge({
      name: 'hegemony_live_games',
      help: 'Lobbies and games in play in this process’s guilds',
      registers,
      async collect() {
        const count = sources().liveGames;
        if (count) this.set(await count());
      },
    });
    new Gauge({
      name: 'hegemony_shard_up',
      help: 'Whether each shard is connected to Discord (1) or not (0)',
      labelNames: ['shard'],
      registers,
      collect() {
        for (const { id, up } of sources().shards?.() ?? []) this.set({ shard: String(id) }, up ? 1 : 0);
      },
    });
  }

  /** Where the gauges read from, once the parts they watch exist. */
  watch(sources: MetricSources): void {
    this.sources = { ...this.sources, ...sources };
  }

  firstResponse(seconds: number, kind: 'command' | 'component'): void {
    this.responses.observe({ kind }, seconds);
  }

  refused(reason: UserError['reason']): void {
    this.refusals.inc({ reason });
  }

  failed(kind: 'store' | 'unexpected'): void {
    this.failures.inc({ kind });
  }

  changed(change: GameChange): void {
    if (change.kind === 'answered') this.answers.inc();
  }
}
