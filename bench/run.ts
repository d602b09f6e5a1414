/**
 * `npm run bench` — measures the engine, the bot (also while the AI thinks), the store, a load of many games, the same load
 * split over two shards on one Redis, the board picture and the picture pool; prints a readable
 * line per part (stderr) and, last, one JSON line with every figure (stdout). `npm run bench --
 * --quick` keeps it short; `--games N` sets how many games the load part runs at once (default
 * 1000), `--sharded-games N` the sharded part (default 2000); `--only load,shards,…` runs only the
 * parts named (engine, bot, ai, store, load, shards, picture, pool, burst); `--store-url URL` plays the
 * bot's game on that store (Redis, PostgreSQL) instead of a fresh SQLite file; `--metrics-port P` serves each
 * shard's metrics during the sharded part (shard i on P + i). Figures are never asserted by tests.
 */
import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { benchAi } from './ai.ts';
import { benchBot } from './bot.ts';
import { benchBurst } from './burst.ts';
import { benchEngine } from './engine.ts';
import { benchPictures } from './pictures.ts';
import { benchRender } from './render.ts';
import { benchShards } from './shards.ts';
import { cpuMs, round } from './stats.ts';
import { benchStore } from './store.ts';

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    games: { type: 'string' },
    'sharded-games': { type: 'string' },
    only: { type: 'string' },
    'metrics-port': { type: 'string' },
    'store-url': { type: 'string' },
  },
});
const parts = new Set((values.only ?? 'engine,bot,ai,store,load,shards,picture,pool,burst').split(','));
const shardedGames = Number(values['sharded-games'] ?? 2000);
const quick = values.quick ?? false;
const loadGames = Number(values.games ?? 1000);
if (!Number.isInteger(loadGames) || loadGames < 1)
  throw new Error('--games: a whole number of games, at least 1');

const figures: Record<string, number> = {};
const started = performance.now();
const cpu = process.cpuUsage();
figures.machineCpus = cpus().length;
figures.machineLoadAtStart = round(loadavg()[0] ?? 0);
const say = (line: string) => console.error(line);

if (parts.has('engine')) {
  // One line per figure: `4p <ms> ms/game`, `playouts <n>/s`, … (bench/engine.ts says how).
  Object.assign(figures, benchEngine(quick ? 10 : 100, say));
}

if (parts.has('bot')) {
  const bot = await benchBot(quick, values['store-url']);
  Object.assign(figures, bot);
  say(
    `bot: first response p50 ${bot.firstResponseP50Ms} ms, p99 ${bot.firstResponseP99Ms} ms over ${bot.botAnswers} answers (${bot.botInteractions} interactions) of a ${bot.botPlayers}-player game, ${bot.botStoreGetsPerInteraction} store reads per interaction; with pictures p50 ${bot.firstResponseWithPictureP50Ms} ms, p99 ${bot.firstResponseWithPictureP99Ms} ms (${bot.botPicturesDrawn} pictures); pictures people asked for (/board, /board class, /automa): board-reply p50 ${bot.boardReplyP50Ms} ms, p99 ${bot.boardReplyP99Ms} ms over ${bot.boardReplies}`,
  );
}

if (parts.has('ai')) {
  Object.assign(figures, await benchAi(quick, say));
}

if (parts.has('store')) {
  const store = await benchStore(quick ? 1 : 4, quick ? 200 : 1000);
  Object.assign(figures, store);
  say(
    `store: save p50 ${store.storeSaveP50Ms} ms, p99 ${store.storeSaveP99Ms} ms; load p50 ${store.storeLoadP50Ms} ms, p99 ${store.storeLoadP99Ms} ms; ${store.bytesPerFinishedGame} bytes per finished game (${store.storeJsonBytesPerFinishedGame} as JSON)`,
  );
}

// In a process of its own, so that its memory figures are its own.
const loadArgs = ['--games', String(loadGames), '--seconds', quick ? '6' : '30'];
loadArgs.push('--saturation-seconds', quick ? '2' : '5', '--templates', quick ? '6' : '12');
const loadScript = fileURLToPath(new URL('./load.ts', import.meta.url));
if (parts.has('load')) {
  const loadOut = execFileSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', loadScript, ...loadArgs],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 16 * 2 ** 20,
    },
  );
  const load = JSON.parse(loadOut.trim().split('\n').at(-1) as string) as Record<string, number>;
  Object.assign(figures, load);
  say(
    `load: ${load.loadGames} games, ${load.loadAnswersPerSec} answers/s (${load.loadOfferedPerSec} offered, at most ${load.loadMaxAnswersPerSec}); p50 ${load.loadP50Ms} ms, p99 ${load.loadP99Ms} ms; ${load.loadMissedDeadlines} missed deadlines, ${load.loadDeferred} deferred; peak RSS ${load.loadPeakRssMB} MB, ${load.rssPerActiveGameKB} KB per game`,
  );
}

if (parts.has('shards')) {
  const sharded = await benchShards({
    games: shardedGames,
    shards: 2,
    seconds: quick ? 10 : 30,
    // A brisk table pace: each game answers every 10 s on average (a 4-player game is some 650
    // answers over two hours or more, one every 11 s).
    thinkMs: 10_000,
    ...(values['metrics-port'] ? { metricsPort: Number(values['metrics-port']) } : {}),
    say,
  });
  if (!sharded) say('shards: skipped, redis-server is not installed (apt-get install redis-server)');
  else {
    Object.assign(figures, sharded);
    say(
      `shards: ${sharded.shardedShards} shards on Redis, ${sharded.shardedGames} games, ${sharded.shardedAnswersPerSec} answers/s (${sharded.shardedOfferedPerSec} offered, at most ${sharded.shardedMaxAnswersPerSec}); p50 ${sharded.shardedP50Ms} ms, p99 ${sharded.shardedP99Ms} ms; ${sharded.shardedMissedDeadlines} missed deadlines, ${sharded.shardedDeferred} deferred; ${sharded.shardedFailures} failures`,
    );
  }
}

if (parts.has('picture')) {
  const picture = await benchRender(quick ? 15 : 90);
  Object.assign(figures, picture);
  say(
    `picture: median ${picture.renderMedianMs} ms, p95 ${picture.renderP95Ms} ms, ${picture.renderPngKB} KB`,
  );
}

if (parts.has('pool')) {
  const pool = await benchPictures(quick ? 24 : 60);
  Object.assign(figures, pool);
  say(
    `pool: ${pool.picturesPerSecOneWorker} pictures/s with one worker, ${pool.picturesPerSecPool} with ${pool.picturePoolWorkers} (×${pool.picturePoolSpeedup}, ${pool.picturePoolEfficiency} of ×${pool.picturePoolWorkers})`,
  );
}

// Every figure is a number; a measurement that could not be made would print as null.
if (parts.has('burst')) Object.assign(figures, await benchBurst(say));

const broken = Object.entries(figures).filter(([, v]) => !Number.isFinite(v));
if (broken.length > 0) say(`not measured: ${broken.map(([k]) => k).join(', ')}`);

figures.machineLoadAtEnd = round(loadavg()[0] ?? 0);
figures.benchCpuS = round(cpuMs(cpu) / 1000, 1);
figures.benchSeconds = round((performance.now() - started) / 1000, 1);
console.log(JSON.stringify(figures));
