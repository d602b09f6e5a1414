/**
 * Search support: a fork of a state to play on, and a playout that plays a state to the end.
 * A search (src/ai/) forks the position it studies, tries answers on the forks and plays each to
 * the end many times; so both are built to be cheap, and neither ever changes its argument.
 */
import type { ClassId } from '../data/common.ts';
import {
  advance,
  answerTop,
  type Ctx,
  currentQuestions,
  forgetEvents,
  playAtRandom,
  type Question,
} from './core/flow.ts';
import { nextInt, seedRng } from './core/rng.ts';
import { fork } from './fork.ts';
import type { GameState } from './game-state.ts';

/**
 * Answers one question of a playout: the id of one of `question.options`, or undefined to answer
 * at random. A seat driver fits: `(s, q) => driver.choose(s, q).answer`.
 */
export type PlayoutPolicy = (state: GameState, question: Question) => string | undefined;

export interface PlayoutOptions {
  /** Who answers; by default every question is answered at random among its options. */
  policy?: PlayoutPolicy;
  /** Seed of the random answers (the game's own random numbers are its own): same seed, same playout. */
  seed?: string;
  /** Stop after this many answers (default 20,000; a whole 4-player game is about 700). */
  maxAnswers?: number;
}

export interface PlayoutResult {
  /** Each seated class's VP where the playout stopped: the final scores when `completed`. */
  scores: Partial<Record<ClassId, number>>;
  /** The winners (ties share the win); empty when the game did not reach its end. */
  winners: ClassId[];
  completed: boolean;
  /** Answers given. */
  answers: number;
  /** The state reached (a fork: the state played from is unchanged). */
  state: GameState;
}

/**
 * Plays from `state` to the end of the game: while a question waits, `policy` answers it (or a
 * random option is taken); when several seats are asked at once (a secret bid), one of them is
 * picked at random each time. Throws if the policy names an option that was not offered. Without
 * a policy every question is answered at random as soon as it is asked (`playAtRandom`): nothing
 * is written for a player to read, and the turn menu picks its answer without listing its options.
 */
export function playout(state: GameState, opts: PlayoutOptions = {}): PlayoutResult {
  const g = fork(state);
  const chooser = seedRng(`playout:${opts.seed ?? ''}`);
  const max = opts.maxAnswers ?? 20_000;
  const policy = opts.policy;
  const x: Ctx = { g, events: [] };
  let answers = 0;
  if (!policy) answers = playAtRandom(x, (n) => nextInt(chooser, n), max);
  else
    while (answers < max) {
      const questions = currentQuestions(x);
      if (questions.length === 0) break;
      const q = (
        questions.length === 1 ? questions[0] : questions[nextInt(chooser, questions.length)]
      ) as Question;
      const id = policy(g, q) ?? (q.options[nextInt(chooser, q.options.length)]?.id as string);
      answerTop(x, q.seat, id);
      forgetEvents(x);
      advance(x);
      answers++;
    }
  const scores: Partial<Record<ClassId, number>> = {};
  for (const cls of Object.keys(g.options.seats) as ClassId[]) scores[cls] = g.classes[cls].vp;
  const completed = g.phase === 'game-over';
  return { scores, winners: completed ? [...(g.winners ?? [])] : [], completed, answers, state: g };
}
