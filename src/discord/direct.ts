/**
 * Clock notices by direct message, for players who asked (`/hegemony me dm:true`). They are part
 * of the log entry saved with the change (the outbox), so what a crash left unsent is sent after
 * the restart; each goes with a nonce of its own (per player: Discord keys nonces per author), which
 * Discord enforces, so one already sent before the crash is not sent twice. They go before the channel line, which then notifies only the
 * players who could not be reached (their direct messages closed, code 50007, or any failure).
 */
import { type APIDMChannel, DiscordAPIError, type REST, RESTJSONErrorCodes, Routes } from 'discord.js';
import type { Logger } from '../log.ts';
import type { MessagePayload } from './limits.ts';
import { directMessage } from './present/direct.ts';
import type { DirectLine, LogEntry } from './present/log.ts';
import type { GamePlace } from './present/turn.ts';

/**
 * The nonce of the n-th direct message of a change. Discord keeps an enforced nonce per author —
 * the bot — not per channel: two players' messages sharing one would post only the first, and the
 * second would come back as "sent". So each gets its own, as stable as the change's (at most 25
 * characters, never equal to the channel line's, which has no `d`).
 */
export function directNonce(changeNonce: string, n: number): string {
  return `${changeNonce.slice(0, 22)}d${n}`;
}

/** Posts a message in a channel (a DM channel too), once per nonce. */
type Post = (channelId: string, payload: MessagePayload, nonce: string) => Promise<string>;

export class DirectMessages {
  constructor(
    private readonly rest: REST,
    private readonly log: Logger,
    private readonly post: Post,
  ) {}

  /**
   * Sends the entry's direct messages; returns the entry as the channel is to get it, notifying
   * those who could not be reached.
   */
  async deliver(game: GamePlace, entry: LogEntry, nonce: string): Promise<LogEntry> {
    const missed: string[] = [];
    const notes = entry.direct ?? [];
    for (const [n, note] of notes.entries())
      if (!(await this.send(game, note, directNonce(nonce, n)))) missed.push(note.userId);
    if (missed.length === 0) return entry;
    return { ...entry, users: [...new Set([...entry.users, ...missed])] };
  }

  private async send(game: GamePlace, note: DirectLine, nonce: string): Promise<boolean> {
    try {
      // Discord gives the same DM channel each time it is asked for one with this user.
      const channel = (await this.rest.post(Routes.userChannels(), {
        body: { recipient_id: note.userId },
      })) as APIDMChannel;
      await this.post(channel.id, directMessage(game, note.text), nonce);
      return true;
    } catch (error) {
      // Only the code: the error carries the request, and the message is not the log's to keep.
      const code = error instanceof DiscordAPIError ? error.code : undefined;
      const where = { guild: game.guildId, channel: game.channelId, game: game.id, user: note.userId, code };
      if (code === RESTJSONErrorCodes.CannotSendMessagesToThisUser)
        this.log.info(where, 'direct message refused: the player is pinged in the channel instead');
      else this.log.warn(where, 'direct message failed: the player is pinged in the channel instead');
      return false;
    }
  }
}
