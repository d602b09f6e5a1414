/**
 * A question instance is named by its seat, kind and the version at which it was first asked
 * (`Question.askedAt`, src/engine/core/flow.ts). The table's wait clock, an AI seat's pending answer
 * and an Automa's random last resorts (src/automa/roll.ts) all tell one question from the next by
 * it. A step made from the fields of the one before it (a chain of sub-questions: a seller, then
 * the next seller) is a new question and must not inherit the earlier stamp.
 */
import { describe, expect, it } from 'vitest';
import { nextInt, seedRng } from '../../../src/engine/core/rng.ts';
import {
  allModules,
  applyInPlace,
  createGame,
  defaultOptions,
  type GameOptions,
  pending,
} from '../../../src/engine/index.ts';

/** Plays a random game and returns every non-secret question seen again at a later version. */
function repeatedIdentities(options: GameOptions, seed: string): string[] {
  const g = createGame(options, seed);
  const rng = seedRng(`identity:${seed}`);
  const firstSeen = new Map<string, number>();
  const repeated: string[] = [];
  for (let n = 0; n < 5000; n++) {
    const questions = pending(g);
    if (questions.length === 0) break;
    for (const q of questions) {
      const identity = `${q.seat}|${q.kind}|${q.askedAt}`;
      const at = firstSeen.get(identity);
      if (at === undefined) firstSeen.set(identity, g.version);
      // A secret question keeps its stamp while the other seats answer: the same instance.
      else if (at !== g.version && !q.secret) repeated.push(`${q.kind} at version ${g.version}`);
    }
    const q = questions[nextInt(rng, questions.length)];
    if (!q) break;
    applyInPlace(g, q.seat, q.options[nextInt(rng, q.options.length)]?.id as string);
  }
  return repeated;
}

describe('question identity', () => {
  const setups: Array<[string, GameOptions]> = [
    ['2 players', defaultOptions(2)],
    ['3 players, every module', { ...defaultOptions(3), modules: allModules(3) }],
    [
      '4 players, every module, two advanced Automas',
      (() => {
        const o = { ...defaultOptions(4), modules: allModules(4) };
        o.seats.working = { kind: 'automa', mode: 'advanced' };
        o.seats.capitalist = { kind: 'automa', mode: 'advanced' };
        return o;
      })(),
    ],
  ];

  for (const [name, options] of setups) {
    it(`a later question is never named like an earlier one (${name})`, () => {
      const repeats: string[] = [];
      for (let i = 0; i < 4; i++) {
        // The turn menu comes back after each answer of a turn as the same question, by design.
        for (const r of repeatedIdentities(options, `${name}:${i}`))
          if (!r.startsWith('turn ')) repeats.push(r);
      }
      expect(repeats).toEqual([]);
    });
  }
});
