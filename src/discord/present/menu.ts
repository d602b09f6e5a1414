/**
 * The engine's questions in the reader's language: the prompt and every option from their keys
 * (`said`), the turn menu's options from what each is (the card, the action or the Historical
 * Event of its value) with the game's words. The engine labels options in English; where the game's
 * words have no text (a Basic or Free Action's summary) the engine's English stays.
 */

import { historicalEventById } from '../../data/historical-events.ts';
import { ACTIONS, LOANS, STORAGE } from '../../data/tables.ts';
import { cardIdOf, type Option, type Question, shorten, type TurnChoice } from '../../engine/index.ts';
import { cardWords, gameWords } from '../../i18n/game-words/index.ts';
import { CATALOGUES, type GameLocale, type MessageKey, t } from '../../i18n/index.ts';
import { cardName, type Said, sayText, triggerName } from '../../i18n/said.ts';

/** The numbers the actions' summaries name, from the game's tables. */
const SUMMARY_NUMBERS = {
  meetInfluence: ACTIONS.meetMps.influence,
  meetLegitimacy: ACTIONS.meetMps.legitimacy,
  extraTax: ACTIONS.extraTax,
  campaignMax: ACTIONS.campaignMax,
  pressureCubes: ACTIONS.politicalPressureCubes,
  payOff: LOANS.payOff,
  lobbyCost: ACTIONS.lobby.cost,
  lobbyInfluence: ACTIONS.lobby.influence,
  bonus: ACTIONS.bonus,
  tileCost: STORAGE.tileCost,
};

/** What a Basic or Free Action does, by its id (a class's own version, `build-company-middle`, by the action's). */
export function actionSummary(l: GameLocale, of: string): string | undefined {
  const action = of.replace(/-(capitalist|middle|free)$/, '');
  if (!(action in CATALOGUES.en.event.option.summary)) return undefined;
  return t(l, `event.option.summary.${action}` as MessageKey, SUMMARY_NUMBERS as never);
}

/** A turn menu option as the reader reads it (English: the engine's, unchanged). */
export function menuOption(o: Option, l: GameLocale): Option {
  if (l === 'en') return o;
  const choice = o.value as TurnChoice | undefined;
  if (!choice || typeof choice !== 'object' || !('kind' in choice)) return o;
  if (choice.kind === 'end')
    return { ...o, label: t(l, 'menu.end'), description: t(l, 'menu.endDescription') };
  if (choice.kind === 'play') {
    const card = cardWords(l, cardIdOf(choice.of));
    if (!card) return o;
    return { ...o, label: t(l, 'menu.play', { card: card.name }), short: card.name, description: card.text };
  }
  if (choice.of === 'pass')
    return {
      ...o,
      label: t(l, 'menu.pass'),
      short: t(l, 'menu.passShort'),
      description: t(l, 'menu.passDescription'),
    };
  const action = (gameWords(l).actions as Record<string, string>)[choice.of];
  // A Historical Event's trigger: named by the card, its text the card's.
  const event = action ? undefined : historicalEventById(choice.of);
  const name = action ?? (event ? triggerName(l, choice.of) : undefined);
  if (!name) return o;
  const worded = {
    ...o,
    label: t(l, choice.kind === 'basic' ? 'menu.basic' : 'menu.free', { action: name }),
    short: name,
  };
  const text = event ? cardWords(l, choice.of)?.text : actionSummary(l, choice.of);
  return text ? { ...worded, description: text } : worded;
}

/** A card of the hand offered as an option (the card to discard for a Basic Action), in the reader's words. */
function cardOption(o: Option, l: GameLocale): Option {
  const card = typeof o.value === 'string' ? cardWords(l, cardIdOf(o.value)) : undefined;
  return card ? { ...o, label: card.name, short: card.name, description: card.text } : o;
}

/** The card an option's words name (a Company, an Event, a Hidden Agenda…), for its short name and text. */
function cardNamed(said: Said): string | undefined {
  const p = said.params;
  const id = p?.card ?? p?.company ?? p?.event ?? p?.agenda;
  return typeof id === 'string' && id !== '' ? id : undefined;
}

/**
 * Any other option in the reader's words, from its `said` (ids and numbers): its label, and its
 * short name and text where the engine gives them (the card's own, in the reader's language).
 */
function optionInWords(o: Option, l: GameLocale): Option {
  if (!o.said) return o;
  // Fitted as the engine fits its English label (a select option holds 100 characters).
  const worded: Option = { ...o, label: shorten(sayText(l, o.said)) };
  const card = cardNamed(o.said);
  if (o.short !== undefined) worded.short = card ? cardName(l, card) : worded.label;
  if (o.description !== undefined && card)
    worded.description = cardWords(l, cardIdOf(card))?.text ?? o.description;
  return worded;
}

/** A question as a reader reads it: its prompt in their words. */
export interface WordedQuestion extends Question {
  prompt: string;
}

/** What a question asks, in the reader's language (the engine gives it as keys: `said`). */
export function promptOf(q: Question, l: GameLocale): string {
  return sayText(l, q.said);
}

/**
 * A question in the reader's words, for showing only: its prompt, and the options the reader's
 * words can name (the turn menu, the card to discard). Its ids and order are the engine's.
 */
export function questionInWords(q: Question, l: GameLocale): WordedQuestion {
  const worded = { ...q, prompt: promptOf(q, l) };
  if (l === 'en') return worded;
  if (q.kind === 'turn') return { ...worded, options: q.options.map((o) => menuOption(o, l)) };
  if (q.kind === 'turn.discard') return { ...worded, options: q.options.map((o) => cardOption(o, l)) };
  return { ...worded, options: q.options.map((o) => optionInWords(o, l)) };
}
