/**
 * `/game mine`: every game of this server where the user is seated, with whose move it is and a
 * link that jumps to its board; the games waiting for them first.
 */
import type { ClassId } from '../../data/common.ts';
import { view } from '../../engine/index.ts';
import { gameWords } from '../../i18n/game-words/index.ts';
import { type GameLocale, t } from '../../i18n/index.ts';
import type { GameRecord } from '../../store/types.ts';
import { channelLink, messageLink } from '../../table/games.ts';
import { seatsOf, waitingSeats } from '../../table/questions.ts';
import { clip, LIMITS, type MessagePayload } from '../limits.ts';
import { askedLines } from './asked.ts';
import { CLASS_EMOJI } from './text.ts';

/** Whether the game waits for one of the user's seats now. */
export function waitsFor(record: GameRecord, userId: string): boolean {
  if (record.status !== 'playing' || !record.state) return false;
  const mine = seatsOf(record, userId);
  return waitingSeats(record.state).some((w) => mine.includes(w.seat));
}

/** One game's entry: where it is, the user's class, and whose move it is. */
function gameLines(record: GameRecord, userId: string, l: GameLocale): string {
  const link = record.boardMessageId
    ? messageLink(record.guildId, record.channelId, record.boardMessageId)
    : channelLink(record.guildId, record.channelId);
  const classes = seatsOf(record, userId)
    .map((c: ClassId) => `${CLASS_EMOJI[c]} ${gameWords(l).classes[c]}`)
    .join(', ');
  const head = `<#${record.channelId}> — ${classes} · [board](${link})`;
  if (record.status === 'lobby') return `${head}\n  ${t(l, 'mine.lobby')}`;
  const state = record.state;
  if (!state) return head;
  const v = view(state, 'public');
  const asked = askedLines(record, waitingSeats(state), v, [], l);
  return [head, ...asked.map((l) => `  ${l}`)].join('\n');
}

/** The player's games in this server, in their language. */
export function myGamesMessage(
  userId: string,
  records: readonly GameRecord[],
  l: GameLocale = 'en',
): MessagePayload {
  if (records.length === 0) return { content: t(l, 'mine.none') };
  const waiting = records.filter((r) => waitsFor(r, userId));
  const others = records.filter((r) => !waitsFor(r, userId));
  const parts = [
    ...(waiting.length > 0
      ? [t(l, 'mine.waiting', { count: waiting.length }), ...waiting.map((r) => gameLines(r, userId, l))]
      : [t(l, 'mine.nothing')]),
    ...(others.length > 0
      ? [t(l, 'mine.others', { count: others.length }), ...others.map((r) => gameLines(r, userId, l))]
      : []),
  ];
  return { content: clip(parts.join('\n'), LIMITS.content), embeds: [], components: [] };
}
