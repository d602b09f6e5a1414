/**
 * The Automas in politics (crisis-and-control.txt, "Proposing Bills" and "Final Round Rules";
 * components.md §2.14, Automa rules digest: Immediate Vote, Voting side, the three Spending
 * Influence cards, pooled spending; Desired Policies card).
 */
import { describe, expect, it } from 'vitest';
import type { Vote } from '../../../src/engine/game-state.ts';
import { automa, type GameState } from '../../../src/engine/index.ts';
import { english, run, step } from '../helpers.ts';
import { answer, automaGame, driverAnswer, questionsOf } from './helpers.ts';

function vote(g: GameState, v: Partial<Vote> & Pick<Vote, 'sides' | 'drawn'>) {
  g.vote = {
    policy: 1,
    section: 'B',
    proposer: 'working',
    immediate: false,
    bids: {},
    predrawn: false,
    ...v,
  };
}

/** Influence indicators on the AI cards an Automa just revealed. */
function indicators(g: GameState, cls: 'working' | 'middle' | 'capitalist'): number {
  return (automa.automaOf(g, cls)?.revealed ?? []).filter((id) => automa.aiCardById(id)?.influence).length;
}

describe('Immediate Vote (digest: "Immediate Vote")', () => {
  it('2 players: more Influence than the opponent after paying 1, and at least as many own cubes in the bag', () => {
    const g = automaGame(2, ['capitalist']);
    g.classes.capitalist.influence = 5;
    g.classes.working.influence = 3;
    g.bag.capitalist = 10;
    g.bag.working = 10;
    expect(automa.immediateVoteFavours(g, 'capitalist', 3, 'B', false)).toBe(true);
    g.classes.working.influence = 4; // 5 − 1 is not more than 4
    expect(automa.immediateVoteFavours(g, 'capitalist', 3, 'B', false)).toBe(false);
    expect(automa.immediateVoteFavours(g, 'capitalist', 3, 'B', true)).toBe(true); // the bonus's free vote
    g.classes.working.influence = 3;
    g.bag.working = 11; // fewer own cubes than the opponent's
    expect(automa.immediateVoteFavours(g, 'capitalist', 3, 'B', false)).toBe(false);
  });

  it('3–4 players: its side by the Desired Policies card needs more Influence after paying 1, and another class on it', () => {
    const g = automaGame(3, ['working']);
    // Fiscal 1C → 1B: toward the Working (1A) and Middle (1B) Classes' Desired sections, away from the Capitalist's (1C).
    g.classes.working.influence = 3;
    g.classes.middle.influence = 2;
    g.classes.capitalist.influence = 3;
    expect(automa.immediateVoteFavours(g, 'working', 1, 'B', false)).toBe(true); // 2 + 2 > 3
    g.classes.capitalist.influence = 4;
    expect(automa.immediateVoteFavours(g, 'working', 1, 'B', false)).toBe(false); // 4 is not more than 4
    // Foreign Trade 6B → 6C: only the Working Class desires 6C; nobody else is on its side.
    g.classes.working.influence = 20;
    expect(automa.immediateVoteFavours(g, 'working', 6, 'C', false)).toBe(false);
  });
});

describe('voting side (digest: "in favour if the Bill is on, or moves toward, its Desired Policy; otherwise against")', () => {
  it('each class by the Desired Policies card', () => {
    const g = automaGame(3, ['middle']);
    // Labor Market 2B → 2C: Capitalist desires 2C (for); Middle 2B (away: against); Working 2A (against).
    expect(automa.expectedSide(g, 'capitalist', 2, 'C')).toBe('for');
    expect(automa.expectedSide(g, 'middle', 2, 'C')).toBe('against');
    expect(automa.expectedSide(g, 'working', 2, 'C')).toBe('against');
    // Fiscal 1C → 1B: one step toward 1A for the Working Class.
    expect(automa.expectedSide(g, 'working', 1, 'B')).toBe('for');
  });

  it('the driver puts an Automa on that side when the vote asks', () => {
    const g = automaGame(3, ['middle']);
    vote(g, { policy: 2, section: 'C', sides: {}, drawn: { working: 0, middle: 0, capitalist: 0 } });
    run(g, step('vote.side', { seat: 'middle' }));
    expect(driverAnswer(g, 'middle').value).toBe('against');
    g.vote = null;
    vote(g, { policy: 1, section: 'B', sides: {}, drawn: { working: 0, middle: 0, capitalist: 0 } });
    run(g, step('vote.side', { seat: 'middle' }));
    // Fiscal 1C → 1B reaches the Middle Class's Desired section.
    expect(driverAnswer(g, 'middle').value).toBe('for');
  });
});

describe('Spending Influence, after the players have bid (digest: "The Automa\'s draws are resolved after humans announce their bids")', () => {
  function election(g: GameState) {
    run(g, step('vote.bid'));
  }

  it('the Automa commits nothing before the people have bid, then follows its card', () => {
    const g = automaGame(2, ['capitalist']);
    g.classes.working.influence = 2;
    g.classes.capitalist.influence = 5;
    // The Capitalist is against and winning 3 cubes to 1: the Working Class needs 2 — it has exactly 2.
    vote(g, {
      sides: { working: 'for', capitalist: 'against' },
      drawn: { working: 1, middle: 0, capitalist: 3 },
    });
    election(g);
    expect(g.vote?.bids.capitalist).toBeUndefined();
    const q = questionsOf(g).find((x) => x.kind === 'vote.bid');
    expect(q?.seat).toBe('working');
    answer(g, 'working', q?.options[0]?.id as string);
    // Winning, other side has exactly what it needs: Draw 1, spend 1 per Influence indicator.
    expect(automa.automaOf(g, 'capitalist')?.revealed).toHaveLength(1);
    expect(g.vote?.bids.capitalist).toBe(indicators(g, 'capitalist'));
  });

  it('winning, the other side has more than it needs: Draw X = their total − needed + 1', () => {
    const g = automaGame(2, ['capitalist']);
    g.classes.working.influence = 0;
    g.classes.capitalist.influence = 9;
    vote(g, {
      sides: { working: 'for', capitalist: 'against' },
      drawn: { working: 1, middle: 0, capitalist: 3 },
    });
    g.classes.working.influence = 5;
    election(g);
    answer(g, 'working', 'bid:0');
    expect(automa.automaOf(g, 'capitalist')?.revealed).toHaveLength(5 - 2 + 1);
    expect(g.vote?.bids.capitalist).toBe(indicators(g, 'capitalist'));
  });

  it('winning, the other side has no Influence: spend nothing', () => {
    const g = automaGame(2, ['capitalist']);
    g.classes.working.influence = 0;
    g.classes.capitalist.influence = 9;
    vote(g, {
      sides: { working: 'for', capitalist: 'against' },
      drawn: { working: 1, middle: 0, capitalist: 3 },
    });
    election(g);
    expect(g.vote?.bids.capitalist).toBe(0);
  });

  it('losing alone with exactly enough, the other side holding Influence: Draw 1 to Spend All', () => {
    const g = automaGame(2, ['capitalist']);
    g.classes.working.influence = 1;
    g.classes.capitalist.influence = 3;
    // Against, 1 cube to 3: it needs 3 to win (a tie passes the Bill).
    vote(g, {
      sides: { working: 'for', capitalist: 'against' },
      drawn: { working: 3, middle: 0, capitalist: 1 },
    });
    election(g);
    answer(g, 'working', 'bid:0');
    expect(automa.automaOf(g, 'capitalist')?.revealed).toHaveLength(1);
    expect(g.vote?.bids.capitalist).toBe(indicators(g, 'capitalist') > 0 ? 3 : 0);
  });

  it('losing alone with exactly enough, the other side without Influence: spend what is needed', () => {
    const g = automaGame(2, ['capitalist']);
    g.classes.working.influence = 0;
    g.classes.capitalist.influence = 3;
    vote(g, {
      sides: { working: 'for', capitalist: 'against' },
      drawn: { working: 3, middle: 0, capitalist: 1 },
    });
    election(g);
    expect(g.vote?.bids.capitalist).toBe(3);
  });

  it("losing alone with more than enough: spend what is needed, then Draw X = the other side's total", () => {
    const g = automaGame(2, ['capitalist']);
    g.classes.working.influence = 2;
    g.classes.capitalist.influence = 8;
    vote(g, {
      sides: { working: 'for', capitalist: 'against' },
      drawn: { working: 3, middle: 0, capitalist: 1 },
    });
    election(g);
    answer(g, 'working', 'bid:0');
    expect(automa.automaOf(g, 'capitalist')?.revealed).toHaveLength(2);
    expect(g.vote?.bids.capitalist).toBe(3 + indicators(g, 'capitalist'));
  });

  it('several Automas on one side pool their Influence: exactly enough and no Influence against → spend all, split between them', () => {
    const g = automaGame(3, ['middle', 'capitalist']);
    g.classes.working.influence = 0;
    g.classes.middle.influence = 2;
    g.classes.capitalist.influence = 2;
    // Against, 1 cube to 4: the side needs 4; together they hold 4.
    vote(g, {
      sides: { working: 'for', middle: 'against', capitalist: 'against' },
      drawn: { working: 4, middle: 0, capitalist: 1 },
    });
    run(g, step('vote.bid'));
    expect((g.vote?.bids.middle ?? 0) + (g.vote?.bids.capitalist ?? 0)).toBe(4);
    expect(g.vote?.bids).toMatchObject({ middle: 2, capitalist: 2 });
    expect(english(g.vote?.automaSpending ?? []).join('\n')).toContain(
      'Middle Class Automa and the Capitalist Class Automa'.replace('the ', ''),
    );
  });

  it('says what the Automas spent, and why, only after the bids are revealed (rules-decisions AU6)', () => {
    const g = automaGame(2, ['capitalist']);
    g.classes.working.influence = 2;
    g.classes.capitalist.influence = 5;
    vote(g, {
      sides: { working: 'for', capitalist: 'against' },
      drawn: { working: 1, middle: 0, capitalist: 3 },
    });
    const before = run(g, step('vote.bid'), step('vote.count'));
    expect(before.join('\n')).not.toContain('Capitalist Class Automa commits');
    const q = questionsOf(g).find((x) => x.kind === 'vote.bid');
    const after = answer(g, 'working', q?.options[2]?.id as string);
    const revealed = after.findIndex((l) =>
      l.startsWith('Influence revealed: Working Class 2, Capitalist Class'),
    );
    const spent = after.findIndex((l) => l.startsWith('The Capitalist Class Automa commits'));
    expect(revealed).toBeGreaterThanOrEqual(0);
    expect(spent).toBe(revealed + 1);
  });

  it('with allies, exactly enough, the other side holding Influence: do nothing', () => {
    const g = automaGame(3, ['middle', 'capitalist']);
    g.classes.working.influence = 3;
    g.classes.middle.influence = 2;
    g.classes.capitalist.influence = 2;
    vote(g, {
      sides: { working: 'for', middle: 'against', capitalist: 'against' },
      drawn: { working: 4, middle: 0, capitalist: 1 },
    });
    run(g, step('vote.bid'));
    answer(g, 'working', 'bid:3');
    expect(g.vote?.bids).toMatchObject({ middle: 0, capitalist: 0 });
  });

  it('the final vote of the game: every Automa spends all its Influence (Final Round Rules)', () => {
    const g = automaGame(2, ['capitalist']);
    g.round = 5;
    g.phase = 'elections';
    g.bills = { 1: { owner: 'working', section: 'B' } };
    g.classes.working.influence = 0;
    g.classes.capitalist.influence = 7;
    vote(g, {
      sides: { working: 'for', capitalist: 'against' },
      drawn: { working: 1, middle: 0, capitalist: 3 },
    });
    election(g);
    expect(g.vote?.bids.capitalist).toBe(7);
  });
});
