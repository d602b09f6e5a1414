/**
 * Expansion components in one place: Historical Events and Crisis & Control (Crisis Response,
 * Alternative Events, Hidden Agendas, Automas). `EXPANSION_DECKS` lists every deck with its
 * cards (each with `copies` and `uncertain`) for summaries of counts and unsettled values.
 */
import { ALTERNATIVE_EVENTS } from './alternative-events.ts';
import {
  CAPITALIST_AI_CARDS,
  CAPITALIST_INSTRUCTION_CARDS,
  CAPITALIST_PRIORITY_CARDS,
  DESIRED_POLICIES_CARD,
  MIDDLE_AI_CARDS,
  MIDDLE_INSTRUCTION_CARDS,
  MIDDLE_PRIORITY_CARDS,
  SPENDING_INFLUENCE_CARDS,
  WORKING_AI_CARDS,
  WORKING_INSTRUCTION_CARDS,
  WORKING_PRIORITY_CARDS,
} from './automa/index.ts';
import type { Module, Uncertain } from './common.ts';
import { CRISIS_RESPONSE_CARDS, GOVERNMENT_BOND } from './crisis-response.ts';
import { HIDDEN_AGENDAS } from './hidden-agendas.ts';
import { HISTORICAL_EVENTS } from './historical-events.ts';

export * from './alternative-events.ts';
export * from './automa/index.ts';
export * from './crisis-response.ts';
export * from './expansions.schema.ts';
export * from './hidden-agendas.ts';
export * from './historical-events.ts';

/** What every expansion card has, whatever its deck. */
export interface DeckEntry {
  id: string;
  name: string;
  module: Module;
  text: string;
  description: string;
  copies: number;
  uncertain: Uncertain[];
}

export const EXPANSION_DECKS = {
  'historical-events': HISTORICAL_EVENTS,
  'crisis-response': CRISIS_RESPONSE_CARDS,
  'crisis-bonds': [GOVERNMENT_BOND],
  'alternative-events': ALTERNATIVE_EVENTS,
  'hidden-agendas': HIDDEN_AGENDAS,
  'automa-working-ai': WORKING_AI_CARDS,
  'automa-working-priority': WORKING_PRIORITY_CARDS,
  'automa-working-instructions': WORKING_INSTRUCTION_CARDS,
  'automa-middle-ai': MIDDLE_AI_CARDS,
  'automa-middle-priority': MIDDLE_PRIORITY_CARDS,
  'automa-middle-instructions': MIDDLE_INSTRUCTION_CARDS,
  'automa-capitalist-ai': CAPITALIST_AI_CARDS,
  'automa-capitalist-priority': CAPITALIST_PRIORITY_CARDS,
  'automa-capitalist-instructions': CAPITALIST_INSTRUCTION_CARDS,
  'automa-shared': [DESIRED_POLICIES_CARD, ...SPENDING_INFLUENCE_CARDS],
} as const satisfies Record<string, readonly DeckEntry[]>;
export type ExpansionDeckName = keyof typeof EXPANSION_DECKS;

/** Total physical cards in a deck. */
export function deckSize(deck: readonly DeckEntry[]): number {
  return deck.reduce((sum, card) => sum + card.copies, 0);
}

/** Every expansion card with its deck, for look-ups by id (e.g. a /card command). */
export const EXPANSION_CARDS: ReadonlyMap<string, { deck: ExpansionDeckName; card: DeckEntry }> = new Map(
  (Object.entries(EXPANSION_DECKS) as [ExpansionDeckName, readonly DeckEntry[]][]).flatMap(([deck, cards]) =>
    cards.map((card) => [card.id, { deck, card }] as const),
  ),
);

/** Every value marked uncertain, with its card, for the data summary. */
export function expansionUncertainties(): {
  deck: ExpansionDeckName;
  id: string;
  field: string;
  note: string;
}[] {
  return [...EXPANSION_CARDS.values()].flatMap(({ deck, card }) =>
    card.uncertain.map((u) => ({ deck, id: card.id, field: u.field, note: u.note })),
  );
}
