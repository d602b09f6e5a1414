/**
 * The bot's permissions in each channel, as a server's channel overrides set them: every permission
 * but Administrator by default, less what a test denies with `fake.denyBot(channel, …)` — a
 * permission overwrite on the bot's member in that channel; a thread follows its parent channel.
 * Message writes are checked as Discord checks them:
 *
 * - without View Channel, anything in the channel: 403, 50001 "Missing Access";
 * - a new message without Send Messages (Send Messages in Threads, in a thread), or with files
 *   without Attach Files: 403, 50013 "Missing Permissions";
 * - embeds without Embed Links are dropped, as Discord does for a bot's embeds, and the message is
 *   kept without them (empty then: 50006).
 *
 * These refusals are the server's setting, not the bot's mistake: they are not violations.
 */
import { PermissionFlagsBits, RESTJSONErrorCodes } from 'discord-api-types/v10';
import { ApiError } from './api-error.ts';

/**
 * Every permission but Administrator (which, like owning the server, would override every channel
 * override): what a bot invited with broad rights has, and what a channel override can take away.
 */
const BOT_PERMISSIONS =
  Object.values(PermissionFlagsBits).reduce((all, bit) => all | bit, 0n) & ~PermissionFlagsBits.Administrator;

/** A channel, or a thread with its parent (world.ts's FakeChannel). */
interface Place {
  readonly id: string;
  readonly parentId?: string;
}

export class BotPermissions {
  private readonly denied = new Map<string, bigint>();

  deny(channelId: string, bits: bigint): void {
    this.denied.set(channelId, (this.denied.get(channelId) ?? 0n) | bits);
  }

  /** Takes the override away (all of it, or only these bits). */
  restore(channelId: string, bits?: bigint): void {
    const left = bits === undefined ? 0n : (this.denied.get(channelId) ?? 0n) & ~bits;
    if (left === 0n) this.denied.delete(channelId);
    else this.denied.set(channelId, left);
  }

  /** What the channel's own override denies (for its `permission_overwrites`). */
  deniedOn(channelId: string): bigint {
    return this.denied.get(channelId) ?? 0n;
  }

  /** The bot's permissions in a channel (a thread: its parent's overrides too). */
  in(channel: Place): bigint {
    const denied = this.deniedOn(channel.id) | (channel.parentId ? this.deniedOn(channel.parentId) : 0n);
    return BOT_PERMISSIONS & ~denied;
  }

  /** Refuses what the bot may not do in the channel; returns whether embeds are to be dropped. */
  checkWrite(
    channel: Place,
    write: { create: boolean; files: number; embeds: boolean },
  ): { dropEmbeds: boolean } {
    const perms = this.in(channel);
    const has = (bit: bigint) => (perms & bit) === bit;
    if (!has(PermissionFlagsBits.ViewChannel))
      throw new ApiError(403, RESTJSONErrorCodes.MissingAccess, 'Missing Access', undefined);
    const send = channel.parentId
      ? PermissionFlagsBits.SendMessagesInThreads
      : PermissionFlagsBits.SendMessages;
    if ((write.create && !has(send)) || (write.files > 0 && !has(PermissionFlagsBits.AttachFiles)))
      throw new ApiError(403, RESTJSONErrorCodes.MissingPermissions, 'Missing Permissions', undefined);
    return { dropEmbeds: write.embeds && !has(PermissionFlagsBits.EmbedLinks) };
  }

  /** A channel's `permission_overwrites`: the bot member's override, if any. */
  overwrites(channelId: string, botId: string) {
    const deny = this.deniedOn(channelId);
    return deny === 0n ? [] : [{ id: botId, type: 1 as const, allow: '0', deny: deny.toString() }];
  }
}
