/**
 * Capitalist Class Automa (CCA): 30 AI cards, 6 + 7 priority cards, the advanced-mode starting
 * rows and 11 Instruction cards. Source: components reference §2.14 (CCA AI card table, CCA Instruction
 * cards, starting priority rows from the C&C rulebook v1.2 p.11; rules-decisions S10).
 */
import { fx, parseDeck } from '../expansions.schema.ts';
import { aiCard, priorityCards, req } from './build.ts';
import {
  AiCard,
  type AutomaEffectInput,
  InstructionCard,
  type InstructionCardInput,
  PriorityCard,
  type SpecialPriorityRuleInput,
  StartingRows,
} from './schema.ts';

const cc = { class: 'capitalist', change: 1 } as const;
const ccPer3 = { class: 'capitalist', change: 1, perItems: 3 } as const;

const bonus = {
  buildTwo: {
    effects: [fx('build-extra-companies', { count: 2, refillMarket: 2 })],
    text: 'Build 2 Companies instead of 1, then add 2 new Companies to your Market.',
  },
  sellDouble: {
    effects: [fx('sell-company-bonus', { multiplier: 2, withoutMachineryOnly: true })],
    text: 'Selling a Company without Machinery this turn earns twice its cost.',
  },
  dealFirst: {
    requires: req(6, 'B', 'C'),
    effects: [fx('extra-action', { options: ['make-business-deal'] })],
    text: '6B/6C: first make a Business Deal, if able.',
  },
  cubes: {
    effects: [fx('add-voting-cubes', { count: 2 })],
    text: 'Before proposing the Bill, add 2 Voting cubes to the bag.',
  },
  billToDesired: {
    effects: [fx('propose-bill-to-desired', { immediateVoteOnlyIfAdjacent: true })],
    text: 'Propose the Bill on your Desired section even if not adjacent (Immediate Vote only if adjacent).',
  },
  halfBuild: {
    requires: req(1, 'A', 'B'),
    effects: [fx('state-pays-build-cost', { share: 'half', round: 'down', industries: ['food', 'luxury'] })],
    legitimacy: cc,
    text: '1A/1B: the State pays half (rounded down) of a Luxury or Agricultural Company you build.',
  },
  discount10: {
    effects: [fx('build-discount', { amount: 10, freeStorage: false })],
    text: 'Build the Company for 10 less.',
  },
  food4at15: {
    effects: [fx('extra-export', { resource: 'food', max: 4, price: 15 })],
    text: 'First sell up to 4 Food at 15 each, as an extra transaction.',
  },
  luxury6at10: {
    effects: [fx('extra-export', { resource: 'luxury', max: 6, price: 10 })],
    text: 'First sell up to 6 Luxury at 10 each, as an extra transaction.',
  },
  pay25TwoBills: {
    effects: [fx('propose-two-bills', { cost: 25 })],
    text: 'If able, pay 25 to propose 2 Bills.',
  },
  freeVote: {
    effects: [fx('free-immediate-votes', { scope: 'this-turn' })],
    text: 'Call an Immediate Vote on the Bill without spending Influence.',
  },
  plus5: {
    effects: [fx('export-bonus', { perTransaction: 5, from: 'bank' })],
    text: 'Get 5 more for each Foreign Market transaction.',
  },
} satisfies Record<string, AutomaEffectInput>;

type Rules = SpecialPriorityRuleInput[];
const priority = {
  machinery: [
    {
      steps: { per: 'own-companies-that-could-take-machinery' },
      text: '+1 per Company that could take Machinery.',
    },
    { steps: { per: 'production-phases-remaining', divisor: 2 }, text: '+1 per 2 Production phases left.' },
  ],
  agriculture: [
    {
      requires: req(6, 'A', 'B'),
      steps: { per: 'own-companies', industry: 'food' },
      text: '6A/6B: +1 per Agricultural Company.',
    },
    {
      requires: req(6, 'A'),
      steps: { per: 'own-companies', industry: 'luxury' },
      text: '6A: +1 per Luxury Company.',
    },
  ],
  revenue: [
    {
      conditions: [{ condition: 'revenue', min: 150 }],
      steps: { per: 'revenue', divisor: 100 },
      text: 'With 150+ Revenue: +1 per 100 Revenue.',
    },
    { requires: req(3, 'A'), steps: 2, text: '3A: +2.' },
    { requires: req(3, 'B'), steps: 1, text: '3B: +1.' },
  ],
  luxury: [
    { steps: { per: 'stored-luxury', divisor: 3 }, text: '+1 per 3 Luxury held.' },
    {
      conditions: [{ condition: 'influence', whose: 'self', statePersonalOnly: false, max: 0 }],
      steps: 1,
      text: '+1 if you have no Influence.',
    },
  ],
} satisfies Record<string, Rules>;

const special = {
  perCompany: {
    requires: req(1, 'A', 'B'),
    effects: [fx('gain-money', { amount: { per: 'own-companies', times: 5 }, from: 'state' })],
    legitimacy: ccPer3,
    text: '1A/1B: the State pays you 5 per Company you own.',
  },
  extraProduction: {
    effects: [fx('extra-production', { automatedAllowed: false, payWages: true })],
    text: 'One of your non-automated Companies produces again (pay its Wages).',
  },
  machinery: {
    effects: [fx('buy-machinery', { price: 20, secondPrice: 25, notInFinalRound: true })],
    text: 'Unless it is the final round, pay 20 for Machinery; you may pay 25 more for a second.',
  },
  swap: {
    effects: [fx('swap-bag-cubes', { othersToReplace: 3 })],
    text: 'Reveal cubes until 3 of other classes show; replace those with Capitalist Class cubes.',
  },
  draw6: {
    effects: [fx('draw-cubes-keep-own', { draw: 6 })],
    text: 'Draw 6 cubes from the bag; return the Capitalist Class ones and remove the rest.',
  },
  deal: {
    effects: [fx('extra-action', { options: ['make-business-deal'] })],
    text: 'Make a Business Deal.',
  },
  pay50: {
    effects: [fx('pay-for-vp', { amount: 50, to: 'state', vp: 7, fromCapital: true })],
    text: 'Pay 50 from your Capital to the State and gain 7 VP.',
  },
  staff: {
    requires: req(7, 'B', 'C'),
    effects: [fx('staff-company-from-supply', { cost: 10 })],
    text: '7B/7C: pay 10; Workers from the Supply make a non-operational Company operational.',
  },
  fillFromUnemployed: {
    requires: req(4, 'A', 'B'),
    effects: [
      fx('fill-own-companies', {
        workerClass: 'any',
        max: null,
        nonOperationalOnly: true,
        statePaysPerWorker: 5,
      }),
    ],
    legitimacy: cc,
    text: '4A/4B: assign unemployed Workers to a non-operational Company; the State pays 5 each.',
  },
  takePublic: {
    requires: req(2, 'B', 'C'),
    effects: [fx('take-public-company-workers', { wageLevel: 3 })],
    text: '2B/2C: move the Workers of a matching operational Public Company into yours, at L3.',
  },
  agricultureCubes: {
    requires: req(6, 'A', 'B'),
    effects: [
      fx('add-voting-cubes', { count: { per: 'own-companies', industry: 'food', times: 2 } }),
      fx('add-voting-cubes', { count: { per: 'own-companies', industry: 'luxury', times: 2 } }, 'self', {
        requires: req(6, 'A'),
      }),
    ],
    text: '6A/6B: add 2 cubes per Agricultural Company (at 6A also per Luxury Company).',
  },
  cubesThenBuy: {
    effects: [fx('add-voting-cubes', { count: 3 }), fx('buy-voting-cubes', { count: 3, price: 15 })],
    text: 'Add 3 Voting cubes; if able, pay 15 to add 3 more.',
  },
  sellHealth: {
    effects: [fx('sell-to-state', { resource: 'health', max: 9, price: 10, stateVp: 0, plusInfluence: 0 })],
    legitimacy: ccPer3,
    text: 'Sell up to 9 Health to the State at 10 each.',
  },
  sellEducation: {
    effects: [
      fx('sell-to-state', { resource: 'education', max: 9, price: 10, stateVp: 0, plusInfluence: 0 }),
    ],
    legitimacy: ccPer3,
    text: 'Sell up to 9 Education to the State at 10 each.',
  },
  revenueToCapital: {
    effects: [fx('move-revenue-to-capital', { minRevenue: 150, divisor: 2, round: 'down' })],
    text: 'With 150 or more Revenue, move half of it (rounded down) to Capital.',
  },
  sellLuxury: {
    effects: [fx('sell-to-state', { resource: 'luxury', max: 6, price: 10, stateVp: 0, plusInfluence: 1 })],
    legitimacy: ccPer3,
    text: 'Sell up to 6 Luxury to the State at 10 each and gain 1 Influence.',
  },
} satisfies Record<string, AutomaEffectInput>;

const C = 'capitalist';
const revenueNote = [
  {
    field: 'specialPriority',
    note: 'The 3A/3B steps are read as independent of the 150 Revenue condition (each condition is checked on its own).',
  },
];
const fillNote = [
  {
    field: 'special',
    note: "Whose unemployed Workers is not stated; any class's, Middle Class first unless a Demonstration is on.",
  },
];
const RAW_AI = [
  aiCard(C, 1, 'BC SFM PB LOB', [2, 1], bonus.buildTwo, special.perCompany, true),
  aiCard(C, 2, 'BC PB SFM LOB', [1, 3], bonus.sellDouble, special.extraProduction, false),
  aiCard(C, 3, 'SA SFM BC PB', [1, 6], priority.machinery, special.machinery, true),
  aiCard(C, 4, 'SFM PB BC LOB', [3, 4], bonus.dealFirst, special.swap, false),
  aiCard(C, 5, 'PB BC SFM LOB', [2, 4], bonus.cubes, special.draw6, true),
  aiCard(C, 6, 'PB SFM BC LOB', [2, 6], bonus.billToDesired, special.deal, false),
  aiCard(C, 7, 'BC SFM PB LOB', [2, 5], bonus.halfBuild, special.pay50, true),
  aiCard(C, 8, 'BC PB SFM LOB', [2, 7], bonus.discount10, special.staff, false),
  aiCard(C, 9, 'SFM BC PB LOB', [3, 1], bonus.dealFirst, special.fillFromUnemployed, true, fillNote),
  aiCard(C, 10, 'SFM PB BC LOB', [6, 1], bonus.food4at15, special.takePublic, false),
  aiCard(C, 11, 'PB BC SFM LOB', [3, 2], bonus.pay25TwoBills, special.extraProduction, true),
  aiCard(C, 12, 'SA PB SFM BC', [5, 7], priority.agriculture, special.agricultureCubes, false),
  aiCard(C, 13, 'BC SFM PB LOB', [3, 5], bonus.discount10, special.draw6, true),
  aiCard(C, 14, 'SA BC PB SFM', [5, 2], priority.machinery, special.machinery, false),
  aiCard(C, 15, 'SFM BC PB LOB', [7, 3], bonus.food4at15, special.cubesThenBuy, true),
  aiCard(C, 16, 'SFM PB BC LOB', [4, 2], bonus.luxury6at10, special.perCompany, false),
  aiCard(C, 17, 'PB BC SFM LOB', [2, 3], bonus.freeVote, special.deal, true),
  aiCard(C, 18, 'PB SFM BC LOB', [3, 6], bonus.pay25TwoBills, special.swap, false),
  aiCard(C, 19, 'BC SFM PB LOB', [3, 4], bonus.sellDouble, special.sellHealth, true),
  aiCard(C, 20, 'BC PB SFM LOB', [4, 3], bonus.halfBuild, special.sellEducation, false),
  aiCard(C, 21, 'SFM BC PB LOB', [5, 3], bonus.luxury6at10, special.cubesThenBuy, true),
  aiCard(C, 22, 'SFM PB BC LOB', [3, 5], bonus.plus5, special.takePublic, false),
  aiCard(C, 23, 'SA PB BC SFM', [4, 7], priority.revenue, special.revenueToCapital, true, revenueNote),
  aiCard(C, 24, 'PB SFM BC LOB', [3, 2], bonus.freeVote, special.deal, false),
  aiCard(C, 25, 'SA BC SFM PB', [7, 1], priority.luxury, special.sellLuxury, true),
  aiCard(C, 26, 'BC PB SFM LOB', [6, 4], bonus.buildTwo, special.fillFromUnemployed, false, fillNote),
  aiCard(C, 27, 'SFM BC PB LOB', [6, 5], bonus.plus5, special.staff, true),
  aiCard(C, 28, 'SA SFM PB BC', [6, 7], priority.revenue, special.revenueToCapital, false, revenueNote),
  aiCard(C, 29, 'PB BC SFM LOB', [6, 3], bonus.billToDesired, special.sellHealth, true),
  aiCard(C, 30, 'PB SFM BC LOB', [3, 6], bonus.cubes, special.sellEducation, false),
];

export const CAPITALIST_AI_CARDS: readonly AiCard[] = parseDeck('automa-capitalist-ai', AiCard, RAW_AI);
export const CAPITALIST_PRIORITY_CARDS: readonly PriorityCard[] = parseDeck(
  'automa-capitalist-priority',
  PriorityCard,
  priorityCards(C),
);

/** Advanced mode (C&C rulebook v1.2 p.11); bottom row first, nearest the marker first. */
export const CAPITALIST_STARTING_ROWS: StartingRows = StartingRows.parse({
  automa: C,
  actionRows: [
    ['special', 'lobby', 'sell-company'],
    ['build-company', 'sell-foreign', 'propose-bill'],
  ],
  policyRows: [[2, 4, 6, 7], [3]],
  setAside: [1, 5],
});

const base = { module: 'crisis-and-control', automa: C } as const;
const healthOrEducation = {
  id: 'health-or-education',
  params: { prefer: 'more-expensive' },
  text: 'Healthcare or Education: the one whose Public Service is not produced, else the more expensive one, else at random.',
};

const RAW_INSTRUCTIONS: InstructionCardInput[] = [
  {
    ...base,
    id: 'automa.capitalist.instruction.check-companies',
    name: 'CCA Check Companies',
    kind: 'check',
    checks: 'build-company',
    simpleMode: false,
    text: 'CCA CHECK: Build Company, Sell Company or Special Action moves up.',
    description:
      'For each affordable Market Company: if it is automated or unemployed Workers can fill all its ' +
      'slots, Build Company +1 per 2 Production phases left; if it also produces a resource the CCA ' +
      'cannot produce now, +1. Then: Demonstration in progress, +3; if Build Company moved 1 step or ' +
      'less, Special Action +1. For each own non-operational Company that would sell for at least 20, ' +
      'Sell Company +1 per 10.',
    rules: [
      {
        when: 'automated-or-fillable',
        move: 'build-company',
        steps: { per: 'production-phase-remaining', divisor: 2 },
        each: 'market-company',
        text: 'Automated, or unemployed Workers can fill all its slots: +1 per 2 Production phases left.',
      },
      {
        when: 'also-new-resource',
        move: 'build-company',
        steps: 1,
        each: 'market-company',
        text: 'It also produces a resource you cannot produce now: +1.',
      },
      {
        when: 'demonstration-in-progress',
        move: 'build-company',
        steps: 3,
        text: 'A Demonstration is taking place: +3.',
      },
      {
        when: 'build-card-moved-at-most-one',
        move: 'special',
        steps: 1,
        text: 'Build Company moved 1 step or less: Special Action +1.',
      },
      {
        when: 'sells-for-at-least',
        params: { money: 20 },
        move: 'sell-company',
        steps: { per: 'sale-money', divisor: 10 },
        each: 'own-non-operational-company',
        text: 'Selling it would bring at least 20: Sell Company +1 per 10.',
      },
    ],
  },
  {
    ...base,
    id: 'automa.capitalist.instruction.check-policies',
    name: 'CCA Check Policies',
    kind: 'check',
    checks: 'propose-bill',
    simpleMode: false,
    desiredPolicies: { 1: 'C', 2: 'C', 3: 'C', 4: 'C', 5: 'C', 6: 'A', 7: 'C' },
    text: 'CCA CHECK: Desired 1C 2C 3C 4C 5C 6A 7C; Propose Bill moves up.',
    description:
      'Desired Policies 1C 2C 3C 4C 5C 6A 7C. For each of the 2 listed Policies whose priority card ' +
      'is not set aside, while a Bill marker is available: Propose Bill +1 if next to the Desired ' +
      'section, +2 if 2 away, and +1 more if it is Taxation; the Policy card moves the same number ' +
      'of steps. If no Bill can be proposed for either, Special Action +1.',
    notes: ['Only Policies whose priority card is not set aside, and only with a Bill marker available.'],
    rules: [
      {
        when: 'one-from-desired',
        move: 'propose-bill',
        steps: 1,
        each: 'listed-policy',
        text: 'Next to the Desired section: +1 (the Policy card moves the same steps).',
      },
      {
        when: 'two-from-desired',
        move: 'propose-bill',
        steps: 2,
        each: 'listed-policy',
        text: 'Two sections from the Desired one: +2 (the Policy card moves the same steps).',
      },
      {
        when: 'listed-policy-is',
        params: { policy: 3 },
        move: 'propose-bill',
        steps: 1,
        each: 'listed-policy',
        text: 'The Policy is Taxation: +1 (the Policy card moves the same steps).',
      },
      {
        when: 'cannot-propose-either',
        move: 'special',
        steps: 1,
        text: 'No Bill can be proposed for either Policy: Special Action +1.',
      },
    ],
  },
  {
    ...base,
    id: 'automa.capitalist.instruction.check-foreign-market',
    name: 'CCA Check Foreign Market',
    kind: 'check',
    checks: 'sell-foreign',
    simpleMode: false,
    text: 'CCA CHECK: Sell to the Foreign Market +1 per transaction if 2 are possible.',
    description:
      'Look at the current Export card. With at least 2 possible transactions, Sell to the Foreign ' +
      'Market +1 per transaction; otherwise Special Action +1.',
    rules: [
      {
        when: 'two-transactions-possible',
        move: 'sell-foreign',
        steps: { per: 'transaction' },
        text: 'At least 2 transactions possible: +1 per transaction.',
      },
      { when: 'otherwise', move: 'special', steps: 1, text: 'Otherwise: Special Action +1.' },
    ],
  },
  {
    ...base,
    id: 'automa.capitalist.instruction.check-influence',
    name: 'CCA Check Influence',
    kind: 'check',
    checks: 'lobby',
    simpleMode: false,
    text: 'CCA CHECK: Lobby moves up when others would out-spend it on the Bills.',
    description:
      'With at least one proposed Bill: add up the other players’ Influence and what they would gain ' +
      'from Carry Out Elections. If that exceeds the CCA’s Influence plus its coming production, Lobby ' +
      'moves up by the difference; otherwise (or with no Bills) Special Action +1.',
    rules: [
      {
        when: 'others-would-outspend',
        move: 'lobby',
        steps: { per: 'influence-difference' },
        text: 'Bills proposed and the others’ Influence (now + Carry Out Elections) exceeds yours + production: + the difference.',
      },
      {
        when: 'otherwise',
        move: 'special',
        steps: 1,
        text: 'Otherwise, or no Bill proposed: Special Action +1.',
      },
    ],
  },
  {
    ...base,
    id: 'automa.capitalist.instruction.action-criteria-1',
    name: 'CCA Action Criteria (Propose Bill, Lobby, Special Action)',
    kind: 'action-criteria',
    simpleMode: true,
    text: 'CCA: when it may Propose a Bill, Lobby or take the Special Action.',
    description:
      'Propose Bill: simple mode needs a Bill marker and a listed Policy not at the Desired section; ' +
      'advanced mode a Bill marker and a Policy priority card in a row. Lobby (simple mode): its ' +
      "Influence is less than all other players' together. Special Action (simple mode): the first " +
      "condition of the card's bonus is met.",
    actionRequirements: [
      {
        action: 'propose-bill',
        mode: 'simple',
        text: 'A Bill marker is available and a listed Policy is not at the Desired section.',
      },
      {
        action: 'propose-bill',
        mode: 'advanced',
        text: 'A Bill marker is available and a Policy priority card is in a row.',
      },
      {
        action: 'lobby',
        mode: 'simple',
        text: "Its Influence is less than all the other players' Influence together.",
      },
      { action: 'special', mode: 'simple', text: "The first condition of the AI card's bonus is met." },
    ],
  },
  {
    ...base,
    id: 'automa.capitalist.instruction.action-criteria-2',
    name: 'CCA Action Criteria (Build Company, Sell to the Foreign Market)',
    kind: 'action-criteria',
    simpleMode: true,
    text: 'CCA: when it may Build (or Sell) a Company or Sell to the Foreign Market.',
    description:
      'Build Company: an affordable Market Company with an empty slot (simple mode also needs Workers ' +
      'available or an automated Company). If it cannot build but owns a non-operational Company that ' +
      'sells for 20 or more, it Sells that Company instead. Sell to the Foreign Market: at least 2 ' +
      'transactions possible.',
    actionRequirements: [
      {
        action: 'build-company',
        mode: 'both',
        text: 'An affordable Market Company with an empty slot; simple mode: Workers available or automated.',
      },
      {
        action: 'sell-company',
        mode: 'both',
        text: 'Instead of building, when it cannot build: sell a non-operational Company worth 20 or more.',
      },
      { action: 'sell-foreign', mode: 'both', text: 'At least 2 transactions are possible.' },
    ],
    uncertain: [
      {
        field: 'actionRequirements',
        note: 'Which criteria are on which of the two Action Criteria cards is inferred; the requirements themselves are from the reference.',
      },
    ],
  },
  {
    ...base,
    id: 'automa.capitalist.instruction.sell-company-criteria',
    name: 'CCA Sell Company Criteria',
    kind: 'criteria',
    simpleMode: true,
    text: 'CCA: which Company to sell (never an operational one).',
    description:
      'Never sell an operational Company. Prefer: highest cost; if made operational with Working ' +
      'Class Workers it would meet a Trade Union requirement; fewest matching unemployed Workers; at random.',
    notes: ['Never sell an operational Company.'],
    criteria: [
      { id: 'highest-cost', text: 'Highest cost.' },
      {
        id: 'would-meet-trade-union-requirement',
        text: 'If operational with Working Class Workers, a Trade Union requirement would be met.',
      },
      { id: 'fewest-matching-unemployed', text: 'Fewest matching unemployed Workers available.' },
      { id: 'random', text: 'At random.' },
    ],
  },
  {
    ...base,
    id: 'automa.capitalist.instruction.building-company-criteria',
    name: 'CCA Building Company Criteria',
    kind: 'criteria',
    simpleMode: true,
    text: 'CCA: which Company to build.',
    description:
      'Prefer: Workers available to make it operational; automated; the industry with fewest own ' +
      'operational Companies; does not enable a Trade Union; Agricultural, Luxury, Media; Healthcare ' +
      'or Education; highest production; at random. Never build a non-operational Company in an ' +
      'industry that already has one. With both classes’ Workers available, use Middle Class Workers ' +
      'unless a Demonstration is in progress.',
    notes: [
      'Never build a non-operational Company if one of that industry is already non-operational.',
      'If Workers of both classes are available, assign Middle Class Workers unless a Demonstration is taking place.',
    ],
    criteria: [
      { id: 'workers-available-to-operate', text: 'Workers are available to make it operational.' },
      { id: 'automated', text: 'Automated.' },
      {
        id: 'fewest-own-operational-in-industry',
        text: 'Industry with the fewest own operational Companies.',
      },
      { id: 'does-not-enable-trade-union', text: 'Does not meet the requirement for a Trade Union.' },
      {
        id: 'industry-order',
        params: { order: ['food', 'luxury', 'media'] },
        text: 'Agricultural, Luxury, Media.',
      },
      healthOrEducation,
      { id: 'highest-production', text: 'Highest production.' },
      { id: 'random', text: 'At random.' },
    ],
  },
  {
    ...base,
    id: 'automa.capitalist.instruction.place-machinery-criteria',
    name: 'CCA Place Machinery Criteria',
    kind: 'criteria',
    simpleMode: true,
    text: 'CCA: where to place Machinery.',
    description:
      'Prefer: no other own Company of that industry has Machinery; Agricultural; Luxury; Healthcare ' +
      'or Education; highest production; at random.',
    criteria: [
      { id: 'no-machinery-in-industry', text: 'No other own Company of that industry has Machinery.' },
      { id: 'industry-order', params: { order: ['food'] }, text: 'Agricultural.' },
      { id: 'industry-order', params: { order: ['luxury'] }, text: 'Luxury.' },
      healthOrEducation,
      { id: 'highest-production', text: 'Highest production.' },
      { id: 'random', text: 'At random.' },
    ],
  },
  {
    ...base,
    id: 'automa.capitalist.instruction.assign-workers-criteria',
    name: 'CCA Assign Workers Criteria',
    kind: 'criteria',
    simpleMode: true,
    text: 'CCA: which own non-operational Company gets Workers from an effect.',
    description:
      'When an effect assigns Workers to its non-operational Companies, prefer: no other operational ' +
      'Company in that industry; does not enable a Trade Union; Media; Healthcare or Education; ' +
      'Agricultural; Luxury; at random.',
    criteria: [
      { id: 'no-other-operational-in-industry', text: 'No other own operational Company in that industry.' },
      { id: 'does-not-enable-trade-union', text: 'Does not meet the requirement for a Trade Union.' },
      { id: 'industry-order', params: { order: ['media'] }, text: 'Media.' },
      healthOrEducation,
      { id: 'industry-order', params: { order: ['food'] }, text: 'Agricultural.' },
      { id: 'industry-order', params: { order: ['luxury'] }, text: 'Luxury.' },
      { id: 'random', text: 'At random.' },
    ],
  },
  {
    ...base,
    id: 'automa.capitalist.instruction.response-to-strike',
    name: 'CCA Response to Strike',
    kind: 'criteria',
    simpleMode: true,
    text: 'CCA: draw AI cards per struck Company; an Influence symbol raises its Wage to L3.',
    description:
      'At the start of Production, for each struck Company draw 2 AI cards if it has Machinery or is ' +
      'the only operational Company of its industry, otherwise 1. If any drawn card shows the ' +
      'Influence indicator, raise that Company’s Wage to L3. Next round all Wages return to the minimum.',
    notes: ['At the start of the next round, reset all Wages to the minimum allowed.'],
    criteria: [
      {
        id: 'draw-ai-cards',
        params: { count: 2, when: 'machinery-or-only-operational-in-industry' },
        text: 'Has Machinery or is the only operational Company of its industry: draw 2.',
      },
      { id: 'draw-ai-cards', params: { count: 1, when: 'otherwise' }, text: 'Otherwise: draw 1.' },
      {
        id: 'raise-wage-on-influence-indicator',
        params: { wageLevel: 3 },
        text: 'Any drawn card shows the Influence indicator: raise that Company’s Wage to L3.',
      },
    ],
  },
];

export const CAPITALIST_INSTRUCTION_CARDS: readonly InstructionCard[] = parseDeck(
  'automa-capitalist-instructions',
  InstructionCard,
  RAW_INSTRUCTIONS,
);
