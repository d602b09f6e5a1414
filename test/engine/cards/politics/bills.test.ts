import { describe, expect, it } from 'vitest';
import type { ClassId, VotingClass } from '../../../../src/data/common.ts';
import { billMarkersLeft, billTargets } from '../../../../src/engine/politics/propose-bill.ts';
import { answer, optionIds, questionFor } from '../../testing.ts';
import { expectCardDone, expectRefused, game, play, setBag, vote } from './helpers.ts';

// Cards that propose a Bill on one Policy, then add 2 Voting cubes (components reference §2.12).
describe('Bill on one Policy plus 2 cubes', () => {
  it('Healthcare Movement (Working Class): a Bill on Policy 4, then 2 cubes — components reference §2.12', () => {
    const g = game(4);
    play(g, 'working', 'working.healthcare-movement');
    expect(optionIds(g, 'working')).toEqual(['4A', '4C']);
    answer(g, 'working', '4A', 'wait');
    expect(g.bills[4]).toEqual({ owner: 'working', section: 'A' });
    expect(g.bag.working).toBe(10);
    expect(g.supply.cubes.working).toBe(15);
    expect(g.classes.working.influence).toBe(1);

    const h = game(4);
    h.bills[4] = { owner: 'capitalist', section: 'C' };
    expectRefused(h, 'working', 'working.healthcare-movement');
  });

  it('Workers Movement (Working Class): the 2 cubes are in the bag before the Immediate Vote — components reference §2.12, rules decision 1', () => {
    const g = game(4);
    setBag(g, { working: 3 });
    play(g, 'working', 'working.workers-movement', '2A', 'vote');
    expect(g.classes.working.influence).toBe(0);
    vote(
      g,
      [
        ['middle', 'against'],
        ['capitalist', 'against'],
        ['state', 'against'],
      ],
      [
        ['middle', 0],
        ['capitalist', 0],
        ['state', 0],
      ],
    );
    // 5 Working Class cubes drawn (3 + the card's 2): 5 to 0, the Bill passes.
    expect(g.policies[2]).toBe('A');
    expect(g.bills[2]).toBeUndefined();
    expect(g.classes.working.vp).toBe(3);
    expect(g.bag.working).toBe(0);
    expect(g.supply.cubes.working).toBe(25);

    const h = game(4);
    h.bills[2] = { owner: 'middle', section: 'C' };
    expectRefused(h, 'working', 'working.workers-movement');
  });

  it('Student Movement (Working Class): a Bill on Policy 5 (5C → 5B), then 2 cubes — components reference §2.12', () => {
    const g = game(3);
    play(g, 'working', 'working.student-movement', '5B', 'wait');
    expect(g.bills[5]).toEqual({ owner: 'working', section: 'B' });
    expect(g.bag.working).toBe(10);

    const h = game(3);
    h.roundFlags.noElections = true;
    expectRefused(h, 'working', 'working.student-movement');
  });

  it.each([
    ['working', '7A'],
    ['middle', '7C'],
  ] as Array<[VotingClass, string]>)(
    'Immigration Reform (%s): a Bill on Policy 7, then 2 cubes; not with no Bill marker left — components reference §2.12',
    (cls, bill) => {
      const g = game(4);
      play(g, cls, `${cls}.immigration-reform`, bill, 'wait');
      expect(g.bills[7]).toEqual({ owner: cls, section: bill[1] });
      expect(g.bag[cls]).toBe(10);
      expect(g.supply.cubes[cls]).toBe(15);

      const h = game(4);
      h.bills[1] = { owner: cls, section: 'B' };
      h.bills[2] = { owner: cls, section: 'C' };
      h.bills[3] = { owner: cls, section: 'B' };
      expectRefused(h, cls, `${cls}.immigration-reform`);
    },
  );

  it('Tap into New Markets (Capitalist Class): a Bill on Policy 6, then 2 cubes; not while Policy 6 is blocked — components reference §2.12', () => {
    const g = game(2);
    play(g, 'capitalist', 'capitalist.tap-into-new-markets', '6C', 'wait');
    expect(g.bills[6]).toEqual({ owner: 'capitalist', section: 'C' });
    expect(g.bag.capitalist).toBe(10);

    const h = game(2);
    h.roundFlags.blockedPolicies = [6];
    expectRefused(h, 'capitalist', 'capitalist.tap-into-new-markets');
  });

  it('Taxed Enough Already! (Capitalist Class): a Bill on Policy 3 (3A → 3B), then 2 cubes — components reference §2.12', () => {
    const g = game(4);
    play(g, 'capitalist', 'capitalist.taxed-enough-already', '3B', 'wait');
    expect(g.bills[3]).toEqual({ owner: 'capitalist', section: 'B' });
    expect(g.bag.capitalist).toBe(10);
    expect(g.supply.cubes.capitalist).toBe(15);

    const h = game(4);
    h.bills[3] = { owner: 'working', section: 'B' };
    expectRefused(h, 'capitalist', 'capitalist.taxed-enough-already');
  });
});

describe('several Bills', () => {
  it('Need for Change (Working Class): 2 Bills, each with its own Immediate Vote offer — components reference §2.12 and §3.1 FAQ', () => {
    const g = game(4);
    play(g, 'working', 'working.need-for-change', '4A', 'wait');
    // The second Bill is optional and on another Policy.
    const second = optionIds(g, 'working');
    expect(second).toContain('none');
    expect(second).not.toContain('4A');
    expect(second).not.toContain('4C');
    expect(questionFor(g, 'working').kind).toBe('bill.propose');
    expect(second).toContain('5B');
  });

  it('Need for Change (Working Class): the second Bill is chosen after the first Immediate Vote, on a different Policy — components reference §3.1 FAQ', () => {
    const g = game(4);
    setBag(g, { working: 5 });
    play(g, 'working', 'working.need-for-change', '4A', 'vote');
    vote(
      g,
      [
        ['middle', 'against'],
        ['capitalist', 'against'],
        ['state', 'against'],
      ],
      [
        ['middle', 0],
        ['capitalist', 0],
        ['state', 0],
      ],
    );
    expect(g.policies[4]).toBe('A');
    expect(g.classes.working.vp).toBe(3);
    const q = questionFor(g, 'working');
    expect(q.kind).toBe('bill.propose');
    expect(q.options.map((o) => o.id)).not.toContain('4B');
    expect(q.options.map((o) => o.id)).toContain('none');
    answer(g, 'working', 'none');
    expectCardDone(g, 'working');

    const h = game(4);
    h.bills[1] = { owner: 'working', section: 'B' };
    h.bills[2] = { owner: 'working', section: 'C' };
    h.bills[3] = { owner: 'working', section: 'B' };
    expectRefused(h, 'working', 'working.need-for-change');
  });

  it('Need for Change (Working Class): both Bills proposed, one Bill marker left — components reference §2.12', () => {
    const g = game(4);
    play(g, 'working', 'working.need-for-change', '4A', 'wait', '5B', 'wait');
    expect(g.bills[4]).toEqual({ owner: 'working', section: 'A' });
    expect(g.bills[5]).toEqual({ owner: 'working', section: 'B' });
    expect(billMarkersLeft(g, 'working')).toBe(1);
    expect(g.classes.working.influence).toBe(1);
  });

  it('Push Political Agenda (Capitalist Class): pay 25, then 2 Bills; not without 25 — components reference §2.12', () => {
    const g = game(4);
    play(g, 'capitalist', 'capitalist.push-political-agenda', '4C', 'wait', '6C', 'wait');
    expect(g.classes.capitalist.revenue).toBe(95);
    expect(g.bills[4]).toEqual({ owner: 'capitalist', section: 'C' });
    expect(g.bills[6]).toEqual({ owner: 'capitalist', section: 'C' });

    const h = game(4);
    h.classes.capitalist.revenue = 20;
    h.classes.capitalist.capital = 4;
    expectRefused(h, 'capitalist', 'capitalist.push-political-agenda');
  });
});

describe('Radical Reforms and Pressing Matters', () => {
  it.each(['working', 'capitalist', 'state'] as ClassId[])(
    'Radical Reforms (%s): a Bill two sections away, no Immediate Vote — components reference §2.12',
    (cls) => {
      const g = game(4);
      play(g, cls, `${cls}.radical-reforms`);
      expect(optionIds(g, cls)).toContain('5A');
      answer(g, cls, '5A');
      expect(g.bills[5]).toEqual({ owner: cls, section: 'A' });
      expectCardDone(g, cls);
      expect(g.classes[cls].influence).toBe(1);

      const h = game(4);
      h.roundFlags.noElections = true;
      expectRefused(h, cls, `${cls}.radical-reforms`);
    },
  );

  it('Pressing Matters (State): a Bill with a free Immediate Vote, even with no Influence — components reference §2.12', () => {
    const g = game(4);
    g.classes.state.influence = 0;
    setBag(g, { working: 5 });
    play(g, 'state', 'state.pressing-matters', '4A', 'vote');
    vote(
      g,
      [
        ['working', 'for'],
        ['middle', 'against'],
        ['capitalist', 'against'],
      ],
      [
        ['working', 0],
        ['middle', 0],
        ['capitalist', 0],
      ],
    );
    expect(g.policies[4]).toBe('A');
    expect(g.classes.state.vp).toBe(3);
    expect(g.classes.working.vp).toBe(1);
    expect(g.classes.state.influence).toBe(0);

    const h = game(4);
    h.bills[1] = { owner: 'state', section: 'B' };
    h.bills[2] = { owner: 'state', section: 'C' };
    h.bills[3] = { owner: 'state', section: 'B' };
    expectRefused(h, 'state', 'state.pressing-matters');
  });
});

describe('Public Opinion Polling', () => {
  it.each(['working', 'middle', 'capitalist'] as VotingClass[])(
    'Public Opinion Polling (%s): 5 cubes revealed before anyone declares a side; waiting puts them back — components reference §2.12 and §3.1 FAQ',
    (cls) => {
      const g = game(4);
      setBag(g, { working: 2, capitalist: 3 });
      play(g, cls, `${cls}.public-opinion-polling`, '4A');
      expect(questionFor(g, cls).kind).toBe('card.polling-vote');
      expect(g.vote?.drawn).toEqual({ working: 2, middle: 0, capitalist: 3 });
      expect(g.bag).toEqual({ working: 0, middle: 0, capitalist: 0 });
      expect(optionIds(g, cls)).toEqual(['vote', 'wait']);
    },
  );

  it('Public Opinion Polling (Working Class): waiting returns the 5 cubes and keeps the Bill — components reference §2.12', () => {
    const g = game(4);
    setBag(g, { working: 2, capitalist: 3 });
    play(g, 'working', 'working.public-opinion-polling', '4A', 'wait');
    expect(g.vote).toBeNull();
    expect(g.bag).toEqual({ working: 2, middle: 0, capitalist: 3 });
    expect(g.bills[4]).toEqual({ owner: 'working', section: 'A' });
    expect(g.classes.working.influence).toBe(1);

    const h = game(4);
    h.roundFlags.noElections = true;
    expectRefused(h, 'working', 'working.public-opinion-polling');
  });

  it('Public Opinion Polling (Middle Class): the free Immediate Vote uses the revealed cubes — components reference §2.12', () => {
    const g = game(3);
    setBag(g, { middle: 2, capitalist: 3 });
    play(g, 'middle', 'middle.public-opinion-polling', '4C', 'vote');
    vote(
      g,
      [
        ['working', 'for'],
        ['capitalist', 'against'],
      ],
      [
        ['working', 0],
        ['middle', 1],
        ['capitalist', 0],
      ],
    );
    // 2 Middle Class cubes + 1 Influence against 3 Capitalist cubes: a tie passes.
    expect(g.policies[4]).toBe('C');
    expect(g.classes.middle.influence).toBe(0);
    expect(g.classes.middle.vp).toBe(3);
    expect(g.classes.working.vp).toBe(0);
    expect(g.bag).toEqual({ working: 0, middle: 0, capitalist: 3 });
    expect(g.supply.cubes.middle).toBe(25);

    const h = game(3);
    h.bills[1] = { owner: 'middle', section: 'B' };
    h.bills[2] = { owner: 'middle', section: 'C' };
    h.bills[3] = { owner: 'middle', section: 'B' };
    expectRefused(h, 'middle', 'middle.public-opinion-polling');
  });

  it('Public Opinion Polling (Capitalist Class): a 2-player poll, the vote fails and the losing cubes go back — components reference §2.12', () => {
    const g = game(2);
    setBag(g, { working: 4, capitalist: 1 });
    play(g, 'capitalist', 'capitalist.public-opinion-polling', '6C', 'vote');
    vote(
      g,
      [['working', 'against']],
      [
        ['working', 0],
        ['capitalist', 0],
      ],
    );
    expect(g.policies[6]).toBe('B');
    expect(g.classes.capitalist.vp).toBe(0);
    expect(g.classes.capitalist.influence).toBe(1);
    expect(g.bag).toEqual({ working: 0, middle: 0, capitalist: 1 });
    expect(g.supply.cubes.working).toBe(25);

    const h = game(2);
    for (const policy of [1, 2, 3, 4, 5, 6, 7] as const) h.bills[policy] = { owner: 'working', section: 'B' };
    expectRefused(h, 'capitalist', 'capitalist.public-opinion-polling');
  });
});

describe('Crisis & Control Bill cards', () => {
  const ALL: ClassId[] = ['working', 'middle', 'capitalist', 'state'];

  it.each(ALL)(
    'Momentum for Change (%s): 1 Influence per own Bill marker on the table, then a Bill with no Immediate Vote — components reference §2.12',
    (cls) => {
      const g = game(4, true);
      g.bills[1] = { owner: cls, section: 'B' };
      g.bills[2] = { owner: cls, section: 'C' };
      play(g, cls, `${cls}.momentum-for-change`, '4A');
      expect(g.classes[cls].influence).toBe(3);
      expect(g.bills[4]).toEqual({ owner: cls, section: 'A' });
      expectCardDone(g, cls);

      // All three markers out: the Influence alone (rules decision 4).
      const full = game(4, true);
      full.bills[1] = { owner: cls, section: 'B' };
      full.bills[2] = { owner: cls, section: 'C' };
      full.bills[3] = { owner: cls, section: 'B' };
      play(full, cls, `${cls}.momentum-for-change`);
      expect(full.classes[cls].influence).toBe(4);
      expectCardDone(full, cls);

      const h = game(4, true);
      h.roundFlags.noElections = true;
      expectRefused(h, cls, `${cls}.momentum-for-change`);
    },
  );

  it.each(ALL)(
    'Protect the Status Quo (%s): a Bill marker blocks a Policy for the round; +1 Influence — components reference §2.12',
    (cls) => {
      const g = game(4, true);
      play(g, cls, `${cls}.protect-the-status-quo`, '4');
      expect(g.roundFlags.blockedPolicies).toEqual([4]);
      expect(g.classes[cls].influence).toBe(2);
      expect(billMarkersLeft(g, cls)).toBe(2);
      expect(billTargets(g).some(([policy]) => policy === 4)).toBe(false);
      expect(billTargets(g)).toHaveLength(9);

      const h = game(4, true);
      h.bills[1] = { owner: cls, section: 'B' };
      h.bills[2] = { owner: cls, section: 'C' };
      h.bills[3] = { owner: cls, section: 'B' };
      expectRefused(h, cls, `${cls}.protect-the-status-quo`);
    },
  );

  it.each(ALL)(
    "Change of Government Agenda (%s): another's Bill is discarded, then you and they may propose — components reference §2.12",
    (cls) => {
      const other: ClassId = cls === 'capitalist' ? 'working' : 'capitalist';
      const g = game(4, true);
      g.bills[4] = { owner: other, section: 'C' };
      g.bills[5] = { owner: 'middle' === cls ? 'state' : 'middle', section: 'B' };
      play(g, cls, `${cls}.change-of-government-agenda`);
      expect(optionIds(g, cls)).toEqual(['4', '5']);
      answer(g, cls, '4');
      expect(g.bills[4]).toBeUndefined();
      expect(billMarkersLeft(g, other)).toBe(3);
      // You propose first (or not), then the other player may.
      expect(optionIds(g, cls)).toContain('none');
      answer(g, cls, '4A', 'wait');
      expect(g.bills[4]).toEqual({ owner: cls, section: 'A' });
      expect(questionFor(g, other).kind).toBe('bill.propose');
      expect(optionIds(g, other)).toContain('none');
      answer(g, other, '6C', 'wait');
      expect(g.bills[6]).toEqual({ owner: other, section: 'C' });
      expect(g.bills[5]?.section).toBe('B');
      expectCardDone(g, cls);

      const h = game(4, true);
      h.bills[1] = { owner: other, section: 'B' };
      h.bills[2] = { owner: other, section: 'C' };
      h.bills[3] = { owner: other, section: 'B' };
      h.bills[4] = { owner: cls, section: 'C' };
      expectRefused(h, cls, `${cls}.change-of-government-agenda`);
    },
  );

  it('Emergency State (State): with 3 Bills, a Policy without a Bill moves one section, no VP — components reference §2.12 and §3.1 FAQ', () => {
    const g = game(4);
    g.bills[1] = { owner: 'working', section: 'B' };
    g.bills[2] = { owner: 'middle', section: 'C' };
    g.bills[3] = { owner: 'capitalist', section: 'B' };
    play(g, 'state', 'state.emergency-state');
    expect(optionIds(g, 'state')).toEqual(['4A', '4C', '5B', '6A', '6C', '7A', '7C']);
    answer(g, 'state', '7C');
    expect(g.policies[7]).toBe('C');
    expect(g.classes.state.vp).toBe(0);
    expect(g.bills[1]).toEqual({ owner: 'working', section: 'B' });

    const h = game(4);
    h.bills[1] = { owner: 'working', section: 'B' };
    h.bills[2] = { owner: 'middle', section: 'C' };
    expectRefused(h, 'state', 'state.emergency-state');
  });
});
