/**
 * Automa seats at a table: which seats of a lobby the engine's Automas play (Crisis & Control), set
 * when the game is opened (`/hegemony new automa:`) or by the host in the lobby. The engine says
 * which seats may be Automas (its option check); the table adds only that a game needs a person.
 */

import type { AiLevel } from '../ai/levels.ts';
import type { ClassId } from '../data/common.ts';
import {
  type AutomaMode,
  checkOptions,
  type GameOptions,
  OptionsError,
  type SaidList,
} from '../engine/index.ts';
import type { GameRecord } from '../store/types.ts';
import { personSeats, requirePersonSeat, withAiSeat } from './ai-seats.ts';
import { classList, refused, UserError } from './errors.ts';

/** How a seat is played, as the lobby and the board name it. */
export type SeatPlay =
  | { kind: 'human' }
  | { kind: 'automa'; mode: AutomaMode }
  | { kind: 'ai'; level: AiLevel };

export const AUTOMA_MODES: readonly AutomaMode[] = ['simple', 'advanced'];

/**
 * The options with these seats played by Automas, or a refusal that says why: a class the game
 * does not have, a seat the engine gives no Automa (the State), or no seat left for a person.
 */
export function withAutomas(
  options: GameOptions,
  automas: Partial<Record<ClassId, AutomaMode>>,
): GameOptions {
  const seats: GameOptions['seats'] = { ...options.seats };
  for (const [cls, mode] of Object.entries(automas) as Array<[ClassId, AutomaMode]>) {
    if (!seats[cls]) {
      throw noClass(options, cls);
    }
    seats[cls] = { kind: 'automa', mode };
  }
  const next = { ...options, seats };
  try {
    checkOptions(next);
  } catch (error) {
    if (!(error instanceof OptionsError)) throw error;
    // The option checks a host can meet here (the seats come from the game's own classes).
    if (automas.state) throw refused('newGame.noStateAutoma', undefined, 'invalid');
    if (next.modules.alternativeEvents && next.players !== 4)
      throw refused('newGame.alternativeEvents', undefined, 'invalid');
    throw new UserError(error.message, 'invalid');
  }
  if (Object.values(seats).every((s) => s.kind === 'automa'))
    throw refused('newGame.allAutomas', undefined, 'invalid');
  return next;
}

/**
 * A lobby with one seat played another way: by an Automa of that mode, or open for a player. A
 * seat a player has taken is theirs until they leave.
 */
export function setSeatPlay(record: GameRecord, cls: ClassId, play: SeatPlay): GameRecord {
  const seat = record.seats[cls];
  if (!seat) throw refused('game.noSeat', { class: cls }, 'invalid');
  if (seat.userId) throw refused('newGame.seatTaken', { class: cls, user: seat.userId }, 'refused');
  const seats = { ...record.options.seats };
  if (play.kind !== 'automa') seats[cls] = { kind: 'human' };
  const options =
    play.kind === 'automa'
      ? withAutomas({ ...record.options, seats }, { [cls]: play.mode })
      : { ...record.options, seats };
  const next = { ...record, options, seats: { ...record.seats, [cls]: { kind: play.kind, userId: null } } };
  if (play.kind === 'ai') return withAiSeat(next, cls, play.level);
  requirePersonSeat(next);
  return next;
}

/** The mode of an Automa seat; undefined for a seat a person plays. */
export function automaModeOf(record: Pick<GameRecord, 'options'>, cls: ClassId): AutomaMode | undefined {
  const seat = record.options.seats[cls];
  return seat?.kind === 'automa' ? seat.mode : undefined;
}

/** A game's classes, as a refusal names them. */
export function seatNames(options: GameOptions): SaidList {
  return classList(Object.keys(options.seats) as ClassId[]);
}

/** The refusal of a class the game does not have, naming those it has. */
export function noClass(options: GameOptions, cls: ClassId): UserError {
  return refused(
    'newGame.noClass',
    { players: options.players, class: cls, classes: seatNames(options) },
    'invalid',
  );
}

/**
 * Whether the lobby may offer an Automa for this seat: `possible` when the engine gives that class
 * an Automa at all (never the State), `allowed` when it may be one now (a person's seat remains).
 */
export function automaOffer(record: GameRecord, cls: ClassId): { possible: boolean; allowed: boolean } {
  const refused = (options: GameOptions) => {
    try {
      withAutomas(options, { [cls]: 'simple' });
      return false;
    } catch (error) {
      if (error instanceof UserError) return true;
      throw error;
    }
  };
  const open: GameOptions['seats'] = {};
  for (const c of Object.keys(record.options.seats) as ClassId[]) open[c] = { kind: 'human' };
  const possible = !refused({ ...record.options, seats: open });
  const taken = !!record.seats[cls]?.userId;
  const personLeft = personSeats(record).some((c) => c !== cls);
  return { possible, allowed: possible && !taken && personLeft && !refused(record.options) };
}
