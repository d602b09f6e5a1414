/**
 * Crisis & Control — Hidden Agendas: 20 cards, 5 per role. Each player draws 2 and keeps 1 in
 * secret; an Automa plays with all of its role's Agendas face up and scores the best completed
 * one. A completed Agenda is revealed and its VP are added at game end.
 * Sources: Crisis & Control rulebook (setup), components reference §2.14 (table) and §3.3 (Agendas
 * with policy conditions cannot be claimed during the Elections phase until every election is
 * done), Game End and Scoring.
 */
import { z } from 'zod';
import { ClassId } from './common.ts';
import { Condition, cardBase, parseDeck } from './expansions.schema.ts';

export const HIDDEN_AGENDAS_PER_ROLE = 5;
export const HIDDEN_AGENDAS_DRAWN = 2;

/** When the condition may be checked and the Agenda claimed. */
export const AgendaTiming = z.enum([
  'anytime',
  'game-end',
  'scoring-phase',
  'elections-phase',
  'production-phase',
  'action-phase',
]);
export type AgendaTiming = z.infer<typeof AgendaTiming>;

export const HiddenAgenda = z.strictObject({
  ...cardBase,
  module: z.literal('crisis-and-control'),
  role: ClassId,
  /** Short id of what the Agenda asks for (e.g. 'events-resolved'). */
  conditionId: z.string().regex(/^[a-z0-9-]+$/),
  /** All must hold at the moment of checking. */
  conditions: z.array(Condition).min(1),
  when: AgendaTiming,
  /** Only from this round on (e.g. "after round 1" = 2). */
  fromRound: z.number().int().min(1).max(5).optional(),
  /** Only until the end of this round. */
  untilRound: z.number().int().min(1).max(5).optional(),
  /** The Agenda is discarded as soon as this happens. */
  discardIf: z.literal('took-loan').optional(),
  vp: z.number().int().positive(),
});
export type HiddenAgenda = z.infer<typeof HiddenAgenda>;
export type HiddenAgendaInput = z.input<typeof HiddenAgenda>;

const base = { module: 'crisis-and-control' } as const;

const RAW: HiddenAgendaInput[] = [
  // State
  {
    ...base,
    id: 'agenda.leviathan',
    name: 'Leviathan',
    role: 'state',
    conditionId: 'events-resolved',
    conditions: [{ condition: 'events-resolved', min: 10 }],
    when: 'anytime',
    vp: 8,
    text: 'State: resolve the task of 10 or more Events. 8 VP.',
    description:
      'State Agenda. Completed once you have performed the task of at least 10 Events. Worth 8 VP.',
  },
  {
    ...base,
    id: 'agenda.expert-budgeter',
    name: 'Expert Budgeter',
    role: 'state',
    conditionId: 'no-loan-taken',
    conditions: [{ condition: 'no-loan-taken' }],
    when: 'game-end',
    discardIf: 'took-loan',
    vp: 4,
    text: 'State: finish the game without ever taking a Loan. 4 VP.',
    description:
      'State Agenda. Completed at game end if you never took a Loan; discard it as soon as you take ' +
      'one. Worth 4 VP.',
  },
  {
    ...base,
    id: 'agenda.according-to-plan',
    name: 'According to Plan',
    role: 'state',
    conditionId: 'policies-match-agenda',
    conditions: [{ condition: 'policies-match-agenda', min: 4 }],
    when: 'scoring-phase',
    vp: 5,
    text: 'State: at a Scoring phase, 4+ Policies match your Political Agenda card. 5 VP.',
    description:
      'State Agenda. Checked in a Scoring phase: at least 4 Policies match the current Political ' +
      'Agenda card. Worth 5 VP.',
  },
  {
    ...base,
    id: 'agenda.strong-welfare-state',
    name: 'Strong Welfare State',
    role: 'state',
    conditionId: 'strong-welfare-state',
    conditions: [
      { condition: 'money', whose: 'self', min: 150 },
      {
        condition: 'policies',
        requirements: [
          { policy: 4, sections: ['A'] },
          { policy: 5, sections: ['A'] },
        ],
      },
    ],
    when: 'anytime',
    vp: 10,
    text: 'State: hold 150 or more with Policies 4A and 5A. 10 VP.',
    description:
      'State Agenda. Completed when you have at least 150 while Policies 4A and 5A hold. Worth 10 VP.',
  },
  {
    ...base,
    id: 'agenda.state-led-economy',
    name: 'State-Led Economy',
    role: 'state',
    conditionId: 'state-led-economy',
    conditions: [
      { condition: 'policies', requirements: [{ policy: 1, sections: ['A'] }] },
      { condition: 'companies', owner: 'public', status: 'operational', min: 6 },
    ],
    when: 'anytime',
    vp: 8,
    text: 'State: Policy 1A and 6 or more operational Public Companies. 8 VP.',
    description:
      'State Agenda. Completed with Policy 1A and at least 6 operational Public Companies. Worth 8 VP.',
  },
  // Middle Class
  {
    ...base,
    id: 'agenda.entrepreneur',
    name: 'Entrepreneur',
    role: 'middle',
    conditionId: 'resources-stored',
    conditions: [
      { condition: 'resources-stored', resources: ['food', 'luxury', 'health', 'education'], minEach: 8 },
    ],
    when: 'anytime',
    vp: 8,
    text: 'MC: 8 or more each of Food, Luxury, Health and Education in Storage. 8 VP.',
    description:
      'Middle Class Agenda. Completed with at least 8 each of Food, Luxury, Health and Education in ' +
      'your Storages. Worth 8 VP.',
  },
  {
    ...base,
    id: 'agenda.successful-startup',
    name: 'Successful Startup',
    role: 'middle',
    conditionId: 'fully-operational-companies',
    conditions: [{ condition: 'companies', owner: 'self', status: 'fully-operational', min: 5 }],
    when: 'anytime',
    untilRound: 3,
    vp: 8,
    uncertain: [
      {
        field: 'conditions[0].status',
        note: '"Fully operational" read as every Worker slot filled, the optional Working Class slot included.',
      },
    ],
    text: 'MC: 5 fully operational Companies by the end of round 3. 8 VP.',
    description:
      'Middle Class Agenda. Completed with at least 5 fully operational Companies, by the end of ' +
      'round 3. Worth 8 VP.',
  },
  {
    ...base,
    id: 'agenda.growing-middle-class',
    name: 'Growing Middle Class',
    role: 'middle',
    conditionId: 'growing-middle-class',
    conditions: [
      { condition: 'companies', owner: 'self', status: 'fully-operational', min: 8 },
      { condition: 'workers-in-companies', owners: ['public', 'capitalist'], minCompanies: 5 },
    ],
    when: 'anytime',
    vp: 10,
    uncertain: [
      {
        field: 'conditions[0].status',
        note: '"Fully operational" read as every Worker slot filled, the optional Working Class slot included.',
      },
    ],
    text: 'MC: 8 fully operational Companies and Workers in 5 Public/CC Companies. 10 VP.',
    description:
      'Middle Class Agenda. Completed with 8 fully operational Companies and your Workers in at ' +
      'least 5 Public and/or Capitalist Class Companies. Worth 10 VP.',
  },
  {
    ...base,
    id: 'agenda.golden-compromise',
    name: 'Golden Compromise',
    role: 'middle',
    conditionId: 'policies-in-section',
    conditions: [{ condition: 'policies-in-section', section: 'B', min: 5 }],
    when: 'anytime',
    vp: 4,
    text: 'MC: Policies 1–5 all in section B. 4 VP.',
    description: 'Middle Class Agenda. Completed when Policies 1 to 5 are all in section B. Worth 4 VP.',
  },
  {
    ...base,
    id: 'agenda.we-work-we-thrive',
    name: 'We Work, We Thrive',
    role: 'middle',
    conditionId: 'no-unemployed-workers',
    conditions: [{ condition: 'unemployed-workers', whose: 'self', max: 0 }],
    when: 'game-end',
    vp: 5,
    text: 'MC: no unemployed Workers at game end. 5 VP.',
    description: 'Middle Class Agenda. Completed at game end if you have no unemployed Workers. Worth 5 VP.',
  },
  // Working Class
  {
    ...base,
    id: 'agenda.rally-the-masses',
    name: 'Rally the Masses',
    role: 'working',
    conditionId: 'influence',
    conditions: [{ condition: 'influence', whose: 'self', statePersonalOnly: false, min: 6 }],
    when: 'anytime',
    vp: 4,
    text: 'WC: hold 6 or more Influence. 4 VP.',
    description: 'Working Class Agenda. Completed when you hold at least 6 Influence. Worth 4 VP.',
  },
  {
    ...base,
    id: 'agenda.workers-unite',
    name: 'Workers, Unite!',
    role: 'working',
    conditionId: 'trade-unions',
    conditions: [{ condition: 'trade-unions', min: 4 }],
    when: 'anytime',
    vp: 8,
    text: 'WC: have 4 or more Trade Unions. 8 VP.',
    description: 'Working Class Agenda. Completed with at least 4 Trade Unions. Worth 8 VP.',
  },
  {
    ...base,
    id: 'agenda.working-class-push',
    name: 'Working Class Push',
    role: 'working',
    conditionId: 'bills-passed-in-one-elections-phase',
    conditions: [{ condition: 'bills-passed-in-one-elections-phase', proposedBySelf: true, min: 3 }],
    when: 'elections-phase',
    vp: 10,
    text: 'WC: 3 Bills you proposed pass in the same Elections phase. 10 VP.',
    description:
      'Working Class Agenda. Completed when 3 Bills you proposed pass in the same Elections phase. ' +
      'Worth 10 VP.',
  },
  {
    ...base,
    id: 'agenda.small-labor-force',
    name: 'Small Labor Force',
    role: 'working',
    conditionId: 'population',
    conditions: [{ condition: 'population', class: 'self', max: 7 }],
    when: 'game-end',
    vp: 5,
    text: 'WC: Population 7 or less at game end. 5 VP.',
    description: 'Working Class Agenda. Completed at game end with a Population of 7 or less. Worth 5 VP.',
  },
  {
    ...base,
    id: 'agenda.surplus-value-is-ours',
    name: 'The Surplus Value Is Ours!',
    role: 'working',
    conditionId: 'wages-in-one-production-phase',
    conditions: [{ condition: 'wages-in-one-production-phase', min: 240 }],
    when: 'production-phase',
    vp: 8,
    text: 'WC: receive 240 or more in Wages in a single Production phase. 8 VP.',
    description:
      'Working Class Agenda. Completed when you receive at least 240 in Wages in one Production ' +
      'phase. Worth 8 VP.',
  },
  // Capitalist Class
  {
    ...base,
    id: 'agenda.corporate-empire',
    name: 'Corporate Empire',
    role: 'capitalist',
    conditionId: 'corporate-empire',
    conditions: [
      { condition: 'companies', owner: 'self', status: 'any', min: 12 },
      { condition: 'companies', owner: 'self', status: 'operational', min: 11 },
    ],
    when: 'anytime',
    vp: 10,
    text: 'CC: 12 Companies, at least 11 of them operational. 10 VP.',
    description:
      'Capitalist Class Agenda. Completed with 12 Companies of which at least 11 are operational. ' +
      'Worth 10 VP.',
  },
  {
    ...base,
    id: 'agenda.toward-a-neoliberal-state',
    name: 'Toward a Neoliberal State',
    role: 'capitalist',
    conditionId: 'policies-in-section',
    conditions: [{ condition: 'policies-in-section', section: 'C', min: 3 }],
    when: 'anytime',
    fromRound: 2,
    vp: 4,
    text: 'CC: 3 or more of Policies 1–5 in section C, after round 1. 4 VP.',
    description:
      'Capitalist Class Agenda. Completed, after round 1, with at least 3 of Policies 1 to 5 in ' +
      'section C. Worth 4 VP.',
  },
  {
    ...base,
    id: 'agenda.export-tycoon',
    name: 'Export Tycoon',
    role: 'capitalist',
    conditionId: 'single-export-sale',
    conditions: [{ condition: 'single-export-sale', min: 240 }],
    when: 'action-phase',
    vp: 8,
    text: 'CC: earn 240 or more in a single Sell to the Foreign Market action. 8 VP.',
    description:
      'Capitalist Class Agenda. Completed when one Sell to the Foreign Market action earns you at ' +
      'least 240. Worth 8 VP.',
  },
  {
    ...base,
    id: 'agenda.diversified-portfolio',
    name: 'Diversified Portfolio',
    role: 'capitalist',
    conditionId: 'companies-per-industry',
    conditions: [
      {
        condition: 'companies-per-industry',
        industries: ['food', 'luxury', 'health', 'education', 'media'],
        minEach: 2,
      },
    ],
    when: 'game-end',
    vp: 8,
    text: 'CC: 2 or more Companies in each of the 5 industries at game end. 8 VP.',
    description:
      'Capitalist Class Agenda. Completed at game end with at least 2 Companies in each of the 5 ' +
      'industries. Worth 8 VP.',
  },
  {
    ...base,
    id: 'agenda.venture-capitalist',
    name: 'Venture Capitalist',
    role: 'capitalist',
    conditionId: 'capital',
    conditions: [{ condition: 'capital', min: 320 }],
    when: 'game-end',
    vp: 5,
    text: 'CC: 320 or more in Capital at game end. 5 VP.',
    description: 'Capitalist Class Agenda. Completed at game end with at least 320 in Capital. Worth 5 VP.',
  },
];

export const HIDDEN_AGENDAS: readonly HiddenAgenda[] = parseDeck('hidden-agendas', HiddenAgenda, RAW);

export function hiddenAgendasOf(role: ClassId): HiddenAgenda[] {
  return HIDDEN_AGENDAS.filter((agenda) => agenda.role === role);
}
