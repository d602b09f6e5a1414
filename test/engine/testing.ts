/**
 * The engine's test helpers (src/engine/testing.ts), with an answer's events read as the English
 * log reads them: the engine hands over keys and ids, the catalogue words them (src/i18n/said.ts).
 */
import type { ClassId } from '../../src/data/common.ts';
import type { GameState, Question, Said } from '../../src/engine/index.ts';
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

/** Answers in order, failing loudly on any refusal; returns the events as the English log reads them. */
export function answer(g: GameState, seat: ClassId, ...ids: string[]): string[] {
  return english(answerEvents(g, seat, ...ids));
}
