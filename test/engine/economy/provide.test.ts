import { describe, expect, it } from 'vitest';
import { advance, type Ctx } from '../../../src/engine/core/flow.ts';
import { canProvide, provide, provisionCost } from '../../../src/engine/economy/provide.ts';
import { influenceInPlay } from '../../../src/engine/politics/influence.ts';
import {
  answer,
  benefits,
  eventAction,
  eventTurn,
  expectSound,
  optionIds,
  play,
  stateTurn,
} from '../cards/state-class/helpers.ts';
import { english, newGame, settle } from '../testing.ts';

describe('Provide (components reference §2.13 extra rules; rulebook, State)', () => {
  it('puts money from the Treasury in the Benefits area (the helper other cards call)', () => {
    const g = newGame(4);
    const x: Ctx = { g, events: [] };
    provide(x, 'working', { money: 12 });
    advance(x);
    expect(g.treasury).toBe(108);
    expect(benefits(g, 'working')?.money).toBe(12);
    expect(english(x.events)).toContain('The State provides 12 money to the Working Class.');
  });

  it('costs the cheapest way to buy what the State lacks, never from the recipient, never with a Loan', () => {
    const g = newGame(4);
    g.publicServices.health = 1;
    // Working Class needs 3 Health: 1 own + Middle Class 1 at 8; the Capitalist Class has none → impossible.
    expect(provisionCost(g, 'working', { goods: { health: 3 } })).toBe(Number.POSITIVE_INFINITY);
    g.classes.capitalist.storage.health = 1;
    expect(provisionCost(g, 'working', { goods: { health: 3 } })).toBe(16);
    // For the Middle Class only the Capitalist Class can sell: 1 own + 1 bought is not enough.
    expect(canProvide(g, 'middle', { goods: { health: 3 } })).toBe(false);
    g.treasury = 15;
    expect(canProvide(g, 'working', { goods: { health: 3 } })).toBe(false);
    // Food abroad at the base price: no tariff to itself (6B tariff is 5).
    g.treasury = 100;
    expect(provisionCost(g, 'capitalist', { goods: { food: 2 } })).toBe(20);
  });

  it('adds up what one card provides to the same class (Immediate Response on Need for Sustainability Initiative)', () => {
    const g = stateTurn(['state.immediate-response'], (g) => {
      g.classes.state.events = ['event.need-for-sustainability-initiative#1'];
    });
    play(
      g,
      'state.immediate-response',
      'event.need-for-sustainability-initiative#1',
      'working',
      'middle',
      'working',
      'capitalist',
    );
    expect(g.treasury).toBe(20);
    expect(benefits(g, 'working')?.money).toBe(50);
    expect(benefits(g, 'middle')?.money).toBe(25);
    expect(benefits(g, 'capitalist')?.money).toBe(25);
    expect(g.classes.state.tokens).toEqual({ working: 2, middle: 1, capitalist: 1 });
  });

  it('discards what a class had not received yet: cubes go back to the supply, Influence to the box', () => {
    const g = eventTurn(['event.unfair-representation']);
    eventAction(g, 'event.unfair-representation', 'working');
    expect(g.supply.cubes.working).toBe(15);
    const before = influenceInPlay(g);
    // A later turn provides to the Working Class again.
    g.turn = { seat: 'state', number: 2, mainDone: false, freeUsed: false };
    const x = { g, events: [] };
    provide(x, 'working', { money: 5 });
    settle(g);
    expect(benefits(g, 'working')).toMatchObject({ money: 5, influence: 0, cubes: 0 });
    expect(g.supply.cubes.working).toBe(17);
    expect(influenceInPlay(g)).toBe(before - 1);
    expectSound(g);
  });

  it('lets the State choose the source and the amount, keeping money for the rest of the provision', () => {
    const g = eventTurn(['event.earthquake'], (g) => {
      g.treasury = 18;
      g.publicServices.health = 0;
      g.classes.capitalist.storage.health = 1;
    });
    // Working Class: 1 Food + 1 Health. Food abroad 10 + Health from a player 8 = 18: Food from a
    // player (12) would leave too little for the Health.
    eventAction(g, 'event.earthquake', 'working');
    expect(optionIds(g, 'state')).toEqual(['foreign']);
    answer(g, 'state', 'foreign', '1');
    expect(optionIds(g, 'state')).toEqual(['capitalist', 'middle']);
    answer(g, 'state', 'middle', '1');
    expect(g.treasury).toBe(0);
    expect(benefits(g, 'working')?.goods).toEqual({ food: 1, luxury: 0, health: 1, education: 0 });
    expectSound(g);
  });
});
