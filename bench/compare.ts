/**
 * `npm run bench:compare -- <git ref>` — the engine of the working tree against the engine of an
 * earlier commit, in one process, so that a shared machine's load weighs on both alike (docs/performance.md).
 * What `npm run bench -- --only engine` measures, item by item, each item timed on both engines
 * one right after the other: random playouts from mid-game 4-player states (each at its fastest of
 * five), whole random games of 2, 3 and 4 players and 4-player games with two advanced Automa
 * seats (each answer, and each Automa decision, at its fastest of three on a fresh fork), a fork of
 * each mid-game state (at its fastest of 50), the AI's imagined games from those mid-game states
 * (`rollout`: the Automa plays on for every class), and last, with the JIT warm, how many random
 * playouts each engine plays in 300 ms slices, taking turns (`playout, JIT warm`: ms per playout).
 *
 * Code imported second runs a few per cent slower even when it is the same code, so the comparison
 * runs twice, in two child processes importing the engines in both orders, and prints for each
 * figure the median of the paired ratios (working tree ÷ ref) of the two runs combined (geometric
 * mean). The ref's `src/` (with package.json and tsconfig.json, which decide how it is compiled) is
 * extracted with `git archive` into a temporary folder.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { ClassId } from '../src/data/common.ts';
import type * as EngineApi from '../src/engine/index.ts';
import type * as Simulation from '../src/engine/simulation.ts';
import { median, round } from './stats.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    games: { type: 'string', default: '8' },
    only: { type: 'string' },
    child: { type: 'string' },
    'ref-root': { type: 'string' },
  },
});
const GAMES = Number(values.games);
/** `--only playouts`: the warm playouts alone (about a minute). */
const ONLY_PLAYOUTS = values.only === 'playouts';
/** Mid-game 4-player states the playouts start from (five seeds each). */
const MIDS = 16;
const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

interface Engine {
  api: typeof EngineApi;
  sim: typeof Simulation;
  automa: typeof import('../src/automa/index.ts');
  ai: typeof import('../src/ai/policies.ts');
}

async function load(root: string): Promise<Engine> {
  const at = (path: string) => pathToFileURL(join(root, path)).href;
  return {
    api: await import(at('src/engine/index.ts')),
    sim: await import(at('src/engine/simulation.ts')),
    automa: await import(at('src/automa/index.ts')),
    ai: await import(at('src/ai/policies.ts')),
  };
}

type State = EngineApi.GameState;
type Answer = [ClassId, string];

/** The fastest of `repeats` runs of `run`, each on a fresh fork of `state` (the fork untimed). */
function fastest<T>(e: Engine, state: State, run: (g: State) => T, repeats = 3): [number, T] {
  let best = Number.POSITIVE_INFINITY;
  let out: T | undefined;
  for (let r = 0; r < repeats; r++) {
    const g = e.api.fork(state);
    const started = performance.now();
    out = run(g);
    best = Math.min(best, performance.now() - started);
  }
  return [best, out as T];
}

const isAutoma = (s: State, seat: ClassId) => s.options.seats[seat]?.kind === 'automa';

function seatsOf(e: Engine, automa: boolean): EngineApi.GameOptions['seats'] | undefined {
  if (!automa) return undefined;
  const seats = e.api.defaultOptions(4).seats;
  seats.working = { kind: 'automa', mode: 'advanced' };
  seats.capitalist = { kind: 'automa', mode: 'advanced' };
  return seats;
}

/** A random game's start and answers (the Automa seats answered by the Automa driver). */
function randomGame(e: Engine, players: 2 | 3 | 4, seed: string, automa: boolean) {
  const seats = seatsOf(e, automa);
  const answer = automa
    ? (s: State, q: EngineApi.Question) =>
        isAutoma(s, q.seat) ? e.automa.automaDriver.choose(s, q).answer : undefined
    : undefined;
  const play = { checkInvariants: false, seats, answer };
  const whole = e.sim.playRandomGame(players, seed, play);
  const start = e.sim.playRandomGame(players, seed, { ...play, maxDecisions: 0 }).state;
  return { start, answers: whole.answers as Answer[] };
}

/** One answer as the bench times it: the Automa's decision, then the answer and the next questions. */
function timeAnswer(e: Engine, state: State, [seat, id]: Answer): [number, State] {
  let ms = 0;
  if (isAutoma(state, seat)) {
    const q = e.api.pending(state).find((question) => question.seat === seat);
    if (q) ms += fastest(e, state, (g) => e.automa.automaDriver.choose(g, q))[0];
  }
  const [answerMs, next] = fastest(e, state, (g) => {
    e.api.applyInPlace(g, seat, id);
    e.api.pending(g);
    return g;
  });
  return [ms + answerMs, next];
}

/** A game timed on both engines answer by answer, which engine goes first alternating. */
function timeGamePair(engines: [Engine, Engine], players: 2 | 3 | 4, seed: string, automa: boolean) {
  const games = engines.map((e) => randomGame(e, players, seed, automa));
  const states = games.map((g, i) => {
    engines[i]?.api.pending(g.start);
    return g.start;
  });
  const ms = [0, 0];
  const answers = games[0]?.answers ?? [];
  for (let a = 0; a < answers.length; a++) {
    for (const i of a % 2 === 0 ? [0, 1] : [1, 0]) {
      const [t, next] = timeAnswer(engines[i] as Engine, states[i] as State, answers[a] as Answer);
      ms[i] = (ms[i] as number) + t;
      states[i] = next;
    }
  }
  return ms as [number, number];
}

function midGame(e: Engine, seed: string): State {
  const whole = e.sim.playRandomGame(4, seed, { checkInvariants: false });
  const half = Math.floor(whole.decisions / 2);
  return e.sim.playRandomGame(4, seed, { checkInvariants: false, maxDecisions: half }).state;
}

/** Per figure, the paired times [first engine, second engine] of each item. */
type Pairs = Record<string, Array<[number, number]>>;

function measure(engines: [Engine, Engine]): Pairs {
  const pairs: Pairs = {};
  const add = (key: string, pair: [number, number]) => {
    pairs[key] ??= [];
    pairs[key].push(pair);
  };
  const mids = engines.map((e) => Array.from({ length: MIDS }, (_, i) => midGame(e, `compare:mid:${i}`)));
  const playoutPair = (i: number, seed: string, repeats: number) => {
    const ms = [0, 0];
    for (const k of i % 2 === 0 ? [0, 1] : [1, 0]) {
      const e = engines[k] as Engine;
      const state = mids[k]?.[i % MIDS] as State;
      ms[k] = fastest(e, state, () => e.api.playout(state, { seed }), repeats)[0];
    }
    return ms as [number, number];
  };
  // The engines run 2–3× slower until the JIT has compiled them: whole games and playouts first.
  const warmUntil = performance.now() + 4000;
  for (let w = 0; performance.now() < warmUntil; w++) {
    timeGamePair(engines, 4, `compare:warm:${w}`, false);
    playoutPair(w, `compare:warm:${w}`, 1);
  }

  if (ONLY_PLAYOUTS) {
    // The JIT has seen Automa seats too, as in the bench and in the bot.
    for (let i = 0; i < 3; i++) timeGamePair(engines, 4, `compare:automa:${i}`, true);
  } else measureItems(engines, mids, playoutPair, add);
  // Last, with the JIT warm (a search's playouts run for seconds on end; the JIT needs several
  // seconds of them): how many playouts each engine plays in a slice of time, taking turns.
  for (let r = 0; r < WARM_UP_ROUNDS + WARM_ROUNDS; r++) {
    const ms = [0, 0];
    for (const k of r % 2 === 0 ? [0, 1] : [1, 0]) {
      const e = engines[k] as Engine;
      const until = performance.now() + WARM_SLICE_MS;
      let played = 0;
      for (; performance.now() < until; played++)
        e.api.playout(mids[k]?.[(r + played) % MIDS] as State, { seed: `compare:warm:${r}:${played}` });
      ms[k] = WARM_SLICE_MS / played;
    }
    if (r >= WARM_UP_ROUNDS) add('playout, JIT warm', ms as [number, number]);
  }
  return pairs;
}

/** The warm playouts' turns: 12 s of them untimed, then each engine plays for a slice, 40 times. */
const WARM_SLICE_MS = 300;
const WARM_UP_ROUNDS = 20;
const WARM_ROUNDS = 40;

type Add = (key: string, pair: [number, number]) => void;

/** Every figure but the warm playouts. */
function measureItems(
  engines: [Engine, Engine],
  mids: State[][],
  playoutPair: (i: number, seed: string, repeats: number) => [number, number],
  add: Add,
) {
  for (let i = 0; i < MIDS; i++)
    for (let s = 0; s < 5; s++) add('playout', playoutPair(i + s, `compare:${s}`, 5));
  // A fork of each mid-game state, each engine at its fastest of 50, interleaved in rounds.
  for (let i = 0; i < MIDS; i++) {
    const best = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY];
    for (let r = 0; r < 50; r++)
      for (const k of (i + r) % 2 === 0 ? [0, 1] : [1, 0]) {
        const state = mids[k]?.[i] as State;
        const started = performance.now();
        engines[k]?.api.fork(state);
        best[k] = Math.min(best[k] as number, performance.now() - started);
      }
    add('fork', best as [number, number]);
  }
  // The AI's imagined games: every class but the State played on as an advanced Automa.
  for (let i = 0; i < MIDS; i++) {
    const ms = [0, 0];
    for (const k of i % 2 === 0 ? [0, 1] : [1, 0]) {
      const e = engines[k] as Engine;
      const state = mids[k]?.[i] as State;
      ms[k] = fastest(e, state, () => e.ai.rollout(state, `compare:${i}`))[0];
    }
    add('ai rollout', ms as [number, number]);
  }
  for (const players of [2, 3, 4] as const)
    for (let i = 0; i < GAMES; i++)
      add(`${players}p`, timeGamePair(engines, players, `compare:${players}:${i}`, false));
  for (let i = 0; i < GAMES; i++)
    add('automa advanced 4p', timeGamePair(engines, 4, `compare:automa:${i}`, true));
}

/** A child process: both engines imported, the ref's first or the working tree's first. */
async function child(order: string, refRoot: string) {
  const roots = order === 'ref-first' ? [refRoot, ROOT] : [ROOT, refRoot];
  const engines = [await load(roots[0] as string), await load(roots[1] as string)] as [Engine, Engine];
  const pairs = measure(engines);
  // Reported as [ref, working tree] whatever the order of import.
  const out: Pairs = {};
  for (const [key, list] of Object.entries(pairs))
    out[key] = list.map(([a, b]) => (order === 'ref-first' ? [a, b] : [b, a]));
  process.stdout.write(`${JSON.stringify(out)}\n`);
}

function parent(ref: string) {
  const refRoot = mkdtempSync(join(tmpdir(), 'hegemony-compare-'));
  try {
    const archive = execFileSync('git', ['archive', ref, 'src', 'package.json', 'tsconfig.json'], {
      cwd: ROOT,
      maxBuffer: 1 << 28,
    });
    execFileSync('tar', ['-x', '-C', refRoot], { input: archive });
    symlinkSync(join(ROOT, 'node_modules'), join(refRoot, 'node_modules'));
    const runs = ['ref-first', 'tree-first'].map((order) => {
      const run = spawnSync(
        process.execPath,
        [
          ...process.execArgv,
          fileURLToPath(import.meta.url),
          '--child',
          order,
          '--ref-root',
          refRoot,
          '--games',
          String(GAMES),
          ...(ONLY_PLAYOUTS ? ['--only', 'playouts'] : []),
        ],
        { encoding: 'utf8', maxBuffer: 1 << 26, stdio: ['ignore', 'pipe', 'inherit'] },
      );
      if (run.status !== 0) throw new Error(`the ${order} comparison failed`);
      return JSON.parse(run.stdout.trim().split('\n').at(-1) as string) as Pairs;
    });
    for (const key of Object.keys(runs[0] as Pairs)) {
      const ratios = runs.map((r) => median((r[key] ?? []).map(([a, b]) => b / a)));
      const ratio = Math.sqrt((ratios[0] as number) * (ratios[1] as number));
      const all = runs.flatMap((r) => r[key] ?? []);
      // A fork takes microseconds: printed in µs, the rest in ms.
      const [scale, unit] = key === 'fork' ? [1000, 'µs'] : [1, 'ms'];
      const refTime = round(median(all.map(([a]) => a)) * scale, 3);
      const treeTime = round(median(all.map(([, b]) => b)) * scale, 3);
      console.log(
        `${key.padEnd(19)} ${ref} ${refTime} ${unit}   working tree ${treeTime} ${unit}   ×${round(ratio, 3)} (the two orders: ×${round(ratios[0] as number, 3)}, ×${round(ratios[1] as number, 3)})`,
      );
    }
  } finally {
    rmSync(refRoot, { recursive: true, force: true });
  }
}

if (values.child) await child(values.child, values['ref-root'] as string);
else {
  const ref = positionals[0];
  if (!ref) throw new Error('usage: npm run bench:compare -- <git ref> [--games N] [--only playouts]');
  parent(ref);
}
