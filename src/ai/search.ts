/**
 * The search: which of the offered answers does best in the games the seat can imagine from here?
 * Determinized Monte Carlo with sequential halving: each sample draws a world the seat cannot tell
 * from the real game (determinize.ts) and a rollout seed; every answer still in the race is tried in
 * that same world with the same seed (common random numbers: two answers are compared on the same
 * luck), played to the end (the engine's `playout`, rollout policies in policies.ts) and valued
 * (evaluate.ts). After each round the worse half of the answers drops out, until the time is up, one
 * is left, or the decision is settled (stopping.ts: the leader is out of reach in what the budget
 * has left, or clearly ahead game for game) and the rest of the budget is not spent. Nothing but the seat's own knowledge goes in: the real state is only ever read
 * through `determinize`.
 */
import type { ClassId } from '../data/common.ts';
import { applyInPlace, fork, type GameState, pending, type Question } from '../engine/index.ts';
import { determinize } from './determinize.ts';
import { valueFor, winShare } from './evaluate.ts';
import { rollout, ruleOfThumb } from './policies.ts';
import { AiRandom } from './random.ts';
import { clearlyAhead, outOfReach } from './stopping.ts';

export interface ThinkOptions {
  /** Thinking time for this decision, in ms of `clock`. */
  budgetMs: number;
  /** Stop after this many playouts whatever the time (tests, exact reproductions). */
  maxPlayouts?: number;
  /** The AI's own random numbers for this decision. */
  seed: string;
  /** What time is measured with (ms); by default the wall clock. */
  clock?: () => number;
  /**
   * Stop as soon as the decision is settled (stopping.ts); by default on. Off, the whole budget is
   * spent (to measure what stopping early saves and changes).
   */
  stopWhenSettled?: boolean;
}

/** How one offered answer did. */
export interface AnswerEstimate {
  id: string;
  /** Imagined games played with it. */
  playouts: number;
  /** Mean value (evaluate.ts), 0–1. */
  value: number;
  /** Share of those games the seat won. */
  wins: number;
}

export interface Thought {
  seat: ClassId;
  question: Question;
  answer: string;
  /** Every offered answer, best first. */
  estimates: AnswerEstimate[];
  playouts: number;
  /** Worlds sampled. */
  worlds: number;
  /** Time spent (ms of the clock given). */
  ms: number;
  /** The search stopped early: the decision was settled (stopping.ts). */
  settled: boolean;
}

interface Tally {
  id: string;
  n: number;
  value: number;
  wins: number;
  /** Value of each sample's imagined game, by sample (undefined: not tried or refused there). */
  samples: (number | undefined)[];
}

const wallClock = () => performance.now();

/**
 * How many more imagined games the time left is taken to allow, against what those played so far
 * cost: half as many again, so that a run of cheaper games later in the decision does not make the
 * stop premature (the games of one decision all start from the same position, so their cost varies
 * little).
 */
const TIME_LEFT_MARGIN = 1.5;

/** The question the seat is asked now. */
export function questionOf(state: GameState, seat: ClassId): Question | undefined {
  return pending(state).find((q) => q.seat === seat);
}

/** One imagined game: `answer` given in `world`, then played to the end. */
function tryAnswer(world: GameState, seat: ClassId, answer: string, seed: string) {
  const g = fork(world);
  if (!applyInPlace(g, seat, answer).ok) return undefined;
  return rollout(g, seed);
}

function mean(t: Tally): number {
  return t.n === 0 ? -1 : t.value / t.n;
}

/** Best first: by mean value, then by playouts, then in the engine's order. */
function ranked(tallies: Tally[]): Tally[] {
  return [...tallies].sort((a, b) => mean(b) - mean(a) || b.n - a.n);
}

/**
 * The seat's best answer to its current question, within the time given. A question with one
 * option is answered at once.
 */
export function think(state: GameState, seat: ClassId, opts: ThinkOptions): Thought {
  const clock = opts.clock ?? wallClock;
  const start = clock();
  const question = questionOf(state, seat);
  if (!question) throw new Error(`the ${seat} has nothing to answer`);
  const tallies: Tally[] = question.options.map((o) => ({
    id: o.id,
    n: 0,
    value: 0,
    wins: 0,
    samples: [],
  }));
  const random = new AiRandom(opts.seed);
  let playouts = 0;
  let worlds = 0;
  const maxPlayouts = opts.maxPlayouts ?? Number.POSITIVE_INFINITY;
  const outOfTime = () => clock() - start >= opts.budgetMs || playouts >= maxPlayouts;
  /** Imagined games the rest of the budget allows (an upper estimate under a time budget). */
  const playoutsLeft = () => {
    const elapsed = clock() - start;
    const byTime = (TIME_LEFT_MARGIN * (opts.budgetMs - elapsed) * playouts) / Math.max(elapsed, 1e-3);
    return Math.max(0, Math.min(maxPlayouts - playouts, byTime));
  };
  const stopEarly = opts.stopWhenSettled ?? true;
  let isSettled = false;
  /**
   * The leader of the race is settled (stopping.ts). Out of reach: each rival still in the race and
   * the leader get the same further games, at most half of what is left (a sample tries two answers
   * at the least). Clearly ahead: every answer still in the race has been tried in every sample.
   */
  const checkSettled = (alive: Tally[]) => {
    if (!stopEarly || alive.some((t) => t.n === 0)) return false;
    const [leader, ...rivals] = ranked(alive) as [Tally, ...Tally[]];
    isSettled =
      outOfReach(leader, rivals, Math.ceil(playoutsLeft() / 2)) ||
      clearlyAhead(
        leader.samples,
        rivals.map((r) => r.samples),
      );
    return isSettled;
  };

  /** One sample: a world and a seed, every answer still in the race tried on both. */
  const sample = (alive: Tally[]) => {
    const world = determinize(state, seat, random);
    const seed = random.seed();
    worlds++;
    for (const t of alive) {
      if (outOfTime()) return false;
      const result = tryAnswer(world, seat, t.id, seed);
      playouts++;
      if (!result) continue;
      const value = valueFor(result, seat);
      t.n++;
      t.value += value;
      t.samples[worlds - 1] = value;
      t.wins += winShare(result, seat);
    }
    return true;
  };

  let alive = tallies.length > 1 ? tallies : [];
  // A first sample of every answer says what a playout costs here.
  if (alive.length > 1) sample(alive);
  let rounds = Math.ceil(Math.log2(alive.length));
  while (alive.length > 1 && !outOfTime() && !checkSettled(alive)) {
    // This round's share of what is left.
    const elapsed = clock() - start;
    const left = Math.min(
      maxPlayouts - playouts,
      ((opts.budgetMs - elapsed) * playouts) / Math.max(elapsed, 1e-3),
    );
    const samples = Math.max(1, Math.floor(left / (alive.length * rounds)));
    let complete = true;
    for (let s = 0; s < samples && complete; s++)
      complete = sample(alive) && !outOfTime() && !checkSettled(alive);
    if (isSettled) break;
    if (!complete && rounds > 1) break;
    alive = ranked(alive).slice(0, Math.ceil(alive.length / 2));
    rounds = Math.max(1, rounds - 1);
  }
  const order = ranked(tallies);
  // The best of the answers still in the race: one dropped earlier had fewer, noisier games. With
  // too little time to try every answer once, the rule of thumb chooses (in a world the seat
  // imagines: it reads nothing hidden).
  const untried = tallies.some((t) => t.n === 0);
  const best = (
    untried && tallies.length > 1
      ? (tallies.find((t) => t.id === ruleOfThumb(determinize(state, seat, random), question, random)) ??
        order[0])
      : alive.length > 0
        ? ranked(alive)[0]
        : order[0]
  ) as Tally;
  const estimates = [best, ...order.filter((t) => t !== best)].map((t) => ({
    id: t.id,
    playouts: t.n,
    value: t.n === 0 ? 0 : t.value / t.n,
    wins: t.n === 0 ? 0 : t.wins / t.n,
  }));
  return {
    seat,
    question,
    answer: best.id,
    estimates,
    playouts,
    worlds,
    ms: clock() - start,
    settled: isSettled,
  };
}
