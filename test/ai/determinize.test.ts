/**
 * The AI plays fair (issue 26, docs/ai.md "What it sees"): the worlds it imagines are built from
 * what its seat sees and nothing else.
 */
import { describe, expect, it } from 'vitest';
import { AiRandom, determinize } from '../../src/ai/index.ts';
import { type GameView, view } from '../../src/engine/index.ts';
import { moments, scramble } from './worlds.ts';

const MOMENTS = moments(60);

/** A view with its own question's options in id order (an option list may follow a pile's order). */
function comparable(v: GameView): GameView {
  return {
    ...v,
    myQuestions: v.myQuestions.map((q) => ({
      ...q,
      options: [...q.options].sort((a, b) => a.id.localeCompare(b.id)),
    })),
  };
}

describe('the AI determinizer', () => {
  it('finds moments in games of every size, with and without the modules', () => {
    expect(MOMENTS.length).toBe(60);
    expect(new Set(MOMENTS.map((m) => m.state.options.players))).toEqual(new Set([2, 3, 4]));
  });

  it('builds worlds the seat cannot tell from the real game: its view of each is the same', () => {
    for (const m of MOMENTS) {
      const world = determinize(m.state, m.seat, new AiRandom(m.name));
      expect(comparable(view(world, m.seat)), m.name).toEqual(comparable(view(m.state, m.seat)));
    }
  });

  it('draws what the seat cannot see afresh: other hands and the generator differ from the real game', () => {
    let handsDiffer = 0;
    for (const m of MOMENTS) {
      const world = determinize(m.state, m.seat, new AiRandom(`${m.name}!`));
      expect(world.rng).not.toEqual(m.state.rng);
      const others = (Object.keys(m.state.options.seats) as Array<keyof typeof world.classes>).filter(
        (c) => c !== m.seat && m.state.classes[c].hand.length > 0,
      );
      if (
        others.some((c) => JSON.stringify(world.classes[c].hand) !== JSON.stringify(m.state.classes[c].hand))
      )
        handsDiffer++;
      // Its own hand is its own.
      expect(world.classes[m.seat].hand).toEqual(m.state.classes[m.seat].hand);
    }
    expect(handsDiffer).toBeGreaterThan(MOMENTS.length / 2);
  });

  it('is a function of what the seat sees: changing anything hidden from it changes no world it builds', () => {
    for (const [i, m] of MOMENTS.entries()) {
      const other = scramble(m.state, m.seat, 1000 + i);
      // The scrambler changed only what the seat cannot see…
      expect(comparable(view(other, m.seat)), m.name).toEqual(comparable(view(m.state, m.seat)));
      expect(JSON.stringify(other)).not.toBe(JSON.stringify(m.state));
      // …and the AI's worlds are the same, sample for sample.
      const a = new AiRandom(m.name);
      const b = new AiRandom(m.name);
      for (let k = 0; k < 3; k++)
        expect(determinize(other, m.seat, b), m.name).toEqual(determinize(m.state, m.seat, a));
    }
  });
});
