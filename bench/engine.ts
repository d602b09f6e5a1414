/**
 * Engine benchmark. Complete random games (2, 3 and 4 players; 4 players with every module; 4
 * players with two Automa seats, simple and advanced), random playouts from mid-game 4-player
 * states (answer by answer as the games, and each whole playout at its fastest, before and after
 * the playouts have warmed the JIT; and the rest of those games answered through the API as the
 * games are), the cost of a fork, and on mid-game states one `apply` against one JSON round trip.
 *
 * A shared machine's load swings wall-clock times, so every game is timed answer by answer, each
 * answer at its fastest of several repeats: a game is first played (untimed) to learn its answers,
 * then replayed; at every answer the state is forked (untimed) a few times, the answer applied to
 * each fork and the next questions read (`applyInPlace` + `pending`, timed), and the fastest kept.
 * The machine's speed also swings for seconds at a time, so all of it, games and playouts, is timed
 * in three passes some 15 s apart: a slow spell weighs on one pass, and each time's fastest over
 * the passes counts. A game's figure is the sum over its answers (its setup timed the same way). An
 * Automa seat's answers are the Automa driver's, whose decision is timed the same way and counted too.
 */

import { automaDriver } from '../src/automa/index.ts';
import type { ClassId } from '../src/data/common.ts';
import { type Ctx, playAtRandom } from '../src/engine/core/flow.ts';
import { nextInt, type RngState, seedRng } from '../src/engine/core/rng.ts';
import {
  allModules,
  apply,
  applyInPlace,
  createGame,
  defaultOptions,
  fork,
  type GameOptions,
  type GameState,
  pending,
  playout,
} from '../src/engine/index.ts';
import { playRandomGame, type RandomPlayOptions } from '../src/engine/simulation.ts';
import { median, percentile, round } from './stats.ts';

export interface EngineFigures {
  [key: string]: number;
}

/** The engine runs 2–3× slower in its first few dozen games, until the JIT has compiled it. */
const WARM_UP_MS = 2000;
/** Each answer is timed this many times in a row; the fastest counts. */
const REPEATS = 3;
/**
 * And everything is timed in this many passes, each pass over it all (some 15 s): a shared machine's
 * speed swings for seconds at a time, now and then for half a minute (by ×1.5 and more), and
 * repeats in a row fall in the same spell. Each time's fastest over the passes counts.
 */
const PASSES = 3;
/** Before the JIT is warm for playouts, each is timed whole this many times in a row; the fastest counts. */
const COLD_REPEATS = 5;
/**
 * Playouts run this long before they are timed. A search plays them for seconds on end, in a worker
 * that lives as long as the bot; the JIT takes several seconds of playouts to compile what they run
 * (the games timed before run other paths: a playout forks and answers through `sample`), and until
 * then a playout takes 1.2–1.9× as long.
 */
const PLAYOUT_WARM_UP_MS = 8000;
/** In the passes after the first, playouts from other states run this long before the playouts are timed. */
const PLAYOUT_GAP_MS = 1500;

/** Two Automa seats (the Working and Capitalist Classes) in a 4-player game. */
function automaSeats(mode: 'simple' | 'advanced'): GameOptions['seats'] {
  const seats = defaultOptions(4).seats;
  seats.working = { kind: 'automa', mode };
  seats.capitalist = { kind: 'automa', mode };
  return seats;
}

interface Setup {
  /** The key of the figures, e.g. `4p`, `modules4p`, `automaAdvanced4p`. */
  key: string;
  /** The line's name in `ms/game` lines. */
  name: string;
  players: 2 | 3 | 4;
  play: RandomPlayOptions;
}

const SETUPS: Setup[] = [
  { key: '2p', name: '2p', players: 2, play: {} },
  { key: '3p', name: '3p', players: 3, play: {} },
  { key: '4p', name: '4p', players: 4, play: {} },
  { key: 'Modules4p', name: 'modules 4p', players: 4, play: { modules: allModules(4) } },
  {
    key: 'AutomaSimple4p',
    name: 'automa simple 4p',
    players: 4,
    play: { seats: automaSeats('simple'), answer: driven },
  },
  {
    key: 'AutomaAdvanced4p',
    name: 'automa advanced 4p',
    players: 4,
    play: { seats: automaSeats('advanced'), answer: driven },
  },
];

function isAutomaSeat(state: GameState, seat: ClassId) {
  return state.options.seats[seat]?.kind === 'automa';
}

/** The Automa driver answers its seats' questions; the other seats play at random. */
function driven(state: GameState, q: ReturnType<typeof pending>[number]): string | undefined {
  return isAutomaSeat(state, q.seat) ? automaDriver.choose(state, q).answer : undefined;
}

/** The fastest of `REPEATS` runs of `run` on a fresh fork of `state` each time, in ms, and the last result. */
function fastest<T>(state: GameState, run: (g: GameState) => T): { ms: number; result: T } {
  let best = Number.POSITIVE_INFINITY;
  let result: T | undefined;
  for (let r = 0; r < REPEATS; r++) {
    const g = fork(state);
    const started = performance.now();
    result = run(g);
    best = Math.min(best, performance.now() - started);
  }
  return { ms: best, result: result as T };
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** Keeps `ms` in `best[k]` if it is less than what is there. */
function keepFastest(best: number[], k: number, ms: number) {
  best[k] = Math.min(best[k] ?? Number.POSITIVE_INFINITY, ms);
}

/** A game to time: its answers, learnt by playing it once (untimed). */
interface GameToTime {
  setup: Setup;
  seed: string;
  answers: Array<[ClassId, string]>;
  /** Setup, then each answer: its fastest so far (ms). */
  best: number[];
  /** Each Automa decision (by answer): its fastest so far (ms); infinite for other seats' answers. */
  driverBest: number[];
}

interface TimedGame {
  ms: number;
  answers: number;
  /** Of `ms`, the Automa driver's decisions. */
  driverMs: number;
}

function gameToTime(setup: Setup, seed: string): GameToTime {
  const game = playRandomGame(setup.players, seed, { ...setup.play, checkInvariants: false });
  if (!game.completed) throw new Error(`benchmark game ${setup.key} ${seed} did not finish: ${game.error}`);
  const n = game.answers.length;
  return {
    setup,
    seed,
    answers: game.answers,
    best: new Array<number>(n + 1).fill(Number.POSITIVE_INFINITY),
    driverBest: new Array<number>(n).fill(Number.POSITIVE_INFINITY),
  };
}

/** One pass over a game: each answer at its fastest of `REPEATS` on fresh forks, kept if faster than before. */
function timeGamePass(game: GameToTime) {
  const { setup, seed } = game;
  const options = defaultOptions(setup.players);
  Object.assign(options.modules, setup.play.modules);
  if (setup.play.seats) options.seats = setup.play.seats;
  let state = createGame(options, seed);
  for (let r = 0; r < REPEATS; r++) {
    const started = performance.now();
    state = createGame(options, seed);
    pending(state);
    keepFastest(game.best, 0, performance.now() - started);
  }
  for (const [k, [seat, answer]] of game.answers.entries()) {
    if (isAutomaSeat(state, seat)) {
      const q = pending(state).find((question) => question.seat === seat);
      if (q) keepFastest(game.driverBest, k, fastest(state, (g) => automaDriver.choose(g, q)).ms);
    }
    const step = timeAnswer(state, seat, answer);
    keepFastest(game.best, k + 1, step.ms);
    state = step.result;
  }
}

function timed(game: GameToTime): TimedGame {
  const driverMs = game.driverBest.reduce((a, b) => (Number.isFinite(b) ? a + b : a), 0);
  const ms = sum(game.best) + driverMs;
  return { ms, answers: game.answers.length, driverMs };
}

/** One answer as a game takes it (`applyInPlace`, then the next questions read), at its fastest. */
function timeAnswer(state: GameState, seat: ClassId, answer: string): { ms: number; result: GameState } {
  return fastest(state, (g) => {
    applyInPlace(g, seat, answer);
    pending(g);
    return g;
  });
}

/** One random playout from `state` (the engine's `playout`, every answer at random), timed whole. */
function timePlayout(state: GameState, seed: string): number {
  const started = performance.now();
  const result = playout(state, { seed });
  const ms = performance.now() - started;
  if (!result.completed) throw new Error(`playout ${seed} did not finish`);
  return ms;
}

/**
 * One random playout from `state`, timed answer by answer like the games above: before each
 * stretch (the steps `playAtRandom` plays up to and with one answer, and last the game's end), the
 * stretch is played `REPEATS` times on forks of the state (made untimed) with copies of the
 * playout's random numbers, and its fastest is kept in `best` if faster than before; then the
 * playout plays it and goes on. Summed over the stretches, in ms: the same playout as
 * `playout(state, { seed })`, what the engine itself takes, which the machine's swings do not
 * change (whole playouts, timed below, run up to twice as long in a slow spell of a shared machine
 * while the answers' own times hold).
 */
function playoutByAnswerPass(state: GameState, seed: string, best: number[]) {
  const x: Ctx = { g: fork(state), events: [] };
  const chooser = seedRng(`playout:${seed}`);
  for (let k = 0; ; k++) {
    for (let r = 0; r < REPEATS; r++) {
      const again: Ctx = { g: fork(x.g), events: [] };
      const rng = [...chooser] as RngState;
      const started = performance.now();
      playAtRandom(again, (n) => nextInt(rng, n), 1);
      keepFastest(best, k, performance.now() - started);
    }
    if (playAtRandom(x, (n) => nextInt(chooser, n), 1) === 0) break;
  }
  if (x.g.phase !== 'game-over') throw new Error(`playout ${seed} did not finish`);
}

/** A fork of `state` at its fastest of 50, kept in `best` (µs) if faster than before. */
function forkPass(state: GameState, best: number[], i: number) {
  for (let r = 0; r < 50; r++) {
    const started = performance.now();
    fork(state);
    keepFastest(best, i, (performance.now() - started) * 1000);
  }
}

interface MidGame {
  state: GameState;
  /** The random game's own answers from there to its end. */
  rest: Array<[ClassId, string]>;
}

/** Random 4-player games (seeds `<tag>:<i>`), each halfway through. */
function midGames(count: number, tag = 'bench:mid'): MidGame[] {
  const out: MidGame[] = [];
  for (let i = 0; i < count; i++) {
    const whole = playRandomGame(4, `${tag}:${i}`, { checkInvariants: false });
    const half = Math.floor(whole.decisions / 2);
    const state = playRandomGame(4, `${tag}:${i}`, { checkInvariants: false, maxDecisions: half }).state;
    out.push({ state, rest: whole.answers.slice(half) });
  }
  return out;
}

/**
 * The rest of a random game from halfway, answered as a game is (`timeAnswer`: every question's
 * options listed and worded): a random playout as it is timed from outside the engine, through its
 * API, answer by answer. `playout` answers without listing most options, in about half the time.
 * One pass: each answer's fastest so far is kept in `best`.
 */
function restThroughApiPass(mid: MidGame, best: number[]) {
  let state = fork(mid.state);
  pending(state);
  for (const [k, [seat, answer]] of mid.rest.entries()) {
    const step = timeAnswer(state, seat, answer);
    keepFastest(best, k, step.ms);
    state = step.result;
  }
}

/** Each state's five random playouts (seeds `<i>:<p>`; the same seed plays the same playout). */
function eachPlayout(mids: GameState[], time: (state: GameState, seed: string, k: number) => void) {
  let k = 0;
  for (const [i, state] of mids.entries()) for (let p = 0; p < 5; p++, k++) time(state, `${i}:${p}`, k);
}

/** Random playouts from `states` for `ms` (untimed: they keep the JIT warm, or warm it). */
function playFor(states: GameState[], ms: number, tag: string) {
  const until = performance.now() + ms;
  for (let i = 0; performance.now() < until; i++)
    playout(states[i % states.length] as GameState, { seed: `${tag}:${i}` });
}

export function benchEngine(gamesPerSetup: number, say: (line: string) => void = () => {}): EngineFigures {
  const out: EngineFigures = {};
  const warmUntil = performance.now() + WARM_UP_MS;
  for (let i = 0; performance.now() < warmUntil; i++) {
    const setup = SETUPS[i % SETUPS.length] as Setup;
    playRandomGame(setup.players, `warm-up:${i}`, { ...setup.play, checkInvariants: false });
  }
  const toTime = SETUPS.map((setup) =>
    Array.from({ length: gamesPerSetup }, (_, i) => gameToTime(setup, `bench:${setup.key}:${i}`)),
  );
  // Search: random playouts to the end from mid-game states (`mids`): timed whole as the games of
  // the first pass leave the JIT (`COLD_REPEATS` in a row); then, after playouts from other states
  // have run for `PLAYOUT_WARM_UP_MS`, whole and answer by answer; the rest of those games answered
  // through the API; and forks of those states.
  const played = midGames(gamesPerSetup >= 100 ? 20 : 5);
  const mids = played.map((m) => m.state);
  const others = midGames(5, 'bench:warm-mid').map((m) => m.state);
  const cold: number[] = [];
  const whole: number[] = [];
  const byAnswer = mids.flatMap(() => [[], [], [], [], []] as number[][]);
  const api = played.map(() => [] as number[]);
  const forks: number[] = [];
  for (let pass = 0; pass < PASSES; pass++) {
    for (const games of toTime) for (const game of games) timeGamePass(game);
    if (pass === 0) {
      for (let r = 0; r < COLD_REPEATS; r++)
        eachPlayout(mids, (state, seed, k) => keepFastest(cold, k, timePlayout(state, seed)));
      playFor(others, PLAYOUT_WARM_UP_MS, 'warm-up');
    } else playFor(others, PLAYOUT_GAP_MS, `pass:${pass}`);
    eachPlayout(mids, (state, seed, k) => keepFastest(whole, k, timePlayout(state, seed)));
    eachPlayout(mids, (state, seed, k) => playoutByAnswerPass(state, seed, byAnswer[k] as number[]));
    for (const [i, mid] of played.entries()) restThroughApiPass(mid, api[i] as number[]);
    for (const [i, state] of mids.entries()) forkPass(state, forks, i);
  }
  for (const [i, setup] of SETUPS.entries()) {
    const games = (toTime[i] as GameToTime[]).map(timed);
    const times = games.map((g) => g.ms);
    const answers = games.reduce((n, g) => n + g.answers, 0);
    const total = sum(times);
    out[`engineMsPerGame${setup.key}`] = round(median(times));
    out[`engineP95MsPerGame${setup.key}`] = round(percentile(times, 95));
    out[`engineAnswersPerGame${setup.key}`] = Math.round(answers / gamesPerSetup);
    out[`engineUsPerAnswer${setup.key}`] = round((total * 1000) / answers, 1);
    const driver = games.reduce((n, g) => n + g.driverMs, 0);
    if (driver > 0) out[`engineDriverMsPerGame${setup.key}`] = round(driver / gamesPerSetup);
    say(`${setup.name} ${out[`engineMsPerGame${setup.key}`]} ms/game`);
    say(
      `  p95 ${out[`engineP95MsPerGame${setup.key}`]} ms, ${out[`engineAnswersPerGame${setup.key}`]} answers, ${out[`engineUsPerAnswer${setup.key}`]} µs each${driver > 0 ? `; the Automa driver ${out[`engineDriverMsPerGame${setup.key}`]} ms of it` : ''}`,
    );
  }

  const playoutMs = median(byAnswer.map(sum));
  const wholeMs = median(whole);
  const coldMs = median(cold);
  const throughApiMs = median(api.map(sum));
  const forkUs = forks;
  out.enginePlayoutMs4p = round(playoutMs, 3);
  out.enginePlayoutsPerSecond = Math.round(1000 / playoutMs);
  out.enginePlayoutsPerSecondWhole = Math.round(1000 / wholeMs);
  out.enginePlayoutsPerSecondCold = Math.round(1000 / coldMs);
  out.enginePlayoutsPerSecondApi = Math.round(1000 / throughApiMs);
  out.engineForkUs = round(median(forkUs), 2);
  say(`playouts ${out.enginePlayoutsPerSecond}/s`);
  say(
    `  one random playout from mid-game 4p: ${out.enginePlayoutMs4p} ms, each answer at its fastest; timed whole: ${out.enginePlayoutsPerSecondWhole}/s, before ${PLAYOUT_WARM_UP_MS / 1000} s of playouts warmed the JIT ${out.enginePlayoutsPerSecondCold}/s; the rest of the game answered through the API: ${out.enginePlayoutsPerSecondApi}/s`,
  );
  say(`fork ${out.engineForkUs} µs`);

  // One answer through the pure `apply` (its copy included) against a JSON round trip of the state.
  const answerUs: number[] = [];
  const roundTripUs: number[] = [];
  for (const state of mids) {
    const q = pending(state)[0];
    const option = q?.options[0];
    if (!q || !option) continue;
    let answer = Number.POSITIVE_INFINITY;
    let roundTrip = Number.POSITIVE_INFINITY;
    for (let r = 0; r < 20; r++) {
      let t = performance.now();
      apply(state, q.seat, option.id);
      answer = Math.min(answer, (performance.now() - t) * 1000);
      t = performance.now();
      JSON.parse(JSON.stringify(state));
      roundTrip = Math.min(roundTrip, (performance.now() - t) * 1000);
    }
    answerUs.push(answer);
    roundTripUs.push(roundTrip);
  }
  out.answerUs = round(median(answerUs), 1);
  out.stateRoundTripUs = round(median(roundTripUs), 1);
  out.answerVsRoundTrip = round(median(answerUs) / median(roundTripUs));
  out.stateBytes = mids[0] ? JSON.stringify(mids[0]).length : 0;
  say(
    `one answer ${out.answerUs} µs vs state round trip ${out.stateRoundTripUs} µs (×${out.answerVsRoundTrip}), state ${out.stateBytes} bytes`,
  );
  return out;
}
