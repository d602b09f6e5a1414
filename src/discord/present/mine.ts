/**
 * `/game mine`: every game of this server where the user is seated, with whose move it is and a
 * link that jumps to its board; the games waiting for them first.
 */
import type { ClassId } from '../../data/common.ts';
import { CLASS_NAMES } from '../../data/names.ts';
import { view } from '../../engine/index.ts';
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
function gameLines(record: GameRecord, userId: string): string {
  const link = record.boardMessageId
    ? messageLink(record.guildId, record.channelId, record.boardMessageId)
    : channelLink(record.guildId, record.channelId);
  const classes = seatsOf(record, userId)
    .map((c: ClassId) => `${CLASS_EMOJI[c]} ${CLASS_NAMES[c]}`)
    .join(', ');
  const head = `<#${record.channelId}> — ${classes} · [board](${link})`;
  if (record.status === 'lobby')
    return `${head}\n  Lobby: waiting for players to join and the host to start.`;
  const state = record.state;
  if (!state) return head;
  const v = view(state, 'public');
  const asked = askedLines(record, waitingSeats(state), v);
  return [head, ...asked.map((l) => `  ${l}`)].join('\n');
}

export function myGamesMessage(userId: string, records: readonly GameRecord[]): MessagePayload {
  if (records.length === 0)
    return { content: 'You are not seated in any game in this server. `/hegemony new` opens one.' };
  const waiting = records.filter((r) => waitsFor(r, userId));
  const others = records.filter((r) => !waitsFor(r, userId));
  const parts = [
    ...(waiting.length > 0
      ? [`**Waiting for you (${waiting.length})**`, ...waiting.map((r) => gameLines(r, userId))]
      : ['Nothing is waiting for you right now.']),
    ...(others.length > 0
      ? [`**Your other games (${others.length})**`, ...others.map((r) => gameLines(r, userId))]
      : []),
  ];
  return { content: clip(parts.join('\n'), LIMITS.content), embeds: [], components: [] };
}
