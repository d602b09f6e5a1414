/**
 * Lobbies do not last for ever, and nobody holds a server's channels with them: a lobby expires
 * after `LobbyLimits.expiryMs` (48 hours by default), and a user hosts at most
 * `LobbyLimits.perHost` open lobbies per server.
 */

import { list, type SaidList, said } from '../engine/index.ts';
import { DamagedRecordError } from '../store/errors.ts';
import { type GameRecord, type GameStore, gameKey } from '../store/types.ts';
import { refused, type UserError } from './errors.ts';

export interface LobbyLimits {
  /** How long a lobby stays open for players to join. */
  expiryMs: number;
  /** Open lobbies one user may host in one server. */
  perHost: number;
}

export const DEFAULT_LOBBY_LIMITS: LobbyLimits = { expiryMs: 48 * 3_600_000, perHost: 3 };

export function isExpired(record: GameRecord, limits: LobbyLimits, now: Date): boolean {
  return record.status === 'lobby' && now.getTime() - Date.parse(record.createdAt) > limits.expiryMs;
}

/** The refusal of a lobby that has expired, saying how long lobbies stay open. */
export function lobbyExpired(limits: LobbyLimits): UserError {
  return refused('newGame.expired', { duration: duration(limits.expiryMs) }, 'stale');
}

/** The record of a lobby closed because it expired: abandoned, with a line in its admin log. */
export function expire(record: GameRecord, at: string): GameRecord {
  return {
    ...record,
    status: 'abandoned',
    admin: [...record.admin, { at, by: 'expiry', what: 'expire' }],
  };
}

/**
 * Refuses a new lobby to a host who already has `limits.perHost` open ones in the server (the
 * lobby in `channelId` itself aside). The store's index is checked against each channel's record,
 * so a lobby that was started, abandoned, expired or lost since does not count.
 */
export async function checkLobbyLimit(
  store: GameStore,
  limits: LobbyLimits,
  now: Date,
  where: { guildId: string; channelId: string; hostId: string },
): Promise<void> {
  const listed = (await store.lobbiesOf(where.guildId, where.hostId)).filter(
    (l) => l.channelId !== where.channelId,
  );
  if (listed.length < limits.perHost) return;
  const open: string[] = [];
  for (const lobby of listed) {
    // A channel whose record is damaged holds no open lobby; a store that does not answer is an error.
    const record = await store.get(gameKey(where.guildId, lobby.channelId)).catch((error: unknown) => {
      if (error instanceof DamagedRecordError) return undefined;
      throw error;
    });
    if (
      record?.id === lobby.gameId &&
      record.hostId === where.hostId &&
      record.status === 'lobby' &&
      !isExpired(record, limits, now)
    )
      open.push(lobby.channelId);
  }
  if (open.length >= limits.perHost) {
    throw refused(
      'newGame.lobbyLimit',
      {
        n: open.length,
        channels: list(
          open.map((channel) => said('item.channel', { channel })),
          'comma',
        ),
      },
      'refused',
    );
  }
}

/** A duration in the largest whole unit that fits: "48 hours", "1 hour", "30 minutes", "1 second". */
function duration(ms: number): SaidList {
  const units: Array<['hours' | 'minutes' | 'seconds', number]> = [
    ['hours', 3_600_000],
    ['minutes', 60_000],
    ['seconds', 1000],
  ];
  const [unit, size] = units.find(([, size]) => ms >= size) ?? ['seconds', 1000];
  return list([said(`item.${unit}`, { count: Math.round(ms / size) })]);
}
