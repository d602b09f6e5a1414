/**
 * Middle Class Automa (MCA): 30 AI cards, 6 + 7 priority cards, the advanced-mode starting rows
 * and 13 Instruction cards. Source: components reference §2.14 (MCA AI card table, MCA Instruction
 * cards, starting priority rows from the C&C rulebook v1.2 p.12; rules-decisions S10).
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

const mc = { class: 'middle', change: 1 } as const;
const mcPer3 = { class: 'middle', change: 1, perItems: 3 } as const;

const bonus = {
  halfHealth: {
    effects: [fx('state-sells-half-price', { resource: 'health', round: 'up' })],
    legitimacy: mc,
    text: 'The State sells you Health at half price (rounded up) this turn.',
  },
  halfEducation: {
    effects: [fx('state-sells-half-price', { resource: 'education', round: 'up' })],
    legitimacy: mc,
    text: 'The State sells you Education at half price (rounded up) this turn.',
  },
  everySource: {
    effects: [fx('buy-from-every-source', { maxEach: { per: 'population' } })],
    text: 'Buy the resource from every available source (yourself too), up to your Population from each.',
  },
  publicEducationFirst: {
    effects: [fx('public-company-produces-first', { industry: 'education' })],
    text: 'A Public Education Company with your Workers produces first.',
  },
  publicHealthFirst: {
    effects: [fx('public-company-produces-first', { industry: 'health' })],
    text: 'A Public Healthcare Company with your Workers produces first.',
  },
  noTariffs: {
    requires: req(6, 'A', 'B'),
    effects: [fx('no-tariffs', { goods: ['food', 'luxury'] })],
    text: '6A/6B: pay no tariffs on Food or Luxury from the Foreign Market.',
  },
  perEmployed: {
    requires: req(2, 'B', 'C'),
    effects: [
      fx('gain-money', {
        amount: { per: 'employed-workers-in-public-or-capitalist-companies', times: 2 },
        from: 'state',
      }),
    ],
    legitimacy: mc,
    text: '2B/2C: the State first gives 2 per Worker you have in Public or Capitalist Class Companies.',
  },
  statePaysBuild: {
    requires: req(1, 'A', 'B'),
    effects: [fx('state-pays-build-cost', { share: 'full' })],
    legitimacy: mc,
    text: '1A/1B: the State pays the cost of the Company you build.',
  },
  discountStorage: {
    effects: [fx('build-discount', { amount: 4, excludeIndustries: ['media'], freeStorage: true })],
    text: 'A non-Media Company costs 4 less; then get a Storage for the resource it produces.',
  },
  skilledForBuild: {
    requires: req(7, 'B', 'C'),
    effects: [fx('gain-workers', { count: 1, skill: 'skilled-of-choice' })],
    text: '7B/7C: build using a skilled Middle Class Worker of your choice from the Supply.',
  },
  assignAny: {
    requires: req(2, 'B', 'C'),
    effects: [
      fx('assign-workers', {
        max: null,
        workers: 'unemployed',
        byLaborMarket: { B: 'unemployed', C: 'any' },
        targets: 'any',
      }),
    ],
    text: '2B: assign any number of unemployed Workers; 2C: any number of Workers.',
  },
  skilled: {
    requires: req(7, 'B', 'C'),
    effects: [fx('gain-workers', { count: 1, skill: 'skilled-of-choice' })],
    text: '7B/7C: first get a skilled Worker from the Supply (Skilled Worker Criteria).',
  },
  plus5: {
    effects: [fx('export-bonus', { perTransaction: 5, from: 'bank' })],
    text: 'Get 5 more for each Foreign Market transaction.',
  },
  statePlus5: {
    requires: req(1, 'A', 'B'),
    effects: [fx('export-bonus', { perTransaction: 5, from: 'state' })],
    legitimacy: mc,
    text: '1A/1B: the State gives you 5 for each Foreign Market transaction.',
  },
  freeVote: {
    effects: [fx('free-immediate-votes', { scope: 'this-turn' })],
    text: 'Call an Immediate Vote on the Bill without spending Influence.',
  },
  cubes: {
    effects: [fx('add-voting-cubes', { count: 2 })],
    text: 'Before proposing the Bill, add 2 Voting cubes to the bag.',
  },
} satisfies Record<string, AutomaEffectInput>;

const unemployedPriority: SpecialPriorityRuleInput[] = [
  {
    conditions: [{ condition: 'unemployed-workers', whose: 'self', min: 4 }],
    steps: { per: 'unemployed-workers' },
    text: 'With at least 4 unemployed Workers: +1 per unemployed Worker.',
  },
];

const special = {
  extraShift: {
    effects: [fx('extra-shift', { inCompanyWithWorkingClassWorker: false })],
    text: 'Perform an Extra Shift (Extra Shift Criteria).',
  },
  swap: {
    effects: [fx('swap-bag-cubes', { othersToReplace: 3 })],
    text: 'Reveal cubes until 3 of other classes show; replace those with Middle Class cubes.',
  },
  draw6: {
    effects: [fx('draw-cubes-keep-own', { draw: 6 })],
    text: 'Draw 6 cubes from the bag; return the Middle Class ones and remove the rest.',
  },
  sellEducation: {
    effects: [
      fx('sell-to-state', { resource: 'education', max: 6, price: 10, stateVp: 0, plusInfluence: 0 }),
    ],
    legitimacy: mcPer3,
    text: 'Sell up to 6 Education to the State at 10 each.',
  },
  sellHealth: {
    effects: [fx('sell-to-state', { resource: 'health', max: 6, price: 10, stateVp: 0, plusInfluence: 0 })],
    legitimacy: mcPer3,
    text: 'Sell up to 6 Health to the State at 10 each.',
  },
  buyInfluence: {
    effects: [fx('buy-influence-from-state', { count: 3, price: 5, cubesPerMissing: 2 })],
    legitimacy: mc,
    text: 'Buy 3 Influence from the State at 5 each; add 2 cubes for each one not bought.',
  },
  workingClassCompanies: {
    effects: [
      fx('gain-money', {
        amount: { per: 'own-companies-with-working-class-worker', times: 5 },
        from: 'state',
      }),
      fx('extra-shift', { inCompanyWithWorkingClassWorker: true }),
    ],
    legitimacy: mc,
    text: 'Get 5 from the State per Company with a WC Worker; then an Extra Shift in one of them.',
  },
  buyProsperity: {
    effects: [fx('buy-prosperity', { pricePerPopulation: 6, prosperity: 1 })],
    text: 'If able, pay 6 per Population to gain 1 Prosperity.',
  },
  cubesPlus: {
    effects: [
      fx('add-voting-cubes', {
        count: { per: 'public-or-capitalist-companies-employing-own-workers', plus: 2 },
      }),
    ],
    text: 'Add 2 Voting cubes plus 1 per Public or CC Company employing your Workers.',
  },
  assignWorkingClass: {
    effects: [
      fx('fill-own-companies', {
        workerClass: 'working',
        max: 3,
        nonOperationalOnly: false,
        statePaysPerWorker: 5,
      }),
    ],
    legitimacy: mc,
    text: 'Assign up to 3 unemployed WC Workers to your Companies; the State pays you 5 each.',
  },
  remove2: {
    effects: [fx('remove-unemployed-for-money', { minUnemployed: 4, remove: 2, money: 10 })],
    text: 'With at least 4 unemployed Workers, remove 2 (unskilled first) and get 10.',
  },
} satisfies Record<string, AutomaEffectInput>;

const M = 'middle';
const RAW_AI = [
  aiCard(M, 1, 'BGS BC SFM PB', [1, 6], bonus.halfHealth, special.extraShift, true),
  aiCard(M, 2, 'BGS BC SFM AW', [], bonus.halfEducation, special.swap, false),
  aiCard(M, 3, 'BGS BC PB AW', [4, 3], bonus.everySource, special.draw6, true),
  aiCard(M, 4, 'BGS BC PB SFM', [7, 5], bonus.publicEducationFirst, special.sellEducation, false),
  aiCard(M, 5, 'BGS BC AW SFM', [], bonus.publicHealthFirst, special.sellHealth, true),
  aiCard(M, 6, 'BGS AW BC PB', [2, 6], bonus.noTariffs, special.buyInfluence, false),
  aiCard(M, 7, 'BGS SFM BC AW', [], bonus.perEmployed, special.workingClassCompanies, true),
  aiCard(M, 8, 'BGS PB BC AW', [3, 5], bonus.everySource, special.buyProsperity, false),
  aiCard(M, 9, 'BGS PB BC SFM', [7, 4], bonus.perEmployed, special.cubesPlus, true),
  aiCard(M, 10, 'BC AW BGS PB', [6, 4], bonus.statePaysBuild, special.assignWorkingClass, false),
  aiCard(M, 11, 'BC BGS SFM PB', [7, 2], bonus.discountStorage, special.extraShift, true),
  aiCard(M, 12, 'BC BGS AW PB', [5, 3], bonus.skilledForBuild, special.swap, false),
  aiCard(M, 13, 'BC AW BGS SFM', [], bonus.statePaysBuild, special.draw6, true),
  aiCard(M, 14, 'BC SFM BGS AW', [], bonus.skilledForBuild, special.sellHealth, false),
  aiCard(M, 15, 'BC PB BGS SFM', [1, 5], bonus.discountStorage, special.sellEducation, true),
  aiCard(M, 16, 'AW BGS BC SFM', [], bonus.assignAny, special.buyInfluence, false),
  aiCard(M, 17, 'AW BGS BC PB', [3, 1], bonus.skilled, special.workingClassCompanies, true),
  aiCard(M, 18, 'AW BC BGS SFM', [], bonus.assignAny, special.buyProsperity, false),
  aiCard(M, 19, 'AW BC BGS PB', [2, 4], bonus.skilled, special.cubesPlus, true),
  aiCard(M, 20, 'SFM BGS BC AW', [], bonus.plus5, special.assignWorkingClass, false),
  aiCard(M, 21, 'SFM BGS BC PB', [7, 1], bonus.statePlus5, special.extraShift, true),
  aiCard(M, 22, 'SFM BC BGS AW', [], bonus.plus5, special.swap, false),
  aiCard(M, 23, 'SFM BC BGS PB', [5, 2], bonus.statePlus5, special.draw6, true),
  aiCard(M, 24, 'PB BC BGS AW', [3, 7], bonus.freeVote, special.workingClassCompanies, false),
  aiCard(M, 25, 'PB BC BGS SFM', [6, 3], bonus.cubes, special.cubesPlus, true),
  aiCard(M, 26, 'PB BGS BC AW', [3, 6], bonus.freeVote, special.assignWorkingClass, false),
  aiCard(M, 27, 'PB BGS BC SFM', [7, 3], bonus.cubes, special.extraShift, true),
  aiCard(M, 28, 'SA BGS PB AW', [6, 1], unemployedPriority, special.remove2, false),
  aiCard(M, 29, 'SA SFM BC PB', [4, 7], unemployedPriority, special.remove2, true),
  aiCard(M, 30, 'SA BGS AW SFM', [], unemployedPriority, special.remove2, false),
];

export const MIDDLE_AI_CARDS: readonly AiCard[] = parseDeck('automa-middle-ai', AiCard, RAW_AI);
export const MIDDLE_PRIORITY_CARDS: readonly PriorityCard[] = parseDeck(
  'automa-middle-priority',
  PriorityCard,
  priorityCards(M),
);

/** Advanced mode (C&C rulebook v1.2 p.12); bottom row first, nearest the marker first. */
export const MIDDLE_STARTING_ROWS: StartingRows = StartingRows.parse({
  automa: M,
  actionRows: [
    ['special', 'sell-foreign', 'propose-bill'],
    ['buy-goods', 'build-company', 'assign-workers'],
  ],
  policyRows: [[1, 3, 5, 7]],
  setAside: [2, 4, 6],
});

const base = { module: 'crisis-and-control', automa: M } as const;
const healthOrEducation = {
  id: 'health-or-education',
  params: { prefer: 'more-expensive' },
  text: 'Healthcare or Education: the one whose Public Service is not produced, else the more expensive one, else at random.',
};
const splitNote = {
  field: 'actionRequirements',
  note: 'Which criteria are on which of the two Action Criteria cards is inferred; the requirements themselves are from the reference.',
};

const RAW_INSTRUCTIONS: InstructionCardInput[] = [
  {
    ...base,
    id: 'automa.middle.instruction.check-policies',
    name: 'MCA Check Policies',
    kind: 'check',
    checks: 'propose-bill',
    simpleMode: false,
    desiredPolicies: { 1: 'B', 2: 'B', 3: 'B', 4: 'B', 5: 'B', 6: 'B', 7: 'A' },
    text: 'MCA CHECK: Desired 1B 2B 3B 4B 5B 6B 7A; Propose Bill moves up.',
    description:
      'Desired Policies 1B 2B 3B 4B 5B 6B 7A. For each of the 2 listed Policies whose priority card ' +
      'is not set aside, while a Bill marker is available: Propose Bill +1 if next to the Desired ' +
      'section, +2 if 2 away; the Policy card moves the same number of steps. If no Bill can be ' +
      'proposed for either, Special Action +1.',
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
        when: 'cannot-propose-either',
        move: 'special',
        steps: 1,
        text: 'No Bill can be proposed for either Policy: Special Action +1.',
      },
    ],
  },
  {
    ...base,
    id: 'automa.middle.instruction.check-companies',
    name: 'MCA Check Companies',
    kind: 'check',
    checks: 'build-company',
    simpleMode: false,
    text: 'MCA CHECK: Build Company or Special Action moves up.',
    description:
      'For each Market Company it can afford and staff: at least 2 Production phases left, Build ' +
      'Company +1 per 2 phases; it also has a Working Class slot an unemployed Worker could fill, ' +
      '+2; it produces a resource the MCA cannot produce now, +2. Then: Prosperity at least the ' +
      'number of fully operational Companies, +2; if Build Company moved 1 step or less, Special Action +1.',
    rules: [
      {
        when: 'two-production-phases-left',
        move: 'build-company',
        steps: { per: 'production-phase-remaining', divisor: 2 },
        each: 'market-company',
        text: 'At least 2 Production phases remain: +1 per 2 Production phases.',
      },
      {
        when: 'working-class-slot-fillable',
        move: 'build-company',
        steps: 2,
        each: 'market-company',
        text: 'It also has a Working Class slot an unemployed Worker could fill: +2.',
      },
      {
        when: 'also-new-resource',
        move: 'build-company',
        steps: 2,
        each: 'market-company',
        text: 'It produces a resource you cannot produce now: +2.',
      },
      {
        when: 'prosperity-at-least-operational-companies',
        move: 'build-company',
        steps: 2,
        text: 'Prosperity is at least the number of your fully operational Companies: +2.',
      },
      {
        when: 'build-card-moved-at-most-one',
        move: 'special',
        steps: 1,
        text: 'Build Company moved 1 step or less: Special Action +1.',
      },
    ],
  },
  {
    ...base,
    id: 'automa.middle.instruction.check-workers',
    name: 'MCA Check Workers',
    kind: 'check',
    checks: 'assign-workers',
    simpleMode: false,
    text: 'MCA CHECK: Assign Workers or Special Action moves up.',
    description:
      'First swap skilled Workers in unskilled slots for unskilled unemployed Workers. If at least ' +
      '2 unemployed Workers can be employed, Assign Workers +1 per Worker; otherwise Special Action +1.',
    notes: ['First swap skilled Workers in unskilled slots with unskilled unemployed Workers.'],
    rules: [
      {
        when: 'assignment-employs-two-unemployed',
        move: 'assign-workers',
        steps: { per: 'worker-assigned' },
        text: 'At least 2 unemployed Workers can be employed: +1 per Worker.',
      },
      { when: 'otherwise', move: 'special', steps: 1, text: 'Otherwise: Special Action +1.' },
    ],
  },
  {
    ...base,
    id: 'automa.middle.instruction.check-foreign-market',
    name: 'MCA Check Foreign Market',
    kind: 'check',
    checks: 'sell-foreign',
    simpleMode: false,
    text: 'MCA CHECK: Sell to the Foreign Market moves up with 2+ transactions or low money.',
    description:
      'With at least 2 possible transactions on the Export card, Sell to the Foreign Market +1 per ' +
      'transaction, and +1 more if the MCA has 15 or less; otherwise Special Action +1.',
    rules: [
      {
        when: 'two-transactions-possible',
        move: 'sell-foreign',
        steps: { per: 'transaction' },
        text: 'At least 2 transactions possible: +1 per transaction.',
      },
      {
        when: 'money-at-most',
        params: { money: 15 },
        move: 'sell-foreign',
        steps: 1,
        text: 'You have 15 or less: +1.',
      },
      { when: 'otherwise', move: 'special', steps: 1, text: 'Otherwise: Special Action +1.' },
    ],
    uncertain: [
      {
        field: 'rules[1]',
        note: 'Read as an extra +1 that applies together with the 2-transaction case.',
      },
    ],
  },
  {
    ...base,
    id: 'automa.middle.instruction.check-goods-and-services',
    name: 'MCA Check Goods & Services',
    kind: 'check',
    checks: 'buy-goods',
    simpleMode: false,
    text: 'MCA CHECK: can it buy Health, Education or Luxury equal to Population?',
    description:
      'As for the Working Class Automa: if none of Health, Education and Luxury can be bought in a ' +
      'quantity equal to Population (up to 2 sources), Special Action +1; otherwise per eligible ' +
      'resource free +3, up to 6 per item +2, more than 6 +1. Its own production is free but counts ' +
      'as one of the 2 sources.',
    notes: ['Goods it produced itself can be bought for free but still count as one of the 2 sources.'],
    rules: [
      {
        when: 'cannot-buy-any',
        move: 'special',
        steps: 1,
        text: 'None of the 3 resources can be bought and afforded: Special Action +1.',
      },
      { when: 'free', move: 'buy-goods', steps: 3, each: 'resource', text: 'Free: +3.' },
      {
        when: 'at-most-per-item',
        params: { price: 6 },
        move: 'buy-goods',
        steps: 2,
        each: 'resource',
        text: '6 or less per item (not free): +2.',
      },
      {
        when: 'more-than-per-item',
        params: { price: 6 },
        move: 'buy-goods',
        steps: 1,
        each: 'resource',
        text: 'More than 6 per item: +1.',
      },
    ],
  },
  {
    ...base,
    id: 'automa.middle.instruction.building-company-criteria',
    name: 'MCA Building Company Criteria',
    kind: 'criteria',
    simpleMode: true,
    text: 'MCA: which Company to build (never a third of one industry).',
    description:
      'Never build a Company in an industry where it already has 2. Prefer: an unemployed Working ' +
      'Class Worker can fill its slot; needs Middle Class Workers only; industry with fewest own ' +
      'operational Companies; Healthcare or Education; Agricultural, Luxury, Media; highest ' +
      'production; at random.',
    notes: ['Never build a Company if you already have 2 Companies of that industry.'],
    criteria: [
      {
        id: 'working-class-worker-for-slot',
        text: 'An unemployed Working Class Worker is available for its slot.',
      },
      { id: 'middle-class-workers-only', text: 'Requires Middle Class Workers only.' },
      {
        id: 'fewest-own-operational-in-industry',
        text: 'Industry with the fewest own operational Companies.',
      },
      healthOrEducation,
      {
        id: 'industry-order',
        params: { order: ['food', 'luxury', 'media'] },
        text: 'Agricultural, Luxury, Media.',
      },
      { id: 'highest-production', text: 'Highest production.' },
      { id: 'random', text: 'At random.' },
    ],
  },
  {
    ...base,
    id: 'automa.middle.instruction.skilled-worker-criteria',
    name: 'MCA Skilled Worker Criteria',
    kind: 'criteria',
    simpleMode: true,
    text: 'MCA: which skilled Worker to take from the Supply.',
    description:
      'Skip skills already among its unemployed Workers. Prefer: needed by Companies in its Market ' +
      '(not in industries where it has built 2; ties: enough other Workers to run it, an industry it ' +
      'lacks, then Agricultural, Education, Healthcare, Luxury, Media); needed by non-operational ' +
      'Capitalist Class or Public Companies; needed by the Capitalist Market; at random.',
    notes: ['Skip the skills already among the unemployed Workers.'],
    criteria: [
      {
        id: 'needed-by-own-market',
        params: { skipIndustriesWithBuilt: 2 },
        text: 'Needed by Companies in your Market (skip industries where you have built 2 or more).',
        tieBreak: [
          {
            id: 'enough-other-workers',
            text: 'Enough other Workers to build it and make it fully operational.',
          },
          { id: 'industry-not-owned', text: 'An industry you have no Company in.' },
          {
            id: 'industry-order',
            params: { order: ['food', 'education', 'health', 'luxury', 'media'] },
            text: 'Agricultural, Education, Healthcare, Luxury, Media.',
          },
        ],
      },
      {
        id: 'needed-by-non-operational',
        params: { owners: ['capitalist', 'public'] },
        text: 'Needed by non-operational Capitalist Class and Public Companies.',
      },
      { id: 'needed-by-capitalist-market', text: "Needed by Companies in the Capitalist Class's Market." },
      { id: 'random', text: 'At random.' },
    ],
  },
  {
    ...base,
    id: 'automa.middle.instruction.buy-goods-criteria',
    name: 'MCA Buy Goods & Services Criteria',
    kind: 'criteria',
    simpleMode: true,
    text: 'MCA: what to buy and from whom.',
    description:
      'Prefer: free; Education if it has 3 or more unemployed unskilled Workers; cheapest (up to 2 ' +
      'sources; skip Health if it would raise Population and other options exist); Education, ' +
      'Health, Luxury; from Public Services, Foreign Market, Capitalist Class.',
    criteria: [
      { id: 'free', text: 'Free.' },
      {
        id: 'education-if-unemployed-unskilled',
        params: { min: 3 },
        text: 'Education, with 3 or more unemployed unskilled Workers.',
      },
      {
        id: 'cheapest',
        params: { maxSources: 2, avoidHealthIfPopulationRises: true },
        text: 'Cheapest, combining up to 2 sources; skip Health if it raises Population and there are other options.',
      },
      {
        id: 'resource-order',
        params: { order: ['education', 'health', 'luxury'] },
        text: 'Education, Health, Luxury.',
      },
      {
        id: 'source-order',
        params: { order: ['public-services', 'foreign-market', 'capitalist'] },
        text: 'Public Services, Foreign Market, Capitalist Class.',
      },
    ],
  },
  {
    ...base,
    id: 'automa.middle.instruction.assign-working-class-criteria',
    name: 'MCA Assign Working Class Workers Criteria',
    kind: 'criteria',
    simpleMode: true,
    text: 'MCA: which own Company gets Working Class Workers from an effect.',
    description:
      'Prefer: the Company’s resource is below its storage limit; no other own Company in that ' +
      'industry; does not enable a Trade Union; Agricultural; Healthcare or Education; Luxury; Media; ' +
      'at random.',
    criteria: [
      { id: 'below-storage-limit', text: "The Company's resource is below its storage limit." },
      { id: 'no-other-own-in-industry', text: 'No other own Company in that industry.' },
      { id: 'does-not-enable-trade-union', text: 'Does not meet the requirement for a Trade Union.' },
      { id: 'industry-order', params: { order: ['food'] }, text: 'Agricultural.' },
      healthOrEducation,
      { id: 'industry-order', params: { order: ['luxury'] }, text: 'Luxury.' },
      { id: 'industry-order', params: { order: ['media'] }, text: 'Media.' },
      { id: 'random', text: 'At random.' },
    ],
  },
  {
    ...base,
    id: 'automa.middle.instruction.assign-middle-class-criteria',
    name: 'MCA Assign Middle Class Workers Criteria',
    kind: 'criteria',
    simpleMode: true,
    text: 'MCA: where to assign its own Workers.',
    description:
      'Prefer: most unemployed Workers assigned; highest Wages; Public Company; Capitalist Class ' +
      'Company; Healthcare or Education; Agricultural; Media; Luxury; at random.',
    criteria: [
      { id: 'most-unemployed-assigned', text: 'Most unemployed Workers assigned.' },
      { id: 'highest-wages', text: 'Highest Wages.' },
      { id: 'owner', params: { owner: 'public' }, text: 'Public Company.' },
      { id: 'owner', params: { owner: 'capitalist' }, text: 'Capitalist Class Company.' },
      healthOrEducation,
      {
        id: 'industry-order',
        params: { order: ['food', 'media', 'luxury'] },
        text: 'Agricultural, Media, Luxury.',
      },
      { id: 'random', text: 'At random.' },
    ],
  },
  {
    ...base,
    id: 'automa.middle.instruction.extra-shift-criteria',
    name: 'MCA Extra Shift Criteria',
    kind: 'criteria',
    simpleMode: true,
    text: 'MCA: which Company works the Extra Shift (never Media).',
    description:
      'Never a Media Company. Prefer: Storage space for the output; 2 Middle Class Workers; an ' +
      'uncommitted Working Class Worker; Agricultural; Healthcare or Education; Luxury.',
    notes: ['Media Companies are excluded.'],
    criteria: [
      { id: 'storage-space-for-output', text: 'Storage space for what it produces.' },
      { id: 'two-middle-class-workers', text: 'Has 2 Middle Class Workers.' },
      { id: 'uncommitted-working-class-worker', text: 'Has an uncommitted Working Class Worker.' },
      { id: 'industry-order', params: { order: ['food'] }, text: 'Agricultural.' },
      healthOrEducation,
      { id: 'industry-order', params: { order: ['luxury'] }, text: 'Luxury.' },
    ],
  },
  {
    ...base,
    id: 'automa.middle.instruction.action-criteria-1',
    name: 'MCA Action Criteria (Buy Goods & Services, Build Company, Assign Workers)',
    kind: 'action-criteria',
    simpleMode: true,
    text: 'MCA: when it may Buy Goods & Services, Build a Company or Assign Workers.',
    description:
      'Buy Goods & Services: it can buy Health, Education or Luxury in a quantity that raises its ' +
      'Prosperity. Build Company: an affordable Market Company, the Workers it needs and an empty ' +
      'slot. Assign Workers: at least 2 unemployed Workers can be assigned to a Company.',
    actionRequirements: [
      {
        action: 'buy-goods',
        mode: 'both',
        text: 'Can buy Health, Education or Luxury in a quantity that raises Prosperity.',
      },
      {
        action: 'build-company',
        mode: 'both',
        text: 'An affordable Market Company, the required Workers and an empty slot.',
      },
      {
        action: 'assign-workers',
        mode: 'both',
        text: 'At least 2 unemployed Workers can be assigned to a Company.',
      },
    ],
    uncertain: [splitNote],
  },
  {
    ...base,
    id: 'automa.middle.instruction.action-criteria-2',
    name: 'MCA Action Criteria (Propose Bill, Sell to the Foreign Market, Special Action)',
    kind: 'action-criteria',
    simpleMode: true,
    text: 'MCA: when it may Propose a Bill, Sell to the Foreign Market or take the Special Action.',
    description:
      'Propose Bill: simple mode needs a Bill marker and a listed Policy not at the Desired section; ' +
      'advanced mode a Bill marker and a Policy priority card in a row. Sell to the Foreign Market: ' +
      "at least 2 transactions. Special Action (simple mode): the first condition of the card's bonus is met.",
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
      { action: 'sell-foreign', mode: 'both', text: 'At least 2 transactions are possible.' },
      { action: 'special', mode: 'simple', text: "The first condition of the AI card's bonus is met." },
    ],
    uncertain: [splitNote],
  },
];

export const MIDDLE_INSTRUCTION_CARDS: readonly InstructionCard[] = parseDeck(
  'automa-middle-instructions',
  InstructionCard,
  RAW_INSTRUCTIONS,
);
