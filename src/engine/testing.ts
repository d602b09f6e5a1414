/**
 * Building blocks for tests and tools that need a game at a chosen moment: a fresh game past its
 * setup question, a given class's turn with chosen cards in hand, and answering by option id.
 * Nothing here is used in play.
 */
import type { ClassId } from '../data/common.ts';
import {
  advance,
  type Ctx,
  currentQuestions,
  forgetQuestions,
  type GameEvent,
  type Question,
} from './core/flow.ts';
import type { GameOptions, GameState } from './game-state.ts';
import { applyInPlace, createGame, defaultOptions } from './index.ts';

/**
 * A new game whose setup questions are answered (each player keeps the first Hidden Agenda
 * offered; the Middle Class's extra Worker is a Health one): the Working Class's first turn is next.
 */
export function newGame(
  players: 2 | 3 | 4 = 4,
  seed = 'test',
  modules: Partial<GameOptions['modules']> = {},
): GameState {
  const options = defaultOptions(players);
  Object.assign(options.modules, modules);
  const g = createGame(options, seed);
  for (const q of currentQuestions({ g, events: [] }))
    if (q.kind === 'agenda.keep') applyInPlace(g, q.seat, q.options[0]?.id as string);
  const q = currentQuestions({ g, events: [] })[0];
  if (q?.kind === 'prep.skilled') applyInPlace(g, 'middle', 'health');
  return g;
}

/** The questions waiting now, worked out afresh (tests may have changed the state by hand). */
export function questionsOf(g: GameState): Question[] {
  forgetQuestions(g);
  return currentQuestions({ g, events: [] });
}

/** The question a seat must answer now (fails the test if there is none). */
export function questionFor(g: GameState, seat: ClassId): Question {
  const q = questionsOf(g).find((x) => x.seat === seat);
  if (!q)
    throw new Error(
      `no question for ${seat}; waiting for ${
        questionsOf(g)
          .map((x) => `${x.seat}:${x.kind}`)
          .join(', ') || 'nobody'
      }`,
    );
  return q;
}

export function optionIds(g: GameState, seat: ClassId): string[] {
  return questionFor(g, seat).options.map((o) => o.id);
}

/** Answers in order, failing loudly on any refusal; returns the events (test/engine/helpers.ts words them). */
export function answer(g: GameState, seat: ClassId, ...ids: string[]): GameEvent[] {
  const texts: GameEvent[] = [];
  for (const id of ids) {
    const result = applyInPlace(g, seat, id);
    if (!result.ok) {
      const q = questionsOf(g).find((x) => x.seat === seat);
      throw new Error(
        `${seat} answer "${id}" refused (${result.code}): ${result.message}\noffered: ${q?.options.map((o) => o.id).join(', ')}`,
      );
    }
    texts.push(...result.events);
  }
  return texts;
}

/**
 * Makes it `seat`'s turn now (turn `number` of the round), replacing whatever question was
 * waiting; the rest of the round continues afterwards as usual.
 */
export function forceTurn(g: GameState, seat: ClassId, number = 1) {
  forgetQuestions(g);
  const top = g.flow[g.flow.length - 1];
  if (top && (top.t === 'turn.menu' || top.t === 'prep.skilled')) g.flow.pop();
  g.flow.push({ t: 'turn.begin', p: { seat, number } });
  const x: Ctx = { g, events: [] };
  advance(x);
}

/** Puts the given cards (by card id) in a class's hand, replacing it. */
export function setHand(g: GameState, seat: ClassId, cardIds: string[]) {
  g.classes[seat].hand = cardIds.map((id, i) => `${id}#${90 + i}`);
  forgetQuestions(g);
}

/** Runs automatic steps after a test changed the state by hand. */
export function settle(g: GameState) {
  forgetQuestions(g);
  advance({ g, events: [] });
}

/** Call after changing a state by hand, so its waiting questions are worked out again. */
export { forgetQuestions };
