/**
 * The Elections Phase and every election (Bills and Elections; rulebook, Elections
 * Phase; rules-decisions S25).
 */
import { describe, expect, it } from 'vitest';
import type { ClassId, PolicyId, Section, VotingClass } from '../../../src/data/common.ts';
import { LEGITIMACY_INFLUENCE } from '../../../src/data/tables.ts';
import type { GameState } from '../../../src/engine/game-state.ts';
import { applyInPlace, pending, view } from '../../../src/engine/index.ts';
import { invariantViolations } from '../../../src/engine/invariants.ts';
import { refillCubes } from '../../../src/engine/politics/elections.ts';
import { addCompany, answer, newGame, questions, run, staff, step, unemployed } from '../helpers.ts';
import { questionFor } from '../testing.ts';

/** Sets the bag to exactly these cubes (the rest of each colour in the supply). */
function setBag(g: GameState, bag: Record<VotingClass, number>) {
  g.bag = { ...bag };
  g.supply.cubes = { working: 25 - bag.working, middle: 25 - bag.middle, capitalist: 25 - bag.capitalist };
}

/** Puts a Bill on the table and starts its election (no refill, as in an election step). */
function election(g: GameState, policy: PolicyId, section: Section, owner: ClassId): string[] {
  g.bills[policy] = { owner, section };
  return run(g, step('election', { policy, immediate: false, predrawn: false }));
}

describe('Refill Bag (Bills and Elections, Refill the bag)', () => {
  it('Working Class: half its Population rounded up; Capitalist: half its operational Companies rounded up; Middle: the higher of the two halves', () => {
    const g = newGame(4);
    expect(refillCubes(g, 'working')).toBe(2); // Population 3
    expect(refillCubes(g, 'capitalist')).toBe(2); // 3 operational (the Clinic is empty)
    expect(refillCubes(g, 'middle')).toBe(2); // max(⌈3/2⌉, ⌈2/2⌉)
    unemployed(g, 'working', 5); // 15 Workers → Population 5
    expect(refillCubes(g, 'working')).toBe(3);
    for (let i = 0; i < 4; i++) addCompany(g, 'capitalist', 'capitalist.car-manufacturer'); // automated: operational
    expect(refillCubes(g, 'capitalist')).toBe(4);
    for (let i = 0; i < 4; i++) {
      const c = addCompany(g, 'middle', 'middle.game-store');
      staff(g, c, 'middle', ['luxury']);
    }
    // 6 operational Middle Class Companies → 3; its 14 Workers → Population 4 → 2.
    expect(refillCubes(g, 'middle')).toBe(3);
  });

  it('with 2 players the Middle Class still adds 5 cubes', () => {
    const g = newGame(2);
    expect(refillCubes(g, 'middle')).toBe(5);
  });

  it('is done once at the start of the Elections Phase; the State gains Personal Influence by its lowest Legitimacy', () => {
    const g = newGame(4);
    g.bills[2] = { owner: 'working', section: 'A' };
    g.classes.state.legitimacy = { working: 7, middle: 6, capitalist: 9 };
    const bag = { ...g.bag };
    run(g, step('elections.start'));
    expect(g.bag).toEqual({
      working: bag.working + 2,
      middle: bag.middle + 2,
      capitalist: bag.capitalist + 2,
    });
    expect(g.classes.state.influence).toBe(1 + 3);
  });

  it('the State’s Influence by lowest Legitimacy: 1→0, 2–3→1, 4–5→2, 6–7→3, 8–9→4, 10→5 (components reference §2.6)', () => {
    expect([...LEGITIMACY_INFLUENCE].slice(1)).toEqual([0, 1, 1, 2, 2, 3, 3, 4, 4, 5]);
    const gained: number[] = [];
    for (let lowest = 1; lowest <= 10; lowest++) {
      const g = newGame(4);
      g.bills[2] = { owner: 'working', section: 'A' };
      g.classes.state.influence = 0;
      g.classes.state.legitimacy = { working: 10, middle: lowest, capitalist: 10 };
      run(g, step('elections.start'));
      gained.push(g.classes.state.influence);
    }
    expect(gained).toEqual([0, 1, 1, 2, 2, 3, 3, 4, 4, 5]);
  });

  it('nothing happens in the Elections Phase when no Bill was proposed (no refill, no Influence)', () => {
    const g = newGame(4);
    const bag = { ...g.bag };
    run(g, step('elections.start'));
    expect(g.bag).toEqual(bag);
    expect(g.classes.state.influence).toBe(1);
  });
});

describe('Carrying out elections (Bills and Elections, Carrying out an election)', () => {
  it('holds one election per Bill, Policy 1 first', () => {
    const g = newGame(4);
    g.bills[5] = { owner: 'working', section: 'B' };
    g.bills[2] = { owner: 'capitalist', section: 'C' };
    for (const c of ['working', 'middle', 'capitalist', 'state'] as const) g.classes[c].influence = 0;
    run(g, step('elections.start'));
    expect(g.vote?.policy).toBe(2);
    answer(g, 'working', 'against');
    answer(g, 'middle', 'against');
    // The State gained Influence at the refill, so it states a side too.
    answer(g, 'state', 'for');
    if (questions(g).some((q) => q.kind === 'vote.bid')) answer(g, 'state', 'bid:0');
    expect(g.vote?.policy).toBe(5);
    expect(g.bills[2]).toBeUndefined();
  });

  it('asks the sides in player order, the proposer being in favour; the State only when it has Influence', () => {
    const g = newGame(4);
    g.classes.state.influence = 0;
    election(g, 2, 'A', 'middle');
    expect(g.vote?.sides).toEqual({ middle: 'for' });
    expect(pending(g).map((q) => [q.seat, q.kind])).toEqual([['working', 'vote.side']]);
    answer(g, 'working', 'against');
    expect(pending(g).map((q) => q.seat)).toEqual(['capitalist']);
    answer(g, 'capitalist', 'for');
    // No side question for the State; cubes are drawn, then the secret bids.
    expect(pending(g).every((q) => q.kind === 'vote.bid')).toBe(true);
    expect(pending(g).map((q) => q.seat)).not.toContain('state');
  });

  it('draws exactly 5 cubes onto the Vote Results', () => {
    const g = newGame(4);
    election(g, 2, 'A', 'working');
    answer(g, 'middle', 'for');
    answer(g, 'capitalist', 'for');
    answer(g, 'state', 'for');
    const drawn = g.vote?.drawn;
    expect(drawn && drawn.working + drawn.middle + drawn.capitalist).toBe(5);
    expect(g.bag.working + g.bag.middle + g.bag.capitalist).toBe(24 - 5);
  });

  it('In favour wins ties: 3 against 3 passes', () => {
    const g = newGame(3);
    setBag(g, { working: 2, middle: 0, capitalist: 3 });
    g.classes.working.influence = 1;
    g.classes.middle.influence = 0;
    g.classes.capitalist.influence = 0;
    election(g, 2, 'A', 'working');
    answer(g, 'middle', 'against');
    answer(g, 'capitalist', 'against');
    answer(g, 'working', 'bid:1');
    expect(g.policies[2]).toBe('A');
  });

  it('the Bill fails when Against has more votes: no VP, the Policy stays; winning cubes discarded, losing cubes back in the bag', () => {
    const g = newGame(3);
    setBag(g, { working: 2, middle: 0, capitalist: 3 });
    for (const c of ['working', 'middle', 'capitalist'] as const) g.classes[c].influence = 0;
    election(g, 2, 'A', 'working');
    answer(g, 'middle', 'for');
    answer(g, 'capitalist', 'against');
    expect(g.policies[2]).toBe('B');
    expect(g.classes.working.vp).toBe(0);
    expect(g.bag).toEqual({ working: 2, middle: 0, capitalist: 0 });
    expect(g.supply.cubes.capitalist).toBe(25);
    expect(g.bills[2]).toBeUndefined();
  });

  it('a passed Bill moves the Policy marker and applies the change at once (Tax Multiplier)', () => {
    const g = newGame(3);
    setBag(g, { working: 5, middle: 0, capitalist: 0 });
    for (const c of ['working', 'middle', 'capitalist'] as const) g.classes[c].influence = 0;
    election(g, 4, 'A', 'working');
    answer(g, 'middle', 'against');
    answer(g, 'capitalist', 'against');
    expect(g.policies[4]).toBe('A');
    expect(view(g, 'public').taxMultiplier).toBe(3 + 2 * (2 + 0));
  });

  it('only a supporter who added a vote — a drawn cube or Influence — scores 1 VP; the proposer scores 3 even without any', () => {
    const g = newGame(3);
    setBag(g, { working: 0, middle: 0, capitalist: 5 });
    g.classes.working.influence = 0;
    g.classes.middle.influence = 1;
    g.classes.capitalist.influence = 0;
    election(g, 2, 'A', 'working');
    answer(g, 'middle', 'for');
    answer(g, 'capitalist', 'for');
    answer(g, 'middle', 'bid:1');
    expect(g.policies[2]).toBe('A');
    expect(g.classes.working.vp).toBe(3);
    expect(g.classes.middle.vp).toBe(1);
    expect(g.classes.capitalist.vp).toBe(1);

    const g2 = newGame(3);
    setBag(g2, { working: 0, middle: 0, capitalist: 5 });
    g2.classes.middle.influence = 1;
    g2.classes.working.influence = 0;
    g2.classes.capitalist.influence = 0;
    election(g2, 2, 'A', 'working');
    answer(g2, 'middle', 'for');
    answer(g2, 'capitalist', 'for');
    answer(g2, 'middle', 'bid:0');
    expect(g2.classes.middle.vp).toBe(0);
  });

  it('a Bill of the State scores it 3 VP when it passes, with no cube of its own', () => {
    const g = newGame(4);
    setBag(g, { working: 3, middle: 2, capitalist: 0 });
    for (const c of ['working', 'middle', 'capitalist', 'state'] as const) g.classes[c].influence = 0;
    election(g, 2, 'A', 'state');
    answer(g, 'working', 'for');
    answer(g, 'middle', 'against');
    answer(g, 'capitalist', 'against');
    expect(g.policies[2]).toBe('A');
    expect(g.classes.state.vp).toBe(3);
    expect(g.classes.working.vp).toBe(1);
  });

  it('when everyone states the same side, 5 cubes are still drawn and discarded, and VP are awarded as usual', () => {
    const g = newGame(3);
    setBag(g, { working: 1, middle: 2, capitalist: 2 });
    for (const c of ['working', 'middle', 'capitalist'] as const) g.classes[c].influence = 0;
    election(g, 2, 'A', 'working');
    answer(g, 'middle', 'for');
    answer(g, 'capitalist', 'for');
    expect(g.bag).toEqual({ working: 0, middle: 0, capitalist: 0 });
    expect(g.supply.cubes).toEqual({ working: 25, middle: 25, capitalist: 25 });
    expect([g.classes.working.vp, g.classes.middle.vp, g.classes.capitalist.vp]).toEqual([3, 1, 1]);
  });
});

describe('Secret Influence (Bills and Elections, Influence, in secret)', () => {
  it('asks every seat with Influence at once; the public view shows who answered but no amount until all have answered', () => {
    const g = newGame(4);
    setBag(g, { working: 2, middle: 1, capitalist: 2 });
    g.classes.working.influence = 2;
    election(g, 2, 'A', 'working');
    answer(g, 'middle', 'for');
    answer(g, 'capitalist', 'against');
    answer(g, 'state', 'against');
    const asked = pending(g);
    expect(asked.map((q) => q.seat)).toEqual(['working', 'middle', 'capitalist', 'state']);
    expect(asked.every((q) => q.secret === true && q.kind === 'vote.bid')).toBe(true);
    const strip = (v: ReturnType<typeof view>) =>
      JSON.stringify({ ...v, version: 0, waitingFor: [], vote: { ...v.vote, answered: [] } });
    const before = strip(view(g, 'public'));
    const recorded = applyInPlace(g, 'working', 'bid:2');
    // Nothing is announced when a seat answers in secret.
    expect(recorded.ok && recorded.events).toEqual([]);
    const publicView = view(g, 'public');
    expect(JSON.stringify(publicView)).not.toContain('"myBid"');
    expect(publicView.vote?.answered).toEqual(['working']);
    expect(publicView.classes.working.influence).toBe(2);
    // Apart from who has answered, the public view did not change.
    expect(strip(publicView)).toBe(before);
    expect(view(g, 'working').vote?.myBid).toBe(2);
    expect(view(g, 'capitalist').vote?.myBid).toBeUndefined();
    expect(JSON.stringify(view(g, 'capitalist'))).not.toContain('"myBid"');
    // The seat that answered is no longer asked; the others still are.
    expect(pending(g).map((q) => q.seat)).toEqual(['middle', 'capitalist', 'state']);
    answer(g, 'middle', 'bid:0');
    answer(g, 'capitalist', 'bid:1');
    expect(g.vote).not.toBeNull();
    answer(g, 'state', 'bid:1');
    expect(g.vote).toBeNull();
    expect(g.classes.working.influence).toBe(0);
  });

  it('a seat cannot bid twice or bid more than it has', () => {
    const g = newGame(3);
    election(g, 2, 'A', 'working');
    answer(g, 'middle', 'for');
    answer(g, 'capitalist', 'against');
    expect(questionFor(g, 'working').options.map((o) => o.id)).toEqual(['bid:0', 'bid:1']);
    answer(g, 'working', 'bid:1');
    const again = pending(g).find((q) => q.seat === 'working');
    expect(again).toBeUndefined();
  });
});

describe('Two-player elections (Bills and Elections, Two-player elections)', () => {
  it('drawn Middle Class cubes count among the 5 but vote for neither side and are discarded at once', () => {
    const g = newGame(2);
    setBag(g, { working: 1, middle: 3, capitalist: 1 });
    g.classes.working.influence = 0;
    g.classes.capitalist.influence = 0;
    election(g, 2, 'A', 'working');
    answer(g, 'capitalist', 'against');
    expect(g.policies[2]).toBe('A'); // 1 to 1
    expect(g.supply.cubes.middle).toBe(25);
    expect(g.bag.capitalist).toBe(1);
  });

  it('all 5 yellow and no Influence spent: the Bill passes', () => {
    const g = newGame(2);
    setBag(g, { working: 0, middle: 5, capitalist: 0 });
    g.classes.working.influence = 0;
    election(g, 2, 'A', 'working');
    answer(g, 'capitalist', 'against');
    answer(g, 'capitalist', 'bid:0');
    expect(g.policies[2]).toBe('A');
  });

  it('all 5 yellow but the Capitalist spends 1 Influence against: the Bill fails', () => {
    const g = newGame(2);
    setBag(g, { working: 0, middle: 5, capitalist: 0 });
    g.classes.working.influence = 0;
    election(g, 2, 'A', 'working');
    answer(g, 'capitalist', 'against');
    answer(g, 'capitalist', 'bid:1');
    expect(g.policies[2]).toBe('B');
  });
});

describe('An empty bag (Bills and Elections, Refill the bag; rules-decisions S25)', () => {
  it('draws what is there, refills twice without State Influence, then draws the rest', () => {
    const g = newGame(4);
    setBag(g, { working: 1, middle: 0, capitalist: 0 });
    for (const c of ['working', 'middle', 'capitalist'] as const) g.classes[c].influence = 0;
    g.classes.state.influence = 0;
    g.classes.state.legitimacy = { working: 10, middle: 10, capitalist: 10 };
    election(g, 2, 'A', 'working');
    answer(g, 'middle', 'for');
    answer(g, 'capitalist', 'for');
    // Everyone for: the 5 drawn cubes are discarded; 1 + twice (2 + 2 + 2) = 13 went in.
    expect(g.bag.working + g.bag.middle + g.bag.capitalist).toBe(13 - 5);
    expect(g.classes.state.influence).toBe(0);
    expect(invariantViolations(g)).toEqual([]);
  });
});

describe('The election example (Bills and Elections, Election example)', () => {
  function example(bag: Record<VotingClass, number>) {
    const g = newGame(4);
    g.policies[5] = 'B';
    setBag(g, bag);
    for (const c of ['working', 'middle', 'capitalist', 'state'] as const) g.classes[c].influence = 1;
    // Jim (Working Class) proposed a Bill for Education 5A.
    election(g, 5, 'A', 'working');
    // Claire (Middle) is in favour; Mike (Capitalist) and Anna (State) are against.
    answer(g, 'middle', 'for');
    answer(g, 'capitalist', 'against');
    answer(g, 'state', 'against');
    return g;
  }

  it('2 red, 1 yellow, 2 blue: 3 to 2; Jim, Mike and Anna spend 1 each: 4 to 4 passes; Jim +3, Claire +1; Influence, red and yellow discarded; the 2 blue back in the bag', () => {
    const g = example({ working: 2, middle: 1, capitalist: 2 });
    expect(g.vote?.drawn).toEqual({ working: 2, middle: 1, capitalist: 2 });
    answer(g, 'working', 'bid:1');
    answer(g, 'middle', 'bid:0');
    answer(g, 'capitalist', 'bid:1');
    answer(g, 'state', 'bid:1');
    expect(g.policies[5]).toBe('A');
    expect(g.classes.working.vp).toBe(3);
    expect(g.classes.middle.vp).toBe(1);
    expect(g.classes.capitalist.vp).toBe(0);
    expect(g.classes.state.vp).toBe(0);
    expect([
      g.classes.working.influence,
      g.classes.middle.influence,
      g.classes.capitalist.influence,
      g.classes.state.influence,
    ]).toEqual([0, 1, 0, 0]);
    expect(g.supply.cubes.working).toBe(25);
    expect(g.supply.cubes.middle).toBe(25);
    expect(g.bag).toEqual({ working: 0, middle: 0, capitalist: 2 });
    expect(g.bills[5]).toBeUndefined();
    expect(questions(g)).toHaveLength(0);
  });

  it('had Claire’s cube not come out (3 red, 2 blue), the Bill still passes 4 to 4 but she scores nothing', () => {
    const g = example({ working: 3, middle: 0, capitalist: 2 });
    answer(g, 'working', 'bid:1');
    answer(g, 'middle', 'bid:0');
    answer(g, 'capitalist', 'bid:1');
    answer(g, 'state', 'bid:1');
    expect(g.policies[5]).toBe('A');
    expect(g.classes.working.vp).toBe(3);
    expect(g.classes.middle.vp).toBe(0);
  });
});
