/**
 * Crisis & Control — Alternative Events: 25 cards that replace the base Event deck in 4-player
 * games (Crisis & Control rulebook, setup). The State resolves an Event with an Event Action:
 * it performs the task, then chooses a class (meeting the class requirement, if any), which gets
 * the reward and the card. The chosen class keeps the card (its Benefit may be used at the start
 * of the named phase every round, optionally) or discards it at once for 1 VP. An Event left
 * unresolved applies its No Action penalty at Scoring, as in the base game.
 * Source: components reference §2.14 (table; C&C rulebook v1.2 p.15).
 */
import { z } from 'zod';
import { Good, Industry } from './common.ts';
import { cardBase, EffectStep, fx, parseDeck, VotingClassId } from './expansions.schema.ts';

/** VP for discarding a received Alternative Event instead of keeping it. */
export const ALT_EVENT_DISCARD_VP = 1;

const Positive = z.number().int().positive();

const BasePayment = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('money'), amount: Positive }),
  /** Spend goods the State holds; `moneyPerMissing` lets money stand in for each missing item. */
  z.strictObject({
    kind: z.literal('resources'),
    items: z.array(z.strictObject({ resource: Good, amount: Positive })).min(1),
    moneyPerMissing: Positive.optional(),
  }),
  /** `total` items split among `resources`, at least `minEach` of each. */
  z.strictObject({
    kind: z.literal('resource-mix'),
    resources: z.array(Good).min(2),
    total: Positive,
    minEach: Positive,
  }),
  /** Influence: a fixed amount or one per thing counted. */
  z.strictObject({
    kind: z.literal('influence'),
    amount: z.union([Positive, z.enum(['per-policy-not-matching-agenda', 'per-available-bill-marker'])]),
    source: z.enum(['personal', 'media', 'personal-or-media']),
  }),
  /** Buy goods (from any seller) up to `upTo`; at least 1 (base rule for "up to"). */
  z.strictObject({ kind: z.literal('buy'), resource: Good, upTo: Positive }),
]);
export const AltEventPayment = z.union([
  BasePayment,
  z.strictObject({ kind: z.literal('all-of'), parts: z.array(BasePayment).min(2) }),
  z.strictObject({ kind: z.literal('one-of'), options: z.array(BasePayment).min(2) }),
]);
export type AltEventPayment = z.infer<typeof AltEventPayment>;

/** What the chosen class must have. */
export const ClassRequirement = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('operational-company'), industry: Industry }),
  z.strictObject({ kind: z.literal('available-bill-marker') }),
  z.strictObject({ kind: z.literal('workers-in-public-company') }),
]);
export type ClassRequirement = z.infer<typeof ClassRequirement>;

export const AltEventReward = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('legitimacy'), amount: Positive }),
  /** A Legitimacy token: +1 now and +1 at every Scoring (rules-decisions S5). */
  z.strictObject({ kind: z.literal('legitimacy-token') }),
  z.strictObject({ kind: z.literal('vp'), amount: Positive }),
]);
export type AltEventReward = z.infer<typeof AltEventReward>;

export const AlternativeEvent = z
  .strictObject({
    ...cardBase,
    module: z.literal('crisis-and-control'),
    task: z.strictObject({
      payment: AltEventPayment.nullable(),
      classRequirement: ClassRequirement.nullable(),
    }),
    /** Legitimacy lost at Scoring if unresolved: listed classes, or any two the State picks. */
    noAction: z.union([
      z.strictObject({ classes: z.array(VotingClassId).min(1), change: z.number().int().negative() }),
      z.strictObject({ anyTwo: z.literal(true), change: z.number().int().negative() }),
    ]),
    /** The classes that can be chosen, each with its reward. */
    rewards: z.array(z.strictObject({ class: VotingClassId, reward: AltEventReward })).min(1),
    benefit: z.strictObject({
      phase: z.enum(['preparation', 'production', 'elections', 'action']),
      effects: z.array(EffectStep).min(1),
    }),
  })
  .superRefine((card, ctx) => {
    const classes = card.rewards.map((r) => r.class);
    if (new Set(classes).size !== classes.length) {
      ctx.addIssue({ code: 'custom', path: ['rewards'], message: 'a class is listed twice' });
    }
  });
export type AlternativeEvent = z.infer<typeof AlternativeEvent>;
export type AlternativeEventInput = z.input<typeof AlternativeEvent>;

const base = { module: 'crisis-and-control' } as const;
const plus = (amount: number) => ({ kind: 'legitimacy', amount }) as const;
const token = { kind: 'legitimacy-token' } as const;
const vp = (amount: number) => ({ kind: 'vp', amount }) as const;
const lose = (...classes: ('working' | 'middle' | 'capitalist')[]) => ({ classes, change: -1 });
const anyTwo = { anyTwo: true, change: -1 } as const;
const money = (amount: number) => ({ kind: 'money', amount }) as const;
const personal = (amount: number) => ({ kind: 'influence', amount, source: 'personal' }) as const;
const goods = (resource: Good, amount: number) => ({
  kind: 'resources' as const,
  items: [{ resource, amount }],
});
const operational = (industry: Industry) => ({ kind: 'operational-company', industry }) as const;
const get = (resource: Good, amount: number) => fx('gain-resource', { resource, amount });
const sellToState = (resource: Good) =>
  fx('sell-to-state', { resource, max: 2, price: 10, stateVp: 1, plusInfluence: 0 }, 'self', {
    optional: true,
  });
const cubes = fx('add-voting-cubes', { count: 2 });

const RAW: AlternativeEventInput[] = [
  {
    ...base,
    id: 'alt-event.low-global-innovation-ranking',
    name: 'Low Global Innovation Index Ranking',
    text: 'Spend 4 Education (8 per missing). Benefit, Preparation: get 1 Education and 1 Luxury.',
    description:
      'Task: spend 4 Education; each missing Education can be paid with 8. Choose the Working ' +
      'Class (+2 Legitimacy) or the Capitalist Class (+2). No Action: −1 with the Working and ' +
      'Capitalist Classes. Benefit at Preparation: get 1 Education and 1 Luxury.',
    task: {
      payment: { kind: 'resources', items: [{ resource: 'education', amount: 4 }], moneyPerMissing: 8 },
      classRequirement: null,
    },
    noAction: lose('working', 'capitalist'),
    rewards: [
      { class: 'working', reward: plus(2) },
      { class: 'capitalist', reward: plus(2) },
    ],
    benefit: { phase: 'preparation', effects: [get('education', 1), get('luxury', 1)] },
  },
  {
    ...base,
    id: 'alt-event.better-public-education',
    name: 'Demand for Better Public Education',
    text: 'Choose a class with an operational Education Company. Benefit: sell 2 Education to State.',
    description:
      'Task: choose a class that has an operational Education Company: the Middle Class (+1 ' +
      'Legitimacy) or the Capitalist Class (+1). No Action: −1 with the Middle and Capitalist ' +
      'Classes. Benefit at Production: you may sell up to 2 Education to the State for 10 each; the ' +
      'State then gets 1 VP.',
    task: { payment: null, classRequirement: operational('education') },
    noAction: lose('middle', 'capitalist'),
    rewards: [
      { class: 'middle', reward: plus(1) },
      { class: 'capitalist', reward: plus(1) },
    ],
    benefit: { phase: 'production', effects: [sellToState('education')] },
  },
  {
    ...base,
    id: 'alt-event.dairy-farmer-subsidies',
    name: 'Demand for Subsidies by Dairy Farmers',
    text: 'Spend 30. Reward WC +2 or CC a token. Benefit, Production: get 10.',
    description:
      'Task: spend 30. Choose the Working Class (+2 Legitimacy) or the Capitalist Class (a ' +
      'Legitimacy token). No Action: −1 with the Working and Capitalist Classes. Benefit at ' +
      'Production: get 10.',
    task: { payment: money(30), classRequirement: null },
    noAction: lose('working', 'capitalist'),
    rewards: [
      { class: 'working', reward: plus(2) },
      { class: 'capitalist', reward: token },
    ],
    benefit: { phase: 'production', effects: [fx('gain-money', { amount: 10, from: 'bank' })] },
  },
  {
    ...base,
    id: 'alt-event.administrative-upgrade',
    name: 'Demand for Administrative Upgrade',
    text: 'Choose a class with an operational Luxury Company. Benefit: sell 2 Luxury to the State.',
    description:
      'Task: choose a class that has an operational Luxury Company: the Middle Class (+1 ' +
      'Legitimacy) or the Capitalist Class (+1). No Action: −1 with the Middle and Capitalist ' +
      'Classes. Benefit at Production: you may sell up to 2 Luxury to the State for 10 each; the ' +
      'State then gets 1 VP.',
    task: { payment: null, classRequirement: operational('luxury') },
    noAction: lose('middle', 'capitalist'),
    rewards: [
      { class: 'middle', reward: plus(1) },
      { class: 'capitalist', reward: plus(1) },
    ],
    benefit: { phase: 'production', effects: [sellToState('luxury')] },
  },
  {
    ...base,
    id: 'alt-event.high-illiteracy-rate',
    name: 'High Illiteracy Rate',
    text: 'Spend 4 Education or 30. Reward WC or MC +2. Benefit, Preparation: get 2 Education.',
    description:
      'Task: spend 4 Education or 30. Choose the Working Class (+2 Legitimacy) or the Middle Class ' +
      '(+2). No Action: −1 with the Working and Middle Classes. Benefit at Preparation: get 2 ' +
      'Education.',
    task: {
      payment: { kind: 'one-of', options: [goods('education', 4), money(30)] },
      classRequirement: null,
    },
    noAction: lose('working', 'middle'),
    rewards: [
      { class: 'working', reward: plus(2) },
      { class: 'middle', reward: plus(2) },
    ],
    benefit: { phase: 'preparation', effects: [get('education', 2)] },
  },
  {
    ...base,
    id: 'alt-event.low-vaccination-rates',
    name: 'Low Vaccination Rates',
    text: 'Spend 4 Health or 30. Reward WC or MC +2. Benefit, Preparation: get 2 Health.',
    description:
      'Task: spend 4 Health or 30. Choose the Working Class (+2 Legitimacy) or the Middle Class ' +
      '(+2). No Action: −1 with the Working and Middle Classes. Benefit at Preparation: get 2 Health.',
    task: { payment: { kind: 'one-of', options: [goods('health', 4), money(30)] }, classRequirement: null },
    noAction: lose('working', 'middle'),
    rewards: [
      { class: 'working', reward: plus(2) },
      { class: 'middle', reward: plus(2) },
    ],
    benefit: { phase: 'preparation', effects: [get('health', 2)] },
  },
  {
    ...base,
    id: 'alt-event.political-pressure',
    name: 'Political Pressure',
    text: '1 Influence per Policy off the Agenda. Reward WC +2 or CC a token. Benefit: +2 cubes.',
    description:
      'Task: spend 1 Influence (Media or Personal) for each Policy that does not match the current ' +
      'Political Agenda card. Choose the Working Class (+2 Legitimacy) or the Capitalist Class (a ' +
      'Legitimacy token). No Action: −1 with the Working and Capitalist Classes. Benefit at ' +
      'Elections: add 2 Voting cubes to the bag.',
    task: {
      payment: { kind: 'influence', amount: 'per-policy-not-matching-agenda', source: 'personal-or-media' },
      classRequirement: null,
    },
    noAction: lose('working', 'capitalist'),
    rewards: [
      { class: 'working', reward: plus(2) },
      { class: 'capitalist', reward: token },
    ],
    benefit: { phase: 'elections', effects: [cubes] },
  },
  {
    ...base,
    id: 'alt-event.energy-subsidy',
    name: 'Demand for Energy Subsidy',
    text: 'Spend 1 Media Influence. Reward: a token. Benefit, Production: the State pays you 10.',
    description:
      'Task: spend 1 Media Influence. Choose any class; it gets a Legitimacy token. No Action: −1 ' +
      'with any two classes. Benefit at Production: the State pays you 10.',
    task: { payment: { kind: 'influence', amount: 1, source: 'media' }, classRequirement: null },
    noAction: anyTwo,
    rewards: [
      { class: 'working', reward: token },
      { class: 'middle', reward: token },
      { class: 'capitalist', reward: token },
    ],
    benefit: { phase: 'production', effects: [fx('gain-money', { amount: 10, from: 'state' })] },
  },
  {
    ...base,
    id: 'alt-event.smear-campaign',
    name: 'Smear Campaign',
    text: 'Spend 1 Personal Influence and 15. Reward +2. Benefit, Elections: get 1 Influence.',
    description:
      'Task: spend 1 Personal Influence and 15. Choose any class; it gets +2 Legitimacy. No Action: ' +
      '−1 with any two classes. Benefit at Elections: get 1 Influence.',
    task: { payment: { kind: 'all-of', parts: [personal(1), money(15)] }, classRequirement: null },
    noAction: anyTwo,
    rewards: [
      { class: 'working', reward: plus(2) },
      { class: 'middle', reward: plus(2) },
      { class: 'capitalist', reward: plus(2) },
    ],
    benefit: { phase: 'elections', effects: [fx('gain-influence', { amount: 1 })] },
  },
  {
    ...base,
    id: 'alt-event.economic-stimulus',
    name: 'Demand for Economic Stimulus',
    text: 'Spend 30. Reward MC +2 or CC 3 VP. Benefit, Production: get 5, may staff one Company.',
    description:
      'Task: spend 30. Choose the Middle Class (+2 Legitimacy) or the Capitalist Class (3 VP). No ' +
      'Action: −1 with the Middle and Capitalist Classes. Benefit at Production: get 5; you may ' +
      'assign Workers to one of your Companies before it produces.',
    task: { payment: money(30), classRequirement: null },
    noAction: lose('middle', 'capitalist'),
    rewards: [
      { class: 'middle', reward: plus(2) },
      { class: 'capitalist', reward: vp(3) },
    ],
    benefit: {
      phase: 'production',
      effects: [
        fx('gain-money', { amount: 5, from: 'bank' }),
        fx('assign-workers-before-production', { companies: 1 }, 'self', { optional: true }),
      ],
    },
  },
  {
    ...base,
    id: 'alt-event.public-pressure',
    name: 'Public Pressure',
    text: 'Choose a class (WC or CC +2). Benefit: discard before a vote; the State backs that Bill.',
    description:
      'Task: choose the Working Class (+2 Legitimacy) or the Capitalist Class (+2). No Action: −1 ' +
      'with the Working and Capitalist Classes. Benefit at Elections: discard this card before a ' +
      'vote; the State supports that Bill, spending as much Influence as it can, up to 2.',
    task: { payment: null, classRequirement: null },
    noAction: lose('working', 'capitalist'),
    rewards: [
      { class: 'working', reward: plus(2) },
      { class: 'capitalist', reward: plus(2) },
    ],
    benefit: { phase: 'elections', effects: [fx('state-supports-bill', { maxInfluence: 2 })] },
  },
  {
    ...base,
    id: 'alt-event.hurricane',
    name: 'Hurricane',
    text: 'Buy up to 5 Food. Reward: a token. Benefit, Cover Needs: the State gives you 1 Food.',
    description:
      'Task: buy up to 5 Food. Choose the Working Class or the Middle Class; it gets a Legitimacy ' +
      'token. No Action: −1 with the Working and Middle Classes. Benefit at Production (Cover ' +
      'Needs): the State gives you 1 Food; if it cannot, it loses 1 VP.',
    task: { payment: { kind: 'buy', resource: 'food', upTo: 5 }, classRequirement: null },
    noAction: lose('working', 'middle'),
    rewards: [
      { class: 'working', reward: token },
      { class: 'middle', reward: token },
    ],
    benefit: {
      phase: 'production',
      effects: [fx('state-provides-food', { amount: 1, stateVpLossIfUnable: 1 })],
    },
  },
  {
    ...base,
    id: 'alt-event.rising-traffic-accidents',
    name: 'Rising Traffic Accidents',
    text: 'Spend 4 Health + Education (1+ each). Reward WC or MC 3 VP. Benefit: +1 Health, +1 Education.',
    description:
      'Task: spend 2 Health and 2 Education, or 3 of one and 1 of the other. Choose the Working ' +
      'Class (3 VP) or the Middle Class (3 VP). No Action: −1 with the Working and Middle Classes. ' +
      'Benefit at Preparation: get 1 Health and 1 Education.',
    task: {
      payment: { kind: 'resource-mix', resources: ['health', 'education'], total: 4, minEach: 1 },
      classRequirement: null,
    },
    noAction: lose('working', 'middle'),
    rewards: [
      { class: 'working', reward: vp(3) },
      { class: 'middle', reward: vp(3) },
    ],
    benefit: { phase: 'preparation', effects: [get('health', 1), get('education', 1)] },
  },
  {
    ...base,
    id: 'alt-event.tax-returns',
    name: 'Tax Returns',
    text: 'Choose a class; it gets a token. Benefit, Production: pay 10 less in taxes.',
    description:
      'Task: choose any class; it gets a Legitimacy token. No Action: −1 with any two classes. ' +
      'Benefit at Production: pay 10 less when you Pay Taxes.',
    task: { payment: null, classRequirement: null },
    noAction: anyTwo,
    rewards: [
      { class: 'working', reward: token },
      { class: 'middle', reward: token },
      { class: 'capitalist', reward: token },
    ],
    benefit: { phase: 'production', effects: [fx('tax-reduction', { amount: 10 })] },
  },
  {
    ...base,
    id: 'alt-event.fear-of-recession',
    name: 'Fear of Recession',
    text: 'Spend 1 Personal Influence and 15. WC +2, MC token or CC 3 VP. Benefit: get 1 Food.',
    description:
      'Task: spend 1 Personal Influence and 15. Choose the Working Class (+2 Legitimacy), the ' +
      'Middle Class (a Legitimacy token) or the Capitalist Class (3 VP). No Action: −1 with any two ' +
      'classes. Benefit at Production: get 1 Food.',
    task: { payment: { kind: 'all-of', parts: [personal(1), money(15)] }, classRequirement: null },
    noAction: anyTwo,
    rewards: [
      { class: 'working', reward: plus(2) },
      { class: 'middle', reward: token },
      { class: 'capitalist', reward: vp(3) },
    ],
    benefit: { phase: 'production', effects: [get('food', 1)] },
  },
  {
    ...base,
    id: 'alt-event.student-protest',
    name: 'Student Protest',
    text: 'Spend 1 Personal Influence, 2 Education. WC 3 VP, MC +2, CC token. Benefit: 2 Education.',
    description:
      'Task: spend 1 Personal Influence and 2 Education. Choose the Working Class (3 VP), the ' +
      'Middle Class (+2 Legitimacy) or the Capitalist Class (a Legitimacy token). No Action: −1 ' +
      'with any two classes. Benefit at Preparation: get 2 Education.',
    task: {
      payment: { kind: 'all-of', parts: [personal(1), goods('education', 2)] },
      classRequirement: null,
    },
    noAction: anyTwo,
    rewards: [
      { class: 'working', reward: vp(3) },
      { class: 'middle', reward: plus(2) },
      { class: 'capitalist', reward: token },
    ],
    benefit: { phase: 'preparation', effects: [get('education', 2)] },
  },
  {
    ...base,
    id: 'alt-event.rising-flu-infections',
    name: 'Rising Flu Infections',
    text: 'Choose a class with an operational Health Company. Benefit: sell 2 Health to the State.',
    description:
      'Task: choose a class that has an operational Healthcare Company: the Middle Class (+1 ' +
      'Legitimacy) or the Capitalist Class (+1). No Action: −1 with the Middle and Capitalist ' +
      'Classes. Benefit at Production: you may sell up to 2 Health to the State for 10 each; the ' +
      'State then gets 1 VP.',
    task: { payment: null, classRequirement: operational('health') },
    noAction: lose('middle', 'capitalist'),
    rewards: [
      { class: 'middle', reward: plus(1) },
      { class: 'capitalist', reward: plus(1) },
    ],
    benefit: { phase: 'production', effects: [sellToState('health')] },
  },
  {
    ...base,
    id: 'alt-event.low-political-engagement',
    name: 'Low Political Engagement',
    text: 'Class with a free Bill marker; 1 Influence per free marker. WC 3 VP or CC +2. Benefit: +2 cubes.',
    description:
      'Task: choose a class with at least 1 available Bill marker and spend 1 Influence (Media or ' +
      'Personal) per available marker it has. The Working Class gets 3 VP, the Capitalist Class +2 ' +
      'Legitimacy. No Action: −1 with the Working and Capitalist Classes. Benefit at Elections: add ' +
      '2 Voting cubes to the bag.',
    task: {
      payment: { kind: 'influence', amount: 'per-available-bill-marker', source: 'personal-or-media' },
      classRequirement: { kind: 'available-bill-marker' },
    },
    noAction: lose('working', 'capitalist'),
    rewards: [
      { class: 'working', reward: vp(3) },
      { class: 'capitalist', reward: plus(2) },
    ],
    benefit: { phase: 'elections', effects: [cubes] },
  },
  {
    ...base,
    id: 'alt-event.digital-transformation',
    name: 'Demand for Digital Transformation',
    text: 'Spend 30; class with an op. Luxury Company. Benefit: own Luxury Companies +1 this phase.',
    description:
      'Task: spend 30 and choose a class that has an operational Luxury Company: the Middle Class ' +
      '(+2 Legitimacy) or the Capitalist Class (+2). No Action: −1 with the Middle and Capitalist ' +
      'Classes. Benefit at Production: each of your Luxury Companies produces 1 more this phase.',
    task: { payment: money(30), classRequirement: operational('luxury') },
    noAction: lose('middle', 'capitalist'),
    rewards: [
      { class: 'middle', reward: plus(2) },
      { class: 'capitalist', reward: plus(2) },
    ],
    benefit: {
      phase: 'production',
      effects: [
        fx('production-modifier', {
          amount: 1,
          industries: ['luxury'],
          onlyWithMachinery: false,
          owners: 'own',
        }),
      ],
    },
  },
  {
    ...base,
    id: 'alt-event.rising-economic-inequality',
    name: 'Rising Economic Inequality',
    text: 'Spend 30. Reward WC +2 or MC a token. Benefit, Production: get 10.',
    description:
      'Task: spend 30. Choose the Working Class (+2 Legitimacy) or the Middle Class (a Legitimacy ' +
      'token). No Action: −1 with the Working and Middle Classes. Benefit at Production: get 10.',
    task: { payment: money(30), classRequirement: null },
    noAction: lose('working', 'middle'),
    rewards: [
      { class: 'working', reward: plus(2) },
      { class: 'middle', reward: token },
    ],
    benefit: { phase: 'production', effects: [fx('gain-money', { amount: 10, from: 'bank' })] },
  },
  {
    ...base,
    id: 'alt-event.healthcare-scandal',
    name: 'Healthcare Scandal',
    text: 'Spend 1 Personal Influence, 2 Health. WC token, MC 3 VP, CC +2. Benefit: get 2 Health.',
    description:
      'Task: spend 1 Personal Influence and 2 Health. Choose the Working Class (a Legitimacy ' +
      'token), the Middle Class (3 VP) or the Capitalist Class (+2 Legitimacy). No Action: −1 with ' +
      'any two classes. Benefit at Preparation: get 2 Health.',
    task: { payment: { kind: 'all-of', parts: [personal(1), goods('health', 2)] }, classRequirement: null },
    noAction: anyTwo,
    rewards: [
      { class: 'working', reward: token },
      { class: 'middle', reward: vp(3) },
      { class: 'capitalist', reward: plus(2) },
    ],
    benefit: { phase: 'preparation', effects: [get('health', 2)] },
  },
  {
    ...base,
    id: 'alt-event.public-sector-union-negotiations',
    name: 'Public Sector Union Negotiations',
    text: 'Class with Workers in a Public Co. WC token or MC 2 VP. Benefit: State pays 5 more wages.',
    description:
      'Task: choose a class with Workers in a Public Company: the Working Class (a Legitimacy ' +
      'token) or the Middle Class (2 VP). No Action: −1 with the Working and Middle Classes. ' +
      'Benefit at Production: the State pays you 5 more in Wages for each Public Company with your ' +
      'Workers, then gets 1 VP.',
    task: { payment: null, classRequirement: { kind: 'workers-in-public-company' } },
    noAction: lose('working', 'middle'),
    rewards: [
      { class: 'working', reward: token },
      { class: 'middle', reward: vp(2) },
    ],
    benefit: { phase: 'production', effects: [fx('extra-public-wages', { perCompany: 5, stateVp: 1 })] },
  },
  {
    ...base,
    id: 'alt-event.startup-support',
    name: 'Demand for Startup Support',
    text: 'Choose MC or CC (+1). Benefit, Action phase: the State pays 10 of each Company you build.',
    description:
      'Task: choose the Middle Class (+1 Legitimacy) or the Capitalist Class (+1). No Action: −1 ' +
      'with the Middle and Capitalist Classes. Benefit in the Action phase: whenever you build a ' +
      'Company, the State pays 10 of its cost and gets 1 VP.',
    task: { payment: null, classRequirement: null },
    noAction: lose('middle', 'capitalist'),
    rewards: [
      { class: 'middle', reward: plus(1) },
      { class: 'capitalist', reward: plus(1) },
    ],
    benefit: { phase: 'action', effects: [fx('state-subsidizes-builds', { amount: 10, stateVp: 1 })] },
  },
  {
    ...base,
    id: 'alt-event.gerrymandering',
    name: 'Gerrymandering',
    text: 'Spend 2 Personal Influence. Reward +2. Benefit, Elections: add 2 Voting cubes.',
    description:
      'Task: spend 2 Personal Influence. Choose any class; it gets +2 Legitimacy. No Action: −1 ' +
      'with any two classes. Benefit at Elections: add 2 Voting cubes to the bag.',
    task: { payment: personal(2), classRequirement: null },
    noAction: anyTwo,
    rewards: [
      { class: 'working', reward: plus(2) },
      { class: 'middle', reward: plus(2) },
      { class: 'capitalist', reward: plus(2) },
    ],
    benefit: { phase: 'elections', effects: [cubes] },
  },
  {
    ...base,
    id: 'alt-event.state-intervention',
    name: 'Demand for State Intervention',
    text: 'Spend 20. Reward WC or CC 2 VP. Benefit: move one Company Wage 1 level, ignoring Policy 2.',
    description:
      'Task: spend 20. Choose the Working Class (2 VP) or the Capitalist Class (2 VP). No Action: ' +
      '−1 with the Working and Capitalist Classes. Benefit at Production: choose a private Company ' +
      'you own or work in; this phase raise or lower its Wage by one level, ignoring the Labor ' +
      'Market Policy.',
    task: { payment: money(20), classRequirement: null },
    noAction: lose('working', 'capitalist'),
    rewards: [
      { class: 'working', reward: vp(2) },
      { class: 'capitalist', reward: vp(2) },
    ],
    benefit: { phase: 'production', effects: [fx('adjust-wage-ignoring-labor-market', { levels: 1 })] },
  },
];

export const ALTERNATIVE_EVENTS: readonly AlternativeEvent[] = parseDeck(
  'alternative-events',
  AlternativeEvent,
  RAW,
);
