import { randomBytes } from 'node:crypto';

/**
 * A refusal a player should read: not their seat, a stale button, a move the rules do not allow.
 * The router shows the message ephemerally and nothing in the game changes.
 */
export class UserError extends Error {
  constructor(
    message: string,
    readonly reason: 'refused' | 'stale' | 'forbidden' | 'missing' | 'invalid' = 'refused',
  ) {
    super(message);
  }
}

/** A short id that ties a player's apology to the log line with the stack trace. */
export function newErrorId(): string {
  return randomBytes(4).toString('hex');
}

export function apology(id: string): string {
  return `Sorry — something went wrong on my side and nothing was changed. (error id \`${id}\`)`;
}
