/**
 * AI seats at a table: which seats the AI plays (src/ai/, docs/ai.md), and what else the AI may do
 * in a game — suggest an answer to a player who asks (`/hegemony hint`) and play an absent player's
 * seat as its autopilot. To the engine an AI seat is a person's seat (it plays from a hand, any
 * class, the State included); the table knows it is the AI's and lets the AI answer it.
 */
import { type AiLevel, DEFAULT_AI_LEVEL, isAiLevel } from '../ai/levels.ts';
import type { ClassId } from '../data/common.ts';
import { type GameState, pending, type Question } from '../engine/index.ts';
import type { GameRecord } from '../store/types.ts';
import { covered } from './autopilot.ts';
import { refused } from './errors.ts';
import { requirePlaying } from './guards.ts';
import { seatsOf } from './questions.ts';

/** The level of an AI seat; undefined for a seat the AI does not play. */
export function aiLevelOf(record: Pick<GameRecord, 'seats'>, cls: ClassId): AiLevel | undefined {
  const seat = record.seats[cls];
  if (seat?.kind !== 'ai') return undefined;
  return isAiLevel(seat.level) ? seat.level : DEFAULT_AI_LEVEL;
}

/** Seats a person plays (or will, once someone joins). */
export function personSeats(record: Pick<GameRecord, 'seats'>): ClassId[] {
  return (Object.keys(record.seats) as ClassId[]).filter((c) => record.seats[c]?.kind === 'human');
}

/** A game needs at least one person. */
export function requirePersonSeat(record: Pick<GameRecord, 'seats'>) {
  if (personSeats(record).length === 0) throw refused('newGame.allDriven', undefined, 'invalid');
}

/** The record with `cls` played by the AI at `level` (any class, the State too). */
export function withAiSeat(record: GameRecord, cls: ClassId, level: AiLevel): GameRecord {
  if (!record.seats[cls]) throw refused('game.noSeat', { class: cls }, 'invalid');
  const next = { ...record, seats: { ...record.seats, [cls]: { kind: 'ai' as const, level, userId: null } } };
  requirePersonSeat(next);
  return next;
}

/** Whether the lobby may give this seat to the AI now: not taken by a player, and a person's seat remains. */
export function aiAllowed(record: GameRecord, cls: ClassId): boolean {
  const seat = record.seats[cls];
  if (!seat || seat.userId) return false;
  return personSeats(record).some((c) => c !== cls);
}

/** Players may ask the AI for hints: as the game says, else yes except in league games. */
export function hintsAllowed(record: Pick<GameRecord, 'ai' | 'league'>): boolean {
  return record.ai?.hints ?? !record.league;
}

/**
 * The question a player asks the AI about (`/hegemony hint`): their seat's current question, in a
 * game that allows hints. The AI reads only that seat's view of it (src/ai/determinize.ts).
 */
export function hintQuestion(record: GameRecord, userId: string): { seat: ClassId; question: Question } {
  const state = requirePlaying(record).state as GameState;
  const mine = seatsOf(record, userId);
  if (mine.length === 0) throw refused('hint.notPlaying', undefined, 'forbidden');
  if (!hintsAllowed(record)) throw refused(record.league ? 'hint.offInLeague' : 'hint.off');
  for (const seat of mine) {
    const question = pending(state).find((q) => q.seat === seat);
    if (question) return { seat, question };
  }
  throw refused('hint.notAsked');
}

/** The autopilot of an absent player plays as the AI would (a game setting, off by default). */
export function aiAutopilot(record: Pick<GameRecord, 'ai'>): boolean {
  return record.ai?.autopilot === true;
}

/**
 * Who the AI answers for now: its own seats, and — with the AI autopilot on — seats whose player
 * missed a deadline (for that stretch) or is away. Returns the level to think at.
 */
export function aiPlays(record: GameRecord, seat: ClassId, state: GameState): AiLevel | undefined {
  const own = aiLevelOf(record, seat);
  if (own) return own;
  if (!aiAutopilot(record) || record.seats[seat]?.kind !== 'human') return undefined;
  const absent = record.clock?.away.includes(seat) || covered(record, seat, state);
  return absent ? DEFAULT_AI_LEVEL : undefined;
}
