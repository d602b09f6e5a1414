/**
 * The rules engine: pure and deterministic. `createGame(options, seed)` sets a game up;
 * `pending(state)` says who must answer what; `apply(state, seat, answer)` returns the next state
 * (never changing its argument) or a refusal; `view` hides what a seat may not see; `score` gives
 * each class's points line by line.
 */
import { CLASS_IDS, type ClassId } from '../data/common.ts';
import {
  advance,
  answerTop,
  type Ctx,
  currentQuestions,
  type GameEvent,
  type Question,
  Refusal,
} from './core/flow.ts';
import { fork } from './fork.ts';
import type { GameOptions, GameState } from './game-state.ts';
import { hiddenMark, sameMark } from './hidden.ts';
import { installRules } from './ruleset.ts';
import { BASE_GAME, MODULES } from './rulesets.ts';
import { initialState, setUp } from './setup.ts';

export * as automa from './automa/api.ts';
export { withAutomaStandIns } from './automa/stand-in.ts';
export { withChanges } from './core/copy.ts';
export type { GameEvent, Option, Question } from './core/flow.ts';

import type { Said } from './core/said.ts';

export {
  classList,
  list,
  maybe,
  type Said,
  type SaidList,
  type SaidValue,
  said,
  shorten,
} from './core/said.ts';
export { cardIdOf } from './draw.ts';
export { fork } from './fork.ts';
export type {
  AutomaMode,
  AutomaMove,
  AutomaState,
  AutomaTurnRecord,
  CheckLine,
  CheckMove,
  CheckTrace,
  CheckWords,
  GameOptions,
  GameState,
  PriorityRows,
  RowsAt,
  SeatKind,
  SeatOption,
} from './game-state.ts';
export { finalRanking } from './phases/game-end.ts';
export { type PlayoutOptions, type PlayoutPolicy, type PlayoutResult, playout } from './playout.ts';
export { sameGame } from './same-game.ts';
export { type ScoreSheet, score } from './score.ts';
export { checkOptions, OptionsError } from './setup.ts';
export { StateVersionError, upgradeState } from './upgrade.ts';
export { type AutomaView, type GameView, view } from './view.ts';
export {
  type Figure,
  type NotOffered,
  notOffered,
  REASON_CODES,
  type Reason,
  type ReasonCode,
  type TurnChoice,
  whyNotOffered,
} from './why-not.ts';

// The base game and every module the engine knows; each game uses those its options switch on.
installRules(BASE_GAME, MODULES);

export const DEFAULT_MODULES: GameOptions['modules'] = {
  historicalEvents: false,
  crisisResponse: false,
  alternativeEvents: false,
  hiddenAgendas: false,
  extraActionCards: false,
};

/** Every module a game of this size may switch on (Alternative Events need 4 players). */
export function allModules(players: 2 | 3 | 4): GameOptions['modules'] {
  return {
    historicalEvents: true,
    crisisResponse: true,
    alternativeEvents: players === 4,
    hiddenAgendas: true,
    extraActionCards: true,
  };
}

/** The modules' names, for players. */
export const MODULE_NAMES: Readonly<Record<keyof GameOptions['modules'], string>> = Object.fromEntries(
  MODULES.map((m) => [m.id, m.name]),
) as Record<keyof GameOptions['modules'], string>;

/** Options for a game of `players` human players with no modules. */
export function defaultOptions(players: 2 | 3 | 4): GameOptions {
  const classes: ClassId[] =
    players === 2
      ? ['working', 'capitalist']
      : players === 3
        ? ['working', 'middle', 'capitalist']
        : [...CLASS_IDS];
  return {
    players,
    seats: Object.fromEntries(classes.map((c) => [c, { kind: 'human' as const }])),
    modules: { ...DEFAULT_MODULES },
  };
}

export function createGame(options: GameOptions, seed: string): GameState {
  const g = initialState(options, seed);
  const x: Ctx = { g, events: [] };
  setUp(x);
  advance(x);
  return g;
}

export function pending(state: GameState): Question[] {
  return currentQuestions({ g: state, events: [] });
}

export type ApplyResult =
  | {
      ok: true;
      state: GameState;
      events: GameEvent[];
      /**
       * The answer brought hidden information to light: a card drawn, anything the random numbers
       * decided (cubes drawn, a shuffle), or a secret question's answers revealed (hidden.ts).
       */
      revealed: boolean;
    }
  | { ok: false; code: string; message: string; params?: Said['params'] };

function refuse(code: string, message: string, params?: Said['params']): ApplyResult {
  return params ? { ok: false, code, message, params } : { ok: false, code, message };
}

function checkInput(seat: unknown, answer: unknown): ApplyResult | null {
  if (typeof seat !== 'string' || !(CLASS_IDS as readonly string[]).includes(seat)) {
    return refuse('malformed', 'That is not a seat of this game.');
  }
  if (typeof answer !== 'string' || answer.length === 0 || answer.length > 200) {
    return refuse('malformed', 'That answer is not in a form the game understands.');
  }
  return null;
}

/**
 * Applies one answer in place (the state must be the caller's own copy). Returns the events, or a
 * refusal — in which case the state is unchanged, because every answer is checked against the
 * offered options before anything moves.
 */
export function applyInPlace(g: GameState, seat: ClassId, answer: string): ApplyResult {
  const bad = checkInput(seat, answer);
  if (bad) return bad;
  const x: Ctx = { g, events: [] };
  const before = hiddenMark(g);
  try {
    answerTop(x, seat, answer);
  } catch (error) {
    if (error instanceof Refusal) return refuse(error.code, error.message, error.params);
    throw error;
  }
  advance(x);
  const revealed = x.revealed === true || !sameMark(before, hiddenMark(g));
  return { ok: true, state: g, events: x.events, revealed };
}

export function apply(state: GameState, seat: ClassId, answer: string): ApplyResult {
  const bad = checkInput(seat, answer);
  if (bad) return bad;
  return applyInPlace(fork(state), seat, answer);
}

/** A compound action (a slash command, an automa's turn): all answers or none. */
export function applyAll(state: GameState, seat: ClassId, answers: readonly string[]): ApplyResult {
  const g = fork(state);
  const events: GameEvent[] = [];
  let revealed = false;
  for (const answer of answers) {
    const result = applyInPlace(g, seat, answer);
    if (!result.ok) return result;
    events.push(...result.events);
    revealed ||= result.revealed;
  }
  return { ok: true, state: g, events, revealed };
}
