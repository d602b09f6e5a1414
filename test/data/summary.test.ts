import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ALL_ACTION_CARDS, DECKS, deckSummary, EVENT_CARDS, EXPANSION_DECKS } from '../../src/data/index.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Expected card counts, copies counted (components reference §2.1). */
const EXPECTED: Record<string, number> = {
  'companies.capitalist': 28,
  'companies.middle': 17,
  'companies.public': 12,
  'companies.cooperative': 2,
  export: 16,
  'business-deals': 20,
  immigration: 25,
  'political-agendas': 10,
  events: 25,
  'actions.working': 40,
  'actions.middle': 40,
  'actions.capitalist': 40,
  'actions.state': 40,
  'actions.crisis-and-control': 20,
  // Expansions: components reference §2.1 (C&C rulebook p.2) and §2.15.
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
};

describe('deck summary', () => {
  it('deckSummary() gives every deck its card count (components reference §2.1)', () => {
    const summary = deckSummary();
    expect(Object.keys(summary)).toEqual(Object.keys(EXPECTED));
    for (const [deck, cards] of Object.entries(EXPECTED)) expect(summary[deck]?.cards, deck).toBe(cards);
  });

  it('counts the values marked uncertain', () => {
    const summary = deckSummary();
    const total = Object.values(summary).reduce((n, d) => n + d.uncertain, 0);
    const marked = [...Object.values(DECKS), ...Object.values(EXPANSION_DECKS)]
      .flatMap((cards) => [...cards])
      .reduce((n, c) => n + ((c as { uncertain?: unknown[] }).uncertain?.length ?? 0), 0);
    expect(total).toBe(marked);
    expect(total).toBeGreaterThan(0);
  });

  it('`npm run data:summary` prints the same counts as one JSON line', () => {
    const out = execFileSync('npm', ['run', '--silent', 'data:summary'], { cwd: root, encoding: 'utf8' });
    const lines = out.trim().split('\n');
    expect(lines).toHaveLength(1);
    const printed = JSON.parse(lines[0]!) as Record<string, { cards: number; uncertain: number }>;
    expect(printed).toEqual(deckSummary());
    for (const [deck, cards] of Object.entries(EXPECTED)) expect(printed[deck]?.cards, deck).toBe(cards);
  });
});

describe('docs/rules-decisions.md', () => {
  it('lists every card with a value marked uncertain, with the field', () => {
    const doc = readFileSync(`${root}/docs/rules-decisions.md`, 'utf8');
    const cards = [
      ...Object.values(DECKS).flatMap((d) => [...d]),
      ...ALL_ACTION_CARDS,
      ...EVENT_CARDS,
    ] as Array<{
      id: string;
      uncertain?: Array<{ field: string }>;
    }>;
    for (const card of cards) {
      for (const u of card.uncertain ?? []) {
        expect(doc, `${card.id} ${u.field}`).toContain(`\`${card.id}\``);
        expect(doc, `${card.id} ${u.field}`).toContain(`\`${u.field}\``);
      }
    }
  });
});
