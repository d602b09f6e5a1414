/**
 * The small decks of the base game: Export (16), Business Deals (10 faces × 2), Immigration (25),
 * Political Agendas (10) and Events (25, 4-player only). Source: components reference §2.8–2.11 and §2.13
 * (read from the card images); rules-decisions S5 (token rewards) and #7 ("Rounds 2-5 only").
 */
import { z } from 'zod';
import {
  CardText,
  GOODS,
  Good,
  Industry,
  type PolicyId,
  Section,
  Uncertain,
  VOTING_CLASSES,
  type VotingClass,
} from './common.ts';
import { checkEffect } from './effect-specs.ts';
import { EventReward, perText, type Unit, VotingClassId } from './icons.ts';
import { CLASS_NAMES, RESOURCE_NAMES } from './names.ts';
import { FOREIGN_TRADE } from './tables.ts';
import { parseDeck } from './validate.ts';

const int = z.number().int();
const cardBase = {
  ...CardText,
  uncertain: z.array(Uncertain).default([]),
};

// ---------------------------------------------------------------------------------------------
// Export cards (components reference §2.8): 8 transactions each, 2 per good; each usable once per Sell.

export const ExportTransaction = z.object({ good: Good, amount: int.positive(), price: int.positive() });
export type ExportTransaction = z.infer<typeof ExportTransaction>;

export const ExportCard = z
  .object({
    id: z.string().regex(/^export\.\d+$/),
    number: int.positive(),
    transactions: z.array(ExportTransaction).length(8),
    ...cardBase,
  })
  .superRefine((card, ctx) => {
    for (const good of GOODS) {
      if (card.transactions.filter((t) => t.good === good).length !== 2)
        ctx.addIssue({
          code: 'custom',
          path: ['transactions'],
          message: `needs exactly 2 ${good} transactions`,
        });
    }
  });
export type ExportCard = z.infer<typeof ExportCard>;

type Pair = [amount: number, price: number];
type ExportRow = Record<Good, [Pair, Pair]>;

// biome-ignore format: one card per line, like the table in components reference §2.8
const EXPORT_RAW: ExportRow[] = [
  { food: [[2, 20], [6, 55]], luxury: [[4, 30], [8, 55]], health: [[3, 25], [5, 40]], education: [[3, 15], [7, 35]] },
  { food: [[3, 30], [7, 70]], luxury: [[4, 30], [6, 40]], health: [[3, 20], [5, 35]], education: [[2, 15], [6, 35]] },
  { food: [[4, 50], [8, 95]], luxury: [[3, 20], [5, 30]], health: [[3, 15], [7, 35]], education: [[2, 15], [6, 40]] },
  { food: [[3, 35], [7, 80]], luxury: [[3, 15], [5, 25]], health: [[4, 20], [8, 40]], education: [[2, 15], [6, 45]] },
  { food: [[4, 45], [7, 80]], luxury: [[3, 20], [5, 30]], health: [[2, 15], [6, 40]], education: [[3, 20], [7, 50]] },
  { food: [[3, 25], [7, 55]], luxury: [[4, 25], [8, 45]], health: [[2, 10], [6, 35]], education: [[3, 20], [5, 35]] },
  { food: [[2, 25], [6, 65]], luxury: [[4, 20], [7, 35]], health: [[3, 20], [7, 40]], education: [[3, 25], [6, 45]] },
  { food: [[3, 25], [6, 50]], luxury: [[3, 20], [7, 50]], health: [[3, 20], [7, 40]], education: [[2, 15], [7, 55]] },
  { food: [[3, 30], [5, 50]], luxury: [[3, 25], [7, 55]], health: [[3, 20], [6, 50]], education: [[3, 20], [7, 50]] },
  { food: [[2, 15], [6, 45]], luxury: [[3, 20], [7, 50]], health: [[3, 20], [5, 30]], education: [[4, 25], [8, 45]] },
  { food: [[3, 35], [7, 75]], luxury: [[2, 10], [6, 35]], health: [[3, 20], [5, 35]], education: [[4, 25], [7, 40]] },
  { food: [[4, 45], [8, 85]], luxury: [[2, 15], [6, 40]], health: [[3, 15], [5, 25]], education: [[3, 15], [7, 35]] },
  { food: [[2, 15], [6, 50]], luxury: [[3, 25], [5, 40]], health: [[4, 25], [8, 45]], education: [[3, 15], [7, 35]] },
  { food: [[2, 15], [6, 50]], luxury: [[3, 15], [7, 35]], health: [[4, 30], [7, 50]], education: [[3, 20], [5, 35]] },
  { food: [[3, 30], [5, 50]], luxury: [[2, 10], [6, 35]], health: [[3, 25], [7, 55]], education: [[4, 25], [8, 45]] },
  { food: [[4, 40], [7, 70]], luxury: [[3, 25], [6, 50]], health: [[2, 15], [7, 50]], education: [[3, 20], [5, 30]] },
];

function exportCard(row: ExportRow, i: number): z.input<typeof ExportCard> {
  const transactions = GOODS.flatMap((good) => row[good].map(([amount, price]) => ({ good, amount, price })));
  const short = GOODS.map((g) => `${RESOURCE_NAMES[g]} ${row[g].map(([a, p]) => `${a}→${p}`).join('/')}`);
  return {
    id: `export.${i + 1}`,
    number: i + 1,
    transactions,
    text: `Export ${i + 1}: ${short.join(' · ')}`,
    description:
      `Export card ${i + 1}. Each transaction sells that many units for that money and can be used once per ` +
      `Sell to the Foreign Market action: ${transactions.map((t) => `${t.amount} ${RESOURCE_NAMES[t.good]} for ${t.price}`).join('; ')}.`,
  };
}

export const EXPORT_CARDS: readonly ExportCard[] = parseDeck(
  'export',
  ExportCard,
  EXPORT_RAW.map(exportCard),
);

// ---------------------------------------------------------------------------------------------
// Business Deals (components reference §2.9): 10 faces, 2 copies each. Tariffs come from tables.ts.

export const BusinessDeal = z
  .object({
    id: z.string().regex(/^business-deal\.\d+$/),
    number: int.positive(),
    food: int.nonnegative(),
    luxury: int.nonnegative(),
    cost: int.positive(),
    copies: int.positive(),
    ...cardBase,
  })
  .refine((d) => d.food + d.luxury > 0, { path: ['food'], message: 'a deal needs some goods' });
export type BusinessDeal = z.infer<typeof BusinessDeal>;

/** Tariff paid to the State when the goods go to regular Storage (none into the Free Trade Zone). */
export function businessDealTariff(deal: Pick<BusinessDeal, 'food' | 'luxury'>, policy6: Section): number {
  return (deal.food + deal.luxury) * FOREIGN_TRADE.dealTariffPerItem[policy6];
}

const DEALS_RAW: Array<[food: number, luxury: number, cost: number]> = [
  [7, 0, 50],
  [0, 12, 50],
  [0, 10, 40],
  [5, 6, 60],
  [8, 4, 75],
  [6, 0, 40],
  [8, 0, 55],
  [0, 8, 30],
  [4, 8, 60],
  [7, 5, 70],
];

function dealCard([food, luxury, cost]: [number, number, number], i: number): z.input<typeof BusinessDeal> {
  const goods = [food ? `${food} Food` : '', luxury ? `${luxury} Luxury` : ''].filter(Boolean).join(' + ');
  const a = businessDealTariff({ food, luxury }, 'A');
  const b = businessDealTariff({ food, luxury }, 'B');
  return {
    id: `business-deal.${i + 1}`,
    number: i + 1,
    food,
    luxury,
    cost,
    copies: 2,
    text: `Business Deal: ${goods} for ${cost} (tariff +${a} at 6A, +${b} at 6B)`,
    description:
      `The Capitalist Class buys ${goods} from the Foreign Market for ${cost}. Into regular Storage it also pays ` +
      `the tariff to the State (+${a} at 6A, +${b} at 6B, none at 6C); into the Free Trade Zone it pays only ` +
      `${cost}, and those goods can only be exported.`,
  };
}

export const BUSINESS_DEALS: readonly BusinessDeal[] = parseDeck(
  'business-deals',
  BusinessDeal,
  DEALS_RAW.map(dealCard),
);

// ---------------------------------------------------------------------------------------------
// Immigration (components reference §2.10): one Working Class and one Middle Class Worker per card,
// exactly one of them skilled. null = unskilled. Deck order as listed there.

export const ImmigrationCard = z
  .object({
    id: z.string().regex(/^immigration\.\d+$/),
    number: int.positive(),
    working: Industry.nullable(),
    middle: Industry.nullable(),
    ...cardBase,
  })
  .refine((c) => (c.working === null) !== (c.middle === null), {
    path: ['working'],
    message: 'exactly one of the two Workers is skilled',
  });
export type ImmigrationCard = z.infer<typeof ImmigrationCard>;

type Skill = Industry | null;
// biome-ignore format: five cards per line, (Working Class, Middle Class)
const IMMIGRATION_RAW: Array<[Skill, Skill]> = [
  [null, 'education'], ['health', null], ['education', null], [null, 'luxury'], ['luxury', null],
  [null, 'education'], [null, 'education'], ['education', null], [null, 'luxury'], ['luxury', null],
  [null, 'luxury'], [null, 'media'], ['health', null], [null, 'health'], [null, 'health'],
  [null, 'health'], ['food', null], [null, 'media'], [null, 'media'], [null, 'food'],
  ['media', null], ['media', null], [null, 'food'], ['food', null], [null, 'food'],
];

const workerText = (skill: Skill) => (skill ? `${skill}-skilled` : 'unskilled');
const withArticle = (words: string) => `${/^[aeiou]/.test(words) ? 'an' : 'a'} ${words}`;

function immigrationCard([working, middle]: [Skill, Skill], i: number): z.input<typeof ImmigrationCard> {
  return {
    id: `immigration.${i + 1}`,
    number: i + 1,
    working,
    middle,
    text: `Immigration: Working Class ${workerText(working)}, Middle Class ${workerText(middle)}`,
    description:
      `Drawn for extra Workers (Policy 7B/7C and some cards). The Working Class takes ` +
      `${withArticle(workerText(working))} Worker, the Middle Class ${withArticle(workerText(middle))} Worker. ` +
      'The card then goes to the bottom of the deck.',
  };
}

export const IMMIGRATION_CARDS: readonly ImmigrationCard[] = parseDeck(
  'immigration',
  ImmigrationCard,
  IMMIGRATION_RAW.map(immigrationCard),
);

// ---------------------------------------------------------------------------------------------
// Political Agendas (components reference §2.11): every card names a section for each of Policies 1–5.

export const AgendaPolicies = z.object({ 1: Section, 2: Section, 3: Section, 4: Section, 5: Section });
export type AgendaPolicies = z.infer<typeof AgendaPolicies>;

export const PoliticalAgenda = z.object({
  id: z.string().regex(/^agenda\.\d+$/),
  number: int.positive(),
  policies: AgendaPolicies,
  ...cardBase,
});
export type PoliticalAgenda = z.infer<typeof PoliticalAgenda>;

const AGENDAS_RAW = [
  'B A C A C',
  'C B A B C',
  'A C B C A',
  'C B B B A',
  'B C A B A',
  'C A A C B',
  'B A C C A',
  'A B C B C',
  'C B B A B',
  'B C B A B',
];

function agendaCard(line: string, i: number): z.input<typeof PoliticalAgenda> {
  const [p1, p2, p3, p4, p5] = line.split(' ');
  const policies = { 1: p1, 2: p2, 3: p3, 4: p4, 5: p5 } as Record<1 | 2 | 3 | 4 | 5, Section>;
  const list = ([1, 2, 3, 4, 5] as const).map((k) => `${k}${policies[k]}`).join(' ');
  return {
    id: `agenda.${i + 1}`,
    number: i + 1,
    policies,
    text: `Political Agenda: ${list}`,
    description: `State objective for this round: at Scoring the State gains 1 VP per Policy matching ${list}.`,
  };
}

export const POLITICAL_AGENDAS: readonly PoliticalAgenda[] = parseDeck(
  'political-agendas',
  PoliticalAgenda,
  AGENDAS_RAW.map(agendaCard),
);

/** Policies 1–5 of a Political Agenda as a list. */
export function agendaEntries(agenda: PoliticalAgenda): Array<{ policy: PolicyId; section: Section }> {
  return ([1, 2, 3, 4, 5] as const).map((policy) => ({ policy, section: agenda.policies[policy] }));
}

// ---------------------------------------------------------------------------------------------
// Events (components reference §2.13; 4-player only).

export const EventPenalty = z.object({
  /** Classes whose Legitimacy drops at Scoring if the Event is still out; 'any-two' = the State picks two. */
  classes: z.union([z.array(VotingClassId).min(1).max(3), z.literal('any-two')]),
  delta: z.literal(-1),
});
export type EventPenalty = z.infer<typeof EventPenalty>;

/**
 * How the State chooses who is rewarded: 'one' class, 'two' classes, 'split' (the task's items are
 * divided among the listed classes, each rewarded for its share), 'all' listed classes, or 'none'.
 */
export const EventTarget = z.enum(['one', 'two', 'split', 'all', 'none']);
export type EventTarget = z.infer<typeof EventTarget>;

/** Rewards by class; `any` holds rewards that do not depend on a chosen class (always VP). */
export const EventRewards = z.strictObject({
  working: z.array(EventReward).min(1).optional(),
  middle: z.array(EventReward).min(1).optional(),
  capitalist: z.array(EventReward).min(1).optional(),
  any: z.array(EventReward).min(1).optional(),
});
export type EventRewards = z.infer<typeof EventRewards>;

export const EventCard = z
  .object({
    id: z.string().regex(/^event\.[a-z0-9-]+$/),
    number: int.min(1).max(25),
    name: z.string().min(1),
    effect: z.string().min(1),
    params: z.record(z.string(), z.union([z.number(), z.string(), z.boolean()])),
    target: EventTarget,
    penalty: EventPenalty,
    rewards: EventRewards,
    /** Reshuffled when drawn in round 1. No base Event carries the mark (rules-decisions S7). */
    roundsTwoToFiveOnly: z.boolean(),
    ...cardBase,
  })
  .superRefine((card, ctx) => {
    checkEffect(ctx, 'event', card.effect, card.params);
    const classes = VOTING_CLASSES.filter((c) => card.rewards[c]);
    if (card.target === 'none' && classes.length > 0)
      ctx.addIssue({ code: 'custom', path: ['rewards'], message: 'target "none" takes only "any" rewards' });
    if (card.target !== 'none' && classes.length === 0)
      ctx.addIssue({ code: 'custom', path: ['rewards'], message: 'needs a reward for at least one class' });
    if (card.target === 'two' && classes.length < 2)
      ctx.addIssue({ code: 'custom', path: ['rewards'], message: 'target "two" needs two rewarded classes' });
    for (const key of ['working', 'middle', 'capitalist', 'any'] as const) {
      for (const [i, reward] of (card.rewards[key] ?? []).entries()) {
        if (key === 'any' && reward.kind !== 'vp' && reward.kind !== 'vp-per')
          ctx.addIssue({ code: 'custom', path: ['rewards', key, i], message: 'only VP can be class-free' });
      }
    }
  });
export type EventCard = z.infer<typeof EventCard>;

type EventRaw = Omit<z.input<typeof EventCard>, 'id' | 'number' | 'description' | 'roundsTwoToFiveOnly'> & {
  key: string;
  /** The task in full; the penalty and reward sentences are added from the data. */
  task: string;
};

const legit = (delta = 1) => [{ kind: 'legitimacy' as const, delta }];
const legitPer = (per: number, unit: Unit) => [{ kind: 'legitimacy-per' as const, per, unit }];
const token = () => [{ kind: 'token' as const }];

const EVENTS_RAW: EventRaw[] = [
  {
    key: 'political-scandal',
    name: 'Political Scandal',
    effect: 'spend-and-provide',
    params: { spend: 25, resource: 'media-influence', amount: 3, upTo: true },
    target: 'split',
    penalty: { classes: 'any-two', delta: -1 },
    rewards: {
      working: legitPer(1, 'media-influence'),
      middle: legitPer(1, 'media-influence'),
      capitalist: legitPer(1, 'media-influence'),
    },
    text: 'Spend 25, then provide up to 3 Media Influence split among classes; +1 per Influence given',
    task: 'Spend 25, then provide up to 3 Media Influence to the classes, split as the State likes.',
  },
  {
    key: 'neighbors-at-war',
    name: 'Neighbors at War',
    effect: 'spend-goods',
    params: { good: 'health', max: 6 },
    target: 'none',
    penalty: { classes: 'any-two', delta: -1 },
    rewards: { any: [{ kind: 'vp-per', vp: 1, per: 1, unit: 'health' }] },
    text: 'Spend up to 6 Health: 1 VP per Health spent',
    task: 'Spend up to 6 Health from the State’s own stock.',
  },
  {
    key: 'pandemic',
    name: 'Pandemic',
    effect: 'buy-from-players',
    params: { good: 'health', limit: 'public-companies' },
    target: 'one',
    penalty: { classes: ['middle', 'capitalist'], delta: -1 },
    rewards: { middle: legitPer(3, 'health'), capitalist: legitPer(3, 'health') },
    text: 'Buy Health from other players, up to the number of Public Companies; MC or CC +1 per 3',
    task: 'Buy Health from other players, in any combination, up to the number of available Public Companies.',
    uncertain: [
      { field: 'rewards', note: 'All Health bought counts, whoever sold it; the State then picks MC or CC.' },
    ],
  },
  {
    key: 'strike-at-the-port',
    name: 'Strike at the Port',
    effect: 'spend-and-provide',
    params: { spend: 0, resource: 'media-influence', amount: 2, upTo: false },
    target: 'one',
    penalty: { classes: ['working', 'capitalist'], delta: -1 },
    rewards: { working: token(), capitalist: token() },
    text: 'Provide 2 Media Influence to the Working or Capitalist Class: that class gets a token',
    task: 'Provide 2 Media Influence to one class.',
  },
  {
    key: 'low-education-index',
    name: 'Low Education Index',
    effect: 'provide-goods-half',
    params: { good: 'education', basis: 'population' },
    target: 'one',
    penalty: { classes: ['working', 'middle'], delta: -1 },
    rewards: { working: legit(), middle: legit() },
    text: 'Provide Education to WC or MC equal to half its Population (rounded up): +1 with it',
    task: 'Provide Education to one class equal to half its Population, rounded up.',
  },
  {
    key: 'need-for-sustainability-initiative',
    name: 'Need for Sustainability Initiative',
    effect: 'provide-money',
    params: { amount: 25, classes: 2 },
    target: 'two',
    penalty: { classes: 'any-two', delta: -1 },
    rewards: { working: token(), middle: token(), capitalist: token() },
    text: 'Choose 2 classes and provide 25 to each: each gets a Legitimacy token',
    task: 'Choose two classes and provide 25 to each of them.',
  },
  {
    key: 'fear-of-deflation',
    name: 'Fear of Deflation',
    effect: 'spend-money-steps',
    params: { step: 15, max: 45 },
    target: 'none',
    penalty: { classes: 'any-two', delta: -1 },
    rewards: { any: [{ kind: 'vp-per', vp: 2, per: 15, unit: 'money' }] },
    text: 'Spend 15, 30 or 45: 2 VP per 15 spent',
    task: 'Spend 15, 30 or 45.',
  },
  {
    key: 'declining-birth-rate',
    name: 'Declining Birth Rate',
    effect: 'provide-goods-half',
    params: { good: 'health', basis: 'population' },
    target: 'one',
    penalty: { classes: ['working', 'middle'], delta: -1 },
    rewards: { working: legit(), middle: legit() },
    text: 'Provide Health to WC or MC equal to half its Population (rounded up): +1 with it',
    task: 'Provide Health to one class equal to half its Population, rounded up.',
  },
  {
    key: 'need-for-stimulus-package',
    name: 'Need for Stimulus Package',
    effect: 'provide-money-all-classes',
    params: { low: 10, high: 15 },
    target: 'all',
    penalty: { classes: 'any-two', delta: -1 },
    rewards: {
      any: [{ kind: 'vp', vp: 3, option: 10 }],
      working: [{ kind: 'legitimacy', delta: 1, option: 15 }],
      middle: [{ kind: 'legitimacy', delta: 1, option: 15 }],
      capitalist: [{ kind: 'legitimacy', delta: 1, option: 15 }],
    },
    text: 'Provide 10 to each class for 3 VP, or 15 to each class for +1 with all three',
    task: 'Provide either 10 or 15 to each of the three classes.',
  },
  {
    key: 'demand-for-thirteen-month-pay',
    name: 'Demand for Thirteen Month Pay',
    effect: 'provide-money-per',
    params: { amount: 5, per: 'public-sector-worker' },
    target: 'one',
    penalty: { classes: ['working', 'middle'], delta: -1 },
    rewards: {
      working: [{ kind: 'token-per', per: 25, unit: 'money' }],
      middle: legitPer(15, 'money'),
    },
    text: 'Provide 5 per Worker a class has in the Public Sector: WC token per 25, MC +1 per 15',
    task: 'Provide 5 to one class per Worker of that class employed in the Public Sector.',
  },
  {
    key: 'companies-demand-better-internet',
    name: 'Companies Demand Better Internet',
    effect: 'provide-goods-half',
    params: { good: 'luxury', basis: 'operational-companies' },
    target: 'one',
    penalty: { classes: ['middle', 'capitalist'], delta: -1 },
    rewards: { middle: legitPer(2, 'luxury'), capitalist: legitPer(2, 'luxury') },
    text: 'Provide Luxury to MC or CC equal to half its operational Companies: +1 per 2 Luxury',
    task: 'Provide Luxury to one class equal to half its operational Companies, rounded up.',
  },
  {
    key: 'drought',
    name: 'Drought',
    effect: 'provide-goods-half',
    params: { good: 'food', basis: 'population-or-companies' },
    target: 'one',
    penalty: { classes: ['working', 'capitalist'], delta: -1 },
    rewards: { working: token(), capitalist: token() },
    text: 'Provide Food: half WC Population or half CC operational Companies; that class gets a token',
    task:
      'Provide Food to one class: half the Working Class Population or half the Capitalist Class operational ' +
      'Companies, rounded up.',
    uncertain: [
      {
        field: 'params.basis',
        note: 'Population is used for the Working Class, operational Companies for the Capitalist Class.',
      },
    ],
  },
  {
    key: 'local-industries-in-turmoil',
    name: 'Local Industries in Turmoil',
    effect: 'provide-money-per',
    params: { amount: 5, per: 'operational-company' },
    target: 'one',
    penalty: { classes: ['middle', 'capitalist'], delta: -1 },
    rewards: {
      middle: [{ kind: 'token-per', per: 20, unit: 'money' }],
      capitalist: [{ kind: 'vp-per', vp: 2, per: 15, unit: 'money' }],
    },
    text: 'Provide 5 per operational Company a class owns: MC token per 20, or 2 VP per 15 for CC',
    task: 'Provide 5 to one class per operational Company it owns.',
  },
  {
    key: 'technological-illiteracy',
    name: 'Technological Illiteracy',
    effect: 'provide-goods-mix-half',
    params: { good: 'luxury', otherGood: 'education', basis: 'population-or-companies', minEach: 1 },
    target: 'one',
    penalty: { classes: ['working', 'capitalist'], delta: -1 },
    rewards: { working: legitPer(2, 'goods'), capitalist: legitPer(2, 'goods') },
    text: 'Provide Luxury + Education (half Population or Companies, 1+ each): +1 per 2 items',
    task:
      'Provide Luxury and Education to one class, at least 1 of each, totalling half the Working Class ' +
      'Population or half the Capitalist Class operational Companies, rounded up.',
    uncertain: [
      {
        field: 'params.basis',
        note: 'Population is used for the Working Class, operational Companies for the Capitalist Class.',
      },
    ],
  },
  {
    key: 'demand-for-higher-welfare-standards',
    name: 'Demand for Higher Welfare Standards',
    effect: 'provide-goods-mix-half',
    params: { good: 'health', otherGood: 'education', basis: 'population', minEach: 1 },
    target: 'one',
    penalty: { classes: ['working', 'middle'], delta: -1 },
    rewards: { working: legit(), middle: legit() },
    text: 'Provide Health + Education (half Population, at least 1 each) to WC or MC: +1 with it',
    task: 'Provide Health and Education to one class, at least 1 of each, totalling half its Population, rounded up.',
    uncertain: [
      { field: 'params.basis', note: 'The card says only "rounded"; rounded up like the other Events.' },
    ],
  },
  {
    key: 'developing-countries-in-need',
    name: 'Developing Countries in Need',
    effect: 'spend-goods',
    params: { good: 'education', max: 6 },
    target: 'none',
    penalty: { classes: 'any-two', delta: -1 },
    rewards: { any: [{ kind: 'vp-per', vp: 1, per: 1, unit: 'education' }] },
    text: 'Spend up to 6 Education: 1 VP per Education spent',
    task: 'Spend up to 6 Education from the State’s own stock.',
  },
  {
    key: 'infant-industry-requires-help',
    name: 'Infant Industry Requires Help',
    effect: 'build-company-for-class',
    params: { minCost: 15 },
    target: 'one',
    penalty: { classes: ['middle', 'capitalist'], delta: -1 },
    rewards: { middle: token(), capitalist: token() },
    text: 'Pay for a Company costing 15+ from a class’s Market and build it for that class: token',
    task:
      'Pick a Company costing at least 15 from the Middle or Capitalist Class Market, pay its cost and build it ' +
      'for that class (the owner assigns Workers).',
  },
  {
    key: 'outdated-public-sector-infrastructure',
    name: 'Outdated Public Sector Infrastructure',
    effect: 'buy-from-players',
    params: { good: 'luxury', limit: 'public-companies' },
    target: 'one',
    penalty: { classes: ['middle', 'capitalist'], delta: -1 },
    rewards: { middle: legitPer(3, 'luxury'), capitalist: legitPer(3, 'luxury') },
    text: 'Buy Luxury from other players, up to the number of Public Companies; MC or CC +1 per 3',
    task: 'Buy Luxury from other players, in any combination, up to the number of available Public Companies.',
    uncertain: [
      { field: 'rewards', note: 'All Luxury bought counts, whoever sold it; the State then picks MC or CC.' },
    ],
  },
  {
    key: 'earthquake',
    name: 'Earthquake',
    effect: 'provide-goods-mix-half',
    params: { good: 'food', otherGood: 'health', basis: 'population', minEach: 1 },
    target: 'one',
    penalty: { classes: ['working', 'middle'], delta: -1 },
    rewards: { working: legitPer(2, 'goods'), middle: legitPer(2, 'goods') },
    text: 'Provide Food + Health (half Population, at least 1 each) to WC or MC: +1 per 2 items',
    task: 'Provide Food and Health to one class, at least 1 of each, totalling half its Population, rounded up.',
  },
  {
    key: 'demand-for-pension-reform',
    name: 'Demand for Pension Reform',
    effect: 'provide-money-per',
    params: { amount: 5, per: 'population' },
    target: 'one',
    penalty: { classes: ['working', 'middle'], delta: -1 },
    rewards: {
      working: [{ kind: 'vp-per', vp: 2, per: 15, unit: 'money' }],
      middle: [{ kind: 'token-per', per: 20, unit: 'money' }],
    },
    text: 'Provide 5 × Population to WC (2 VP per 15) or MC (a token per 20)',
    task: 'Provide money to one class equal to 5 times its Population.',
  },
  {
    key: 'political-polarization',
    name: 'Political Polarization',
    effect: 'spend-and-provide',
    params: { spend: 30, resource: 'voting-cubes', amount: 4, upTo: false },
    target: 'split',
    penalty: { classes: ['working', 'capitalist'], delta: -1 },
    rewards: { working: legitPer(2, 'voting-cubes'), capitalist: legitPer(2, 'voting-cubes') },
    text: 'Spend 30, provide 4 Voting cubes split between WC and CC: +1 per 2 cubes',
    task: 'Spend 30, then provide 4 Voting cubes to the Working and Capitalist Classes, split as the State likes.',
  },
  {
    key: 'civil-unrest',
    name: 'Civil Unrest',
    effect: 'propose-bill-for-other',
    params: {},
    target: 'one',
    penalty: { classes: ['working', 'capitalist'], delta: -1 },
    rewards: { working: legit(2), capitalist: legit(2) },
    text: 'Propose a Bill another player chooses: +2 with the Working or Capitalist Class',
    task:
      'Another player names a legal Bill; the State proposes it with its own Bill marker and decides on (and ' +
      'pays for) any Immediate Vote.',
  },
  {
    key: 'unfair-representation',
    name: 'Unfair Representation',
    effect: 'provide-influence-and-cubes',
    params: { influence: 1, cubes: 2 },
    target: 'one',
    penalty: { classes: 'any-two', delta: -1 },
    rewards: { working: legit(), middle: legit(), capitalist: legit() },
    text: 'Provide 1 Personal Influence and 2 Voting cubes to a class: +1 with it',
    task: 'Provide 1 Personal Influence and 2 of that class’s Voting cubes to one class.',
  },
  {
    key: 'low-university-ratings',
    name: 'Low University Ratings',
    effect: 'buy-from-players',
    params: { good: 'education', limit: 'public-companies' },
    target: 'one',
    penalty: { classes: ['middle', 'capitalist'], delta: -1 },
    rewards: { middle: legitPer(3, 'education'), capitalist: legitPer(3, 'education') },
    text: 'Buy Education from other players, up to the number of Public Companies; MC or CC +1 per 3',
    task: 'Buy Education from other players, in any combination, up to the number of available Public Companies.',
    uncertain: [
      {
        field: 'rewards',
        note: 'All Education bought counts, whoever sold it; the State then picks MC or CC.',
      },
    ],
  },
  {
    key: 'global-supply-chain-crisis',
    name: 'Global Supply Chain Crisis',
    effect: 'provide-goods-mix-half',
    params: { good: 'food', otherGood: 'luxury', basis: 'population', minEach: 1 },
    target: 'one',
    penalty: { classes: ['working', 'middle'], delta: -1 },
    rewards: {
      working: legitPer(2, 'goods'),
      middle: [{ kind: 'vp-per', vp: 1, per: 1, unit: 'goods' }],
    },
    text: 'Provide Food + Luxury (half Population, 1+ each): WC +1 per 2 items, or 1 VP per item to MC',
    task: 'Provide Food and Luxury to one class, at least 1 of each, totalling half its Population, rounded up.',
  },
];

function penaltyText(penalty: z.input<typeof EventPenalty>): string {
  const who =
    penalty.classes === 'any-two'
      ? 'two classes of the State’s choice'
      : penalty.classes.map((c) => `the ${CLASS_NAMES[c as VotingClass]}`).join(' and ');
  return `Not dealt with by Scoring: −1 Legitimacy with ${who}.`;
}

function rewardText(reward: z.input<typeof EventReward>): string {
  const opt = reward.option ? ` (when giving ${reward.option} each)` : '';
  switch (reward.kind) {
    case 'legitimacy':
      return `${reward.delta > 0 ? '+' : '−'}${Math.abs(reward.delta)} Legitimacy${opt}`;
    case 'legitimacy-per':
      return `+1 Legitimacy ${perText(reward.per, reward.unit)}${opt}`;
    case 'token':
      return `a Legitimacy token${opt}`;
    case 'token-per':
      return `a Legitimacy token ${perText(reward.per, reward.unit)}${opt}`;
    case 'vp':
      return `${reward.vp} VP${opt}`;
    case 'vp-per':
      return `${reward.vp} VP ${perText(reward.per, reward.unit)}${opt}`;
  }
}

function rewardsText(rewards: z.input<typeof EventRewards>): string {
  const parts: string[] = [];
  for (const key of ['working', 'middle', 'capitalist', 'any'] as const) {
    const list = rewards[key];
    if (!list) continue;
    const who = key === 'any' ? 'State' : CLASS_NAMES[key];
    parts.push(`${who}: ${list.map(rewardText).join(', ')}`);
  }
  return `Reward — ${parts.join('; ')}.`;
}

function eventCard(raw: EventRaw, i: number): z.input<typeof EventCard> {
  const { key, task, ...rest } = raw;
  return {
    ...rest,
    id: `event.${key}`,
    number: i + 1,
    roundsTwoToFiveOnly: false,
    description: `${task} ${rewardsText(raw.rewards)} ${penaltyText(raw.penalty)}`,
  };
}

export const EVENT_CARDS: readonly EventCard[] = parseDeck('events', EventCard, EVENTS_RAW.map(eventCard));
