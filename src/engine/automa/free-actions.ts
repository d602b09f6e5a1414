/**
 * The Free Actions an Automa takes by itself (Crisis & Control, each Automa's Free Actions): at
 * the start of its turn it receives Benefits, pays off a Loan if able (the Capitalist Automa only
 * with 100 in Capital) and sets its prices (the middle of each track; the highest for Food and
 * Luxury under 6A, Health under 4C, Education under 5C); the Middle Class Automa raises the Wage
 * of a Company struck since an earlier turn to L3 (strikes.ts). At the end of its turn the Working and Middle Class Automas use Luxury, Education
 * and Health, in that order, as often as they hold their Population of it. It never gives a Bonus
 * nor adjusts Wages on its own. Swaps come before it assigns Workers (moves.ts).
 */
import type { AutomaClass } from '../../data/automa/index.ts';
import { GOODS, type Good } from '../../data/common.ts';
import { LOANS, PRICE_TRACKS } from '../../data/tables.ts';
import { overqualified } from '../actions/free-actions.ts';
import { actionById } from '../actions/registry.ts';
import { auto, type Ctx, list, log, queue, type Said, said } from '../core/flow.ts';
import { canAfford } from '../economy/money.ts';
import type { GameState } from '../game-state.ts';
import { statePlays } from '../seats.ts';
import { placeInCompany, populationOf, toUnemployed } from '../workers/workers.ts';
import { raiseStruckWages } from './strikes.ts';

/** The price level the Automa keeps for a good (0 cheapest, 2 highest). */
export function targetPrice(g: GameState, good: Good): 0 | 1 | 2 {
  const p = g.policies;
  if ((good === 'food' || good === 'luxury') && p[6] === 'A') return 2;
  if (good === 'health' && p[4] === 'C') return 2;
  if (good === 'education' && p[5] === 'C') return 2;
  return 1;
}

function adjustPrices(x: Ctx, cls: 'capitalist' | 'middle') {
  const prices = x.g.classes[cls].prices;
  const changed: Said[] = [];
  for (const good of GOODS) {
    const target = targetPrice(x.g, good);
    if (prices[good] === target || x.g.roundFlags.pricesLocked?.[good]) continue;
    prices[good] = target;
    changed.push(said('export.deals', { good, deals: PRICE_TRACKS[good][target] ?? 0 }));
  }
  if (changed.length > 0) log(x, 'automa.prices', { automa: cls, prices: list(changed, 'comma') });
}

function payOffLoan(x: Ctx, cls: AutomaClass) {
  const g = x.g;
  if (g.classes[cls].loans <= 0) return;
  const able =
    cls === 'capitalist' ? g.classes.capitalist.capital >= 2 * LOANS.payOff : canAfford(g, cls, LOANS.payOff);
  if (able) actionById(g, 'pay-off-loan')?.start(x, cls);
}

function receiveBenefits(x: Ctx, cls: AutomaClass) {
  if (!statePlays(x.g) || !x.g.classes[cls].benefits) return;
  const id = cls === 'working' ? 'receive-benefits-free' : 'receive-benefits';
  const action = actionById(x.g, id);
  if (action?.can(x.g, cls)) action.start(x, cls);
}

export function freeActionsAtTurnStart(x: Ctx, cls: AutomaClass) {
  receiveBenefits(x, cls);
  payOffLoan(x, cls);
  if (cls !== 'working') adjustPrices(x, cls);
  if (cls === 'middle') raiseStruckWages(x);
}

const USE_ORDER = ['luxury', 'education', 'health'] as const;

/** One use of Luxury, Education or Health, then (after any question it asks) the next one. */
export const useGoods = auto<{ seat: 'working' | 'middle' }>('automa.use-goods', (x, s) => {
  const g = x.g;
  const population = populationOf(g, s.seat);
  const good = USE_ORDER.find((gd) => population > 0 && g.classes[s.seat].goods[gd] >= population);
  if (!good) return;
  queue(x, useGoods(s));
  actionById(g, `use-${good}`)?.start(x, s.seat);
});

/**
 * Swap Workers, automatically: skilled Workers in unskilled slots change place with unskilled
 * unemployed ones. Returns how many swapped.
 */
export function autoSwap(x: Ctx, cls: 'working' | 'middle'): number {
  const g = x.g;
  let swaps = 0;
  for (const w of g.workers) {
    if (!overqualified(g, w, cls)) continue;
    const u = g.workers.find((o) => o.cls === cls && o.at === 'unemployed' && o.skill === null);
    if (!u) break;
    const { company, slot, committed } = w;
    toUnemployed(w);
    placeInCompany(u, company as string, slot as number, committed);
    swaps++;
  }
  if (swaps > 0) log(x, 'automa.swaps', { automa: cls, count: swaps });
  return swaps;
}
