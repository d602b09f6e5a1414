/**
 * The log of one game's channel, kept quiet: one turn message at the bottom, edited as the turn
 * goes, and one round log per round above it. A log entry that pings someone (a new turn, a vote,
 * secret bids) posts a new turn message — only a new message notifies — and the previous one is
 * folded into its round's log and deleted; any other entry (a Free Action, the rest of a turn) is
 * edited into the turn message. A channel then holds, per round, its board, one or two round logs
 * and the turn message, instead of a message per answer. Offers (an undo to agree to, a seat to
 * take) are messages of their own whose buttons go once they answer nothing; the open ones are
 * saved with the game, so a bot that restarts still closes those posted before.
 */

import type { GameLocale } from '../i18n/index.ts';
import type { OfferMessage } from '../store/types.ts';
import type { MessagePayload } from './limits.ts';
import type { LogEntry } from './present/log.ts';
import {
  type GamePlace,
  ROUND_LOG_SIZE,
  roundLogMessage,
  TURN_SIZE,
  type TurnText,
  turnMessage,
  turnText,
} from './present/turn.ts';

/** How the channel log reaches Discord. */
export interface Messages {
  post(payload: MessagePayload, nonce?: string): Promise<string>;
  edit(id: string, payload: MessagePayload): Promise<void>;
  /** Deletes a message; one already gone is no error. */
  remove(id: string): Promise<void>;
  /** Takes a message's buttons off, its text kept; one already gone is no error. */
  strip(id: string): Promise<void>;
}

interface Turn {
  id: string;
  round: number | null;
  text: TurnText;
}

interface RoundLog {
  id: string;
  round: number;
  part: number;
  lines: string[];
}

const size = (lines: string[]) => lines.reduce((n, l) => n + [...l].length + 1, 0);

export class ChannelLog {
  private turn: Turn | undefined;
  private log: RoundLog | undefined;
  /** The game's language, as the latest entry's place gave it (round logs read it). */
  private language: GameLocale = 'en';
  /** Offer messages posted with buttons that may still answer something (an undo request, a seat to take). */
  private offers: OfferMessage[] = [];
  /** Whether `offers` holds what the store knew at first use (after a restart, the messages posted before). */
  private seeded = false;

  constructor(
    private readonly messages: Messages,
    /** Saves the open offer messages with the game (GameRecord.offerMessages), whenever they change. */
    private readonly keepOffers: (offers: OfferMessage[]) => Promise<void> = async () => undefined,
  ) {}

  /**
   * The offer messages the store lists for this game, taken once, before anything is posted: a
   * process that starts knows what the one before it posted.
   */
  seed(offers: readonly OfferMessage[] | undefined): void {
    if (this.seeded) return;
    this.seeded = true;
    this.offers = [...(offers ?? [])];
  }

  /**
   * Adds one entry of the change at revision `rev`: a new turn message when it pings someone (or a
   * round began), else an edit. An offer (a seat to take, an undo to agree to) is a message of its
   * own below, kept with its buttons until what it offers closes.
   */
  async add(place: GamePlace, entry: LogEntry, nonce: string, rev: number): Promise<void> {
    this.seed(undefined);
    this.language = place.language ?? 'en';
    await this.addLines(place, entry, nonce);
    if (entry.open) await this.closeOffers(entry.open, rev);
    if (entry.offer) {
      const id = await this.messages.post(
        {
          content: entry.offer.text,
          components: entry.offer.buttons,
          allowedMentions: { users: entry.users },
        },
        // Its own nonce (Discord allows 25 characters), as stable as the entry's.
        `${nonce.slice(0, 24)}o`,
      );
      if (entry.offer.keys?.length) await this.opened({ id, keys: entry.offer.keys, rev });
    }
  }

  /**
   * An offer message is out: its buttons are taken off when what it offers closes. A newer offer
   * of the same thing replaces an older one, whose buttons go at once; one posted again after a
   * restart (the same nonce, so the same message) is recognised by its id.
   */
  private async opened(offer: OfferMessage): Promise<void> {
    if (this.offers.some((o) => o.id === offer.id)) return;
    const before = this.offers;
    this.offers = [
      ...before.flatMap((o) => {
        const keys = o.keys.filter((k) => !offer.keys.includes(k));
        return keys.length > 0 ? [{ ...o, keys }] : [];
      }),
      offer,
    ];
    for (const o of before) if (!this.offers.some((k) => k.id === o.id)) await this.messages.strip(o.id);
    await this.keepOffers(this.offers);
  }

  /** The game is gone (a new one in the channel): none of its offers answers anything any more. */
  async closeAll(): Promise<void> {
    await this.closeOffers([], Number.POSITIVE_INFINITY);
  }

  /**
   * Offers whose buttons answer nothing any more (the undo was settled or went stale, the seat was
   * taken, the game is over) keep their text and lose their buttons, so nobody presses a dead one.
   * A change tells only of offers made before it (`rev`): one made since is not its to close.
   */
  private async closeOffers(open: readonly string[], rev: number) {
    const closed = this.offers.filter((o) => o.rev <= rev && !o.keys.some((k) => open.includes(k)));
    if (closed.length === 0) return;
    for (const o of closed) {
      await this.messages.strip(o.id);
      this.offers = this.offers.filter((k) => k !== o);
    }
    await this.keepOffers(this.offers);
  }

  private async addLines(place: GamePlace, entry: LogEntry, nonce: string): Promise<void> {
    if (entry.lines.length === 0 && entry.pings.length === 0 && entry.over === null) return;
    const round = entry.round ?? this.turn?.round ?? null;
    const current = this.turn;
    // Only a new message notifies: an entry that pings someone starts one.
    const notifies = entry.pings.length > 0 || entry.users.length > 0;
    const fresh = !current || notifies || (round !== null && round !== current.round);
    const head = entry.asked ?? (entry.pings.length > 0 || fresh ? entry.pings : current?.text.pings);
    const text: TurnText = {
      lines: fresh ? [...entry.lines] : [...(current as Turn).text.lines, ...entry.lines],
      // What is asked now heads the message, kept current (within a turn, the players still
      // waited for stay named).
      pings: entry.waiting || entry.pings.length > 0 ? (head ?? []) : [],
      waiting: entry.waiting,
      secret: entry.secret,
      ...(entry.secretKind ? { secretKind: entry.secretKind } : {}),
      over: entry.over,
      // Who the message notified: their lines stay first while it is edited.
      notified: fresh ? entry.users : (current?.text.notified ?? []),
    };
    if (fresh) {
      if (current) await this.retire(current);
      await this.trim(place, text, round);
      const id = await this.messages.post(turnMessage(place, text, entry.users), nonce);
      this.turn = { id, round, text };
      return;
    }
    const turn = current as Turn;
    // A long turn's oldest lines go to the round log; if that log is a new message, the turn
    // message is posted again below it, to stay the latest.
    const moved = await this.trim(place, text, turn.round);
    turn.text = text;
    if (moved) {
      await this.messages.remove(turn.id);
      turn.id = await this.messages.post(turnMessage(place, text));
    } else await this.messages.edit(turn.id, turnMessage(place, text));
  }

  /** The turn message shows the board's new place (its link). */
  async boardMoved(place: GamePlace): Promise<void> {
    if (this.turn) await this.messages.edit(this.turn.id, turnMessage(place, this.turn.text));
  }

  /** A turn message that is over: its lines go into the round log, and it is deleted. */
  private async retire(turn: Turn) {
    await this.toRoundLog(turn.round, turn.text.lines);
    await this.messages.remove(turn.id);
  }

  /**
   * Moves the oldest lines of a turn into the round log until its text fits; true when that
   * posted a new round log message (below the turn message).
   */
  private async trim(place: GamePlace, text: TurnText, round: number | null): Promise<boolean> {
    let cut = 0;
    while (
      cut < text.lines.length - 1 &&
      [...turnText(place, { ...text, lines: text.lines.slice(cut) })].length > TURN_SIZE
    )
      cut++;
    if (cut === 0) return false;
    const moved = text.lines.splice(0, cut);
    return this.toRoundLog(round, moved);
  }

  /** Appends lines to their round's log; true when a new log message was posted. */
  private async toRoundLog(round: number | null, lines: string[]): Promise<boolean> {
    if (lines.length === 0) return false;
    const r = round ?? this.log?.round ?? 0;
    const log = this.log;
    if (log && log.round === r && size(log.lines) + size(lines) <= ROUND_LOG_SIZE) {
      log.lines.push(...lines);
      await this.messages.edit(log.id, roundLogMessage(log.round, log.part, log.lines, this.language));
      return false;
    }
    // A batch longer than one message (several Automa turns at once) goes on in the next ones,
    // whole lines each, so that no line is cut.
    let part = log?.round === r ? log.part : 0;
    for (const kept of inParts(lines)) {
      part++;
      const id = await this.messages.post(roundLogMessage(r, part, kept, this.language));
      this.log = { id, round: r, part, lines: kept };
    }
    return true;
  }
}

/** Lines in runs that each fit a round log message (a single longer line stays whole, to be clipped). */
function inParts(lines: string[]): string[][] {
  const parts: string[][] = [[]];
  for (const line of lines) {
    const last = parts.at(-1) as string[];
    if (last.length > 0 && size(last) + size([line]) > ROUND_LOG_SIZE) parts.push([line]);
    else last.push(line);
  }
  return parts;
}
