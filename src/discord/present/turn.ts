/**
 * The two kinds of log message in a game's channel. The turn message is the latest one: what
 * happened since the last ping, who must play now (mentioned), the button that opens their own
 * panel and a link to the live board. Round logs above it hold the earlier lines of each round.
 */
import { ButtonStyle, ComponentType } from 'discord.js';
import { messageLink } from '../../table/games.ts';
import { encodeCustomId } from '../custom-id.ts';
import { clip, LIMITS, type MessagePayload } from '../limits.ts';

/** Where a game lives, for its buttons and its board link. */
export interface GamePlace {
  id: string;
  guildId: string;
  channelId: string;
  boardMessageId: string | null;
}

export interface TurnText {
  lines: string[];
  pings: string[];
  waiting: boolean;
  secret: boolean;
  over: string | null;
}

/** The text of a turn message: what happened, then who is to play (or how the game ended). */
export function turnText(game: GamePlace, t: TurnText): string {
  const link = game.boardMessageId ? messageLink(game.guildId, game.channelId, game.boardMessageId) : null;
  const end = t.over
    ? [
        `${t.over} Final scores are on the ${link ? `[board](${link})` : 'board'}; \`/score\` for the breakdown.`,
      ]
    : [];
  return [...t.lines, ...t.pings, ...end].join('\n');
}

type Button = NonNullable<MessagePayload['components']>[number]['components'][number];

/** The link button to the game's live board, once it has one. */
export function boardLink(game: GamePlace): Button | null {
  if (!game.boardMessageId) return null;
  return {
    type: ComponentType.Button,
    style: ButtonStyle.Link,
    url: messageLink(game.guildId, game.channelId, game.boardMessageId),
    label: 'Board',
    emoji: { name: '🗺️' },
  };
}

/** The turn message: its text, the panel button while someone is waited for, and the board link. */
export function turnMessage(game: GamePlace, t: TurnText, users: string[] = []): MessagePayload {
  const components: NonNullable<MessagePayload['components']>[number]['components'] = [];
  if (t.waiting)
    components.push({
      type: ComponentType.Button,
      style: ButtonStyle.Primary,
      custom_id: encodeCustomId({ kind: 'open', game: game.id }),
      label: t.secret ? 'Place your bid' : 'Open my panel',
      emoji: { name: t.secret ? '🔒' : '🃏' },
    });
  const board = boardLink(game);
  if (board) components.push(board);
  return {
    content: clip(turnText(game, t), LIMITS.content),
    embeds: [],
    components: components.length ? [{ type: ComponentType.ActionRow, components }] : [],
    allowedMentions: { users },
  };
}

/** A round's log: its lines in one embed (a long round goes on in another message). */
export function roundLogMessage(round: number, part: number, lines: string[]): MessagePayload {
  return {
    content: '',
    embeds: [
      {
        title: `📜 Round ${round}${part > 1 ? ` (continued)` : ''}`,
        description: clip(lines.join('\n'), LIMITS.embedDescription),
        color: 0x2f3136,
      },
    ],
    components: [],
  };
}

/** Characters a round log message holds before the next one starts. */
export const ROUND_LOG_SIZE = LIMITS.embedDescription - 96;
/** Characters a turn message's text keeps; older lines move to the round log. */
export const TURN_SIZE = LIMITS.content - 400;
