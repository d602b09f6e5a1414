/**
 * The index of who is seated where: `seated:<guild>:<user>:<channel>` → the game's id, for each
 * person seated in a game in play or in a lobby, kept in the same commit as the record (like the
 * lobby and due indexes), so `/game mine` lists a player's games without reading every channel.
 * A game that ends, is archived or set aside leaves it; games saved before the index existed
 * join it at their next change.
 */
import type { Write } from './backend.ts';
import { encodeValue } from './codec.ts';
import type { GameRecord } from './types.ts';

export const SEATED_PREFIX = 'seated:';

/** The people seated in a game that is still open (in play or in its lobby). */
function seatedUsers(record: GameRecord | null | undefined): string[] {
  if (!record || (record.status !== 'playing' && record.status !== 'lobby')) return [];
  return [...new Set(Object.values(record.seats).flatMap((s) => (s?.userId ? [s.userId] : [])))];
}

export function seatedKey(guildId: string, userId: string, channelId: string): string {
  return `${SEATED_PREFIX}${guildId}:${userId}:${channelId}`;
}

/** The index entries to change when `before` is replaced by `after` (null: archived). */
export function seatedIndex(before: GameRecord | undefined, after: GameRecord | null): Write[] {
  const was = seatedUsers(before);
  const is = seatedUsers(after);
  const writes: Write[] = [];
  for (const user of was)
    if (!is.includes(user) && before)
      writes.push({ key: seatedKey(before.guildId, user, before.channelId), value: null });
  for (const user of is)
    if (after && (!was.includes(user) || before?.id !== after.id))
      writes.push({
        key: seatedKey(after.guildId, user, after.channelId),
        value: encodeValue({ gameId: after.id }),
      });
  return writes;
}
