/**
 * What an Automa buys and from whom (Buy Goods & Services Criteria of the Working and Middle Class
 * Automas; Food for Cover Needs, components reference §2.14): it buys its Population of one good so
 * it can use it, from the cheapest sources.
 */
import { automa, type GameState, said } from '../../engine/index.ts';
import { type Ask, type Decision, decide, find, optionOf } from '../context.ts';
import { type Criterion, inOrder, least, narrow, prefer } from '../narrow.ts';

type Ware = 'food' | 'luxury' | 'health' | 'education' | 'influence';
type Seller = 'state' | 'capitalist' | 'middle' | 'foreign';
type Buyer = 'working' | 'middle';

function unskilledUnemployed(g: GameState, cls: Buyer): number {
  return g.workers.filter((w) => w.cls === cls && w.at === 'unemployed' && w.skill === null).length;
}

function wareCriteria(
  g: GameState,
  cls: Buyer,
  facts: ReturnType<typeof automa.purchases>,
): Criterion<Ware>[] {
  const cost = (w: Ware) => facts.find((f) => f.ware === w)?.cost ?? Number.POSITIVE_INFINITY;
  const others = facts.filter((f) => f.ware !== 'health' && f.ware !== 'food' && f.cost !== null).length > 0;
  const avoidHealth = others && automa.populationRisesWithOneMore(g, cls);
  return [
    prefer(said('bullet.free'), (w) => cost(w) === 0),
    prefer(said('bullet.educationUnskilled'), (w) => w === 'education' && unskilledUnemployed(g, cls) >= 3),
    least(said('bullet.cheapest'), (w) =>
      avoidHealth && w === 'health' ? Number.MAX_SAFE_INTEGER : cost(w),
    ),
    inOrder(
      said(cls === 'working' ? 'bullet.healthFirst' : 'bullet.educationFirst'),
      cls === 'working'
        ? (['health', 'education', 'luxury'] as Ware[])
        : (['education', 'health', 'luxury'] as Ware[]),
      (w) => w,
    ),
  ];
}

/** Which good: one it can buy its Population of, by its Buy Goods & Services Criteria. */
export function buyWare(a: Ask): Decision | undefined {
  if (a.cls === 'capitalist') return decide(a.q.options[0]);
  // Food is bought for Cover Needs, not by this action: its purchase is not weighed.
  const facts = automa.purchases(
    a.g,
    a.cls,
    automa.modifiersNow(a.g, a.cls, 'buy-goods').buy ?? {},
    automa.BUY_ACTION_WARES,
  );
  const wares = a.q.options
    .map((o) => o.value as Ware | 'skip')
    .filter((w): w is Ware => w !== 'skip' && w !== 'food' && w !== 'influence')
    .filter((w) => facts.find((f) => f.ware === w)?.cost !== null);
  const pick = narrow(wares, wareCriteria(a.g, a.cls, facts), a.roll('ware'));
  if (pick) return decide(optionOf(a.q, pick.chosen));
  return decide(find(a.q, (v) => v === 'skip') ?? a.q.options[0]);
}

const SOURCE_ORDER: Record<Buyer, Seller[]> = {
  working: ['state', 'foreign', 'capitalist', 'middle'],
  middle: ['middle', 'state', 'foreign', 'capitalist'],
};

function wareOf(a: Ask): Ware | undefined {
  return automa.wareBeingBought(a.g);
}

/** How much more of the ware it needs to use it once (its Population, less what it holds). */
function stillNeeded(a: Ask, ware: Ware | undefined): number {
  if (a.cls === 'capitalist' || !ware || ware === 'influence') return 0;
  const held = a.g.classes[a.cls].goods[ware];
  return automa.population(a.g, a.cls) - held;
}

/** From whom: the cheapest source, then its source order; done once it holds its Population. */
export function buySeller(a: Ask): Decision | undefined {
  if (a.cls === 'capitalist') return decide(a.q.options[0]);
  const ware = wareOf(a);
  const everySource = (automa.modifiersNow(a.g, a.cls, 'buy-goods').buy?.maxSources ?? 2) > 2;
  const done = find(a.q, (v) => v === 'done');
  if (done && !everySource && stillNeeded(a, ware) <= 0) return decide(done);
  const sellers = a.q.options.map((o) => o.value as Seller | 'done').filter((s): s is Seller => s !== 'done');
  const price = (s: Seller) => (ware ? (s === a.cls ? 0 : (automa.unitPrice(a.g, s, ware) ?? 99)) : 0);
  const pick = narrow(
    sellers,
    [
      least(said('bullet.cheapest'), price),
      inOrder(said('bullet.sourceOrder'), SOURCE_ORDER[a.cls], (s) => s),
    ],
    a.roll('seller'),
  );
  return decide(pick ? optionOf(a.q, pick.chosen) : (done ?? a.q.options[0]));
}

/** How many: what it still needs (all it may, from every source, with that bonus). */
export function buyAmount(a: Ask): Decision | undefined {
  const amounts = a.q.options.map((o) => o.value as number);
  const most = Math.max(...amounts);
  const everySource =
    a.cls !== 'capitalist' && (automa.modifiersNow(a.g, a.cls, 'buy-goods').buy?.maxSources ?? 2) > 2;
  const need = stillNeeded(a, wareOf(a));
  const n = everySource ? most : Math.max(1, Math.min(most, need));
  return decide(optionOf(a.q, n) ?? a.q.options[0]);
}

/** Food for Cover Needs: the cheapest; ties by its order (components reference §2.14). */
export function coverNeeds(a: Ask): Decision | undefined {
  const order: Seller[] =
    a.cls === 'working' ? ['foreign', 'state', 'capitalist', 'middle'] : ['state', 'foreign', 'capitalist'];
  const sellers = a.q.options.map((o) => o.value as Seller);
  const price = (s: Seller) => automa.unitPrice(a.g, s, 'food') ?? 99;
  const pick = narrow(
    sellers,
    [least(said('bullet.cheapest'), price), inOrder(said('bullet.order'), order, (s) => s)],
    a.roll('food'),
  );
  return decide(pick ? optionOf(a.q, pick.chosen) : a.q.options[0]);
}
