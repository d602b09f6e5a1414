/**
 * Every effect id used by the Action and Event cards, with the params each one takes. This is the
 * contract with the rules engine: a card names an effect here and carries the numbers that differ
 * from card to card. Cards that do the same thing share an effect id, whatever their class.
 * Each card's params are checked against the schema below when the data loads.
 */
import { z } from 'zod';
import { Good, PolicyId, Section } from './common.ts';

const n = z.number().int().nonnegative();
const pos = z.number().int().positive();
const ServiceGood = z.enum(['health', 'education']);
const p = <T extends z.ZodRawShape>(shape: T) => z.strictObject(shape);

export interface EffectSpec<P extends z.ZodObject = z.ZodObject> {
  /** Where the effect is used. */
  decks: ReadonlyArray<'action' | 'event'>;
  /** What the engine must do, in one line (the cards' own descriptions give the detail). */
  summary: string;
  params: P;
}

const spec = <P extends z.ZodObject>(
  decks: EffectSpec['decks'],
  summary: string,
  params: P,
): EffectSpec<P> => ({
  decks,
  summary,
  params,
});
const A = ['action'] as const;
const E = ['event'] as const;
const AE = ['action', 'event'] as const;

export const EFFECT_SPECS = {
  // ---- Politics -------------------------------------------------------------------------------
  'propose-bill-on-policy': spec(
    A,
    'Propose a Bill on `policy` (normal adjacency), then add `cubes` of your Voting cubes to the bag.',
    p({ policy: PolicyId, cubes: pos }),
  ),
  'propose-bills': spec(
    A,
    'Pay `cost`, then Propose up to `bills` Bills one after another (each may have its own Immediate Vote).',
    p({ bills: pos, cost: n }),
  ),
  'radical-reforms': spec(
    A,
    'Propose a Bill on any section of a Policy, not only the adjacent one; no Immediate Vote for it.',
    p({}),
  ),
  'public-opinion-polling': spec(
    A,
    'Propose a Bill and reveal `cubes` cubes from the bag; you may hold its Immediate Vote with those cubes, paying no Influence.',
    p({ cubes: pos }),
  ),
  'pressing-matters': spec(
    A,
    'Propose a Bill; you may call its Immediate Vote without spending Influence.',
    p({}),
  ),
  'momentum-for-change': spec(
    A,
    'Gain `influencePerBill` Influence per own Bill marker on the Politics table, then Propose a Bill (no Immediate Vote).',
    p({ influencePerBill: pos }),
  ),
  'protect-status-quo': spec(
    A,
    'Mark a Policy with one of your Bill markers: no Bill may be proposed on it this round; gain `influence` Influence.',
    p({ influence: pos }),
  ),
  'change-of-government-agenda': spec(
    A,
    "If at most `maxProposedBills` Bills are proposed, discard another player's Bill; then you, then that player, may Propose a Bill.",
    p({ maxProposedBills: pos }),
  ),
  'emergency-state': spec(
    A,
    'If at least `minBills` Policies have proposed Bills, move one Policy without a Bill to an adjacent section (no VP).',
    p({ minBills: pos }),
  ),
  'propose-bill-for-other': spec(
    E,
    'Another player names a legal Bill; the State proposes it with its own marker and decides on any Immediate Vote.',
    p({}),
  ),
  // ---- Voting cubes and Influence -----------------------------------------------------------------
  'fake-news': spec(
    A,
    'Draw `draw` cubes from the bag, remove up to `remove` of them from the game and return the rest.',
    p({ draw: pos, remove: pos }),
  ),
  'interest-groups': spec(
    A,
    "Reveal cubes until `opponentCubes` other classes' cubes are out; replace those with your own, return all to the bag.",
    p({ opponentCubes: pos }),
  ),
  'add-cubes-by-count': spec(
    A,
    'Add `base` + one Voting cube per `count` unit to the bag (population = your Population value).',
    p({ base: n, count: z.enum(['population', 'public-and-capitalist-companies-employing-own-workers']) }),
  ),
  'buy-cubes': spec(A, 'Spend `cost` and add `cubes` Voting cubes to the bag.', p({ cost: pos, cubes: pos })),
  'trade-protectionism-lobby': spec(
    A,
    'Add `cubesPerCompany` cubes per own Agriculture Company; at 6A Luxury Companies count too.',
    p({ cubesPerCompany: pos }),
  ),
  'buy-influence-from-state': spec(
    A,
    'Pay `cost` to the State and gain `influence` Influence.',
    p({ influence: pos, cost: pos }),
  ),
  'reveal-political-scandal': spec(
    A,
    'Take `influence` Influence from another player (Personal Influence from the State).',
    p({ influence: pos }),
  ),
  'denial-of-free-speech': spec(
    A,
    'Take up to `mediaInfluence` Media Influence from Public Services as Personal Influence; two chosen players each give you `influenceEach`. Not playable if a chosen Legitimacy is 1.',
    p({ mediaInfluence: pos, players: pos, influenceEach: pos, blockedAtMinLegitimacy: z.boolean() }),
  ),
  'provide-influence-and-cubes': spec(
    AE,
    "Provide `influence` Personal Influence and `cubes` of that class's Voting cubes to one class.",
    p({ influence: pos, cubes: pos }),
  ),
  'agenda-match-reward': spec(
    A,
    'Gain `perMatch` of `resource` (Personal Influence or money) per Policy matching the current Political Agenda.',
    p({ resource: z.enum(['influence', 'money']), perMatch: pos }),
  ),
  // ---- Workers --------------------------------------------------------------------------------------
  specialization: spec(
    A,
    'Put a skilled Working Class Worker of any industry from the Supply in Unemployed, then assign up to `assign` unemployed Working Class Workers (to `assignTo`).',
    p({ assign: pos, assignTo: z.enum(['any', 'own-companies']) }),
  ),
  'build-cooperative-farm': spec(
    A,
    'If enough unemployed Workers, build a Cooperative Farm and assign unemployed Workers to all its slots.',
    p({}),
  ),
  'labor-market-deregulation': spec(
    A,
    'Assign any number of unemployed Workers; at 2C you may also reassign any number of assigned, uncommitted Workers.',
    p({}),
  ),
  migration: spec(
    A,
    'If you have at least `minUnemployed` unemployed Workers, remove up to `remove` of them; gain `perUnskilled` / `perSkilled` each.',
    p({ minUnemployed: pos, remove: pos, perUnskilled: pos, perSkilled: pos }),
  ),
  'signing-bonus': spec(
    A,
    "Assign up to `assign` unemployed Workers; each Company's owner pays you `perWorker` per Worker assigned.",
    p({ assign: pos, perWorker: pos }),
  ),
  'unemployment-initiative': spec(
    A,
    'Assign unemployed Workers of `workers` (up to `maxWorkers` if given) to `target`; the State pays `perWorker` per Worker assigned.',
    p({
      workers: z.enum(['working', 'any']),
      target: z.enum(['own-companies', 'one-non-operational-own-company']),
      maxWorkers: pos.optional(),
      perWorker: n,
    }),
  ),
  'foreign-recruitment': spec(
    A,
    'Choose an own non-operational Company; spend `cost` and fill it with matching Workers from the Supply.',
    p({ cost: pos }),
  ),
  'competitive-wages': spec(
    A,
    'Set an own Company to Wage `wageLevel`; move the Workers of an operational Public Company of that industry with the same number of Workers into it.',
    p({ wageLevel: z.literal(3) }),
  ),
  'general-strike': spec(
    A,
    'Strike, placing `extraPerTradeUnion` extra Strike token per Trade Union.',
    p({ extraPerTradeUnion: pos }),
  ),
  'workplace-accident': spec(
    A,
    'Choose an industry; take `perCompany` from another player per Company of theirs in it employing your Workers.',
    p({ perCompany: pos }),
  ),
  // ---- Buying -------------------------------------------------------------------------------------
  'buy-from-state-half-price': spec(
    A,
    "Buy `good` from the State up to your Population, paying half the total (rounded up); the State's welfare-tile VP still applies.",
    p({ good: ServiceGood }),
  ),
  'boost-domestic-tourism': spec(
    A,
    'Buy `good` from another player up to your Population, paying half (rounded up); the State pays the rest.',
    p({ good: z.literal('luxury') }),
  ),
  'unemployment-benefits': spec(
    A,
    'Get `perUnemployed` from the State per unemployed Worker; then you may buy Goods & Services from the State.',
    p({ perUnemployed: pos }),
  ),
  'supplemental-income': spec(
    A,
    'The State pays (or, with `provide`, provides to a Working or Middle Class) `perWorker` per employed Worker in `workplaces`; with `thenBuy` the class may then Buy Goods & Services.',
    p({
      perWorker: pos,
      workplaces: z.enum(['all', 'public-and-capitalist']),
      provide: z.boolean(),
      thenBuy: z.boolean(),
    }),
  ),
  'rising-covid-cases': spec(
    A,
    'Get Health from the State free, up to half your Population (rounded up); then buy Health from any number of sources, up to your Population each.',
    p({}),
  ),
  'import-subsidy': spec(
    A,
    'Buy Food or Luxury from the Foreign Market up to your Population without tariffs.',
    p({}),
  ),
  'personal-consumption': spec(
    A,
    'Buy one good or service from any number of sources (up to your Population each), or from one source up to `singleSourceMultiplier` × Population.',
    p({ singleSourceMultiplier: pos }),
  ),
  'public-sector-overtime': spec(
    A,
    'Choose an operational Public Company: the State pays its wages and it produces; then you may buy that service from the State up to your Population.',
    p({}),
  ),
  'extra-shift': spec(
    A,
    'Choose an own non-automated, operational Company: pay its wages and it produces again.',
    p({}),
  ),
  'buy-prosperity': spec(
    A,
    'Pay `perPopulation` per Population value to gain `prosperity` Prosperity.',
    p({ perPopulation: pos, prosperity: pos }),
  ),
  'affordable-housing': spec(
    A,
    'Give `capitalistPayment` to the Capitalist Class for `capitalistVp` VP, or `middlePayment` to the Middle Class for `middleVp` VP.',
    p({ capitalistPayment: pos, capitalistVp: pos, middlePayment: pos, middleVp: pos }),
  ),
  // ---- Companies ----------------------------------------------------------------------------------
  'state-funded-build': spec(
    A,
    'Build a Company of `industries`; the State pays `statePays` of its cost (half = rounded down, you pay the rest).',
    p({ statePays: z.enum(['all', 'half']), industries: z.enum(['any', 'food-or-luxury']) }),
  ),
  'land-of-opportunity': spec(
    A,
    'Build a Company, running it with a skilled Middle Class Worker of your choice taken from the Supply.',
    p({}),
  ),
  'investment-opportunities': spec(
    A,
    'Build a Company paying `discount` less, or search the Company deck for any Company and build it paying `searchSurcharge` more.',
    p({ discount: pos, searchSurcharge: pos }),
  ),
  'growing-business': spec(
    A,
    'Build a Storage for one resource free; then you may Build a Company, paying `discount` less if it produces that resource.',
    p({ discount: pos }),
  ),
  'business-expansion': spec(
    A,
    'Build up to `build` Companies, then add that many new Companies to your Market.',
    p({ build: pos }),
  ),
  'exit-strategy': spec(
    A,
    'Sell an own Company without a Machinery icon and not automated for `multiplier` × its cost.',
    p({ multiplier: pos }),
  ),
  'technological-progress': spec(
    A,
    'Pay `oneCost` for 1 Machinery token or `twoCost` for 2.',
    p({ oneCost: pos, twoCost: pos }),
  ),
  nationalization: spec(
    A,
    'Replace a non-operational Public Company with a non-operational Capitalist Company without a Machinery icon; you may assign Workers; at Policy 1 section `paysCostAt` pay its cost to the Capitalist Class.',
    p({ paysCostAt: Section }),
  ),
  privatization: spec(
    A,
    'Sell an operational Public Company to the Capitalist Class for its cost; it joins the Private Sector.',
    p({}),
  ),
  // ---- Money ----------------------------------------------------------------------------------------
  'employment-subsidy': spec(
    A,
    'Get `perCompany` from the State per own Company with a Working Class Worker; then you may Extra Shift one of them.',
    p({ perCompany: pos }),
  ),
  'business-grants': spec(
    A,
    'The State pays (or, with `provide`, provides) the Capitalist Class `perCompany` per Capitalist Company.',
    p({ perCompany: pos, provide: z.boolean() }),
  ),
  'covid-stimulus': spec(
    A,
    'Get `perWorker` from the State per employed Worker in Public and Capitalist Companies, plus `perCompany` per own Company.',
    p({ perWorker: pos, perCompany: pos }),
  ),
  'vaccine-funding': spec(
    A,
    'Get `perCompany` from the State per operational Healthcare Company you own.',
    p({ perCompany: pos }),
  ),
  'offshore-companies': spec(A, 'Move Revenue ÷ `divisor` (rounded down) to Capital.', p({ divisor: pos })),
  'buy-private-island': spec(
    A,
    'Pay `cost` from Capital to the State; gain `vp` VP.',
    p({ cost: pos, vp: pos }),
  ),
  'state-gives-money': spec(
    A,
    'The State gives `amount` to each class flagged true.',
    p({ amount: pos, working: z.boolean(), middle: z.boolean(), capitalist: z.boolean() }),
  ),
  'everyone-gains': spec(
    A,
    'The State and each class flagged true gain `amount` from the bank.',
    p({ amount: pos, working: z.boolean(), middle: z.boolean(), capitalist: z.boolean() }),
  ),
  'geopolitical-support': spec(
    A,
    'Gain money by Policy 6: `atA` / `atB` / `atC`.',
    p({ atA: pos, atB: pos, atC: pos }),
  ),
  'foreign-investment': spec(
    A,
    'Spend `influence` Personal Influence to gain `money`.',
    p({ influence: pos, money: pos }),
  ),
  'quantitative-easing': spec(
    A,
    'Gain `amount`, or `withLoan` if the State has a Loan.',
    p({ amount: pos, withLoan: pos }),
  ),
  'higher-vat': spec(
    A,
    'Every other player pays `amount` to the State. Not playable if a Legitimacy the card lowers is already 1.',
    p({ amount: pos, blockedAtMinLegitimacy: z.boolean() }),
  ),
  // ---- Selling --------------------------------------------------------------------------------------
  'sell-to-state': spec(
    A,
    'Sell up to `max` `good` to the State at `price` each (the State may be forced into a Loan); then gain `influence` Influence.',
    p({ good: Good, max: pos, price: pos, influence: n }),
  ),
  'foreign-market-insight': spec(
    A,
    'Reveal the next `reveal` Export card(s), optionally replace the current one, discard the rest; Sell to the Foreign Market using each transaction up to `transactionUses` times.',
    p({ reveal: pos, transactionUses: pos }),
  ),
  'export-subsidy': spec(
    A,
    'Sell to the Foreign Market; get `perTransaction` from the State per transaction.',
    p({ perTransaction: pos }),
  ),
  'sell-to-foreign-market-plus': spec(
    A,
    'Sell to the Foreign Market; you may also sell up to `max` `good` for `price` each.',
    p({ good: z.enum(['food', 'luxury']), max: pos, price: pos }),
  ),
  'foreign-partner': spec(
    A,
    'Make a Business Deal; then you may sell Food and/or Luxury to the Foreign Market.',
    p({}),
  ),
  'state-foreign-sale': spec(
    A,
    "Sell up to `max` `good` from Public Services to the Foreign Market at the State's current price for it.",
    p({ good: ServiceGood, max: pos }),
  ),
  // ---- State: Events, providing -----------------------------------------------------------------------
  'shift-focus': spec(
    A,
    'Look at the top `look` Events; you may discard a current Event without penalty and put one of them in its place; then take an Event Action.',
    p({ look: pos }),
  ),
  'matter-of-high-priority': spec(
    A,
    'Look at the top `look` Events; if there is room put one on the board; then take an Event Action.',
    p({ look: pos }),
  ),
  'immediate-response': spec(A, 'Choose an Event and perform its task `times` times.', p({ times: pos })),
  'provide-population-goods': spec(
    A,
    "Provide `good` to the Working or Middle Class equal to that class's Population.",
    p({ good: ServiceGood }),
  ),
  'provide-money': spec(
    AE,
    'Provide `amount` to each of `classes` classes.',
    p({ amount: pos, classes: z.number().int().min(1).max(3) }),
  ),
  'vaccination-program': spec(
    A,
    "Buy Health from the Foreign Market at `importPrice` each up to the Public Services' room; then provide Health to a class equal to its Population.",
    p({ importPrice: pos }),
  ),
  // ---- Events only ------------------------------------------------------------------------------------
  'spend-and-provide': spec(
    E,
    'Spend `spend`; then provide `amount` (or up to it, with `upTo`) of `resource` to classes (one, or split as the Event says).',
    p({ spend: n, resource: z.enum(['media-influence', 'voting-cubes']), amount: pos, upTo: z.boolean() }),
  ),
  'spend-goods': spec(E, 'Spend up to `max` `good` (at least 1).', p({ good: Good, max: pos })),
  'spend-money-steps': spec(E, 'Spend money in steps of `step`, up to `max`.', p({ step: pos, max: pos })),
  'buy-from-players': spec(
    E,
    'Buy `good` from other players, any combination, up to the number of available Public Companies.',
    p({ good: Good, limit: z.literal('public-companies') }),
  ),
  'provide-goods-half': spec(
    E,
    'Provide `good` to a class equal to half its `basis` (rounded up).',
    p({ good: Good, basis: z.enum(['population', 'operational-companies', 'population-or-companies']) }),
  ),
  'provide-goods-mix-half': spec(
    E,
    'Provide `good` and `otherGood` to a class, together half its `basis` (rounded up), at least `minEach` of each.',
    p({
      good: Good,
      otherGood: Good,
      basis: z.enum(['population', 'operational-companies', 'population-or-companies']),
      minEach: pos,
    }),
  ),
  'provide-money-all-classes': spec(
    E,
    'Provide either `low` or `high` to each of the three classes.',
    p({ low: pos, high: pos }),
  ),
  'provide-money-per': spec(
    E,
    'Provide `amount` to a class per `per` (its Workers in the Public Sector, its operational Companies, or its Population value).',
    p({ amount: pos, per: z.enum(['public-sector-worker', 'operational-company', 'population']) }),
  ),
  'build-company-for-class': spec(
    E,
    "Pay the cost of a Company costing at least `minCost` from another class's Market and build it for that class.",
    p({ minCost: pos }),
  ),
} satisfies Record<string, EffectSpec>;

export type EffectId = keyof typeof EFFECT_SPECS;
/** The parameters a card carries for an effect, as its schema checked them when the data loaded. */
export type EffectParams<E extends EffectId> = z.infer<(typeof EFFECT_SPECS)[E]['params']>;
export const EFFECT_IDS = Object.keys(EFFECT_SPECS) as EffectId[];

export function isEffectId(id: string): id is EffectId {
  return Object.hasOwn(EFFECT_SPECS, id);
}

/**
 * Adds issues to `ctx` when `effect` is not a known effect for this deck or `params` do not fit it.
 * Used by the card schemas' refinements.
 */
export function checkEffect(
  ctx: z.RefinementCtx,
  deck: 'action' | 'event',
  effect: string,
  params: Record<string, unknown>,
): void {
  if (!isEffectId(effect)) {
    ctx.addIssue({ code: 'custom', path: ['effect'], message: `unknown effect id "${effect}"` });
    return;
  }
  const effectSpec: EffectSpec = EFFECT_SPECS[effect];
  if (!effectSpec.decks.includes(deck)) {
    ctx.addIssue({
      code: 'custom',
      path: ['effect'],
      message: `effect "${effect}" is not used by ${deck} cards`,
    });
  }
  const result = effectSpec.params.safeParse(params);
  if (!result.success) {
    for (const issue of result.error.issues) {
      ctx.addIssue({
        code: 'custom',
        path: ['params', ...issue.path.map((k) => (typeof k === 'symbol' ? String(k) : k))],
        message: issue.message,
      });
    }
  }
}
