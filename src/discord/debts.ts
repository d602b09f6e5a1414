/**
 * What the publisher still owes each channel, and clearing it from the store's outbox once paid:
 * an announcement is paid when its log line is out and the board shows its change (or a later
 * one of the same game). Paid entries are cleared together, a moment later, in one write.
 */
import type { Logger } from '../log.ts';
import type { GameStore } from '../store/types.ts';

interface Debt {
  key: string;
  gameId: string;
  rev: number;
  lineOut: boolean;
}

/** How long paid announcements wait to be cleared from the outbox together. */
const CLEAR_AFTER_MS = 200;

export class Debts {
  private readonly owed = new Map<string, Debt[]>();
  /** The game and revision each channel's board last showed. */
  private readonly shown = new Map<string, { gameId: string; rev: number }>();
  private paid: string[] = [];
  private clearing: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly outbox: Pick<GameStore, 'paid'> | undefined,
    private readonly log: Logger,
  ) {}

  /** A change of `channel` that owes its line and a board edit. */
  add(channel: string, debt: Omit<Debt, 'lineOut'>) {
    this.owed.set(channel, [...(this.owed.get(channel) ?? []), { ...debt, lineOut: false }]);
  }

  lineOut(channel: string, key: string) {
    for (const d of this.owed.get(channel) ?? []) if (d.key === key) d.lineOut = true;
    this.settle(channel);
  }

  boardShows(channel: string, gameId: string, rev: number) {
    this.shown.set(channel, { gameId, rev });
    this.settle(channel);
  }

  /** Drops what a channel owes once its lines are out, whatever its board (its game is gone). */
  linesWereAll(channel: string) {
    const debts = this.owed.get(channel) ?? [];
    for (const d of debts) if (d.lineOut) this.pay(d.key);
    this.owed.set(
      channel,
      debts.filter((d) => !d.lineOut),
    );
  }

  private settle(channel: string) {
    const shown = this.shown.get(channel);
    const done = (d: Debt) => d.lineOut && shown?.gameId === d.gameId && shown.rev >= d.rev;
    const debts = this.owed.get(channel) ?? [];
    for (const d of debts) if (done(d)) this.pay(d.key);
    const left = debts.filter((d) => !done(d));
    if (left.length > 0) this.owed.set(channel, left);
    else this.owed.delete(channel);
  }

  private pay(key: string) {
    if (!this.outbox) return;
    this.paid.push(key);
    this.timer ??= setTimeout(() => void this.clear(), CLEAR_AFTER_MS);
  }

  /** Clears the paid announcements from the outbox now; resolves when that write is done. */
  clear(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const keys = this.paid;
    this.paid = [];
    const outbox = this.outbox;
    if (keys.length > 0 && outbox) {
      this.clearing = this.clearing
        .then(() => outbox.paid(keys))
        .catch((error: unknown) =>
          this.log.warn({ err: error, owed: keys.length }, 'could not clear posted announcements'),
        );
    }
    return this.clearing;
  }
}
