/**
 * Per-user cooldowns for what anyone may ask for and costs the bot more than a reply: a fresh copy
 * of the board (with its picture) and the score breakdown. One user asking again too soon is told
 * how long to wait; it changes nothing and costs nothing.
 */
import { UserError } from './errors.ts';

export const COOLDOWN_MS = {
  /** `/board` (and `/board class:`): a new public message with a picture. */
  board: 20_000,
  /** `/score` and the board's Score button. */
  score: 5_000,
} as const;

export type CooldownKind = keyof typeof COOLDOWN_MS;

/** Past this many users remembered, those whose cooldown is over are forgotten. */
const PRUNE_AT = 10_000;

export class Cooldowns {
  private readonly until = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Lets `userId` do `kind` now, or refuses (UserError) with `refusal` of the seconds to wait. */
  take(kind: CooldownKind, userId: string, refusal: (seconds: number) => string): void {
    const key = `${kind}:${userId}`;
    const now = this.now();
    const until = this.until.get(key) ?? 0;
    if (until > now) throw new UserError(refusal(Math.ceil((until - now) / 1000)), 'refused');
    if (this.until.size >= PRUNE_AT) for (const [k, t] of this.until) if (t <= now) this.until.delete(k);
    this.until.set(key, now + COOLDOWN_MS[kind]);
  }
}
