/**
 * The two kinds of log message in a game's channel. The turn message is the latest one: what
 * happened since the last ping, who must play now (mentioned), the button that opens their own
 * panel and a link to the live board. Round logs above it hold the earlier lines of each round.
 */
import { ButtonStyle, ComponentType } from 'discord.js';
import { type GameLocale, t as words } from '../../i18n/index.ts';
import { messageLink } from '../../table/games.ts';
import { encodeCustomId } from '../custom-id.ts';
import { clip, LIMITS, type MessagePayload } from '../limits.ts';
import { secretWords } from './text.ts';

/** Where a game lives, for its buttons and its board link. */
export interface GamePlace {
  id: string;
  guildId: string;
  channelId: string;
  boardMessageId: string | null;
  /** The game's language (absent: English). */
  language?: GameLocale;
}

export interface TurnText {
  lines: string[];
  /** What the players waited for are asked now, each line starting with their mention. */
  pings: string[];
  waiting: boolean;
  secret: boolean;
  /** The kind of the secret question (a bid, or a Hidden Agenda). */
  secretKind?: string;
  over: string | null;
  /** Users the message notified when it was posted. */
  notified?: string[];
}

/**
 * The text of a turn message: who is to play and what they are asked (first, so that a phone's
 * notification shows it), then what happened, or how the game ended.
 */
export function turnText(game: GamePlace, t: TurnText): string {
  const l = game.language ?? 'en';
  const link = game.boardMessageId ? messageLink(game.guildId, game.channelId, game.boardMessageId) : null;
  const board = link ? words(l, 'turn.boardLinked', { link }) : words(l, 'turn.board');
  const end = t.over ? [words(l, 'turn.over', { over: t.over, board })] : [];
  // The lines that mention whoever the message notified come first (what they are asked, a
  // reminder, a seat handed to them): a phone's notification shows the start of a message.
  const notifies = (line: string) => (t.notified ?? []).some((u) => line.includes(`<@${u}>`));
  const all = [...t.pings, ...t.lines];
  return [...all.filter(notifies), ...all.filter((l) => !notifies(l)), ...end].join('\n');
}

type Button = NonNullable<MessagePayload['components']>[number]['components'][number];

/** The link button to the game's live board, once it has one. */
export function boardLink(game: GamePlace): Button | null {
  if (!game.boardMessageId) return null;
  return {
    type: ComponentType.Button,
    style: ButtonStyle.Link,
    url: messageLink(game.guildId, game.channelId, game.boardMessageId),
    label: words(game.language ?? 'en', 'turn.boardButton'),
    emoji: { name: '🗺️' },
  };
}

/** The turn message: its text, the panel button while someone is waited for, and the board link. */
export function turnMessage(game: GamePlace, text: TurnText, users: string[] = []): MessagePayload {
  // The users a new message notifies lead it; an edit notifies nobody and keeps its order.
  const t = users.length > 0 ? { ...text, notified: users } : text;
  const l = game.language ?? 'en';
  const components: NonNullable<MessagePayload['components']>[number]['components'] = [];
  if (t.waiting)
    components.push({
      type: ComponentType.Button,
      style: ButtonStyle.Primary,
      custom_id: encodeCustomId({ kind: 'open', game: game.id }),
      label: t.secret ? secretWords(t.secretKind, l).button : words(l, 'board.openPanel'),
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
export function roundLogMessage(
  round: number,
  part: number,
  lines: string[],
  l: GameLocale = 'en',
): MessagePayload {
  return {
    content: '',
    embeds: [
      {
        title: words(l, part > 1 ? 'turn.roundContinued' : 'turn.round', { round }),
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
