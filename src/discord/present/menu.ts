/**
 * The engine's questions in the reader's language: the prompt and every option from their keys
 * (`said`), the turn menu's options from what each is (the card, the action or the Historical
 * Event of its value) with the game's words, in every language (the engine writes no option label).
 * English keeps the engine's text (`description`) of a card option and of a trigger.
 */

import { historicalEventById } from '../../data/historical-events.ts';
import { cardNamedIn } from '../../data/said.ts';
import { ACTIONS, LOANS, STORAGE } from '../../data/tables.ts';
import { cardIdOf, type Option, type Question, shorten, type TurnChoice } from '../../engine/index.ts';
import { cardWords, gameWords } from '../../i18n/game-words/index.ts';
import { CATALOGUES, type GameLocale, type MessageKey, t } from '../../i18n/index.ts';
import { cardName, sayText, triggerName } from '../../i18n/said.ts';

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

/** A turn menu option as the reader reads it, from its value (the card, the action, the trigger). */
export function menuOption(o: Option, l: GameLocale): WordedOption {
  const choice = o.value as TurnChoice | undefined;
  if (!choice || typeof choice !== 'object' || !('kind' in choice)) return byId(o);
  if (choice.kind === 'end')
    return { ...o, label: t(l, 'menu.end'), description: t(l, 'menu.endDescription') };
  if (choice.kind === 'play') {
    const card = cardWords(l, cardIdOf(choice.of));
    if (!card) return byId(o);
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
  if (!name) return byId(o);
  const worded = {
    ...o,
    label: t(l, choice.kind === 'basic' ? 'menu.basic' : 'menu.free', { action: name }),
    short: name,
  };
  // English keeps the engine's text of a trigger ("Apply this Historical Event now: …").
  if (event && l === 'en') return worded;
  const text = event ? cardWords(l, choice.of)?.text : actionSummary(l, choice.of);
  return text ? { ...worded, description: text } : worded;
}

/** A card of the hand offered as an option (the card to discard for a Basic Action), in the reader's words. */
function cardOption(o: Option, l: GameLocale): WordedOption {
  const card = typeof o.value === 'string' ? cardWords(l, cardIdOf(o.value)) : undefined;
  return card ? { ...o, label: card.name, short: card.name, description: card.text } : optionInWords(o, l);
}

/**
 * Any other option in the reader's words, from its `said` (ids and numbers): its label, and its
 * short name and text where the engine gives them (the card's own, in the reader's language).
 */
function optionInWords(o: Option, l: GameLocale): WordedOption {
  if (!o.said) return byId(o);
  // Fitted to a select option's 100 characters, cut between words.
  const worded: WordedOption = { ...o, label: shorten(sayText(l, o.said)) };
  const card = cardNamedIn(o.said);
  if (o.short !== undefined) worded.short = card ? cardName(l, card) : worded.label;
  // English keeps the engine's text (an Export card's text is laid out otherwise there).
  if (o.description !== undefined && card && l !== 'en')
    worded.description = cardWords(l, cardIdOf(card))?.text ?? o.description;
  return worded;
}

/** An option as a reader reads it: its label (and short name, text) in their words. */
export interface WordedOption extends Option {
  /** Text for a button or select option (≤ 100 characters), in the reader's language. */
  label: string;
}

/** An option nothing of the reader's words can name (none the engine offers today): named by its id. */
function byId(o: Option): WordedOption {
  return { ...o, label: o.id };
}

/** A question as a reader reads it: its prompt and options in their words. */
export interface WordedQuestion extends Omit<Question, 'options'> {
  prompt: string;
  options: WordedOption[];
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
  return { ...q, prompt: promptOf(q, l), options: q.options.map((o) => wordedOption(q.kind, o, l)) };
}

/**
 * An option of a question of kind `kind` in the reader's words: the turn menu's from its value, the
 * card to discard's from its card, any other from its `said`.
 */
export function wordedOption(kind: string, o: Option, l: GameLocale): WordedOption {
  if (kind === 'turn') return menuOption(o, l);
  if (kind === 'turn.discard') return cardOption(o, l);
  return optionInWords(o, l);
}
