/**
 * Enforced nonces, as Discord keeps them: per author, not per channel. The API reference (Create
 * Message, `enforce_nonce`): "If another message was created by the same author with the same
 * nonce, that message will be returned and no new message will be created" — for "the past few
 * minutes". So one author sending two messages with one nonce, even to two channels (two players'
 * direct messages), gets the first message back the second time, and the second is never posted.
 */

/** How long Discord remembers an enforced nonce ("the past few minutes"). */
export const NONCE_WINDOW_MS = 5 * 60_000;

export class NonceBook {
  private readonly seen = new Map<string, { messageId: string; at: number }>();

  /** The message this author created lately with this nonce, if any. */
  find(authorId: string, nonce: string): string | undefined {
    const seen = this.seen.get(`${authorId}:${nonce}`);
    return seen && Date.now() - seen.at < NONCE_WINDOW_MS ? seen.messageId : undefined;
  }

  remember(authorId: string, nonce: string, messageId: string): void {
    this.seen.set(`${authorId}:${nonce}`, { messageId, at: Date.now() });
  }
}
