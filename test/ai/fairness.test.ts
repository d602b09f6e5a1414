/**
 * The AI plays fair (issue 26 "Must show" 2, docs/ai.md "What it sees"): its choice is a function of
 * what its seat sees. Changing anything hidden from the seat — other hands, every face-down pile,
 * other seats' secret bids and Hidden Agendas, the game's random state — changes neither the answer
 * nor a single estimate, imagined game for imagined game.
 */
import { describe, expect, it } from 'vitest';
import { think } from '../../src/ai/index.ts';
import type { Thought } from '../../src/ai/search.ts';
import { moments, scramble } from './worlds.ts';

/** A few moments of every size (each decision below plays a handful of whole imagined games). */
const MOMENTS = moments(24).filter((_, i) => i % 4 === 0);

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
});
