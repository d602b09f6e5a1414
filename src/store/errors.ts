/**
 * The two ways the store can fail, kept apart from "no game here" and "someone else wrote first":
 * the backend did not answer (nothing is known, so nothing may be assumed), or it answered with a
 * value that is not a game the bot can read. Neither message ever carries a stored value: a record
 * holds the seed and every hand.
 */
import type { Said } from '../data/said.ts';
import { EN_REFUSALS } from '../i18n/catalogue/en/refusals.ts';

/** The backend failed: a read that failed is not a miss, and a write that failed did not happen. */
export class StoreUnavailableError extends Error {
  constructor(
    readonly op: 'read' | 'write',
    cause: unknown,
  ) {
    super(`the game store could not ${op === 'read' ? 'be read' : 'be written'}: ${describe(cause)}`, {
      cause,
    });
  }
}

/** Why a stored value could not be taken for a game. */
export type Damage =
  /** It does not decode: cut short. */
  | 'truncated'
  /** It does not decode: not something the bot wrote. */
  | 'garbage'
  /** It decodes, but its format version is not one this bot knows (e.g. written by a newer one). */
  | 'format'
  /** It decodes, but a field the bot needs is missing or of the wrong kind. */
  | 'shape'
  /** A piece of the action log is not there. */
  | 'log-missing'
  /** A piece of the action log holds fewer answers than it must. */
  | 'log-short'
  /** The action log skips a version, or does not lead to the snapshot. */
  | 'log-gap';

/** The operator's words for each damage (`npm run store -- check`, the logs): the English a player reads. */
const SENTENCES: Readonly<Record<Damage, string>> = EN_REFUSALS.refusal.store.damage;

/** A stored value that cannot be taken for a game. The channel's game is stuck until set aside. */
export class DamagedRecordError extends Error {
  constructor(
    /** The key whose value (or one of whose log pieces) is damaged. */
    readonly key: string,
    readonly damage: Damage,
    /** A detail for the operator (no stored text): which piece, which version, which format. */
    readonly detail: string,
    /** The host, when the value was readable enough to say (the host may then set it aside). */
    readonly hostId: string | null = null,
  ) {
    super(`${key}: ${SENTENCES[damage]} (${detail})`);
  }

  /**
   * What a player reads: what happened, in a few words — a key under `refusal.store.damage.`,
   * worded in the reader's language where the message is built (src/table/errors.ts).
   */
  get said(): Said {
    return { key: `store.damage.${this.damage}` };
  }
}

function describe(cause: unknown): string {
  if (cause instanceof Error) {
    const code = (cause as { code?: unknown }).code;
    return typeof code === 'string' ? `${code}: ${cause.message}` : cause.message;
  }
  return String(cause);
}
