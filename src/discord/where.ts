import { type BaseInteraction, PermissionFlagsBits } from 'discord.js';
import { localeOf, t } from '../i18n/index.ts';
import { UserError } from '../table/errors.ts';

/** The guild channel (or thread) an interaction came from; games live only there. */
export function whereOf(interaction: BaseInteraction): { guildId: string; channelId: string } {
  if (!interaction.guildId || !interaction.channelId) {
    // Told in the client's language: reading the player's own choice would need the store.
    throw new UserError(t(localeOf(interaction.locale), 'bot.notInDm'), 'invalid');
  }
  return { guildId: interaction.guildId, channelId: interaction.channelId };
}

/** A member who may manage the server or this channel counts as an admin for game commands. */
export function isAdmin(interaction: BaseInteraction): boolean {
  const p = interaction.memberPermissions;
  return !!p && (p.has(PermissionFlagsBits.ManageGuild) || p.has(PermissionFlagsBits.ManageChannels));
}
