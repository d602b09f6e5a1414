/**
 * The game's words in English, as the bot says them today: names and card texts are read from
 * src/data (so English never changes here); the few words src/data does not hold (phases, actions,
 * score reasons, terms) are written as the engine and the presenters write them, and
 * test/i18n/game-words.test.ts checks them against the engine.
 */

import { ICON_SHORT } from '../../data/automa/build.ts';
import {
  AI_ICON_LABELS,
  AUTOMA_NAMES,
  AUTOMA_SHORT_NAMES,
  PRIORITY_ACTION_LABELS,
} from '../../data/automa/index.ts';
import { DECKS, EXPANSION_DECKS, POLICY_NAMES } from '../../data/index.ts';
import { CLASS_NAMES, INDUSTRY_NAMES, RESOURCE_NAMES } from '../../data/names.ts';
import type { CardWords, GameWords } from './types.ts';

const same = (word: string) => ({ one: word, other: word });
const counted = (one: string, other = `${one}s`) => ({ one, other });
const times = (word: string) => ({ one: word, other: `${word} ({n} times)` });

/** Cards without a printed name (Export, Business Deals, Immigration, Political Agendas) are named by deck and number. */
const NUMBERED: Record<string, string> = {
  export: 'Export',
  'business-deals': 'Business Deal',
  immigration: 'Immigration',
  'political-agendas': 'Political Agenda',
};

function englishCards(): Map<string, CardWords> {
  const cards = new Map<string, CardWords>();
  for (const [deck, list] of Object.entries({ ...DECKS, ...EXPANSION_DECKS })) {
    for (const card of list as ReadonlyArray<{
      id: string;
      name?: string;
      number?: number;
      text: string;
      description: string;
    }>) {
      const name = card.name ?? `${NUMBERED[deck]} ${card.number}`;
      cards.set(card.id, { name, text: card.text, description: card.description });
    }
  }
  return cards;
}

export const EN: GameWords = {
  classes: CLASS_NAMES,
  classShort: { working: 'WC', middle: 'MC', capitalist: 'CC', state: 'State' },
  industries: INDUSTRY_NAMES,
  resources: RESOURCE_NAMES,
  skills: {
    food: 'food-skilled',
    luxury: 'luxury-skilled',
    health: 'health-skilled',
    education: 'education-skilled',
    media: 'media-skilled',
  },
  policies: POLICY_NAMES,
  sections: { A: 'Section A', B: 'Section B', C: 'Section C' },
  orientations: {
    socialism: 'Socialism',
    neoliberalism: 'Neoliberalism',
    nationalism: 'Nationalism',
    globalism: 'Globalism',
  },
  phases: {
    setup: 'Setup',
    preparation: 'Preparation phase',
    action: 'Action phase',
    production: 'Production phase',
    elections: 'Elections phase',
    scoring: 'Scoring phase',
    'game-over': 'Game over',
  },
  actions: {
    'propose-bill': 'Propose a Bill',
    'assign-workers': 'Assign Workers',
    'buy-goods': 'Buy Goods & Services',
    strike: 'Strike',
    demonstration: 'Demonstration',
    'build-company-capitalist': 'Build a Company',
    'sell-company-capitalist': 'Sell a Company',
    'build-company-middle': 'Build a Company',
    'sell-company-middle': 'Sell a Company',
    'sell-foreign': 'Sell to the Foreign Market',
    'extra-shift': 'Extra Shift',
    'business-deal': 'Make a Business Deal',
    'meet-mps': "Meet with a Party's MPs",
    'extra-tax': 'Extra Tax',
    campaign: 'Campaign',
    'political-pressure': 'Apply Political Pressure',
    'pay-off-loan': 'Pay Off a Loan',
    'pay-off-loan-free': 'Pay Off a Loan',
    lobby: 'Lobby',
    'use-health': 'Use Healthcare',
    'use-education': 'Use Education',
    'use-luxury': 'Use Luxury',
    'swap-workers': 'Swap Workers',
    'adjust-prices': 'Adjust Prices',
    'adjust-wages': 'Adjust Wages',
    'give-bonus': 'Give a Bonus',
    'buy-storage': 'Buy Storage',
    'receive-benefits-free': 'Receive Benefits',
    'receive-benefits': 'Receive Benefits',
    'event-action': 'Event Action',
  },
  trigger: { plain: 'Trigger {event}', withInfluence: 'Trigger {event} ({influence} Influence)' },
  terms: {
    worker: counted('Worker'),
    skilled: same('skilled'),
    unskilled: same('unskilled'),
    unemployed: same('unemployed'),
    company: counted('Company', 'Companies'),
    'public-company': counted('Public Company', 'Public Companies'),
    operational: same('operational'),
    machinery: same('Machinery'),
    storage: same('Storage'),
    wages: same('Wages'),
    'wage-level': counted('Wage level'),
    bill: counted('Bill'),
    'bill-marker': counted('Bill marker'),
    'voting-cube': counted('Voting cube'),
    bag: same('bag'),
    'immediate-vote': counted('Immediate Vote'),
    policy: counted('Policy', 'Policies'),
    legitimacy: same('Legitimacy'),
    'legitimacy-token': counted('Legitimacy token'),
    prosperity: same('Prosperity'),
    population: same('Population'),
    vp: same('VP'),
    'trade-union': counted('Trade Union'),
    'strike-token': counted('Strike token'),
    loan: counted('Loan'),
    capital: same('Capital'),
    revenue: same('Revenue'),
    treasury: same('Treasury'),
    money: same('money'),
    'personal-influence': same('Personal Influence'),
    'media-influence': same('Media Influence'),
    'public-services': same('Public Services'),
    supply: same('Supply'),
    market: same('Market'),
    'foreign-market': same('Foreign Market'),
    tariff: counted('tariff'),
    'tax-multiplier': same('Tax Multiplier'),
    'income-tax': same('Income Tax'),
    'employment-tax': same('Employment Tax'),
    'corporate-tax': same('Corporate Tax'),
    hand: same('hand'),
    'action-card': counted('Action card'),
    event: counted('Event'),
    'historical-event': counted('Historical Event'),
    'alternative-event': counted('Alternative Event'),
    'crisis-response': counted('Crisis Response'),
    'hidden-agenda': counted('Hidden Agenda'),
    'political-agenda': counted('Political Agenda'),
    'export-card': counted('Export card'),
    'business-deal': counted('Business Deal'),
    'immigration-card': counted('Immigration card'),
    round: counted('round'),
    turn: counted('turn'),
    'basic-action': counted('Basic Action'),
    'free-action': counted('Free Action'),
    pass: same('Pass'),
    'game-flow': same('Game Flow'),
    'actions-and-how-to-play': same('Actions and How to Play'),
    automa: counted('Automa'),
    'simple-mode': same('Simple mode'),
    'advanced-mode': same('Advanced mode'),
    'ai-card': counted('AI card'),
    'instruction-card': counted('Instruction card'),
    'priority-card': counted('priority card'),
    'priority-row': counted('priority row'),
    check: counted('CHECK', 'CHECKS'),
    bonus: counted('Bonus', 'Bonuses'),
    'special-action': counted('Special Action'),
    'influence-indicator': same('Influence indicator'),
    'desired-policies': same('Desired Policies'),
  },
  // As src/engine/score.ts words them, before it capitalises the first letter.
  scoreReasons: {
    'bill passed': { one: 'a Bill passed', other: '{n} Bills passed' },
    'supported a bill': { one: 'supported a Bill', other: 'supported {n} Bills' },
    'used healthcare': times("Healthcare's extra VP"),
    'used goods (Historical Event)': times('goods used (Historical Event)'),
    'unpaid loans': same('Loans unpaid at the end'),
    'thriving companies': times('thriving companies'),
    'trade unions': times('trade unions'),
    wealth: times('wealth'),
    'wealth marker advanced': times('wealth marker advanced'),
    legitimacy: times('legitimacy'),
    'political agenda': times('political agenda'),
    demonstration: times('demonstration'),
    'loans at game end': times('loans at game end'),
    'money at game end': times('money at game end'),
    'goods at game end': times('goods at game end'),
    exported: times('exported'),
    'sold public services': times('sold public services'),
    'benefits received': times('benefits received'),
    'hidden agenda': times('hidden agenda'),
    'alternative event': times('alternative event'),
    'alternative event benefit': times('alternative event benefit'),
    'event rewards': times('event rewards'),
    'AI card Special Action': times('AI card Special Action'),
  },
  scoreUsed: times('Prosperity from using {good}'),
  scorePolicies: { one: '1 policy in section {section}', other: '{n} policies in section {section}' },
  automa: {
    names: AUTOMA_NAMES,
    short: AUTOMA_SHORT_NAMES,
    icons: AI_ICON_LABELS,
    iconShort: ICON_SHORT,
    priorityActions: PRIORITY_ACTION_LABELS,
  },
  cards: englishCards(),
};
