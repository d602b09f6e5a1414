/**
 * Turns on one database connection: statements outside a transaction (any number at once), or one
 * transaction alone. On a single SQLite connection every statement joins the transaction that is
 * open on it; so a read run while a commit's transaction is open would see values that are not
 * committed yet (and may never be), and a write would be rolled back with it. A transaction
 * therefore waits for the statements already running, and runs with nothing beside it; statements
 * asked for meanwhile wait for it to end, and then all go before the next transaction starts, so
 * neither side starves the other.
 */
export class ConnectionTurns {
  /** Statements outside a transaction, running now. */
  private running = 0;
  private inTransaction = false;
  /** Statements waiting for the transaction to end. */
  private waiting: Array<() => void> = [];
  /** The transaction waiting for the running statements to end (one at a time: see `alone`). */
  private next: (() => void) | null = null;

  /** Runs `work` outside any transaction. */
  async outside<T>(work: () => Promise<T>): Promise<T> {
    if (this.inTransaction || this.next) await new Promise<void>((go) => this.waiting.push(go));
    else this.running++;
    try {
      return await work();
    } finally {
      if (--this.running === 0 && this.next) {
        const start = this.next;
        this.next = null;
        this.inTransaction = true;
        start();
      }
    }
  }

  /** Runs a transaction with the connection to itself. The caller runs one transaction at a time. */
  async alone<T>(work: () => Promise<T>): Promise<T> {
    if (this.inTransaction || this.next) throw new Error('connection turns: one transaction at a time');
    if (this.running > 0) await new Promise<void>((start) => (this.next = start));
    else this.inTransaction = true;
    try {
      return await work();
    } finally {
      this.inTransaction = false;
      const waiting = this.waiting.splice(0);
      this.running += waiting.length;
      for (const go of waiting) go();
    }
  }
}
