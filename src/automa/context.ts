/**
 * What a decision is made from: the game state (read only as the table sees it — never the AI
 * pile's order nor anyone's hand), the question with its offered options, the Automa's class,
 * mode and current AI card, and its rolls for random last resorts.
 */
import type { AiCard, AutomaClass } from '../data/automa/index.ts';
import { type AutomaMode, automa, type GameState, type Option, type Question } from '../engine/index.ts';
import type { Roll } from './narrow.ts';
import { rollFor } from './roll.ts';

export interface Ask {
  g: GameState;
  q: Question;
  cls: AutomaClass;
  mode: AutomaMode;
  card: AiCard | undefined;
  roll(what: string): Roll;
}

/** A driver's answer: the option id, and why in one public sentence (none for small steps). */
export interface Decision {
  answer: string;
  why?: string;
}

export function askOf(g: GameState, q: Question): Ask | undefined {
  const state = automa.automaOf(g, q.seat);
  if (!state || q.seat === 'state') return undefined;
  const cls = q.seat;
  return {
    g,
    q,
    cls,
    mode: state.mode,
    card: automa.currentAiCard(g, cls),
    roll: (what) => rollFor(state.luck, q, what),
  };
}

/**
 * The same, for a seat a person plays (an absent player's autopilot): the Automa of that class in
 * `mode`, with no AI card; its random last resorts seeded by the state's version, which the
 * autopilot's logged answer makes replayable.
 */
export function askAs(g: GameState, q: Question, mode: AutomaMode): Ask | undefined {
  if (q.seat === 'state') return undefined;
  return { g, q, cls: q.seat, mode, card: undefined, roll: (what) => rollFor(g.version, q, what) };
}

/** The first offered option whose value passes the test. */
export function find<T>(q: Question, test: (value: T) => boolean): Option | undefined {
  return q.options.find((o) => test(o.value as T));
}

export function values<T>(q: Question): T[] {
  return q.options.map((o) => o.value as T);
}

/** The option offering exactly this value (compared as JSON: values are plain data). */
export function optionOf(q: Question, value: unknown): Option | undefined {
  const key = JSON.stringify(value);
  return q.options.find((o) => JSON.stringify(o.value) === key);
}

export function decide(option: Option | undefined, why?: string): Decision | undefined {
  return option ? { answer: option.id, ...(why ? { why } : {}) } : undefined;
}
