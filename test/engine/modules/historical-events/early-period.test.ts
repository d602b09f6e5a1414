/**
 * The five Early Period cards, applied during setup (Historical Events rulebook, Setup; components
 * reference §2.15). Each game is compared with the same seed without the module: setup is the same
 * up to the moment the Early card is applied.
 */
import { describe, expect, it } from 'vitest';
import { actionCardById } from '../../../../src/data/action-cards.ts';
import { cardIdOf } from '../../../../src/engine/draw.ts';
import type { GameState } from '../../../../src/engine/game-state.ts';
import { createGame, defaultOptions } from '../../../../src/engine/index.ts';
import { answer, optionIds, questionFor } from '../../testing.ts';

/** A game whose Early card is `card` (the first seed that deals it), and the same seed without. */
function withEarly(players: 2 | 3 | 4, card: string): { g: GameState; plain: GameState } {
  for (let i = 0; i < 200; i++) {
    const options = defaultOptions(players);
    options.modules.historicalEvents = true;
    const g = createGame(options, `early-${i}`);
    if (g.historicalEvents?.revealed[0] === card)
      return { g, plain: createGame(defaultOptions(players), `early-${i}`) };
  }
  throw new Error(`no seed deals ${card}`);
}

const names = (hand: string[]) => hand.map((id) => actionCardById(cardIdOf(id))?.name);

describe('Early Period cards', () => {
  it('Revolutions of 1848 (worked example, Historical Events rulebook, Setup): the Working Class starts with 2 Need for Change, the Middle Class adds 2 cubes, 2 Media Influence leave the Public Services (rules-decisions S9)', () => {
    const { g, plain } = withEarly(4, 'he.revolutions-of-1848');
    const hand = names(g.classes.working.hand);
    expect(hand).toHaveLength(7);
    expect(hand.filter((n) => n === 'Need for Change').length).toBeGreaterThanOrEqual(2);
    expect(g.bag).toEqual({ working: 8, middle: 10, capitalist: 8 });
    expect(g.publicServices.influence).toBe(plain.publicServices.influence - 2);
    expect(g.publicServices.influence).toBe(2);
    // The other classes' hands are dealt as usual.
    expect(g.classes.capitalist.hand).toEqual(plain.classes.capitalist.hand);
    // With 2 players the Public Services part still applies (it is not the State's choice).
    const two = withEarly(2, 'he.revolutions-of-1848');
    expect(two.g.publicServices.influence).toBe(1);
    expect(two.g.bag).toEqual({ working: 8, middle: 8, capitalist: 8 });
  });

  it('Industrial Revolution: WC and MC add 2 cubes; the Capitalist Class starts with 2 Technological Progress in a hand of 7 and gets 10', () => {
    const { g, plain } = withEarly(3, 'he.industrial-revolution');
    expect(g.bag).toEqual({ working: 10, middle: 10, capitalist: 8 });
    const hand = names(g.classes.capitalist.hand);
    expect(hand).toHaveLength(7);
    expect(hand.filter((n) => n === 'Technological Progress').length).toBeGreaterThanOrEqual(2);
    expect(g.classes.capitalist.revenue).toBe(plain.classes.capitalist.revenue + 10);
    expect(g.classes.working.hand).toEqual(plain.classes.working.hand);
  });

  it('Industrial Revolution with a Capitalist Automa: its Action cards stay in the box, these 2 too (Crisis & Control, Automas Setup); the 10 still comes', () => {
    for (let i = 0; i < 200; i++) {
      const options = defaultOptions(3);
      options.modules.historicalEvents = true;
      options.seats.capitalist = { kind: 'automa', mode: 'advanced' };
      const g = createGame(options, `early-${i}`);
      if (g.historicalEvents?.revealed[0] !== 'he.industrial-revolution') continue;
      const plainOptions = defaultOptions(3);
      plainOptions.seats.capitalist = { kind: 'automa', mode: 'advanced' };
      const plain = createGame(plainOptions, `early-${i}`);
      expect(plain.classes.capitalist.hand).toEqual([]);
      expect(g.classes.capitalist.hand).toEqual([]);
      expect(g.classes.capitalist.revenue).toBe(plain.classes.capitalist.revenue + 10);
      return;
    }
    throw new Error('no seed deals Industrial Revolution');
  });

  it('Bismarck Welfare State: starting Policies 1C 2B 3B 4A 5A 6B 7B; WC −2 cubes; CC +2 Influence; the State +1 Legitimacy with the WC (4 players)', () => {
    const { g } = withEarly(4, 'he.bismarck-welfare-state');
    expect(g.policies).toEqual({ 1: 'C', 2: 'B', 3: 'B', 4: 'A', 5: 'A', 6: 'B', 7: 'B' });
    expect(g.bag.working).toBe(6);
    expect(g.classes.capitalist.influence).toBe(3);
    expect(g.classes.state.legitimacy).toEqual({ working: 3, middle: 2, capitalist: 2 });
    // 6B still: one Business Deal on offer.
    expect(g.decks.deals.revealed).toHaveLength(1);
    const three = withEarly(3, 'he.bismarck-welfare-state').g;
    expect(three.classes.state.legitimacy).toEqual({ working: 2, middle: 2, capitalist: 2 });
  });

  it('American Revolution: starting Policies 1C 2B 3B 4B 5C 6A 7B (no Business Deal at 6A); WC +3 and MC +1 Influence; CC +4 cubes; the State +1 with the CC', () => {
    const { g, plain } = withEarly(4, 'he.american-revolution');
    expect(g.policies).toEqual({ 1: 'C', 2: 'B', 3: 'B', 4: 'B', 5: 'C', 6: 'A', 7: 'B' });
    expect(plain.decks.deals.revealed).toHaveLength(1);
    expect(g.decks.deals.revealed).toEqual([]);
    expect(g.classes.working.influence).toBe(4);
    expect(g.classes.middle.influence).toBe(2);
    expect(g.bag.capitalist).toBe(12);
    expect(g.classes.state.legitimacy.capitalist).toBe(3);
    const two = withEarly(2, 'he.american-revolution').g;
    expect(two.classes.middle.influence).toBe(0);
    expect(two.classes.working.influence).toBe(4);
  });

  it('French Revolution: at the end of setup each player proposes a Bill in player order; the State starts with no Personal Influence', () => {
    const { g } = withEarly(4, 'he.french-revolution');
    for (const seat of ['working', 'middle', 'capitalist', 'state'] as const) {
      expect(questionFor(g, seat).kind).toBe('bill.propose');
      // Only Policies without a Bill are offered.
      answer(g, seat, optionIds(g, seat)[0] as string);
      if (questionFor(g, seat).kind === 'bill.immediate') answer(g, seat, 'wait');
    }
    expect(Object.values(g.bills).map((b) => b?.owner)).toHaveLength(4);
    expect(g.classes.state.influence).toBe(0);
    // Then the Middle Class's setup question, then round 1.
    expect(questionFor(g, 'middle').kind).toBe('prep.skilled');
  });
});
