/**
 * The Automas and the Crisis Response cards (components.md §2.14, Expansion interplay: "In Crisis
 * Response it removes unskilled Workers first; for the Bond program it draws 1 card and gives the
 * larger amount on an Influence symbol"; docs/rules-decisions.md C4a, C7).
 */
import { describe, expect, it } from 'vitest';
import { answerAsAutoma } from '../../../src/automa/index.ts';
import type { Industry } from '../../../src/data/common.ts';
import type { GameState } from '../../../src/engine/index.ts';
import { unemployedOf } from '../../../src/engine/workers/workers.ts';
import { addCompany, removeWorkers, run, step, unemployed } from '../helpers.ts';
import { bankrupt, bankruptWith } from '../modules/crisis-response/helpers.ts';
import { answer, automaGame, driverAnswer, onTop, questionFor, questionsOf } from './helpers.ts';

/** Answers the seat's questions with its driver until it has none. */
function driverPlays(g: GameState, seat: 'working' | 'middle' | 'capitalist') {
  while (questionsOf(g).some((q) => q.seat === seat)) {
    const d = driverAnswer(g, seat);
    answer(g, seat, d.q.options.find((o) => o.value === d.value)?.id as string);
  }
}

describe('"Remove 2 unemployed Workers" (Moderate IMF Intervention): an Automa removes unskilled ones first (rules-decisions C7)', () => {
  /** The Working Class Automa's unemployed left, when the card takes 2 of `skills` (in board order), the Companies being `companies`. */
  function removeFrom(skills: Array<Industry | null>, companies: string[] = []): Array<Industry | null> {
    const g = bankrupt(
      automaGame(4, ['working'], 'advanced', 'crisis-automa', { crisisResponse: true }),
      'moderate-imf-intervention',
    );
    removeWorkers(g, 'working');
    g.companies = [];
    for (const card of companies) addCompany(g, 'capitalist', card);
    for (const skill of skills) unemployed(g, 'working', 1, skill);
    run(g, step('production.imf'));
    driverPlays(g, 'working');
    return unemployedOf(g, 'working').map((w) => w.skill);
  }

  it('a food-skilled Worker first on the board, then two unskilled: both unskilled leave, the food-skilled one stays', () => {
    expect(removeFrom(['food', null, null])).toEqual(['food']);
  });

  it('only skilled Workers: the skill its Skilled Worker Criteria want least leaves (food, with no slot open; health has the Clinic’s)', () => {
    expect(removeFrom(['health', 'food', 'food'], ['capitalist.clinic'])).toEqual(['health']);
  });
});

describe('New Government Bond Program: an Automa draws 1 AI card and lends the larger amount on an Influence indicator (rules-decisions C4a)', () => {
  function lends(card: number, revenue = 100): { lent: number; log: string[] } {
    const g = bankrupt(
      automaGame(4, ['capitalist'], 'advanced', 'crisis-automa', { crisisResponse: true }),
      'new-government-bond-program',
    );
    g.classes.capitalist.revenue = revenue;
    onTop(g, 'capitalist', card);
    const log = run(g, step('production.imf'));
    // The Capitalist Class lends first (reverse player order).
    const d = driverAnswer(g, 'capitalist');
    expect(d.q.kind).toBe('crisis.bond');
    return { lent: d.value as number, log };
  }

  it('AI card 1 shows an Influence indicator: it lends 50', () => {
    const { lent, log } = lends(1);
    expect(lent).toBe(50);
    expect(log.join('\n')).toMatch(
      /draws an AI card for the Government Bond Program: an Influence indicator/,
    );
  });

  it('AI card 2 shows none: it lends 30, not 50', () => {
    const { lent, log } = lends(2);
    expect(lent).toBe(30);
    expect(log.join('\n')).toMatch(/no Influence indicator/);
  });

  it('an Influence indicator but only 40 to lend: the most it can pay below 50, 30', () => {
    expect(lends(1, 40).lent).toBe(30);
  });
});

describe('the Bond program for a person’s seat (an autopilot asking the Automa’s procedure)', () => {
  it('no AI card was drawn for it: the procedure does not answer, the autopilot keeps its own rule', () => {
    const g = bankruptWith('new-government-bond-program');
    run(g, step('production.imf'));
    const q = questionFor(g, 'capitalist');
    expect(q.kind).toBe('crisis.bond');
    expect(answerAsAutoma(g, q, 'advanced')).toBeUndefined();
  });
});
