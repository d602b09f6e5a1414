/**
 * A clock notice in a player's direct messages (`/hegemony me dm:true`): the sentence the channel
 * shows too, in the player's words, and the way back to the game.
 */
import { ButtonStyle, ComponentType } from 'discord.js';
import { channelLink, messageLink } from '../../table/games.ts';
import { clip, LIMITS, type MessagePayload } from '../limits.ts';
import type { GamePlace } from './turn.ts';

export function directMessage(game: GamePlace, text: string): MessagePayload {
  const components: NonNullable<MessagePayload['components']>[number]['components'] = [
    {
      type: ComponentType.Button,
      style: ButtonStyle.Link,
      url: channelLink(game.guildId, game.channelId),
      label: 'Go to the game',
      emoji: { name: '🎲' },
    },
  ];
  if (game.boardMessageId)
    components.push({
      type: ComponentType.Button,
      style: ButtonStyle.Link,
      url: messageLink(game.guildId, game.channelId, game.boardMessageId),
      label: 'Board',
      emoji: { name: '🗺️' },
    });
  return {
    content: clip(text, LIMITS.content),
    embeds: [],
    components: [{ type: ComponentType.ActionRow, components }],
    allowedMentions: { users: [] },
  };
}
