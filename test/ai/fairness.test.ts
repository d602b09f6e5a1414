/**
 * The AI plays fair (issue 26 "Must show" 2, docs/ai.md "What it sees"): its choice is a function of
 * what its seat sees. Changing anything hidden from the seat — other hands, every face-down pile,
 * other seats' secret bids and Hidden Agendas, the game's random state — changes neither the answer
 * nor a single estimate, imagined game for imagined game.
 */
import { describe, expect, it } from 'vitest';
import { think } from '../../src/ai/index.ts';
import type { Thought } from '../../src/ai/search.ts';
import { type GameState, pending } from '../../src/engine/index.ts';
import { forceTurn, newGame, setHand } from '../../src/engine/testing.ts';
import { moments, scramble } from './worlds.ts';

/** A few moments of every size (each decision below plays a handful of whole imagined games). */
const ALL = moments(24);
const MOMENTS = ALL.filter((_, i) => i % 4 === 0);

/** Time stands still: the number of imagined games alone ends the search, whatever the machine. */
const STILL = { budgetMs: 1, clock: () => 0, maxPlayouts: 8 };

/** The estimates in id order (an option list may follow the order of a pile, which is hidden). */
const byId = (t: Thought) => [...t.estimates].sort((a, b) => a.id.localeCompare(b.id));

describe('the AI plays fair', () => {
  it('chooses the same answer with the same estimates when everything hidden from its seat is changed', () => {
    expect(MOMENTS.length).toBeGreaterThanOrEqual(6);
    let searched = 0;
    for (const [i, m] of MOMENTS.entries()) {
      const other = scramble(m.state, m.seat, 7000 + i);
      expect(JSON.stringify(other)).not.toBe(JSON.stringify(m.state));
      const seed = `fair-${i}`;
      const real = think(m.state, m.seat, { ...STILL, seed });
      const changed = think(other, m.seat, { ...STILL, seed });
      expect(changed.answer, m.name).toBe(real.answer);
      expect(byId(changed), m.name).toEqual(byId(real));
      if (real.playouts > 0) searched++;
    }
    // The search ran (it is not the one-option shortcut every time).
    expect(searched).toBeGreaterThan(MOMENTS.length / 2);
  });

  it('does not answer from the real game: its estimates differ from one set of imagined worlds to another', () => {
    const m = MOMENTS.find((x) => x.state.options.players === 2) ?? (MOMENTS[0] as (typeof MOMENTS)[number]);
    const a = think(m.state, m.seat, { ...STILL, seed: 'one' });
    const b = think(m.state, m.seat, { ...STILL, seed: 'two' });
    expect(a.playouts).toBeGreaterThan(0);
    expect(JSON.stringify(byId(a))).not.toBe(JSON.stringify(byId(b)));
  });

  it('is offered the same options whatever is hidden from its seat (no option tells a secret)', () => {
    // The engine's side of fairness: a seat's options depend on what it sees alone, so the AI (or
    // a player) learns nothing hidden from what it is offered. Ids compared as sets: an option list
    // may follow the order of a pile.
    const offered = (state: GameState, seat: string) =>
      pending(state)
        .filter((q) => q.seat === seat)
        .flatMap((q) => q.options.map((o) => `${q.kind} ${o.id}`))
        .sort();
    for (const [i, m] of [...ALL, lookingState()].entries())
      for (let k = 0; k < 8; k++)
        expect(offered(scramble(m.state, m.seat, 9000 + 8 * i + k), m.seat), m.name).toEqual(
          offered(m.state, m.seat),
        );
  });
});

/**
 * The State's turn with Shift Focus in hand, no Event it can deal with now, and one Event in the
 * pile that it could (rules decision 11): whether the card may be played must not depend on where
 * that Event lies in the pile.
 */
function lookingState() {
  const g = newGame(4, 'looking');
  g.classes.state.events = ['event.developing-countries-in-need#1'];
  g.publicServices.health = 0;
  g.publicServices.education = 0;
  g.decks.events.draw = [
    'event.fear-of-deflation#1',
    'event.neighbors-at-war#1',
    'event.declining-birth-rate#1',
  ];
  setHand(g, 'state', ['state.shift-focus']);
  forceTurn(g, 'state');
  return { name: 'State turn with Shift Focus', state: g, seat: 'state' as const };
}
