/**
 * `npm run bench` — measures the engine, the bot, the store, a load of many games and the board
 * picture, prints a readable line per part (stderr) and, last, one JSON line with every figure
 * (stdout). `npm run bench -- --quick` keeps it under a minute; `--games N` sets how many games the
 * load part runs at once (default 1000). Figures are never asserted by tests.
 */
import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { benchBot } from './bot.ts';
import { benchEngine } from './engine.ts';
import { benchRender } from './render.ts';
import { cpuMs, round } from './stats.ts';
import { benchStore } from './store.ts';

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    games: { type: 'string' },
  },
});
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

const engine = benchEngine(quick ? 20 : 200);
Object.assign(figures, engine);
say(
  `engine: ${engine.engineMsPerGame2p} / ${engine.engineMsPerGame3p} / ${engine.engineMsPerGame4p} ms per 2/3/4-player game; one answer ${engine.answerUs} µs vs state round trip ${engine.stateRoundTripUs} µs (×${engine.answerVsRoundTrip})`,
);

const bot = await benchBot(quick);
Object.assign(figures, bot);
say(
  `bot: first response p50 ${bot.firstResponseP50Ms} ms, p99 ${bot.firstResponseP99Ms} ms over ${bot.botAnswers} answers (${bot.botInteractions} interactions) of a ${bot.botPlayers}-player game; with pictures p50 ${bot.firstResponseWithPictureP50Ms} ms, p99 ${bot.firstResponseWithPictureP99Ms} ms (${bot.botPicturesDrawn} pictures)`,
);

const store = await benchStore(quick ? 1 : 4, quick ? 200 : 1000);
Object.assign(figures, store);
say(
  `store: save p50 ${store.storeSaveP50Ms} ms, p99 ${store.storeSaveP99Ms} ms; load p50 ${store.storeLoadP50Ms} ms, p99 ${store.storeLoadP99Ms} ms; ${store.bytesPerFinishedGame} bytes per finished game (${store.storeJsonBytesPerFinishedGame} as JSON)`,
);

// In a process of its own, so that its memory figures are its own.
const loadArgs = ['--games', String(loadGames), '--seconds', quick ? '6' : '30'];
loadArgs.push('--saturation-seconds', quick ? '2' : '5', '--templates', quick ? '6' : '12');
const loadScript = fileURLToPath(new URL('./load.ts', import.meta.url));
const loadOut = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', loadScript, ...loadArgs], {
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
  maxBuffer: 16 * 2 ** 20,
});
const load = JSON.parse(loadOut.trim().split('\n').at(-1) as string) as Record<string, number>;
Object.assign(figures, load);
say(
  `load: ${load.loadGames} games, ${load.loadAnswersPerSec} answers/s (${load.loadOfferedPerSec} offered, at most ${load.loadMaxAnswersPerSec}); p50 ${load.loadP50Ms} ms, p99 ${load.loadP99Ms} ms; ${load.loadMissedDeadlines} missed deadlines, ${load.loadDeferred} deferred; peak RSS ${load.loadPeakRssMB} MB, ${load.rssPerActiveGameKB} KB per game`,
);

const picture = await benchRender(quick ? 15 : 90);
Object.assign(figures, picture);
say(`picture: median ${picture.renderMedianMs} ms, p95 ${picture.renderP95Ms} ms, ${picture.renderPngKB} KB`);

// Every figure is a number; a measurement that could not be made would print as null.
const broken = Object.entries(figures).filter(([, v]) => !Number.isFinite(v));
if (broken.length > 0) say(`not measured: ${broken.map(([k]) => k).join(', ')}`);

figures.machineLoadAtEnd = round(loadavg()[0] ?? 0);
figures.benchCpuS = round(cpuMs(cpu) / 1000, 1);
figures.benchSeconds = round((performance.now() - started) / 1000, 1);
console.log(JSON.stringify(figures));
