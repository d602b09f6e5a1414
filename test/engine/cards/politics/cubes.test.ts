import { describe, expect, it } from 'vitest';
import type { VotingClass } from '../../../../src/data/common.ts';
import { answer, optionIds } from '../../testing.ts';
import { expectCardDone, expectRefused, game, play, setBag } from './helpers.ts';

const VOTERS: VotingClass[] = ['working', 'middle', 'capitalist'];

describe('Fake News', () => {
  it.each(VOTERS)(
    'Fake News (%s): 6 cubes drawn, up to 4 removed from the game, the rest returned — components reference §2.12',
    (cls) => {
      const g = game(4);
      setBag(g, { working: 2, middle: 2, capitalist: 2 });
      play(g, cls, `${cls}.fake-news`);
      expect(optionIds(g, cls)).toEqual(['working', 'middle', 'capitalist', 'done']);
      answer(g, cls, 'capitalist', 'capitalist', 'middle', 'done');
      expect(g.bag).toEqual({ working: 2, middle: 1, capitalist: 0 });
      expect(g.supply.cubes).toEqual({ working: 23, middle: 24, capitalist: 25 });
      expectCardDone(g, cls);

      const h = game(4);
      setBag(h, {});
      expectRefused(h, cls, `${cls}.fake-news`);
    },
  );

  it('Fake News (Working Class): at most 4 cubes leave the bag — components reference §2.12', () => {
    const g = game(2);
    setBag(g, { capitalist: 9 });
    play(g, 'working', 'working.fake-news', 'capitalist', 'capitalist', 'capitalist', 'capitalist');
    expect(g.bag.capitalist).toBe(5);
    expect(g.supply.cubes.capitalist).toBe(20);
    expectCardDone(g, 'working');
  });
});

describe('Interest Groups', () => {
  it.each(VOTERS)(
    "Interest Groups (%s): other classes' cubes revealed are swapped for your own — components reference §2.12",
    (cls) => {
      const other: VotingClass = cls === 'capitalist' ? 'working' : 'capitalist';
      const g = game(4);
      // Only 2 cubes of other classes in the bag: the whole bag is revealed, both are swapped.
      setBag(g, { [cls]: 4, [other]: 2 });
      play(g, cls, `${cls}.interest-groups`);
      expect(g.bag[cls]).toBe(6);
      expect(g.bag[other]).toBe(0);
      expect(g.supply.cubes[cls]).toBe(19);
      expect(g.supply.cubes[other]).toBe(25);

      // Plenty of other cubes: exactly 3 are swapped.
      const k = game(4);
      setBag(k, { [other]: 10 });
      play(k, cls, `${cls}.interest-groups`);
      expect(k.bag[other]).toBe(7);
      expect(k.bag[cls]).toBe(3);
      expect(k.supply.cubes[cls]).toBe(22);

      const h = game(4);
      setBag(h, { [cls]: 5 });
      expectRefused(h, cls, `${cls}.interest-groups`);
    },
  );

  it('Interest Groups (Middle Class): only as many swaps as cubes left in your supply — rules decision 8', () => {
    const g = game(3);
    setBag(g, { middle: 24, working: 3 });
    play(g, 'middle', 'middle.interest-groups');
    expect(g.bag).toEqual({ working: 2, middle: 25, capitalist: 0 });
    expect(g.supply.cubes.middle).toBe(0);
    expect(g.supply.cubes.working).toBe(23);
  });
});

describe('adding cubes', () => {
  it('Proletarians of the World, Unite! (Working Class): cubes equal to the Population — components reference §2.12', () => {
    const g = game(4);
    play(g, 'working', 'working.proletarians-of-the-world-unite');
    expect(g.bag.working).toBe(11);
    expect(g.supply.cubes.working).toBe(14);

    const h = game(4);
    setBag(h, { working: 25 });
    expectRefused(h, 'working', 'working.proletarians-of-the-world-unite');
  });

  it('Voice of Middle Class Workers (Middle Class): 2 + 1 per Public or Capitalist Company employing Middle Class Workers — components reference §2.12', () => {
    const g = game(4);
    // Middle Class Workers work at the Shopping Mall (Capitalist) and the Technical University (Public).
    play(g, 'middle', 'middle.voice-of-middle-class-workers');
    expect(g.bag.middle).toBe(12);
    expect(g.supply.cubes.middle).toBe(13);

    const h = game(3);
    setBag(h, { middle: 25 });
    expectRefused(h, 'middle', 'middle.voice-of-middle-class-workers');
  });

  it('Endorse Political Campaign (Capitalist Class): spend 15, add 6 cubes — components reference §2.12', () => {
    const g = game(2);
    play(g, 'capitalist', 'capitalist.endorse-political-campaign');
    expect(g.classes.capitalist.revenue).toBe(105);
    expect(g.bag.capitalist).toBe(14);
    expect(g.supply.cubes.capitalist).toBe(11);

    const h = game(2);
    h.classes.capitalist.revenue = 10;
    h.classes.capitalist.capital = 4;
    expectRefused(h, 'capitalist', 'capitalist.endorse-political-campaign');
  });

  it('Trade Protectionism Lobby (Capitalist Class): 2 cubes per Agriculture Company, Luxury too at 6A; not at 6C — components reference §2.12', () => {
    const g = game(4);
    play(g, 'capitalist', 'capitalist.trade-protectionism-lobby');
    expect(g.bag.capitalist).toBe(10);

    const a = game(4);
    a.policies[6] = 'A';
    play(a, 'capitalist', 'capitalist.trade-protectionism-lobby');
    expect(a.bag.capitalist).toBe(12);
    expect(a.supply.cubes.capitalist).toBe(13);

    const h = game(4);
    h.policies[6] = 'C';
    expectRefused(h, 'capitalist', 'capitalist.trade-protectionism-lobby');
  });
});
