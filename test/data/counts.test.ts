import { describe, expect, it } from 'vitest';
import {
  ACTION_DECKS,
  BUSINESS_DEALS,
  CAPITALIST_COMPANIES,
  CLASS_IDS,
  COOPERATIVE_FARM,
  CRISIS_AND_CONTROL_ACTIONS,
  companyCopies,
  EVENT_CARDS,
  EXPORT_CARDS,
  IMMIGRATION_CARDS,
  INDUSTRIES,
  MIDDLE_COMPANIES,
  POLITICAL_AGENDAS,
  PUBLIC_COMPANIES,
} from '../../src/data/index.ts';

const copies = (cards: ReadonlyArray<{ copies: number }>) => cards.reduce((n, c) => n + c.copies, 0);
const companyCount = (cards: Parameters<typeof companyCopies>[0][]) =>
  cards.reduce((n, c) => n + companyCopies(c), 0);

describe('Company cards', () => {
  it('Capitalist Class: 24 in the deck + 4 starting copies = 28 (components reference §2.1, §2.7)', () => {
    expect(CAPITALIST_COMPANIES).toHaveLength(24);
    expect(CAPITALIST_COMPANIES.reduce((n, c) => n + c.deckCopies, 0)).toBe(24);
    expect(CAPITALIST_COMPANIES.filter((c) => c.startingCopies === 1).map((c) => c.name)).toEqual([
      'Supermarket',
      'Shopping Mall',
      'Clinic',
      'College',
    ]);
    expect(companyCount([...CAPITALIST_COMPANIES])).toBe(28);
  });

  it('Capitalist Class: 4 automated Companies, 11 with a Machinery icon (components reference §2.7)', () => {
    expect(CAPITALIST_COMPANIES.filter((c) => c.automated)).toHaveLength(4);
    expect(CAPITALIST_COMPANIES.filter((c) => c.machinery !== undefined)).toHaveLength(11);
  });

  it('Middle Class: 15 in the deck + 2 starting copies = 17 (components reference §2.1, §2.7)', () => {
    expect(MIDDLE_COMPANIES).toHaveLength(15);
    expect(MIDDLE_COMPANIES.filter((c) => c.startingCopies === 1).map((c) => c.name)).toEqual([
      'Convenience Store',
      "Doctor's Office",
    ]);
    expect(companyCount([...MIDDLE_COMPANIES])).toBe(17);
  });

  it('Middle Class: 3 Companies per industry, one of each kind (components reference §2.7)', () => {
    for (const industry of INDUSTRIES) {
      const cards = MIDDLE_COMPANIES.filter((c) => c.industry === industry);
      expect(cards.map((c) => c.slots.length).sort(), industry).toEqual([1, 1, 2]);
    }
  });

  it('Public: 12 cards, 3 row-1 starts per player count, 3 × 3 for rows 2–3 (components reference §2.1, §2.7)', () => {
    expect(PUBLIC_COMPANIES).toHaveLength(6);
    expect(companyCount([...PUBLIC_COMPANIES])).toBe(12);
    for (const players of [2, 3, 4] as const) {
      expect(PUBLIC_COMPANIES.filter((c) => c.startsInRow1For.includes(players))).toHaveLength(3);
    }
    expect(PUBLIC_COMPANIES.reduce((n, c) => n + c.laterRowCopies, 0)).toBe(6);
  });

  it('Cooperative Farm: 2 cards (components reference §2.1)', () => {
    expect(COOPERATIVE_FARM.copies).toBe(2);
  });
});

describe('small decks', () => {
  it('Export: 16 cards of 8 transactions (components reference §2.1, §2.8)', () => {
    expect(EXPORT_CARDS).toHaveLength(16);
    for (const card of EXPORT_CARDS) expect(card.transactions).toHaveLength(8);
  });

  it('Business Deals: 10 faces × 2 copies = 20 (components reference §2.1, §2.9)', () => {
    expect(BUSINESS_DEALS).toHaveLength(10);
    expect(copies(BUSINESS_DEALS)).toBe(20);
  });

  it('Immigration: 25; Working Class skilled on 10 (2 per industry), Middle Class on 15 (3 each) (components reference §2.10)', () => {
    expect(IMMIGRATION_CARDS).toHaveLength(25);
    for (const industry of INDUSTRIES) {
      expect(
        IMMIGRATION_CARDS.filter((c) => c.working === industry),
        industry,
      ).toHaveLength(2);
      expect(
        IMMIGRATION_CARDS.filter((c) => c.middle === industry),
        industry,
      ).toHaveLength(3);
    }
  });

  it('Political Agendas: 10 (components reference §2.1, §2.11)', () => {
    expect(POLITICAL_AGENDAS).toHaveLength(10);
  });

  it('Events: 25, numbered 1–25 (components reference §2.1, §2.13)', () => {
    expect(EVENT_CARDS).toHaveLength(25);
    expect(EVENT_CARDS.map((e) => e.number)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });
});

describe('Action cards', () => {
  it('each base deck has 40 cards, copies counted (components reference §2.1, §2.12)', () => {
    for (const cls of CLASS_IDS) expect(copies(ACTION_DECKS[cls]), cls).toBe(40);
  });

  it('distinct cards per base deck: 25 / 26 / 28 / 28 (components reference §2.12 tables)', () => {
    expect(ACTION_DECKS.working).toHaveLength(25);
    expect(ACTION_DECKS.middle).toHaveLength(26);
    expect(ACTION_DECKS.capitalist).toHaveLength(28);
    expect(ACTION_DECKS.state).toHaveLength(28);
    for (const cls of CLASS_IDS) for (const card of ACTION_DECKS[cls]) expect(card.module).toBe('base');
  });

  it('Crisis & Control: 20 cards, 5 per class, one copy each (components reference §2.1, §2.12)', () => {
    for (const cls of CLASS_IDS) {
      expect(CRISIS_AND_CONTROL_ACTIONS[cls]).toHaveLength(5);
      expect(copies(CRISIS_AND_CONTROL_ACTIONS[cls])).toBe(5);
      for (const card of CRISIS_AND_CONTROL_ACTIONS[cls]) expect(card.module).toBe('crisis-and-control');
    }
  });

  it('copies of cards with more than one (components reference §2.12)', () => {
    const of = (cls: (typeof CLASS_IDS)[number], name: string) =>
      ACTION_DECKS[cls].find((c) => c.name === name)?.copies;
    expect(of('working', 'Need for Change')).toBe(3);
    expect(of('working', 'Extra Shift')).toBe(2);
    expect(of('middle', 'Migration')).toBe(3);
    expect(of('middle', 'Public Opinion Polling')).toBe(2);
    expect(of('middle', 'Healthcare Benefits')).toBe(1);
    expect(of('capitalist', 'Technological Progress')).toBe(3);
    expect(of('capitalist', 'Exit Strategy')).toBe(2);
    expect(of('state', 'Higher VAT')).toBe(2);
    expect(of('state', 'Foreign Financial Assistance')).toBe(2);
  });
});

describe('box totals', () => {
  it('270 regular cards; 45 small cards besides the 10 Loan cards (components reference §2.1)', () => {
    const regular =
      CLASS_IDS.reduce((n, cls) => n + copies(ACTION_DECKS[cls]), 0) +
      companyCount([...CAPITALIST_COMPANIES, ...MIDDLE_COMPANIES, ...PUBLIC_COMPANIES, COOPERATIVE_FARM]) +
      EXPORT_CARDS.length +
      POLITICAL_AGENDAS.length +
      EVENT_CARDS.length;
    expect(regular).toBe(270);
    expect(IMMIGRATION_CARDS.length + copies(BUSINESS_DEALS)).toBe(45);
  });
});
