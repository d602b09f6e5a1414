/**
 * Facts about what an Automa could do now, worked out by the game's rules: where its unemployed
 * Workers could go, what buying its Population of a good would cost, which Companies it could build
 * and staff, how many export transactions it could make, whether an Immediate Vote would win. The
 * advanced checks (checks.ts) read them, and so do the drivers' decision procedures (src/automa/,
 * through the engine's API), so the two never disagree about the game.
 */
import type { AutomaClass } from '../../data/automa/index.ts';
import {
  type ClassId,
  type Good,
  type Industry,
  POLICY_IDS,
  type PolicyId,
  type Section,
  VOTING_CLASSES,
} from '../../data/common.ts';
import type { CompanyCard } from '../../data/companies.schema.ts';
import { companyById } from '../../data/companies.ts';
import { INDUSTRY_RESOURCE } from '../../data/names.ts';
import { ACTIONS, COMPANY_LIMITS, GAME, POPULATION_BANDS } from '../../data/tables.ts';
import { type BuyOptions, purchaseQuotes } from '../actions/buy-goods.ts';
import { currentExport, exportable } from '../actions/sell-foreign.ts';
import type { BuildOptions } from '../companies/build-and-sell.ts';
import {
  cardOf,
  companiesOf,
  countSkills,
  fits,
  industryOf,
  isAutomated,
  isOperational,
  requiredSlots,
  wageAmount,
  workersIn,
} from '../companies/companies.ts';
import { memo } from '../core/memo.ts';
import { cardIdOf } from '../draw.ts';
import type { Seller } from '../economy/market.ts';
import { offerOf, welfarePrice } from '../economy/market.ts';
import { canAfford } from '../economy/money.ts';
import { storageRoom } from '../economy/storage.ts';
import type { AutomaMove, Company, GameState } from '../game-state.ts';
import { billMarkersLeft, openPolicies } from '../politics/propose-bill.ts';
import { seatsInOrder } from '../seats.ts';
import { availableCompanies, industryWorkerCounts, slotsToFill } from '../workers/jobs.ts';
import { strikeTargets } from '../workers/strike-and-demonstration.ts';
import { openWorkingSlots } from '../workers/worker-checks.ts';
import { populationOf, tradeUnions, unemployedOf } from '../workers/workers.ts';
import { afterFirstSteps } from './effects.ts';
import { type Modifiers, modifiersFor } from './moves.ts';
import { desiredSection, distanceFromDesired } from './policy-cards.ts';
import { currentAiCard } from './seats.ts';

// ---- What is known -----------------------------------------------------------------------------

/**
 * The facts worked out during one reading of the board (a question, a decision, an advanced
 * Automa's checks and the move after them: engine `memo`), each once; outside a reading none is
 * kept. One record rather than a `memo` per fact: one look-up, and the facts' own code stays
 * apart from the keeping. Never change what it holds.
 */
export interface Known {
  jobs: { working: JobFact[] | undefined; middle: JobFact[] | undefined };
  employedWorking: Map<Industry, number> | undefined;
  unionOpenings: Industry[] | undefined;
  overSlots: number | undefined;
  strikeable: Company[] | undefined;
  exports: { capitalist: number | undefined; middle: number | undefined };
  purchases: Array<{ cls: 'working' | 'middle'; m: Modifiers; facts: PurchaseFact[] }>;
  builds: Array<{ cls: 'capitalist' | 'middle'; opts: BuildOptions; facts: BuildFact[] }>;
  sellable: Array<{ factor: number; idle: SellableFact[] }>;
}

// Every record built with all its keys, in one order: one shape for the code that reads them.
function nothingKnown(): Known {
  return {
    jobs: { working: undefined, middle: undefined },
    employedWorking: undefined,
    unionOpenings: undefined,
    overSlots: undefined,
    strikeable: undefined,
    exports: { capitalist: undefined, middle: undefined },
    purchases: [],
    builds: [],
    sellable: [],
  };
}

/** What the reading now has worked out (the checks hand it on to the move's decision). */
export function known(g: GameState): Known {
  return memo(g, 'automa.known', nothingKnown);
}

/**
 * Starts a reading of `g` knowing what a reading of the same board worked out, maybe on another
 * copy of the state: its facts of plain data, not those that hold that copy's Companies. Before
 * anything is looked up.
 */
export function knowing(g: GameState, from: Known) {
  memo(g, 'automa.known', () => ({
    jobs: { working: from.jobs.working, middle: from.jobs.middle },
    employedWorking: from.employedWorking,
    unionOpenings: from.unionOpenings,
    overSlots: from.overSlots,
    strikeable: undefined,
    exports: { capitalist: from.exports.capitalist, middle: from.exports.middle },
    purchases: from.purchases.slice(),
    builds: from.builds.slice(),
    sellable: [],
  }));
}

/** Options written the same (small plain records: a bonus's). */
function sameOptions(a: object | undefined, b: object | undefined): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** The same bonus for a purchase: the same "first" steps, the same buying options. */
function sameBonus(a: Modifiers, b: Modifiers): boolean {
  if (a === b) return true;
  if (a.first.length !== b.first.length || !sameOptions(a.buy, b.buy)) return false;
  for (let i = 0; i < a.first.length; i++) if (a.first[i] !== b.first[i]) return false;
  return true;
}

/** The bonus's changes to a move this turn (none when the card's first action is another). */
export function modifiersNow(g: GameState, cls: AutomaClass, move: AutomaMove): Modifiers {
  const card = currentAiCard(g, cls);
  return card ? modifiersFor(g, cls, card, move) : { first: [] };
}

// ---- Workers ------------------------------------------------------------------------------------

/** A Company the class's Workers could be assigned to now. */
export interface JobFact {
  company: string;
  owner: Company['owner'];
  industry: Industry;
  /** Workers it takes (all its required slots, or a Middle Class Company's employee slot). */
  slots: number;
  /** The Wage it pays now. */
  wage: number;
  /** Unemployed Workers of the class alone can fill it. */
  byUnemployed: boolean;
  /** Filling it with Working Class Workers would bring its industry to the 4 a Trade Union needs. */
  meetsUnion: boolean;
}

/** Working Class Workers employed in each industry. */
function employedWorking(g: GameState): Map<Industry, number> {
  const k = known(g);
  k.employedWorking ??= industryWorkerCounts(g, 'working');
  return k.employedWorking;
}

/**
 * Companies the class's Workers could be assigned to now (with `owners`, only theirs). Worked out
 * once per question or decision (a decision ranks its options by them): never change the list.
 */
export function jobs(
  g: GameState,
  cls: 'working' | 'middle',
  owners?: readonly Company['owner'][],
): JobFact[] {
  if (owners) return jobsAt(g, cls, owners);
  const k = known(g);
  k.jobs[cls] ??= jobsAt(g, cls);
  return k.jobs[cls];
}

function jobsAt(g: GameState, cls: 'working' | 'middle', owners?: readonly Company['owner'][]): JobFact[] {
  const counts = countSkills(unemployedOf(g, cls));
  const employed = employedWorking(g);
  const unions = new Set(tradeUnions(g).map((w) => w.skill));
  const out: JobFact[] = [];
  for (const company of availableCompanies(g)) {
    if (owners && !owners.includes(company.owner)) continue;
    if (company.owner === 'working' && cls !== 'working') continue;
    const slots = slotsToFill(g, company, cls);
    if (!slots || slots.length === 0) continue;
    const industry = industryOf(company);
    const before = employed.get(industry) ?? 0;
    out.push({
      company: company.id,
      owner: company.owner,
      industry,
      slots: slots.length,
      wage: wageAmount(company),
      byUnemployed: fits(slots, counts),
      meetsUnion:
        cls === 'working' &&
        !unions.has(industry) &&
        before < ACTIONS.tradeUnionMinWorkers &&
        before + slots.length >= ACTIONS.tradeUnionMinWorkers,
    });
  }
  return out;
}

/** Industries whose Trade Union an unemployed skilled Working Class Worker could form now. */
export function unionOpenings(g: GameState): Industry[] {
  const k = known(g);
  k.unionOpenings ??= unionOpeningsNow(g);
  return k.unionOpenings;
}

function unionOpeningsNow(g: GameState): Industry[] {
  const employed = employedWorking(g);
  const taken = new Set(tradeUnions(g).map((w) => w.skill));
  const out: Industry[] = [];
  for (const w of unemployedOf(g, 'working')) {
    if (!w.skill || taken.has(w.skill) || out.includes(w.skill)) continue;
    if ((employed.get(w.skill) ?? 0) >= ACTIONS.tradeUnionMinWorkers) out.push(w.skill);
  }
  return out;
}

/**
 * How many unemployed Workers one assignment could employ, within `budget` Workers: Companies the
 * unemployed can fill, largest first (a good enough count for the Automas' conditions).
 */
export function assignableUnemployed(
  g: GameState,
  cls: 'working' | 'middle',
  budget: number = ACTIONS.workersPerAssign,
  owners?: readonly Company['owner'][],
): number {
  const sizes = jobs(g, cls, owners)
    .filter((j) => j.byUnemployed)
    .map((j) => j.slots)
    .sort((a, b) => b - a);
  let left = budget;
  let placed = 0;
  let pool = unemployedOf(g, cls).length;
  for (const n of sizes) {
    if (n <= left && n <= pool) {
      placed += n;
      left -= n;
      pool -= n;
    }
  }
  return placed;
}

/** Unemployed Working Class Workers beyond the slots open to them (a Demonstration's measure). */
export function unemployedOverSlots(g: GameState): number {
  const k = known(g);
  k.overSlots ??= unemployedOf(g, 'working').length - openWorkingSlots(g);
  return k.overSlots;
}

// ---- Buying ------------------------------------------------------------------------------------

/** The cheapest way to buy the class's Population of a good, from at most `maxSources` sellers. */
export interface PurchaseFact {
  ware: 'health' | 'education' | 'luxury' | 'food';
  /** Total price, or null when it cannot be bought and afforded. */
  cost: number | null;
  sellers: Seller[];
}

type Quote = ReturnType<typeof purchaseQuotes>[number];

/**
 * What buying `need` from these one or two sellers costs, the cheaper seller first, each giving as
 * much as it has; null if they cannot cover it. (Called for every seller and pair of sellers of
 * every good at every Automa turn: written without a list or a sort.)
 */
function costFrom(need: number, a: Quote, b?: Quote): number | null {
  // The cheaper unit price first; on a tie, the order given.
  const [first, second] = b && b.cost(1) < a.cost(1) ? [b, a] : [a, b];
  const n = Math.min(need, first.most);
  let cost = first.cost(n);
  let left = need - n;
  if (second) {
    const m = Math.min(left, second.most);
    cost += second.cost(m);
    left -= m;
  }
  return left === 0 ? cost : null;
}

function cheapest(
  quotes: readonly Quote[],
  need: number,
  sources: number,
  money: number,
): { cost: number; sellers: Seller[] } | null {
  let best: { cost: number; sellers: Seller[] } | null = null;
  const consider = (cost: number | null, a: Quote, b?: Quote) => {
    if (cost !== null && cost <= money && (!best || cost < best.cost))
      best = { cost, sellers: b ? [a.seller, b.seller] : [a.seller] };
  };
  for (let i = 0; i < quotes.length; i++) {
    const a = quotes[i] as Quote;
    consider(costFrom(need, a), a);
    if (sources < 2) continue;
    for (let j = i + 1; j < quotes.length; j++) {
      const b = quotes[j] as Quote;
      consider(costFrom(need, a, b), a, b);
    }
  }
  return best;
}

const EVERY_WARE = ['health', 'education', 'luxury', 'food'] as const;
/** What a Buy Goods & Services action's condition weighs (Action Criteria, checks): not Food. */
export const BUY_ACTION_WARES = ['health', 'education', 'luxury'] as const;

/** Population-many Health, Education and Luxury (and Food): the cheapest purchase of each, if any. */
export function purchases(
  g: GameState,
  cls: 'working' | 'middle',
  opts: BuyOptions = {},
  wares: readonly PurchaseFact['ware'][] = EVERY_WARE,
): PurchaseFact[] {
  const need = populationOf(g, cls);
  const money = cls === 'working' ? g.classes.working.money : g.classes.middle.money;
  const sources = opts.maxSources ?? ACTIONS.buySourcesMax;
  return wares.map((ware) => {
    if (opts.wares && !opts.wares.includes(ware)) return { ware, cost: null, sellers: [] };
    const best = cheapest(purchaseQuotes(g, cls, opts, ware), need, sources, money);
    return { ware, cost: best?.cost ?? null, sellers: best?.sellers ?? [] };
  });
}

/**
 * The purchases of Health, Education and Luxury a Buy Goods & Services with these modifiers could
 * make: after the bonus's "first" steps (money, Public Services produced first), with its limits
 * (sources, half prices).
 */
export function purchasesWithBonus(g: GameState, cls: 'working' | 'middle', m: Modifiers): PurchaseFact[] {
  // The checks and the move's conditions weigh them with the same bonus, or none.
  const k = known(g);
  const kept = k.purchases.find((p) => p.cls === cls && sameBonus(p.m, m));
  if (kept) return kept.facts;
  const facts = purchases(afterFirstSteps(g, cls, m.first), cls, m.buy ?? {}, BUY_ACTION_WARES);
  k.purchases.push({ cls, m, facts });
  return facts;
}

// ---- Strikes -----------------------------------------------------------------------------------

/** Public Companies give Health or Education away free under 4A or 5A: Strikes there are not counted. */
function givesFreeServices(g: GameState, c: Company): boolean {
  if (c.owner !== 'state') return false;
  const industry = industryOf(c);
  return (industry === 'health' || industry === 'education') && welfarePrice(g, industry) === 0;
}

/** Companies the Working Class could strike now, free Public services left out (never change the list). */
export function strikeable(g: GameState): Company[] {
  const k = known(g);
  k.strikeable ??= strikeTargets(g).filter((c) => !givesFreeServices(g, c));
  return k.strikeable;
}

/** The only operational Company of its industry among its owner's. */
export function onlyOperationalOfIndustry(g: GameState, c: Company): boolean {
  return !companiesOf(g, c.owner).some(
    (o) => o !== c && industryOf(o) === industryOf(c) && isOperational(g, o),
  );
}

/** The largest step between a Company's Wage levels. */
export function wageGap(c: Company): number {
  const card = cardOf(c);
  const wages = 'wages' in card && card.wages ? card.wages : null;
  return wages ? Math.max(wages[1] - wages[0], wages[2] - wages[1]) : 0;
}

// ---- Building ----------------------------------------------------------------------------------

export interface BuildFact {
  /** The Market card instance. */
  card: string;
  name: string;
  industry: Industry;
  cost: number;
  output: number;
  automated: boolean;
  affordable: boolean;
  /** Unemployed Workers could make it operational at once (which classes). */
  staffedBy: Array<'working' | 'middle'>;
  /** It has a Working Class employee slot an unemployed Working Class Worker could fill. */
  employeeFillable: boolean;
  /** It makes a resource none of the builder's operational Companies makes now. */
  newResource: boolean;
}

function costFor(card: CompanyCard, opts: BuildOptions): number {
  const excluded = opts.discountExcept?.includes(card.industry);
  const cost = Math.max(0, card.cost - (excluded ? 0 : (opts.discount ?? 0)));
  const pays = !opts.payerIndustries || opts.payerIndustries.includes(card.industry);
  if (!pays || !opts.payer || opts.payer === 'builder') return cost;
  return opts.payer === 'state-half' ? cost - Math.floor(cost / 2) : 0;
}

function staffClasses(g: GameState, card: CompanyCard, supplyWorker: boolean): Array<'working' | 'middle'> {
  const slots = requiredSlots(card);
  if (slots.length === 0) return [];
  return (['working', 'middle'] as const).filter((cls) => {
    if (!slots.every((sl) => sl.classes.includes(cls))) return false;
    const counts = countSkills(unemployedOf(g, cls));
    if (supplyWorker && cls === 'middle') {
      counts.total += 1;
      counts.bySkill.set(card.industry, (counts.bySkill.get(card.industry) ?? 0) + 1);
    }
    return fits(slots, counts);
  });
}

/** The Market's Companies, by what the Automas' criteria ask of them (never change the list). */
export function buildFacts(g: GameState, cls: 'capitalist' | 'middle', opts: BuildOptions = {}): BuildFact[] {
  const k = known(g);
  const kept = k.builds.find((b) => b.cls === cls && sameOptions(b.opts, opts));
  if (kept) return kept.facts;
  const facts = buildFactsNow(g, cls, opts);
  k.builds.push({ cls, opts, facts });
  return facts;
}

function buildFactsNow(g: GameState, cls: 'capitalist' | 'middle', opts: BuildOptions): BuildFact[] {
  if (companiesOf(g, cls).length >= COMPANY_LIMITS[cls]) return [];
  // What it can produce now: its operational Companies (an idle one produces nothing).
  const made = new Set(
    companiesOf(g, cls)
      .filter((c) => isOperational(g, c))
      .map((c) => INDUSTRY_RESOURCE[industryOf(c)]),
  );
  const wcUnemployed = unemployedOf(g, 'working');
  const out: BuildFact[] = [];
  for (const instance of g.classes[cls].market) {
    const card = companyById(cardIdOf(instance));
    if (!card) continue;
    const employee = card.owner === 'middle' ? card.employee : null;
    const cost = costFor(card, opts);
    out.push({
      card: instance,
      name: card.name,
      industry: card.industry,
      cost,
      output: card.output,
      automated: isAutomated(card),
      affordable: canAfford(g, cls, cost),
      staffedBy: staffClasses(g, card, !!opts.supplyWorker),
      employeeFillable:
        !!employee && wcUnemployed.some((w) => employee.skill === null || w.skill === employee.skill),
      newResource: !made.has(INDUSTRY_RESOURCE[card.industry]),
    });
  }
  return out;
}

/**
 * Own Companies that are not operational, with what they would sell for (Sell Company criteria;
 * never change the list).
 */
export function sellableIdle(g: GameState, factorWithoutMachinery = 1): SellableFact[] {
  const k = known(g);
  const kept = k.sellable.find((s) => s.factor === factorWithoutMachinery);
  if (kept) return kept.idle;
  const idle = sellableIdleNow(g, factorWithoutMachinery);
  k.sellable.push({ factor: factorWithoutMachinery, idle });
  return idle;
}

interface SellableFact {
  company: Company;
  price: number;
}

function sellableIdleNow(g: GameState, factorWithoutMachinery: number): SellableFact[] {
  return companiesOf(g, 'capitalist')
    .filter((c) => !isOperational(g, c) && !workersIn(g, c.id).some((w) => w.committed))
    .map((c) => {
      const card = cardOf(c);
      const plain = card.owner === 'capitalist' && !card.automated && card.machinery === undefined;
      return { company: c, price: card.cost * (plain ? factorWithoutMachinery : 1) };
    });
}

// ---- Foreign Market ----------------------------------------------------------------------------

/** How many of the current Export card's transactions one sale could make (each once). */
export function exportTransactions(g: GameState, cls: 'capitalist' | 'middle'): number {
  const k = known(g);
  k.exports[cls] ??= exportTransactionsNow(g, cls);
  return k.exports[cls];
}

function exportTransactionsNow(g: GameState, cls: 'capitalist' | 'middle'): number {
  if (g.roundFlags.foreignMarketClosed) return 0;
  const left = new Map<Good, number>();
  let n = 0;
  for (const t of [...currentExport(g)].sort((a, b) => a.amount - b.amount)) {
    const have = left.get(t.good) ?? exportable(g, cls, t.good);
    if (have >= t.amount) {
      left.set(t.good, have - t.amount);
      n++;
    } else left.set(t.good, have);
  }
  return n;
}

// ---- Bills and votes ---------------------------------------------------------------------------

/** Policies the class could put a Bill on now that would move toward its Desired section. */
export function policiesToPropose(g: GameState, cls: AutomaClass): PolicyId[] {
  if (g.roundFlags.noElections || billMarkersLeft(g, cls) <= 0) return [];
  const open = openPolicies(g);
  return POLICY_IDS.filter((p) => open.includes(p) && distanceFromDesired(g, cls, p) > 0);
}

/** The side an Automa expects a class to take on a Bill: in favour if it moves to or toward its Desired section. */
export function expectedSide(
  g: GameState,
  cls: ClassId,
  policy: PolicyId,
  section: 'A' | 'B' | 'C',
): 'for' | 'against' {
  const desired = desiredSection(cls === 'state' ? 'state' : cls, policy);
  const now = Math.abs(g.policies[policy].charCodeAt(0) - desired.charCodeAt(0));
  const then = Math.abs(section.charCodeAt(0) - desired.charCodeAt(0));
  return then < now ? 'for' : 'against';
}

/**
 * Whether the Automa may call an Immediate Vote on its Bill (C&C, Immediate Vote): with 2 players
 * it needs more Influence than its opponent after paying, and at least as many of its cubes in the
 * bag; with 3–4 players its expected side (by the Desired Policies card) needs more Influence than
 * the other after paying, and at least one other class on its side (rules-decisions AU8).
 */
export function immediateVoteFavours(
  g: GameState,
  cls: AutomaClass,
  policy: PolicyId,
  section: 'A' | 'B' | 'C',
  free: boolean,
): boolean {
  const cost = free ? 0 : ACTIONS.immediateVoteCost;
  const own = g.classes[cls].influence - cost;
  if (own < 0) return false;
  const others = seatsInOrder(g).filter((c) => c !== cls);
  if (g.options.players === 2) {
    const opponent = others[0] as ClassId;
    const opponentCubes = opponent === 'state' ? 0 : g.bag[opponent];
    return own > g.classes[opponent].influence && g.bag[cls] >= opponentCubes;
  }
  let mine = own;
  let theirs = 0;
  let allies = 0;
  for (const c of others) {
    if (c === 'state' && g.classes.state.influence <= 0) continue;
    if (expectedSide(g, c, policy, section) === 'for') {
      mine += g.classes[c].influence;
      allies++;
    } else theirs += g.classes[c].influence;
  }
  return mine > theirs && allies > 0;
}

/** The final round: no Bills on Immigration; Foreign Trade only with an Immediate Vote. */
export function finalRound(g: GameState): boolean {
  return g.round === GAME.rounds;
}

/** The section an Automa's Bill names: one step toward its Desired section (B, or the Desired one from B). */
export function sectionToward(current: Section, desired: Section): Section {
  if (current === desired) return current;
  return current === 'B' ? desired : 'B';
}

/**
 * Final Round Rules: "An Automa does not Propose any Bills for Policy 7 (Immigration)"; "An Automa
 * will only Propose Bills for Policy 6 (Foreign Trade) if it can call for an Immediate Vote ... If
 * not, it ignores that policy and moves to the next policy." In rounds 1–4 every Policy may have
 * its Bill. `free`: its Immediate Vote would cost no Influence.
 */
export function finalRoundAllows(
  g: GameState,
  cls: AutomaClass,
  policy: PolicyId,
  section: Section,
  free: boolean,
): boolean {
  if (!finalRound(g)) return true;
  if (policy === 7) return false;
  if (policy !== 6) return true;
  const adjacent = Math.abs(section.charCodeAt(0) - g.policies[policy].charCodeAt(0)) === 1;
  return adjacent && immediateVoteFavours(g, cls, policy, section, free);
}

/** Classes other than the Automa that are in the game and vote. */
export function otherVoters(g: GameState, cls: AutomaClass): ClassId[] {
  return seatsInOrder(g).filter((c) => c !== cls && (VOTING_CLASSES as readonly string[]).includes(c));
}

/** One unit's price from a seller now (null if it does not sell it). */
export function unitPrice(g: GameState, seller: Seller, ware: Good | 'influence'): number | null {
  return offerOf(g, seller, ware)?.unitPrice ?? null;
}

/** Whether one more Worker (Healthcare's newcomer) would raise the class's Population. */
export function populationRisesWithOneMore(g: GameState, cls: 'working' | 'middle'): boolean {
  const workers = g.workers.filter((w) => w.cls === cls).length;
  return POPULATION_BANDS.some((band) => band.minWorkers === workers + 1);
}

/** The Storage room left for a good (Capitalist or Middle Class). */
export function roomFor(g: GameState, cls: 'capitalist' | 'middle', good: Good): number {
  return storageRoom(g, cls, good);
}

export function population(g: GameState, cls: 'working' | 'middle'): number {
  return populationOf(g, cls);
}

/** The good or service a purchase under way is buying (its seller and amount questions). */
export function wareBeingBought(g: GameState): Good | 'influence' | undefined {
  const step = g.flow[g.flow.length - 1];
  return step && (step.t === 'buy.seller' || step.t === 'buy.amount')
    ? (step.p as { ware: Good | 'influence' }).ware
    : undefined;
}
