/**
 * The engine's test helpers (src/engine/testing.ts), with an answer's events read as the English
 * log reads them: the engine hands over keys and ids, the catalogue words them (src/i18n/said.ts).
 */
import type { ClassId } from '../../src/data/common.ts';
import { menuOption } from '../../src/discord/present/menu.ts';
import { type GameState, type Option, type Question, type Said, shorten } from '../../src/engine/index.ts';
import { answer as answerEvents } from '../../src/engine/testing.ts';
import { sayText } from '../../src/i18n/said.ts';

export * from '../../src/engine/testing.ts';

/** Events as the English log reads them. */
export function english(events: ReadonlyArray<Said | string>): string[] {
  return events.map((e) => sayText('en', e));
}

/** What a question asks, as an English panel reads it. */
export function promptText(q: Question): string {
  return sayText('en', q.said);
}

/**
 * An option as an English panel labels it (src/discord/present/menu.ts): a turn menu option from its
 * value, any other from its keys (`said`), fitted to a select option's 100 characters.
 */
export function labelOf(o: Option): string {
  if (o.said) return shorten(sayText('en', o.said));
  return menuOption(o, 'en').label;
}

/** Answers in order, failing loudly on any refusal; returns the events as the English log reads them. */
export function answer(g: GameState, seat: ClassId, ...ids: string[]): string[] {
  return english(answerEvents(g, seat, ...ids));
}
