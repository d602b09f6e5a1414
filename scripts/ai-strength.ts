/**
 * How strong the AI is: it plays seat-swapped games against the advanced Automas (issue 26's
 * protocol) and the script reports its wins per class and level and the CPU time it took per
 * decision.
 *
 *   npm run ai:strength -- --players 2 --deals 100 --level standard      # 200 games: each deal twice, classes exchanged
 *   npm run ai:strength -- --players 3 --deals 67                        # each deal three times, the AI in each seat
 *   npm run ai:strength -- --players 4 --deals 200                       # the AI as the State against three Automas
 *   npm run ai:strength -- --players 2 --deals 10 --think-ms 250 --jobs 2
 *
 * Each game runs in a child process of its own (`--jobs` at once), so the AI's thinking time is
 * the CPU time of that process alone (`process.cpuUsage`): "2 s per decision" is 2 s of one core
 * however busy the machine is. A deal is a game seed; "seat-swapped" plays it once per AI seat.
 * The AI's own random numbers are seeded from `--seed` and the deal, never from the game's seed.
 * Prints a line per game, a table, and one JSON line last.
 *
 * Long runs (hours, in the background): `--out <file.jsonl>` appends one line per finished game
 * (deal, AI seat, level, scores, winners, CPU per decision) and, started again with the same
 * arguments, skips every game already in the file — an interrupted run picks up where it stopped.
 * `--summary <file.jsonl>` plays nothing and prints the figures of the games in the file.
 *
 *   nohup npm run ai:strength -- --players 2 --deals 100 --jobs 1 --out /work/ai-strength/2p.jsonl > /work/ai-strength/2p.log 2>&1 &
 *   npm run ai:strength -- --summary /work/ai-strength/2p.jsonl
 */
import { fork } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { AI_LEVELS, type AiLevel, isAiLevel, THINK_MS, think } from '../src/ai/index.ts';
import { automaDriver } from '../src/automa/index.ts';
import type { ClassId } from '../src/data/common.ts';
import { CLASS_NAMES } from '../src/data/names.ts';
import { applyInPlace, createGame, defaultOptions, type GameOptions, pending } from '../src/engine/index.ts';
import { cpuMs, meanOf, percentile } from './cpu-time.ts';
import {
  type GameJob,
  type GameLine,
  type GameResult,
  gameKey,
  jobsLeft,
  lineOf,
  readGames,
  winInterval,
} from './strength-games.ts';

/** One game: the AI at `job.ai`, every other seat an advanced Automa (the State only as the AI). */
function playGame(job: GameJob): GameResult {
  const options: GameOptions = defaultOptions(job.players);
  for (const cls of Object.keys(options.seats) as ClassId[])
    if (cls !== job.ai) options.seats[cls] = { kind: 'automa', mode: 'advanced' };
  const g = createGame(options, `strength:${job.players}:${job.deal}`);
  const searched: number[] = [];
  let forced = 0;
  let playouts = 0;
  let settled = 0;
  for (let n = 0; n < 20_000; n++) {
    const questions = pending(g);
    if (questions.length === 0) break;
    const q = questions.find((x) => x.seat === job.ai) ?? questions[0]!;
    let answer: string;
    if (q.seat !== job.ai) answer = automaDriver.choose(g, q).answer;
    else if (q.options.length === 1) {
      answer = q.options[0]!.id;
      forced++;
    } else {
      const before = cpuMs();
      const t = think(g, q.seat, {
        budgetMs: job.thinkMs,
        seed: `${job.seed}:${job.deal}:${job.ai}:${g.version}`,
        clock: cpuMs,
      });
      searched.push(cpuMs() - before);
      playouts += t.playouts;
      if (t.settled) settled++;
      answer = t.answer;
    }
    const r = applyInPlace(g, q.seat, answer);
    if (!r.ok) throw new Error(`refused ${answer}: ${r.message}`);
  }
  const scores: Partial<Record<ClassId, number>> = {};
  for (const cls of Object.keys(options.seats) as ClassId[]) scores[cls] = g.classes[cls].vp;
  return { job, scores, winners: g.winners ?? [], searched, forced, playouts, settled };
}

/** The figures of a set of games of one player count and thinking time: per class, then all. */
/** An interval of shares as whole percents, `36–64 %`. */
const percents = ([low, high]: [number, number]) => `${Math.round(low * 100)}–${Math.round(high * 100)} %`;

function report(results: readonly GameResult[], header: Record<string, unknown>, minutes?: number) {
  const first = results[0]?.job;
  if (!first) {
    console.error('no games');
    return;
  }
  const { players, level, thinkMs } = first;
  const seats = [...new Set(results.map((r) => r.job.ai))];
  const perClass = seats.map((cls) => {
    const mine = results.filter((r) => r.job.ai === cls);
    const wins = mine.filter((r) => r.winners.includes(cls)).length;
    const outright = mine.filter((r) => r.winners.length === 1 && r.winners[0] === cls).length;
    const margins = mine.map((r) => {
      const others = Object.entries(r.scores)
        .filter(([c]) => c !== cls)
        .map(([, v]) => v as number);
      return (r.scores[cls] ?? 0) - Math.max(...others);
    });
    const times = mine.flatMap((r) => r.searched).sort((a, b) => a - b);
    return {
      class: cls,
      games: mine.length,
      wins,
      outright,
      winRate: mine.length ? wins / mine.length : 0,
      winInterval: winInterval(wins, mine.length),
      meanMargin: meanOf(margins),
      decisions: times.length,
      forced: mine.reduce((a, r) => a + r.forced, 0),
      settled: mine.reduce((a, r) => a + (r.settled ?? 0), 0),
      cpuMsMean: Math.round(meanOf(times)),
      cpuMsP50: Math.round(percentile(times, 50)),
      cpuMsP99: Math.round(percentile(times, 99)),
      playoutsPerDecision: times.length
        ? Math.round(mine.reduce((a, r) => a + r.playouts, 0) / times.length)
        : 0,
    };
  });
  const all = results.length;
  const allWins = perClass.reduce((a, c) => a + c.wins, 0);
  console.error(
    `\n${players} players, level ${level}, ${thinkMs} ms CPU per decision; par ${(100 / players).toFixed(0)} %`,
  );
  for (const c of perClass)
    console.error(
      `  AI as ${CLASS_NAMES[c.class].padEnd(18)} ${String(c.wins).padStart(4)}/${c.games} won (${(c.winRate * 100).toFixed(1)} %, 95 % interval ${percents(c.winInterval)}, outright ${c.outright}), mean margin ${c.meanMargin.toFixed(1)} VP; CPU per decision mean ${c.cpuMsMean} ms, p50 ${c.cpuMsP50} ms, p99 ${c.cpuMsP99} ms over ${c.decisions} decisions (${c.settled} settled early; ${c.playoutsPerDecision} playouts each; ${c.forced} with one option)`,
    );
  const interval = winInterval(allWins, all);
  console.error(
    `  all: ${allWins}/${all} (${((allWins / Math.max(1, all)) * 100).toFixed(1)} %, 95 % interval ${percents(interval)})${minutes === undefined ? '' : ` in ${minutes.toFixed(1)} min`}`,
  );
  console.log(
    JSON.stringify({
      ...header,
      players,
      level,
      thinkMs,
      perClass,
      games: all,
      wins: allWins,
      winInterval: interval,
    }),
  );
}

/** `--summary <file>`: the figures of the games recorded, per player count and thinking time. */
function summarize(file: string) {
  const games = readGames(file);
  const sets = new Map<string, GameLine[]>();
  for (const g of games) {
    const key = `${g.job.players}:${g.job.level}:${g.job.thinkMs}:${g.job.seed}`;
    sets.set(key, [...(sets.get(key) ?? []), g]);
  }
  if (sets.size === 0) console.error(`no games in ${file}`);
  for (const set of sets.values()) report(set, { file, seed: set[0]?.job.seed });
}

async function main() {
  const { values } = parseArgs({
    options: {
      players: { type: 'string', default: '2' },
      deals: { type: 'string', default: '100' },
      level: { type: 'string', default: 'standard' },
      'think-ms': { type: 'string' },
      jobs: { type: 'string', default: '2' },
      seed: { type: 'string', default: 'ai-strength' },
      first: { type: 'string', default: '0' },
      out: { type: 'string' },
      summary: { type: 'string' },
    },
  });
  if (values.summary) return summarize(values.summary);
  const players = Number(values.players);
  if (players !== 2 && players !== 3 && players !== 4) throw new Error('--players is 2, 3 or 4');
  const level = values.level as AiLevel;
  if (!isAiLevel(level)) throw new Error(`--level is one of ${AI_LEVELS.join(', ')}`);
  const thinkMs = values['think-ms'] ? Number(values['think-ms']) : THINK_MS[level];
  const deals = Number(values.deals);
  const first = Number(values.first);
  const seats: ClassId[] =
    players === 2
      ? ['working', 'capitalist']
      : players === 3
        ? ['working', 'middle', 'capitalist']
        : ['state'];
  const jobs: GameJob[] = [];
  for (let d = first; d < first + deals; d++)
    for (const ai of seats) jobs.push({ players, level, deal: d, ai, thinkMs, seed: values.seed });
  const out = values.out;
  const done = out ? readGames(out).filter((g) => jobs.some((j) => gameKey(j) === gameKey(g.job))) : [];
  const todo = jobsLeft(jobs, done);
  if (done.length > 0) console.error(`${done.length} games already in ${out}; ${todo.length} to play`);
  const started = Date.now();
  const results = await runAll(todo, Number(values.jobs), (r) => {
    if (out) appendFileSync(out, `${JSON.stringify(lineOf(r))}\n`);
  });
  report([...done, ...results], { deals, first, seed: values.seed }, (Date.now() - started) / 60000);
}

/** Runs the games in child processes, `jobs` at a time, one game per child. */
function runAll(jobs: GameJob[], parallel: number, finished: (r: GameResult) => void): Promise<GameResult[]> {
  const results: GameResult[] = [];
  let next = 0;
  return new Promise((resolve, reject) => {
    const startOne = () => {
      const job = jobs[next++];
      if (!job) return;
      const child = fork(fileURLToPath(import.meta.url), ['--child'], { execArgv: ['--import', 'tsx'] });
      child.send(job);
      child.once('message', (r: GameResult) => {
        results.push(r);
        finished(r);
        const won = r.winners.includes(job.ai) ? 'won' : 'lost';
        const scores = Object.entries(r.scores)
          .map(([c, v]) => `${c} ${v}`)
          .join(', ');
        console.error(`deal ${job.deal} AI ${job.ai}: ${won} (${scores}); ${r.searched.length} decisions`);
        child.kill();
        if (results.length === jobs.length) resolve(results);
        else startOne();
      });
      child.once('error', reject);
    };
    for (let i = 0; i < Math.max(1, parallel); i++) startOne();
    if (jobs.length === 0) resolve(results);
  });
}

if (process.argv.includes('--child')) {
  process.once('message', (job: GameJob) => {
    process.send?.(playGame(job));
  });
} else {
  await main();
}
