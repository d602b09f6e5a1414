/**
 * The Scoring Phase of every class (rulebook, each class's "Scoring Phase";
 * Game End and Scoring, Points during the game; rules-decisions S4, S23).
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/engine/game-state.ts';
import { wealthStepFor } from '../../../src/engine/phases/scoring.ts';
import { giveLegitimacyToken } from '../../../src/engine/politics/legitimacy.ts';
import {
  addCompany,
  answer,
  ctx,
  newGame,
  optionIds,
  questions,
  run,
  staff,
  step,
  unemployed,
} from '../helpers.ts';

const scoring = (g: GameState) => run(g, step('scoring.start'));

describe('Working Class Scoring (rulebook)', () => {
  it('gains 2 VP per Trade Union', () => {
    const g = newGame(4);
    for (const skill of ['health', 'food'] as const) {
      const [w] = unemployed(g, 'working', 1, skill);
      if (w) w.at = 'union';
    }
    g.classes.state.events = [];
    scoring(g);
    expect(g.classes.working.vp).toBe(4);
  });
});

describe('Middle Class Scoring (rulebook)', () => {
  it('gains 1 Prosperity (scoring its value) when Prosperity is lower than its fully operational Companies', () => {
    const g = newGame(3);
    // Fully operational: two Middle Class Workers, or one with its employee.
    const pharmacy = addCompany(g, 'middle', 'middle.pharmacy');
    staff(g, pharmacy, 'middle', ['health', null]);
    const store = g.companies.find((c) => c.card === 'middle.convenience-store');
    if (!store) throw new Error('no store');
    staff(g, store, 'working', [null], false, 1);
    g.classes.middle.prosperity = 1;
    scoring(g);
    expect(g.classes.middle.prosperity).toBe(2);
    expect(g.classes.middle.vp).toBe(2);
  });

  it('a one-Worker Company without its employee is not fully operational', () => {
    const g = newGame(3);
    // Convenience Store and Doctor's Office run without employees.
    g.classes.middle.prosperity = 0;
    scoring(g);
    expect(g.classes.middle.prosperity).toBe(0);
    expect(g.classes.middle.vp).toBe(0);
  });

  it('no gain when Prosperity already equals the count', () => {
    const g = newGame(3);
    const pharmacy = addCompany(g, 'middle', 'middle.pharmacy');
    staff(g, pharmacy, 'middle', ['health', null]);
    g.classes.middle.prosperity = 1;
    scoring(g);
    expect(g.classes.middle.prosperity).toBe(1);
  });
});

describe('Capitalist Class Scoring (rulebook; components reference §2.6 Wealth table; rules-decisions S23)', () => {
  it('transfers Revenue to Capital, scores the Wealth table, and +3 per space the marker moves right', () => {
    const g = newGame(3);
    g.classes.capitalist.revenue = 60;
    g.classes.capitalist.capital = 20;
    scoring(g);
    expect(g.classes.capitalist.revenue).toBe(0);
    expect(g.classes.capitalist.capital).toBe(80);
    // 80 → 4 VP; the marker moves from before the first step to the 4th: 4 spaces × 3.
    expect(g.classes.capitalist.vp).toBe(4 + 12);
    expect(g.classes.capitalist.wealthStep).toBe(3);
  });

  it('the marker never moves back: less Capital later scores the table only', () => {
    const g = newGame(3);
    g.classes.capitalist.wealthStep = 5;
    g.classes.capitalist.revenue = 0;
    g.classes.capitalist.capital = 60;
    scoring(g);
    expect(g.classes.capitalist.vp).toBe(3);
    expect(g.classes.capitalist.wealthStep).toBe(5);
  });

  it('below 10 Capital scores nothing', () => {
    const g = newGame(3);
    g.classes.capitalist.revenue = 9;
    scoring(g);
    expect(g.classes.capitalist.vp).toBe(0);
  });

  it('follows the Wealth table thresholds 10/25/50/75/100/125/150/175/200/250/300/350/400/450/500', () => {
    const table: Array<[number, number]> = [
      [9, -1],
      [10, 0],
      [24, 0],
      [25, 1],
      [49, 1],
      [50, 2],
      [75, 3],
      [100, 4],
      [125, 5],
      [150, 6],
      [175, 7],
      [199, 7],
      [200, 8],
      [249, 8],
      [250, 9],
      [300, 10],
      [350, 11],
      [400, 12],
      [450, 13],
      [500, 14],
      [9999, 14],
    ];
    for (const [capital, step] of table) expect([capital, wealthStepFor(capital)]).toEqual([capital, step]);
  });
});

describe('State Scoring (rulebook, Scoring Phase, State; rules-decisions S4)', () => {
  it('applies Event penalties for Events not acted upon, then discards them', () => {
    const g = newGame(4);
    g.classes.state.events = ['event.pandemic#1'];
    g.classes.state.legitimacy = { working: 6, middle: 6, capitalist: 6 };
    g.classes.state.agenda = null;
    scoring(g);
    // Middle and Capitalist −1 (5, 5), then scoring: 5 + 5.
    expect(g.classes.state.vp).toBe(10);
    expect(g.classes.state.events).toEqual([]);
    expect(g.decks.events.discard).toContain('event.pandemic#1');
  });

  it('an "any two" penalty lets the State choose the two classes', () => {
    const g = newGame(4);
    g.classes.state.events = ['event.political-scandal#1'];
    g.classes.state.legitimacy = { working: 6, middle: 6, capitalist: 6 };
    g.classes.state.agenda = null;
    scoring(g);
    expect(optionIds(g, 'state').sort()).toEqual(
      ['middle+capitalist', 'working+capitalist', 'working+middle'].sort(),
    );
    answer(g, 'state', 'working+middle');
    expect(g.classes.state.vp).toBe(10);
    expect(g.classes.state.legitimacy).toEqual({ working: 3, middle: 3, capitalist: 3 });
  });

  it('scores the sum of the two lowest Legitimacy values, halves all three (rounded up), then adds +1 per token', () => {
    const g = newGame(4);
    g.classes.state.events = [];
    g.classes.state.agenda = null;
    g.classes.state.legitimacy = { working: 7, middle: 3, capitalist: 4 };
    g.classes.state.tokens = { working: 0, middle: 2, capitalist: 1 };
    scoring(g);
    expect(g.classes.state.vp).toBe(3 + 4);
    expect(g.classes.state.legitimacy).toEqual({ working: 4, middle: 2 + 2, capitalist: 2 + 1 });
  });

  it('scores 1 VP per Policy matching its Political Agenda', () => {
    const g = newGame(4);
    g.classes.state.events = [];
    g.classes.state.legitimacy = { working: 1, middle: 1, capitalist: 1 };
    // agenda.2 is 1C 2B 3A 4B 5C — the starting Policies.
    g.classes.state.agenda = 'agenda.2';
    g.policies[5] = 'B';
    scoring(g);
    expect(g.classes.state.vp).toBe(2 + 4);
  });

  it('Legitimacy never drops below 1 (rules-decisions S24)', () => {
    const g = newGame(4);
    g.classes.state.events = ['event.pandemic#1'];
    g.classes.state.legitimacy = { working: 1, middle: 1, capitalist: 1 };
    g.classes.state.agenda = null;
    scoring(g);
    expect(g.classes.state.legitimacy).toEqual({ working: 1, middle: 1, capitalist: 1 });
    expect(g.classes.state.vp).toBe(2);
  });

  it('nothing of the State is scored with 3 players', () => {
    const g = newGame(3);
    scoring(g);
    expect(questions(g)).toHaveLength(0);
    expect(g.ledger.filter((e) => e[0] === 'state')).toEqual([]);
  });
});

describe('Legitimacy tokens (rulebook, Legitimacy Tracks & Tokens)', () => {
  it('raise the class’s Legitimacy by 1 at once, and by 1 again at every Scoring', () => {
    const g = newGame(4);
    giveLegitimacyToken(ctx(g), 'capitalist');
    expect(g.classes.state.legitimacy.capitalist).toBe(3);
    g.classes.state.events = [];
    g.classes.state.agenda = null;
    scoring(g);
    // Two lowest: 2 + 2; then halved (1, 1, 2) and +1 for the token.
    expect(g.classes.state.vp).toBe(4);
    expect(g.classes.state.legitimacy).toEqual({ working: 1, middle: 1, capitalist: 3 });
  });

  it('do nothing with fewer than 4 players', () => {
    const g = newGame(3);
    giveLegitimacyToken(ctx(g), 'capitalist');
    expect(g.classes.state.tokens.capitalist).toBe(0);
  });
});
