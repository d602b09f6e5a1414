/**
 * The AI's worker threads (worker.ts): `AI_WORKERS` of them, started when first needed. Jobs wait
 * in one queue, a person's first (a hint someone is waiting for), then AI seats' turns, then the
 * background work of looking back on finished games — which is cut into small jobs, so that a
 * game's turning points never keep an AI seat waiting for long.
 *
 * Each decision gets fresh random numbers from the operating system: nothing of a game's own
 * (secret) seed reaches the AI, and its answers are saved in the game's log, so a game replays
 * without thinking again.
 */
import { randomBytes } from 'node:crypto';
import type { Worker } from 'node:worker_threads';
import type { ClassId } from '../data/common.ts';
import {
  allModules,
  createGame,
  defaultOptions,
  type GameOptions,
  type GameState,
  pending,
  type Question,
} from '../engine/index.ts';
import { startWorker } from '../worker-thread.ts';
import { type AiLevel, THINK_MS } from './levels.ts';
import type { AnswerEstimate } from './search.ts';
import { biggestMoves, type PlayedGame, type TurningPoints } from './turning-points.ts';
import type { AiJob, AiJobBody, AiJobReply } from './worker.ts';

/** Who waits for a job: a person (a hint), a game (an AI seat's turn), or nobody yet (turning points). */
export type AiPriority = 'person' | 'game' | 'background';

const ORDER: Record<AiPriority, number> = { person: 0, game: 1, background: 2 };

/** The games a worker warms up on: each player count, and every module. */
const WARM_GAMES: GameOptions[] = [
  defaultOptions(2),
  defaultOptions(3),
  defaultOptions(4),
  { ...defaultOptions(4), modules: allModules(4) },
];

export interface AiThought {
  answer: string;
  /** Every offered answer, best first. */
  estimates: AnswerEstimate[];
  playouts: number;
  ms: number;
}

export interface AiPoolOptions {
  /** Worker threads (at least one). */
  workers: number;
  /** Thinking time per decision instead of the level's (tests, a small machine). */
  thinkMs?: number;
  /**
   * At most this many imagined games per decision, and per moment of a game looked back on (0: the
   * rule of thumb alone, and chances read from the score; tests).
   */
  maxPlayouts?: number;
  /** Imagined games per moment when looking back on a game. */
  turningPlayouts?: number;
  /** Moments per background job. */
  momentsPerJob?: number;
  /** How long each worker warms up once the AI is first needed, in ms (default 12 s; 0: not at all). */
  warmMs?: number;
  onError?: (error: unknown) => void;
}

interface Waiting {
  priority: AiPriority;
  job: AiJobBody;
  resolve: (reply: AiJobReply) => void;
  reject: (error: Error) => void;
  timeoutMs: number;
}

interface Slot {
  worker: Worker | null;
  busy: Waiting | null;
  timer: NodeJS.Timeout | null;
  id: number;
}

/** A job's time on a worker at most, beyond its thinking time, before the worker is replaced. */
const GRACE_MS = 60_000;
const DEFAULT_TURNING_PLAYOUTS = 24;
const DEFAULT_MOMENTS_PER_JOB = 6;
/**
 * A worker's warm-up: until V8 has compiled the search (some 12 s of thinking), a decision imagines
 * a third to two thirds of the games it will later. It is cut into thoughts this long, queued
 * behind everything else, so that an AI seat's turn or a hint waits for one slice at most.
 */
const WARM_SLICE_MS = 400;
const DEFAULT_WARM_MS = 12_000;

export class AiPool {
  private readonly slots: Slot[];
  private readonly queue: Waiting[] = [];
  private nextId = 1;
  private closed = false;
  /** How long each worker warms up (`warm`), and whether that has been queued yet. */
  private readonly warmMs: number;
  private warmQueued = false;

  constructor(private readonly opts: AiPoolOptions) {
    this.warmMs = opts.warmMs ?? DEFAULT_WARM_MS;
    this.slots = Array.from({ length: Math.max(1, opts.workers) }, () => ({
      worker: null,
      busy: null,
      timer: null,
      id: 0,
    }));
  }

  /** Jobs waiting for a worker. */
  get queued(): number {
    return this.queue.length;
  }

  /** Workers thinking now. */
  get thinking(): number {
    return this.slots.filter((s) => s.busy).length;
  }

  /**
   * Once the AI is first needed: every worker thinks about new games of 2, 3 and 4 players (and one
   * with every module) for `warmMs`, in background slices that fill the gaps between decisions, so
   * that the next decisions no longer run before V8 has compiled the search. A bot whose players
   * never use the AI starts no worker for it.
   */
  private warm(): void {
    const positions = WARM_GAMES.map((options, i) => {
      const state = createGame(options, `warm-up:${i}`);
      return { state, seat: (pending(state)[0] as Question).seat };
    });
    const slices = Math.ceil(this.warmMs / WARM_SLICE_MS) * this.slots.length;
    for (let i = 0; i < slices; i++) {
      const { state, seat } = positions[i % positions.length] as (typeof positions)[number];
      const job: AiJobBody = { kind: 'think', state, seat, budgetMs: WARM_SLICE_MS, seed: `warm-up:${i}` };
      // Queued slices are dropped when the pool stops: that is no error.
      this.run(job, 'background', GRACE_MS).catch((error: unknown) => {
        if (!this.closed) this.opts.onError?.(error);
      });
    }
  }

  /** Thinking time per decision at a level (the pool's override, if any). */
  thinkMs(level: AiLevel): number {
    return this.opts.thinkMs ?? THINK_MS[level];
  }

  /** The seat's answer to its current question, as the AI at `level` finds it. */
  async think(
    request: { state: GameState; seat: ClassId; level: AiLevel },
    priority: AiPriority = 'game',
  ): Promise<AiThought> {
    const budgetMs = this.thinkMs(request.level);
    const reply = await this.run(
      {
        kind: 'think',
        state: request.state,
        seat: request.seat,
        budgetMs,
        ...(this.opts.maxPlayouts !== undefined ? { maxPlayouts: this.opts.maxPlayouts } : {}),
        seed: randomBytes(12).toString('hex'),
      },
      priority,
      budgetMs + GRACE_MS,
    );
    if (!('kind' in reply) || reply.kind !== 'think')
      throw new Error('the AI worker answered something else');
    return {
      answer: reply.answer,
      estimates: reply.estimates as AnswerEstimate[],
      playouts: reply.playouts,
      ms: reply.ms,
    };
  }

  /** A finished game's chances moment by moment and its turning points, worked out in small jobs. */
  async turningPoints(gameId: string, game: PlayedGame): Promise<TurningPoints> {
    const playouts =
      this.opts.turningPlayouts ?? Math.min(DEFAULT_TURNING_PLAYOUTS, this.opts.maxPlayouts ?? Infinity);
    const step = this.opts.momentsPerJob ?? DEFAULT_MOMENTS_PER_JOB;
    const moments: TurningPoints['moments'] = [];
    let count = Number.POSITIVE_INFINITY;
    for (let from = 0; from < count; from += step) {
      const reply = await this.run(
        {
          kind: 'chances',
          gameId,
          game,
          from,
          to: from + step,
          playouts,
          seed: randomBytes(12).toString('hex'),
        },
        'background',
        GRACE_MS * 10,
      );
      if (!('kind' in reply) || reply.kind !== 'chances')
        throw new Error('the AI worker answered something else');
      count = reply.count;
      moments.push(...reply.moments);
    }
    const classes = Object.keys(game.options.seats) as ClassId[];
    return { classes, moments, top: biggestMoves(moments, classes), playouts };
  }

  private run(job: AiJobBody, priority: AiPriority, timeoutMs: number): Promise<AiJobReply> {
    if (this.closed) return Promise.reject(new Error('the AI is stopped'));
    const reply = new Promise<AiJobReply>((resolve, reject) => {
      const waiting: Waiting = { priority, job, resolve, reject, timeoutMs };
      // In order of priority, first come first served within one.
      const at = this.queue.findIndex((w) => ORDER[w.priority] > ORDER[priority]);
      if (at < 0) this.queue.push(waiting);
      else this.queue.splice(at, 0, waiting);
      this.dispatch();
    });
    if (!this.warmQueued && this.warmMs > 0) {
      this.warmQueued = true;
      this.warm();
    }
    return reply;
  }

  private dispatch() {
    for (const slot of this.slots) {
      if (slot.busy || this.queue.length === 0) continue;
      const waiting = this.queue.shift() as Waiting;
      slot.busy = waiting;
      slot.id = this.nextId++;
      slot.timer = setTimeout(
        () => this.fail(slot, new Error('the AI took too long'), true),
        waiting.timeoutMs,
      );
      this.start(slot).postMessage({ ...waiting.job, id: slot.id } as AiJob);
    }
  }

  private start(slot: Slot): Worker {
    if (slot.worker) return slot.worker;
    const worker = startWorker(new URL('./worker.ts', import.meta.url));
    worker.on('message', (reply: AiJobReply) => {
      const waiting = slot.busy;
      if (!waiting || reply.id !== slot.id) return;
      this.done(slot);
      if ('error' in reply) waiting.reject(new Error(reply.error));
      else waiting.resolve(reply);
      this.dispatch();
    });
    worker.on('error', (error) => {
      this.opts.onError?.(error);
      this.fail(slot, error, false);
    });
    worker.on('exit', () => {
      if (slot.worker === worker) slot.worker = null;
      this.fail(slot, new Error('the AI worker stopped'), false);
    });
    slot.worker = worker;
    return worker;
  }

  private done(slot: Slot) {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.busy = null;
  }

  /** The job on this worker fails; a worker that does not answer is replaced. */
  private fail(slot: Slot, error: Error, stuck: boolean) {
    const waiting = slot.busy;
    this.done(slot);
    if (stuck && slot.worker) {
      const worker = slot.worker;
      slot.worker = null;
      void worker.terminate();
    }
    waiting?.reject(error);
    if (!this.closed) this.dispatch();
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const w of this.queue.splice(0)) w.reject(new Error('the AI is stopped'));
    const workers = this.slots.flatMap((s) => (s.worker ? [s.worker] : []));
    for (const slot of this.slots) {
      slot.worker = null;
      this.fail(slot, new Error('the AI is stopped'), false);
    }
    await Promise.all(workers.map((w) => w.terminate()));
  }
}
