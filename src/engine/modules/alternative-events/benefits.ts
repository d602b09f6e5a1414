/**
 * Benefits of the Alternative Events a class keeps (components reference §2.14; C&C rulebook
 * p.15): at the start of the named phase, every round, the holder may use each card's Benefit —
 * optional each time. Public Pressure is instead offered before each vote of the Elections phase
 * (its card is discarded when used). Rules choices: docs/rules-decisions.md §12, AE7–AE12.
 */

import type { AlternativeEvent } from '../../../data/alternative-events.ts';
import { type ClassId, type Good, VOTING_CLASSES, type VotingClass } from '../../../data/common.ts';
import type { EffectStep } from '../../../data/expansions.schema.ts';
import { storeGoods } from '../../automa/storage.ts';
import { allowedWages } from '../../companies/build-and-sell.ts';
import { companiesOf, findCompany, hasWages, openPublicSlots, workersIn } from '../../companies/companies.ts';
import { type Choice, int, name, orWord, orWords, pair, words } from '../../core/choices.ts';
import { type Ctx, log, question, queue, said } from '../../core/flow.ts';
import { gainMoney, payTo } from '../../economy/money.ts';
import { publicServiceLimit } from '../../economy/storage.ts';
import { gainVp } from '../../economy/vp.ts';
import type { GameState, Step } from '../../game-state.ts';
import { addCubes } from '../../politics/elections.ts';
import { gainInfluence } from '../../politics/influence.ts';
import { atMoment, type PhaseName } from '../../ruleset.ts';
import { assignToCompany, canAssignTo } from '../../workers/assign-workers.ts';
import { altEventOf } from './cards.ts';

type Effect<K extends EffectStep['effect']> = Extract<EffectStep, { effect: K }>;

function effectOf<K extends EffectStep['effect']>(card: AlternativeEvent, k: K): Effect<K> | undefined {
  return card.benefit.effects.find((e): e is Effect<K> => e.effect === k);
}

/** Goods and Influence a class gets: the Working and Middle Classes into Goods & Services, the Capitalist Class into Storage. */
function giveGoods(x: Ctx, cls: VotingClass, resource: Good | 'influence', n: number) {
  const g = x.g;
  if (resource === 'influence') gainInfluence(g, cls, n);
  else if (cls === 'capitalist') storeGoods(x, 'capitalist', resource, n);
  else g.classes[cls].goods[resource] += n;
}

// ---- Which Benefit is offered when -------------------------------------------------------------

/** Public Pressure's Benefit is used before a vote, not at the start of the phase. */
function beforeAVote(card: AlternativeEvent): boolean {
  return !!effectOf(card, 'state-supports-bill');
}

/** The start of a phase: each class, in player order, may use the Benefits of that phase. */
export function offerBenefits(x: Ctx, phase: PhaseName) {
  const alt = x.g.alternativeEvents;
  if (!alt) return;
  const steps: Step[] = [];
  for (const cls of VOTING_CLASSES)
    for (const event of alt.kept[cls] ?? []) {
      const card = altEventOf(event);
      if (card && card.benefit.phase === phase && !beforeAVote(card)) steps.push(offer({ seat: cls, event }));
    }
  queue(x, ...steps);
}

/** Use the Benefit (`use`), not this time (`skip`), or sell this many to the State. */
type Use = 'use' | 'skip' | number;
const useChoice = orWords(['use', 'skip'], int);

/** How many the holder may sell the State now (its Storage, the State's room). */
function sellable(g: GameState, cls: VotingClass, e: Effect<'sell-to-state'>): number {
  const good = e.params.resource;
  const stock = cls === 'working' ? g.classes.working.goods[good] : g.classes[cls].storage[good];
  const room =
    good === 'health' || good === 'education'
      ? publicServiceLimit(g, good) - g.publicServices[good]
      : Infinity;
  return Math.max(0, Math.min(e.params.max, stock, room));
}

/** Companies the holder owns or works in whose Wage may move one level (either way). */
function wageMoves(g: GameState, cls: VotingClass): Array<[string, 'up' | 'down']> {
  const out: Array<[string, 'up' | 'down']> = [];
  for (const c of g.companies) {
    if (c.owner === 'state' || !hasWages(c)) continue;
    if (c.owner !== cls && !workersIn(g, c.id).some((w) => w.cls === cls)) continue;
    if (c.wage < 3) out.push([c.id, 'up']);
    if (c.wage > 1) out.push([c.id, 'down']);
  }
  return out;
}

function publicCompaniesWith(g: GameState, cls: VotingClass): number {
  const open = openPublicSlots(g);
  return companiesOf(g, 'state').filter(
    (c) => (c.publicSlot ?? 99) < open && workersIn(g, c.id).some((w) => w.cls === cls),
  ).length;
}

/** What the holder may choose now (none: the Benefit would do nothing, so it is not offered). */
function useOptions(g: GameState, cls: VotingClass, card: AlternativeEvent): Array<Choice<Use>> {
  const skip: Choice<Use> = {
    value: 'skip',
    said: said('option.notThisTime'),
    tone: 'quiet',
  };
  const sell = effectOf(card, 'sell-to-state');
  if (sell) {
    const options: Array<Choice<Use>> = [];
    for (let n = sellable(g, cls, sell); n >= 1; n--)
      options.push({
        value: n,
        said: said('option.sellToState', { n, good: sell.params.resource, cost: n * sell.params.price }),
      });
    return options.length ? [...options, skip] : [];
  }
  if (effectOf(card, 'adjust-wage-ignoring-labor-market') && wageMoves(g, cls).length === 0) return [];
  if (effectOf(card, 'extra-public-wages') && publicCompaniesWith(g, cls) === 0) return [];
  return [{ value: 'use', said: said('option.useIt', { event: card.id }), description: card.text }, skip];
}

const offer = question<{ seat: VotingClass; event: string }, Use>('alt.benefit', {
  choice: useChoice,
  ask(x, s) {
    const card = altEventOf(s.event);
    if (!card) return null;
    const options = useOptions(x.g, s.seat, card);
    if (options.length === 0) return null;
    return {
      seat: s.seat,
      kind: 'alt.benefit',
      said: said('ask.altBenefit', { event: card.id }),
      options,
    };
  },
  answer(x, s, use) {
    const card = altEventOf(s.event);
    if (!card || use === 'skip') return;
    log(x, 'alt.usesBenefit', { class: s.seat, card: card.id });
    const steps: Step[] = [];
    for (const e of card.benefit.effects) {
      const next = useEffect(x, s.seat, s.event, e, use);
      if (next) steps.push(next);
    }
    queue(x, ...steps);
  },
});

/** Carries out one effect of a Benefit; returns the question that follows, if any. */
function useEffect(x: Ctx, cls: VotingClass, event: string, e: EffectStep, use: Use): Step | null {
  const g = x.g;
  switch (e.effect) {
    case 'gain-resource': {
      const n = typeof e.params.amount === 'number' ? e.params.amount : 0;
      giveGoods(x, cls, e.params.resource, n);
      log(x, 'goods.gets', { class: cls, n, good: e.params.resource });
      return null;
    }
    case 'gain-money': {
      const n = typeof e.params.amount === 'number' ? e.params.amount : 0;
      if (e.params.from === 'state') payTo(x, 'state', cls, n);
      else gainMoney(x, cls, n);
      log(x, e.params.from === 'state' ? 'money.getsFromState' : 'money.gets', { class: cls, n });
      return null;
    }
    case 'gain-influence': {
      const got = gainInfluence(g, cls, typeof e.params.amount === 'number' ? e.params.amount : 0);
      log(x, 'influence.gains', { class: cls, n: got });
      return null;
    }
    case 'add-voting-cubes': {
      const added = addCubes(g, cls, typeof e.params.count === 'number' ? e.params.count : 0);
      log(x, 'cubes.addedPressure', { class: cls, n: added });
      return null;
    }
    case 'sell-to-state':
      sellToState(x, cls, e, typeof use === 'number' ? use : 0);
      return null;
    case 'state-provides-food': {
      const food = g.classes.state.goods.food;
      if (food >= e.params.amount) {
        g.classes.state.goods.food -= e.params.amount;
        giveGoods(x, cls, 'food', e.params.amount);
        log(x, 'alt.givesFood', { to: cls, n: e.params.amount });
      } else {
        gainVp(x, 'state', -e.params.stateVpLossIfUnable, 'alternative event benefit');
        log(x, 'alt.noFood', { vp: e.params.stateVpLossIfUnable });
      }
      return null;
    }
    case 'tax-reduction':
      g.roundFlags.taxRelief = {
        ...g.roundFlags.taxRelief,
        [cls]: (g.roundFlags.taxRelief?.[cls] ?? 0) + e.params.amount,
      };
      return null;
    case 'production-modifier':
      g.roundFlags.output = [
        ...(g.roundFlags.output ?? []),
        {
          amount: e.params.amount,
          owners: [cls],
          ...(e.params.industries ? { industries: e.params.industries } : {}),
          ...(e.params.onlyWithMachinery ? { machineryOnly: true } : {}),
        },
      ];
      return null;
    case 'extra-public-wages': {
      const n = publicCompaniesWith(g, cls) * e.params.perCompany;
      payTo(x, 'state', cls, n);
      atMoment(x, 'wages-paid', { to: cls, amount: n });
      gainVp(x, 'state', e.params.stateVp, 'alternative event benefit');
      log(x, 'alt.moreWages', { to: cls, n });
      return null;
    }
    case 'state-subsidizes-builds': {
      const alt = g.alternativeEvents;
      if (alt) alt.active[cls] = [...(alt.active[cls] ?? []), event];
      return null;
    }
    case 'adjust-wage-ignoring-labor-market':
      return moveWage({ seat: cls });
    case 'assign-workers-before-production':
      return staffOne({ seat: cls });
    default:
      throw new Error(`no Alternative Event Benefit has the effect ${e.effect}`);
  }
}

function sellToState(x: Ctx, cls: VotingClass, e: Effect<'sell-to-state'>, n: number) {
  const g = x.g;
  const good = e.params.resource;
  const sold = Math.min(n, sellable(g, cls, e));
  if (sold <= 0) return;
  if (cls === 'working') g.classes.working.goods[good] -= sold;
  else g.classes[cls].storage[good] -= sold;
  if (good === 'health' || good === 'education') g.publicServices[good] += sold;
  else g.classes.state.goods[good] += sold;
  payTo(x, 'state', cls, sold * e.params.price);
  gainVp(x, 'state', e.params.stateVp, 'alternative event benefit');
  log(x, 'alt.sellsToState', { class: cls, n: sold, good, total: sold * e.params.price });
}

// ---- Demand for State Intervention: one Company's Wage moves one level for this Production -------

const wageMove = pair(name, ':', words('up', 'down'));

const moveWage = question<{ seat: VotingClass }, [string, 'up' | 'down']>('alt.wage', {
  choice: wageMove,
  ask(x, s) {
    const moves = wageMoves(x.g, s.seat);
    if (moves.length === 0) return null;
    return {
      seat: s.seat,
      kind: 'alt.wage',
      said: said('ask.altWage'),
      options: moves.map(([id, way]) => {
        const c = findCompany(x.g, id);
        const to = (c?.wage ?? 1) + (way === 'up' ? 1 : -1);
        return {
          value: [id, way],
          said: said('option.wageMove', { company: c?.card ?? id, level: c?.wage ?? '', to }),
        };
      }),
    };
  },
  answer(x, _s, [id, way]) {
    const c = findCompany(x.g, id);
    const alt = x.g.alternativeEvents;
    if (!c || !alt) return;
    alt.wageShift = { company: c.id, from: c.wage };
    c.wage = (c.wage + (way === 'up' ? 1 : -1)) as 1 | 2 | 3;
    log(x, 'alt.wageForProduction', { company: c.card, wage: c.wage });
  },
});

/** At the end of Production the moved Wage goes back (the Labor Market's minimum still holds). */
export function restoreWage(x: Ctx) {
  const alt = x.g.alternativeEvents;
  const shift = alt?.wageShift;
  if (!alt || !shift) return;
  delete alt.wageShift;
  const c = findCompany(x.g, shift.company);
  if (!c) return;
  const allowed = allowedWages(x.g, c);
  c.wage = allowed.includes(shift.from) ? shift.from : (allowed[0] ?? c.wage);
}

// ---- Demand for Economic Stimulus: Workers into one own Company before it produces ---------------

/** A Company of the holder and the class whose unemployed Workers go there, or `none`. */
type Staffing = 'none' | [string, 'working' | 'middle'];
const staffingChoice = orWord('none', pair(name, ':', words('working', 'middle')));

function staffings(g: GameState, cls: VotingClass): Array<[string, 'working' | 'middle']> {
  const out: Array<[string, 'working' | 'middle']> = [];
  if (cls === 'working') return out;
  for (const c of companiesOf(g, cls))
    for (const workers of cls === 'middle' ? (['middle'] as const) : (['working', 'middle'] as const))
      if (canAssignTo(g, cls, { workers, unemployedOnly: true, owners: [cls] }, c.id))
        out.push([c.id, workers]);
  return out;
}

const staffOne = question<{ seat: VotingClass }, Staffing>('alt.staff', {
  choice: staffingChoice,
  ask(x, s) {
    const options: Array<Choice<Staffing>> = staffings(x.g, s.seat).map(([id, workers]) => {
      const c = findCompany(x.g, id);
      return {
        value: [id, workers],
        said: said('option.altStaff', { company: c?.card ?? id, class: workers }),
      };
    });
    if (options.length === 0) return null;
    options.push({ value: 'none', said: said('option.assignNobody'), tone: 'quiet' });
    return {
      seat: s.seat,
      kind: 'alt.staff',
      said: said('ask.altAssign'),
      options,
    };
  },
  answer(x, s, chosen) {
    if (chosen === 'none') return;
    const [id, workers] = chosen;
    assignToCompany(x, s.seat, { workers, unemployedOnly: true, owners: [s.seat] }, id);
  },
});

// ---- Demand for Startup Support: the State pays part of each Company built this Action phase ----

export function subsidizeBuild(x: Ctx, owner: ClassId, paid: number) {
  const alt = x.g.alternativeEvents;
  if (!alt || owner === 'state' || owner === 'working') return;
  for (const event of alt.active[owner] ?? []) {
    const card = altEventOf(event);
    const e = card && effectOf(card, 'state-subsidizes-builds');
    if (!e) continue;
    const n = Math.min(e.params.amount, paid);
    if (n > 0) payTo(x, 'state', owner, n);
    gainVp(x, 'state', e.params.stateVp, 'alternative event benefit');
    log(x, 'alt.subsidy', { n, owner });
  }
}

/** Benefits used for one phase end with it. */
export function endActiveBenefits(x: Ctx) {
  const alt = x.g.alternativeEvents;
  if (alt) alt.active = {};
}

// ---- Public Pressure: before a vote, the holder may make the State support the Bill --------------

export function publicPressure(x: Ctx, immediate: boolean) {
  const g = x.g;
  const alt = g.alternativeEvents;
  if (!alt || immediate || !g.vote || g.classes.state.influence <= 0 || g.vote.bids.state !== undefined)
    return;
  const steps: Step[] = [];
  for (const cls of VOTING_CLASSES)
    for (const event of alt.kept[cls] ?? []) {
      const card = altEventOf(event);
      if (card && beforeAVote(card)) steps.push(pressure({ seat: cls, event }));
    }
  queue(x, ...steps);
}

const pressure = question<{ seat: VotingClass; event: string }, 'use' | 'skip'>('alt.pressure-use', {
  choice: words('use', 'skip'),
  ask(x, s) {
    const vote = x.g.vote;
    const card = altEventOf(s.event);
    const kept = x.g.alternativeEvents?.kept[s.seat] ?? [];
    if (
      !vote ||
      !card ||
      !kept.includes(s.event) ||
      vote.bids.state !== undefined ||
      x.g.classes.state.influence <= 0
    )
      return null;
    const e = effectOf(card, 'state-supports-bill');
    return {
      seat: s.seat,
      kind: 'alt.pressure-use',
      said: said('ask.altPressure', {
        policyNumber: vote.policy,
        section: vote.section,
        event: card.id,
        n: e?.params.maxInfluence ?? 0,
      }),
      options: [
        {
          value: 'use',
          said: said('option.altPressure', { event: card.id }),
        },
        { value: 'skip', said: said('option.keepTheCard'), tone: 'quiet' },
      ],
    };
  },
  answer(x, s, use) {
    const g = x.g;
    const vote = g.vote;
    const card = altEventOf(s.event);
    const alt = g.alternativeEvents;
    if (use === 'skip' || !vote || !card || !alt) return;
    alt.kept[s.seat] = (alt.kept[s.seat] ?? []).filter((e) => e !== s.event);
    g.decks.events.discard.push(s.event);
    const spend = Math.min(
      effectOf(card, 'state-supports-bill')?.params.maxInfluence ?? 0,
      g.classes.state.influence,
    );
    vote.sides.state = 'for';
    vote.bids.state = spend;
    log(x, 'alt.supportsBill', { class: s.seat, card: card.id, n: spend });
  },
});
