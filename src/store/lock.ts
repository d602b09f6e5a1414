/**
 * One action at a time per game: every change to a game runs inside its lock, in arrival order.
 * A channel lives on one shard, so the process that owns it is the only writer.
 */
export class GameLocks {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const next = previous.then(work, work);
    const tail = next.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return next;
  }

  /** Games with work queued or running (for a clean shutdown). */
  get busy(): number {
    return this.tails.size;
  }

  async idle(): Promise<void> {
    while (this.tails.size > 0) await Promise.all([...this.tails.values()]);
  }
}
