/**
 * Sharded load benchmark: the bot as two shard processes on one Redis store, 2,000 games between
 * them. Each process is bench/load.ts as shard i of 2: it plays the games of the guilds Discord
 * would route to it (half of them), through the bot's GameService and Publisher, on the shared
 * Redis, and serves the bot's metrics while it runs (shard i on `metricsPort + i`). There is no
 * gateway in front (Discord's REST answers at once, as in the one-process load run); the gateway's
 * routing of guilds to shards and the ShardingManager are exercised end to end by
 * test/discord/shards.test.ts.
 *
 * Redis is a throw-away `redis-server` the benchmark starts on loopback, with its append-only file
 * on (`appendfsync everysec`), as a production one would run. Without redis-server installed the
 * part is skipped with a line saying so.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { LoadFigures } from './load.ts';
import { round } from './stats.ts';

export interface ShardedOptions {
  games: number;
  shards: number;
  seconds: number;
  thinkMs: number;
  /** Shard i serves its metrics on this port + i (none when undefined). */
  metricsPort?: number;
  /** Told when the paced phase is under way (to look at the metrics meanwhile). */
  say: (line: string) => void;
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as { port: number }).port;
  server.close();
  return port;
}

/** A throw-away Redis on loopback; null when redis-server is not installed. */
async function startRedis(): Promise<{ url: string; stop: () => Promise<void> } | null> {
  const found = await promisify(execFile)('redis-server', ['--version']).catch(() => null);
  if (!found) return null;
  const dir = mkdtempSync(join(tmpdir(), 'hegemony-bench-redis-'));
  const port = await freePort();
  const server: ChildProcess = spawn(
    'redis-server',
    ['--bind', '127.0.0.1', '--port', String(port), '--dir', dir, '--save', '', '--appendonly', 'yes'],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  const { createClient } = await import('@redis/client');
  for (let i = 0; ; i++) {
    const client = createClient({ url, socket: { reconnectStrategy: false } });
    client.on('error', () => undefined);
    if (
      await client.connect().then(
        () => true,
        () => false,
      )
    ) {
      await client.close();
      break;
    }
    if (i > 100) throw new Error('sharded load: redis-server did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    async stop() {
      server.kill('SIGTERM');
      await once(server, 'exit');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function benchShards(o: ShardedOptions): Promise<Record<string, number> | null> {
  const redis = await startRedis();
  if (!redis) return null;
  try {
    const script = fileURLToPath(new URL('./load.ts', import.meta.url));
    const runs = Array.from({ length: o.shards }, (_, shard) => {
      const args = ['--expose-gc', '--import', 'tsx', script, '--store', `${redis.url}?prefix=bench:`];
      args.push('--games', String(o.games), '--shard', String(shard), '--shards', String(o.shards));
      args.push('--seconds', String(o.seconds), '--think-ms', String(o.thinkMs));
      args.push('--saturation-seconds', '3', '--templates', '12');
      if (o.metricsPort !== undefined) args.push('--metrics-port', String(o.metricsPort + shard));
      const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
      let out = '';
      child.stdout?.on('data', (chunk) => {
        out += String(chunk);
      });
      return once(child, 'exit').then(([code]) => {
        if (code !== 0) throw new Error(`sharded load: shard ${shard} exited with ${code}`);
        return JSON.parse(out.trim().split('\n').at(-1) as string) as LoadFigures;
      });
    });
    if (o.metricsPort !== undefined)
      o.say(`shards: metrics of shard i at http://127.0.0.1:${o.metricsPort}+i/metrics while the run lasts`);
    const figures = await Promise.all(runs);
    const sum = (key: keyof LoadFigures) => figures.reduce((n, f) => n + (f[key] ?? 0), 0);
    const max = (key: keyof LoadFigures) => Math.max(...figures.map((f) => f[key] ?? 0));
    return {
      shardedShards: o.shards,
      shardedGames: sum('loadGames'),
      shardedThinkMs: o.thinkMs,
      shardedOfferedPerSec: sum('loadOfferedPerSec'),
      shardedAnswersPerSec: sum('loadAnswersPerSec'),
      shardedP50Ms: max('loadP50Ms'),
      shardedP99Ms: max('loadP99Ms'),
      shardedMaxMs: max('loadMaxMs'),
      shardedDeferred: sum('loadDeferred'),
      shardedMissedDeadlines: sum('loadMissedDeadlines'),
      shardedFailures: sum('loadFailures'),
      shardedMaxAnswersPerSec: sum('loadMaxAnswersPerSec'),
      shardedCpuShare: round(sum('loadCpuShare')),
      shardedPeakRssMB: sum('loadPeakRssMB'),
    };
  } finally {
    await redis.stop();
  }
}
