/**
 * A clock notice in a player's direct messages (`/hegemony me dm:true`): the sentence the channel
 * shows too, in the player's words, and the way back to the game — in the game's language, as the
 * sentence is.
 */
import { ButtonStyle, ComponentType } from 'discord.js';
import { t } from '../../i18n/index.ts';
import { channelLink } from '../../table/games.ts';
import { clip, LIMITS, type MessagePayload } from '../limits.ts';
import { boardLink, type GamePlace } from './turn.ts';

export function directMessage(game: GamePlace, text: string): MessagePayload {
  const components: NonNullable<MessagePayload['components']>[number]['components'] = [
    {
      type: ComponentType.Button,
      style: ButtonStyle.Link,
      url: channelLink(game.guildId, game.channelId),
      label: t(game.language ?? 'en', 'direct.toGame'),
      emoji: { name: '🎲' },
    },
  ];
  const board = boardLink(game);
  if (board) components.push(board);
  return {
    content: clip(text, LIMITS.content),
    embeds: [],
    components: [{ type: ComponentType.ActionRow, components }],
    allowedMentions: { users: [] },
  };
}
