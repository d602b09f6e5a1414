/**
 * Set-up for the Automa rule tests: a game whose chosen classes are Automa seats, a chosen AI card
 * on top of an Automa's pile, its turn run up to its move, and the driver's answer to a question.
 */
import { decideFor } from '../../../src/automa/index.ts';
import type { AutomaClass } from '../../../src/data/automa/index.ts';
import type { ClassId } from '../../../src/data/common.ts';
import {
  type AutomaMode,
  automa,
  type CheckWords,
  createGame,
  defaultOptions,
  type GameOptions,
  type GameState,
  type Question,
} from '../../../src/engine/index.ts';
import { sayText } from '../../../src/i18n/said.ts';
import { run, step } from '../helpers.ts';
import { answer, questionFor, questionsOf } from '../testing.ts';

export { answer, questionFor, questionsOf };

/** A game past setup where `automas` are Automa seats in `mode`; people play the other classes. */
export function automaGame(
  players: 2 | 3 | 4,
  automas: readonly AutomaClass[],
  mode: AutomaMode = 'advanced',
  seed = 'automa-test',
  modules: Partial<GameOptions['modules']> = {},
): GameState {
  const options = defaultOptions(players);
  Object.assign(options.modules, modules);
  for (const cls of automas) options.seats[cls] = { kind: 'automa', mode };
  const g = createGame(options, seed);
  // The Middle Class's setup question (a person's, or the Automa's own procedure).
  for (const q of questionsOf(g))
    if (q.kind === 'prep.skilled' || q.kind === 'automa.skilled')
      answer(g, q.seat, q.options[0]?.id as string);
  return g;
}

/** Puts AI card number `n` of the class's deck on top of its pile (taken from wherever it was). */
export function onTop(g: GameState, cls: AutomaClass, n: number) {
  const a = automa.automaOf(g, cls);
  if (!a) throw new Error(`${cls} is no Automa`);
  const id = `automa.${cls}.${String(n).padStart(2, '0')}`;
  if (!automa.aiCardById(id)) throw new Error(`no AI card ${id}`);
  a.pile = a.pile.filter((c) => c !== id);
  a.discard = a.discard.filter((c) => c !== id);
  if (a.card === id) a.card = null;
  a.pile.push(id);
}

/** Runs the Automa's turn with card `n` up to its move question; returns the log. */
export function turnUpToMove(g: GameState, cls: AutomaClass, n: number): string[] {
  onTop(g, cls, n);
  return run(g, step('automa.turn', { seat: cls }));
}

/** The rows of an advanced Automa. */
export function rowsOf(g: GameState, cls: AutomaClass) {
  const rows = automa.automaOf(g, cls)?.rows;
  if (!rows) throw new Error(`${cls} has no priority rows`);
  return rows;
}

/** Steps this turn's checks gave a priority card (an action or a Policy). */
export function raised(g: GameState, cls: AutomaClass, card: string | number): number {
  return (automa.automaOf(g, cls)?.checks ?? [])
    .filter((m) => m.card === card)
    .reduce((n, m) => n + m.steps, 0);
}

/** A check's words (its CHECK line, what it saw) in English, as the trace shows them. */
export function checkWords(words: CheckWords): string {
  return sayText('en', words, 'automaWhy');
}

/** What this turn's checks saw, in English, one line per card moved ("+2 buy-goods: …"). */
export function checksText(g: GameState, cls: AutomaClass): string {
  return (automa.automaOf(g, cls)?.checks ?? [])
    .map((m) => `+${m.steps} ${m.card}: ${checkWords(m.why)}`)
    .join('\n');
}

/** What the Automa's driver answers to the seat's current question: the option's value and why (in English). */
export function driverAnswer(g: GameState, seat: ClassId): { value: unknown; why?: string; q: Question } {
  const q = questionFor(g, seat);
  const d = decideFor(g, q);
  const why = d.why && sayText('en', d.why, 'automaWhy');
  return { value: q.options.find((o) => o.id === d.answer)?.value, ...(why ? { why } : {}), q };
}
