/**
 * Build Company and Sell Company (rulebook, Capitalist and Middle Class Basic Actions).
 * Building takes a card from the class's Market, pays its cost, sets a Wage the Labor Market
 * allows, and may staff it at once with unemployed Workers — for the Capitalist Class all of one
 * class (rules-decisions S12), for the Middle Class its own Workers plus an optional Working Class
 * employee. Cards reuse the same steps with discounts, other payers or cards from the deck.
 */

import type { ClassId, Industry, WageLevel } from '../../data/common.ts';
import type { CompanyCard } from '../../data/companies.schema.ts';
import { companyById } from '../../data/companies.ts';
import { COMPANY_LIMITS } from '../../data/tables.ts';
import { type Choice, intIn, name, orWord, words } from '../core/choices.ts';
import { type Ctx, log, maybe, question, queue, said } from '../core/flow.ts';
import { no, type Why } from '../core/why.ts';
import { cardIdOf } from '../draw.ts';
import { rewardAction } from '../economy/action-rewards.ts';
import { canAfford, gainMoney, moneyOf, payMandatory, spend } from '../economy/money.ts';
import type { Company, GameState, Step } from '../game-state.ts';
import { atMoment, Rules } from '../ruleset.ts';
import { afterWorkersMoved } from '../workers/worker-checks.ts';
import { addWorker, emptyCompany, placeInCompany, unemployedOf } from '../workers/workers.ts';
import {
  cardOf,
  companiesOf,
  countSkills,
  findCompany,
  fits,
  hasWages,
  minimumWage,
  paidWage,
  requiredSlots,
  type SkillCounts,
  slotsOf,
  wageAmount,
  workersIn,
} from './companies.ts';
import { staffingPlan } from './public-sector.ts';

/** The rules this file defines, listed in the base game (rulesets.ts). */
export const buildAndSellRules = new Rules();

export type Builder = 'capitalist' | 'middle';

export interface BuildOptions {
  /** Subtracted from the cost (Investment Opportunities, Growing Business). */
  discount?: number;
  /** Added to the cost (searching the deck with Investment Opportunities). */
  surcharge?: number;
  /** Who pays: the builder (default), or the State pays all or half (cards, Historical Events). */
  payer?: 'builder' | 'state-all' | 'state-half' | 'free';
  industries?: Industry[];
  /** Choose from the whole Company deck instead of the Market. */
  fromDeck?: boolean;
  /** Discount applies only to Companies of this industry (Growing Business). */
  discountIndustry?: Industry;
  /** The discount does not apply to Companies of these industries (an AI card: "a non-Media Company"). */
  discountExcept?: Industry[];
  /** `payer` applies only to Companies of these industries; the builder pays for others. */
  payerIndustries?: Industry[];
  /** Only Companies that are not automated (Marshall Plan). */
  noAutomated?: boolean;
  /** Only Companies costing at least this much (Infant Industry Requires Help). */
  minCost?: number;
  /** The build may be declined ("then you may build"): the question offers "Build nothing". */
  optional?: boolean;
  /**
   * Middle Class only: a skilled Middle Class Worker of the Company's industry comes from the
   * Supply to run it, with any other slots filled from the unemployed (Land of Opportunity).
   */
  supplyWorker?: boolean;
}

interface BuildStep extends BuildOptions {
  seat: Builder;
  /** The class that pays and chooses when it is not the owner (an Event builds for another class). */
  actor?: ClassId;
}

export function builderCost(card: CompanyCard, opts: BuildOptions): number {
  const excluded =
    (opts.discountIndustry && opts.discountIndustry !== card.industry) ||
    opts.discountExcept?.includes(card.industry);
  const discount = excluded ? 0 : (opts.discount ?? 0);
  return Math.max(0, card.cost - discount + (opts.surcharge ?? 0));
}

/** What the owner itself pays (nothing when the State or a card pays). */
function ownerShare(card: CompanyCard, opts: BuildOptions): number {
  const cost = builderCost(card, opts);
  const payer = payerOf(card, opts);
  if (payer === 'state-all' || payer === 'free') return 0;
  if (payer === 'state-half') return cost - Math.floor(cost / 2);
  return cost;
}

function payerOf(card: CompanyCard, opts: BuildOptions): BuildOptions['payer'] {
  return opts.payerIndustries && !opts.payerIndustries.includes(card.industry) ? 'builder' : opts.payer;
}

/** The cards to choose from, and the Middle Class's Workers to run them; null at the Company limit. */
function buildPool(g: GameState, s: BuildStep): { pool: string[]; staff: MiddleStaff | null } | null {
  const cls = s.seat;
  if (companiesOf(g, cls).length >= COMPANY_LIMITS[cls]) return null;
  return {
    pool: s.fromDeck ? g.decks.companies[cls].draw : g.classes[cls].market,
    staff: cls === 'middle' ? middleWorkers(g, s.supplyWorker) : null,
  };
}

function candidates(g: GameState, s: BuildStep): string[] {
  const choices = buildPool(g, s);
  if (!choices) return [];
  const { pool, staff } = choices;
  const seen = new Set<string>();
  return pool.filter((id) => {
    // Deck and Market entries are card ids; `cardIdOf` reads an instance id (`…#2`) as well.
    const card = companyById(cardIdOf(id));
    if (!card || seen.has(card.id) || !buildable(g, s, card, staff)) return false;
    seen.add(card.id);
    return true;
  });
}

/** Whether this card may be built now (`staff`: the Middle Class's Workers to run it, see below). */
function buildable(g: GameState, s: BuildStep, card: CompanyCard, staff: MiddleStaff | null): boolean {
  const cls = s.seat;
  if (s.industries && !s.industries.includes(card.industry)) return false;
  if (s.noAutomated && card.owner === 'capitalist' && card.automated) return false;
  if (s.minCost !== undefined && card.cost < s.minCost) return false;
  const payer = s.actor && s.actor !== cls ? s.actor : cls;
  if (!canAfford(g, payer, ownerShare(card, s))) return false;
  if (cls === 'middle' && !middleCanRun(card, staff)) return false;
  return true;
}

/**
 * The Middle Class builds only Companies its unemployed Workers can run (with `supplyWorker`, a
 * Worker of the Company's skill from the Supply joins them). Their skills are counted once for all
 * the cards; null when the Supply Worker is wanted and none is left.
 */
interface MiddleStaff {
  counts: SkillCounts;
  supplyWorker: boolean;
}

function middleWorkers(g: GameState, supplyWorker = false): MiddleStaff | null {
  if (supplyWorker && g.supply.middle <= 0) return null;
  return { counts: countSkills(unemployedOf(g, 'middle')), supplyWorker };
}

/** As `staffingPlan` would find for the empty Company: its own slots filled by these Workers. */
function middleCanRun(card: CompanyCard, staff: MiddleStaff | null): boolean {
  if (!staff) return false;
  const slots = requiredSlots(card);
  if (!slots.every((sl) => sl.classes.includes('middle'))) return false;
  if (!staff.supplyWorker) return fits(slots, staff.counts);
  const bySkill = new Map(staff.counts.bySkill);
  bySkill.set(card.industry, (bySkill.get(card.industry) ?? 0) + 1);
  return fits(slots, { total: staff.counts.total + 1, bySkill });
}

/** `actor`: the class that pays and chooses when it is not the owner (as in `buildCompany`). */
export function canBuild(
  g: GameState,
  seat: Builder,
  opts: BuildOptions = {},
  actor?: ClassId,
  why?: Why,
): boolean {
  const s: BuildStep = { seat, actor, ...opts };
  const choices = buildPool(g, s);
  if (!choices) {
    if (why === undefined) return false;
    if (companiesOf(g, seat).length >= COMPANY_LIMITS[seat])
      return no(why, 'build.limit', COMPANY_LIMITS[seat]);
    return no(why, 'build.no-supply-worker');
  }
  const { pool, staff } = choices;
  if (pool.length === 0) return no(why, s.fromDeck ? 'build.deck-empty' : 'build.market-empty');
  return (
    pool.some((id) => {
      const card = companyById(cardIdOf(id));
      return !!card && buildable(g, s, card, staff);
    }) || no(why, seat === 'middle' ? 'build.none-middle' : 'build.none', moneyOf(g, actor ?? seat))
  );
}

/** The card to build (its id, from the Market or the deck), or `skip` when the build is optional. */
const companyChoice = orWord('skip', name);

const chooseCompany = question<BuildStep, 'skip' | string>('build.company', {
  choice: companyChoice,
  ask(x, s) {
    const options: Array<Choice<'skip' | string>> = candidates(x.g, s).map((id) => {
      const card = companyById(cardIdOf(id)) as CompanyCard;
      return {
        value: id,
        said: said('option.buildCosts', { company: id, cost: ownerShare(card, s) }),
        short: card.name,
        description: card.text,
      };
    });
    if (options.length === 0) return null;
    if (s.optional)
      options.push({
        value: 'skip',
        said: said('option.buildNothing'),
        tone: 'quiet',
      });
    return {
      seat: s.actor ?? s.seat,
      kind: 'build.company',
      said: said('ask.build'),
      options,
    };
  },
  answer(x, s, chosen) {
    if (chosen === 'skip') return;
    const g = x.g;
    const card = companyById(cardIdOf(chosen)) as CompanyCard;
    const pool = s.fromDeck ? g.decks.companies[s.seat].draw : g.classes[s.seat].market;
    pool.splice(pool.indexOf(chosen), 1);
    const share = ownerShare(card, s);
    const cost = builderCost(card, s);
    spend(x, s.actor ?? s.seat, share);
    const payer = payerOf(card, s);
    if (payer === 'state-all' || payer === 'state-half') payMandatory(x, 'state', cost - share);
    const company: Company = {
      id: `c${g.nextId++}`,
      card: card.id,
      owner: s.seat,
      wage: minimumWage(g),
      machinery: false,
      strike: false,
      publicSlot: undefined, // every key written: one shape of Company (fork.ts)
    };
    g.companies.push(company);
    atMoment(x, 'company-built', { owner: s.seat, company: company.id, paid: share });
    log(x, 'company.built', {
      class: s.seat,
      company: card.id,
      share: maybe(share > 0, 'company.for', { n: share }),
      state: maybe(cost > share, 'company.statePays', { n: cost - share }),
    });
    rewardAction(x, s.seat, 'build-company');
    if (s.seat === 'middle') {
      if (s.supplyWorker && addWorker(g, 'middle', card.industry)) {
        log(x, 'company.middleWorker', { ASkill: card.industry });
      }
      staffWith(x, company.id, 'middle');
      queue(
        x,
        chooseWage({ seat: s.seat, company: company.id }),
        middleStaff({ seat: 'middle', company: company.id }),
      );
    } else {
      queue(
        x,
        chooseWage({ seat: s.seat, company: company.id }),
        staff({ seat: s.seat, company: company.id }),
      );
    }
  },
});

/** A Wage level, written `1`, `2` or `3`. */
const wageChoice = intIn<WageLevel>(1, 2, 3);

interface WageStep {
  seat: ClassId;
  company: string;
  adjusting?: boolean;
}

/** Setting a Wage at build time, or changing it with Adjust Wages. */
export const chooseWage = question<WageStep, WageLevel>('build.wage', {
  choice: wageChoice,
  ask(x, s) {
    const company = findCompany(x.g, s.company);
    if (!company || !hasWages(company)) return null;
    const options: Array<Choice<WageLevel>> = allowedWages(x.g, company)
      .filter((level) => !s.adjusting || level !== company.wage)
      .map((level) => ({
        value: level,
        said: said('option.wageLevel', { level, wage: wageAmount(company, level) }),
      }));
    if (options.length <= (s.adjusting ? 0 : 1)) return null;
    return {
      seat: s.seat,
      kind: 'build.wage',
      said: said('ask.wage', { company: company.card }),
      options,
    };
  },
  answer(x, s, level) {
    const company = findCompany(x.g, s.company);
    if (!company) return;
    const raised = level > company.wage;
    company.wage = level;
    if (s.adjusting) {
      log(x, 'wage.set', { class: s.seat, company: company.card, level });
      // A raise by the owner's Free Action commits the Workers paid that Wage, never the owner's own
      // (components reference §3.1 FAQ: only another player's raise commits; rules-decisions E23).
      if (raised) for (const w of workersIn(x.g, company.id)) if (paidWage(company, w)) w.committed = true;
    }
  },
});

/**
 * Wage levels the owner may set: at least the Labor Market minimum, and never lower while a Worker
 * paid that Wage is committed.
 */
export function allowedWages(g: GameState, company: Company): WageLevel[] {
  const minimum = minimumWage(g);
  const committed = paidCommitted(g, company);
  return WAGE_LEVELS.filter((level) => level >= minimum && !(committed && level < company.wage));
}

const WAGE_LEVELS: readonly WageLevel[] = [1, 2, 3];
/** The highest Wage level (the Labor Market minimum is never above it). */
const TOP_WAGE = WAGE_LEVELS[WAGE_LEVELS.length - 1] as WageLevel;

/**
 * Whether the owner may set a Wage other than the current one (`allowedWages` without listing
 * them). A raise is never forbidden by the Workers, so they are read only when a cut is all that
 * is left: this is asked of every Company in every turn menu of its owner.
 */
export function wageCanChange(g: GameState, company: Company): boolean {
  if (!hasWages(company)) return false;
  // Below the top level, the top level is a raise, and no minimum is above it.
  if (company.wage < TOP_WAGE) return true;
  // At the top, only a cut is left: to a level the minimum allows, if no paid Worker is committed.
  return minimumWage(g) < company.wage && !paidCommitted(g, company);
}

/** Whether a Worker paid this Company's Wage is committed (the owner's own Workers are not paid). */
function paidCommitted(g: GameState, company: Company): boolean {
  return workersIn(g, company.id).some((w) => w.committed && paidWage(company, w));
}

/** The class whose unemployed Workers staff the new Company, or `none`. */
type StaffChoice = 'working' | 'middle' | 'none';
const staffChoice = words('working', 'middle', 'none');

const staff = question<{ seat: Builder; company: string }, StaffChoice>('build.staff', {
  choice: staffChoice,
  ask(x, s) {
    const g = x.g;
    const company = findCompany(g, s.company);
    if (!company || workersIn(g, company.id).length > 0) return null;
    const options: Array<Choice<StaffChoice>> = [];
    for (const cls of ['working', 'middle'] as const) {
      if (staffingPlan(g, company, unemployedOf(g, cls))) {
        options.push({
          value: cls,
          said: said('option.hireClass', { class: cls }),
        });
      }
    }
    if (options.length === 0) return null;
    options.push({
      value: 'none',
      said: said('option.leaveEmptyForNow'),
      tone: 'quiet',
    });
    return {
      seat: s.seat,
      kind: 'build.staff',
      said: said('ask.staff', { company: company.card }),
      options,
    };
  },
  answer(x, s, cls) {
    if (cls === 'none') return;
    staffWith(x, s.company, cls);
  },
});

function staffWith(x: Ctx, companyId: string, cls: 'working' | 'middle') {
  const company = findCompany(x.g, companyId);
  if (!company) return;
  const plan = staffingPlan(x.g, company, unemployedOf(x.g, cls));
  if (!plan) return;
  for (const [worker, slot] of plan) placeInCompany(worker, company.id, slot, true);
  log(x, 'company.staffed', { class: cls, company: company.card });
  afterWorkersMoved(x);
}

/** A Middle Class Company is run by its own Workers at once, then may hire an employee. */
const middleStaff = question<{ seat: 'middle'; company: string }, 'hire' | 'none'>('build.employee', {
  choice: words('hire', 'none'),
  ask(x, s) {
    const g = x.g;
    const company = findCompany(g, s.company);
    if (!company) return null;
    const employee = slotsOf(cardOf(company)).find((sl) => sl.employee);
    const present = workersIn(g, company.id);
    if (!employee || present.some((w) => w.slot === employee.index)) return null;
    const fits = unemployedOf(g, 'working').some(
      (w) => employee.skill === null || w.skill === employee.skill,
    );
    if (!fits || present.length === 0) return null;
    return {
      seat: s.seat,
      kind: 'build.employee',
      said: said('ask.hire', { company: company.card, level: company.wage, wage: wageAmount(company) }),
      options: [
        { value: 'hire', said: said('option.hireEmployee') },
        { value: 'none', said: said('option.noEmployee'), tone: 'quiet' },
      ],
    };
  },
  answer(x, s, chosen) {
    if (chosen !== 'hire') return;
    const g = x.g;
    const company = findCompany(g, s.company);
    const employee = company && slotsOf(cardOf(company)).find((sl) => sl.employee);
    if (!company || !employee) return;
    const pool = unemployedOf(g, 'working').filter(
      (w) => employee.skill === null || w.skill === employee.skill,
    );
    const worker = pool.find((w) => w.skill === null) ?? pool[0];
    if (!worker) return;
    placeInCompany(worker, company.id, employee.index, true);
    log(x, 'company.employee', { company: company.card });
    afterWorkersMoved(x);
  },
});

/** Queues a build (the Basic Action, a card's, or an Event's when `actor` builds for `seat`). */
export function buildCompany(x: Ctx, seat: Builder, opts: BuildOptions = {}, actor?: ClassId) {
  queue(x, buildStep(seat, opts, actor));
}

/** The build as a step, for a caller that queues several in order. */
export function buildStep(seat: Builder, opts: BuildOptions = {}, actor?: ClassId): Step {
  return chooseCompany({ seat, actor, ...opts });
}

export function sellableCompanies(g: GameState, seat: Builder): Company[] {
  return companiesOf(g, seat).filter((c) => !workersIn(g, c.id).some((w) => w.committed));
}

/** Sells a Company: its Workers go to Unemployed, its card to the discard, the owner gains `price`. */
export function sellCompany(x: Ctx, company: Company, price: number) {
  const g = x.g;
  emptyCompany(g, company.id);
  g.companies.splice(g.companies.indexOf(company), 1);
  if (cardOf(company).owner === 'public') {
    // A privatized Public Company goes back face down to the Public Sector (components reference §3.1 FAQ).
    const hole = g.publicSector.indexOf('');
    if (hole >= 0) g.publicSector[hole] = company.card;
  } else if (company.owner === 'capitalist' || company.owner === 'middle')
    g.decks.companies[company.owner].discard.push(company.card);
  gainMoney(x, company.owner, price);
  log(x, 'company.sold', { owner: company.owner, company: company.card, price });
  afterWorkersMoved(x);
}

interface SellCompanyStep {
  seat: Builder;
  factor: number;
  noMachinery?: boolean;
  /** The factor for a Company without Machinery (an AI card's "twice its cost"), instead of `factor`. */
  factorWithoutMachinery?: number;
}

function salePrice(c: Company, s: SellCompanyStep): number {
  const factor =
    s.factorWithoutMachinery !== undefined && sellableWithoutMachinery(c)
      ? s.factorWithoutMachinery
      : s.factor;
  return cardOf(c).cost * factor;
}

export const sellStep = question<SellCompanyStep, string>('sell.company', {
  choice: name,
  ask(x, s) {
    const options: Array<Choice<string>> = sellableCompanies(x.g, s.seat)
      .filter((c) => !s.noMachinery || sellableWithoutMachinery(c))
      .map((c) => ({
        value: c.id,
        said: said('option.sellCompanyFor', { company: c.card, cost: salePrice(c, s) }),
        short: cardOf(c).name,
      }));
    if (options.length === 0) return null;
    return {
      seat: s.seat,
      kind: 'sell.company',
      said: said('ask.sell'),
      options,
    };
  },
  answer(x, s, companyId) {
    const company = findCompany(x.g, companyId);
    if (company) sellCompany(x, company, salePrice(company, s));
  },
});

/** Exit Strategy: Companies with no Machinery icon and not automated. */
export function sellableWithoutMachinery(c: Company): boolean {
  const card = cardOf(c);
  return card.owner === 'capitalist' ? !card.automated && card.machinery === undefined : true;
}

for (const seat of ['capitalist', 'middle'] as const) {
  buildAndSellRules.action({
    id: `build-company-${seat}`,
    name: 'Build a Company',
    kind: 'basic',
    classes: [seat],
    summary: 'Build a Company from your Market, paying its cost',
    can: (g, _cls, why) => canBuild(g, seat, {}, undefined, why),
    start: (x) => buildCompany(x, seat),
  });
  buildAndSellRules.action({
    id: `sell-company-${seat}`,
    name: 'Sell a Company',
    kind: 'basic',
    classes: [seat],
    summary: 'Discard one of your Companies (none of its Workers committed) for money equal to its cost',
    can: (g, _cls, why) =>
      sellableCompanies(g, seat).length > 0 ||
      (why !== undefined && no(why, 'sell.none', companiesOf(g, seat).length)),
    start: (x) => queue(x, sellStep({ seat, factor: 1 })),
  });
}
