/**
 * What the bot reports for its operator's metrics (src/ops/metrics.ts counts it): how fast each
 * interaction got its first response, and what was refused or failed. Only fixed words travel
 * here — a kind, a reason — never an id, a name or anything of a game.
 */
import type { UserError } from '../table/errors.ts';

export interface BotMeter {
  /** Seconds from the interaction's arrival to its first response (a reply, an update or a defer). */
  firstResponse(seconds: number, kind: 'command' | 'component'): void;
  /** A refusal the player read. */
  refused(reason: UserError['reason']): void;
  /** A failure: the store's (the player was told to retry) or an unexpected one (an apology). */
  failed(kind: 'store' | 'unexpected'): void;
}

export const NO_METER: BotMeter = {
  firstResponse: () => undefined,
  refused: () => undefined,
  failed: () => undefined,
};
