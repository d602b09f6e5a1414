/**
 * Named guards: each checks one thing about who may do what, and throws a UserError with the
 * sentence the player reads. Handlers and the game service apply them by name.
 */
import type { ClassId } from '../data/common.ts';
import type { GameRecord } from '../store/types.ts';
import { refused } from './errors.ts';
import { seatsOf } from './questions.ts';

/** There is a game here — and, for a button, it is the game the button was made for. */
export function requireGame(record: GameRecord | undefined, gameId?: string): GameRecord {
  if (!record) {
    throw refused(gameId ? 'game.buttonOver' : 'game.none', undefined, 'missing');
  }
  if (gameId !== undefined && record.id !== gameId) {
    throw refused('game.earlier', undefined, 'stale');
  }
  return record;
}

export function requireLobby(record: GameRecord): GameRecord {
  if (record.status !== 'lobby') throw refused('game.started', undefined, 'stale');
  return record;
}

export function requirePlaying(record: GameRecord): GameRecord {
  if (record.status === 'lobby') throw refused('game.notStarted');
  if (record.status !== 'playing' || !record.state) throw refused('game.over', undefined, 'stale');
  return record;
}

/** The user plays in the game; returns their seats. */
export function requirePlayer(record: GameRecord, userId: string): ClassId[] {
  const seats = seatsOf(record, userId);
  if (seats.length === 0) throw refused('game.notPlaying', undefined, 'forbidden');
  return seats;
}

/** Only a seat's owner answers that seat's questions. */
export function requireSeatOwner(record: GameRecord, seat: ClassId, userId: string) {
  const owner = record.seats[seat]?.userId;
  if (owner === userId) return;
  if (seatsOf(record, userId).length === 0) throw refused('game.notPlaying', undefined, 'forbidden');
  throw owner
    ? refused('seat.othersChoice', { class: seat, owner }, 'forbidden')
    : refused('seat.othersChoiceNobody', { class: seat }, 'forbidden');
}

/** The host, or a member who may manage the server or channel. */
export function requireHostOrAdmin(record: GameRecord, userId: string, isAdmin: boolean, what: HostOnly) {
  if (record.hostId === userId || isAdmin) return;
  throw refused(`hostOnly.${what}`, { host: record.hostId }, 'forbidden');
}

/** What only the host or an admin may do (`refusal.hostOnly.<what>`). */
export type HostOnly = 'settings' | 'handSeat' | 'withdrawOffer' | 'chooseSeats' | 'start' | 'abandon';
