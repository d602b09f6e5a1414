/**
 * Building blocks shared by the expansion decks (Historical Events, Crisis & Control): numbers
 * that depend on the player count, computed amounts, requirements (conditions) and the effect
 * vocabulary the engine implements. A card names each effect by a kebab-case id with typed
 * params; nothing is parsed from the card text at run time.
 */
import { z } from 'zod';
import {
  CardText,
  ClassId,
  Good,
  Industry,
  PolicyId,
  PolicyRequirement,
  Resource,
  Section,
  Uncertain,
} from './common.ts';

const Count = z.number().int().nonnegative();
const Positive = z.number().int().positive();

export const VotingClassId = z.enum(['working', 'middle', 'capitalist']);
export type VotingClassId = z.infer<typeof VotingClassId>;

/** rules-decisions S6: "x / y" on a card = x with 2 players, y with 3 or 4 players. */
export const TwoOrMoreValue = z.strictObject({ twoPlayers: Count, threeOrFourPlayers: Count });
/** A card that prints one value per player count (Post-WWII Decolonization). */
export const PerCountValue = z.strictObject({ twoPlayers: Count, threePlayers: Count, fourPlayers: Count });
export const PlayerCountValue = z.union([TwoOrMoreValue, PerCountValue]);
export type PlayerCountValue = z.infer<typeof PlayerCountValue>;
/** A plain number, or one that depends on the player count. */
export const Threshold = z.union([Count, PlayerCountValue]);
export type Threshold = z.infer<typeof Threshold>;

/** Resolve a threshold for a player count (2, 3 or 4). */
export function thresholdFor(value: Threshold, players: 2 | 3 | 4): number {
  if (typeof value === 'number') return value;
  if ('threeOrFourPlayers' in value) return players === 2 ? value.twoPlayers : value.threeOrFourPlayers;
  return players === 2 ? value.twoPlayers : players === 3 ? value.threePlayers : value.fourPlayers;
}

/**
 * What a computed amount counts. Unless the name says otherwise it counts things of the class
 * applying the effect ("your Population", "your Trade Unions").
 */
export const Countable = z.enum([
  'population',
  'trade-unions',
  'unemployed-workers',
  'employed-workers',
  'employed-workers-in-public-or-capitalist-companies',
  'own-companies',
  'own-operational-companies',
  'own-companies-with-working-class-worker',
  'own-companies-that-could-take-machinery',
  'public-or-capitalist-companies-employing-own-workers',
  'workers-placed-in-own-companies-by-this-card',
  'foreign-market-transactions',
  'production-phases-remaining',
  'revenue',
  'stored-luxury',
]);
export type Countable = z.infer<typeof Countable>;

/** value = round(count × times / divisor) + plus; `industry` narrows company counts. */
export const AmountFormula = z.strictObject({
  per: Countable,
  industry: Industry.optional(),
  times: Positive.optional(),
  divisor: Positive.optional(),
  round: z.enum(['up', 'down']).optional(),
  plus: z.number().int().optional(),
});
export type AmountFormula = z.infer<typeof AmountFormula>;
export const Amount = z.union([z.number().int(), AmountFormula]);
export type Amount = z.infer<typeof Amount>;

/** Evaluate an amount once the engine knows what `per` counts. Halves round down unless stated. */
export function evaluateAmount(amount: Amount, count: (what: AmountFormula) => number): number {
  if (typeof amount === 'number') return amount;
  const raw = (count(amount) * (amount.times ?? 1)) / (amount.divisor ?? 1);
  const rounded = amount.round === 'up' ? Math.ceil(raw) : Math.floor(raw);
  return rounded + (amount.plus ?? 0);
}

/** All seven policies at once (starting policies, desired policies). */
export const PolicySet = z.strictObject({
  1: Section,
  2: Section,
  3: Section,
  4: Section,
  5: Section,
  6: Section,
  7: Section,
});
export type PolicySet = z.infer<typeof PolicySet>;

/**
 * One policy change. Arrows move one step: Policies 1–5 lie left (A) to right (C) on the board,
 * 6–7 top (A) to bottom (C); so ← and ↑ are 'toward-A', → and ↓ are 'toward-C'.
 */
export const PolicyChange = z.union([
  z.strictObject({ policy: PolicyId, direction: z.enum(['toward-A', 'toward-C']) }),
  z.strictObject({ policy: PolicyId, set: Section }),
]);
export type PolicyChange = z.infer<typeof PolicyChange>;

export const PLAYER_COUNT = z.union([z.literal(2), z.literal(3), z.literal(4)]);

// ---------------------------------------------------------------------------------------------
// Conditions: requirements of Historical Events, Hidden Agendas and redraw rules.
// ---------------------------------------------------------------------------------------------

const Bounds = { min: Threshold.optional(), max: Threshold.optional() };
/** Printed player-count symbol before a requirement: it applies only with these player counts. */
const conditionMeta = { playerCounts: z.array(PLAYER_COUNT).min(1).optional() };
const condition = <const Id extends string, S extends z.ZodRawShape>(id: Id, shape: S) =>
  z.strictObject({ condition: z.literal(id), ...shape, ...conditionMeta });

const CompanyOwner = z.enum(['any', 'self', 'public', 'working', 'middle', 'capitalist']);

const BASE_CONDITIONS = [
  /** Companies on the board (and Cooperative Farms) by owner, industry and status. */
  condition('companies', {
    owner: CompanyOwner,
    industries: z.array(Industry).min(1).optional(),
    status: z.enum(['any', 'operational', 'fully-operational']),
    withMachinery: z.boolean().optional(),
    ...Bounds,
  }),
  condition('trade-unions', Bounds),
  condition('unemployed-workers', { whose: z.enum(['all', 'self']), ...Bounds }),
  condition('loans', { whose: z.enum(['all-players', 'state', 'self']), ...Bounds }),
  /** Money of the State (Treasury) or of the class holding the card. */
  condition('money', { whose: z.enum(['state', 'self']), ...Bounds }),
  condition('capital', Bounds),
  condition('revenue', Bounds),
  /** Influence in total; `statePersonalOnly`: the State counts only its Personal Influence. */
  condition('influence', {
    whose: z.enum(['all-players', 'voting-classes', 'self', 'state']),
    statePersonalOnly: z.boolean(),
    ...Bounds,
  }),
  condition('prosperity', { classes: z.array(VotingClassId).min(1), ...Bounds }),
  condition('population', { class: z.union([VotingClassId, z.literal('self')]), ...Bounds }),
  /** How many of `among` (default Policies 1–5) are in `section`; "Socialist Policies" = 1–5 in A. */
  condition('policies-in-section', {
    section: Section,
    among: z.array(PolicyId).min(1).default([1, 2, 3, 4, 5]),
    ...Bounds,
  }),
  condition('policies', { requirements: z.array(PolicyRequirement).min(1) }),
  condition('policies-match-agenda', Bounds),
  condition('round', Bounds),
  condition('events-resolved', Bounds),
  condition('no-loan-taken', {}),
  condition('resources-stored', { resources: z.array(Good).min(1), minEach: Count }),
  condition('workers-in-companies', {
    owners: z.array(z.enum(['public', 'capitalist', 'middle'])).min(1),
    minCompanies: Count,
  }),
  condition('bills-passed-in-one-elections-phase', { proposedBySelf: z.boolean(), min: Count }),
  condition('wages-in-one-production-phase', { min: Count }),
  condition('single-export-sale', { min: Count }),
  condition('companies-per-industry', { industries: z.array(Industry).min(1), minEach: Count }),
] as const;

const BaseCondition = z.discriminatedUnion('condition', BASE_CONDITIONS);
/** Every condition must hold; `any-of` holds when one of its options does. */
export const Condition = z.discriminatedUnion('condition', [
  ...BASE_CONDITIONS,
  condition('any-of', { options: z.array(BaseCondition).min(2) }),
]);
export type Condition = z.infer<typeof Condition>;

// ---------------------------------------------------------------------------------------------
// Effects.
// ---------------------------------------------------------------------------------------------

/**
 * Who applies a step: the classes whose symbol is printed before it, 'game' for a step with no
 * symbol, or 'self' for the card's holder (an Automa, the holder of an Alternative Event).
 */
export const Who = z.union([z.literal('game'), z.literal('self'), z.array(ClassId).min(1)]);
export type Who = z.infer<typeof Who>;

const stepMeta = {
  who: Who,
  /**
   * rules-decisions S31: a State part that is a choice, VP, Influence or Legitimacy applies only when
   * a player holds the State (4 players). Treasury money and Public Services apply at any count.
   */
  statePlayerOnly: z.boolean().optional(),
  /** The card says "may". */
  optional: z.boolean().optional(),
  /** Applies only while these policies hold (e.g. "6A:" before part of an Automa card). */
  requires: z.array(PolicyRequirement).min(1).optional(),
  /** Applies only if the election held by an earlier step of the card passed. */
  onlyIf: z.literal('election-passed').optional(),
};
const effect = <const Id extends string, S extends z.ZodRawShape>(id: Id, params: S) =>
  z.strictObject({ effect: z.literal(id), params: z.strictObject(params), ...stepMeta });

const Company = z.enum(['public', 'capitalist', 'middle', 'own']);
const PublicService = z.enum(['health', 'education', 'influence']);
const MoneySource = z.enum(['bank', 'state']);
const ExtraAction = z.enum(['sell-to-foreign-market', 'make-business-deal']);
const LegitimacyTargets = z.union([
  z.array(VotingClassId).min(1),
  z.literal('all'),
  z.strictObject({ choose: Positive }),
]);

export const EXPANSION_EFFECTS = [
  // Voting cubes and the bag
  effect('add-voting-cubes', { count: Amount }),
  effect('remove-voting-cubes', { count: Amount }),
  /** Reveal cubes from the bag until `othersToReplace` of other classes show; swap those for own. */
  effect('swap-bag-cubes', { othersToReplace: Positive }),
  /** Draw cubes from the bag; own ones go back, the others are removed. */
  effect('draw-cubes-keep-own', { draw: Positive }),
  effect('buy-voting-cubes', { count: Positive, price: Positive }),
  // Influence
  effect('gain-influence', { amount: Amount }),
  effect('lose-influence', { amount: Amount }),
  effect('set-influence', { amount: Count }),
  /** Buy Influence from the State; each one not bought becomes `cubesPerMissing` cubes. */
  effect('buy-influence-from-state', { count: Positive, price: Positive, cubesPerMissing: Positive }),
  effect('remove-public-services', { resource: PublicService, amount: Positive }),
  effect('receive-from-public-services', { resource: PublicService, amount: Positive }),
  // Money
  effect('gain-money', { amount: Amount, from: MoneySource }),
  effect('lose-money', { amount: Amount }),
  effect('pay-money', { amount: Amount, to: ClassId }),
  effect('pay-for-vp', {
    amount: Positive,
    to: ClassId,
    vp: Positive,
    fromCapital: z.boolean(),
  }),
  /** Take money from the player whose Companies employ most of your Workers. */
  effect('take-money-from-main-employer', { amount: Positive }),
  effect('move-revenue-to-capital', { minRevenue: Positive, divisor: Positive, round: z.enum(['down']) }),
  /** Crisis: each class pays `step` to the State, repeated until the State can pay off its Loans. */
  effect('classes-fund-state-loans', { step: Positive }),
  /** Crisis: classes lend to the State against Government Bond cards (see GOVERNMENT_BOND). */
  effect('government-bond-program', { redrawIfShort: z.boolean() }),
  // Workers
  effect('gain-workers', { count: Amount, skill: z.enum(['unskilled', 'skilled-of-choice']) }),
  effect('remove-workers', {
    count: z.union([Amount, z.literal('all')]),
    from: z.enum(['unemployed', 'unemployed-first']),
    unskilledFirst: z.boolean(),
  }),
  effect('remove-unemployed-for-money', { minUnemployed: Positive, remove: Positive, money: Positive }),
  effect('draw-immigration-worker', { count: Positive }),
  effect('upgrade-worker', { count: Positive }),
  /**
   * Assign own Workers as a free effect. `max` null = any number. `byLaborMarket` overrides
   * `workers` per Labor Market section. `paidPerWorker`: who pays the assigning class per Worker.
   */
  effect('assign-workers', {
    max: Positive.nullable(),
    workers: z.enum(['unemployed', 'any']),
    byLaborMarket: z
      .strictObject({ B: z.enum(['unemployed', 'any']), C: z.enum(['unemployed', 'any']) })
      .optional(),
    targets: z.union([z.literal('any'), z.array(Company).min(1)]),
    paidPerWorker: z.strictObject({ amount: Positive, from: z.enum(['company-owner', 'state']) }).optional(),
  }),
  /** Put other classes' unemployed Workers into own Companies; the State pays per Worker. */
  effect('fill-own-companies', {
    workerClass: z.enum(['working', 'any']),
    max: Positive.nullable(),
    nonOperationalOnly: z.boolean(),
    statePaysPerWorker: Count,
  }),
  /** Pay `cost`; Workers from the Supply make one own non-operational Company operational. */
  effect('staff-company-from-supply', { cost: Positive }),
  /** Move the Workers of an operational Public Company into a matching own Company at this Wage. */
  effect('take-public-company-workers', { wageLevel: z.union([z.literal(1), z.literal(2), z.literal(3)]) }),
  // Strikes
  effect('strike', { extraTokens: Amount.optional() }),
  effect('place-strike-tokens', { count: Positive }),
  // Policies and elections
  effect('change-policies', { changes: z.array(PolicyChange).min(1) }),
  effect('set-starting-policies', { policies: PolicySet }),
  effect('move-chosen-policies', { count: Positive, upTo: z.boolean(), notChosenBy: ClassId.optional() }),
  /** No (further) Elections this round: no Bills may be proposed; proposed ones are discarded. */
  effect('no-elections', {}),
  effect('free-immediate-votes', { scope: z.enum(['this-round', 'this-turn']) }),
  effect('each-player-proposes-bill', {}),
  /** One election on several policies at once; later steps with onlyIf 'election-passed'. */
  effect('special-election', { changes: z.array(PolicyChange).min(1), awardVp: z.boolean() }),
  effect('propose-bill-to-desired', { immediateVoteOnlyIfAdjacent: z.boolean() }),
  effect('propose-two-bills', { cost: Count }),
  effect('state-supports-bill', { maxInfluence: Positive }),
  // Companies and production
  effect('production-modifier', {
    amount: z.number().int(),
    industries: z.array(Industry).min(1).optional(),
    onlyWithMachinery: z.boolean(),
    owners: z.enum(['all', 'own']),
  }),
  effect('public-company-cost', { share: z.enum(['half', 'none']) }),
  effect('sell-company-to-state', { industry: Industry, price: Positive }),
  effect('give-company-to-state', {
    removePublic: z.enum(['non-operational', 'non-operational-if-able']),
    operationalOnly: z.boolean(),
    plusMoney: Count,
  }),
  effect('discard-company', { count: Positive, operational: z.boolean(), statePrevents: z.boolean() }),
  effect('prevent-company-discard', { costDivisor: Positive, round: z.enum(['down']), legitimacy: Positive }),
  effect('build-cooperative-farm', { assignWorkers: z.boolean() }),
  effect('build-company-free', { automated: z.boolean() }),
  effect('buy-public-company', { costDivisor: Positive }),
  effect('build-extra-companies', { count: Positive, refillMarket: Count }),
  effect('build-discount', {
    amount: Positive,
    excludeIndustries: z.array(Industry).optional(),
    freeStorage: z.boolean(),
  }),
  effect('state-pays-build-cost', {
    share: z.enum(['half', 'full']),
    round: z.enum(['down']).optional(),
    industries: z.array(Industry).min(1).optional(),
  }),
  effect('state-subsidizes-builds', { amount: Positive, stateVp: Count }),
  effect('sell-company-bonus', { multiplier: Positive, withoutMachineryOnly: z.boolean() }),
  effect('extra-production', { automatedAllowed: z.boolean(), payWages: z.boolean() }),
  effect('extra-shift', { inCompanyWithWorkingClassWorker: z.boolean() }),
  effect('buy-machinery', { price: Positive, secondPrice: Positive, notInFinalRound: z.boolean() }),
  effect('public-company-produces-first', { industry: z.enum(['health', 'education']) }),
  effect('assign-workers-before-production', { companies: Positive }),
  effect('adjust-wage-ignoring-labor-market', { levels: Positive }),
  effect('extra-public-wages', { perCompany: Positive, stateVp: Count }),
  effect('tax-reduction', { amount: Positive }),
  // Goods and markets
  effect('gain-resource', { resource: Resource, amount: Amount }),
  effect('buy-goods', { resource: Good, from: z.union([ClassId, z.literal('any')]), max: Amount }),
  effect('buy-from-every-source', { maxEach: Amount }),
  effect('restrict-purchase-source', { source: z.enum(['public-services']) }),
  effect('state-sells-half-price', { resource: z.enum(['health', 'education']), round: z.enum(['up']) }),
  effect('state-pays-share-of-purchase', {
    resource: Good,
    divisor: Positive,
    round: z.enum(['down']),
    fromPlayersOnly: z.boolean(),
  }),
  effect('no-tariffs', { goods: z.array(z.enum(['food', 'luxury'])).min(1) }),
  effect('set-prices-highest', { goods: z.array(Good).min(1), noAdjustThisRound: z.boolean() }),
  effect('foreign-import-prices', { food: Positive, luxury: Positive }),
  effect('close-foreign-market', {}),
  effect('discard-business-deals', { count: z.union([Positive, z.literal('all')]), random: z.boolean() }),
  effect('add-business-deals', { count: Positive }),
  effect('extra-action', { options: z.array(ExtraAction).min(1), maxTransactions: Positive.optional() }),
  effect('extra-export', { resource: z.enum(['food', 'luxury']), max: Positive, price: Positive }),
  effect('export-bonus', { perTransaction: Positive, from: MoneySource }),
  effect('sell-to-state', {
    resource: Good,
    max: Positive,
    price: Positive,
    stateVp: Count,
    plusInfluence: Count,
  }),
  effect('state-provides-food', { amount: Positive, stateVpLossIfUnable: Count }),
  effect('money-on-actions', {
    actions: z.array(z.enum(['build-company', 'sell-to-foreign-market'])).min(1),
    amount: Positive,
    from: MoneySource,
  }),
  effect('legitimacy-on-actions', {
    actions: z.array(z.enum(['build-company', 'sell-to-foreign-market'])).min(1),
    change: z.number().int(),
  }),
  // Scoring
  effect('gain-prosperity', { amount: Positive }),
  effect('vp-on-use-goods', { vp: Positive, scope: z.enum(['this-turn']) }),
  effect('buy-prosperity', { pricePerPopulation: Positive, prosperity: Positive }),
  /** The State's Legitimacy with classes; `choose` = the State picks that many classes. */
  effect('legitimacy', { classes: LegitimacyTargets, change: z.number().int() }),
  // Setup
  effect('search-action-deck', { cardName: z.string().min(1), count: Positive, thenDraw: Positive }),
] as const;

export const EffectStep = z.discriminatedUnion('effect', EXPANSION_EFFECTS);
export type EffectStep = z.infer<typeof EffectStep>;
export type EffectStepInput = z.input<typeof EffectStep>;
export type ExpansionEffectId = EffectStep['effect'];
export type ExpansionEffectParams<K extends ExpansionEffectId> = Extract<
  EffectStepInput,
  { effect: K }
>['params'];
export const EXPANSION_EFFECT_IDS: readonly ExpansionEffectId[] = EXPANSION_EFFECTS.map(
  (e) => e.shape.effect.value,
);

type StepMeta = Omit<Extract<EffectStepInput, { effect: 'no-elections' }>, 'effect' | 'params' | 'who'>;

/** Build one effect step (typed by effect id). */
export function fx<K extends ExpansionEffectId>(
  effect: K,
  params: ExpansionEffectParams<K>,
  who: Who = 'self',
  meta: StepMeta = {},
): EffectStepInput {
  return { effect, params, who, ...meta } as EffectStepInput;
}

// ---------------------------------------------------------------------------------------------
// Card base and parsing.
// ---------------------------------------------------------------------------------------------

export const CardId = z.string().regex(/^[a-z0-9.-]+$/, 'lower-case letters, digits, dots and dashes');

export const cardBase = {
  id: CardId,
  name: z.string().min(1),
  ...CardText,
  /** Physical copies of this card in its deck. */
  copies: Positive.default(1),
  uncertain: z.array(Uncertain).default([]),
};

/** One line per problem: "deck[index] id: path: message". */
export function describeIssues(error: z.ZodError, label = ''): string[] {
  return error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    return `${label}${path ? `${path}: ` : ''}${issue.message}`;
  });
}

/** Validate a deck at load time; throws with every bad field named. */
export function parseDeck<S extends z.ZodType>(
  deck: string,
  schema: S,
  raw: readonly unknown[],
): z.infer<S>[] {
  const problems: string[] = [];
  const cards: z.infer<S>[] = [];
  raw.forEach((card, index) => {
    const result = schema.safeParse(card);
    const id = (card as { id?: unknown } | null)?.id;
    if (result.success) cards.push(result.data);
    else problems.push(...describeIssues(result.error, `${deck}[${index}]${id ? ` ${String(id)}` : ''}: `));
  });
  if (problems.length > 0) throw new Error(`Invalid ${deck} data:\n${problems.join('\n')}`);
  return cards;
}
