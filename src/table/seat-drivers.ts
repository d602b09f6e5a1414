/**
 * Seat drivers: who answers for a seat that no person answers — an Automa seat, or an absent
 * player's autopilot at a deadline. A driver holds no rule of the game: it picks one of the options
 * the engine offers, by their values, and says why in a sentence for the channel. The game service
 * lets the drivers answer, right after any change, until a person's answer is awaited (or the game
 * is over); their answers go into the action log like anyone's, so the game replays exactly.
 */
import type { ClassId } from '../data/common.ts';
import {
  apply,
  type GameEvent,
  type GameState,
  list,
  type Question,
  type Said,
  type SaidList,
  said,
} from '../engine/index.ts';
import type { ActionEntry, GameRecord } from '../store/types.ts';
import { questionFor, waitingSeats } from './questions.ts';

export interface SeatChoice {
  /** The option id chosen (one of `question.options`). */
  answer: string;
  /** Why, in one line for the channel's log, worded there (none: only the engine's own events are shown). */
  why?: Said;
}

/**
 * The option a driver chose, for its line in the log: a turn menu option by its id (the presenter
 * names its card or action in the game's language); any other by its label's keys (the engine's
 * English label for an option without them, the card to discard).
 */
export function optionSaid(question: Question, answer: string): SaidList {
  return list([optionWords(question, answer)]);
}

/**
 * An option as its question shows it: a turn menu option by its id, any other by its label's keys
 * (the engine's English label for an option without them: the card to discard).
 */
export function optionWords(question: Question, answer: string): Said {
  if (question.kind === 'turn') return said('option.turn', { turnOption: answer });
  const option = question.options.find((o) => o.id === answer);
  return option?.said ?? said('option.label', { label: option?.label ?? answer });
}

export interface SeatDriver {
  /** Who answers, as the log shows it ("Automa (advanced)", "autopilot"). */
  readonly name: string;
  choose(state: GameState, question: Question): SeatChoice;
}

/**
 * The drivers of a game's seats: undefined for a seat a person answers. `state` is the game as it
 * is now (the record's own may be behind, during a change), for drivers that answer only some
 * questions (a side stated ahead).
 */
export type SeatDrivers = (record: GameRecord, seat: ClassId, state: GameState) => SeatDriver | undefined;

/** No seat is driven (a game of people only). */
export const NO_DRIVERS: SeatDrivers = () => undefined;

/** The first of several drivers that drives a seat. */
export function firstDriver(...all: SeatDrivers[]): SeatDrivers {
  return (record, seat, state) => {
    for (const drivers of all) {
      const driver = drivers(record, seat, state);
      if (driver) return driver;
    }
    return undefined;
  };
}

/** The user id an action log entry carries for a driven answer. */
export const DRIVER_USER = 'driver';

/** Answers a driven seat may give in a row before the service stops (a driver that never ends). */
const MAX_DRIVEN = 5000;

export interface Driven {
  state: GameState;
  entries: ActionEntry[];
  events: GameEvent[];
}

/**
 * Lets the drivers answer, starting from `state`, while every seat waited for is driven. Returns
 * the state reached, the entries to log and the events. A driver's choice that the engine refuses
 * is a bug in the driver: it throws, and the change that started it is not written.
 */
export function driveSeats(record: GameRecord, state: GameState, drivers: SeatDrivers, at: string): Driven {
  const entries: ActionEntry[] = [];
  const events: GameEvent[] = [];
  let current = state;
  for (let n = 0; n < MAX_DRIVEN; n++) {
    const waiting = waitingSeats(current);
    const driven = waiting.find((w) => drivers(record, w.seat, current));
    // A person is waited for (secret questions: every driven seat answers first), or nobody is.
    if (!driven) break;
    const driver = drivers(record, driven.seat, current) as SeatDriver;
    const question = questionFor(current, driven.seat) as Question;
    const choice = driver.choose(current, question);
    const applied = apply(current, driven.seat, choice.answer);
    if (!applied.ok)
      throw new Error(`the ${driver.name} of ${driven.seat} chose a refused answer: ${applied.code}`);
    current = applied.state;
    entries.push({
      version: current.version,
      seat: driven.seat,
      userId: DRIVER_USER,
      answers: [choice.answer],
      at,
      ...(applied.revealed ? { revealed: true as const } : {}),
    });
    // A secret answer stays secret: its reason could give it away.
    if (choice.why && !question.secret) events.push({ to: 'public', ...choice.why });
    events.push(...applied.events);
  }
  return { state: current, entries, events };
}
