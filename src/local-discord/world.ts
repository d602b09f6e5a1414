import {
  type APIGuild,
  type APIGuildMember,
  type APIGuildTextChannel,
  type APIInteractionDataResolvedGuildMember,
  type APIInteractionGuildMember,
  type APIRole,
  type APIThreadChannel,
  type APIUser,
  type ChannelFlags,
  ChannelType,
  type GatewayGuildCreateDispatchData,
  GuildDefaultMessageNotifications,
  GuildExplicitContentFilter,
  type GuildMemberFlags,
  GuildMFALevel,
  GuildNSFWLevel,
  GuildPremiumTier,
  GuildSystemChannelFlags,
  GuildVerificationLevel,
  Locale,
  PermissionFlagsBits,
  type RoleFlags,
} from 'discord-api-types/v10';
import { BotPermissions } from './permissions.ts';
import { newSnowflake, stableSnowflake } from './snowflake.ts';
import { ThreadStates } from './threads.ts';

/** A text channel to create; a bare string is its name. */
export interface ChannelSpec {
  readonly id?: string;
  readonly name: string;
  /** Makes it a public thread of the named text channel (given before it). */
  readonly threadOf?: string;
}

/** A guild to create. Ids are derived from names unless given. */
export interface GuildSpec {
  readonly id?: string;
  readonly name?: string;
  /** Text channels; defaults to `general` and `game`. */
  readonly channels?: readonly (string | ChannelSpec)[];
  /** The server's preferred locale (Community servers set it); defaults to `en-US`. */
  readonly preferredLocale?: Locale;
}

export interface FakeChannel {
  readonly id: string;
  readonly name: string;
  readonly guildId: string;
  /** Set for a thread: the text channel it belongs to. */
  readonly parentId?: string;
}

export interface FakeGuild {
  readonly id: string;
  readonly name: string;
  readonly channels: readonly FakeChannel[];
  readonly preferredLocale: Locale;
}

export interface UserOptions {
  /** Display name; defaults to the user name. */
  readonly globalName?: string;
  /** Permissions on top of @everyone's, e.g. `PermissionFlagsBits.ManageGuild` for a server admin. */
  readonly permissions?: bigint;
  /** The language their Discord client is set to (sent as the interactions' `locale`); defaults to `en-US`. */
  readonly locale?: Locale;
}

/** A person in the fake's guilds (every user is a member of every guild). */
export interface FakeUserInfo {
  readonly id: string;
  readonly username: string;
  readonly globalName: string;
  /** Everything the member may do in a guild: @everyone's permissions plus their own. */
  readonly permissions: bigint;
  readonly locale: Locale;
}

const DEFAULT_CHANNELS = ['general', 'game'];
/** What an ordinary member of a community server may do. */
const EVERYONE_PERMISSIONS =
  PermissionFlagsBits.ViewChannel |
  PermissionFlagsBits.SendMessages |
  PermissionFlagsBits.ReadMessageHistory |
  PermissionFlagsBits.EmbedLinks |
  PermissionFlagsBits.AttachFiles |
  PermissionFlagsBits.AddReactions |
  PermissionFlagsBits.UseExternalEmojis |
  PermissionFlagsBits.UseApplicationCommands |
  PermissionFlagsBits.CreateInstantInvite |
  PermissionFlagsBits.ChangeNickname;
/** Every member's join date: fixed, so payloads are identical from run to run. */
const JOINED_AT = '2024-01-01T00:00:00.000Z';

/**
 * The static side of the fake Discord: the bot, its guilds and channels, and the people in them.
 * Builds the API shapes discord.js needs for each (READY, GUILD_CREATE, interaction members, GET routes).
 */
export class World {
  /** The bot user; its id is also the application id, as for every Discord bot created today. */
  readonly bot: APIUser;
  /** The bot's permission overrides per channel (permissions.ts). */
  readonly botPermissions = new BotPermissions();
  /** Which threads are archived (threads.ts). */
  readonly threads = new ThreadStates();
  readonly guilds: readonly FakeGuild[];
  private readonly usersById = new Map<string, FakeUserInfo>();
  private readonly usersByName = new Map<string, FakeUserInfo>();

  constructor(guilds: readonly GuildSpec[], botName: string) {
    this.bot = {
      id: stableSnowflake(`bot:${botName}`),
      username: botName,
      discriminator: '0000',
      global_name: null,
      avatar: null,
      bot: true,
    };
    this.guilds = guilds.map((spec, index) => {
      const name = spec.name ?? (index === 0 ? 'Hegemony Test Server' : `Hegemony Test Server ${index + 1}`);
      const id = spec.id ?? stableSnowflake(`guild:${name}`);
      const channels: FakeChannel[] = [];
      for (const channel of spec.channels ?? DEFAULT_CHANNELS) {
        const channelSpec: ChannelSpec = typeof channel === 'string' ? { name: channel } : channel;
        const parent =
          channelSpec.threadOf && channels.find((c) => c.name === channelSpec.threadOf && !c.parentId);
        if (channelSpec.threadOf && !parent)
          throw new Error(`no text channel ${channelSpec.threadOf} before its thread`);
        channels.push({
          id: channelSpec.id ?? stableSnowflake(`channel:${id}:${channelSpec.name}`),
          name: channelSpec.name,
          guildId: id,
          ...(parent ? { parentId: parent.id } : {}),
        });
      }
      return { id, name, channels, preferredLocale: spec.preferredLocale ?? Locale.EnglishUS };
    });
  }

  get applicationId(): string {
    return this.bot.id;
  }

  channel(id: string): FakeChannel | undefined {
    for (const guild of this.guilds) {
      const channel = guild.channels.find((c) => c.id === id);
      if (channel) return channel;
    }
    return undefined;
  }

  guild(id: string): FakeGuild | undefined {
    return this.guilds.find((g) => g.id === id);
  }

  /** Creates the user on first use; asking again by the same name returns the same person. */
  addUser(name: string, options: UserOptions = {}): FakeUserInfo {
    const existing = this.usersByName.get(name);
    if (existing) return existing;
    const id = stableSnowflake(`user:${name}`);
    const clash = this.usersById.get(id);
    if (clash || id === this.bot.id) {
      throw new Error(`fake Discord: users '${name}' and '${clash?.username ?? 'bot'}' hash to the same id`);
    }
    const user: FakeUserInfo = {
      id,
      username: name,
      globalName: options.globalName ?? name,
      permissions: EVERYONE_PERMISSIONS | (options.permissions ?? 0n),
      locale: options.locale ?? Locale.EnglishUS,
    };
    this.usersById.set(id, user);
    this.usersByName.set(name, user);
    return user;
  }

  user(id: string): FakeUserInfo | undefined {
    return this.usersById.get(id);
  }

  apiUser(id: string): APIUser | undefined {
    if (id === this.bot.id) return this.bot;
    const user = this.usersById.get(id);
    if (!user) return undefined;
    return { id, username: user.username, discriminator: '0', global_name: user.globalName, avatar: null };
  }

  apiMember(userId: string): APIGuildMember | undefined {
    const user = this.apiUser(userId);
    if (!user) return undefined;
    return { user, ...memberFields() };
  }

  /** The member object inside an interaction: the user, plus their permissions in the channel. */
  interactionMember(user: FakeUserInfo): APIInteractionGuildMember {
    return { ...this.apiMember(user.id)!, permissions: user.permissions.toString() };
  }

  /** A member as it appears in `data.resolved.members`: without `user`, with permissions. */
  resolvedMember(userId: string): APIInteractionDataResolvedGuildMember | undefined {
    const user = this.usersById.get(userId);
    if (!user) return undefined;
    return { ...memberFields(), permissions: user.permissions.toString() };
  }

  apiChannel(channel: FakeChannel): APIGuildTextChannel<ChannelType.GuildText> | APIThreadChannel {
    return channel.parentId ? this.apiThread(channel, channel.parentId) : this.apiTextChannel(channel);
  }

  private apiTextChannel(channel: FakeChannel): APIGuildTextChannel<ChannelType.GuildText> {
    const guild = this.guild(channel.guildId)!;
    return {
      id: channel.id,
      type: ChannelType.GuildText,
      guild_id: channel.guildId,
      name: channel.name,
      position: guild.channels.indexOf(channel),
      permission_overwrites: this.botPermissions.overwrites(channel.id, this.bot.id),
      nsfw: false,
      topic: null,
      last_message_id: null,
      rate_limit_per_user: 0,
      parent_id: null,
      flags: 0 as ChannelFlags,
    };
  }

  /** A public thread, as Discord sends it (in GUILD_CREATE's `threads`, and in interactions). */
  private apiThread(channel: FakeChannel, parentId: string): APIThreadChannel {
    return {
      id: channel.id,
      type: ChannelType.PublicThread,
      guild_id: channel.guildId,
      name: channel.name,
      parent_id: parentId,
      owner_id: this.bot.id,
      last_message_id: null,
      rate_limit_per_user: 0,
      message_count: 0,
      member_count: 1,
      total_message_sent: 0,
      thread_metadata: {
        archived: this.threads.isArchived(channel.id),
        auto_archive_duration: 1440,
        archive_timestamp: JOINED_AT,
        locked: this.threads.isLocked(channel.id),
      },
      flags: 0 as ChannelFlags,
    };
  }

  /** A public thread the bot starts under a text channel (`POST /channels/:id/threads`). */
  addThread(parent: FakeChannel, name: string): FakeChannel {
    const guild = this.guild(parent.guildId);
    if (!guild) throw new Error(`fake Discord: no guild ${parent.guildId}`);
    const thread: FakeChannel = { id: newSnowflake(), name, guildId: parent.guildId, parentId: parent.id };
    (guild.channels as FakeChannel[]).push(thread);
    return thread;
  }

  /** The guild's channels as `GET /guilds/:id/channels` lists them: threads are not among them. */
  textChannels(guild: FakeGuild): FakeChannel[] {
    return guild.channels.filter((c) => !c.parentId);
  }

  apiGuild(guild: FakeGuild): APIGuild {
    return {
      id: guild.id,
      name: guild.name,
      icon: null,
      splash: null,
      discovery_splash: null,
      banner: null,
      description: null,
      owner_id: this.bot.id,
      afk_channel_id: null,
      afk_timeout: 300,
      verification_level: GuildVerificationLevel.None,
      default_message_notifications: GuildDefaultMessageNotifications.OnlyMentions,
      explicit_content_filter: GuildExplicitContentFilter.Disabled,
      roles: [this.everyoneRole(guild)],
      emojis: [],
      stickers: [],
      features: [],
      mfa_level: GuildMFALevel.None,
      application_id: null,
      system_channel_id: null,
      system_channel_flags: GuildSystemChannelFlags.SuppressJoinNotifications,
      rules_channel_id: null,
      vanity_url_code: null,
      premium_tier: GuildPremiumTier.None,
      preferred_locale: guild.preferredLocale,
      public_updates_channel_id: null,
      nsfw_level: GuildNSFWLevel.Default,
      premium_progress_bar_enabled: false,
      hub_type: null,
      safety_alerts_channel_id: null,
      incidents_data: null,
    };
  }

  /** The full guild the gateway sends after READY, with channels and every member known so far. */
  guildCreate(guild: FakeGuild): GatewayGuildCreateDispatchData {
    const memberIds = [this.bot.id, ...this.usersById.keys()];
    return {
      ...this.apiGuild(guild),
      joined_at: JOINED_AT,
      large: false,
      member_count: memberIds.length,
      voice_states: [],
      members: memberIds.map((id) => this.apiMember(id)!),
      channels: this.textChannels(guild).map((channel) => this.apiTextChannel(channel)),
      threads: guild.channels.flatMap((c) => (c.parentId ? [this.apiThread(c, c.parentId)] : [])),
      presences: [],
      stage_instances: [],
      guild_scheduled_events: [],
      soundboard_sounds: [],
    };
  }

  /** discord.js computes permissions from the @everyone role, whose id is the guild id. */
  private everyoneRole(guild: FakeGuild): APIRole {
    return {
      id: guild.id,
      name: '@everyone',
      color: 0,
      colors: { primary_color: 0, secondary_color: null, tertiary_color: null },
      hoist: false,
      position: 0,
      permissions: EVERYONE_PERMISSIONS.toString(),
      managed: false,
      mentionable: false,
      flags: 0 as RoleFlags,
    };
  }
}

/** A plain member of the guild: no nickname, no roles beyond @everyone. */
function memberFields(): Omit<APIGuildMember, 'user'> {
  return {
    nick: null,
    avatar: null,
    roles: [],
    joined_at: JOINED_AT,
    premium_since: null,
    deaf: false,
    mute: false,
    flags: 0 as GuildMemberFlags,
    pending: false,
    communication_disabled_until: null,
  };
}
