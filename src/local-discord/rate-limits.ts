/**
 * Discord's per-route rate limits, on by default: a channel's message creates and edits share a
 * bucket of 5 requests per 5 seconds, its deletes another of 5 per second. Each answer carries the
 * `X-RateLimit-*` headers Discord sends (Limit, Remaining, Reset, Reset-After, Bucket, Scope), so
 * discord.js queues per bucket as it does against Discord; a request over the limit gets 429 with
 * `retry_after` and `Retry-After`, and is not processed. Interaction callbacks and webhooks are not
 * limited here (Discord limits them apart, far above what a game needs).
 *
 * `timeScale` shortens every window alike (0.02: 5 per 100 ms), so a whole game played at test speed
 * meets the same limits as a game played at a person's pace meets Discord's.
 */
import { createHash } from 'node:crypto';

export interface RateLimitOptions {
  /** false: no bucket at all (the fake's behaviour before buckets). Default true. */
  readonly enabled?: boolean;
  /** Multiplies every bucket's window: 1 is Discord's own timing (default). */
  readonly timeScale?: number;
}

interface BucketRule {
  /** The routes it applies to, by method and name. */
  readonly routes: readonly string[];
  readonly limit: number;
  readonly windowMs: number;
}

/** Discord's buckets for what a bot does in a channel, by major parameter (the channel). */
const RULES: Readonly<Record<string, BucketRule>> = {
  'channel-messages': {
    routes: ['POST /channels/:channel/messages', 'PATCH /channels/:channel/messages/:message'],
    limit: 5,
    windowMs: 5000,
  },
  'channel-deletes': { routes: ['DELETE /channels/:channel/messages/:message'], limit: 5, windowMs: 1000 },
};

interface Bucket {
  count: number;
  resetAt: number;
}

/** The answer of the buckets to one request: go on (with headers), or 429. */
export type Verdict =
  | { readonly limited: false; readonly headers: Record<string, string> }
  | { readonly limited: true; readonly retryAfterMs: number; readonly headers: Record<string, string> };

const NONE: Verdict = { limited: false, headers: {} };

export class RateLimits {
  private readonly buckets = new Map<string, Bucket>();
  /** Requests refused with 429, per bucket name. */
  readonly refused = new Map<string, number>();
  enabled: boolean;
  timeScale: number;

  constructor(options: RateLimitOptions = {}) {
    this.enabled = options.enabled ?? true;
    this.timeScale = options.timeScale ?? 1;
  }

  /** Counts one request of `route` (its name) on the channel `major`, and says whether it may go on. */
  take(route: string, major: string | undefined, now = Date.now()): Verdict {
    if (!this.enabled || major === undefined) return NONE;
    const name = Object.keys(RULES).find((n) => RULES[n]?.routes.includes(route));
    const rule = name ? RULES[name] : undefined;
    if (!name || !rule) return NONE;
    const key = `${name}:${major}`;
    const window = rule.windowMs * this.timeScale;
    let bucket = this.buckets.get(key);
    if (!bucket || now >= bucket.resetAt) {
      bucket = { count: 0, resetAt: now + window };
      this.buckets.set(key, bucket);
    }
    const resetAfter = Math.max(0, bucket.resetAt - now);
    const headers = (remaining: number) => ({
      'x-ratelimit-limit': String(rule.limit),
      'x-ratelimit-remaining': String(remaining),
      'x-ratelimit-reset': ((now + resetAfter) / 1000).toFixed(3),
      'x-ratelimit-reset-after': (resetAfter / 1000).toFixed(3),
      'x-ratelimit-bucket': createHash('sha1').update(name).digest('hex').slice(0, 16),
    });
    if (bucket.count >= rule.limit) {
      this.refused.set(name, (this.refused.get(name) ?? 0) + 1);
      return {
        limited: true,
        retryAfterMs: resetAfter,
        headers: {
          ...headers(0),
          'x-ratelimit-scope': 'shared',
          'retry-after': (resetAfter / 1000).toFixed(3),
        },
      };
    }
    bucket.count++;
    return { limited: false, headers: headers(rule.limit - bucket.count) };
  }
}
