/**
 * A refusal a player should read: not their seat, a stale button, a move the rules do not allow.
 * Whoever shows it (the Discord router) shows it to that player only, and nothing in the game changes.
 */
export class UserError extends Error {
  constructor(
    message: string,
    readonly reason: 'refused' | 'stale' | 'forbidden' | 'missing' | 'invalid' = 'refused',
  ) {
    super(message);
  }
}
