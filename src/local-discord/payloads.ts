import { randomBytes } from 'node:crypto';
import {
  type APIApplicationCommandAutocompleteGuildInteraction,
  type APIChatInputApplicationCommandGuildInteraction,
  type APIChatInputApplicationCommandInteractionData,
  type APIMessage,
  type APIMessageComponentGuildInteraction,
  type APIModalSubmission,
  type APIModalSubmitGuildInteraction,
  ApplicationIntegrationType,
  ComponentType,
  InteractionContextType,
  InteractionType,
  Locale,
} from 'discord-api-types/v10';
import { newSnowflake } from './snowflake.ts';
import type { FakeChannel, FakeUserInfo, World } from './world.ts';

/** Who acts, where: the common part of every interaction payload. */
export interface InteractionSource {
  readonly world: World;
  readonly user: FakeUserInfo;
  readonly channel: FakeChannel;
  /** Sent as `attachment_size_limit`. */
  readonly fileSizeLimit: number;
}

/**
 * The fields every guild interaction carries. discord.js throws without `member.user`, `entitlements`
 * and `authorizing_integration_owners` (design notes §2), so they are always present.
 */
function base<T extends InteractionType>(source: InteractionSource, type: T) {
  const { world, user, channel } = source;
  const guildLocale = world.guild(channel.guildId)?.preferredLocale ?? Locale.EnglishUS;
  return {
    id: newSnowflake(),
    application_id: world.applicationId,
    type,
    // Interaction tokens are long opaque strings; base64url keeps them safe in a URL path.
    token: randomBytes(48).toString('base64url'),
    version: 1 as const,
    guild_id: channel.guildId,
    guild: { id: channel.guildId, features: [], locale: guildLocale },
    channel_id: channel.id,
    channel: world.apiChannel(channel),
    member: world.interactionMember(user),
    // What the bot may do in this channel, as Discord sends it with every interaction.
    app_permissions: world.botPermissions.in(channel).toString(),
    locale: user.locale,
    guild_locale: guildLocale,
    entitlements: [],
    authorizing_integration_owners: { [ApplicationIntegrationType.GuildInstall]: channel.guildId },
    context: InteractionContextType.Guild,
    attachment_size_limit: source.fileSizeLimit,
  };
}

export function chatInputInteraction(
  source: InteractionSource,
  data: APIChatInputApplicationCommandInteractionData,
): APIChatInputApplicationCommandGuildInteraction {
  return { ...base(source, InteractionType.ApplicationCommand), data };
}

export function autocompleteInteraction(
  source: InteractionSource,
  data: APIChatInputApplicationCommandInteractionData,
): APIApplicationCommandAutocompleteGuildInteraction {
  // Autocomplete options have the same shape, with partial input as text (see command-options.ts).
  const autocompleteData = {
    ...data,
    options: data.options ?? [],
  } as APIApplicationCommandAutocompleteGuildInteraction['data'];
  return { ...base(source, InteractionType.ApplicationCommandAutocomplete), data: autocompleteData };
}

export function buttonInteraction(
  source: InteractionSource,
  message: APIMessage,
  customId: string,
): APIMessageComponentGuildInteraction {
  return {
    ...base(source, InteractionType.MessageComponent),
    data: { custom_id: customId, component_type: ComponentType.Button },
    message,
  };
}

export function stringSelectInteraction(
  source: InteractionSource,
  message: APIMessage,
  customId: string,
  values: readonly string[],
): APIMessageComponentGuildInteraction {
  return {
    ...base(source, InteractionType.MessageComponent),
    data: { custom_id: customId, component_type: ComponentType.StringSelect, values: [...values] },
    message,
  };
}

/** `message` is the message whose component opened the modal, when one did. */
export function modalSubmitInteraction(
  source: InteractionSource,
  data: APIModalSubmission,
  message: APIMessage | undefined,
): APIModalSubmitGuildInteraction {
  const payload: APIModalSubmitGuildInteraction = { ...base(source, InteractionType.ModalSubmit), data };
  if (message) payload.message = message;
  return payload;
}
