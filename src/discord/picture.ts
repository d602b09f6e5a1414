/**
 * The board picture through src/render, in a worker thread (see picture-worker.ts). One worker
 * serves every game; the publisher asks only for the newest public view of a game, so a burst of
 * moves costs at most two pictures. At most MAX_QUEUED pictures wait or are drawn at once; any
 * more are refused at once (PictureBusyError), so a flood of requests costs neither memory nor the
 * next real move's picture more than a short wait.
 */
import { Worker } from 'node:worker_threads';
import type { ClassId } from '../data/common.ts';
import type { GameView, ScoreSheet } from '../engine/index.ts';
import type { Logger } from '../log.ts';
import type { StandingsPicture } from '../render/index.ts';
import type { PictureReply, PictureRequest } from './picture-worker.ts';
import { type BoardPicture, PictureBusyError } from './publisher.ts';

const TIMEOUT_MS = 20_000;
/** Pictures waiting or being drawn, at most (each about 0.1 s of the worker's time). */
export const MAX_QUEUED = 8;

export class WorkerPicture implements BoardPicture {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly waiting = new Map<
    number,
    { resolve: (png: Buffer) => void; reject: (error: Error) => void; timer: NodeJS.Timeout }
  >();

  constructor(private readonly log: Logger) {}

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./worker-boot.mjs', import.meta.url), {
      workerData: { module: new URL('./picture-worker.ts', import.meta.url).href },
    });
    worker.unref();
    worker.on('message', (reply: PictureReply) => {
      const pending = this.waiting.get(reply.id);
      if (!pending) return;
      this.waiting.delete(reply.id);
      clearTimeout(pending.timer);
      if ('error' in reply) pending.reject(new Error(reply.error));
      else pending.resolve(Buffer.from(reply.png.buffer, reply.png.byteOffset, reply.png.byteLength));
    });
    worker.on('error', (error) => {
      this.log.error({ err: error }, 'picture worker failed');
      this.fail(error);
    });
    worker.on('exit', () => {
      if (this.worker === worker) this.worker = null;
      this.fail(new Error('the picture worker stopped'));
    });
    this.worker = worker;
    return worker;
  }

  private fail(error: Error) {
    for (const [id, pending] of this.waiting) {
      clearTimeout(pending.timer);
      pending.reject(error);
      this.waiting.delete(id);
    }
  }

  render(view: GameView, scores?: ScoreSheet[]): Promise<{ name: string; data: Buffer }> {
    return this.draw(scores ? 'final-scores.png' : 'board.png', { view, ...(scores ? { scores } : {}) });
  }

  renderClass(view: GameView, cls: ClassId): Promise<{ name: string; data: Buffer }> {
    return this.draw(`${cls}-board.png`, { view, cls });
  }

  renderStandings(standings: StandingsPicture): Promise<{ name: string; data: Buffer }> {
    return this.draw('standings.png', { standings });
  }

  private draw(name: string, request: Omit<PictureRequest, 'id'>): Promise<{ name: string; data: Buffer }> {
    if (this.waiting.size >= MAX_QUEUED) return Promise.reject(new PictureBusyError());
    const worker = this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        reject(new Error('the board picture took too long'));
      }, TIMEOUT_MS);
      this.waiting.set(id, { resolve: (data) => resolve({ name, data }), reject, timer });
      worker.postMessage({ id, ...request } satisfies PictureRequest);
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.fail(new Error('closed'));
    if (worker) await worker.terminate();
  }
}
