/**
 * Historical Events module: 50 cards, 5 Early (applied at setup) and 9 in each Period I–V.
 * Sources: Historical Events rulebook (rules, card anatomy, Baby Boom example) and
 * components reference §2.15 (card table). Texts are paraphrased; numbers are as printed.
 * "x / y" requirements: x with 2 players, y with 3–4 players (rules-decisions S6).
 * State-symbol parts: rules-decisions S31, recorded per step as `statePlayerOnly`.
 */
import { z } from 'zod';
import { ClassId, PolicyRequirement } from './common.ts';
import { Condition, cardBase, EffectStep, fx, parseDeck } from './expansions.schema.ts';
import { CLASS_NAMES } from './names.ts';

export const HISTORICAL_PERIODS = ['early', 1, 2, 3, 4, 5] as const;
export const HistoricalPeriod = z.union([
  z.literal('early'),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
]);
export type HistoricalPeriod = z.infer<typeof HistoricalPeriod>;

/** Cards per period; setup draws one per period at random (Historical Events rulebook, Setup). */
export const HISTORICAL_PERIOD_SIZES = { early: 5, 1: 9, 2: 9, 3: 9, 4: 9, 5: 9 } as const;

/** When the event applies: at setup, when revealed, at the end of the Action phase, or as an action. */
export const HistoricalTrigger = z.union([
  z.enum(['setup', 'when-revealed', 'end-of-action-phase']),
  z.strictObject({
    classes: z.array(ClassId).min(1),
    action: z.enum(['free', 'basic']),
    /** Influence the triggering player must also spend. */
    influence: z.number().int().positive().optional(),
  }),
]);
export type HistoricalTrigger = z.infer<typeof HistoricalTrigger>;

export const HistoricalEvent = z
  .strictObject({
    ...cardBase,
    module: z.literal('historical-events'),
    period: HistoricalPeriod,
    years: z.string().min(1),
    /** Printed as policy sections, e.g. "2B / 2C"; all must hold. */
    policyRequirements: z.array(PolicyRequirement).default([]),
    /** The other printed requirements; all must hold. */
    conditions: z.array(Condition).default([]),
    trigger: HistoricalTrigger,
    /** Applied in order; each step names the classes whose symbol is printed before it. */
    effects: z.array(EffectStep).min(1),
  })
  .superRefine((card, ctx) => {
    const early = card.period === 'early';
    if (early !== (card.trigger === 'setup')) {
      ctx.addIssue({
        code: 'custom',
        path: ['trigger'],
        message: 'Early Period cards, and only they, apply at setup',
      });
    }
    if (early && (card.policyRequirements.length > 0 || card.conditions.length > 0)) {
      ctx.addIssue({
        code: 'custom',
        path: ['conditions'],
        message: 'Early Period cards have no requirement',
      });
    }
  });
export type HistoricalEvent = z.infer<typeof HistoricalEvent>;
export type HistoricalEventInput = z.input<typeof HistoricalEvent>;

const WC = ['working'] as const satisfies ClassId[];
const MC = ['middle'] as const satisfies ClassId[];
const CC = ['capitalist'] as const satisfies ClassId[];
const ST = ['state'] as const satisfies ClassId[];
const WC_MC = ['working', 'middle'] as const satisfies ClassId[];
const CC_MC = ['capitalist', 'middle'] as const satisfies ClassId[];
const CLASSES = ['working', 'middle', 'capitalist'] as const satisfies ClassId[];
const ALL = ['working', 'middle', 'capitalist', 'state'] as const satisfies ClassId[];
/** A State-symbol part that only a State player applies (rules-decisions S31). */
const statePart = { statePlayerOnly: true } as const;
const base = { module: 'historical-events' } as const;

const RAW: HistoricalEventInput[] = [
  // ------------------------------------------------------------------ Early Period (setup)
  {
    ...base,
    id: 'he.french-revolution',
    name: 'French Revolution',
    period: 'early',
    years: '1789–1799',
    trigger: 'setup',
    text: 'End of setup: every player proposes a Bill in turn; the State starts with no Influence.',
    description:
      'Applied during setup. When setup is finished, each player in player order proposes one Bill. ' +
      'The State starts the game without any Personal Influence.',
    effects: [
      fx('each-player-proposes-bill', {}, 'game'),
      fx('set-influence', { amount: 0 }, [...ST], statePart),
    ],
    uncertain: [
      {
        field: 'effects[0]',
        note: 'The card says "each class, in order"; read as every player in player order, the State included in 4-player games.',
      },
    ],
  },
  {
    ...base,
    id: 'he.industrial-revolution',
    name: 'Industrial Revolution',
    period: 'early',
    years: '18th century',
    trigger: 'setup',
    text: 'WC, MC +2 cubes. CC starts with 2 Technological Progress in hand and gets 10.',
    description:
      'Applied during setup. The Working and Middle Classes each add 2 Voting cubes to the bag. ' +
      'Before drawing its hand, the Capitalist Class takes 2 Technological Progress cards from its ' +
      'Action deck into its hand, shuffles, draws 5 more, and gets 10.',
    effects: [
      fx('add-voting-cubes', { count: 2 }, [...WC_MC]),
      fx('search-action-deck', { cardName: 'Technological Progress', count: 2, thenDraw: 5 }, [...CC]),
      fx('gain-money', { amount: 10, from: 'bank' }, [...CC]),
    ],
  },
  {
    ...base,
    id: 'he.revolutions-of-1848',
    name: 'Revolutions of 1848',
    period: 'early',
    years: '1848–1849',
    trigger: 'setup',
    text: 'WC starts with 2 Need for Change in hand. MC +2 cubes. Remove 2 Media Influence.',
    description:
      'Applied during setup. Before drawing its hand, the Working Class takes 2 Need for Change ' +
      'cards from its Action deck into its hand, shuffles, and draws 5 more. The Middle Class adds ' +
      '2 Voting cubes to the bag. Remove 2 Influence from the Public Services (Media Influence).',
    effects: [
      fx('search-action-deck', { cardName: 'Need for Change', count: 2, thenDraw: 5 }, [...WC]),
      fx('add-voting-cubes', { count: 2 }, [...MC]),
      fx('remove-public-services', { resource: 'influence', amount: 2 }, [...ST]),
    ],
  },
  {
    ...base,
    id: 'he.bismarck-welfare-state',
    name: 'Bismarck Welfare State',
    period: 'early',
    years: '1880s',
    trigger: 'setup',
    text: 'Start at 1C 2B 3B 4A 5A 6B 7B. WC −2 cubes, CC +2 Influence, State: WC +1.',
    description:
      'Applied during setup. The game starts with Policies 1C 2B 3B 4A 5A 6B 7B instead of the ' +
      'usual ones. The Working Class removes 2 of its Voting cubes from the bag. The Capitalist ' +
      'Class gets 2 Influence. The State gains 1 Legitimacy with the Working Class.',
    effects: [
      fx(
        'set-starting-policies',
        { policies: { 1: 'C', 2: 'B', 3: 'B', 4: 'A', 5: 'A', 6: 'B', 7: 'B' } },
        'game',
      ),
      fx('remove-voting-cubes', { count: 2 }, [...WC]),
      fx('gain-influence', { amount: 2 }, [...CC]),
      fx('legitimacy', { classes: ['working'], change: 1 }, [...ST], statePart),
    ],
  },
  {
    ...base,
    id: 'he.american-revolution',
    name: 'American Revolution',
    period: 'early',
    years: '1775–1783',
    trigger: 'setup',
    text: 'Start at 1C 2B 3B 4B 5C 6A 7B. WC +3, MC +1 Influence; CC +4 cubes; State: CC +1.',
    description:
      'Applied during setup. The game starts with Policies 1C 2B 3B 4B 5C 6A 7B instead of the ' +
      'usual ones. The Working Class gets 3 Influence and the Middle Class 1 Influence. The ' +
      'Capitalist Class adds 4 Voting cubes to the bag. The State gains 1 Legitimacy with the ' +
      'Capitalist Class.',
    effects: [
      fx(
        'set-starting-policies',
        { policies: { 1: 'C', 2: 'B', 3: 'B', 4: 'B', 5: 'C', 6: 'A', 7: 'B' } },
        'game',
      ),
      fx('gain-influence', { amount: 3 }, [...WC]),
      fx('gain-influence', { amount: 1 }, [...MC]),
      fx('add-voting-cubes', { count: 4 }, [...CC]),
      fx('legitimacy', { classes: ['capitalist'], change: 1 }, [...ST], statePart),
    ],
  },
  // ------------------------------------------------------------------ Period I (round 1)
  {
    ...base,
    id: 'he.international-alliance-of-women',
    name: 'Foundation of the International Alliance of Women',
    period: 1,
    years: '1904',
    trigger: 'end-of-action-phase',
    text: 'End of Action phase: WC +4 cubes, MC +2 cubes, CC +1 cube.',
    description:
      'At the end of the Action phase the Working Class adds 4 Voting cubes to the bag, the ' +
      'Capitalist Class 1 and the Middle Class 2.',
    effects: [
      fx('add-voting-cubes', { count: 4 }, [...WC]),
      fx('add-voting-cubes', { count: 1 }, [...CC]),
      fx('add-voting-cubes', { count: 2 }, [...MC]),
    ],
  },
  {
    ...base,
    id: 'he.moving-assembly-line',
    name: 'Introduction of the Moving Assembly Line',
    period: 1,
    years: '1913',
    conditions: [{ condition: 'companies', owner: 'any', status: 'any', withMachinery: true, min: 1 }],
    trigger: { classes: [...CC], action: 'free' },
    text: 'CC free action (a Company has Machinery): its Luxury Companies with Machinery +3 this round.',
    description:
      'Requires at least 1 Company with a Machinery token. The Capitalist Class may trigger it as a ' +
      'Free Action: this round its Luxury Companies that have Machinery produce 3 more Luxury.',
    effects: [
      fx(
        'production-modifier',
        { amount: 3, industries: ['luxury'], onlyWithMachinery: true, owners: 'own' },
        [...CC],
      ),
    ],
  },
  {
    ...base,
    id: 'he.world-war-i',
    name: 'World War I',
    period: 1,
    years: '1914–1918',
    trigger: 'when-revealed',
    text: 'Policies 1, 3, 6 one step toward A; half-price Public Companies; WC, MC lose a Worker.',
    description:
      'When revealed: Policies 1, 3 and 6 each move one step toward A. This round the State pays ' +
      'only half the cost of new Public Companies. The Working and Middle Classes each remove an ' +
      'unemployed Worker. The Capitalist Class sells one of its Luxury Companies to the State for ' +
      '32; it replaces a non-operational Public Company, which leaves the board.',
    effects: [
      fx(
        'change-policies',
        {
          changes: [
            { policy: 1, direction: 'toward-A' },
            { policy: 3, direction: 'toward-A' },
            { policy: 6, direction: 'toward-A' },
          ],
        },
        'game',
      ),
      fx('public-company-cost', { share: 'half' }, 'game'),
      fx('remove-workers', { count: 1, from: 'unemployed', unskilledFirst: false }, [...WC_MC]),
      fx('sell-company-to-state', { industry: 'luxury', price: 32 }, [...CC]),
    ],
  },
  {
    ...base,
    id: 'he.model-t',
    name: 'Invention of the Model T',
    period: 1,
    years: '1908',
    conditions: [
      {
        condition: 'companies',
        owner: 'any',
        industries: ['luxury'],
        status: 'operational',
        min: { twoPlayers: 2, threeOrFourPlayers: 3 },
      },
    ],
    trigger: { classes: [...ALL], action: 'free' },
    text: 'Any player free action (2/3 op. Luxury Cos): WC +1 Luxury; CC, MC Luxury +2; State +15.',
    description:
      'Requires at least 2 (2 players) / 3 (3–4 players) operational Luxury Companies. Any player ' +
      'may trigger it as a Free Action. The Working Class gets 1 Luxury. The Capitalist and Middle ' +
      "Classes' Luxury Companies produce 2 more this round. The State gets 15.",
    effects: [
      fx('gain-resource', { resource: 'luxury', amount: 1 }, [...WC]),
      fx(
        'production-modifier',
        { amount: 2, industries: ['luxury'], onlyWithMachinery: false, owners: 'own' },
        [...CC_MC],
      ),
      fx('gain-money', { amount: 15, from: 'bank' }, [...ST]),
    ],
  },
  {
    ...base,
    id: 'he.russian-revolution',
    name: 'Russian Revolution',
    period: 1,
    years: '1917',
    policyRequirements: [
      { policy: 2, sections: ['B', 'C'] },
      { policy: 4, sections: ['B', 'C'] },
    ],
    conditions: [{ condition: 'trade-unions', min: 1 }],
    trigger: { classes: [...WC], action: 'basic', influence: 2 },
    text: 'WC basic action + 2 Influence: set 1A 2C 3A 4A, no more Elections, CC gives State a Company.',
    description:
      'Requires 2B/2C, 4B/4C and at least 1 Trade Union. The Working Class may trigger it with a ' +
      'Basic Action and 2 Influence. Set Policies 1A 2C 3A 4A (as printed). No further Elections ' +
      'this round. The State pays nothing for new Public Companies this round. The Working Class ' +
      'builds a Cooperative Farm. The Capitalist Class removes a non-operational Public Company, ' +
      'puts one of its own Companies in its place for the State, and pays the State 20.',
    effects: [
      fx(
        'change-policies',
        {
          changes: [
            { policy: 1, set: 'A' },
            { policy: 2, set: 'C' },
            { policy: 3, set: 'A' },
            { policy: 4, set: 'A' },
          ],
        },
        'game',
      ),
      fx('no-elections', {}, 'game'),
      fx('public-company-cost', { share: 'none' }, 'game'),
      fx('build-cooperative-farm', { assignWorkers: false }, [...WC]),
      fx(
        'give-company-to-state',
        { removePublic: 'non-operational', operationalOnly: false, plusMoney: 20 },
        [...CC],
      ),
    ],
    uncertain: [
      {
        field: 'effects[0].params.changes[1]',
        note: 'Sets Labor Market to 2C among otherwise socialist sections; kept as printed.',
      },
    ],
  },
  {
    ...base,
    id: 'he.rise-of-authoritarianism',
    name: 'Rise of Authoritarianism',
    period: 1,
    years: '1920s–1930s',
    trigger: 'when-revealed',
    text: 'No Elections this round; classes −1 Influence; State moves 2 Policies, +2 Influence.',
    description:
      'When revealed: there are no Elections this round. The Working, Capitalist and Middle Classes ' +
      'each lose 1 Influence. The State moves 2 Policies of its choice to an adjacent section, ' +
      'then gets 2 Personal Influence and loses 1 Legitimacy with every class.',
    effects: [
      fx('no-elections', {}, 'game'),
      fx('lose-influence', { amount: 1 }, [...CLASSES]),
      fx('move-chosen-policies', { count: 2, upTo: false }, [...ST], statePart),
      fx('gain-influence', { amount: 2 }, [...ST], statePart),
      fx('legitimacy', { classes: 'all', change: -1 }, [...ST], statePart),
    ],
  },
  {
    ...base,
    id: 'he.panama-canal',
    name: 'Opening of the Panama Canal',
    period: 1,
    years: '1914',
    trigger: 'when-revealed',
    text: 'One more Business Deal; State +20; WC, MC +1 Food; CC may export or make a Deal.',
    description:
      'When revealed: place an additional Business Deal on the board and the State gets 20. The ' +
      'Working and Middle Classes each get 1 Food. The Capitalist Class may Sell to the Foreign ' +
      'Market or Make a Business Deal.',
    effects: [
      fx('add-business-deals', { count: 1 }, 'game'),
      fx('gain-money', { amount: 20, from: 'bank' }, [...ST]),
      fx('gain-resource', { resource: 'food', amount: 1 }, [...WC_MC]),
      fx('extra-action', { options: ['sell-to-foreign-market', 'make-business-deal'] }, [...CC], {
        optional: true,
      }),
    ],
  },
  {
    ...base,
    id: 'he.spanish-flu',
    name: 'Spanish Flu',
    period: 1,
    years: '1918–1919',
    conditions: [
      {
        condition: 'companies',
        owner: 'any',
        industries: ['health'],
        status: 'operational',
        max: { twoPlayers: 2, threeOrFourPlayers: 3 },
      },
    ],
    trigger: 'end-of-action-phase',
    text: 'End of Action phase, if at most 2/3 op. Health Cos: WC and MC each lose 1 Worker.',
    description:
      'Requires at most 2 (2 players) / 3 (3–4 players) operational Health Companies. At the end of ' +
      'the Action phase the Working and Middle Classes each remove 1 Worker, an unemployed one if able.',
    effects: [
      fx('remove-workers', { count: 1, from: 'unemployed-first', unskilledFirst: false }, [...WC_MC]),
    ],
  },
  {
    ...base,
    id: 'he.russo-japanese-war',
    name: 'Russo-Japanese War',
    period: 1,
    years: '1904–1905',
    trigger: 'end-of-action-phase',
    text: 'End of Action phase: WC, MC each remove an unemployed Worker; the State loses 15.',
    description:
      'At the end of the Action phase the Working and Middle Classes each remove an unemployed ' +
      'Worker, and the State loses 15.',
    effects: [
      fx('remove-workers', { count: 1, from: 'unemployed', unskilledFirst: false }, [...WC_MC]),
      fx('lose-money', { amount: 15 }, [...ST]),
    ],
  },
  // ------------------------------------------------------------------ Period II (round 2)
  {
    ...base,
    id: 'he.rise-of-protectionism',
    name: 'Rise of Protectionism',
    period: 2,
    years: '1920s–1930s',
    policyRequirements: [{ policy: 6, sections: ['B', 'C'] }],
    trigger: { classes: [...CC, ...ST], action: 'free' },
    text: 'CC or State free action (6B/6C): set Foreign Trade to 6A; discard all Business Deals.',
    description:
      'Requires 6B/6C. The Capitalist Class or the State may trigger it as a Free Action: set ' +
      'Policy 6 to 6A and discard all Business Deals.',
    effects: [
      fx('change-policies', { changes: [{ policy: 6, set: 'A' }] }, 'game'),
      fx('discard-business-deals', { count: 'all', random: false }, 'game'),
    ],
  },
  {
    ...base,
    id: 'he.bengal-famine',
    name: 'Bengal Famine',
    period: 2,
    years: '1943',
    conditions: [
      {
        condition: 'companies',
        owner: 'any',
        industries: ['health'],
        status: 'operational',
        max: { twoPlayers: 2, threeOrFourPlayers: 3 },
      },
    ],
    trigger: 'end-of-action-phase',
    text: 'End of Action phase, if at most 2/3 op. Health Cos: WC, MC lose 2 Workers; State −1 WC, MC.',
    description:
      'Requires at most 2 (2 players) / 3 (3–4 players) operational Health Companies. At the end of ' +
      'the Action phase the Working and Middle Classes each remove 2 Workers, unemployed ones if ' +
      'able. The State loses 1 Legitimacy with the Working Class and 1 with the Middle Class.',
    effects: [
      fx('remove-workers', { count: 2, from: 'unemployed-first', unskilledFirst: false }, [...WC_MC]),
      fx('legitimacy', { classes: ['working', 'middle'], change: -1 }, [...ST], statePart),
    ],
  },
  {
    ...base,
    id: 'he.new-deal',
    name: 'New Deal',
    period: 2,
    years: '1933–1939',
    conditions: [
      { condition: 'unemployed-workers', whose: 'all', min: { twoPlayers: 4, threeOrFourPlayers: 7 } },
    ],
    trigger: { classes: [...WC, ...MC], action: 'basic' },
    text: 'WC or MC basic action (4/7 unemployed): 1 and 2 toward A; assign unemployed to Public/CC.',
    description:
      'Requires at least 4 (2 players) / 7 (3–4 players) unemployed Workers. The Working or Middle ' +
      'Class may trigger it with a Basic Action. Policies 1 and 2 move one step toward A. The ' +
      'Working and Middle Classes may assign any number of unemployed Workers to Public and/or ' +
      'Capitalist Class Companies. The Capitalist Class gets 5 from the State for each Worker ' +
      'placed in its Companies this way.',
    effects: [
      fx(
        'change-policies',
        {
          changes: [
            { policy: 1, direction: 'toward-A' },
            { policy: 2, direction: 'toward-A' },
          ],
        },
        'game',
      ),
      fx(
        'assign-workers',
        { max: null, workers: 'unemployed', targets: ['public', 'capitalist'] },
        [...WC_MC],
        {
          optional: true,
        },
      ),
      fx(
        'gain-money',
        { amount: { per: 'workers-placed-in-own-companies-by-this-card', times: 5 }, from: 'state' },
        [...CC],
      ),
    ],
    uncertain: [
      {
        field: 'conditions[0].whose',
        note: 'The card counts unemployed Workers without naming a class; read as all classes together.',
      },
    ],
  },
  {
    ...base,
    id: 'he.great-depression',
    name: 'Great Depression',
    period: 2,
    years: '1929–1939',
    conditions: [
      {
        condition: 'any-of',
        options: [
          { condition: 'loans', whose: 'all-players', min: 2 },
          { condition: 'money', whose: 'state', max: 100 },
        ],
      },
    ],
    trigger: 'when-revealed',
    text: 'If 2+ Loans or State ≤100: 2, 4, 5 toward C; CC, MC lose a Company, top prices; State −30.',
    description:
      'Requires at least 2 Loans among all players, or the State holding 100 or less. When revealed: ' +
      'Policies 2, 4 and 5 move one step toward C. The Capitalist and Middle Classes each discard 1 ' +
      'operational Company, set all their selling prices to the highest value and may not Adjust ' +
      'Prices this round. The State loses 30.',
    effects: [
      fx(
        'change-policies',
        {
          changes: [
            { policy: 2, direction: 'toward-C' },
            { policy: 4, direction: 'toward-C' },
            { policy: 5, direction: 'toward-C' },
          ],
        },
        'game',
      ),
      fx('discard-company', { count: 1, operational: true, statePrevents: false }, [...CC_MC]),
      fx(
        'set-prices-highest',
        { goods: ['food', 'luxury', 'health', 'education'], noAdjustThisRound: true },
        [...CC_MC],
      ),
      fx('lose-money', { amount: 30 }, [...ST]),
    ],
  },
  {
    ...base,
    id: 'he.baby-boom',
    name: 'Baby Boom',
    period: 2,
    years: '1940s–1960s',
    policyRequirements: [{ policy: 2, sections: ['A', 'B'] }],
    conditions: [
      {
        condition: 'companies',
        owner: 'any',
        industries: ['health'],
        status: 'operational',
        min: { twoPlayers: 2, threeOrFourPlayers: 3 },
      },
    ],
    trigger: { classes: [...WC, ...MC], action: 'free' },
    text: 'WC or MC free action (2A/2B, 2/3 op. Health Cos): WC, MC +3 unskilled, +1 Prosperity.',
    description:
      'Requires 2A/2B and at least 2 (2 players) / 3 (3–4 players) operational Health Companies. ' +
      'The Working or Middle Class may trigger it as a Free Action: the Working and Middle Classes ' +
      'each get 3 unskilled Workers and gain 1 Prosperity.',
    effects: [
      fx('gain-workers', { count: 3, skill: 'unskilled' }, [...WC_MC]),
      fx('gain-prosperity', { amount: 1 }, [...WC_MC]),
    ],
  },
  {
    ...base,
    id: 'he.us-automotive-strike',
    name: 'Strike in US Automotive Industry',
    period: 2,
    years: '1936–1937',
    policyRequirements: [{ policy: 2, sections: ['B', 'C'] }],
    conditions: [{ condition: 'trade-unions', min: 2 }],
    trigger: { classes: [...WC], action: 'free' },
    text: 'WC free action (2B/2C, 2 Trade Unions): WC +1 Influence and Strikes; MC adds cubes.',
    description:
      'Requires 2B/2C and at least 2 Trade Unions. The Working Class may trigger it as a Free ' +
      'Action: it gets 1 Influence and performs a Strike, placing 1 extra Strike token per Trade ' +
      'Union it has. The Middle Class adds Voting cubes equal to the number of Public and ' +
      'Capitalist Class Companies employing Middle Class Workers.',
    effects: [
      fx('gain-influence', { amount: 1 }, [...WC]),
      fx('strike', { extraTokens: { per: 'trade-unions' } }, [...WC]),
      fx('add-voting-cubes', { count: { per: 'public-or-capitalist-companies-employing-own-workers' } }, [
        ...MC,
      ]),
    ],
  },
  {
    ...base,
    id: 'he.world-war-ii',
    name: 'World War II',
    period: 2,
    years: '1939–1945',
    trigger: 'when-revealed',
    text: 'Policies 1, 3, 6 toward A; half-price Public Companies; WC, MC lose 2 unemployed.',
    description:
      'When revealed: Policies 1, 3 and 6 each move one step toward A. This round the State pays ' +
      'only half the cost of new Public Companies. The Working and Middle Classes each remove 2 ' +
      'unemployed Workers. The Capitalist Class sells one of its Luxury Companies to the State for ' +
      '32; it replaces a non-operational Public Company, which leaves the board.',
    effects: [
      fx(
        'change-policies',
        {
          changes: [
            { policy: 1, direction: 'toward-A' },
            { policy: 3, direction: 'toward-A' },
            { policy: 6, direction: 'toward-A' },
          ],
        },
        'game',
      ),
      fx('public-company-cost', { share: 'half' }, 'game'),
      fx('remove-workers', { count: 2, from: 'unemployed', unskilledFirst: false }, [...WC_MC]),
      fx('sell-company-to-state', { industry: 'luxury', price: 32 }, [...CC]),
    ],
  },
  {
    ...base,
    id: 'he.foundation-of-gatt',
    name: 'Foundation of GATT',
    period: 2,
    years: '1947',
    conditions: [
      {
        condition: 'companies',
        owner: 'any',
        industries: ['food', 'luxury'],
        status: 'any',
        min: { twoPlayers: 4, threeOrFourPlayers: 6 },
      },
    ],
    trigger: { classes: [...CC, ...ST], action: 'free' },
    text: 'CC or State free action (4/6 Agri/Luxury Cos): 6 toward C, +1 Deal, CC makes a Deal.',
    description:
      'Requires at least 4 (2 players) / 6 (3–4 players) Agricultural and/or Luxury Companies. The ' +
      'Capitalist Class or the State may trigger it as a Free Action. Policy 6 moves one step ' +
      'toward C and an additional Business Deal is placed. The Capitalist Class makes a Business ' +
      'Deal. This round the State gains 1 Legitimacy with a class whenever another player of that ' +
      'class Sells to the Foreign Market.',
    effects: [
      fx('change-policies', { changes: [{ policy: 6, direction: 'toward-C' }] }, 'game'),
      fx('add-business-deals', { count: 1 }, 'game'),
      fx('extra-action', { options: ['make-business-deal'] }, [...CC]),
      fx('legitimacy-on-actions', { actions: ['sell-to-foreign-market'], change: 1 }, [...ST], statePart),
    ],
  },
  {
    ...base,
    id: 'he.india-independence',
    name: 'India Gains Independence',
    period: 2,
    years: '1947',
    trigger: { classes: [...WC], action: 'free' },
    text: 'WC free action: WC +4 cubes, CC +1 cube, MC +1 cube.',
    description:
      'The Working Class may trigger it as a Free Action: the Working Class adds 4 Voting cubes to ' +
      'the bag, the Capitalist Class 1 and the Middle Class 1.',
    effects: [
      fx('add-voting-cubes', { count: 4 }, [...WC]),
      fx('add-voting-cubes', { count: 1 }, [...CC]),
      fx('add-voting-cubes', { count: 1 }, [...MC]),
    ],
  },
  // ------------------------------------------------------------------ Period III (round 3)
  {
    ...base,
    id: 'he.post-war-economic-miracle',
    name: 'Post-War Economic Miracle',
    period: 3,
    years: '1950s–1970s',
    trigger: 'when-revealed',
    text: 'WC assigns any number of unemployed Workers; CC Companies with Machinery +2 this round.',
    description:
      'When revealed: the Working Class may assign any number of its unemployed Workers. This ' +
      'round the Capitalist Class Companies with Machinery produce 2 more.',
    effects: [
      fx('assign-workers', { max: null, workers: 'unemployed', targets: 'any' }, [...WC], { optional: true }),
      fx('production-modifier', { amount: 2, onlyWithMachinery: true, owners: 'own' }, [...CC]),
    ],
  },
  {
    ...base,
    id: 'he.chinese-communist-revolution',
    name: 'Chinese Communist Revolution',
    period: 3,
    years: '1945–1949',
    policyRequirements: [{ policy: 2, sections: ['B', 'C'] }],
    conditions: [
      { condition: 'prosperity', classes: ['working'], max: 3 },
      { condition: 'trade-unions', min: 2 },
    ],
    trigger: { classes: [...WC, ...ST], action: 'basic' },
    text: 'WC or State basic action: no more Elections; WC moves up to 2 Policies; CC pays State 40.',
    description:
      'Requires 2B/2C, Working Class Prosperity 3 or less and at least 2 Trade Unions. The Working ' +
      'Class or the State may trigger it with a Basic Action. There are no further Elections this ' +
      'round. The Working Class moves up to 2 Policies to an adjacent section. The Capitalist Class ' +
      'pays 40 to the State. The State moves one other Policy to an adjacent section.',
    effects: [
      fx('no-elections', {}, 'game'),
      fx('move-chosen-policies', { count: 2, upTo: true }, [...WC]),
      fx('pay-money', { amount: 40, to: 'state' }, [...CC]),
      fx('move-chosen-policies', { count: 1, upTo: false, notChosenBy: 'working' }, [...ST], statePart),
    ],
  },
  {
    ...base,
    id: 'he.civil-rights-movement',
    name: 'Civil Rights Movement',
    period: 3,
    years: '1950s–1960s',
    conditions: [{ condition: 'prosperity', classes: ['working'], max: 3 }],
    trigger: { classes: [...WC, ...MC], action: 'free' },
    text: 'WC or MC free action (WC Prosperity ≤3): WC Strikes and +4 cubes; MC +2 cubes.',
    description:
      'Requires Working Class Prosperity 3 or less. The Working or Middle Class may trigger it as ' +
      'a Free Action: the Working Class performs a Strike and adds 4 Voting cubes to the bag; the ' +
      'Middle Class adds 2.',
    effects: [
      fx('strike', {}, [...WC]),
      fx('add-voting-cubes', { count: 4 }, [...WC]),
      fx('add-voting-cubes', { count: 2 }, [...MC]),
    ],
  },
  {
    ...base,
    id: 'he.embargo-against-cuba',
    name: 'Embargo Against Cuba',
    period: 3,
    years: 'since 1960',
    conditions: [{ condition: 'policies-in-section', section: 'A', min: 2 }],
    trigger: { classes: [...WC, ...ST], action: 'free' },
    text: 'WC or State free action (2+ Socialist Policies): no Deals, no Foreign Market this round.',
    description:
      'Requires at least 2 Socialist Policies (Policies 1–5 in section A). The Working Class or the ' +
      'State may trigger it as a Free Action: discard all Business Deals; this round nobody may Sell ' +
      'to or buy from the Foreign Market.',
    effects: [
      fx('discard-business-deals', { count: 'all', random: false }, 'game'),
      fx('close-foreign-market', {}, 'game'),
    ],
  },
  {
    ...base,
    id: 'he.marshall-plan',
    name: 'Marshall Plan',
    period: 3,
    years: '1948–1951',
    conditions: [{ condition: 'policies-in-section', section: 'A', max: 2 }],
    trigger: { classes: [...CC, ...ST], action: 'free' },
    text: 'CC or State free action (≤2 Socialist Policies): State +30; CC builds a Company for free.',
    description:
      'Requires 2 or fewer Socialist Policies (Policies 1–5 in section A). The Capitalist Class or ' +
      'the State may trigger it as a Free Action: the State gets 30 and the Capitalist Class builds ' +
      'a non-automated Company for free.',
    effects: [
      fx('gain-money', { amount: 30, from: 'bank' }, [...ST]),
      fx('build-company-free', { automated: false }, [...CC]),
    ],
  },
  {
    ...base,
    id: 'he.post-wwii-decolonization',
    name: 'Post-WWII Decolonization',
    period: 3,
    years: '1940s–1970s',
    conditions: [
      {
        condition: 'influence',
        whose: 'all-players',
        statePersonalOnly: true,
        min: { twoPlayers: 4, threePlayers: 5, fourPlayers: 7 },
      },
    ],
    trigger: { classes: [...ALL], action: 'free' },
    text: 'Any player free action (4/5/7 Influence in play): free Immediate Votes; WC+3, MC+2, CC+1.',
    description:
      'Requires the players to hold at least 4 (2 players) / 5 (3 players) / 7 (4 players) ' +
      'Influence in total, counting only Personal Influence for the State. Any player may trigger ' +
      'it as a Free Action: this round a player proposing a Bill may call an Immediate Vote without ' +
      'spending Influence. The Working Class adds 3 Voting cubes, the Capitalist Class 1, the ' +
      'Middle Class 2.',
    effects: [
      fx('free-immediate-votes', { scope: 'this-round' }, 'game'),
      fx('add-voting-cubes', { count: 3 }, [...WC]),
      fx('add-voting-cubes', { count: 1 }, [...CC]),
      fx('add-voting-cubes', { count: 2 }, [...MC]),
    ],
  },
  {
    ...base,
    id: 'he.era-of-keynesianism',
    name: 'Era of Keynesianism',
    period: 3,
    years: '1950s–1970s',
    conditions: [
      { condition: 'unemployed-workers', whose: 'all', min: { twoPlayers: 4, threeOrFourPlayers: 7 } },
    ],
    trigger: { classes: [...ALL], action: 'basic' },
    text: 'Any player basic action (4/7 unemployed): set Policies 1B 2B 3B 4A 5B 6B.',
    description:
      'Requires at least 4 (2 players) / 7 (3–4 players) unemployed Workers. Any player may trigger ' +
      'it with a Basic Action: set Policies to 1B 2B 3B 4A 5B 6B.',
    effects: [
      fx(
        'change-policies',
        {
          changes: [
            { policy: 1, set: 'B' },
            { policy: 2, set: 'B' },
            { policy: 3, set: 'B' },
            { policy: 4, set: 'A' },
            { policy: 5, set: 'B' },
            { policy: 6, set: 'B' },
          ],
        },
        'game',
      ),
    ],
    uncertain: [
      {
        field: 'conditions[0].whose',
        note: 'The card counts unemployed Workers without naming a class; read as all classes together.',
      },
    ],
  },
  {
    ...base,
    id: 'he.leftist-movements-in-europe',
    name: 'Leftist Movements in Europe',
    period: 3,
    years: '1950s–1960s',
    conditions: [
      { condition: 'policies-in-section', section: 'B', min: 3 },
      { condition: 'trade-unions', min: 2 },
      { condition: 'population', class: 'middle', min: 5, playerCounts: [3, 4] },
    ],
    trigger: { classes: [...WC, ...MC], action: 'free' },
    text: 'WC or MC free action: WC +4 cubes, MC +1 Influence, State gains 1 Legitimacy with WC.',
    description:
      'Requires at least 3 of Policies 1–5 in section B and at least 2 Trade Unions; with 3–4 ' +
      'players the Middle Class also needs at least 5 Population. The Working or Middle Class may ' +
      'trigger it as a Free Action: the Working Class adds 4 Voting cubes, the Middle Class gets 1 ' +
      'Influence and the State gains 1 Legitimacy with the Working Class.',
    effects: [
      fx('add-voting-cubes', { count: 4 }, [...WC]),
      fx('gain-influence', { amount: 1 }, [...MC]),
      fx('legitimacy', { classes: ['working'], change: 1 }, [...ST], statePart),
    ],
  },
  {
    ...base,
    id: 'he.post-war-consumerism',
    name: 'Post-War Rise of Consumerism',
    period: 3,
    years: '1950s',
    conditions: [
      { condition: 'companies', owner: 'any', industries: ['luxury'], status: 'operational', min: 3 },
    ],
    trigger: { classes: [...WC, ...MC], action: 'free' },
    text: 'WC or MC free action (3 op. Luxury Cos): both may buy Luxury from the CC.',
    description:
      'Requires at least 3 operational Luxury Companies. The Working or Middle Class may trigger it ' +
      'as a Free Action: the Working Class may buy Luxury from the Capitalist Class up to half its ' +
      'Population; the Middle Class up to its Population.',
    effects: [
      fx(
        'buy-goods',
        { resource: 'luxury', from: 'capitalist', max: { per: 'population', divisor: 2 } },
        [...WC],
        {
          optional: true,
        },
      ),
      fx('buy-goods', { resource: 'luxury', from: 'capitalist', max: { per: 'population' } }, [...MC], {
        optional: true,
      }),
    ],
    uncertain: [
      {
        field: 'effects[0].params.max',
        note: 'Half of the Population is not said to round either way; rounded down (no half item).',
      },
    ],
  },
  // ------------------------------------------------------------------ Period IV (round 4)
  {
    ...base,
    id: 'he.arab-oil-nationalization',
    name: 'Arab Nationalization of Oil',
    period: 4,
    years: '1960s–1970s',
    conditions: [
      { condition: 'companies', owner: 'capitalist', status: 'any', min: 9 },
      { condition: 'influence', whose: 'state', statePersonalOnly: true, min: 3, playerCounts: [4] },
    ],
    trigger: { classes: [...WC, ...MC, ...ST], action: 'free' },
    text: 'WC, MC or State free action (CC has 9 Cos): CC gives the State an operational Company.',
    description:
      'Requires the Capitalist Class to have at least 9 Companies, and with 4 players the State to ' +
      'have at least 3 Personal Influence. The Working Class, Middle Class or State may trigger it ' +
      'as a Free Action. The Capitalist Class removes a Public Company from the board (a ' +
      'non-operational one if able) and gives the State one of its operational Companies in that ' +
      'place. The State loses 1 Legitimacy with the Capitalist Class.',
    effects: [
      fx(
        'give-company-to-state',
        { removePublic: 'non-operational-if-able', operationalOnly: true, plusMoney: 0 },
        [...CC],
      ),
      fx('legitimacy', { classes: ['capitalist'], change: -1 }, [...ST], statePart),
    ],
  },
  {
    ...base,
    id: 'he.chinese-economic-reform',
    name: 'Chinese Economic Reform',
    period: 4,
    years: 'since 1970s',
    conditions: [{ condition: 'policies-in-section', section: 'A', min: 3 }],
    trigger: 'end-of-action-phase',
    text: 'End of Action phase (3+ Socialist Policies): 1 and 3 toward C; the State gets 30.',
    description:
      'Requires at least 3 Socialist Policies (Policies 1–5 in section A). At the end of the Action ' +
      'phase Policies 1 and 3 move one step toward C and the State gets 30.',
    effects: [
      fx(
        'change-policies',
        {
          changes: [
            { policy: 1, direction: 'toward-C' },
            { policy: 3, direction: 'toward-C' },
          ],
        },
        'game',
      ),
      fx('gain-money', { amount: 30, from: 'bank' }, [...ST]),
    ],
  },
  {
    ...base,
    id: 'he.asian-tigers',
    name: 'Asian Tigers Economic Miracle',
    period: 4,
    years: '1960s–1990s',
    policyRequirements: [{ policy: 6, sections: ['A', 'B'] }],
    trigger: { classes: [...CC, ...MC, ...ST], action: 'free' },
    text: 'CC, MC or State free action (6A/6B): CC, MC get 10 from the State per build or export.',
    description:
      'Requires 6A/6B. The Capitalist Class, Middle Class or State may trigger it as a Free Action. ' +
      'This round the Capitalist and Middle Classes get 10 from the State whenever they Build a ' +
      'Company and whenever they Sell to the Foreign Market. The State gains 1 Legitimacy with a ' +
      'class whenever another player of that class Builds a Company or Sells to the Foreign Market.',
    effects: [
      fx(
        'money-on-actions',
        { actions: ['build-company', 'sell-to-foreign-market'], amount: 10, from: 'state' },
        [...CC_MC],
      ),
      fx(
        'legitimacy-on-actions',
        { actions: ['build-company', 'sell-to-foreign-market'], change: 1 },
        [...ST],
        statePart,
      ),
    ],
  },
  {
    ...base,
    id: 'he.world-wide-web',
    name: 'Invention of the World Wide Web',
    period: 4,
    years: '1989',
    conditions: [
      {
        condition: 'companies',
        owner: 'any',
        industries: ['education'],
        status: 'operational',
        min: { twoPlayers: 3, threeOrFourPlayers: 5 },
      },
    ],
    trigger: { classes: [...ALL], action: 'free' },
    text: 'Any player free action (3/5 op. Education Cos): Media +1; WC upgrades; CC, MC may export.',
    description:
      'Requires at least 3 (2 players) / 5 (3–4 players) operational Education Companies. Any ' +
      'player may trigger it as a Free Action. Media Companies produce 1 more Influence this round. ' +
      'The Working Class upgrades one of its Workers and gets 1 Influence. The Capitalist and ' +
      'Middle Classes may Sell to the Foreign Market, up to 2 transactions. The State gets 1 ' +
      'Influence for every 2 operational Companies it has.',
    effects: [
      fx(
        'production-modifier',
        { amount: 1, industries: ['media'], onlyWithMachinery: false, owners: 'all' },
        'game',
      ),
      fx('upgrade-worker', { count: 1 }, [...WC]),
      fx('gain-influence', { amount: 1 }, [...WC]),
      fx('extra-action', { options: ['sell-to-foreign-market'], maxTransactions: 2 }, [...CC_MC], {
        optional: true,
      }),
      fx('gain-influence', { amount: { per: 'own-operational-companies', divisor: 2 } }, [...ST], statePart),
    ],
    uncertain: [
      {
        field: 'effects[4].params.amount',
        note: 'The State\'s "1 per 2 operational Companies" (its Public Companies) rounds down.',
      },
    ],
  },
  {
    ...base,
    id: 'he.end-of-mediterranean-dictatorships',
    name: 'End of Mediterranean Dictatorships',
    period: 4,
    years: '1970s',
    conditions: [
      {
        condition: 'influence',
        whose: 'voting-classes',
        statePersonalOnly: true,
        min: { twoPlayers: 4, threeOrFourPlayers: 5 },
      },
    ],
    trigger: { classes: [...WC, ...CC, ...MC], action: 'free' },
    text: 'WC, CC or MC free action (4/5 Influence): −3 Media Influence; classes +1 Influence.',
    description:
      'Requires the classes to hold at least 4 (2 players) / 5 (3–4 players) Influence in total. ' +
      'The Working, Capitalist or Middle Class may trigger it as a Free Action. Remove 3 Influence ' +
      'from the Public Services. The Working, Capitalist and Middle Classes each get 1 Influence. ' +
      'The State gains 1 Legitimacy with any 2 classes.',
    effects: [
      fx('remove-public-services', { resource: 'influence', amount: 3 }, 'game'),
      fx('gain-influence', { amount: 1 }, [...CLASSES]),
      fx('legitimacy', { classes: { choose: 2 }, change: 1 }, [...ST], statePart),
    ],
    uncertain: [
      {
        field: 'conditions[0].whose',
        note: 'The card says "the classes"; read as the Working, Middle and Capitalist Classes only.',
      },
    ],
  },
  {
    ...base,
    id: 'he.fall-of-the-berlin-wall',
    name: 'Fall of the Berlin Wall',
    period: 4,
    years: '1989',
    trigger: 'when-revealed',
    text: 'Set Immigration to 7C; WC and MC each reveal an Immigration card and add its Worker.',
    description:
      'When revealed: set Policy 7 to 7C. The Working and Middle Classes each reveal an ' +
      'Immigration card and add the Worker shown to their unemployed Workers.',
    effects: [
      fx('change-policies', { changes: [{ policy: 7, set: 'C' }] }, 'game'),
      fx('draw-immigration-worker', { count: 1 }, [...WC_MC]),
    ],
  },
  {
    ...base,
    id: 'he.latin-american-debt-crisis',
    name: 'Latin American Debt Crisis',
    period: 4,
    years: '1980s',
    conditions: [
      { condition: 'money', whose: 'state', max: 99 },
      { condition: 'loans', whose: 'state', min: 1 },
    ],
    trigger: { classes: [...CC, ...ST], action: 'basic', influence: 1 },
    text: 'CC or State basic action + 1 Influence (State <100, has a Loan): 1, 2, 4 toward C.',
    description:
      'Requires the State to have less than 100 and a Loan. The Capitalist Class or the State may ' +
      'trigger it with a Basic Action and 1 Influence: Policies 1, 2 and 4 move one step toward C.',
    effects: [
      fx(
        'change-policies',
        {
          changes: [
            { policy: 1, direction: 'toward-C' },
            { policy: 2, direction: 'toward-C' },
            { policy: 4, direction: 'toward-C' },
          ],
        },
        'game',
      ),
    ],
  },
  {
    ...base,
    id: 'he.oil-crisis',
    name: 'Oil Crisis',
    period: 4,
    years: '1973–1974',
    trigger: 'when-revealed',
    text: 'Imports cost 15 Food / 9 Luxury this round; CC, MC top Food and Luxury prices.',
    description:
      'When revealed: this round Food bought from the Foreign Market costs 15 and Luxury 9, before ' +
      'tariffs. The Capitalist and Middle Classes set their Food and Luxury selling prices to the ' +
      'highest value and may not Adjust Prices for them this round.',
    effects: [
      fx('foreign-import-prices', { food: 15, luxury: 9 }, 'game'),
      fx('set-prices-highest', { goods: ['food', 'luxury'], noAdjustThisRound: true }, [...CC_MC]),
    ],
  },
  {
    ...base,
    id: 'he.indian-drought',
    name: 'Indian Drought',
    period: 4,
    years: '1987',
    trigger: 'when-revealed',
    text: 'Agricultural Companies produce 1 less Food this round.',
    description: 'When revealed: every Agricultural Company produces 1 less Food this round.',
    effects: [
      fx(
        'production-modifier',
        { amount: -1, industries: ['food'], onlyWithMachinery: false, owners: 'all' },
        'game',
      ),
    ],
  },
  // ------------------------------------------------------------------ Period V (round 5)
  {
    ...base,
    id: 'he.ex-soviet-elections',
    name: 'Elections in Ex-Soviet Countries',
    period: 5,
    years: '1990s',
    trigger: 'when-revealed',
    text: 'This round a player proposing a Bill may call an Immediate Vote without Influence.',
    description:
      'When revealed: this round, whenever a player proposes a Bill, they may call an Immediate ' +
      'Vote without spending Influence.',
    effects: [fx('free-immediate-votes', { scope: 'this-round' }, 'game')],
  },
  {
    ...base,
    id: 'he.eu-emissions-trading',
    name: 'EU Emissions Trading System',
    period: 5,
    years: 'since 2005',
    policyRequirements: [
      { policy: 1, sections: ['A', 'B'] },
      { policy: 3, sections: ['A', 'B'] },
    ],
    trigger: { classes: [...WC, ...ST], action: 'free' },
    text: 'WC or State free action (1A/1B, 3A/3B): CC, MC pay 10 per op. Luxury Company.',
    description:
      'Requires 1A/1B and 3A/3B. The Working Class or the State may trigger it as a Free Action: ' +
      'the Capitalist and Middle Classes each pay the State 10 for each of their operational ' +
      'Luxury Companies.',
    effects: [
      fx(
        'pay-money',
        { amount: { per: 'own-operational-companies', industry: 'luxury', times: 10 }, to: 'state' },
        [...CC_MC],
      ),
    ],
  },
  {
    ...base,
    id: 'he.us-financial-crisis',
    name: 'US Financial Crisis',
    period: 5,
    years: '2007–2008',
    conditions: [{ condition: 'loans', whose: 'all-players', min: 2 }],
    trigger: 'when-revealed',
    text: 'If 2+ Loans: 2, 3 toward C; all get 10 from the State; CC, MC lose a Company.',
    description:
      'Requires at least 2 Loans among all players. When revealed: Policies 2 and 3 move one step ' +
      'toward C. The Working Class gets 10 from the State. The Capitalist and Middle Classes get 10 ' +
      'from the State, then each discard an operational Company. The State loses 1 Legitimacy with ' +
      'any 2 classes; it may save a Company chosen for discard by paying half its cost (rounded ' +
      "down), gaining 1 Legitimacy with the owner's class for each Company saved.",
    effects: [
      fx(
        'change-policies',
        {
          changes: [
            { policy: 2, direction: 'toward-C' },
            { policy: 3, direction: 'toward-C' },
          ],
        },
        'game',
      ),
      fx('gain-money', { amount: 10, from: 'state' }, [...WC]),
      fx('gain-money', { amount: 10, from: 'state' }, [...CC_MC]),
      fx('discard-company', { count: 1, operational: true, statePrevents: true }, [...CC_MC]),
      fx('legitimacy', { classes: { choose: 2 }, change: -1 }, [...ST], statePart),
      fx('prevent-company-discard', { costDivisor: 2, round: 'down', legitimacy: 1 }, [...ST], {
        ...statePart,
        optional: true,
      }),
    ],
  },
  {
    ...base,
    id: 'he.us-chinese-trade-war',
    name: 'US-Chinese Trade War',
    period: 5,
    years: 'since 2018',
    trigger: 'when-revealed',
    text: 'Foreign Trade toward A; remove a random Business Deal; CC, MC top Luxury prices.',
    description:
      'When revealed: Policy 6 moves one step toward A and a random Business Deal leaves the board. ' +
      'The Capitalist and Middle Classes set their Luxury selling price to the highest value and ' +
      'may not Adjust Prices for Luxury this round.',
    effects: [
      fx('change-policies', { changes: [{ policy: 6, direction: 'toward-A' }] }, 'game'),
      fx('discard-business-deals', { count: 1, random: true }, 'game'),
      fx('set-prices-highest', { goods: ['luxury'], noAdjustThisRound: true }, [...CC_MC]),
    ],
  },
  {
    ...base,
    id: 'he.european-debt-crisis',
    name: 'European Debt Crisis',
    period: 5,
    years: '2009–2010s',
    conditions: [{ condition: 'loans', whose: 'all-players', min: 2 }],
    trigger: 'when-revealed',
    text: 'If 2+ Loans: 1, 2, 4 toward C, 3 toward A; CC, MC lose a Company; State −1 all.',
    description:
      'Requires at least 2 Loans among all players. When revealed: Policies 1, 2 and 4 move one ' +
      'step toward C and Policy 3 one step toward A. The Capitalist and Middle Classes each discard ' +
      'an operational Company. The State loses 1 Legitimacy with every class.',
    effects: [
      fx(
        'change-policies',
        {
          changes: [
            { policy: 1, direction: 'toward-C' },
            { policy: 2, direction: 'toward-C' },
            { policy: 3, direction: 'toward-A' },
            { policy: 4, direction: 'toward-C' },
          ],
        },
        'game',
      ),
      fx('discard-company', { count: 1, operational: true, statePrevents: false }, [...CC_MC]),
      fx('legitimacy', { classes: 'all', change: -1 }, [...ST], statePart),
    ],
  },
  {
    ...base,
    id: 'he.maastricht-treaty',
    name: 'Maastricht Treaty',
    period: 5,
    years: '1992',
    trigger: { classes: [...ALL], action: 'free' },
    text: 'Any player free action: one election for 6C and 7C; if it passes everyone is paid.',
    description:
      'Any player may trigger it as a Free Action. Hold a single election to set both Policies 6 ' +
      'and 7 to 6C and 7C. If it passes, or both are already there: the Working and Middle Classes ' +
      'get 10, the Capitalist Class 25 and the State 2 Personal Influence. Nobody scores VP for ' +
      'winning this election.',
    effects: [
      fx(
        'special-election',
        {
          changes: [
            { policy: 6, set: 'C' },
            { policy: 7, set: 'C' },
          ],
          awardVp: false,
        },
        'game',
      ),
      fx('gain-money', { amount: 10, from: 'bank' }, [...WC_MC], { onlyIf: 'election-passed' }),
      fx('gain-money', { amount: 25, from: 'bank' }, [...CC], { onlyIf: 'election-passed' }),
      fx('gain-influence', { amount: 2 }, [...ST], { ...statePart, onlyIf: 'election-passed' }),
    ],
  },
  {
    ...base,
    id: 'he.dissolution-of-the-soviet-union',
    name: 'Dissolution of the Soviet Union',
    period: 5,
    years: '1991',
    conditions: [
      {
        condition: 'any-of',
        options: [
          { condition: 'money', whose: 'state', max: 50 },
          { condition: 'policies-in-section', section: 'A', min: 3 },
        ],
      },
    ],
    trigger: { classes: [...ALL], action: 'basic' },
    text: 'Any player basic action: 1, 2, 3 toward C; WC, MC lose all unemployed; CC may buy a Public Co.',
    description:
      'Requires the State to have 50 or less, or at least 3 Socialist Policies. Any player may ' +
      'trigger it with a Basic Action. Policies 1, 2 and 3 move one step toward C. The Working and ' +
      'Middle Classes return all their unemployed Workers to the Supply. The Capitalist Class may ' +
      'buy a Public Company at half its cost.',
    effects: [
      fx(
        'change-policies',
        {
          changes: [
            { policy: 1, direction: 'toward-C' },
            { policy: 2, direction: 'toward-C' },
            { policy: 3, direction: 'toward-C' },
          ],
        },
        'game',
      ),
      fx('remove-workers', { count: 'all', from: 'unemployed', unskilledFirst: false }, [...WC_MC]),
      fx('buy-public-company', { costDivisor: 2 }, [...CC], { optional: true }),
    ],
  },
  {
    ...base,
    id: 'he.rise-of-the-asian-middle-class',
    name: 'Rise of the Middle Class in Asia',
    period: 5,
    years: 'since 2000s',
    conditions: [{ condition: 'prosperity', classes: ['working', 'middle'], min: 5 }],
    trigger: { classes: [...WC, ...MC], action: 'free' },
    text: 'WC or MC free action (both Prosperity 5+): this turn each Use of goods gives +1 VP.',
    description:
      'Requires the Working and Middle Classes to have at least 5 Prosperity each. Either may ' +
      'trigger it as a Free Action: this turn they gain 1 VP whenever they Use Healthcare, ' +
      'Education or Luxury.',
    effects: [fx('vp-on-use-goods', { vp: 1, scope: 'this-turn' }, [...WC_MC])],
  },
  {
    ...base,
    id: 'he.yellow-vest-protests',
    name: 'First Phase of Yellow Vest Protests',
    period: 5,
    years: '2018–2020',
    policyRequirements: [
      { policy: 2, sections: ['B', 'C'] },
      { policy: 3, sections: ['A', 'B'] },
    ],
    trigger: { classes: [...WC, ...CC, ...MC], action: 'free' },
    text: 'WC, CC or MC free action (2B/2C, 3A/3B): Labor Market toward A, Taxation toward C.',
    description:
      'Requires 2B/2C and 3A/3B. The Working, Capitalist or Middle Class may trigger it as a Free ' +
      'Action: Policy 2 moves one step toward A and Policy 3 one step toward C.',
    effects: [
      fx(
        'change-policies',
        {
          changes: [
            { policy: 2, direction: 'toward-A' },
            { policy: 3, direction: 'toward-C' },
          ],
        },
        'game',
      ),
    ],
  },
];

export const HISTORICAL_EVENTS: readonly HistoricalEvent[] = parseDeck(
  'historical-events',
  HistoricalEvent,
  RAW,
);

const BY_ID = new Map(HISTORICAL_EVENTS.map((card) => [card.id, card]));

export function historicalEventById(id: string): HistoricalEvent | undefined {
  return BY_ID.get(id);
}

export function historicalEventsOfPeriod(period: HistoricalPeriod): HistoricalEvent[] {
  return HISTORICAL_EVENTS.filter((card) => card.period === period);
}

const ROMAN = ['', 'I', 'II', 'III', 'IV', 'V'] as const;

/** "Early Period", "Period III". */
export function periodName(period: HistoricalPeriod): string {
  return period === 'early' ? 'Early Period' : `Period ${ROMAN[period]}`;
}

/** Who triggers a card and how, in words: "Working Class or State: Basic Action + 2 Influence". */
export function triggerText(trigger: HistoricalTrigger): string {
  if (trigger === 'setup') return 'Applied during setup';
  if (trigger === 'when-revealed') return 'When revealed';
  if (trigger === 'end-of-action-phase') return 'At the end of the Action phase';
  const who =
    trigger.classes.length === 4 ? 'Any player' : trigger.classes.map((c) => CLASS_NAMES[c]).join(' or ');
  const cost = trigger.influence ? ` + ${trigger.influence} Influence` : '';
  return `${who}: ${trigger.action === 'free' ? 'Free Action' : 'Basic Action'}${cost}`;
}
