/**
 * Named guards: each checks one thing about who may do what, and throws a UserError with the
 * sentence the player reads. Handlers and the game service apply them by name.
 */
import type { ClassId } from '../data/common.ts';
import { CLASS_NAMES } from '../data/names.ts';
import type { GameRecord } from '../store/types.ts';
import { UserError } from './errors.ts';
import { seatsOf } from './questions.ts';

export const NO_GAME = 'There is no game in this channel. Start one with `/hegemony new`.';

/** There is a game here — and, for a button, it is the game the button was made for. */
export function requireGame(record: GameRecord | undefined, gameId?: string): GameRecord {
  if (!record) {
    throw new UserError(
      gameId ? 'That game is over; this button no longer does anything.' : NO_GAME,
      'missing',
    );
  }
  if (gameId !== undefined && record.id !== gameId) {
    throw new UserError('That button belongs to an earlier game in this channel.', 'stale');
  }
  return record;
}

export function requireLobby(record: GameRecord): GameRecord {
  if (record.status !== 'lobby') throw new UserError('The game has already started.', 'stale');
  return record;
}

export function requirePlaying(record: GameRecord): GameRecord {
  if (record.status === 'lobby')
    throw new UserError(
      'The game has not started yet: join on the lobby message, then the host presses Start.',
    );
  if (record.status !== 'playing' || !record.state) throw new UserError('This game is over.', 'stale');
  return record;
}

/** The user plays in the game; returns their seats. */
export function requirePlayer(record: GameRecord, userId: string): ClassId[] {
  const seats = seatsOf(record, userId);
  if (seats.length === 0) throw new UserError('You are not playing in this game.', 'forbidden');
  return seats;
}

/** Only a seat's owner answers that seat's questions. */
export function requireSeatOwner(record: GameRecord, seat: ClassId, userId: string) {
  const owner = record.seats[seat]?.userId;
  if (owner === userId) return;
  if (seatsOf(record, userId).length === 0)
    throw new UserError('You are not playing in this game.', 'forbidden');
  throw new UserError(
    `That is the ${CLASS_NAMES[seat]}'s choice${owner ? `, and only <@${owner}> can make it` : ''}.`,
    'forbidden',
  );
}

/** The host, or a member who may manage the server or channel. */
export function requireHostOrAdmin(record: GameRecord, userId: string, isAdmin: boolean, what: string) {
  if (record.hostId === userId || isAdmin) return;
  throw new UserError(`Only the host (<@${record.hostId}>) or a server admin can ${what}.`, 'forbidden');
}
