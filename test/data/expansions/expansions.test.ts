import { describe, expect, it } from 'vitest';
import {
  deckSize,
  type EffectStep,
  EXPANSION_CARDS,
  EXPANSION_DECKS,
  EXPANSION_EFFECT_IDS,
  evaluateAmount,
  expansionUncertainties,
  HistoricalEvent,
  parseDeck,
  thresholdFor,
} from '../../../src/data/expansions.ts';

const ALL = Object.values(EXPANSION_DECKS).flat();

/** Every effect step anywhere in the expansion data. */
function allEffects(): EffectStep[] {
  const steps: EffectStep[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      if ('effect' in value && 'params' in value) steps.push(value as EffectStep);
      else Object.values(value).forEach(visit);
    }
  };
  visit(ALL);
  return steps;
}

describe('expansion decks — counts (components reference §2.1)', () => {
  it('EXPANSION_DECKS holds every deck at its printed size', () => {
    const sizes = Object.fromEntries(
      Object.entries(EXPANSION_DECKS).map(([name, deck]) => [name, deckSize(deck)]),
    );
    expect(sizes).toEqual({
      'historical-events': 50,
      'crisis-response': 10,
      'crisis-bonds': 3,
      'alternative-events': 25,
      'hidden-agendas': 20,
      'automa-working-ai': 30,
      'automa-working-priority': 13,
      'automa-working-instructions': 10,
      'automa-middle-ai': 30,
      'automa-middle-priority': 13,
      'automa-middle-instructions': 13,
      'automa-capitalist-ai': 30,
      'automa-capitalist-priority': 13,
      'automa-capitalist-instructions': 11,
      'automa-shared': 4,
    });
  });

  it('totals the C&C Automa box: 90 AI cards, 38 Instruction cards, 18 + 21 priority cards', () => {
    const sum = (suffix: string) =>
      Object.entries(EXPANSION_DECKS)
        .filter(([name]) => name.endsWith(suffix))
        .reduce((total, [, deck]) => total + deckSize(deck), 0);
    expect(sum('-ai')).toBe(90);
    expect(sum('-instructions') + deckSize(EXPANSION_DECKS['automa-shared'])).toBe(38);
    expect(sum('-priority')).toBe(18 + 21);
  });
});

describe('expansion cards — shared rules', () => {
  it('every id is unique', () => {
    const ids = ALL.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(EXPANSION_CARDS.size).toBe(ids.length);
  });

  it('ids start with their deck prefix', () => {
    const prefix: Record<string, string> = {
      'historical-events': 'he.',
      'crisis-response': 'crisis.',
      'crisis-bonds': 'crisis.',
      'alternative-events': 'alt-event.',
      'hidden-agendas': 'agenda.',
    };
    for (const [deck, cards] of Object.entries(EXPANSION_DECKS)) {
      for (const c of cards) expect(c.id.startsWith(prefix[deck] ?? 'automa.'), c.id).toBe(true);
    }
  });

  it('every text fits a Discord select option label (≤ 100 characters)', () => {
    for (const c of ALL) expect(c.text.length, c.id).toBeLessThanOrEqual(100);
    for (const c of ALL) expect(c.description.length, c.id).toBeLessThanOrEqual(1000);
  });

  it('Historical Events belong to their module and everything else to Crisis & Control', () => {
    for (const [deck, cards] of Object.entries(EXPANSION_DECKS)) {
      for (const c of cards)
        expect(c.module).toBe(deck === 'historical-events' ? 'historical-events' : 'crisis-and-control');
    }
  });

  it('every defined effect id is used by some card, and every used one is defined', () => {
    const used = new Set(allEffects().map((e) => e.effect));
    expect([...used].filter((id) => !EXPANSION_EFFECT_IDS.includes(id))).toEqual([]);
    expect(EXPANSION_EFFECT_IDS.filter((id) => !used.has(id))).toEqual([]);
  });

  it('every uncertain value names a field and a note', () => {
    const list = expansionUncertainties();
    expect(list.length).toBeGreaterThan(0);
    for (const u of list) {
      expect(u.field.length, u.id).toBeGreaterThan(0);
      expect(u.note.length, u.id).toBeGreaterThan(0);
    }
  });
});

describe('player-count values and amounts (rules-decisions S6)', () => {
  it('reads "x / y" as 2 players / 3–4 players and three values as 2 / 3 / 4', () => {
    const twoWay = { twoPlayers: 2, threeOrFourPlayers: 3 };
    expect([2, 3, 4].map((n) => thresholdFor(twoWay, n as 2 | 3 | 4))).toEqual([2, 3, 3]);
    const threeWay = { twoPlayers: 4, threePlayers: 5, fourPlayers: 7 };
    expect([2, 3, 4].map((n) => thresholdFor(threeWay, n as 2 | 3 | 4))).toEqual([4, 5, 7]);
    expect(thresholdFor(9, 2)).toBe(9);
  });

  it('evaluates computed amounts, halves rounding down unless marked up', () => {
    const count = () => 7;
    expect(evaluateAmount(5, count)).toBe(5);
    expect(evaluateAmount({ per: 'population', divisor: 2 }, count)).toBe(3);
    expect(evaluateAmount({ per: 'population', divisor: 2, round: 'up' }, count)).toBe(4);
    expect(evaluateAmount({ per: 'trade-unions', times: 2, plus: 1 }, count)).toBe(15);
  });
});

describe('deck loading', () => {
  it('names the deck, the card and the bad field when data is malformed', () => {
    const good = EXPANSION_DECKS['historical-events'][0];
    const bad = {
      ...good,
      id: 'he.broken',
      effects: [{ effect: 'add-voting-cubes', params: { count: 'two' }, who: 'game' }],
    };
    expect(() => parseDeck('historical-events', HistoricalEvent, [good, bad])).toThrow(
      /historical-events\[1\] he\.broken: effects\.0\.params\.count/,
    );
  });

  it('passes good data through unchanged', () => {
    const deck = EXPANSION_DECKS['historical-events'];
    expect(parseDeck('historical-events', HistoricalEvent, deck)).toEqual(deck);
  });
});
