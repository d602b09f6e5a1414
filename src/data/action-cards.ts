/**
 * The four 40-card Action decks and the 20 Crisis & Control Action cards (5 per class, marked by
 * dots beside the title). Source: components reference §2.12 (names, copies, requirements and Legitimacy
 * icons read from the card images; cross-checked with a second fan transcription) and §3.1 (FAQ).
 * Texts are our own paraphrases; every number is the card's.
 */
import { z } from 'zod';
import {
  CardText,
  type ClassId,
  ClassId as ClassIdSchema,
  type PolicyId,
  PolicyRequirement,
  type Section,
  Uncertain,
  type VotingClass,
} from './common.ts';
import { checkEffect, type EFFECT_SPECS } from './effect-specs.ts';
import { LegitimacyIcon, perText, type Unit } from './icons.ts';
import { CLASS_NAMES } from './names.ts';
import { parseDeck } from './validate.ts';

export const ActionModule = z.enum(['base', 'crisis-and-control']);
export type ActionModule = z.infer<typeof ActionModule>;

export const ActionCard = z
  .object({
    id: z.string().regex(/^(working|middle|capitalist|state)\.[a-z0-9]+(-[a-z0-9]+)*$/),
    name: z.string().min(1),
    class: ClassIdSchema,
    copies: z.number().int().min(1).max(3),
    module: ActionModule,
    /** Every requirement must hold to play the card for its effect; [] = none. */
    requirement: z.array(PolicyRequirement),
    /** Legitimacy icons: 4-player games only, applied only when the card is played for its effect. */
    legitimacy: z.array(LegitimacyIcon),
    effect: z.string().min(1),
    params: z.record(z.string(), z.union([z.number(), z.string(), z.boolean()])),
    ...CardText,
    uncertain: z.array(Uncertain).default([]),
  })
  .superRefine((card, ctx) => {
    if (!card.id.startsWith(`${card.class}.`))
      ctx.addIssue({ code: 'custom', path: ['id'], message: `must start with "${card.class}."` });
    checkEffect(ctx, 'action', card.effect, card.params);
    const policies = card.requirement.map((r) => r.policy);
    if (new Set(policies).size !== policies.length)
      ctx.addIssue({ code: 'custom', path: ['requirement'], message: 'one requirement per Policy' });
  });
export type ActionCard = z.infer<typeof ActionCard>;

// ---------------------------------------------------------------------------------------------
// Builders.

type Params = Record<string, number | string | boolean>;
type EffectName = keyof typeof EFFECT_SPECS;

interface Raw {
  name: string;
  copies: number;
  req?: Array<z.input<typeof PolicyRequirement>>;
  legit?: Array<z.input<typeof LegitimacyIcon>>;
  effect: EffectName;
  params?: Params;
  text: string;
  /** Extra detail for the description, beyond the text. */
  detail?: string;
  uncertain?: Uncertain[];
}

const req = (policy: PolicyId, ...sections: Section[]) => ({ policy, sections });
type IconClass = VotingClass | 'target';
const up = (cls: IconClass, delta = 1) => ({ kind: 'change' as const, class: cls, delta });
const per = (cls: IconClass, n: number, unit: Unit) => ({
  kind: 'change-per' as const,
  class: cls,
  per: n,
  unit,
});
const token = (cls: IconClass) => ({ kind: 'token' as const, class: cls });
const chosen = (delta: number, count: number) => ({ kind: 'change-chosen' as const, delta, count });

export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/['’&]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const who = (cls: IconClass) => (cls === 'target' ? 'the chosen class' : `the ${CLASS_NAMES[cls]}`);

function iconText(icon: z.input<typeof LegitimacyIcon>): string {
  switch (icon.kind) {
    case 'change':
      return `${icon.delta > 0 ? '+' : '−'}${Math.abs(icon.delta)} Legitimacy with ${who(icon.class)}`;
    case 'change-per':
      return `+1 Legitimacy with ${who(icon.class)} ${perText(icon.per, icon.unit)}`;
    case 'change-chosen':
      return `${icon.delta > 0 ? '+' : '−'}${Math.abs(icon.delta)} Legitimacy with ${icon.count} classes of the State’s choice`;
    case 'token':
      return `a Legitimacy token for ${who(icon.class)}`;
  }
}

function requirementText(reqs: Array<z.input<typeof PolicyRequirement>>): string {
  return reqs.map((r) => `Policy ${r.policy} in ${r.sections.join(' or ')}`).join(' and ');
}

function build(cls: ClassId, module: ActionModule) {
  return (raw: Raw): z.input<typeof ActionCard> => {
    const requirement = raw.req ?? [];
    const legitimacy = raw.legit ?? [];
    const parts = [raw.detail ?? `${raw.text}.`];
    if (requirement.length > 0) parts.push(`Play for its effect only with ${requirementText(requirement)}.`);
    if (legitimacy.length > 0) parts.push(`4 players: ${legitimacy.map(iconText).join('; ')}.`);
    if (module === 'crisis-and-control') parts.push('Crisis & Control card.');
    return {
      id: `${cls}.${slugOf(raw.name)}`,
      name: raw.name,
      class: cls,
      copies: raw.copies,
      module,
      requirement,
      legitimacy,
      effect: raw.effect,
      params: raw.params ?? {},
      text: raw.text,
      description: parts.join(' '),
      uncertain: raw.uncertain ?? [],
    };
  };
}

// ---------------------------------------------------------------------------------------------
// Cards several classes share (same effect, same numbers).

const shared = {
  publicOpinionPolling: (copies: number): Raw => ({
    name: 'Public Opinion Polling',
    copies,
    effect: 'public-opinion-polling',
    params: { cubes: 5 },
    text: 'Propose a Bill and reveal 5 cubes; you may hold its Immediate Vote with them, free',
    detail:
      'Propose a Bill, then reveal 5 cubes from the bag. You may call its Immediate Vote without spending ' +
      'Influence, using those 5 cubes as the draw; the others declare sides only if the vote is called.',
  }),
  fakeNews: (): Raw => ({
    name: 'Fake News',
    copies: 1,
    effect: 'fake-news',
    params: { draw: 6, remove: 4 },
    text: 'Draw 6 cubes from the bag, remove up to 4 of them from the game, return the rest',
  }),
  interestGroups: (): Raw => ({
    name: 'Interest Groups',
    copies: 1,
    effect: 'interest-groups',
    params: { opponentCubes: 3 },
    text: 'Reveal cubes until 3 of other classes are out; swap those for yours, return all to the bag',
  }),
  radicalReforms: (): Raw => ({
    name: 'Radical Reforms',
    copies: 1,
    effect: 'radical-reforms',
    text: 'Propose a Bill on any section of a Policy, even two steps away (no Immediate Vote for it)',
  }),
  migration: (copies: number): Raw => ({
    name: 'Migration',
    copies,
    effect: 'migration',
    params: { minUnemployed: 4, remove: 2, perUnskilled: 5, perSkilled: 10 },
    text: 'With 4+ unemployed Workers, remove up to 2 of them: gain 5 per unskilled, 10 per skilled',
  }),
  billOn: (name: string, policy: PolicyId, policyName: string): Raw => ({
    name,
    copies: 1,
    effect: 'propose-bill-on-policy',
    params: { policy, cubes: 2 },
    text: `Propose a Bill on ${policyName} (Policy ${policy}), then add 2 Voting cubes to the bag`,
  }),
  highlightSocialIssues: (cls: VotingClass): Raw => ({
    name: 'Highlight Social Issues',
    copies: 1,
    legit: [up(cls)],
    effect: 'buy-influence-from-state',
    params: { influence: 3, cost: 15 },
    text: 'Pay the State 15 to gain 3 Influence',
  }),
  healthcareBenefits: (cls: VotingClass, copies: number): Raw => ({
    name: 'Healthcare Benefits',
    copies,
    req: [req(4, 'B', 'C')],
    legit: [up(cls)],
    effect: 'buy-from-state-half-price',
    params: { good: 'health' },
    text: 'Buy Health from the State up to your Population, paying half the total (rounded up)',
    detail:
      'Buy Health from the State up to your Population, paying half the total price, rounded up (5 Health ' +
      'at 5 costs 13). The State still scores its welfare-tile VP at 4B.',
  }),
  stateScholarship: (cls: VotingClass, copies: number): Raw => ({
    name: 'State Scholarship',
    copies,
    req: [req(5, 'B', 'C')],
    legit: [up(cls)],
    effect: 'buy-from-state-half-price',
    params: { good: 'education' },
    text: 'Buy Education from the State up to your Population, paying half the total (rounded up)',
    detail:
      'Buy Education from the State up to your Population, paying half the total price, rounded up. The ' +
      'State still scores its welfare-tile VP at 5B.',
  }),
  laborMarketDeregulation: (copies: number): Raw => ({
    name: 'Labor Market Deregulation',
    copies,
    req: [req(2, 'B', 'C')],
    effect: 'labor-market-deregulation',
    text: 'Assign any number of unemployed Workers; at 2C you may also move any assigned Workers',
    detail:
      'Assign any number of your unemployed Workers. With Policy 2 at C you may also reassign any number of ' +
      'your already assigned Workers (never committed ones).',
  }),
};

/** The Crisis & Control cards that every class has. */
const ccShared = {
  momentumForChange: (): Raw => ({
    name: 'Momentum for Change',
    copies: 1,
    effect: 'momentum-for-change',
    params: { influencePerBill: 1 },
    text: 'Gain 1 Influence per Bill marker of yours on the Politics table, then Propose a Bill',
    detail:
      'Gain 1 Influence for each of your Bill markers on the Politics table, then Propose a Bill (no ' +
      'Immediate Vote for it).',
  }),
  protectTheStatusQuo: (): Raw => ({
    name: 'Protect the Status Quo',
    copies: 1,
    effect: 'protect-status-quo',
    params: { influence: 1 },
    text: 'Block Bills on one Policy this round with a Bill marker of yours; gain 1 Influence',
  }),
  changeOfGovernmentAgenda: (): Raw => ({
    name: 'Change of Government Agenda',
    copies: 1,
    effect: 'change-of-government-agenda',
    params: { maxProposedBills: 3 },
    text: 'If 3 or fewer Bills are proposed, discard another’s Bill; you, then they, may propose one',
    detail:
      'If at most 3 Bills are proposed, discard another player’s Bill (its marker goes back). Then you, and ' +
      'after you that player, may each Propose a Bill.',
    uncertain: [
      {
        field: 'requirement',
        note: 'No requirement is printed; one fan transcription reads "4b", which is scan noise.',
      },
    ],
  }),
  revealPoliticalScandal: (): Raw => ({
    name: 'Reveal Political Scandal',
    copies: 1,
    effect: 'reveal-political-scandal',
    params: { influence: 2 },
    text: 'Take 2 Influence from another player',
  }),
};

// ---------------------------------------------------------------------------------------------
// Working Class (40).

const WORKING_BASE: Raw[] = [
  {
    name: 'Specialization',
    copies: 2,
    req: [req(7, 'B', 'C')],
    effect: 'specialization',
    params: { assign: 3, assignTo: 'any' },
    text: 'Put a skilled Worker of any industry from the Supply in Unemployed, then assign up to 3 Workers',
  },
  shared.highlightSocialIssues('working'),
  {
    name: 'Cooperative Farm',
    copies: 2,
    effect: 'build-cooperative-farm',
    text: 'With 3 or more unemployed Workers, build a Cooperative Farm and put 3 of them on it',
    detail:
      'If you have at least 3 unemployed Workers, build a Cooperative Farm (kept beside your board) and ' +
      'assign 3 of them to it. It produces 2 Food and pays no wages.',
  },
  shared.healthcareBenefits('working', 2),
  shared.billOn('Healthcare Movement', 4, 'Health & Benefits'),
  {
    name: 'Need for Change',
    copies: 3,
    effect: 'propose-bills',
    params: { bills: 2, cost: 0 },
    text: 'Propose 2 Bills, one after the other',
    detail:
      'Propose up to 2 Bills. Each needs its own Influence for an Immediate Vote; the second may be chosen ' +
      'after the first vote.',
  },
  shared.laborMarketDeregulation(2),
  shared.migration(2),
  shared.billOn('Workers Movement', 2, 'Labor Market'),
  {
    name: 'Workplace Accident',
    copies: 1,
    effect: 'workplace-accident',
    params: { perCompany: 8 },
    text: 'Pick an industry: another player pays you 8 per Company of theirs there employing your Workers',
    detail:
      'Choose an industry and another player: they pay you 8 for each of their Companies in that industry ' +
      'that employs your Workers (the Capitalist Class pays from Revenue, then Capital).',
  },
  {
    name: 'Proletarians of the World, Unite!',
    copies: 2,
    effect: 'add-cubes-by-count',
    params: { base: 0, count: 'population' },
    text: 'Add Voting cubes equal to your Population to the bag',
  },
  {
    name: 'Boost Domestic Tourism',
    copies: 2,
    req: [req(1, 'A', 'B')],
    legit: [up('working')],
    effect: 'boost-domestic-tourism',
    params: { good: 'luxury' },
    text: 'Buy Luxury from another player up to your Population at half price; the State pays the rest',
    detail:
      'Buy Luxury from one other player, up to your Population, paying half the price (rounded up); the ' +
      'State pays the seller the other half.',
  },
  shared.publicOpinionPolling(1),
  shared.billOn('Student Movement', 5, 'Education'),
  {
    name: 'Supplemental Income Program',
    copies: 2,
    req: [req(2, 'B', 'C')],
    legit: [per('working', 10, 'employed-workers')],
    effect: 'supplemental-income',
    params: { perWorker: 1, workplaces: 'all', provide: false, thenBuy: true },
    text: 'The State pays you 1 per employed Worker; then you may Buy Goods & Services',
  },
  {
    name: 'Extra Shift',
    copies: 2,
    effect: 'public-sector-overtime',
    text: 'A Public Company works an extra shift paid by the State; then buy its service up to Population',
    detail:
      'Choose an operational Public Company: the State pays its wages and it produces again. Then you may ' +
      'buy that service from the State, up to your Population.',
    uncertain: [
      {
        field: 'name',
        note: 'The card image says "Extra Shift"; one fan list calls it "Public Sector Overtime" like the Middle Class card.',
      },
    ],
  },
  {
    name: 'Affordable Housing',
    copies: 1,
    effect: 'affordable-housing',
    params: { capitalistPayment: 20, capitalistVp: 5, middlePayment: 10, middleVp: 3 },
    text: 'Give 20 to the Capitalist Class for 5 VP, or 10 to the Middle Class for 3 VP',
  },
  shared.billOn('Immigration Reform', 7, 'Immigration'),
  {
    name: 'Signing Bonus',
    copies: 2,
    req: [req(2, 'B', 'C')],
    effect: 'signing-bonus',
    params: { assign: 4, perWorker: 4 },
    text: 'Assign up to 4 unemployed Workers; each Company’s owner pays you 4 per Worker placed',
  },
  {
    name: 'General Strike',
    copies: 2,
    req: [req(2, 'B', 'C')],
    effect: 'general-strike',
    params: { extraPerTradeUnion: 1 },
    text: 'Strike, placing 1 extra Strike token for each of your Trade Unions',
  },
  shared.fakeNews(),
  shared.stateScholarship('working', 2),
  shared.radicalReforms(),
  {
    name: 'Unemployment Benefits',
    copies: 2,
    req: [req(4, 'A', 'B')],
    legit: [per('working', 3, 'unemployed-workers')],
    effect: 'unemployment-benefits',
    params: { perUnemployed: 5 },
    text: 'Get 5 from the State per unemployed Worker; then you may buy from the State',
  },
  shared.interestGroups(),
];

const WORKING_CC: Raw[] = [
  {
    name: 'Rising COVID-19 Cases',
    copies: 1,
    legit: [up('working')],
    effect: 'rising-covid-cases',
    text: 'Free Health from the State up to half your Population; then buy Health from any sources',
    detail:
      'Take Health from the State for free, up to half your Population (rounded up). Then buy Health from any ' +
      'number of sources, up to your Population from each.',
  },
  ccShared.momentumForChange(),
  ccShared.protectTheStatusQuo(),
  ccShared.changeOfGovernmentAgenda(),
  ccShared.revealPoliticalScandal(),
];

// ---------------------------------------------------------------------------------------------
// Middle Class (40).

const MIDDLE_BASE: Raw[] = [
  shared.healthcareBenefits('middle', 1),
  {
    name: 'Import Subsidy',
    copies: 2,
    req: [req(6, 'A', 'B')],
    legit: [per('middle', 4, 'goods')],
    effect: 'import-subsidy',
    text: 'Buy Food or Luxury from the Foreign Market up to your Population, paying no tariffs',
  },
  {
    name: 'Small Business Grant',
    copies: 2,
    req: [req(1, 'A', 'B')],
    legit: [up('middle')],
    effect: 'state-funded-build',
    params: { statePays: 'all', industries: 'any' },
    text: 'Build a Company; the State pays its cost',
  },
  {
    name: 'Land of Opportunity',
    copies: 2,
    req: [req(7, 'B', 'C')],
    effect: 'land-of-opportunity',
    text: 'Build a Company, running it with a skilled Middle Class Worker of your choice from the Supply',
  },
  {
    name: 'Investment Opportunities',
    copies: 2,
    effect: 'investment-opportunities',
    params: { discount: 8, searchSurcharge: 8 },
    text: 'Build a Company for 8 less, or search the deck for any Company and build it for 8 more',
  },
  {
    name: 'Foreign Market Insight',
    copies: 2,
    effect: 'foreign-market-insight',
    params: { reveal: 1, transactionUses: 2 },
    text: 'Reveal the next Export card, may swap it in; Sell abroad using each transaction up to twice',
    detail:
      'Reveal the next Export card; you may make it the current one. Sell to the Foreign Market, using each ' +
      'transaction up to 2 times. Discard the Export card not in use.',
  },
  {
    name: 'Employment Subsidy',
    copies: 2,
    req: [req(1, 'A', 'B')],
    legit: [per('middle', 3, 'companies-with-working-class-worker')],
    effect: 'employment-subsidy',
    params: { perCompany: 5 },
    text: 'Get 5 from the State per own Company with a Working Class Worker; then Extra Shift one of them',
  },
  shared.publicOpinionPolling(2),
  shared.migration(3),
  shared.fakeNews(),
  {
    name: 'Specialization',
    copies: 2,
    req: [req(7, 'B', 'C')],
    effect: 'specialization',
    params: { assign: 3, assignTo: 'own-companies' },
    text: 'Put a skilled Working Class Worker in Unemployed; assign up to 3 of theirs to your Companies',
    detail:
      'Put a skilled Working Class Worker of any industry from the Supply in Unemployed, then assign up to 3 ' +
      'unemployed Working Class Workers to your Companies.',
  },
  shared.stateScholarship('middle', 1),
  shared.highlightSocialIssues('middle'),
  {
    name: 'Health Crisis',
    copies: 1,
    legit: [per('middle', 3, 'health')],
    effect: 'sell-to-state',
    params: { good: 'health', max: 6, price: 10, influence: 0 },
    text: 'Sell up to 6 Health to the State for 10 each',
  },
  {
    name: 'Unemployment Initiative Program',
    copies: 1,
    req: [req(4, 'A', 'B')],
    legit: [up('middle')],
    effect: 'unemployment-initiative',
    params: { workers: 'working', target: 'own-companies', maxWorkers: 3, perWorker: 5 },
    text: 'Assign up to 3 unemployed Working Class Workers to your Companies; the State pays 5 each',
  },
  {
    name: 'Higher Education Program',
    copies: 1,
    legit: [per('middle', 3, 'education')],
    effect: 'sell-to-state',
    params: { good: 'education', max: 6, price: 10, influence: 0 },
    text: 'Sell up to 6 Education to the State for 10 each',
  },
  {
    name: 'Voice of Middle Class Workers',
    copies: 1,
    effect: 'add-cubes-by-count',
    params: { base: 2, count: 'public-and-capitalist-companies-employing-own-workers' },
    text: 'Add 2 Voting cubes, plus 1 per Public or Capitalist Company employing your Workers',
  },
  {
    name: 'New Theme Park',
    copies: 1,
    effect: 'buy-prosperity',
    params: { perPopulation: 6, prosperity: 1 },
    text: 'Pay 6 per Population value to gain 1 Prosperity',
  },
  shared.interestGroups(),
  {
    name: 'Export Subsidy',
    copies: 2,
    req: [req(1, 'A', 'B')],
    legit: [up('middle')],
    effect: 'export-subsidy',
    params: { perTransaction: 5 },
    text: 'Sell to the Foreign Market; the State also pays you 5 per transaction',
  },
  shared.laborMarketDeregulation(1),
  {
    name: 'Personal Consumption',
    copies: 2,
    effect: 'personal-consumption',
    params: { singleSourceMultiplier: 2 },
    text: 'Buy one good from any number of sources (Population each), or up to 2× Population from one',
  },
  shared.billOn('Immigration Reform', 7, 'Immigration'),
  {
    name: 'Growing Business',
    copies: 2,
    effect: 'growing-business',
    params: { discount: 4 },
    text: 'Build a free Storage; then you may build a Company, 4 less if it makes that resource',
  },
  {
    name: 'Public Sector Overtime',
    copies: 1,
    effect: 'public-sector-overtime',
    text: 'A Public Company works an extra shift paid by the State; then buy its service up to Population',
    detail:
      'Choose an operational Public Company: the State pays its wages and it produces again. Then you may ' +
      'buy that service from the State, up to your Population.',
  },
  {
    name: 'Supplemental Income Program',
    copies: 2,
    req: [req(2, 'B', 'C')],
    legit: [per('middle', 5, 'employed-workers')],
    effect: 'supplemental-income',
    params: { perWorker: 2, workplaces: 'public-and-capitalist', provide: false, thenBuy: true },
    text: 'The State pays 2 per Worker of yours in Public and Capitalist Companies; then you may buy',
  },
];

const MIDDLE_CC: Raw[] = [
  ccShared.changeOfGovernmentAgenda(),
  ccShared.protectTheStatusQuo(),
  ccShared.momentumForChange(),
  {
    name: 'COVID-19 Stimulus Package',
    copies: 1,
    legit: [per('middle', 15, 'money')],
    effect: 'covid-stimulus',
    params: { perWorker: 2, perCompany: 4 },
    text: 'The State pays 2 per Worker in Public/Capitalist Companies plus 4 per Company you own',
  },
  ccShared.revealPoliticalScandal(),
];

// ---------------------------------------------------------------------------------------------
// Capitalist Class (40).

const CAPITALIST_BASE: Raw[] = [
  {
    name: 'Health Crisis',
    copies: 1,
    legit: [per('capitalist', 3, 'health')],
    effect: 'sell-to-state',
    params: { good: 'health', max: 9, price: 10, influence: 0 },
    text: 'Sell up to 9 Health to the State for 10 each',
  },
  {
    name: 'Higher Education Program',
    copies: 1,
    legit: [per('capitalist', 3, 'education')],
    effect: 'sell-to-state',
    params: { good: 'education', max: 9, price: 10, influence: 0 },
    text: 'Sell up to 9 Education to the State for 10 each',
  },
  {
    name: 'Push Political Agenda',
    copies: 1,
    effect: 'propose-bills',
    params: { bills: 2, cost: 25 },
    text: 'Pay 25 to Propose 2 Bills',
  },
  {
    name: 'Foreign Recruitment',
    copies: 2,
    req: [req(7, 'B', 'C')],
    effect: 'foreign-recruitment',
    params: { cost: 10 },
    text: 'Pay 10 to fill one of your non-operational Companies with matching Workers from the Supply',
  },
  {
    name: 'Competitive Wages',
    copies: 2,
    req: [req(2, 'B', 'C')],
    effect: 'competitive-wages',
    params: { wageLevel: 3 },
    text: 'Set a Company to L3 and move in the Workers of a same-size Public Company of its industry',
    detail:
      'Set one of your Companies to Wage L3, then move into it the Workers of an operational Public Company ' +
      'of the same industry that has the same number of Workers.',
  },
  {
    name: 'Global Branding',
    copies: 1,
    effect: 'sell-to-foreign-market-plus',
    params: { good: 'luxury', max: 6, price: 10 },
    text: 'Sell to the Foreign Market; you may also sell up to 6 Luxury for 10 each',
  },
  shared.interestGroups(),
  {
    name: 'Offshore Companies',
    copies: 2,
    effect: 'offshore-companies',
    params: { divisor: 2 },
    text: 'Move half your Revenue (rounded down) to Capital',
  },
  {
    name: 'Foreign Market Insight',
    copies: 2,
    effect: 'foreign-market-insight',
    params: { reveal: 2, transactionUses: 1 },
    text: 'Reveal the next 2 Export cards, may swap one in, discard the rest; then Sell abroad',
  },
  {
    name: 'Unemployment Initiative Program',
    copies: 2,
    req: [req(4, 'A', 'B')],
    legit: [up('capitalist')],
    effect: 'unemployment-initiative',
    params: { workers: 'any', target: 'one-non-operational-own-company', perWorker: 5 },
    text: 'Fill one of your non-operational Companies with unemployed Workers; the State pays you 5 each',
  },
  {
    name: 'Foreign Partner',
    copies: 2,
    req: [req(6, 'B', 'C')],
    effect: 'foreign-partner',
    text: 'Make a Business Deal; then you may sell Food and/or Luxury to the Foreign Market',
  },
  {
    name: 'Business Expansion',
    copies: 2,
    effect: 'business-expansion',
    params: { build: 2 },
    text: 'Build 2 Companies, then add 2 new Companies to your Market',
  },
  {
    name: 'Investment Opportunities',
    copies: 2,
    effect: 'investment-opportunities',
    params: { discount: 10, searchSurcharge: 10 },
    text: 'Build a Company for 10 less, or search the deck for any Company and build it for 10 more',
  },
  shared.fakeNews(),
  {
    name: 'Global Food Crisis',
    copies: 1,
    effect: 'sell-to-foreign-market-plus',
    params: { good: 'food', max: 4, price: 15 },
    text: 'Sell to the Foreign Market; you may also sell up to 4 Food for 15 each',
  },
  {
    name: 'Industrialization',
    copies: 1,
    req: [req(1, 'A', 'B')],
    legit: [up('capitalist')],
    effect: 'state-funded-build',
    params: { statePays: 'half', industries: 'food-or-luxury' },
    text: 'Build a Luxury or Agriculture Company paying half its cost; the State pays the other half',
    uncertain: [
      {
        field: 'params.statePays',
        note: 'Rounding of an odd cost is not printed; the State pays half rounded down, as on the Capitalist Automa card.',
      },
    ],
  },
  {
    name: 'Bid Rigging',
    copies: 1,
    legit: [per('capitalist', 3, 'luxury')],
    effect: 'sell-to-state',
    params: { good: 'luxury', max: 6, price: 10, influence: 1 },
    text: 'Sell up to 6 Luxury to the State for 10 each, then gain 1 Influence',
    detail:
      'Sell up to 6 Luxury to the State for 10 each (no more than it can store; it may have to take a Loan; ' +
      'with 2–3 players the Luxury goes to the supply), then gain 1 Influence.',
  },
  {
    name: 'Buy Private Island',
    copies: 1,
    effect: 'buy-private-island',
    params: { cost: 50, vp: 7 },
    text: 'Pay 50 from Capital to the State to gain 7 VP',
  },
  {
    name: 'Exit Strategy',
    copies: 2,
    effect: 'exit-strategy',
    params: { multiplier: 2 },
    text: 'Sell a Company with no Machinery icon that is not automated for twice its cost',
  },
  {
    name: 'Business Grants',
    copies: 1,
    req: [req(1, 'A', 'B')],
    legit: [per('capitalist', 3, 'companies')],
    effect: 'business-grants',
    params: { perCompany: 5, provide: false },
    text: 'Get 5 from the State per Company you own',
  },
  shared.billOn('Tap into New Markets', 6, 'Foreign Trade'),
  shared.radicalReforms(),
  {
    name: 'Extra Shift',
    copies: 2,
    effect: 'extra-shift',
    text: 'Pick a non-automated Company of yours: pay its wages and it produces again',
  },
  shared.billOn('Taxed Enough Already!', 3, 'Taxation'),
  {
    name: 'Endorse Political Campaign',
    copies: 1,
    effect: 'buy-cubes',
    params: { cost: 15, cubes: 6 },
    text: 'Spend 15 to add 6 Voting cubes to the bag',
  },
  {
    name: 'Technological Progress',
    copies: 3,
    effect: 'technological-progress',
    params: { oneCost: 20, twoCost: 45 },
    text: 'Pay 20 for 1 Machinery token, or 45 for 2',
  },
  {
    name: 'Trade Protectionism Lobby',
    copies: 1,
    req: [req(6, 'A', 'B')],
    effect: 'trade-protectionism-lobby',
    params: { cubesPerCompany: 2 },
    text: 'Add 2 Voting cubes per Agriculture Company you own (at 6A, Luxury Companies count too)',
  },
  shared.publicOpinionPolling(1),
];

const CAPITALIST_CC: Raw[] = [
  ccShared.protectTheStatusQuo(),
  {
    name: 'COVID-19 Vaccine R&D Funding',
    copies: 1,
    legit: [per('capitalist', 1, 'operational-health-companies')],
    effect: 'vaccine-funding',
    params: { perCompany: 15 },
    text: 'Get 15 from the State per operational Healthcare Company you own',
  },
  ccShared.changeOfGovernmentAgenda(),
  ccShared.momentumForChange(),
  ccShared.revealPoliticalScandal(),
];

// ---------------------------------------------------------------------------------------------
// State (40).

const localPrice: Uncertain = {
  field: 'params',
  note: '"Current local price" is read as the State’s own current price for that service (Policy 4 or 5).',
};

const STATE_BASE: Raw[] = [
  {
    name: 'Employment Support Scheme',
    copies: 1,
    legit: [up('working'), up('middle')],
    effect: 'state-gives-money',
    params: { amount: 15, working: true, middle: true, capitalist: false },
    text: 'Give 15 to the Working Class and 15 to the Middle Class',
  },
  {
    name: 'Shift Focus',
    copies: 2,
    effect: 'shift-focus',
    params: { look: 2 },
    text: 'Look at the top 2 Events; you may swap one for a current Event, no penalty; then Event Action',
    detail:
      'Look at the top 2 Events. You may discard a current Event without its penalty and put one of them in ' +
      'its place; the others go back on top. Then take an Event Action.',
  },
  {
    name: 'Denial of Free Speech',
    copies: 1,
    legit: [up('target', -1)],
    effect: 'denial-of-free-speech',
    params: { mediaInfluence: 2, players: 2, influenceEach: 1, blockedAtMinLegitimacy: true },
    text: 'Take up to 2 Media Influence as your own; 2 chosen players give you 1 Influence each',
    detail:
      'Move up to 2 Media Influence from Public Services to your Personal Influence. Choose 2 other players: ' +
      'each gives you 1 Influence. Not playable if a chosen class’s Legitimacy is already 1.',
  },
  {
    name: 'Step for Representation',
    copies: 2,
    legit: [up('target', 2)],
    effect: 'provide-influence-and-cubes',
    params: { influence: 1, cubes: 2 },
    text: 'Provide 1 Personal Influence and 2 Voting cubes to a class',
  },
  {
    name: 'Immediate Response',
    copies: 2,
    effect: 'immediate-response',
    params: { times: 2 },
    text: 'Choose an Event and carry out its task twice',
  },
  {
    name: 'Geopolitical Support',
    copies: 2,
    effect: 'geopolitical-support',
    params: { atA: 15, atB: 30, atC: 45 },
    text: 'Gain 15 at 6A, 30 at 6B or 45 at 6C',
  },
  {
    name: 'Foreign Students',
    copies: 1,
    req: [req(1, 'A', 'B')],
    effect: 'state-foreign-sale',
    params: { good: 'education', max: 8 },
    text: 'Sell up to 8 Education to the Foreign Market at the current local price',
    uncertain: [localPrice],
  },
  {
    name: 'Healthcare Program',
    copies: 1,
    req: [req(4, 'A', 'B')],
    legit: [token('target')],
    effect: 'provide-population-goods',
    params: { good: 'health' },
    text: 'Provide Health to the Working or Middle Class equal to its Population',
  },
  {
    name: 'Medical Tourism',
    copies: 1,
    req: [req(1, 'A', 'B')],
    effect: 'state-foreign-sale',
    params: { good: 'health', max: 8 },
    text: 'Sell up to 8 Health to the Foreign Market at the current local price',
    uncertain: [localPrice],
  },
  {
    name: 'Unemployment Initiative Program',
    copies: 1,
    req: [req(4, 'A', 'B')],
    effect: 'unemployment-initiative',
    params: { workers: 'any', target: 'one-non-operational-own-company', perWorker: 0 },
    text: 'Fill one of your non-operational Public Companies with unemployed Workers',
  },
  {
    name: 'A Matter of High Priority',
    copies: 2,
    effect: 'matter-of-high-priority',
    params: { look: 2 },
    text: 'Look at the top 2 Events; if there is room, place one; then take an Event Action',
  },
  {
    name: 'Emergency State',
    copies: 1,
    effect: 'emergency-state',
    params: { minBills: 3 },
    text: 'If 3+ Policies have Bills, move a Policy without a Bill one section (no VP)',
  },
  {
    name: 'Foreign Investment Program',
    copies: 2,
    effect: 'foreign-investment',
    params: { influence: 2, money: 40 },
    text: 'Spend 2 Personal Influence to gain 40',
  },
  {
    name: 'Literacy Program',
    copies: 1,
    req: [req(5, 'A', 'B')],
    legit: [token('target')],
    effect: 'provide-population-goods',
    params: { good: 'education' },
    text: 'Provide Education to the Working or Middle Class equal to its Population',
  },
  {
    name: 'Growth in Tourism',
    copies: 1,
    legit: [up('middle'), up('capitalist')],
    effect: 'everyone-gains',
    params: { amount: 15, working: false, middle: true, capitalist: true },
    text: 'The State, the Middle Class and the Capitalist Class each gain 15',
  },
  {
    name: 'Supplemental Income Program',
    copies: 1,
    req: [req(2, 'B', 'C')],
    legit: [per('target', 10, 'money')],
    effect: 'supplemental-income',
    params: { perWorker: 1, workplaces: 'all', provide: true, thenBuy: false },
    text: 'Provide the Working or Middle Class 1 per employed Worker',
  },
  {
    name: 'Allowances and Subsidies',
    copies: 2,
    legit: [token('target')],
    effect: 'provide-money',
    params: { amount: 20, classes: 1 },
    text: 'Provide 20 to a class',
  },
  {
    name: 'Agenda-Setting',
    copies: 2,
    effect: 'agenda-match-reward',
    params: { resource: 'influence', perMatch: 1 },
    text: 'Gain 1 Personal Influence per Policy matching the current Political Agenda',
  },
  {
    name: 'Pressing Matters',
    copies: 2,
    effect: 'pressing-matters',
    text: 'Propose a Bill; you may call its Immediate Vote without spending Influence',
  },
  shared.radicalReforms(),
  {
    name: 'Public Sector Overtime',
    copies: 2,
    effect: 'extra-shift',
    text: 'Pick one of your Public Companies: pay its wages and it produces again',
  },
  {
    name: 'Construction Boom',
    copies: 1,
    legit: [up('working'), up('capitalist')],
    effect: 'everyone-gains',
    params: { amount: 15, working: true, middle: false, capitalist: true },
    text: 'The State, the Working Class and the Capitalist Class each gain 15',
  },
  {
    name: 'Business Grants',
    copies: 1,
    req: [req(1, 'A', 'B')],
    legit: [per('capitalist', 3, 'companies')],
    effect: 'business-grants',
    params: { perCompany: 5, provide: true },
    text: 'Provide the Capitalist Class 5 per Company it owns',
  },
  {
    name: 'Higher VAT',
    copies: 2,
    legit: [chosen(-1, 2)],
    effect: 'higher-vat',
    params: { amount: 15, blockedAtMinLegitimacy: true },
    text: 'Every other player pays you 15',
    detail:
      'Every other player pays the State 15 (taking a Loan if they must). Not playable if a Legitimacy the ' +
      'State would lower is already 1.',
  },
  {
    name: 'Nationalization',
    copies: 1,
    req: [req(1, 'A', 'B')],
    effect: 'nationalization',
    params: { paysCostAt: 'B' },
    text: 'Swap a non-operational Public Company for a Capitalist one without Machinery; at 1B pay its cost',
    detail:
      'Replace a non-operational Public Company with a non-operational Capitalist Company that has no Machinery ' +
      'icon and is not automated; it joins the Public Sector. You may assign Workers to it. At 1B pay its cost ' +
      'to the Capitalist Class.',
  },
  {
    name: 'Quantitative Easing',
    copies: 1,
    effect: 'quantitative-easing',
    params: { amount: 25, withLoan: 35 },
    text: 'Gain 25, or 35 if the State has a Loan',
  },
  {
    name: 'Privatization',
    copies: 1,
    req: [req(1, 'B', 'C')],
    legit: [token('capitalist')],
    effect: 'privatization',
    text: 'Sell an operational Public Company to the Capitalist Class for its cost',
    detail:
      'Sell one operational Public Company to the Capitalist Class for its cost; it moves to the Private ' +
      'Sector and the current Public Company count drops by one.',
    uncertain: [
      {
        field: 'legitimacy',
        note: 'The card image shows the outlined-shield token; one fan list records a plain +1. The token is used.',
      },
    ],
  },
  {
    name: 'Foreign Financial Assistance',
    copies: 2,
    effect: 'agenda-match-reward',
    params: { resource: 'money', perMatch: 10 },
    text: 'Gain 10 per Policy matching the current Political Agenda',
  },
];

const STATE_CC: Raw[] = [
  ccShared.protectTheStatusQuo(),
  ccShared.changeOfGovernmentAgenda(),
  ccShared.revealPoliticalScandal(),
  ccShared.momentumForChange(),
  {
    name: 'COVID-19 Vaccination Program',
    copies: 1,
    legit: [per('target', 3, 'health')],
    effect: 'vaccination-program',
    params: { importPrice: 5 },
    text: 'Buy Health abroad at 5 each up to your room; provide Health to a class equal to its Population',
  },
];

// ---------------------------------------------------------------------------------------------

function deck(cls: ClassId, module: ActionModule, raws: Raw[]): ActionCard[] {
  const name = module === 'base' ? `actions.${cls}` : `actions.${cls}.crisis-and-control`;
  return parseDeck(name, ActionCard, raws.map(build(cls, module)));
}

/** The base Action decks, 40 cards each (copies counted). */
export const ACTION_DECKS: Readonly<Record<ClassId, readonly ActionCard[]>> = {
  working: deck('working', 'base', WORKING_BASE),
  middle: deck('middle', 'base', MIDDLE_BASE),
  capitalist: deck('capitalist', 'base', CAPITALIST_BASE),
  state: deck('state', 'base', STATE_BASE),
};

/** The Crisis & Control Action cards, 5 per class, shuffled into the class's deck when the module is on. */
export const CRISIS_AND_CONTROL_ACTIONS: Readonly<Record<ClassId, readonly ActionCard[]>> = {
  working: deck('working', 'crisis-and-control', WORKING_CC),
  middle: deck('middle', 'crisis-and-control', MIDDLE_CC),
  capitalist: deck('capitalist', 'crisis-and-control', CAPITALIST_CC),
  state: deck('state', 'crisis-and-control', STATE_CC),
};

/** Every Action card, base and Crisis & Control. */
export const ALL_ACTION_CARDS: readonly ActionCard[] = [
  ...Object.values(ACTION_DECKS).flat(),
  ...Object.values(CRISIS_AND_CONTROL_ACTIONS).flat(),
];

/** A class's Action deck for a game, with the Crisis & Control cards when that module is on. */
export function actionDeckFor(cls: ClassId, withCrisisAndControl: boolean): ActionCard[] {
  return [...ACTION_DECKS[cls], ...(withCrisisAndControl ? CRISIS_AND_CONTROL_ACTIONS[cls] : [])];
}

const BY_ID = new Map(ALL_ACTION_CARDS.map((c) => [c.id, c]));

export function actionCardById(id: string): ActionCard | undefined {
  return BY_ID.get(id);
}
