import { type APIDMChannel, type APIUser, type ChannelFlags, ChannelType } from 'discord-api-types/v10';
import { newSnowflake } from './snowflake.ts';

/** A user's direct-message channel with the bot. */
export interface FakeDmChannel {
  readonly id: string;
  readonly recipientId: string;
}

/**
 * The bot's direct-message channels, one per user, opened on first ask (`POST /users/@me/channels`
 * answers with the same channel every time), and the users who do not accept direct messages
 * from it (their privacy settings, or the bot blocked): a message to them gets code 50007.
 */
export class DirectChannels {
  private readonly byUser = new Map<string, FakeDmChannel>();
  private readonly byId = new Map<string, FakeDmChannel>();
  private readonly refusing = new Set<string>();

  open(recipientId: string): FakeDmChannel {
    let channel = this.byUser.get(recipientId);
    if (!channel) {
      channel = { id: newSnowflake(), recipientId };
      this.byUser.set(recipientId, channel);
      this.byId.set(channel.id, channel);
    }
    return channel;
  }

  channel(id: string): FakeDmChannel | undefined {
    return this.byId.get(id);
  }

  /** The user's channel, if the bot ever opened one. */
  of(userId: string): FakeDmChannel | undefined {
    return this.byUser.get(userId);
  }

  refuse(userId: string, refuses: boolean): void {
    if (refuses) this.refusing.add(userId);
    else this.refusing.delete(userId);
  }

  refuses(userId: string): boolean {
    return this.refusing.has(userId);
  }

  /** The channel as Discord returns it: its one recipient, never a name. */
  api(channel: FakeDmChannel, recipient: APIUser): APIDMChannel {
    return {
      id: channel.id,
      type: ChannelType.DM,
      name: null,
      last_message_id: null,
      recipients: [recipient],
      flags: 0 as ChannelFlags,
    };
  }
}
