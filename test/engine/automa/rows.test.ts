/**
 * Priority rows (crisis-and-control.txt, "Automa Turn Overview (Advanced Mode)": AI Checks,
 * Automa Action; "Proposing Bills"; "Final Round Rules"). Rows are listed bottom row first, each
 * row nearest-the-marker first.
 */
import { describe, expect, it } from 'vitest';
import { POLICY_IDS, type PolicyId } from '../../../src/data/common.ts';
import {
  afterBillProposed,
  afterImmediateVote,
  desiredSection,
  distanceFromDesired,
} from '../../../src/engine/automa/policy-cards.ts';
import {
  actionsByPriority,
  collapseRows,
  dropAfterActing,
  moveActionUp,
  movePolicyUp,
  placePolicyByDistance,
  policiesByPriority,
  restorePolicy,
  setPolicyAside,
} from '../../../src/engine/automa/rows.ts';
import type { PriorityRows } from '../../../src/engine/game-state.ts';
import { run, step } from '../helpers.ts';
import { automaGame, rowsOf } from './helpers.ts';

function rows(
  actions: PriorityRows['actions'],
  policies: PriorityRows['policies'] = [],
  setAside: number[] = [],
) {
  return { actions, policies, setAside, removed: [], actionsAside: [] } as PriorityRows;
}

describe('moving priority cards up (AI Checks)', () => {
  it('an Action card moving up goes to the left of the cards already in its new row (furthest from the marker)', () => {
    // "When moving an Action priority card to a higher row, place it to the left of any existing cards in that row."
    const r = rows([
      ['special', 'lobby', 'sell-company'],
      ['build-company', 'sell-foreign', 'propose-bill'],
    ]);
    moveActionUp(r, 'lobby', 1);
    expect(r.actions).toEqual([
      ['special', 'sell-company'],
      ['build-company', 'sell-foreign', 'propose-bill', 'lobby'],
    ]);
    // "If a card leaves a row, move remaining cards to the right (towards the markers), retaining their order."
    expect(r.actions[0]).toEqual(['special', 'sell-company']);
  });

  it('moves as many rows as the steps, making new rows above the top one (rows are unbounded upward)', () => {
    const r = rows([['special', 'lobby'], ['build-company']]);
    moveActionUp(r, 'special', 3);
    expect(r.actions).toEqual([['lobby'], ['build-company'], [], ['special']]);
  });

  it('ties in a row go to the card next to the marker: the one that has been there longest', () => {
    // "If multiple cards are in the highest row, it performs the one closest to the row's marker."
    // "The card that has been in a row longest should be next to the marker, and the most recent should be furthest."
    const r = rows([
      ['special', 'lobby', 'sell-company'],
      ['build-company', 'sell-foreign', 'propose-bill'],
    ]);
    moveActionUp(r, 'special', 2);
    moveActionUp(r, 'lobby', 2);
    collapseRows(r);
    expect(actionsByPriority(r).slice(0, 2)).toEqual(['special', 'lobby']);
  });

  it('a Policy card moving up goes to the right of the cards in its new row; the rest close up to the left', () => {
    // "when moving a Policy priority card to a new row with other cards, place it to their right.
    // When a Policy priority card leaves a row, remaining cards move to the left, retaining their order."
    const r = rows([], [[2, 4, 6, 7], [3]]);
    movePolicyUp(r, 4, 1);
    expect(r.policies).toEqual([
      [2, 6, 7],
      [3, 4],
    ]);
    expect(policiesByPriority(r)).toEqual([3, 4, 2, 6, 7]);
  });

  it('an instruction to move a set-aside Policy card moves nothing', () => {
    // "If an instruction tells you to move a Policy priority card that has been set aside, do not move anything."
    const r = rows([], [[2, 4]], [1, 5]);
    movePolicyUp(r, 1, 2);
    expect(r.policies).toEqual([[2, 4]]);
    expect(r.setAside).toEqual([1, 5]);
  });
});

describe('collapse of empty rows', () => {
  it('empty rows collapse downward, each row keeping its order, Action and Policy rows independently', () => {
    // "Starting from the bottom row and moving upward, for every empty row, move the next row of
    // priority cards above it down ... Do this independently for both Action and Policy priority cards."
    const r = rows([[], ['lobby', 'special'], [], [], ['propose-bill']], [[], [], [3, 2]]);
    collapseRows(r);
    expect(r.actions).toEqual([['lobby', 'special'], ['propose-bill']]);
    expect(r.policies).toEqual([[3, 2]]);
  });
});

describe('after acting (Automa Action)', () => {
  it('the performed card drops 2 rows, to the left of the cards there', () => {
    // "After an action is performed, move its priority card 2 rows downward, to the left of any cards already there."
    const r = rows([['special', 'lobby'], ['sell-company'], ['build-company', 'propose-bill']]);
    dropAfterActing(r, 'build-company');
    expect(r.actions).toEqual([['special', 'lobby', 'build-company'], ['sell-company'], ['propose-bill']]);
  });

  it('a card in the second row can only drop to the bottom row', () => {
    const r = rows([['special'], ['build-company', 'lobby']]);
    dropAfterActing(r, 'build-company');
    expect(r.actions).toEqual([['special', 'build-company'], ['lobby']]);
  });

  it('only the performed second-priority card moves; a row it leaves empty collapses at once', () => {
    // "If the Automa performs the second highest priority action instead of the highest, only the Action
    // priority card of the performed action moves downward; the top-priority action remains. If this
    // movement leaves a row empty, that row immediately collapses."
    const r = rows([['lobby'], ['sell-foreign'], ['special']]);
    dropAfterActing(r, 'sell-foreign');
    expect(r.actions).toEqual([['lobby', 'sell-foreign'], ['special']]);
    expect(actionsByPriority(r)[0]).toBe('special');
  });
});

describe('Policy cards and Bills (Proposing Bills)', () => {
  it('set aside when a Bill is proposed; back to its row if the Immediate Vote fails', () => {
    const r = rows([], [[2, 4], [3]]);
    const place = setPolicyAside(r, 3);
    expect(r.policies).toEqual([[2, 4]]);
    expect(r.setAside).toContain(3);
    if (!place) throw new Error('Policy 3 was in the rows');
    restorePolicy(r, 3, place);
    expect(r.policies).toEqual([[2, 4], [3]]);
  });

  // components.md §2.14, Advanced mode: "A Policy card whose Bill was proposed is set aside. After an
  // Immediate Vote it stays if the vote failed"; crisis-and-control.txt, Proposing Bills.
  describe('an Immediate Vote that fails leaves the card exactly where it was', () => {
    /** The Working Class Automa's rows holding `policies` (the other cards set aside). */
    function wcaRows(policies: PriorityRows['policies']) {
      const g = automaGame(3, ['working'], 'advanced');
      const r = rowsOf(g, 'working');
      r.policies = policies.map((row) => [...row]);
      r.setAside = POLICY_IDS.filter((p) => !policies.flat().includes(p));
      return { g, r };
    }

    function failedVote(policies: PriorityRows['policies'], policy: PolicyId) {
      const { g, r } = wcaRows(policies);
      afterBillProposed(g, policy, 'working');
      afterImmediateVote(g, policy, false);
      return r;
    }

    it('the nearest card of a row of two stays nearest the marker: its next Bill still goes on it', () => {
      // WCA start, bottom [2, 4, 6], top [1, 5]; a Bill on Policy 1 fails.
      const r = failedVote(
        [
          [2, 4, 6],
          [1, 5],
        ],
        1,
      );
      expect(r.policies).toEqual([
        [2, 4, 6],
        [1, 5],
      ]);
      expect(policiesByPriority(r)[0]).toBe(1);
      expect(r.setAside).not.toContain(1);
    });

    it('a card alone in a middle row keeps its own row (the rows above do not come down)', () => {
      const r = failedVote([[2], [3], [4]], 3);
      expect(r.policies).toEqual([[2], [3], [4]]);
    });

    it('control: a Bill with no Immediate Vote leaves the card set aside for the round', () => {
      const { g, r } = wcaRows([
        [2, 4, 6],
        [1, 5],
      ]);
      afterBillProposed(g, 1, 'working');
      expect(r.policies).toEqual([[2, 4, 6], [5]]);
      expect(r.setAside).toContain(1);
    });

    it('a vote that passes places it by its distance from the Desired section', () => {
      const { g, r } = wcaRows([
        [2, 4, 6],
        [1, 5],
      ]);
      afterBillProposed(g, 1, 'working');
      g.policies[1] = desiredSection('working', 1) === 'A' ? 'B' : 'A'; // 1 or 2 away
      const away = distanceFromDesired(g, 'working', 1);
      afterImmediateVote(g, 1, true);
      expect(r.policies).toEqual(
        away === 1
          ? [[2, 4, 6, 1], [5]]
          : [
              [2, 4, 6],
              [5, 1],
            ],
      );
      g.policies[2] = desiredSection('working', 2);
      afterBillProposed(g, 2, 'working');
      afterImmediateVote(g, 2, true);
      expect(r.setAside).toContain(2);
    });
  });

  it('after a vote it goes by its distance: at the Desired section set aside, 1 away bottom row, 2 away second row', () => {
    // digest: "is set aside if the policy reached the Desired section, goes to the end of the bottom
    // row if now 1 away, or to the end of the 2nd row if 2 away."
    const r = rows([], [[2, 4], [6]], [3, 5]);
    placePolicyByDistance(r, 3, 1);
    expect(r.policies).toEqual([[2, 4, 3], [6]]);
    placePolicyByDistance(r, 5, 2);
    expect(r.policies).toEqual([
      [2, 4, 3],
      [6, 5],
    ]);
    placePolicyByDistance(r, 4, 0);
    expect(r.policies).toEqual([
      [2, 3],
      [6, 5],
    ]);
    expect(r.setAside).toEqual([4]);
  });

  it('a Bill proposed by anyone sets the Policy card aside in every Automa’s rows', () => {
    const g = automaGame(3, ['working', 'middle'], 'advanced');
    // The Middle Class Automa's Policy 3 card starts in its bottom row (components.md §2.14).
    expect(rowsOf(g, 'middle').policies.flat()).toContain(3);
    expect(rowsOf(g, 'working').setAside).toContain(3);
    afterBillProposed(g, 3, 'capitalist');
    expect(rowsOf(g, 'middle').policies.flat()).not.toContain(3);
    expect(rowsOf(g, 'middle').setAside).toContain(3);
  });
});

describe('Preparation and the final round', () => {
  it('at Preparation set-aside cards come back by distance; in round 5 the Immigration card leaves play', () => {
    // "In Preparation, set-aside policies return by the same rule" (digest); Final Round Rules:
    // "In Advanced Mode, remove the Immigration priority card from play at the beginning of the fifth round."
    const g = automaGame(2, ['capitalist'], 'advanced');
    const r = rowsOf(g, 'capitalist');
    // Capitalist desired 1C, 5C; starting policies 1C 5C: both at the Desired section, so they stay aside.
    g.policies[5] = 'A';
    g.round = 4; // preparation.start begins round 5
    run(g, step('preparation.start'));
    expect(r.setAside).toContain(1);
    expect(r.policies[1]).toContain(5);
    expect(r.removed).toEqual([7]);
    expect(r.policies.flat()).not.toContain(7);
  });
});
