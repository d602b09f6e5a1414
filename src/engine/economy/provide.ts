/**
 * "Provide" (rulebook, State, Action Phase note; components reference §2.13): the State puts
 * money, goods, Influence or Voting cubes in a class's State Benefits area, where the class takes
 * them with Receive Benefits (the State then gains 1 VP). The State pays from the Treasury and its
 * own stock; goods it lacks it may buy first — never from the class it provides to, never more than
 * the card asks, with no tariff to itself — and never with a Loan (an optional payment). Items
 * placed earlier are discarded; items provided by the same card or Event Action add up
 * (rules-decisions §8.1).
 *
 * API for every card that provides:
 * - `canProvide(g, to, provision)` — can the State provide this now (buying what it lacks)?
 * - `provideStep(g, to, provision, opts)` → one Step (for an array queued in order), or
 * - `provide(x, to, provision, opts)` — queues it now.
 */
import { GOODS, type Good, type VotingClass } from '../../data/common.ts';
import { type Choice, int, words } from '../core/choices.ts';
import { withChanges } from '../core/copy.ts';
import {
  auto,
  type Ctx,
  list,
  log,
  maybe,
  question,
  queue,
  type Said,
  type SaidList,
  said,
} from '../core/flow.ts';
import type { Benefits, GameState, Step } from '../game-state.ts';
import { inGame, statePlays } from '../seats.ts';
import { offerOf } from './market.ts';
import { gainMoney } from './money.ts';

export interface Provision {
  money?: number;
  goods?: Partial<Record<Good, number>>;
  /** The State's Personal Influence (it cannot buy any: components reference §3.1 FAQ). */
  influence?: number;
  /** Media Influence taken from the Public Services. */
  media?: number;
  /** That class's own Voting cubes, from the supply. */
  cubes?: number;
}

export interface ProvideOptions {
  /**
   * Provisions of the same batch add up; one from another batch first discards what the class
   * had not received yet. Default: one batch per turn (one card or Event Action).
   */
  batch?: string;
}

export type StateSeller = 'capitalist' | 'middle' | 'foreign';

interface Source {
  seller: StateSeller;
  /** Per unit, without tariff (the State pays no tariff to itself). */
  unit: number;
  stock: number;
}

/** The State's own stock of a good: Food and Luxury on its board, Health and Education in the Public Services. */
export function stateStock(g: GameState, good: Good): number {
  return good === 'food' || good === 'luxury' ? g.classes.state.goods[good] : g.publicServices[good];
}

function takeStateStock(g: GameState, good: Good, n: number) {
  if (good === 'food' || good === 'luxury') g.classes.state.goods[good] -= n;
  else g.publicServices[good] -= n;
}

/** Where the State may buy a good it provides to `to`: other players' Storages and the Foreign Market. */
export function stateSources(g: GameState, to: VotingClass | null, good: Good): Source[] {
  const out: Source[] = [];
  for (const seller of ['capitalist', 'middle', 'foreign'] as const) {
    if (seller === to || (seller !== 'foreign' && !inGame(g, seller))) continue;
    const offer = offerOf(g, seller, good);
    if (!offer || offer.stock <= 0) continue;
    out.push({ seller, unit: offer.unitPrice - offer.tariff, stock: offer.stock });
  }
  return out.sort((a, b) => a.unit - b.unit);
}

/**
 * The least the State must pay to have `units` of a good beyond its own stock, buying the cheapest
 * first (`used`: units already taken from a seller in this plan). Infinity when it cannot.
 */
export function coverCost(
  g: GameState,
  to: VotingClass | null,
  good: Good,
  units: number,
  used: Partial<Record<StateSeller, number>> = {},
  extraStock: Partial<Record<Good, number>> = {},
): number {
  let rest = units - stateStock(g, good) - (extraStock[good] ?? 0);
  if (rest <= 0) return 0;
  let cost = 0;
  for (const src of stateSources(g, to, good)) {
    if (rest <= 0) break;
    const n = Math.min(rest, src.stock - (used[src.seller] ?? 0));
    if (n <= 0) continue;
    cost += n * src.unit;
    rest -= n;
  }
  return rest > 0 ? Number.POSITIVE_INFINITY : cost;
}

function goodsOf(p: Provision): Good[] {
  return GOODS.filter((good) => (p.goods?.[good] ?? 0) > 0);
}

/** Money the provision needs at least: its money plus the cheapest way to get its goods. */
export function provisionCost(
  g: GameState,
  to: VotingClass,
  p: Provision,
  extraStock: Partial<Record<Good, number>> = {},
): number {
  let cost = p.money ?? 0;
  for (const good of goodsOf(p)) cost += coverCost(g, to, good, p.goods?.[good] ?? 0, {}, extraStock);
  return cost;
}

/**
 * Whether the State can provide this now (buying what it lacks). `treasury` and `extraStock` let a
 * card ask "after buying these first" (COVID-19 Vaccination Program).
 */
export function canProvide(
  g: GameState,
  to: VotingClass,
  p: Provision,
  treasury = g.treasury,
  extraStock: Partial<Record<Good, number>> = {},
): boolean {
  if (!statePlays(g)) return false;
  if ((p.influence ?? 0) > g.classes.state.influence) return false;
  if ((p.media ?? 0) > g.publicServices.influence) return false;
  if ((p.cubes ?? 0) > g.supply.cubes[to]) return false;
  return provisionCost(g, to, p, extraStock) <= treasury;
}

/** What a provision is, as the log says it ("15 money and 2 Health"). */
export function describeProvision(p: Provision): SaidList {
  const parts: Said[] = [];
  if (p.money) parts.push(said('amount.money', { n: p.money }));
  for (const good of goodsOf(p)) parts.push(said('amount.good', { n: p.goods?.[good] ?? 0, good }));
  if (p.influence) parts.push(said('amount.influence', { n: p.influence }));
  if (p.media) parts.push(said('amount.media', { n: p.media }));
  if (p.cubes) parts.push(said('amount.cubes', { count: p.cubes }));
  return list(parts, 'andEach', 'nothing');
}

interface ProvideStep {
  to: VotingClass;
  p: Provision;
  batch: string;
  /** Goods still to be sourced, in order. */
  goods: Good[];
  bought: Partial<Record<Good, number>>;
  seller?: StateSeller;
}

function need(s: ProvideStep, good: Good): number {
  return (s.p.goods?.[good] ?? 0) - (s.bought[good] ?? 0);
}

/** Money to keep for the provision's money and the goods after the current one. */
function reserve(g: GameState, s: ProvideStep): number {
  let cost = s.p.money ?? 0;
  for (const good of s.goods.slice(1)) cost += coverCost(g, s.to, good, need(s, good));
  return cost;
}

/** Amounts the State may buy from one seller now and still complete the provision. */
function buyAmounts(g: GameState, s: ProvideStep, seller: StateSeller): number[] {
  const good = s.goods[0];
  if (!good) return [];
  const src = stateSources(g, s.to, good).find((x) => x.seller === seller);
  if (!src) return [];
  const left = g.treasury - reserve(g, s);
  const out: number[] = [];
  for (let n = Math.min(need(s, good), src.stock); n >= 1; n--) {
    if (n * src.unit + coverCost(g, s.to, good, need(s, good) - n, { [seller]: n }) <= left) out.push(n);
  }
  return out;
}

/** Where the State takes a good from: its own stock, or a seller it buys from. */
type SourceChoice = 'own' | StateSeller;
const sourceChoice = words('own', 'capitalist', 'middle', 'foreign');

function sourceOptions(g: GameState, s: ProvideStep): Array<Choice<SourceChoice>> {
  const good = s.goods[0] as Good;
  const options: Array<Choice<SourceChoice>> = [];
  const n = need(s, good);
  if (stateStock(g, good) >= n)
    options.push({
      value: 'own',
      said: said('option.useOwn', { n, good, have: stateStock(g, good) }),
    });
  for (const src of stateSources(g, s.to, good)) {
    if (buyAmounts(g, s, src.seller).length === 0) continue;
    options.push({
      value: src.seller,
      said: said('option.buyFromAt', {
        from: list([
          src.seller === 'foreign' ? said('seller.foreign') : said('seller.class', { class: src.seller }),
        ]),
        price: src.unit,
        stock: maybe(Number.isFinite(src.stock), 'option.there', { n: src.stock }),
      }),
    });
  }
  return options;
}

const nextGood = auto<ProvideStep>('provide.next', (x, s) => {
  const good = s.goods[0];
  if (!good) {
    place(x, s);
    return;
  }
  const rest = withChanges(s, { goods: s.goods.slice(1) });
  if (need(s, good) <= 0) {
    queue(x, nextGood(rest));
    return;
  }
  const options = sourceOptions(x.g, s);
  // Nothing to choose (only its own stock, or no way at all): go on; `place` gives what there is.
  if (options.length === 0 || (options.length === 1 && options[0]?.value === 'own')) {
    queue(x, nextGood(rest));
    return;
  }
  queue(x, chooseSource(s));
});

const chooseSource = question<ProvideStep, SourceChoice>('provide.source', {
  choice: sourceChoice,
  ask(x, s) {
    const good = s.goods[0];
    if (!good) return null;
    return {
      seat: 'state',
      kind: 'provide.source',
      said: said('ask.provideFrom', { n: need(s, good), good, to: s.to, treasury: x.g.treasury }),
      options: sourceOptions(x.g, s),
    };
  },
  answer(x, s, source) {
    if (source === 'own') queue(x, nextGood(withChanges(s, { goods: s.goods.slice(1) })));
    else queue(x, chooseAmount(withChanges(s, { seller: source })));
  },
});

const chooseAmount = question<ProvideStep, number>('provide.amount', {
  choice: int,
  ask(x, s) {
    const good = s.goods[0];
    const seller = s.seller;
    if (!good || !seller) return null;
    const src = stateSources(x.g, s.to, good).find((o) => o.seller === seller);
    const amounts = buyAmounts(x.g, s, seller);
    if (!src || amounts.length === 0) return null;
    return {
      seat: 'state',
      kind: 'provide.amount',
      said: said('ask.provideAmount', {
        good,
        from: list([seller === 'foreign' ? said('seller.foreign') : said('seller.class', { class: seller })]),
      }),
      options: amounts.map((n) => ({
        value: n,
        said: said('option.nFor', { n, cost: n * src.unit }),
      })),
    };
  },
  answer(x, s, n) {
    const good = s.goods[0] as Good;
    const seller = s.seller as StateSeller;
    stateBuys(x, seller, good, n);
    const { seller: _seller, ...rest } = s;
    queue(
      x,
      nextGood(withChanges(rest, { bought: withChanges(s.bought, { [good]: (s.bought[good] ?? 0) + n }) })),
    );
  },
});

/**
 * The State buys `n` of a good (price without tariff); the caller puts the goods where they go (a
 * provision's Benefits area, or the State's own stock for an Alternative Event).
 */
export function stateBuys(x: Ctx, seller: StateSeller, good: Good, n: number) {
  const g = x.g;
  const src = stateSources(g, null, good).find((o) => o.seller === seller);
  if (!src) return;
  const cost = n * src.unit;
  g.treasury -= cost;
  if (seller !== 'foreign') {
    g.classes[seller].storage[good] -= n;
    gainMoney(x, seller, cost);
  }
  log(x, 'state.buys', {
    n,
    good,
    from: list([seller === 'foreign' ? said('seller.foreign') : said('seller.class', { class: seller })]),
    cost,
  });
}

function emptyBenefits(): Benefits {
  return { money: 0, goods: { food: 0, luxury: 0, health: 0, education: 0 }, influence: 0, cubes: 0 };
}

/** Items waiting in a Benefits area go back: cubes to the supply, the rest to the bank and the box. */
export function discardBenefits(g: GameState, cls: VotingClass) {
  const b = g.classes[cls].benefits;
  if (!b) return;
  g.supply.cubes[cls] += b.cubes;
  g.classes[cls].benefits = null;
}

function place(x: Ctx, s: ProvideStep) {
  const g = x.g;
  const seat = g.classes[s.to];
  if (seat.benefits && g.roundFlags.provideBatch?.[s.to] !== s.batch) {
    discardBenefits(g, s.to);
    log(x, 'provide.discarded', { to: s.to });
  }
  g.roundFlags.provideBatch = withChanges(g.roundFlags.provideBatch, { [s.to]: s.batch });
  const b = seat.benefits ?? emptyBenefits();
  const given: Provision = { goods: {} };
  const money = Math.min(s.p.money ?? 0, g.treasury);
  g.treasury -= money;
  b.money += money;
  given.money = money;
  for (const good of goodsOf(s.p)) {
    const bought = s.bought[good] ?? 0;
    const own = Math.max(0, Math.min(need(s, good), stateStock(g, good)));
    takeStateStock(g, good, own);
    b.goods[good] += bought + own;
    (given.goods as Partial<Record<Good, number>>)[good] = bought + own;
  }
  const influence = Math.min(s.p.influence ?? 0, g.classes.state.influence);
  g.classes.state.influence -= influence;
  const media = Math.min(s.p.media ?? 0, g.publicServices.influence);
  g.publicServices.influence -= media;
  b.influence += influence + media;
  given.influence = influence;
  given.media = media;
  const cubes = Math.min(s.p.cubes ?? 0, g.supply.cubes[s.to]);
  g.supply.cubes[s.to] -= cubes;
  b.cubes += cubes;
  given.cubes = cubes;
  seat.benefits = b;
  log(x, 'provide.given', { what: describeProvision(given), to: s.to });
}

function defaultBatch(g: GameState): string {
  return `r${g.round}t${g.turn?.number ?? 0}${g.turn?.seat ?? ''}`;
}

/** The step that provides (buying first what the State lacks and wants to buy), to queue in order. */
export function provideStep(g: GameState, to: VotingClass, p: Provision, opts: ProvideOptions = {}): Step {
  return nextGood({ to, p, batch: opts.batch ?? defaultBatch(g), goods: goodsOf(p), bought: {} });
}

/** Queues a provision now. */
export function provide(x: Ctx, to: VotingClass, p: Provision, opts: ProvideOptions = {}) {
  queue(x, provideStep(x.g, to, p, opts));
}
