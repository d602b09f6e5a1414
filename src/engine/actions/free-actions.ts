/**
 * The other Free Actions: Swap Workers (Working and Middle Class), Adjust Prices, Adjust Wages,
 * Give Bonus and Buy Storage (Capitalist and Middle Class, the State adjusts its Wages), and
 * Receive Benefits (rulebook, each class's Free Actions).
 */

import { GOODS, type Good, type VotingClass } from '../../data/common.ts';
import { ACTIONS, COMPONENT_LIMITS, PRICE_TRACKS, STORAGE } from '../../data/tables.ts';
import { storeGoods } from '../automa/storage.ts';
import { chooseWage, wageCanChange } from '../companies/build-and-sell.ts';
import {
  cardOf,
  companiesOf,
  companyName,
  findCompany,
  isOperational,
  slotsOf,
  wageAmount,
  workersIn,
  workforceClass,
} from '../companies/companies.ts';
import { type Choice, goodChoice, int, intIn, name, orWord, pair } from '../core/choices.ts';
import { list, log, question, queue, said } from '../core/flow.ts';
import { no, type Why } from '../core/why.ts';
import { canAfford, gainMoney, spend } from '../economy/money.ts';
import { gainVp } from '../economy/vp.ts';
import type { Company, GameState, Worker } from '../game-state.ts';
import { Rules } from '../ruleset.ts';
import { placeInCompany, toUnemployed } from '../workers/workers.ts';

/** The rules this file defines, listed in the base game (rulesets.ts). */
export const freeActionRules = new Rules();

// Swap Workers: a skilled Worker in an unskilled slot changes place with an unemployed Worker.
type Swapper = 'working' | 'middle';

/** Whether this is a skilled Worker of the class in an unskilled slot. */
export function overqualified(g: GameState, w: Worker, cls: Swapper): boolean {
  if (w.cls !== cls || w.at !== 'company' || w.skill === null) return false;
  const company = findCompany(g, w.company as string);
  // A slot's index is its place in the card's slots.
  return !!company && slotsOf(cardOf(company))[w.slot as number]?.skill === null;
}

/** An unemployed Worker may take the job unless it has the very skill of the one leaving it. */
function canReplace(u: Worker, w: Worker): boolean {
  return u.skill === null || u.skill !== w.skill;
}

/** Each overqualified Worker (in the order of the Workers list) with each skill of unemployed Worker that may replace it. */
function swapPairs(g: GameState, cls: Swapper): Array<[Worker, Worker]> {
  const pairs: Array<[Worker, Worker]> = [];
  const unemployed = g.workers.filter((w) => w.cls === cls && w.at === 'unemployed');
  for (const w of g.workers) {
    if (!overqualified(g, w, cls)) continue;
    // One option per skill of the Worker coming in (a slot holds one Worker: invariants.ts).
    const skills: Array<Worker['skill']> = [];
    for (const u of unemployed) {
      if (skills.includes(u.skill) || !canReplace(u, w)) continue;
      skills.push(u.skill);
      pairs.push([w, u]);
    }
  }
  return pairs;
}

/** `swapPairs(g, cls).length > 0`, without listing them. */
function canSwap(g: GameState, cls: Swapper, why?: Why): boolean {
  // What the unemployed Workers can replace (`canReplace`): anyone if one is unskilled or two
  // skills differ; with one skill only, a Worker of another skill.
  let anyone = false;
  let only: Worker['skill'] | undefined;
  for (const u of g.workers) {
    if (u.cls !== cls || u.at !== 'unemployed') continue;
    if (u.skill === null || (only !== undefined && only !== u.skill)) anyone = true;
    only = u.skill;
  }
  if (only === undefined) return no(why, 'swap.no-unemployed');
  for (const w of g.workers)
    if (w.skill !== null && (anyone || w.skill !== only) && overqualified(g, w, cls)) return true;
  return no(why, 'swap.none');
}

/** The skilled Worker leaving its job and the unemployed Worker taking it, written `12:30`; or `done`. */
type SwapChoice = 'done' | [employed: number, unemployed: number];
const swapChoice = orWord('done', pair(int, ':', int));

const swapStep = question<{ seat: Swapper; done: number; slots: string[] }, SwapChoice>('swap.pick', {
  choice: swapChoice,
  ask(x, s) {
    // Each job changes hands at most once per Free Action, so swaps cannot go round in circles.
    const pairs = swapPairs(x.g, s.seat).filter(([w]) => !s.slots.includes(`${w.company}:${w.slot}`));
    const options: Array<Choice<SwapChoice>> = pairs.map(([w, u]) => ({
      value: [w.id, u.id],
      said: said('option.swap', {
        skill: w.skill as string,
        company: (findCompany(x.g, w.company as string) as Company).card,
        unemployed: list([u.skill ? said('option.skill', { skill: u.skill }) : said('option.unskilled')]),
      }),
    }));
    if (options.length === 0) return null;
    if (s.done > 0)
      options.push({
        value: 'done',
        said: said('option.doneSwapping'),
        tone: 'quiet',
      });
    return {
      seat: s.seat,
      kind: 'swap.pick',
      said: said('ask.swap'),
      options,
    };
  },
  answer(x, s, chosen) {
    if (chosen === 'done') return;
    const [a, b] = chosen;
    const employed = x.g.workers.find((w) => w.id === a);
    const unemployed = x.g.workers.find((w) => w.id === b);
    if (!employed || !unemployed) return;
    const { company, slot, committed } = employed;
    toUnemployed(employed);
    placeInCompany(unemployed, company as string, slot as number, committed);
    log(x, 'swap.done', { class: s.seat });
    queue(x, swapStep({ seat: s.seat, done: s.done + 1, slots: [...s.slots, `${company}:${slot}`] }));
  },
});

freeActionRules.action({
  id: 'swap-workers',
  name: 'Swap Workers',
  kind: 'free',
  classes: ['working', 'middle'],
  summary: 'Your skilled Workers in unskilled jobs change place with your unemployed Workers',
  can: (g, cls, why) => canSwap(g, cls as Swapper, why),
  start: (x, cls) => queue(x, swapStep({ seat: cls as Swapper, done: 0, slots: [] })),
});

// Adjust Prices: set any of the four price markers, in one Free Action.
type Trader = 'capitalist' | 'middle';

/** A place on a good's price track (0 the cheapest). */
type PriceLevel = 0 | 1 | 2;
const PRICE_LEVELS: readonly PriceLevel[] = [0, 1, 2];

/** A good and the place on its price track, written `food:2`; or `done`. */
type PriceChoice = 'done' | [good: Good, level: PriceLevel];
const priceChoice = orWord('done', pair(goodChoice, ':', intIn<PriceLevel>(0, 1, 2)));

// Asked some 26 times a random playout, with the same options each time (a good at a price): each
// is made and written once, then shared by every question that offers it (nobody changes an
// offered option).
const PRICE_OPTIONS = Object.fromEntries(
  GOODS.map((good) => [
    good,
    PRICE_LEVELS.map((level): Choice<PriceChoice> => {
      const value: PriceChoice = [good, level];
      return {
        id: priceChoice.encode(value),
        value,
        said: said('option.price', { good, price: PRICE_TRACKS[good][level] }),
      };
    }),
  ]),
) as Record<Good, Array<Choice<PriceChoice>>>;
const DONE_PRICES: Choice<PriceChoice> = {
  id: priceChoice.encode('done'),
  value: 'done',
  said: said('option.donePrices'),
  tone: 'quiet',
};

const priceStep = question<{ seat: Trader; changed: Good[] }, PriceChoice>('prices.pick', {
  choice: priceChoice,
  ask(x, s) {
    const prices = x.g.classes[s.seat].prices;
    const options: Array<Choice<PriceChoice>> = [];
    for (const good of GOODS) {
      if (x.g.roundFlags.pricesLocked?.[good] || s.changed.includes(good)) continue;
      for (const level of PRICE_LEVELS)
        if (level !== prices[good]) options.push(PRICE_OPTIONS[good][level] as Choice<PriceChoice>);
    }
    if (options.length === 0) return null;
    if (s.changed.length > 0) options.push(DONE_PRICES);
    return {
      seat: s.seat,
      kind: 'prices.pick',
      said: said('ask.prices'),
      options,
    };
  },
  answer(x, s, chosen) {
    if (chosen === 'done') return;
    const [good, level] = chosen;
    x.g.classes[s.seat].prices[good] = level;
    log(x, 'price.set', { class: s.seat, good, price: PRICE_TRACKS[good][level] });
    queue(x, priceStep({ seat: s.seat, changed: [...s.changed, good] }));
  },
});

freeActionRules.action({
  id: 'adjust-prices',
  name: 'Adjust Prices',
  kind: 'free',
  classes: ['capitalist', 'middle'],
  summary: 'Set new prices for the goods you sell',
  can: (g, _cls, why) => GOODS.some((good) => !g.roundFlags.pricesLocked?.[good]) || no(why, 'prices.locked'),
  start: (x, cls) => queue(x, priceStep({ seat: cls as Trader, changed: [] })),
});

// Adjust Wages: any of the class's Companies, one at a time.
type Employer = 'capitalist' | 'middle' | 'state';

const wagesStep = question<{ seat: Employer; changed: string[] }, 'done' | string>('wages.pick', {
  choice: orWord('done', name),
  ask(x, s) {
    // The class's Companies whose Wage can change, not yet changed in this action, in one pass.
    const options: Array<Choice<'done' | string>> = [];
    for (const c of x.g.companies) {
      if (c.owner !== s.seat || s.changed.includes(c.id) || !wageCanChange(x.g, c)) continue;
      options.push({
        value: c.id,
        said: said('option.wageNow', { company: c.card, level: c.wage, wage: wageAmount(c) }),
        short: companyName(c),
      });
    }
    if (options.length === 0) return null;
    if (s.changed.length > 0)
      options.push({
        value: 'done',
        said: said('option.doneWages'),
        tone: 'quiet',
      });
    return {
      seat: s.seat,
      kind: 'wages.pick',
      said: said('ask.wages'),
      options,
    };
  },
  answer(x, s, chosen) {
    if (chosen === 'done') return;
    queue(
      x,
      chooseWage({ seat: s.seat, company: chosen, adjusting: true }),
      wagesStep({ seat: s.seat, changed: [...s.changed, chosen] }),
    );
  },
});

freeActionRules.action({
  id: 'adjust-wages',
  name: 'Adjust Wages',
  kind: 'free',
  classes: ['capitalist', 'middle', 'state'],
  summary: 'Raise or lower the Wages of your Companies',
  can: (g, cls, why) =>
    g.companies.some((c) => c.owner === cls && wageCanChange(g, c)) || no(why, 'wages.none'),
  start: (x, cls) => queue(x, wagesStep({ seat: cls as Employer, changed: [] })),
});

// Give Bonus: 5 to the Workers of one operational Company, who are then committed.
function bonusTargets(g: GameState): Company[] {
  return companiesOf(g, 'capitalist').filter((c) => bonusTarget(g, c));
}

function bonusTarget(g: GameState, c: Company): boolean {
  return isOperational(g, c) && workforceClass(g, c) !== null;
}

const bonusStep = question<{ seat: 'capitalist' }, string>('bonus.pick', {
  choice: name,
  ask(x, s) {
    const options: Array<Choice<string>> = bonusTargets(x.g).map((c) => ({
      value: c.id,
      said: said('option.company', { company: c.card }),
      short: companyName(c),
    }));
    if (options.length === 0) return null;
    return {
      seat: s.seat,
      kind: 'bonus.pick',
      said: said('ask.bonus', { n: ACTIONS.bonus }),
      options,
    };
  },
  answer(x, _s, companyId) {
    const company = findCompany(x.g, companyId);
    const cls = company && workforceClass(x.g, company);
    if (!company || !cls) return;
    spend(x, 'capitalist', ACTIONS.bonus);
    gainMoney(x, cls, ACTIONS.bonus);
    for (const w of workersIn(x.g, company.id)) w.committed = true;
    log(x, 'bonus.given', { n: ACTIONS.bonus, company: company.card });
  },
});

freeActionRules.action({
  id: 'give-bonus',
  name: 'Give a Bonus',
  kind: 'free',
  classes: ['capitalist'],
  summary: `Pay ${ACTIONS.bonus} to the Workers of one of your working Companies; they become committed`,
  can: (g, _cls, why) =>
    canAfford(g, 'capitalist', ACTIONS.bonus, why) &&
    (g.companies.some((c) => c.owner === 'capitalist' && bonusTarget(g, c)) || no(why, 'bonus.none')),
  start: (x) => queue(x, bonusStep({ seat: 'capitalist' })),
});

// Buy Storage: 20 for a Storage tile, at most one per good.
function tilesInPlay(g: GameState): number {
  return g.classes.capitalist.tiles.length + g.classes.middle.tiles.length;
}

function storageChoices(g: GameState): Good[] {
  if (tilesInPlay(g) >= COMPONENT_LIMITS.storageTiles) return [];
  return GOODS.filter((good) => !g.classes.capitalist.tiles.includes(good));
}

const storageStep = question<{ seat: 'capitalist' }, Good>('storage.pick', {
  choice: goodChoice,
  ask(x, s) {
    const options: Array<Choice<Good>> = storageChoices(x.g).map((good) => ({
      value: good,
      said: said('option.storage', { good, n: STORAGE.tile[good] }),
    }));
    if (options.length === 0) return null;
    return {
      seat: s.seat,
      kind: 'storage.pick',
      said: said('ask.storage', { n: STORAGE.tileCost }),
      options,
    };
  },
  answer(x, _s, good) {
    spend(x, 'capitalist', STORAGE.tileCost);
    x.g.classes.capitalist.tiles.push(good);
    log(x, 'storage.bought', { good });
  },
});

freeActionRules.action({
  id: 'buy-storage',
  name: 'Buy Storage',
  kind: 'free',
  classes: ['capitalist'],
  summary: `Pay ${STORAGE.tileCost} for a Storage tile for a good you have none for`,
  can: (g, _cls, why) =>
    canAfford(g, 'capitalist', STORAGE.tileCost, why) &&
    (storageChoices(g).length > 0 || no(why, 'storage.none')),
  start: (x) => queue(x, storageStep({ seat: 'capitalist' })),
});

// Receive Benefits (4 players): take what the State provided; the State gains 1 VP.
function hasBenefits(g: GameState, cls: VotingClass): boolean {
  const b = g.classes[cls].benefits;
  return !!b && (b.money > 0 || b.influence > 0 || b.cubes > 0 || GOODS.some((good) => b.goods[good] > 0));
}

const receiveBenefits = {
  name: 'Receive Benefits',
  fourPlayersOnly: true,
  summary: 'Take what the State provided you; the State scores 1 VP',
  can: (g: GameState, cls: string, why?: Why) =>
    hasBenefits(g, cls as VotingClass) || no(why, 'benefits.none'),
  start(x: Parameters<typeof log>[0], c: string) {
    const cls = c as VotingClass;
    const seat = x.g.classes[cls];
    const b = seat.benefits;
    if (!b) return;
    seat.benefits = null;
    gainMoney(x, cls, b.money);
    x.g.classes[cls].influence += b.influence;
    // Provided cubes already left the supply (cards/state/provide.ts): they go into the bag.
    x.g.bag[cls] += b.cubes;
    for (const good of GOODS) {
      if (b.goods[good] === 0) continue;
      if (cls === 'capitalist') storeGoods(x, 'capitalist', good, b.goods[good]);
      else x.g.classes[cls].goods[good] += b.goods[good];
    }
    log(x, 'benefits.received', { class: cls });
    gainVp(x, 'state', 1, 'benefits received');
  },
};

freeActionRules.action({
  id: 'receive-benefits-free',
  kind: 'free',
  classes: ['working'],
  ...receiveBenefits,
});
freeActionRules.action({
  id: 'receive-benefits',
  kind: 'basic',
  classes: ['middle', 'capitalist'],
  ...receiveBenefits,
});
