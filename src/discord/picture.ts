/**
 * The board picture through src/render, in a pool of worker threads (see picture-worker.ts):
 * PICTURE_WORKERS of them (by default one less than the machine's cores, so that one core is left
 * for the answers, and at least one). A picture is about 0.1 s of one core, so n workers draw
 * about n times as many pictures a second as one, as long as they have cores to run on.
 *
 * Pictures wait for a free worker in one queue, in order. At most MAX_WAITING wait; any more are
 * refused at once (PictureBusyError), so a flood of requests costs neither memory nor the next real
 * move's picture more than a short wait.
 *
 * A board edit does not say what to draw until a worker is free for it (`turn`): the publisher
 * waits for its turn first and only then takes the newest state of the game, so a board that
 * changes again while it waits is drawn once, at its newest. A picture a person waits for (`/board`,
 * `/board class:`, `/automa`, standings) goes before the board edits waiting.
 */
import type { Worker } from 'node:worker_threads';
import type { AutomaClass } from '../data/automa/index.ts';
import type { ClassId } from '../data/common.ts';
import type { GameView, ScoreSheet } from '../engine/index.ts';
import type { GameLocale } from '../i18n/index.ts';
import type { Logger } from '../log.ts';
import type { StandingsPicture, TurningPointsPicture } from '../render/index.ts';
import { startWorker } from '../worker-thread.ts';
import type { PictureReply, PictureRequest } from './picture-worker.ts';
import { type BoardPicture, PictureBusyError, type PictureTurn } from './publisher.ts';

const TIMEOUT_MS = 20_000;
/** Pictures waiting for a worker, at most (each about 0.1 s of a worker's time). */
export const MAX_WAITING = 8;

type Png = { name: string; data: Buffer };

/** One worker thread of the pool, started when first needed and again after it stopped. */
interface Slot {
  worker: Worker | null;
  busy: boolean;
  /** The picture being drawn. */
  pending: { resolve: (png: Buffer) => void; reject: (error: Error) => void; timer: NodeJS.Timeout } | null;
}

export class PicturePool implements BoardPicture {
  private readonly slots: Slot[];
  /** Turns waiting for a worker: those a person waits for first, then the board edits, each oldest first. */
  private readonly waiting: Array<{
    give: (slot: Slot) => void;
    refuse: (error: Error) => void;
    first: boolean;
  }> = [];
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly log: Logger,
    /** Worker threads (PICTURE_WORKERS). */
    readonly size: number,
  ) {
    this.slots = Array.from({ length: Math.max(1, size) }, () => ({
      worker: null,
      busy: false,
      pending: null,
    }));
  }

  /** Pictures drawn or waiting at once, at most; past that they are refused. */
  get capacity(): number {
    return this.slots.length + MAX_WAITING;
  }

  /** Pictures waiting for a worker now. */
  get queued(): number {
    return this.waiting.length;
  }

  /** Workers drawing now. */
  get drawing(): number {
    return this.slots.filter((s) => s.busy).length;
  }

  /**
   * A worker of this caller's own, once one is free: draw one picture on it, or release it. Refused
   * at once (PictureBusyError) when MAX_WAITING turns already wait.
   */
  turn(): Promise<PictureTurn> {
    return this.acquire().then((slot) => this.hold(slot));
  }

  /**
   * Starts every worker now, so that the first picture asked for does not wait for a worker to
   * load the renderer and its fonts (a few seconds of "thinking…" on the first /board or /automa).
   */
  warm(): void {
    for (const slot of this.slots) if (!this.closed) this.start(slot);
  }

  /**
   * A free worker, marked busy, once there is one: in order of asking, except that a picture a
   * person waits for (`first`) goes before the board edits waiting.
   */
  private acquire(first = false): Promise<Slot> {
    if (this.closed) return Promise.reject(new Error('the picture pool is closed'));
    const free = this.slots.find((s) => !s.busy);
    if (free) {
      free.busy = true;
      return Promise.resolve(free);
    }
    if (this.waiting.length >= MAX_WAITING) return Promise.reject(new PictureBusyError());
    return new Promise((give, refuse) => {
      const at = first ? this.waiting.findIndex((w) => !w.first) : -1;
      this.waiting.splice(at < 0 ? this.waiting.length : at, 0, { give, refuse, first });
    });
  }

  /** A turn on a worker: it is given back once its one picture is drawn (or it is released). */
  private hold(slot: Slot): PictureTurn {
    let done = false;
    const release = () => {
      if (done) return;
      done = true;
      this.free(slot);
    };
    return {
      render: (view, scores, locale) => {
        const request = { view, ...(scores ? { scores } : {}), ...(locale ? { locale } : {}) };
        return this.drawOn(slot, scores ? 'final-scores.png' : 'board.png', request).finally(release);
      },
      release,
    };
  }

  private free(slot: Slot) {
    const next = this.waiting.shift();
    if (next) next.give(slot);
    else slot.busy = false;
  }

  /**
   * A board picture drawn outside the board's edits (those take a `turn`): a copy posted by
   * `/board`, the picture of an ended game. A person waits for it, so it goes first.
   */
  render(view: GameView, scores?: ScoreSheet[], locale?: GameLocale): Promise<Png> {
    return this.drawOnce(scores ? 'final-scores.png' : 'board.png', {
      view,
      ...(scores ? { scores } : {}),
      ...(locale ? { locale } : {}),
    });
  }

  renderClass(view: GameView, cls: ClassId, locale?: GameLocale): Promise<Png> {
    return this.drawOnce(`${cls}-board.png`, { view, cls, ...(locale ? { locale } : {}) });
  }

  renderAutoma(view: GameView, cls: AutomaClass, locale?: GameLocale): Promise<Png> {
    return this.drawOnce(`${cls}-automa.png`, { view, automa: cls, ...(locale ? { locale } : {}) });
  }

  renderStandings(standings: StandingsPicture): Promise<Png> {
    return this.drawOnce('standings.png', { standings });
  }

  renderTurningPoints(turning: TurningPointsPicture): Promise<Png> {
    return this.drawOnce('turning-points.png', { turning });
  }

  /** One picture on the next free worker (a picture that is not a board edit: a person waits for it). */
  private async drawOnce(name: string, request: Omit<PictureRequest, 'id'>): Promise<Png> {
    const slot = await this.acquire(true);
    try {
      return await this.drawOn(slot, name, request);
    } finally {
      this.free(slot);
    }
  }

  private drawOn(slot: Slot, name: string, request: Omit<PictureRequest, 'id'>): Promise<Png> {
    const worker = this.start(slot);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        slot.pending = null;
        reject(new Error('the board picture took too long'));
        // A worker that does not answer is replaced (started again when next needed).
        void worker.terminate();
      }, TIMEOUT_MS);
      slot.pending = { resolve: (data) => resolve({ name, data }), reject, timer };
      worker.postMessage({ id, ...request } satisfies PictureRequest);
    });
  }

  private start(slot: Slot): Worker {
    if (slot.worker) return slot.worker;
    const worker = startWorker(new URL('./picture-worker.ts', import.meta.url));
    worker.on('message', (reply: PictureReply) => {
      const pending = slot.pending;
      if (!pending) return;
      slot.pending = null;
      clearTimeout(pending.timer);
      if ('error' in reply) pending.reject(new Error(reply.error));
      else pending.resolve(Buffer.from(reply.png.buffer, reply.png.byteOffset, reply.png.byteLength));
    });
    worker.on('error', (error) => {
      this.log.error({ err: error }, 'picture worker failed');
      this.fail(slot, error);
    });
    worker.on('exit', () => {
      if (slot.worker === worker) slot.worker = null;
      this.fail(slot, new Error('the picture worker stopped'));
    });
    slot.worker = worker;
    return worker;
  }

  private fail(slot: Slot, error: Error) {
    const pending = slot.pending;
    slot.pending = null;
    if (!pending) return;
    clearTimeout(pending.timer);
    pending.reject(error);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const w of this.waiting.splice(0)) w.refuse(new Error('the picture pool is closed'));
    const workers = this.slots.flatMap((s) => (s.worker ? [s.worker] : []));
    for (const slot of this.slots) {
      slot.worker = null;
      this.fail(slot, new Error('closed'));
    }
    await Promise.all(workers.map((w) => w.terminate()));
  }
}
