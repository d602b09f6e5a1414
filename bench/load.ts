/**
 * Load benchmark: many games in one process, each receiving a stream of answers, through the bot's
 * GameService (per-game locks, compare-and-set writes) on the default SQLite store (or the store
 * `--store` names), with the real
 * Publisher building every log line and board edit for a Discord REST that answers at once. Each
 * answer also builds the panel the player would get back, as the button handler does before its
 * first response.
 *
 * The games start mid-game (copies of a few games played to random depths, written to the store,
 * which is then reopened with an empty cache, as after a restart). Then, for `seconds`, the players
 * of every game answer after a think time drawn at random (exponential, mean `thinkMs`): `games /
 * thinkMs` answers a second are offered. An answer's latency runs from the moment its player
 * clicked to the moment its reply was ready; its first response is that, or the responder's defer
 * (TIMING.deferAfterMs after the click, if the event loop is free to send it), whichever comes
 * first. A first response after 3 s misses Discord's deadline. Last, a short phase without think
 * time measures the most answers a second the process can take.
 *
 * As one shard of several (`--shard i --shards n`), it plays only the games whose guild Discord
 * would route to shard i (the games are spread over 100 guilds), so n such processes on one shared
 * store are the bot's shards, each with its own share of the games; `--metrics-port` serves the
 * bot's metrics (src/ops/metrics.ts) fed by the run.
 *
 * Run alone: `tsx bench/load.ts --games 1000 [--seconds 30] [--think-ms 5000]`; `npm run bench` runs
 * it in a child process (with --expose-gc) so its memory figures are its own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { REST } from 'discord.js';
import { TIMING } from '../src/discord/limits.ts';
import { PicturePool } from '../src/discord/picture.ts';
import { answerNotes, panelMessage } from '../src/discord/present/panel.ts';
import { type BoardPicture, NO_PICTURE, Publisher } from '../src/discord/publisher.ts';
import { sayText } from '../src/i18n/said.ts';
import { serveOps } from '../src/ops/http.ts';
import { MeteredBackend } from '../src/ops/metered-backend.ts';
import { Metrics } from '../src/ops/metrics.ts';
import { openBackend } from '../src/store/open-backend.ts';
import { RecordStore } from '../src/store/record-store.ts';
import type { GameRecord } from '../src/store/types.ts';
import { shardScope } from '../src/table/guild-scope.ts';
import { seeded } from '../test/discord/table.ts';
import {
  answerOne,
  BENCH_LOG,
  benchService,
  playedRecord,
  type ServiceGame,
  seated,
  snowflake,
} from './service-games.ts';
import { cpuMs, median, percentile, round } from './stats.ts';

export interface LoadOptions {
  games: number;
  /** Length of the paced phase. */
  seconds: number;
  /** Mean think time of each game between two answers. */
  thinkMs: number;
  /** Length of the phase without think time. */
  saturationSeconds: number;
  /** Distinct games the copies are made from. */
  templates: number;
  /** Draw board pictures (in the bot's picture workers) for the board edits. */
  pictures?: boolean;
  /** How many picture workers (default 1). */
  pictureWorkers?: number;
  /** The store (default: a fresh SQLite file). */
  store?: string;
  /** This process is shard `shard` of `shards`: it plays its guilds' games only. */
  shard?: number;
  shards?: number;
  /** Serve the bot's metrics on this port while the run lasts. */
  metricsPort?: number;
}

/** Guilds the games are spread over (the shards split them). */
const GUILDS = 100;
/** A guild id: guild g falls on shard g % shards, as Discord's `(id >> 22) % shards` does. */
const guildId = (g: number) => String((1_000_000_000n + BigInt(g)) << 22n);

/**
 * Discord's REST, answering at once: the publisher does all its work, nothing leaves the process.
 * Notes how long each channel's board waited for its edit since the first change it shows.
 */
class InstantRest {
  /** When each channel's board last went out of date (a change not yet on it). */
  readonly staleSince = new Map<string, number>();
  readonly boardLagMs: number[] = [];
  post = async () => ({ id: snowflake() });
  patch = async (route: string) => {
    const channelId = route.split('/')[2] ?? '';
    const since = this.staleSince.get(channelId);
    if (since !== undefined) {
      this.boardLagMs.push(performance.now() - since);
      this.staleSince.delete(channelId);
    }
    return {};
  };
  changed(channelId: string) {
    if (!this.staleSince.has(channelId)) this.staleSince.set(channelId, performance.now());
  }
}

/** Answers in a typical game, by player count (see the engine benchmark). */
const TYPICAL_ANSWERS = { 2: 300, 3: 500, 4: 650 } as const;

const rss = () => process.memoryUsage().rss;
const gc = () => (globalThis as { gc?: () => void }).gc?.();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Games at random points of their course (never over), to be copied into the store. */
async function templates(count: number): Promise<GameRecord[]> {
  const rng = seeded(42);
  const out: GameRecord[] = [];
  for (let i = 0; out.length < count; i++) {
    const players = ([2, 3, 4] as const)[i % 3] as 2 | 3 | 4;
    const depth = Math.floor(TYPICAL_ANSWERS[players] * (0.05 + 0.85 * rng.next()));
    const record = await playedRecord(players, `bench-load:${i}`, depth);
    if (record.status === 'playing') out.push(record);
  }
  return out;
}

export async function benchLoad(o: LoadOptions): Promise<Record<string, number>> {
  const dir = mkdtempSync(join(tmpdir(), 'hegemony-bench-load-'));
  const url = o.store ?? `sqlite://${join(dir, 'games.sqlite')}`;
  try {
    return await run(o, url);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function run(o: LoadOptions, url: string): Promise<Record<string, number>> {
  const started = performance.now();
  const sources = await templates(o.templates);

  // The games, written as the bot wrote them, each in its own channel with its board posted; as a
  // shard, only those of its guilds.
  const scope = shardScope(o.shard === undefined ? [] : [o.shard], o.shards ?? 1);
  const seeding = await RecordStore.open(url);
  const games: ServiceGame[] = [];
  for (let i = 0; i < o.games; i++) {
    const source = sources[i % sources.length] as GameRecord;
    const where = { guildId: guildId(i % GUILDS), channelId: `5${String(i).padStart(17, '0')}` };
    if (!scope.owns(where.guildId)) continue;
    const record: GameRecord = {
      ...source,
      ...where,
      id: `ld${i.toString(36)}`,
      boardMessageId: snowflake(),
    };
    if (!(await seeding.put(record, null))) throw new Error('load benchmark: could not store a game');
    games.push(seated(record, 1000 + i));
  }
  await seeding.close();
  const setupSeconds = (performance.now() - started) / 1000;
  gc();
  const base = process.memoryUsage();

  // The bot's side, on a freshly opened store (an empty cache, as after a restart), its backend
  // timed for the metrics as the bot's is.
  const metrics = new Metrics();
  const store = new RecordStore(new MeteredBackend(await openBackend(url), metrics.store));
  const rest = new InstantRest();
  // With pictures: the bot's picture workers, switched off after the paced phase (their queue dropped).
  const worker = o.pictures ? new PicturePool(BENCH_LOG, o.pictureWorkers ?? 1) : null;
  let drawing = worker !== null;
  const pictures: BoardPicture = worker
    ? { render: (view, scores) => (drawing ? worker.render(view, scores) : Promise.resolve(null)) }
    : NO_PICTURE;
  const publisher = new Publisher(rest as unknown as REST, BENCH_LOG, pictures, store);
  const service = benchService(store, 'bench-load', publisher, [metrics]);
  publisher.onBoardMoved = (r, id) => service.setBoardMessage(r.guildId, r.channelId, r.id, id);
  metrics.watch({
    ...(worker ? { pictures: worker } : {}),
    liveGames: async () =>
      (await store.backend.keys('game:')).filter((k) => scope.owns(k.split(':')[1] ?? '')).length,
    shards: () => [{ id: o.shard ?? 0, up: true }],
  });
  const server =
    o.metricsPort === undefined
      ? undefined
      : await serveOps(o.metricsPort, '127.0.0.1', {
          health: () => ({ ok: true, body: { status: 'ok' } }),
          metrics: async () => ({
            contentType: metrics.registry.contentType,
            text: await metrics.registry.metrics(),
          }),
        });

  let peakRss = base.rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rss());
  }, 50);

  const latencies: number[] = [];
  const firsts: number[] = [];
  let missed = 0;
  let deferred = 0;
  let failures = 0;
  let finished = 0;
  let answers = 0;

  /** One answer to one game, timed from the click; false once the game is over. */
  async function click(game: ServiceGame, record: boolean): Promise<boolean> {
    const at = performance.now();
    let deferredAt: number | undefined;
    const defer = setTimeout(() => {
      deferredAt = performance.now() - at;
    }, TIMING.deferAfterMs);
    let answered: Awaited<ReturnType<typeof answerOne>> = null;
    try {
      answered = await answerOne(service, game);
      if (answered) rest.changed(game.channelId);
      if (answered) {
        const { record: after, chosen, privateEvents } = answered.result;
        panelMessage(after, answered.userId, {
          notes: answerNotes(chosen && sayText('en', chosen), privateEvents, 'en'),
        });
      }
    } catch (error) {
      failures++;
      if (failures === 1) console.error(`load: an answer failed: ${String(error)}`);
    }
    clearTimeout(defer);
    if (!answered) return false;
    answers++;
    metrics.firstResponse(
      Math.min(performance.now() - at, deferredAt ?? Number.POSITIVE_INFINITY) / 1000,
      'component',
    );
    if (game.questions.length === 0) finished++;
    if (!record) return true;
    const took = performance.now() - at;
    const first = Math.min(took, deferredAt ?? took);
    latencies.push(took);
    firsts.push(first);
    if (deferredAt !== undefined) deferred++;
    if (first > TIMING.responseDeadlineMs) missed++;
    return true;
  }

  /** Every game's players, for `seconds`: think (mean `thinkMs`, or not at all), answer, again. */
  async function phase(seconds: number, thinkMs: number, record: boolean) {
    const until = performance.now() + seconds * 1000;
    const think = (game: ServiceGame) =>
      thinkMs > 0
        ? sleep(Math.min(-Math.log(1 - game.rng.next()) * thinkMs, until - performance.now()))
        : null;
    await Promise.all(
      games.map(async (game) => {
        await think(game);
        while (performance.now() < until && (await click(game, record))) await think(game);
      }),
    );
  }

  const pacedCpu = process.cpuUsage();
  const pacedStart = performance.now();
  await phase(o.seconds, o.thinkMs, true);
  const pacedSeconds = (performance.now() - pacedStart) / 1000;
  const pacedCpuMs = cpuMs(pacedCpu);
  // Boards still out of date count with how long they have waited so far.
  const now = performance.now();
  const boardLag = [...rest.boardLagMs, ...[...rest.staleSince.values()].map((since) => now - since)];
  drawing = false;
  await worker?.close();
  await publisher.idle();
  // Live memory with every game loaded (as many as the store's cache holds), garbage collected.
  gc();
  const { rss: rssAfter, heapUsed: heapAfter } = process.memoryUsage();

  const answersBefore = answers;
  const saturationStart = performance.now();
  await phase(o.saturationSeconds, 0, false);
  const saturatedAnswers = answers - answersBefore;
  const saturationSeconds = (performance.now() - saturationStart) / 1000;
  clearInterval(sampler);
  server?.close();
  await publisher.close();
  await store.close();

  return {
    loadGames: games.length,
    loadThinkMs: o.thinkMs,
    loadSeconds: round(pacedSeconds, 1),
    loadOfferedPerSec: Math.round((games.length * 1000) / o.thinkMs),
    loadAnswers: latencies.length,
    loadAnswersPerSec: Math.round(latencies.length / pacedSeconds),
    loadP50Ms: round(median(latencies)),
    loadP99Ms: round(percentile(latencies, 99)),
    loadMaxMs: round(Math.max(...latencies)),
    loadFirstResponseP99Ms: round(percentile(firsts, 99)),
    loadBoardLagP50Ms: round(median(boardLag)),
    loadBoardLagP99Ms: round(percentile(boardLag, 99)),
    loadDeferred: deferred,
    loadMissedDeadlines: missed,
    loadFailures: failures,
    loadGamesFinished: finished,
    loadCpuPerAnswerMs: round(pacedCpuMs / Math.max(1, latencies.length)),
    loadCpuShare: round(pacedCpuMs / 1000 / pacedSeconds),
    loadMaxAnswersPerSec: Math.round(saturatedAnswers / saturationSeconds),
    loadPeakRssMB: Math.round(peakRss / 2 ** 20),
    rssPerActiveGameKB: Math.round((rssAfter - base.rss) / 1024 / games.length),
    heapPerActiveGameKB: round((heapAfter - base.heapUsed) / 1024 / games.length, 1),
    loadCachedGames: store.cacheSize,
    loadSetupS: round(setupSeconds, 1),
  };
}

/** The figures of one shard's run, as `--shards` runs print them. */
export type LoadFigures = Awaited<ReturnType<typeof benchLoad>>;

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const { values } = parseArgs({
    options: {
      games: { type: 'string', default: '1000' },
      seconds: { type: 'string', default: '30' },
      'think-ms': { type: 'string', default: '5000' },
      'saturation-seconds': { type: 'string', default: '5' },
      templates: { type: 'string', default: '12' },
      pictures: { type: 'boolean', default: false },
      store: { type: 'string' },
      shard: { type: 'string' },
      shards: { type: 'string' },
      'metrics-port': { type: 'string' },
    },
  });
  const figures = await benchLoad({
    games: Number(values.games),
    seconds: Number(values.seconds),
    thinkMs: Number(values['think-ms']),
    saturationSeconds: Number(values['saturation-seconds']),
    templates: Number(values.templates),
    pictures: values.pictures ?? false,
    ...(values.store ? { store: values.store } : {}),
    ...(values.shard ? { shard: Number(values.shard), shards: Number(values.shards ?? 1) } : {}),
    ...(values['metrics-port'] ? { metricsPort: Number(values['metrics-port']) } : {}),
  });
  console.log(JSON.stringify(figures));
}
