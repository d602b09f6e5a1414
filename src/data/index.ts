/**
 * All game data, loaded and validated. Importing this module parses every deck with its zod schema
 * (each data module does so at import) and then runs the checks that span decks; a malformed card
 * throws a DataError naming the deck, the card id and the bad field.
 */
import { ACTION_DECKS, CRISIS_AND_CONTROL_ACTIONS } from './action-cards.ts';
import { CLASS_IDS } from './common.ts';
import type { CompanyCard } from './companies.schema.ts';
import {
  CAPITALIST_COMPANIES,
  COOPERATIVE_FARM,
  companyCopies,
  MIDDLE_COMPANIES,
  PUBLIC_COMPANIES,
} from './companies.ts';
import { BUSINESS_DEALS, EVENT_CARDS, EXPORT_CARDS, IMMIGRATION_CARDS, POLITICAL_AGENDAS } from './decks.ts';
import { EXPANSION_DECKS } from './expansions.ts';
import { assertUniqueIds } from './validate.ts';

export * from './action-cards.ts';
export * from './common.ts';
export * from './companies.schema.ts';
export * from './companies.ts';
export * from './decks.ts';
export * from './effect-specs.ts';
export * from './icons.ts';
export * from './names.ts';
export * from './setup-tables.ts';
export * from './tables.ts';
export { DataError, describeIssues, KEBAB_CASE, parseCard, parseDeck } from './validate.ts';

/** Cards of a deck counted with their copies, and how many of its values are marked uncertain. */
export interface DeckCount {
  cards: number;
  uncertain: number;
}

interface Countable {
  copies?: number;
  uncertain?: readonly unknown[];
}

/** Counts any list of cards: `copies` when a card has it (else 1), and its `uncertain` entries. */
export function countDeck(cards: readonly Countable[]): DeckCount {
  return {
    cards: cards.reduce((n, c) => n + (c.copies ?? 1), 0),
    uncertain: cards.reduce((n, c) => n + (c.uncertain?.length ?? 0), 0),
  };
}

function countCompanies(cards: readonly CompanyCard[]): DeckCount {
  return {
    cards: cards.reduce((n, c) => n + companyCopies(c), 0),
    uncertain: cards.reduce((n, c) => n + c.uncertain.length, 0),
  };
}

/** Every deck of the base game, plus the 20 Crisis & Control Action cards, by name. */
export const DECKS = {
  'companies.capitalist': CAPITALIST_COMPANIES,
  'companies.middle': MIDDLE_COMPANIES,
  'companies.public': PUBLIC_COMPANIES,
  'companies.cooperative': [COOPERATIVE_FARM],
  export: EXPORT_CARDS,
  'business-deals': BUSINESS_DEALS,
  immigration: IMMIGRATION_CARDS,
  'political-agendas': POLITICAL_AGENDAS,
  events: EVENT_CARDS,
  'actions.working': ACTION_DECKS.working,
  'actions.middle': ACTION_DECKS.middle,
  'actions.capitalist': ACTION_DECKS.capitalist,
  'actions.state': ACTION_DECKS.state,
  'actions.crisis-and-control': CLASS_IDS.flatMap((cls) => CRISIS_AND_CONTROL_ACTIONS[cls]),
} as const;
export type DeckName = keyof typeof DECKS;

// ---- Checks across decks ------------------------------------------------------------------------

assertUniqueIds(
  'all decks',
  [...Object.values(DECKS), ...Object.values(EXPANSION_DECKS)].flatMap((cards) => [
    ...(cards as readonly { id: string }[]),
  ]),
);

// ---- Expansion decks ----------------------------------------------------------------------------
// Historical Events, Crisis & Control (Crisis Response, Alternative Events, Hidden Agendas) and
// the Automa cards (src/data/expansions.ts).
export { EXPANSION_CARDS, EXPANSION_DECKS } from './expansions.ts';

function expansionSummary(): Record<string, DeckCount> {
  const summary: Record<string, DeckCount> = {};
  for (const [name, cards] of Object.entries(EXPANSION_DECKS)) {
    summary[name] = countDeck(cards as readonly Countable[]);
  }
  return summary;
}

/** Every deck's card count (copies counted) and the number of values marked uncertain. */
export function deckSummary(): Record<string, DeckCount> {
  const summary: Record<string, DeckCount> = {};
  for (const [name, cards] of Object.entries(DECKS) as Array<[DeckName, readonly unknown[]]>) {
    summary[name] = name.startsWith('companies.')
      ? countCompanies(cards as readonly CompanyCard[])
      : countDeck(cards as readonly Countable[]);
  }
  return { ...summary, ...expansionSummary() };
}
