/**
 * Keeping Discord's 3-second deadline when the process is behind. Discord drops an interaction
 * whose first response (a reply, or a defer: "thinking…") comes after 3 s, and a responder's own
 * defer timer is late when the event loop is busy — under a burst of hundreds of presses the timer
 * itself fires after the deadline. So the router asks `behind()` as each interaction arrives, before
 * any work: with many interactions in hand, or the event loop running late, the interaction is
 * acknowledged at once. The handlers' own work then runs at most `concurrent` at a time, in the order
 * the interactions came: a new interaction always finds the loop free enough to be acknowledged,
 * instead of queueing behind the reads, replays and renders of the hundreds before it.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface BacklogLimits {
  /** Interactions in hand (acknowledged or not, not yet finished) above which a new one is acknowledged at once. */
  inHand: number;
  /** Event-loop delay (ms, the worst of the last sample) above which a new interaction is acknowledged at once. */
  loopDelayMs: number;
  /** Handlers doing their work at once; the others wait their turn, already acknowledged. */
  concurrent: number;
}

/**
 * Four in hand at once is already a burst for one process (a table of four players rarely has more
 * than two at a time). A second of delay means timers, the responder's own defer among them, are
 * running so late that waiting for one would miss the deadline (shorter stalls happen on any busy
 * machine, and the responder's own defer at 1.5 s still makes it).
 */
export const BACKLOG_LIMITS: BacklogLimits = { inHand: 4, loopDelayMs: 1000, concurrent: 4 };

export class Backlog {
  private inHand = 0;
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly delay = monitorEventLoopDelay({ resolution: 10 });
  private worstDelayMs = 0;
  private readonly sampler: NodeJS.Timeout;

  constructor(private readonly limits: BacklogLimits = BACKLOG_LIMITS) {
    this.delay.enable();
    // The worst delay of each 100 ms: a loop blocked now shows at once, and an old block is forgotten.
    this.sampler = setInterval(() => {
      this.worstDelayMs = this.delay.max / 1e6;
      this.delay.reset();
    }, 100);
    this.sampler.unref();
  }

  /** Is the process behind: should an interaction arriving now be acknowledged before anything else? */
  behind(): boolean {
    if (this.inHand >= this.limits.inHand) return true;
    // The worst delay of the last full 100 ms and of the one under way.
    return Math.max(this.worstDelayMs, this.delay.max / 1e6) > this.limits.loopDelayMs;
  }

  /** Runs one interaction's work, waiting for its turn while `concurrent` others are working. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    this.inHand++;
    try {
      if (this.running >= this.limits.concurrent)
        await new Promise<void>((resolve) => this.waiting.push(resolve));
      else this.running++;
      try {
        return await work();
      } finally {
        // The next in line takes this slot (running stays the same), or the slot is freed.
        const next = this.waiting.shift();
        if (next) next();
        else this.running--;
      }
    } finally {
      this.inHand--;
    }
  }

  stop() {
    clearInterval(this.sampler);
    this.delay.disable();
  }
}
