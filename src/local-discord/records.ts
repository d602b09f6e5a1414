import type { ViolationKind } from './api-error.ts';
import type { UploadedFile } from './multipart.ts';

/** Event-loop turns of silence needed on top of the quiet period (see `waitForQuiet`). */
const CALM_TURNS = 10;

/** One REST request the bot made, as the fake saw and answered it. */
export interface RecordedCall {
  /** Position in `fake.calls`, from 0. */
  readonly seq: number;
  /** `Date.now()` when the request arrived. */
  readonly at: number;
  readonly method: string;
  /** Decoded path below `/api/v10`, e.g. `/webhooks/1/abc/messages/@original`. */
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  /** The route that matched, e.g. `POST /channels/:channel/messages`, or `unknown`. */
  readonly route: string;
  /** The JSON body (for multipart requests: the parsed `payload_json`). */
  readonly body: unknown;
  readonly files: readonly UploadedFile[];
  /** Whether the request carried `Authorization: Bot <the fake's token>`. */
  readonly authorized: boolean;
  /** The interaction this call answers, edits or follows up, when the route names one. */
  interactionId: string | undefined;
  /** The HTTP status the fake answered with; 0 while the request is being handled. */
  status: number;
  /** The JSON the fake answered with, if any. */
  response: unknown;
}

/** Something the bot did that real Discord would refuse or that a player would see fail. */
export interface Violation {
  readonly kind: ViolationKind;
  /** A sentence for the test report, e.g. `embeds: Embed size exceeds maximum size of 6000`. */
  readonly message: string;
  readonly at: number;
  readonly interactionId: string | undefined;
  /** The refused call, when a call caused it. */
  readonly call: RecordedCall | undefined;
}

/**
 * The fake's logbook: every call and violation, plus enough bookkeeping (requests in flight, time of
 * the last activity, change listeners) to tell when the bot has gone quiet.
 */
export class Recorder {
  readonly calls: RecordedCall[] = [];
  readonly violations: Violation[] = [];
  private inFlight = 0;
  private lastActivity = 0;
  /** Counts every change, so a waiter can tell whether anything happened while it slept. */
  private activity = 0;
  private readonly listeners = new Set<() => void>();

  /** A request arrived; it counts as activity until `finished` is called. */
  started(): void {
    this.inFlight++;
    this.touch();
  }

  finished(): void {
    this.inFlight--;
    this.touch();
  }

  record(call: Omit<RecordedCall, 'seq'>): RecordedCall {
    const recorded = { ...call, seq: this.calls.length };
    this.calls.push(recorded);
    this.touch();
    return recorded;
  }

  violate(kind: ViolationKind, message: string, interactionId?: string, call?: RecordedCall): void {
    this.violations.push({ kind, message, at: Date.now(), interactionId, call });
    this.touch();
  }

  /** Calls `listener` after every change; returns the function that unsubscribes it. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Resolves with the first truthy value `check` returns. It is re-evaluated after every recorded
   * change and every 10 ms, because the condition may depend on the bot's own state too.
   */
  waitFor<T>(check: () => T | undefined | null | false, timeoutMs: number, what = 'condition'): Promise<T> {
    return new Promise((resolve, reject) => {
      const finish = (settle: () => void) => {
        clearInterval(poll);
        clearTimeout(timer);
        unsubscribe();
        settle();
      };
      const evaluate = () => {
        try {
          const value = check();
          if (value) finish(() => resolve(value));
        } catch (error) {
          finish(() => reject(error));
        }
      };
      const unsubscribe = this.onChange(evaluate);
      const poll = setInterval(evaluate, 10);
      const timer = setTimeout(
        () =>
          finish(() =>
            reject(new Error(`fake Discord: timed out after ${timeoutMs} ms waiting for ${what}`)),
          ),
        timeoutMs,
      );
      evaluate();
    });
  }

  /**
   * Resolves once no request is in flight and nothing has happened for `quietMs`, counting from
   * `since` at the earliest (the moment an event was dispatched, before the bot could react).
   *
   * Wall-clock silence alone misleads on a busy machine: after the process has been starved, this
   * timer fires before the event loop has read the bot's next request from its socket. So silence
   * must also last CALM_TURNS turns of the event loop, each of which reads any pending I/O.
   */
  async waitForQuiet(quietMs: number, since = 0): Promise<void> {
    let calmTurns = 0;
    for (;;) {
      const activity = this.activity;
      const idleFor = Date.now() - Math.max(this.lastActivity, since);
      if (this.inFlight === 0 && idleFor >= quietMs && calmTurns >= CALM_TURNS) return;
      if (idleFor < quietMs) await new Promise((resolve) => setTimeout(resolve, quietMs - idleFor));
      else await new Promise((resolve) => setImmediate(resolve));
      calmTurns = this.activity === activity && this.inFlight === 0 ? calmTurns + 1 : 0;
    }
  }

  private touch(): void {
    this.activity++;
    this.lastActivity = Date.now();
    for (const listener of this.listeners) listener();
  }
}
