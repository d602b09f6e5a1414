/**
 * Working Class Automa (WCA): 30 AI cards, 6 + 7 priority cards, the advanced-mode starting rows
 * and 10 Instruction cards. Source: components reference §2.14 (WCA AI card table, WCA Instruction
 * cards, starting priority rows from the C&C rulebook v1.2 p.9; rules-decisions S10).
 */
import { fx, parseDeck } from '../expansions.schema.ts';
import { aiCard, priorityCards, req } from './build.ts';
import {
  AiCard,
  type AutomaEffectInput,
  InstructionCard,
  type InstructionCardInput,
  PriorityCard,
  StartingRows,
} from './schema.ts';

const wc = { class: 'working', change: 1 } as const;

const bonus = {
  assignUpTo4: {
    requires: req(2, 'B', 'C'),
    effects: [
      fx('assign-workers', {
        max: 4,
        workers: 'unemployed',
        targets: 'any',
        paidPerWorker: { amount: 4, from: 'company-owner' },
      }),
    ],
    text: '2B/2C: assign up to 4 unemployed Workers; each Company owner pays you 4 per Worker.',
  },
  coopFarm: {
    effects: [fx('build-cooperative-farm', { assignWorkers: true })],
    text: 'First build a Cooperative Farm, if able, and assign Workers there.',
  },
  publicServices: {
    requires: req(4, 'A', 'B'),
    effects: [
      fx('gain-money', { amount: { per: 'unemployed-workers', times: 5 }, from: 'state' }),
      fx('restrict-purchase-source', { source: 'public-services' }),
    ],
    legitimacy: wc,
    text: '4A/4B: the State first gives 5 per unemployed Worker; buy only from Public Services.',
  },
  halfEducation: {
    effects: [fx('state-sells-half-price', { resource: 'education', round: 'up' })],
    legitimacy: wc,
    text: 'The State sells you Education at half price (rounded up) this turn.',
  },
  halfHealth: {
    effects: [fx('state-sells-half-price', { resource: 'health', round: 'up' })],
    legitimacy: wc,
    text: 'The State sells you Health at half price (rounded up) this turn.',
  },
  cubes: {
    effects: [fx('add-voting-cubes', { count: 2 })],
    text: 'Before proposing the Bill, add 2 Voting cubes to the bag.',
  },
  freeVote: {
    effects: [fx('free-immediate-votes', { scope: 'this-turn' })],
    text: 'Call an Immediate Vote on the Bill without spending Influence.',
  },
  skilled: {
    requires: req(7, 'B', 'C'),
    effects: [fx('gain-workers', { count: 1, skill: 'skilled-of-choice' })],
    text: '7B/7C: first get a skilled Worker from the Supply (Skilled Worker Criteria).',
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
  publicEducationFirst: {
    effects: [fx('public-company-produces-first', { industry: 'education' })],
    text: 'A Public Education Company with your Workers produces first.',
  },
  publicHealthFirst: {
    effects: [fx('public-company-produces-first', { industry: 'health' })],
    text: 'A Public Healthcare Company with your Workers produces first.',
  },
  billToDesired: {
    effects: [fx('propose-bill-to-desired', { immediateVoteOnlyIfAdjacent: true })],
    text: 'Propose the Bill on your Desired section even if not adjacent (Immediate Vote only if adjacent).',
  },
  perEmployed: {
    requires: req(2, 'B', 'C'),
    effects: [fx('gain-money', { amount: { per: 'employed-workers' }, from: 'state' })],
    legitimacy: wc,
    text: '2B/2C: the State first gives you 1 per employed Worker.',
  },
  luxuryShare: {
    requires: req(1, 'A', 'B'),
    effects: [
      fx('state-pays-share-of-purchase', {
        resource: 'luxury',
        divisor: 2,
        round: 'down',
        fromPlayersOnly: true,
      }),
    ],
    legitimacy: wc,
    text: '1A/1B: the State pays half (rounded down) of the Luxury you buy from players.',
  },
  twoBills: {
    effects: [fx('propose-two-bills', { cost: 0 })],
    text: 'Propose 2 Bills instead of 1, if able.',
  },
} satisfies Record<string, AutomaEffectInput>;

const special = {
  swap: {
    effects: [fx('swap-bag-cubes', { othersToReplace: 3 })],
    text: 'Reveal cubes until 3 of other classes show; replace those with Working Class cubes.',
  },
  buyInfluence: {
    effects: [fx('buy-influence-from-state', { count: 3, price: 5, cubesPerMissing: 2 })],
    legitimacy: wc,
    text: 'Buy 3 Influence from the State at 5 each; add 2 cubes for each one not bought.',
  },
  draw6: {
    effects: [fx('draw-cubes-keep-own', { draw: 6 })],
    text: 'Draw 6 cubes from the bag; return the Working Class ones and remove the rest.',
  },
  cubesPopulation: {
    effects: [fx('add-voting-cubes', { count: { per: 'population' } })],
    text: 'Add Voting cubes equal to your Population.',
  },
  take15: {
    effects: [fx('take-money-from-main-employer', { amount: 15 })],
    text: 'Take 15 from the player whose Companies employ most of your Workers.',
  },
  give20: {
    effects: [fx('pay-for-vp', { amount: 20, to: 'capitalist', vp: 5, fromCapital: false })],
    text: 'If able, give 20 to the Capitalist Class and gain 5 VP.',
  },
  remove2: {
    effects: [fx('remove-unemployed-for-money', { minUnemployed: 4, remove: 2, money: 10 })],
    text: 'With at least 4 unemployed Workers, remove 2 (unskilled first) and get 10.',
  },
} satisfies Record<string, AutomaEffectInput>;

const W = 'working';
/** Rows the reference abbreviates to "remove 2 unemployed, gain 10". */
const remove2Abbreviated = [
  {
    field: 'special',
    note: 'The reference abbreviates this Special Action; read as card 10\'s full text, including "at least 4 unemployed".',
  },
];
const RAW_AI = [
  aiCard(W, 1, 'AW BGS PB STR', [1, 2], bonus.assignUpTo4, special.swap, true),
  aiCard(W, 2, 'AW PB BGS STR', [3, 1], bonus.coopFarm, special.buyInfluence, false),
  aiCard(W, 3, 'BGS AW PB STR', [1, 7], bonus.publicServices, special.draw6, true),
  aiCard(W, 4, 'BGS PB AW STR', [1, 2], bonus.halfEducation, special.cubesPopulation, false),
  aiCard(W, 5, 'PB AW BGS STR', [2, 3], bonus.cubes, special.take15, true),
  aiCard(W, 6, 'PB BGS AW STR', [2, 3], bonus.freeVote, special.give20, false),
  aiCard(W, 7, 'AW BGS PB STR', [2, 4], bonus.skilled, special.swap, true),
  aiCard(W, 8, 'AW PB BGS STR', [2, 5], bonus.assignAny, special.draw6, false),
  aiCard(W, 9, 'BGS AW PB STR', [2, 4], bonus.publicEducationFirst, special.buyInfluence, true),
  aiCard(W, 10, 'BGS PB AW STR', [2, 5], bonus.halfHealth, special.remove2, false),
  aiCard(W, 11, 'PB AW BGS STR', [2, 6], bonus.billToDesired, special.cubesPopulation, true),
  aiCard(W, 12, 'PB BGS AW STR', [6, 3], bonus.cubes, special.remove2, false, remove2Abbreviated),
  aiCard(W, 13, 'BGS AW PB STR', [7, 2], bonus.perEmployed, special.take15, true),
  aiCard(W, 14, 'AW PB BGS STR', [2, 7], bonus.coopFarm, special.give20, false),
  aiCard(W, 15, 'BGS AW PB STR', [4, 1], bonus.luxuryShare, special.draw6, true),
  aiCard(W, 16, 'BGS PB AW STR', [4, 2], bonus.publicHealthFirst, special.buyInfluence, false),
  aiCard(W, 17, 'PB AW BGS STR', [2, 6], bonus.freeVote, special.remove2, true, remove2Abbreviated),
  aiCard(W, 18, 'PB BGS AW STR', [4, 5], bonus.billToDesired, special.take15, false),
  aiCard(W, 19, 'AW BGS PB STR', [4, 6], bonus.assignAny, special.give20, true),
  aiCard(W, 20, 'AW PB BGS STR', [4, 7], bonus.skilled, special.cubesPopulation, false),
  aiCard(W, 21, 'BGS AW PB STR', [5, 1], bonus.halfHealth, special.swap, true),
  aiCard(W, 22, 'BGS PB AW STR', [5, 2], bonus.perEmployed, special.remove2, false, remove2Abbreviated),
  aiCard(W, 23, 'PB AW BGS STR', [5, 3], bonus.cubes, special.buyInfluence, true),
  aiCard(W, 24, 'PB BGS AW STR', [5, 4], bonus.twoBills, special.take15, false),
  aiCard(W, 25, 'BGS AW PB STR', [5, 6], bonus.publicServices, special.remove2, true, remove2Abbreviated),
  aiCard(W, 26, 'AW PB BGS STR', [5, 7], bonus.assignUpTo4, special.draw6, false),
  aiCard(W, 27, 'BGS AW PB STR', [4, 3], bonus.halfEducation, special.swap, true),
  aiCard(W, 28, 'BGS PB AW STR', [6, 1], bonus.luxuryShare, special.cubesPopulation, false),
  aiCard(W, 29, 'PB AW BGS STR', [6, 2], bonus.twoBills, special.give20, true),
  aiCard(W, 30, 'PB BGS AW STR', [6, 7], bonus.cubes, special.buyInfluence, false),
];

export const WORKING_AI_CARDS: readonly AiCard[] = parseDeck('automa-working-ai', AiCard, RAW_AI);
export const WORKING_PRIORITY_CARDS: readonly PriorityCard[] = parseDeck(
  'automa-working-priority',
  PriorityCard,
  priorityCards(W),
);

/** Advanced mode (C&C rulebook v1.2 p.9); bottom row first, nearest the marker first. */
export const WORKING_STARTING_ROWS: StartingRows = StartingRows.parse({
  automa: W,
  actionRows: [
    ['special', 'strike', 'demonstration'],
    ['assign-workers', 'buy-goods', 'propose-bill'],
  ],
  policyRows: [
    [2, 4, 6],
    [1, 5],
  ],
  setAside: [3, 7],
});

const base = { module: 'crisis-and-control', automa: W } as const;
const healthOrEducation = (prefer: 'cheaper' | 'more-expensive') => ({
  id: 'health-or-education',
  params: { prefer },
  text: `Healthcare or Education: the one whose Public Service is not produced, else the ${prefer === 'cheaper' ? 'cheaper' : 'more expensive'} one, else at random.`,
});

const RAW_INSTRUCTIONS: InstructionCardInput[] = [
  {
    ...base,
    id: 'automa.working.instruction.check-workers',
    name: 'WCA Check Workers',
    kind: 'check',
    checks: 'assign-workers',
    simpleMode: false,
    text: 'WCA CHECK: Assign Workers, Demonstration or Special Action moves up.',
    description:
      'First swap skilled Workers in unskilled slots for unskilled unemployed Workers. Assign ' +
      'Workers moves up 1 per Worker if an assignment would employ at least 2 unemployed Workers, ' +
      'and 2 per Trade Union an assignment would form. If neither moved it, Special Action moves up ' +
      '1. If unemployed Workers outnumber available slots, Demonstration moves up by the difference.',
    notes: ['First swap skilled Workers in unskilled slots with unskilled unemployed Workers.'],
    rules: [
      {
        when: 'assignment-employs-two-unemployed',
        move: 'assign-workers',
        steps: { per: 'worker-assigned' },
        text: 'An assignment would employ at least 2 unemployed Workers: +1 per Worker.',
      },
      {
        when: 'assignment-forms-trade-union',
        move: 'assign-workers',
        steps: { per: 'trade-union-formed', times: 2 },
        text: 'An assignment would form Trade Unions: +2 per Trade Union.',
      },
      {
        when: 'assign-card-did-not-move',
        move: 'special',
        steps: 1,
        text: 'Neither question moved the Assign Workers card: Special Action +1.',
      },
      {
        when: 'unemployed-exceed-slots',
        move: 'demonstration',
        steps: { per: 'unemployed-minus-available-slots' },
        text: 'More unemployed Workers than available slots (any skill): Demonstration + the difference.',
      },
    ],
  },
  {
    ...base,
    id: 'automa.working.instruction.check-policies',
    name: 'WCA Check Policies',
    kind: 'check',
    checks: 'propose-bill',
    simpleMode: false,
    desiredPolicies: { 1: 'A', 2: 'A', 3: 'A', 4: 'A', 5: 'A', 6: 'C', 7: 'B' },
    text: 'WCA CHECK: Desired 1A 2A 3A 4A 5A 6C 7B; Propose Bill moves up.',
    description:
      'Desired Policies 1A 2A 3A 4A 5A 6C 7B. For each of the 2 listed Policies whose priority card ' +
      'is not set aside, while a Bill marker is available: Propose Bill +1 if the Policy is next to ' +
      'the Desired section, +2 if 2 away, and +1 more if it is the Labor Market; the Policy card ' +
      'moves the same number of steps. If no Bill can be proposed for either, Special Action +1.',
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
        params: { policy: 2 },
        move: 'propose-bill',
        steps: 1,
        each: 'listed-policy',
        text: 'The Policy is the Labor Market: +1 (the Policy card moves the same steps).',
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
    id: 'automa.working.instruction.check-goods-and-services',
    name: 'WCA Check Goods & Services',
    kind: 'check',
    checks: 'buy-goods',
    simpleMode: false,
    text: 'WCA CHECK: can it buy Health, Education or Luxury equal to Population?',
    description:
      'Check whether Health, Education and Luxury can be bought in a quantity equal to Population ' +
      '(from up to 2 sources) and afforded. If none can: Special Action +1. Otherwise, for each ' +
      'eligible resource: free +3, up to 6 per item +2, more than 6 per item +1 to Buy Goods & Services.',
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
    id: 'automa.working.instruction.check-strike',
    name: 'WCA Check Strike',
    kind: 'check',
    checks: 'strike',
    simpleMode: false,
    text: 'WCA CHECK: Strike moves up by Labor Market and Trade Unions.',
    description:
      'With the Labor Market in 2B and at least 2 Trade Unions: Strike +1 per 3 eligible Companies. ' +
      'With the Labor Market in 2C: Strike +1 per 2 eligible Companies and the Labor Market Policy ' +
      'card +1. Count only Companies paying the minimum Wage where a Strike could be performed.',
    notes: ['Count only Companies paying the minimum allowed Wage where a Strike could be performed.'],
    rules: [
      {
        when: 'labor-market-b-and-two-trade-unions',
        move: 'strike',
        steps: { per: 'eligible-company', divisor: 3 },
        text: '2B and at least 2 Trade Unions: +1 per 3 eligible Companies.',
      },
      {
        when: 'labor-market-c',
        move: 'strike',
        steps: { per: 'eligible-company', divisor: 2 },
        text: '2C: +1 per 2 eligible Companies.',
      },
      {
        when: 'labor-market-c',
        move: { policy: 2 },
        steps: 1,
        text: '2C: the Labor Market Policy card +1.',
      },
    ],
  },
  {
    ...base,
    id: 'automa.working.instruction.action-criteria-1',
    name: 'WCA Action Criteria (Propose Bill, Strike)',
    kind: 'action-criteria',
    simpleMode: true,
    text: 'WCA: when it may Propose a Bill or Strike.',
    description:
      'Propose Bill: simple mode needs an available Bill marker and a listed Policy not at its ' +
      'Desired section; advanced mode needs a Bill marker and a Policy priority card in a row. ' +
      'Strike: the Labor Market is 2C, or 2B with at least 2 Trade Unions, and at least 2 Companies ' +
      'can be struck, not counting Public Companies that give their services for free.',
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
        action: 'strike',
        mode: 'both',
        text: 'Labor Market 2C, or 2B with 2+ Trade Unions; and 2+ Companies can be struck (not free Public Companies).',
      },
    ],
  },
  {
    ...base,
    id: 'automa.working.instruction.action-criteria-2',
    name: 'WCA Action Criteria (Assign Workers, Buy Goods & Services)',
    kind: 'action-criteria',
    simpleMode: true,
    text: 'WCA: when it may Assign Workers or Buy Goods & Services.',
    description:
      'Assign Workers: it must be able to assign at least 2 unemployed Workers, or 1 Worker into a ' +
      'Trade Union. In simple mode, if it cannot and unemployed Workers exceed available slots by at ' +
      'least 2, it performs a Demonstration instead. Buy Goods & Services: it must be able to buy ' +
      'Health, Education or Luxury in a quantity that raises its Prosperity.',
    actionRequirements: [
      {
        action: 'assign-workers',
        mode: 'both',
        text: 'Can assign at least 2 unemployed Workers, or 1 Worker into a Trade Union.',
      },
      {
        action: 'demonstration',
        mode: 'simple',
        text: 'Instead of Assign Workers when unemployed Workers exceed available slots by at least 2.',
      },
      {
        action: 'buy-goods',
        mode: 'both',
        text: 'Can buy Health, Education or Luxury in a quantity that raises Prosperity.',
      },
    ],
  },
  {
    ...base,
    id: 'automa.working.instruction.strike-token-placement',
    name: 'WCA Strike Token Placement Criteria',
    kind: 'criteria',
    simpleMode: true,
    text: 'WCA: where to place up to Trade Unions + 2 Strike tokens.',
    description:
      'Place up to (Trade Unions + 2) Strike tokens on eligible Companies, never on Public Companies ' +
      'that give their services for free. Prefer: Companies with Machinery; the only operational ' +
      'Company of its industry for its owner; biggest Wage gap between levels; Media, Healthcare, ' +
      'Education, Luxury, Agricultural; biggest production; at random.',
    notes: ['Up to (Trade Unions + 2) tokens; never on Public Companies that give their services for free.'],
    criteria: [
      { id: 'has-machinery', text: 'Companies with Machinery.' },
      {
        id: 'only-operational-in-industry',
        text: 'The only operational Company of its industry for its owner.',
      },
      { id: 'biggest-wage-gap', text: 'Biggest difference in Wages between levels.' },
      {
        id: 'industry-order',
        params: { order: ['media', 'health', 'education', 'luxury', 'food'] },
        text: 'Media, Healthcare, Education, Luxury, Agricultural.',
      },
      { id: 'biggest-production', text: 'Biggest production.' },
      { id: 'random', text: 'At random.' },
    ],
  },
  {
    ...base,
    id: 'automa.working.instruction.buy-goods-criteria',
    name: 'WCA Buy Goods & Services Criteria',
    kind: 'criteria',
    simpleMode: true,
    text: 'WCA: what to buy and from whom.',
    description:
      'Prefer: free; Education if it has 3 or more unemployed unskilled Workers; cheapest (combining ' +
      'up to 2 sources; skip Health if it would raise Population and other options exist); Health, ' +
      'Education, Luxury; from Public Services, Foreign Market, Capitalist Class, Middle Class.',
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
        params: { order: ['health', 'education', 'luxury'] },
        text: 'Health, Education, Luxury.',
      },
      {
        id: 'source-order',
        params: { order: ['public-services', 'foreign-market', 'capitalist', 'middle'] },
        text: 'Public Services, Foreign Market, Capitalist Class, Middle Class.',
      },
    ],
  },
  {
    ...base,
    id: 'automa.working.instruction.assign-workers-criteria',
    name: 'WCA Assign Workers Criteria',
    kind: 'criteria',
    simpleMode: true,
    text: 'WCA: where to assign Workers.',
    description:
      'Prefer: forming a Trade Union; most unemployed Workers assigned; meeting a Trade Union ' +
      'requirement; highest Wages; Public Company; Capitalist Class Company; Healthcare or Education ' +
      '(the Public Service not produced, else the cheaper); Agricultural, Media, Luxury; at random.',
    criteria: [
      { id: 'forms-trade-union', text: 'Forms a Trade Union.' },
      { id: 'most-unemployed-assigned', text: 'Most unemployed Workers assigned.' },
      { id: 'meets-trade-union-requirement', text: 'Meets the requirement for a Trade Union.' },
      { id: 'highest-wages', text: 'Highest Wages.' },
      { id: 'owner', params: { owner: 'public' }, text: 'Public Company.' },
      { id: 'owner', params: { owner: 'capitalist' }, text: 'Capitalist Class Company.' },
      healthOrEducation('cheaper'),
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
    id: 'automa.working.instruction.skilled-worker-criteria',
    name: 'WCA Skilled Worker Criteria',
    kind: 'criteria',
    simpleMode: true,
    text: 'WCA: which skilled Worker to take from the Supply.',
    description:
      'Skip a skill already among unemployed Workers unless another is needed for a Trade Union. ' +
      'Prefer: could form a Trade Union (ties: fewest available slots, then random); would meet a ' +
      'Trade Union requirement; most available slots in Companies; most slots in unbuilt Market ' +
      'Companies; Healthcare or Education; Agricultural, Media, Luxury.',
    notes: [
      'Skip a skill already among the unemployed Workers unless one more is needed to form a Trade Union.',
    ],
    criteria: [
      {
        id: 'could-form-trade-union',
        text: 'If assigned, could form a Trade Union.',
        tieBreak: [
          { id: 'fewest-available-slots', text: 'Fewest available slots in Companies.' },
          { id: 'random', text: 'At random.' },
        ],
      },
      {
        id: 'meets-trade-union-requirement',
        text: 'If assigned, would meet the requirement for a Trade Union.',
      },
      { id: 'most-available-slots', text: 'Most available slots in Companies.' },
      {
        id: 'most-slots-in-market-companies',
        text: "Most available slots in unbuilt Companies in players' Markets.",
      },
      healthOrEducation('more-expensive'),
      {
        id: 'industry-order',
        params: { order: ['food', 'media', 'luxury'] },
        text: 'Agricultural, Media, Luxury.',
      },
    ],
  },
];

export const WORKING_INSTRUCTION_CARDS: readonly InstructionCard[] = parseDeck(
  'automa-working-instructions',
  InstructionCard,
  RAW_INSTRUCTIONS,
);
