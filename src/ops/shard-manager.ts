/**
 * `SHARDS=auto|N`: the bot as several processes, one per Discord shard, under discord.js's own
 * ShardingManager (the manager forks src/shard.ts once per shard, tells each its shard through the
 * environment, and starts a shard again when its process dies). Discord sends each guild's
 * interactions to one shard, so each game is played in exactly one process; every shard opens the
 * same store (Redis or PostgreSQL across machines, or SQLite on one), whose compare-and-set holds
 * across processes anyway.
 *
 * This process only manages: it asks Discord how many shards to run (`auto`) and how many may
 * connect at once, spawns them, serves the health and metrics of all of them on METRICS_PORT, and
 * on SIGTERM or SIGINT stops every shard cleanly (each finishes and announces what it has in hand)
 * before it exits.
 */
import { once } from 'node:events';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { REST, type Shard, ShardingManager } from 'discord.js';
import { type RESTGetAPIGatewayBotResult, Routes } from 'discord-api-types/v10';
import { AggregatorRegistry, Counter, Gauge, Registry } from 'prom-client';
import type { Config } from '../config.ts';
import type { Logger } from '../log.ts';
import { serveOps } from './http.ts';

/** How long a shard has to connect after it starts, and to stop cleanly when asked. */
const SHARD_TIMEOUT_MS = 60_000;
/** Discord's identify window: shards in one rate-limit bucket connect this far apart. */
const IDENTIFY_SPACING_MS = 5_500;
/** How long the manager waits for a shard's metrics. */
const METRICS_WAIT_MS = 2_000;

/** A request from the manager to a shard, and the shard's answer (over the process's IPC channel). */
interface MetricsAsk {
  hegemony: 'metrics';
  id: number;
}
interface MetricsAnswer extends MetricsAsk {
  metrics: unknown;
}

const isAnswer = (m: unknown, id: number): m is MetricsAnswer =>
  (m as MetricsAnswer | null)?.hegemony === 'metrics' && (m as MetricsAnswer).id === id;

/** In a shard process: answers the manager's requests for this process's metrics. */
export function answerManager(registry: Registry): void {
  process.on('message', (message: unknown) => {
    const ask = message as MetricsAsk | null;
    if (ask?.hegemony !== 'metrics' || typeof ask.id !== 'number') return;
    void registry.getMetricsAsJSON().then((metrics) => process.send?.({ ...ask, metrics }));
  });
}

export interface ShardManagerHandle {
  readonly manager: ShardingManager;
  stop(): Promise<void>;
}

/** Asks Discord how many shards it recommends, and how many may identify at once. */
async function gatewayInfo(config: Pick<Config, 'DISCORD_TOKEN' | 'DISCORD_API_URL'>) {
  const rest = new REST(config.DISCORD_API_URL ? { api: config.DISCORD_API_URL } : {}).setToken(
    config.DISCORD_TOKEN,
  );
  return (await rest.get(Routes.gatewayBot())) as RESTGetAPIGatewayBotResult;
}

export async function runShardManager(
  config: Config,
  log: Logger,
  /** The shard process's entry (src/shard.ts). */
  entry: URL,
): Promise<ShardManagerHandle> {
  const gateway = await gatewayInfo(config);
  const count = config.SHARDS === 'auto' ? gateway.shards : (config.SHARDS as number);
  const concurrency = gateway.session_start_limit.max_concurrency;
  // Several machines can share the shards: each runs the ones SHARD_LIST names.
  const mine = config.SHARD_LIST ?? Array.from({ length: count }, (_, i) => i);
  if (mine.some((id) => id >= count))
    throw new Error(`SHARD_LIST names a shard past the last of ${count} (shards count from 0)`);
  const file = fileURLToPath(entry);
  const manager = new ShardingManager(file, {
    totalShards: count,
    shardList: mine,
    mode: 'process',
    respawn: true,
    token: config.DISCORD_TOKEN,
    execArgv: file.endsWith('.ts') ? ['--import', 'tsx'] : [],
  });

  const registry = new Registry();
  const restarts = new Counter({
    name: 'hegemony_shard_restarts_total',
    help: 'Shard processes started again after they died',
    labelNames: ['shard'],
    registers: [registry],
  });
  new Gauge({
    name: 'hegemony_shard_up',
    help: 'Whether each shard is connected to Discord (1) or not (0)',
    labelNames: ['shard'],
    registers: [registry],
    collect() {
      for (const shard of manager.shards.values()) this.set({ shard: String(shard.id) }, shard.ready ? 1 : 0);
    },
  });

  let stopping = false;
  manager.on('shardCreate', (shard: Shard) => {
    const at = { shard: shard.id };
    restarts.inc({ shard: String(shard.id) }, 0);
    shard.on('spawn', () => log.info({ ...at, shardPid: shard.process?.pid }, 'shard started'));
    shard.on('ready', () => log.info(at, 'shard connected'));
    shard.on('disconnect', () => log.warn(at, 'shard disconnected'));
    shard.on('death', () => {
      if (stopping) return;
      restarts.inc({ shard: String(shard.id) });
      log.error(at, 'shard process died; starting it again');
    });
    shard.on('error', (error: unknown) => log.error({ ...at, err: error }, 'shard failed'));
  });

  let asks = 0;
  /** One shard's metrics, or none if it does not answer in time (dead, restarting). */
  const metricsOf = (shard: Shard) =>
    new Promise<unknown>((resolve) => {
      if (!shard.process) return resolve(null);
      const id = ++asks;
      const done = (value: unknown) => {
        clearTimeout(timer);
        shard.off('message', listen);
        resolve(value);
      };
      const listen = (message: unknown) => {
        if (isAnswer(message, id)) done(message.metrics);
      };
      const timer = setTimeout(() => done(null), METRICS_WAIT_MS);
      shard.on('message', listen);
      shard.send({ hegemony: 'metrics', id } satisfies MetricsAsk).catch(() => done(null));
    });

  let server: Server | undefined;
  if (config.METRICS_PORT !== undefined) {
    server = await serveOps(config.METRICS_PORT, config.METRICS_HOST, {
      health: () => {
        const shards = [...manager.shards.values()].map((s) => ({ shard: s.id, connected: s.ready }));
        const ok = shards.length === mine.length && shards.every((s) => s.connected);
        return { ok, body: { status: ok ? 'ok' : 'starting or degraded', shards } };
      },
      async metrics() {
        const shards = await Promise.all([...manager.shards.values()].map(metricsOf));
        const all = [await registry.getMetricsAsJSON(), ...shards.filter((m) => m !== null)];
        const merged = AggregatorRegistry.aggregate(all as object[]);
        return { contentType: merged.contentType, text: await merged.metrics() };
      },
    });
    log.info({ port: config.METRICS_PORT, host: config.METRICS_HOST }, 'health and metrics served');
  }

  log.info({ shards: mine, of: count, maxConcurrency: concurrency }, 'starting shards');
  // Shards in one identify bucket (id % max_concurrency) must connect 5 s apart.
  await manager.spawn({
    amount: count,
    delay: mine.length <= concurrency ? 0 : IDENTIFY_SPACING_MS,
    timeout: SHARD_TIMEOUT_MS,
  });
  log.info({ shards: mine, of: count }, 'every shard connected');

  return {
    manager,
    async stop() {
      stopping = true;
      manager.respawn = false;
      // Each shard stops as a single process does on SIGTERM: it turns new interactions away,
      // saves and announces what it has in hand, and closes the store.
      await Promise.all(
        [...manager.shards.values()].map(async (shard) => {
          const child = shard.process;
          if (!child || child.exitCode !== null) return;
          const exited = once(child, 'exit');
          child.kill('SIGTERM');
          const timer = setTimeout(() => child.kill('SIGKILL'), SHARD_TIMEOUT_MS);
          await exited;
          clearTimeout(timer);
        }),
      );
      server?.close();
    },
  };
}
