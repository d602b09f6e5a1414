/**
 * The AI's thinking, off the bot's main thread: a search takes up to seconds of CPU, which must
 * never hold up the answers to other players' clicks. The thread lowers its own priority, so that
 * on a busy machine the bot's own thread runs first.
 */
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import type { ClassId } from '../data/common.ts';
import type { GameState } from '../engine/index.ts';
import { AiRandom } from './random.ts';
import { think } from './search.ts';
import { chancesAt, type MomentAt, momentsOf, type PlayedGame } from './turning-points.ts';

export type AiJob =
  | {
      id: number;
      kind: 'think';
      state: GameState;
      seat: ClassId;
      budgetMs: number;
      maxPlayouts?: number;
      seed: string;
    }
  | {
      id: number;
      kind: 'chances';
      /** A finished game, replayed once per `gameId` and kept while its moments are asked for. */
      gameId: string;
      game: PlayedGame;
      from: number;
      to: number;
      playouts: number;
      seed: string;
    };

/** A job as it is asked for, before the pool numbers it. */
export type AiJobBody = { [K in AiJob['kind']]: Omit<Extract<AiJob, { kind: K }>, 'id'> }[AiJob['kind']];

export type AiJobReply =
  | { id: number; kind: 'think'; answer: string; estimates: unknown[]; playouts: number; ms: number }
  | {
      id: number;
      kind: 'chances';
      count: number;
      moments: Array<Omit<MomentAt, 'state'> & { chances: Partial<Record<ClassId, number>> }>;
    }
  | { id: number; error: string };

/** Niceness of the AI's threads (Linux applies it to the calling thread alone). */
const NICE = 10;

try {
  setPriority(NICE);
} catch {
  // Not allowed here: the thread runs at the bot's priority.
}

let replayed: { gameId: string; moments: MomentAt[] } | null = null;

function run(job: AiJob): AiJobReply {
  if (job.kind === 'think') {
    const t = think(job.state, job.seat, {
      budgetMs: job.budgetMs,
      seed: job.seed,
      ...(job.maxPlayouts !== undefined ? { maxPlayouts: job.maxPlayouts } : {}),
    });
    return {
      id: job.id,
      kind: 'think',
      answer: t.answer,
      estimates: t.estimates,
      playouts: t.playouts,
      ms: t.ms,
    };
  }
  if (replayed?.gameId !== job.gameId) replayed = { gameId: job.gameId, moments: momentsOf(job.game) };
  const all = replayed.moments;
  const random = new AiRandom(job.seed);
  const moments = all.slice(job.from, job.to).map(({ state, ...m }) => ({
    ...m,
    chances: chancesAt(state, job.playouts, random),
  }));
  return { id: job.id, kind: 'chances', count: all.length, moments };
}

parentPort?.on('message', (job: AiJob) => {
  try {
    parentPort?.postMessage(run(job));
  } catch (error) {
    parentPort?.postMessage({ id: job.id, error: String(error) } satisfies AiJobReply);
  }
});
