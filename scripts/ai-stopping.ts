/**
 * What stopping a decision early saves, and whether it changes the AI's choices (docs/ai.md,
 * "Stopping early"). Decisions are taken from seeded games — the AI's seat played by the rule of
 * thumb, every other seat an advanced Automa — and each is thought about twice with the same seed
 * three times with the same seed: (1) with the CPU-time budget, spending it all (today's figure, and
 * the number P of imagined games that budget buys here); (2) with a budget of exactly P imagined
 * games, spending it all — the reference choice, free of timing noise; (3) the same, stopping when
 * settled. (2) and (3) play the same imagined games up to the stop, so a different choice comes
 * from stopping early alone. CPU before is (1) and, warmed up the same way as (3), (2); after is (3).
 *
 *   npm run ai:stopping -- --players 2 --games 3 --every 6 --think-ms 2000
 *   npm run ai:stopping -- --players 4 --games 2 --every 4
 *
 * Prints a line per decision and one JSON line last.
 */
import { parseArgs } from 'node:util';
import { AiRandom, THINK_MS, think } from '../src/ai/index.ts';
import { ruleOfThumb } from '../src/ai/policies.ts';
import { automaDriver } from '../src/automa/index.ts';
import type { ClassId } from '../src/data/common.ts';
import { applyInPlace, createGame, defaultOptions, type GameState, pending } from '../src/engine/index.ts';
import { cpuMs, meanOf, percentile } from './cpu-time.ts';

/** Every `every`th decision of `seat` with more than one option, in the game dealt from `seed`. */
function decisions(players: 2 | 3 | 4, seat: ClassId, seed: string, every: number): GameState[] {
  const options = defaultOptions(players);
  for (const cls of Object.keys(options.seats) as ClassId[])
    if (cls !== seat) options.seats[cls] = { kind: 'automa', mode: 'advanced' };
  const g = createGame(options, seed);
  const random = new AiRandom(`positions:${seed}`);
  const out: GameState[] = [];
  let asked = 0;
  for (let n = 0; n < 20_000; n++) {
    const qs = pending(g);
    const q = qs.find((x) => x.seat === seat) ?? qs[0];
    if (!q) break;
    if (q.seat === seat && q.options.length > 1 && asked++ % every === 0) out.push(structuredClone(g));
    const answer = q.seat === seat ? ruleOfThumb(g, q, random) : automaDriver.choose(g, q).answer;
    const r = applyInPlace(g, q.seat, answer);
    if (!r.ok) throw new Error(r.message);
  }
  return out;
}

function timed(
  state: GameState,
  seat: ClassId,
  seed: string,
  budgetMs: number,
  stop: boolean,
  maxPlayouts?: number,
) {
  const before = cpuMs();
  const t = think(state, seat, {
    budgetMs,
    seed,
    clock: cpuMs,
    stopWhenSettled: stop,
    ...(maxPlayouts !== undefined ? { maxPlayouts } : {}),
  });
  return { answer: t.answer, playouts: t.playouts, settled: t.settled, cpu: cpuMs() - before };
}

const figures = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return {
    mean: Math.round(meanOf(s)),
    p50: Math.round(percentile(s, 50)),
    p99: Math.round(percentile(s, 99)),
  };
};

const { values } = parseArgs({
  options: {
    players: { type: 'string', default: '2' },
    games: { type: 'string', default: '2' },
    every: { type: 'string', default: '6' },
    'think-ms': { type: 'string', default: String(THINK_MS.standard) },
  },
});
const players = Number(values.players) as 2 | 3 | 4;
const seats: ClassId[] = players === 4 ? ['state'] : players === 3 ? ['middle'] : ['working', 'capitalist'];
const budgetMs = Number(values['think-ms']);
const full: ReturnType<typeof timed>[] = [];
const reference: ReturnType<typeof timed>[] = [];
const early: ReturnType<typeof timed>[] = [];
for (let d = 0; d < Number(values.games); d++)
  for (const seat of seats)
    for (const [i, state] of decisions(
      players,
      seat,
      `stopping:${players}:${d}`,
      Number(values.every),
    ).entries()) {
      const seed = `stopping:${d}:${seat}:${i}`;
      const a = timed(state, seat, seed, budgetMs, false);
      const ref = timed(state, seat, seed, Number.POSITIVE_INFINITY, false, a.playouts);
      const b = timed(state, seat, seed, Number.POSITIVE_INFINITY, true, a.playouts);
      full.push(a);
      reference.push(ref);
      early.push(b);
      console.error(
        `game ${d} ${seat} #${i}: full ${a.answer} (${a.playouts} games, ${Math.round(a.cpu)} ms); same games ${ref.answer} (${Math.round(ref.cpu)} ms); early ${b.answer} (${b.playouts} games, ${Math.round(b.cpu)} ms${b.settled ? ', settled' : ''})${ref.answer === b.answer ? '' : ' DIFFERENT'}`,
      );
    }
const same = reference.filter((a, i) => a.answer === early[i]?.answer).length;
const summary = {
  players,
  budgetMs,
  decisions: full.length,
  sameChoice: same,
  settledEarly: early.filter((b) => b.settled).length,
  cpuFull: figures(full.map((a) => a.cpu)),
  cpuSameGames: figures(reference.map((a) => a.cpu)),
  cpuEarly: figures(early.map((b) => b.cpu)),
  saved: 1 - meanOf(early.map((b) => b.cpu)) / Math.max(1e-9, meanOf(full.map((a) => a.cpu))),
  gamesSaved: 1 - meanOf(early.map((b) => b.playouts)) / Math.max(1e-9, meanOf(full.map((a) => a.playouts))),
};
console.error(
  `\n${players} players, ${budgetMs} ms: same choice ${same}/${full.length}; settled early ${summary.settledEarly}; CPU per decision full mean ${summary.cpuFull.mean} / p50 ${summary.cpuFull.p50} / p99 ${summary.cpuFull.p99} ms, same games ${summary.cpuSameGames.mean} / ${summary.cpuSameGames.p50} / ${summary.cpuSameGames.p99} ms, early ${summary.cpuEarly.mean} / ${summary.cpuEarly.p50} / ${summary.cpuEarly.p99} ms (${(summary.saved * 100).toFixed(0)} % saved; imagined games ${(summary.gamesSaved * 100).toFixed(0)} % fewer)`,
);
console.log(JSON.stringify(summary));
