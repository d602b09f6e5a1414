/**
 * The game end (Game End and Scoring; rulebook, Game End and each class's "Game
 * End"; rules-decisions S15, S16, S17, S28).
 */
import { describe, expect, it } from 'vitest';
import type { PolicyId, Section } from '../../../src/data/common.ts';
import type { GameState } from '../../../src/engine/game-state.ts';
import { score } from '../../../src/engine/index.ts';
import { finalRanking, winners } from '../../../src/engine/phases/game-end.ts';
import { answer, newGame, optionIds, questions, run, step } from '../helpers.ts';

const end = (g: GameState) => run(g, step('game.end'));

/** A game about to end with nothing to score: no money, no goods, Policies in no one's favour. */
function quiet(players: 2 | 3 | 4 = 4): GameState {
  const g = newGame(players);
  g.round = 5;
  g.classes.working.money = 0;
  g.classes.middle.money = 0;
  g.classes.middle.storage = { food: 0, luxury: 0, health: 0, education: 0 };
  g.classes.capitalist.revenue = 0;
  g.classes.capitalist.storage = { food: 0, luxury: 0, health: 0, education: 0 };
  g.treasury = 0;
  g.publicServices = { health: 0, education: 0, influence: 0 };
  g.classes.state.agenda = null;
  setPolicies(g, { 1: 'B', 2: 'C', 3: 'C', 4: 'B', 5: 'B' });
  return g;
}

function setPolicies(g: GameState, p: Partial<Record<PolicyId, Section>>) {
  Object.assign(g.policies, p);
}

describe('Check Loans (Game End and Scoring, Check Loans)', () => {
  it('the Capitalist Class loses 5 VP per Loan and may not pay them off', () => {
    const g = quiet();
    g.classes.capitalist.loans = 2;
    g.classes.capitalist.capital = 500;
    g.classes.capitalist.vp = 20;
    end(g);
    expect(questions(g)).toHaveLength(0);
    expect(g.classes.capitalist.loans).toBe(2);
    expect(g.classes.capitalist.vp).toBe(20 - 10 + policyVp(g, 'capitalist'));
  });

  it('everyone else may pay 55 per Loan', () => {
    const g = quiet();
    g.classes.working.loans = 1;
    g.classes.working.money = 60;
    g.classes.working.vp = 10;
    end(g);
    expect(optionIds(g, 'working')).toEqual(['pay', 'none']);
    answer(g, 'working', 'pay');
    expect(g.classes.working.money).toBe(5);
    expect(g.classes.working.loans).toBe(0);
    // 10 VP, nothing lost; 5 money is not worth a point.
    expect(g.classes.working.vp).toBe(10 + policyVp(g, 'working'));
  });

  it('what cannot be paid is paid in steps of 5, and each 5 unpaid costs 1 VP', () => {
    const g = quiet();
    g.classes.working.loans = 2;
    g.classes.working.money = 73;
    g.classes.working.vp = 30;
    end(g);
    answer(g, 'working', 'pay');
    // 110 owed, 70 paid (3 kept), 40 unpaid → −8.
    expect(g.classes.working.money).toBe(3);
    expect(g.classes.working.vp).toBe(30 - 8 + policyVp(g, 'working'));
  });

  it('a whole unpaid Loan costs 11 VP', () => {
    const g = quiet();
    g.classes.middle.loans = 1;
    g.classes.middle.vp = 20;
    end(g);
    // The log says so in words, not "pays 0 toward its Loans".
    expect(answer(g, 'middle', 'none')).toContain(
      'The Middle Class repays none of its Loans and loses 11 VP.',
    );
    expect(g.classes.middle.vp).toBe(20 - 11 + policyVp(g, 'middle'));
  });

  it('the State pays from the Treasury (4 players)', () => {
    const g = quiet();
    g.classes.state.loans = 1;
    g.treasury = 100;
    g.classes.state.vp = 10;
    end(g);
    answer(g, 'state', 'pay');
    expect(g.treasury).toBe(45);
    // 45 in the Treasury → 1 VP.
    expect(g.classes.state.vp).toBe(11);
  });
});

/** The policy VP of a class in the quiet game, from the table (1B 2C 3C 4B 5B). */
function policyVp(g: GameState, cls: 'working' | 'middle' | 'capitalist'): number {
  const section = { working: 'A', middle: 'B', capitalist: 'C' }[cls];
  const n = ([1, 2, 3, 4, 5] as const).filter((p) => g.policies[p] === section).length;
  return { working: [0, 1, 4, 8, 12, 18], middle: [0, 1, 3, 6, 10, 15], capitalist: [0, 1, 4, 8, 12, 18] }[
    cls
  ][n] as number;
}

describe('Final scoring by Policies (Game End and Scoring, Final scoring by class)', () => {
  const all = (s: Section) => ({ 1: s, 2: s, 3: s, 4: s, 5: s }) as Record<1 | 2 | 3 | 4 | 5, Section>;
  for (const [n, wc, mc, cc] of [
    [1, 1, 1, 1],
    [2, 4, 3, 4],
    [3, 8, 6, 8],
    [4, 12, 10, 12],
    [5, 18, 15, 18],
  ] as const) {
    it(`${n} of Policies 1–5 in a class’s section: Working ${wc}, Middle ${mc}, Capitalist ${cc}`, () => {
      for (const [cls, section, vp] of [
        ['working', 'A', wc],
        ['middle', 'B', mc],
        ['capitalist', 'C', cc],
      ] as const) {
        const g = quiet();
        const other: Section = section === 'A' ? 'B' : 'A';
        setPolicies(g, all(other));
        for (let p = 1; p <= n; p++) g.policies[p as PolicyId] = section;
        end(g);
        expect(g.classes[cls].vp).toBe(vp);
        // The reason the score shows agrees in number: “1 policy”, “2 policies”.
        const reason = g.ledger.find(([who]) => who === cls)?.[2];
        expect(reason).toBe(`${n} ${n === 1 ? 'policy' : 'policies'} in section ${section}`);
      }
    });
  }

  it('Policies 6 and 7 do not count', () => {
    const g = quiet();
    setPolicies(g, { 1: 'B', 2: 'B', 3: 'B', 4: 'B', 5: 'B', 6: 'A', 7: 'A' });
    end(g);
    expect(g.classes.working.vp).toBe(0);
  });
});

describe('Money and goods at game end (Game End and Scoring; rules-decisions S15, S16)', () => {
  it('Working Class: 1 VP per 10 money, at most 15', () => {
    const g = quiet();
    g.classes.working.money = 99;
    end(g);
    expect(g.classes.working.vp).toBe(9);
    const g2 = quiet();
    g2.classes.working.money = 400;
    end(g2);
    expect(g2.classes.working.vp).toBe(15);
  });

  it('Middle Class: 1 VP per 15 money, and per 2 Food / 3 of each other good in its Storages (not Goods & Services)', () => {
    const g = quiet();
    g.classes.middle.money = 44;
    g.classes.middle.storage = { food: 5, luxury: 3, health: 2, education: 6 };
    g.classes.middle.goods = { food: 10, luxury: 10, health: 10, education: 10 };
    end(g);
    expect(g.classes.middle.vp).toBe(2 + (2 + 1 + 0 + 2) + policyVp(g, 'middle'));
  });

  it('Capitalist Class: goods in Storage and the Free Trade Zone, pooled per good (rules-decisions S15); no VP for money', () => {
    const g = quiet();
    g.classes.capitalist.storage = { food: 3, luxury: 2, health: 5, education: 0 };
    g.classes.capitalist.freeTradeZone = { food: 1, luxury: 1 };
    g.classes.capitalist.capital = 1000;
    end(g);
    expect(g.classes.capitalist.vp).toBe(2 + 1 + 1 + policyVp(g, 'capitalist'));
  });

  it('State: its own goods plus the Public Services’ Health, Education and Media Influence (rules-decisions S16); 1 VP per 30 in the Treasury', () => {
    const g = quiet();
    g.classes.state.goods = { food: 4, luxury: 2 };
    g.publicServices = { health: 7, education: 3, influence: 5 };
    g.treasury = 89;
    end(g);
    expect(g.classes.state.vp).toBe(2 + 0 + 2 + 1 + 1 + 2);
  });
});

describe('Ties (Game End and Scoring, Ties; rules-decisions S17)', () => {
  function tied(): GameState {
    const g = quiet();
    for (const c of ['working', 'middle', 'capitalist', 'state'] as const) g.classes[c].vp = 10;
    return g;
  }

  it('the tied class with more Policies 1–5 in its own section wins', () => {
    const g = tied();
    g.classes.state.vp = 0;
    setPolicies(g, { 1: 'A', 2: 'A', 3: 'B', 4: 'C', 5: 'C' });
    g.classes.middle.vp = 0;
    // Working 2 in A, Capitalist 2 in C: still tied; then the cubes in the bag decide.
    g.bag = { working: 3, middle: 9, capitalist: 4 };
    expect(winners(g)).toEqual(['capitalist']);
    g.policies[3] = 'A';
    expect(winners(g)).toEqual(['working']);
  });

  it('the State counts the Policies matching its Political Agenda, and wins a tie that is still standing', () => {
    const g = tied();
    g.classes.state.agenda = 'agenda.2'; // 1C 2B 3A 4B 5C
    setPolicies(g, { 1: 'C', 2: 'A', 3: 'A', 4: 'A', 5: 'B' });
    g.classes.middle.vp = 0;
    // Working: 2A 3A 4A = 3; Capitalist: 1C = 1; State: 1C 3A = 2.
    expect(winners(g)).toEqual(['working']);
    setPolicies(g, { 1: 'C', 2: 'B', 3: 'A', 4: 'A', 5: 'A' });
    // Working 3 (3A 4A 5A); State 3 (1C 2B 3A): the State wins the tie.
    expect(winners(g)).toEqual(['state']);
  });

  it('otherwise the most Voting cubes (in the bag) win, and then the victory is shared', () => {
    const g = tied();
    g.classes.state.vp = 0;
    g.classes.capitalist.vp = 0;
    setPolicies(g, { 1: 'A', 2: 'B', 3: 'C', 4: 'A', 5: 'B' });
    // Working 2 in A, Middle 2 in B.
    g.bag = { working: 5, middle: 6, capitalist: 0 };
    expect(winners(g)).toEqual(['middle']);
    g.bag = { working: 6, middle: 6, capitalist: 0 };
    expect(winners(g)).toEqual(['working', 'middle']);
  });

  it('ranks every class by the same tie-breaks, and classes still tied share a place', () => {
    const g = tied();
    g.classes.state.agenda = 'agenda.2'; // 1C 2B 3A 4B 5C
    setPolicies(g, { 1: 'C', 2: 'B', 3: 'A', 4: 'A', 5: 'A' });
    g.classes.capitalist.vp = 4;
    // Working 3 (3A 4A 5A) and State 3 (1C 2B 3A) tie on Policies: the State first.
    // Middle 1 (2B) is below them; the Capitalist is last on VP.
    expect(finalRanking(g)).toEqual([['state'], ['working'], ['middle'], ['capitalist']]);
    g.classes.state.vp = 0;
    g.classes.middle.vp = 4;
    g.bag = { working: 2, middle: 5, capitalist: 5 };
    setPolicies(g, { 1: 'A', 2: 'B', 3: 'C', 4: 'A', 5: 'A' });
    // Middle 1 (2B), Capitalist 1 (3C): equal VP, Policies and cubes, so they share third place.
    expect(finalRanking(g)).toEqual([['working'], ['middle', 'capitalist'], ['state']]);
    expect(winners(g)).toEqual(finalRanking(g)[0]);
  });

  it('the game ends with winners set and no question left', () => {
    const g = quiet();
    g.classes.capitalist.vp = 50;
    end(g);
    expect(questions(g)).toHaveLength(0);
    expect(g.phase).toBe('game-over');
    expect(g.winners).toEqual(['capitalist']);
  });
});

describe('Scores equal their breakdown (score())', () => {
  it('every VP change is a line of the score sheet', () => {
    const g = quiet();
    g.classes.working.money = 50;
    g.classes.middle.storage.food = 4;
    g.classes.capitalist.loans = 1;
    end(g);
    for (const sheet of score(g)) {
      expect(sheet.lines.reduce((n, l) => n + l.vp, 0)).toBe(sheet.total);
      expect(sheet.byRound.reduce((n, v) => n + v, 0)).toBe(sheet.total);
      expect(sheet.total).toBe(g.classes[sheet.cls].vp);
    }
  });
});
