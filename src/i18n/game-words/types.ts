/**
 * The shape of the game's own words in one language: the names of the things the rules speak of
 * (classes, goods, Policies, phases, actions, scoring reasons, the Automas' terms) and every card's
 * name and short text, keyed by the ids the engine and src/data already use. Nothing here decides a
 * rule: the engine keeps ids and numbers; these words are only how a player reads them.
 *
 * Fixed sets (classes, Policies, phases…) are `Record`s over their id types, so a missing word is a
 * type error; card tables are keyed by card id and checked against src/data by
 * test/i18n/game-words.test.ts.
 */
import type { AiIcon, AutomaClass, PriorityAction } from '../../data/automa/schema.ts';
import type { ClassId, Industry, PolicyId, Resource, Section } from '../../data/common.ts';

/** The languages the game's words exist in. `en` is read from src/data, unchanged. */
export const GAME_LOCALES = ['en', 'pt-BR'] as const;
export type GameLocale = (typeof GAME_LOCALES)[number];

/** A card's name and short text (at most 100 characters: a select option's label). */
export interface NameAndText {
  name: string;
  text: string;
}

/** A card as a player reads it: its name, its short text and the longer description `/card` shows. */
export interface CardWords extends NameAndText {
  description: string;
}

/** A word that changes with a count: `{n}` stands for the count (the plural rules come with the i18n library). */
export interface Counted {
  one: string;
  other: string;
}

/** The game's phases, as the engine names them (`GameState['phase']`). */
export const PHASE_IDS = [
  'setup',
  'preparation',
  'action',
  'production',
  'elections',
  'scoring',
  'game-over',
] as const;
export type PhaseId = (typeof PHASE_IDS)[number];

/**
 * The Basic and Free Actions of the base game and of Crisis & Control, by the engine's action id
 * (the Historical Events' "Trigger …" actions are `trigger` below, named after their card).
 */
export const ACTION_IDS = [
  'propose-bill',
  'assign-workers',
  'buy-goods',
  'strike',
  'demonstration',
  'build-company-capitalist',
  'sell-company-capitalist',
  'build-company-middle',
  'sell-company-middle',
  'sell-foreign',
  'extra-shift',
  'business-deal',
  'meet-mps',
  'extra-tax',
  'campaign',
  'political-pressure',
  'pay-off-loan',
  'pay-off-loan-free',
  'lobby',
  'use-health',
  'use-education',
  'use-luxury',
  'swap-workers',
  'adjust-prices',
  'adjust-wages',
  'give-bonus',
  'buy-storage',
  'receive-benefits-free',
  'receive-benefits',
  'event-action',
] as const;
export type ActionId = (typeof ACTION_IDS)[number];

/**
 * The reasons of the engine's score ledger that are fixed words (`gainVp(…, reason)`); the others
 * are a card's name (looked up as a card), "used <good>" and "<n> policies in section <X>" (below).
 */
export const SCORE_REASON_IDS = [
  'bill passed',
  'supported a bill',
  'used healthcare',
  'used goods (Historical Event)',
  'unpaid loans',
  'thriving companies',
  'trade unions',
  'wealth',
  'wealth marker advanced',
  'legitimacy',
  'political agenda',
  'demonstration',
  'loans at game end',
  'money at game end',
  'goods at game end',
  'exported',
  'sold public services',
  'benefits received',
  'hidden agenda',
  'alternative event',
  'alternative event benefit',
  'event rewards',
  'AI card Special Action',
] as const;
export type ScoreReasonId = (typeof SCORE_REASON_IDS)[number];

/** The words of the rules themselves: components, tracks, moments. Keys by meaning. */
export const TERM_IDS = [
  'worker',
  'skilled',
  'unskilled',
  'unemployed',
  'company',
  'public-company',
  'operational',
  'machinery',
  'storage',
  'wages',
  'wage-level',
  'bill',
  'bill-marker',
  'voting-cube',
  'bag',
  'immediate-vote',
  'policy',
  'legitimacy',
  'legitimacy-token',
  'prosperity',
  'population',
  'vp',
  'trade-union',
  'strike-token',
  'loan',
  'capital',
  'revenue',
  'treasury',
  'money',
  'personal-influence',
  'media-influence',
  'public-services',
  'supply',
  'market',
  'foreign-market',
  'tariff',
  'tax-multiplier',
  'income-tax',
  'employment-tax',
  'corporate-tax',
  'hand',
  'action-card',
  'event',
  'historical-event',
  'alternative-event',
  'crisis-response',
  'hidden-agenda',
  'political-agenda',
  'export-card',
  'business-deal',
  'immigration-card',
  'round',
  'turn',
  'basic-action',
  'free-action',
  'pass',
  'game-flow',
  'actions-and-how-to-play',
  'automa',
  'simple-mode',
  'advanced-mode',
  'ai-card',
  'instruction-card',
  'priority-card',
  'priority-row',
  'check',
  'bonus',
  'special-action',
  'influence-indicator',
  'desired-policies',
] as const;
export type TermId = (typeof TERM_IDS)[number];

/** Every word of the game in one language. */
export interface GameWords {
  classes: Record<ClassId, string>;
  /** "WC", "MC", "CC", "State": the short forms card texts use. */
  classShort: Record<ClassId, string>;
  industries: Record<Industry, string>;
  resources: Record<Resource, string>;
  /** "food-skilled" and so on: a Worker's skill as an adjective. */
  skills: Record<Industry, string>;
  policies: Record<PolicyId, string>;
  /** "Section A" and so on. */
  sections: Record<Section, string>;
  /**
   * What the sections stand for (base rulebook, Politics): in Policies 1–5 A is Socialism and C
   * Neoliberalism; in Policies 6–7 A is Nationalism and C Globalism.
   */
  orientations: Record<'socialism' | 'neoliberalism' | 'nationalism' | 'globalism', string>;
  phases: Record<PhaseId, string>;
  actions: Record<ActionId, string>;
  /** The Historical Events' trigger action: `{event}` is the card's name, `{influence}` its cost. */
  trigger: { plain: string; withInfluence: string };
  terms: Record<TermId, Counted>;
  scoreReasons: Record<ScoreReasonId, Counted>;
  /** "Prosperity from using {good}" and "{n} policies in section {section}". */
  scoreUsed: Counted;
  scorePolicies: Counted;
  automa: {
    names: Record<AutomaClass, string>;
    short: Record<AutomaClass, string>;
    icons: Record<AiIcon, string>;
    /** One word per icon, for an AI card's one-line summary. */
    iconShort: Record<AiIcon, string>;
    priorityActions: Record<PriorityAction, string>;
  };
  /** Every card by id: Action cards, Companies, every deck of the base game and of the expansions. */
  cards: ReadonlyMap<string, CardWords>;
}
