/**
 * The game's words in Brazilian Portuguese: the vocabulary, and every card of src/data with its
 * Portuguese name and text. A card without a translation is left out of `cards` (never shown in
 * English by accident); test/i18n/game-words.test.ts fails on any such card.
 */
import {
  CAPITALIST_AI_CARDS,
  CAPITALIST_PRIORITY_CARDS,
  MIDDLE_AI_CARDS,
  MIDDLE_PRIORITY_CARDS,
  WORKING_AI_CARDS,
  WORKING_PRIORITY_CARDS,
} from '../../../data/automa/index.ts';
import {
  ACTION_DECKS,
  BUSINESS_DEALS,
  CAPITALIST_COMPANIES,
  CLASS_IDS,
  COOPERATIVE_FARM,
  CRISIS_AND_CONTROL_ACTIONS,
  EVENT_CARDS,
  EXPORT_CARDS,
  IMMIGRATION_CARDS,
  MIDDLE_COMPANIES,
  POLITICAL_AGENDAS,
  PUBLIC_COMPANIES,
} from '../../../data/index.ts';
import type { CardWords, GameWords, NameAndText } from '../types.ts';
import { ACTION_CARD_NAMES, ACTION_CARD_TEXTS } from './action-cards.ts';
import { AUTOMA_CARDS, AUTOMA_DESCRIPTIONS } from './automa.ts';
import {
  aiCardWords,
  businessDealWords,
  companyWords,
  exportWords,
  immigrationWords,
  politicalAgendaWords,
  priorityCardWords,
} from './composed.ts';
import {
  ALTERNATIVE_EVENTS,
  CRISIS_AND_CONTROL_DESCRIPTIONS,
  CRISIS_RESPONSES,
  HIDDEN_AGENDAS,
} from './crisis-and-control.ts';
import {
  actionCardDescription,
  aiCardDescription,
  businessDealDescription,
  companyDescription,
  eventDescription,
  exportDescription,
  immigrationDescription,
  politicalAgendaDescription,
  priorityCardDescription,
} from './descriptions.ts';
import { EVENTS, HISTORICAL_EVENT_DESCRIPTIONS, HISTORICAL_EVENTS } from './events.ts';
import { VOCABULARY } from './vocabulary.ts';

export { AI_CARD_LINES, CHECK_RULE_LINES } from './automa.ts';

/** An Action card's words: its name by slug, its text by full id or else by slug. */
export function actionCardWords(id: string): NameAndText | undefined {
  const slug = id.slice(id.indexOf('.') + 1);
  const name = ACTION_CARD_NAMES[slug];
  const text = ACTION_CARD_TEXTS[id] ?? ACTION_CARD_TEXTS[slug];
  return name === undefined || text === undefined ? undefined : { name, text };
}

/** The hand-written longer descriptions, by card id. */
const DESCRIPTIONS: Record<string, string> = {
  ...HISTORICAL_EVENT_DESCRIPTIONS,
  ...CRISIS_AND_CONTROL_DESCRIPTIONS,
  ...AUTOMA_DESCRIPTIONS,
};

function portugueseCards(): Map<string, CardWords> {
  const cards = new Map<string, CardWords>();
  // A card lacking any of its words is left out: never half Portuguese, never English by accident.
  const put = (id: string, words: NameAndText | undefined, description: string | undefined) => {
    if (words && description !== undefined) cards.set(id, { ...words, description });
  };
  for (const card of CLASS_IDS.flatMap((cls) => [...ACTION_DECKS[cls], ...CRISIS_AND_CONTROL_ACTIONS[cls]])) {
    const words = actionCardWords(card.id);
    put(card.id, words, actionCardDescription(card, words?.text));
  }
  for (const c of [...CAPITALIST_COMPANIES, ...MIDDLE_COMPANIES, ...PUBLIC_COMPANIES, COOPERATIVE_FARM])
    put(c.id, companyWords(c), companyDescription(c));
  for (const c of EXPORT_CARDS) put(c.id, exportWords(c), exportDescription(c));
  for (const c of BUSINESS_DEALS) put(c.id, businessDealWords(c), businessDealDescription(c));
  for (const c of IMMIGRATION_CARDS) put(c.id, immigrationWords(c), immigrationDescription(c));
  for (const c of POLITICAL_AGENDAS) put(c.id, politicalAgendaWords(c), politicalAgendaDescription(c));
  for (const c of [...WORKING_AI_CARDS, ...MIDDLE_AI_CARDS, ...CAPITALIST_AI_CARDS])
    put(c.id, aiCardWords(c), aiCardDescription(c));
  for (const c of [...WORKING_PRIORITY_CARDS, ...MIDDLE_PRIORITY_CARDS, ...CAPITALIST_PRIORITY_CARDS])
    put(c.id, priorityCardWords(c), priorityCardDescription(c));
  for (const c of EVENT_CARDS) put(c.id, EVENTS[c.id], eventDescription(c));
  for (const table of [HISTORICAL_EVENTS, CRISIS_RESPONSES, ALTERNATIVE_EVENTS, HIDDEN_AGENDAS, AUTOMA_CARDS])
    for (const [id, words] of Object.entries(table)) put(id, words, DESCRIPTIONS[id]);
  return cards;
}

export const PT_BR: GameWords = { ...VOCABULARY, cards: portugueseCards() };
