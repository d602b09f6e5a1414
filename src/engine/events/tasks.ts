/**
 * Event tasks (components reference §2.13): what the State must do to deal with an Event. A task is
 * listed by the Event's effect id in `eventTasks`; the Event Action (event-action.ts) starts
 * it, and a few State Action cards that do the same thing (Allowances and Subsidies, Step for
 * Representation…) start the same task for their own effect. A task ends with an `Outcome` — which
 * classes it helped and how much it counted — and `finishStep` turns that into the Event's rewards
 * or the card's Legitimacy icons.
 */

import type { Good } from '../../data/common.ts';
import { VOTING_CLASSES, type VotingClass } from '../../data/common.ts';
import { EVENT_CARDS, type EventCard } from '../../data/decks.ts';
import type { EffectId, EffectParams } from '../../data/effect-specs.ts';
import type { EventReward, Unit } from '../../data/icons.ts';
import { applyCardLegitimacy } from '../cards/legitimacy-icons.ts';
import { buildCompany, canBuild } from '../companies/build-and-sell.ts';
import { companiesOf, isOperational, openPublicSlots } from '../companies/companies.ts';
import { type Choice, int, oneOf, orWord, pair, votingClassChoice } from '../core/choices.ts';
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
import { byInstance } from '../draw.ts';
import { classPrice } from '../economy/market.ts';
import { gainMoney } from '../economy/money.ts';
import { canProvide, type Provision, provideStep, stateStock } from '../economy/provide.ts';
import { addPublicService, publicServiceLimit } from '../economy/storage.ts';
import { gainVp } from '../economy/vp.ts';
import type { GameState, Step } from '../game-state.ts';
import { changeLegitimacy, giveLegitimacyToken } from '../politics/legitimacy.ts';
import { canPropose, proposeBill } from '../politics/propose-bill.ts';
import { type AnyTaskSpec, Rules, rulesOf } from '../ruleset.ts';
import { inGame, statePlays } from '../seats.ts';
import { populationOf } from '../workers/workers.ts';
import type { Done, TaskSpec } from './task-spec.ts';

export type Units = Partial<Record<Unit, number>>;

/** What a task did: per class helped, the units it counted; `any` for class-free rewards. */
export interface Outcome {
  shares: Partial<Record<VotingClass, Units>>;
  any?: Units;
  /** The option chosen, for rewards that depend on it (Need for Stimulus Package: 10 or 15). */
  option?: number;
}

export function canTask(g: GameState, spec: AnyTaskSpec): boolean {
  return statePlays(g) && !!rulesOf(g).tasks.get(spec.effect)?.can(g, spec);
}

export function startTask(x: Ctx, spec: AnyTaskSpec, done: Done) {
  rulesOf(x.g).tasks.get(spec.effect)?.start(x, spec, done);
}

/** The Event tasks of the base game. */
export const eventTasks = new Rules();

const EVENTS_BY_ID = new Map(EVENT_CARDS.map((c) => [c.id, c]));
const eventByInstance = byInstance((id) => EVENTS_BY_ID.get(id));

export function eventCardOf(instance: string): EventCard | undefined {
  return eventByInstance(instance);
}

/** The task of an Event: the classes it may pick are those its rewards name (all three for 'all'). */
export function eventSpec(card: EventCard): AnyTaskSpec {
  const classes =
    card.target === 'none'
      ? []
      : VOTING_CLASSES.filter((c) => card.target === 'all' || card.rewards[c] !== undefined);
  return {
    effect: card.effect,
    name: card.name,
    card: card.id,
    params: card.params,
    classes,
    target: card.target,
  };
}

// ---- Finishing: rewards or icons ----------------------------------------------------------------

const finishTask = auto<{ spec: AnyTaskSpec; done: Done; outcome: Outcome }>('task.finish', (x, s) => {
  if (s.done.kind === 'card') {
    const target = Object.keys(s.outcome.shares)[0] as VotingClass | undefined;
    const units = target ? s.outcome.shares[target] : s.outcome.any;
    applyCardLegitimacy(x, s.done.instance, { target, units });
    return;
  }
  const card = eventCardOf(s.done.event);
  if (card) applyEventRewards(x, card, s.outcome);
  if (s.done.remaining <= 0) return;
  if (canTask(x.g, s.spec)) {
    log(x, 'event.again', { card: s.spec.card });
    startTask(x, s.spec, withChanges(s.done, { remaining: s.done.remaining - 1 }));
  } else {
    log(x, 'event.notAgain', { card: s.spec.card });
  }
});

export function finishStep(spec: AnyTaskSpec, done: Done, outcome: Outcome): Step {
  return finishTask({ spec, done, outcome });
}

function applies(reward: EventReward, outcome: Outcome): boolean {
  return reward.option === undefined || reward.option === outcome.option;
}

function applyReward(x: Ctx, reward: EventReward, cls: VotingClass | null, units: Units) {
  const count = 'unit' in reward ? Math.floor((units[reward.unit] ?? 0) / reward.per) : 1;
  switch (reward.kind) {
    case 'legitimacy':
      if (cls) changeLegitimacy(x, cls, reward.delta);
      break;
    case 'legitimacy-per':
      if (cls) changeLegitimacy(x, cls, count);
      break;
    case 'token':
    case 'token-per':
      if (cls) for (let i = 0; i < count; i++) giveLegitimacyToken(x, cls);
      break;
    case 'vp':
      gainVp(x, 'state', reward.vp, 'event rewards');
      break;
    case 'vp-per':
      gainVp(x, 'state', reward.vp * count, 'event rewards');
      break;
  }
}

export function applyEventRewards(x: Ctx, card: EventCard, outcome: Outcome) {
  for (const cls of VOTING_CLASSES) {
    const units = outcome.shares[cls];
    if (!units) continue;
    for (const reward of card.rewards[cls] ?? [])
      if (applies(reward, outcome)) applyReward(x, reward, cls, units);
  }
  const all: Units = withChanges(outcome.any, {}); // keys added by the rewards: not a spread (core/copy.ts)
  for (const reward of card.rewards.any ?? [])
    if (applies(reward, outcome)) applyReward(x, reward, null, all);
}

/** A reward, as an option's hint says it. */
function rewardSaid(reward: EventReward): Said {
  const per = 'per' in reward ? list([said(`option.per.${reward.unit}`, { count: reward.per })]) : list([]);
  switch (reward.kind) {
    case 'legitimacy':
      return said('option.reward.legitimacy', {
        delta: `${reward.delta > 0 ? '+' : '−'}${Math.abs(reward.delta)}`,
      });
    case 'legitimacy-per':
      return said('option.reward.legitimacyPer', { per });
    case 'token':
      return said('option.reward.token');
    case 'token-per':
      return said('option.reward.tokenPer', { per });
    case 'vp':
      return said('option.reward.vp', { n: reward.vp });
    case 'vp-per':
      return said('option.reward.vpPer', { n: reward.vp, per });
  }
}

/** " (reward: +1 Legitimacy)" for an Event's class, nothing for a card: as keys. */
function hintSaid(done: Done, cls: VotingClass, option?: number): SaidList {
  if (done.kind !== 'event') return list([], 'space');
  const rewards = (eventCardOf(done.event)?.rewards[cls] ?? []).filter(
    (r) => r.option === undefined || r.option === option,
  );
  return maybe(rewards.length > 0, 'option.rewardHint', { rewards: list(rewards.map(rewardSaid), 'comma') });
}

// ---- Shared building blocks ------------------------------------------------------------------

/** A step of a task of effect `E` (of any effect, by default). */
interface TaskStep<E extends EffectId = EffectId> {
  spec: TaskSpec<E>;
  done: Done;
}

/** A question where the State picks one of the classes a task may help. */
function classPick<P extends TaskStep>(
  t: string,
  def: {
    classes(g: GameState, s: P): VotingClass[];
    /** The prompt as keys (`event.ask.*`): the card of the task is `card`. */
    said(s: P): Said;
    /** The option of class `cls`, as keys (`event.option.*`). */
    optionSaid(g: GameState, s: P, cls: VotingClass): Said;
    pick(x: Ctx, s: P, cls: VotingClass): void;
  },
) {
  return question<P, VotingClass>(t, {
    choice: votingClassChoice,
    ask(x, s) {
      const classes = def.classes(x.g, s);
      if (classes.length === 0) return null;
      return {
        seat: 'state',
        kind: t,
        said: def.said(s),
        options: classes.map((cls) => ({
          value: cls,
          said: said('option.hinted', {
            option: list([def.optionSaid(x.g, s, cls)]),
            hint: hintSaid(s.done, cls),
          }),
        })),
      };
    },
    answer(x, s, cls) {
      def.pick(x, s, cls);
    },
  });
}

/** Provides to one class, then finishes with that class's units. */
function provideAndFinish(x: Ctx, s: TaskStep, cls: VotingClass, p: Provision, units: Units) {
  queue(
    x,
    provideStep(x.g, cls, p, { batch: s.done.batch }),
    finishStep(s.spec, s.done, { shares: { [cls]: units } }),
  );
}

function goodUnits(good: Good, n: number): Units {
  return { [good]: n, goods: n } as Units;
}

const half = (n: number) => Math.ceil(n / 2);

function operationalCompanies(g: GameState, cls: VotingClass): number {
  return companiesOf(g, cls).filter((c) => isOperational(g, c)).length;
}

type Basis = EffectParams<'provide-goods-half' | 'provide-goods-mix-half'>['basis'];

/** The number an Event halves: a class's Population or its operational Companies (decisions U5/U6). */
function basisOf(g: GameState, basis: Basis, cls: VotingClass): number {
  const population = cls === 'capitalist' ? 0 : populationOf(g, cls);
  if (basis === 'population') return population;
  if (basis === 'operational-companies') return operationalCompanies(g, cls);
  return cls === 'capitalist' ? operationalCompanies(g, cls) : population;
}

// ---- provide-money: Provide `amount` to each of `classes` classes ------------------------------

const provideMoneyPick = classPick<TaskStep<'provide-money'> & { chosen: VotingClass[] }>(
  'task.provide-money',
  {
    classes: (_g, s) => s.spec.classes.filter((c) => !s.chosen.includes(c)),
    said: (s) =>
      said('ask.taskMoney', {
        card: s.spec.card,
        amount: s.spec.params.amount,
        which: maybe(s.spec.params.classes > 1, 'ask.taskWhich', {
          n: s.chosen.length + 1,
          of: s.spec.params.classes,
        }),
      }),
    optionSaid: (_g, s, cls) => said('option.provide', { n: s.spec.params.amount, class: cls }),
    pick(x, s, cls) {
      const chosen = [...s.chosen, cls];
      if (chosen.length < s.spec.params.classes) {
        queue(x, provideMoneyPick(withChanges(s, { chosen })));
        return;
      }
      const amount = s.spec.params.amount;
      const shares: Outcome['shares'] = {};
      for (const c of chosen) shares[c] = { money: amount };
      queue(
        x,
        ...chosen.map((c) => provideStep(x.g, c, { money: amount }, { batch: s.done.batch })),
        finishStep(s.spec, s.done, { shares }),
      );
    },
  },
);

eventTasks.task('provide-money', {
  can: (g, spec) =>
    spec.classes.length >= spec.params.classes && g.treasury >= spec.params.amount * spec.params.classes,
  start: (x, spec, done) => queue(x, provideMoneyPick({ spec, done, chosen: [] })),
});

// ---- provide-influence-and-cubes: 1 Personal Influence and 2 Voting cubes to a class -------------

function influenceAndCubes(spec: TaskSpec<'provide-influence-and-cubes'>): Provision {
  return { influence: spec.params.influence, cubes: spec.params.cubes };
}

const influenceCubesPick = classPick<TaskStep<'provide-influence-and-cubes'>>(
  'task.provide-influence-cubes',
  {
    classes: (g, s) => s.spec.classes.filter((c) => canProvide(g, c, influenceAndCubes(s.spec))),
    said: (s) =>
      said('ask.taskInfluenceCubes', {
        card: s.spec.card,
        influence: s.spec.params.influence,
        cubes: s.spec.params.cubes,
      }),
    optionSaid: (_g, _s, cls) => said('option.theClass', { class: cls }),
    pick: (x, s, cls) =>
      provideAndFinish(x, s, cls, influenceAndCubes(s.spec), { 'voting-cubes': s.spec.params.cubes }),
  },
);

eventTasks.task('provide-influence-and-cubes', {
  can: (g, spec) => spec.classes.some((c) => canProvide(g, c, influenceAndCubes(spec))),
  start: (x, spec, done) => queue(x, influenceCubesPick({ spec, done })),
});

// ---- provide-population-goods: Health or Education equal to a class's Population --------------

function populationGoods(
  g: GameState,
  spec: TaskSpec<'provide-population-goods'>,
  cls: VotingClass,
): Provision {
  const n = cls === 'capitalist' ? 0 : populationOf(g, cls);
  return { goods: { [spec.params.good]: n } };
}

const populationGoodsPick = classPick<TaskStep<'provide-population-goods'>>('task.provide-population-goods', {
  classes: (g, s) =>
    s.spec.classes.filter((c) => c !== 'capitalist' && canProvide(g, c, populationGoods(g, s.spec, c))),
  said: (s) => said('ask.taskGood', { card: s.spec.card, good: s.spec.params.good }),
  optionSaid: (g, s, cls) =>
    said('option.goodsTo', { n: populationOf(g, cls as 'working'), good: s.spec.params.good, class: cls }),
  pick(x, s, cls) {
    const n = populationOf(x.g, cls as 'working');
    provideAndFinish(x, s, cls, populationGoods(x.g, s.spec, cls), goodUnits(s.spec.params.good, n));
  },
});

eventTasks.task('provide-population-goods', {
  can: (g, spec) =>
    spec.classes.some((c) => c !== 'capitalist' && canProvide(g, c, populationGoods(g, spec, c))),
  start: (x, spec, done) => queue(x, populationGoodsPick({ spec, done })),
});

// ---- provide-goods-half: a good equal to half a class's Population or Companies -------------------

function halfAmount(
  g: GameState,
  spec: TaskSpec<'provide-goods-half' | 'provide-goods-mix-half'>,
  cls: VotingClass,
): number {
  return half(basisOf(g, spec.params.basis, cls));
}

function halfClasses(g: GameState, spec: TaskSpec<'provide-goods-half'>): VotingClass[] {
  const good = spec.params.good;
  return spec.classes.filter((c) => {
    const n = halfAmount(g, spec, c);
    return n > 0 && canProvide(g, c, { goods: { [good]: n } });
  });
}

const halfPick = classPick<TaskStep<'provide-goods-half'>>('task.provide-goods-half', {
  classes: (g, s) => halfClasses(g, s.spec),
  said: (s) => said('ask.taskGood', { card: s.spec.card, good: s.spec.params.good }),
  optionSaid: (g, s, cls) =>
    said('option.goodsTo', { n: halfAmount(g, s.spec, cls), good: s.spec.params.good, class: cls }),
  pick(x, s, cls) {
    const good = s.spec.params.good;
    const n = halfAmount(x.g, s.spec, cls);
    provideAndFinish(x, s, cls, { goods: { [good]: n } }, goodUnits(good, n));
  },
});

eventTasks.task('provide-goods-half', {
  can: (g, spec) => halfClasses(g, spec).length > 0,
  start: (x, spec, done) => queue(x, halfPick({ spec, done })),
});

// ---- provide-goods-mix-half: two goods, together half the basis, at least `minEach` of each --------

type MixStep = TaskStep<'provide-goods-mix-half'>;

/** The splits the class can be given (the first `atMost` of them). */
function mixSplits(
  g: GameState,
  spec: TaskSpec<'provide-goods-mix-half'>,
  cls: VotingClass,
  atMost = Number.POSITIVE_INFINITY,
): number[] {
  const total = halfAmount(g, spec, cls);
  const min = spec.params.minEach;
  const a = spec.params.good;
  const b = spec.params.otherGood;
  const out: number[] = [];
  for (let k = min; k <= total - min && out.length < atMost; k++) {
    if (canProvide(g, cls, { goods: { [a]: k, [b]: total - k } })) out.push(k);
  }
  return out;
}

function mixProvide(x: Ctx, s: MixStep, cls: VotingClass, k: number) {
  const total = halfAmount(x.g, s.spec, cls);
  const a = s.spec.params.good;
  const b = s.spec.params.otherGood;
  provideAndFinish(x, s, cls, { goods: { [a]: k, [b]: total - k } }, {
    goods: total,
    [a]: k,
    [b]: total - k,
  } as Units);
}

const mixSplit = question<MixStep & { cls: VotingClass }, number>('task.provide-mix-split', {
  choice: int,
  ask(x, s) {
    const splits = mixSplits(x.g, s.spec, s.cls);
    if (splits.length === 0) return null;
    const total = halfAmount(x.g, s.spec, s.cls);
    return {
      seat: 'state',
      kind: 'task.provide-mix-split',
      said: said('ask.taskSplitMix', { card: s.spec.card, n: total, class: s.cls }),
      options: splits.map((k) => ({
        value: k,
        said: said('option.split', {
          n: k,
          good: s.spec.params.good,
          other: total - k,
          resource: s.spec.params.otherGood,
        }),
      })),
    };
  },
  answer: (x, s, k) => mixProvide(x, s, s.cls, k),
});

const mixPick = classPick<MixStep>('task.provide-mix', {
  classes: (g, s) => s.spec.classes.filter((c) => mixSplits(g, s.spec, c).length > 0),
  said: (s) =>
    said('ask.taskMix', { card: s.spec.card, good: s.spec.params.good, resource: s.spec.params.otherGood }),
  optionSaid: (g, s, cls) => said('option.itemsTo', { n: halfAmount(g, s.spec, cls), class: cls }),
  pick(x, s, cls) {
    const splits = mixSplits(x.g, s.spec, cls);
    if (splits.length === 1) mixProvide(x, s, cls, splits[0] as number);
    else queue(x, mixSplit(withChanges(s, { cls })));
  },
});

eventTasks.task('provide-goods-mix-half', {
  can: (g, spec) => spec.classes.some((c) => mixSplits(g, spec, c, 1).length > 0),
  start: (x, spec, done) => queue(x, mixPick({ spec, done })),
});

// ---- provide-money-per: `amount` per Public Sector Worker / operational Company / Population ------

function perCount(g: GameState, per: EffectParams<'provide-money-per'>['per'], cls: VotingClass): number {
  if (per === 'operational-company') return operationalCompanies(g, cls);
  if (cls === 'capitalist') return 0;
  if (per === 'population') return populationOf(g, cls);
  const open = openPublicSlots(g);
  const publicIds = new Set(
    companiesOf(g, 'state')
      .filter((c) => (c.publicSlot ?? 99) < open)
      .map((c) => c.id),
  );
  return g.workers.filter((w) => w.cls === cls && w.at === 'company' && publicIds.has(w.company as string))
    .length;
}

function moneyPer(g: GameState, spec: TaskSpec<'provide-money-per'>, cls: VotingClass): number {
  return spec.params.amount * perCount(g, spec.params.per, cls);
}

function moneyPerClasses(g: GameState, spec: TaskSpec<'provide-money-per'>): VotingClass[] {
  return spec.classes.filter((c) => {
    const money = moneyPer(g, spec, c);
    return money > 0 && money <= g.treasury;
  });
}

const moneyPerPick = classPick<TaskStep<'provide-money-per'>>('task.provide-money-per', {
  classes: (g, s) => moneyPerClasses(g, s.spec),
  said: (s) => said('ask.taskMoneyPer', { card: s.spec.card }),
  optionSaid: (g, s, cls) => said('option.provide', { n: moneyPer(g, s.spec, cls), class: cls }),
  pick(x, s, cls) {
    const money = moneyPer(x.g, s.spec, cls);
    provideAndFinish(x, s, cls, { money }, { money });
  },
});

eventTasks.task('provide-money-per', {
  can: (g, spec) => moneyPerClasses(g, spec).length > 0,
  start: (x, spec, done) => queue(x, moneyPerPick({ spec, done })),
});

// ---- provide-money-all-classes: `low` or `high` to each of the three classes ----------------------

function allAmounts(g: GameState, spec: TaskSpec<'provide-money-all-classes'>): number[] {
  return [spec.params.low, spec.params.high].filter((a) => a * spec.classes.length <= g.treasury);
}

const allAmount = question<TaskStep<'provide-money-all-classes'>, number>('task.provide-money-all', {
  choice: int,
  ask(x, s) {
    const amounts = allAmounts(x.g, s.spec);
    if (amounts.length === 0) return null;
    const card = s.done.kind === 'event' ? eventCardOf(s.done.event) : undefined;
    const options: Array<Choice<number>> = amounts.map((a) => {
      const rewards = [...VOTING_CLASSES.map((c) => card?.rewards[c] ?? []), card?.rewards.any ?? []]
        .flat()
        .filter((r) => r.option === a);
      return {
        value: a,
        said: said('option.provideEach', {
          n: a,
          rewards: list(
            rewards.some((r) => r.kind === 'legitimacy')
              ? [said('option.legitimacyEach')]
              : rewards.map((r) => said('option.rewardOne', { reward: list([rewardSaid(r)]) })),
            'space',
          ),
        }),
      };
    });
    return {
      seat: 'state',
      kind: 'task.provide-money-all',
      said: said('ask.taskMoneyAll', { card: s.spec.card }),
      options,
    };
  },
  answer(x, s, amount) {
    const shares: Outcome['shares'] = {};
    for (const c of s.spec.classes) shares[c] = { money: amount };
    queue(
      x,
      ...s.spec.classes.map((c) => provideStep(x.g, c, { money: amount }, { batch: s.done.batch })),
      finishStep(s.spec, s.done, { shares, option: amount }),
    );
  },
});

eventTasks.task('provide-money-all-classes', {
  can: (g, spec) => allAmounts(g, spec).length > 0,
  start: (x, spec, done) => queue(x, allAmount({ spec, done })),
});

// ---- spend-and-provide: spend, then Media Influence or Voting cubes to one class or split -----------

type SplitResource = EffectParams<'spend-and-provide'>['resource'];
type ProvideStep = TaskStep<'spend-and-provide'>;

function provisionOf(resource: SplitResource, n: number): Provision {
  return resource === 'media-influence' ? { media: n } : { cubes: n };
}

/** How many more the class could get, with `given` already allotted in this task. */
function roomFor(
  g: GameState,
  resource: SplitResource,
  cls: VotingClass,
  given: Partial<Record<VotingClass, number>>,
) {
  if (resource === 'voting-cubes') return g.supply.cubes[cls] - (given[cls] ?? 0);
  const total = Object.values(given).reduce((n, v) => n + (v ?? 0), 0);
  return g.publicServices.influence - total;
}

function spendAndProvideCan(g: GameState, spec: TaskSpec<'spend-and-provide'>): boolean {
  if (g.treasury < spec.params.spend) return false;
  const amount = spec.params.amount;
  const resource = spec.params.resource;
  if (spec.target !== 'split') return spec.classes.some((c) => roomFor(g, resource, c, {}) >= amount);
  const needed = spec.params.upTo ? 1 : amount;
  const available =
    resource === 'media-influence'
      ? g.publicServices.influence
      : spec.classes.reduce((n, c) => n + g.supply.cubes[c], 0);
  return available >= needed;
}

const oneResourcePick = classPick<ProvideStep>('task.provide-resource', {
  classes: (g, s) =>
    s.spec.classes.filter((c) => roomFor(g, s.spec.params.resource, c, {}) >= s.spec.params.amount),
  said: (s) =>
    said(s.spec.params.resource === 'media-influence' ? 'ask.taskMedia' : 'ask.taskCubes', {
      card: s.spec.card,
      n: s.spec.params.amount,
    }),
  optionSaid: (_g, _s, cls) => said('option.theClass', { class: cls }),
  pick(x, s, cls) {
    const n = s.spec.params.amount;
    const resource = s.spec.params.resource;
    provideAndFinish(x, s, cls, provisionOf(resource, n), { [resource]: n });
  },
});

type SplitStep = ProvideStep & { given: Partial<Record<VotingClass, number>> };

/** The class that gets the next one, or `done`. */
const nextOrDone = orWord('done', votingClassChoice);

const splitStep = question<SplitStep, VotingClass | 'done'>('task.provide-split', {
  choice: nextOrDone,
  ask(x, s) {
    const resource = s.spec.params.resource;
    const total = Object.values(s.given).reduce((n, v) => n + (v ?? 0), 0);
    if (total >= s.spec.params.amount) return null;
    const options: Array<Choice<VotingClass | 'done'>> = s.spec.classes
      .filter((c) => roomFor(x.g, resource, c, s.given) > 0)
      .map((c) => ({
        value: c,
        said: said('option.hinted', {
          option: list([
            said(resource === 'media-influence' ? 'option.oneMedia' : 'option.oneCube', { class: c }),
          ]),
          hint: hintSaid(s.done, c),
        }),
      }));
    if (options.length === 0) return null;
    if (s.spec.params.upTo && total > 0)
      options.push({
        value: 'done',
        said: said('option.provideThese', { n: total }),
        tone: 'quiet',
      });
    return {
      seat: 'state',
      kind: 'task.provide-split',
      said: said(resource === 'media-influence' ? 'ask.taskSplitMedia' : 'ask.taskSplitCubes', {
        card: s.spec.card,
        total,
        amount: s.spec.params.amount,
        given: maybe(total > 0, 'ask.taskGiven', {
          parts: list(
            VOTING_CLASSES.filter((c) => s.given[c]).map((c) =>
              said('ask.taskGivenPart', { class: c, n: s.given[c] as number }),
            ),
            'comma',
          ),
        }),
      }),
      options,
    };
  },
  answer(x, s, cls) {
    if (cls === 'done') {
      finishSplit(x, s);
      return;
    }
    const given = withChanges(s.given, { [cls]: (s.given[cls] ?? 0) + 1 });
    const next = withChanges(s, { given });
    const total = Object.values(given).reduce((n, v) => n + (v ?? 0), 0);
    const more =
      total < s.spec.params.amount &&
      s.spec.classes.some((c) => roomFor(x.g, s.spec.params.resource, c, given) > 0);
    if (more) queue(x, splitStep(next));
    else finishSplit(x, next);
  },
});

function finishSplit(x: Ctx, s: SplitStep) {
  const resource = s.spec.params.resource;
  const shares: Outcome['shares'] = {};
  const steps: Step[] = [];
  for (const cls of VOTING_CLASSES) {
    const n = s.given[cls] ?? 0;
    if (n <= 0) continue;
    shares[cls] = { [resource]: n };
    steps.push(provideStep(x.g, cls, provisionOf(resource, n), { batch: s.done.batch }));
  }
  queue(x, ...steps, finishStep(s.spec, s.done, { shares }));
}

eventTasks.task('spend-and-provide', {
  can: spendAndProvideCan,
  start(x, spec, done) {
    const cost = spec.params.spend;
    if (cost > 0) {
      x.g.treasury -= cost;
      log(x, 'state.spendsTreasury', { n: cost });
    }
    queue(
      x,
      spec.target === 'split' ? splitStep({ spec, done, given: {} }) : oneResourcePick({ spec, done }),
    );
  },
});

// ---- spend-goods: spend up to `max` of a good from the State's own stock -------------------------

const spendGoodsAmount = question<TaskStep<'spend-goods'>, number>('task.spend-goods', {
  choice: int,
  ask(x, s) {
    const good = s.spec.params.good;
    const max = Math.min(s.spec.params.max, stateStock(x.g, good));
    if (max < 1) return null;
    const options: Array<Choice<number>> = [];
    for (let n = max; n >= 1; n--)
      options.push({
        value: n,
        said: said('option.spendGood', { n, good }),
      });
    return {
      seat: 'state',
      kind: 'task.spend-goods',
      said: said('ask.taskSpendGoods', { card: s.spec.card, good, have: stateStock(x.g, good) }),
      options,
    };
  },
  answer(x, s, n) {
    const good = s.spec.params.good;
    if (good === 'food' || good === 'luxury') x.g.classes.state.goods[good] -= n;
    else x.g.publicServices[good] -= n;
    log(x, 'state.spendsGood', { n, good });
    queue(x, finishStep(s.spec, s.done, { shares: {}, any: { [good]: n } }));
  },
});

eventTasks.task('spend-goods', {
  can: (g, spec) => stateStock(g, spec.params.good) >= 1,
  start: (x, spec, done) => queue(x, spendGoodsAmount({ spec, done })),
});

// ---- spend-money-steps: spend 15, 30 or 45 --------------------------------------------------------

function moneySteps(g: GameState, spec: TaskSpec<'spend-money-steps'>): number[] {
  const { step, max } = spec.params;
  const out: number[] = [];
  for (let a = step; a <= max; a += step) if (a <= g.treasury) out.push(a);
  return out;
}

const spendMoneyAmount = question<TaskStep<'spend-money-steps'>, number>('task.spend-money', {
  choice: int,
  ask(x, s) {
    const amounts = moneySteps(x.g, s.spec);
    if (amounts.length === 0) return null;
    return {
      seat: 'state',
      kind: 'task.spend-money',
      said: said('ask.taskSpendMoney', { card: s.spec.card, treasury: x.g.treasury }),
      options: amounts.map((a) => ({ value: a, said: said('option.spend', { n: a }) })),
    };
  },
  answer(x, s, n) {
    x.g.treasury -= n;
    log(x, 'state.spendsTreasury', { n });
    queue(x, finishStep(s.spec, s.done, { shares: {}, any: { money: n } }));
  },
});

eventTasks.task('spend-money-steps', {
  can: (g, spec) => spec.params.step > 0 && moneySteps(g, spec).length > 0,
  start: (x, spec, done) => queue(x, spendMoneyAmount({ spec, done })),
});

// ---- buy-from-players: buy a good from the other players, up to the Public Companies ---------------

const PLAYER_SELLERS = ['capitalist', 'middle'] as const;
type PlayerSeller = (typeof PLAYER_SELLERS)[number];
/** A purchase: the seller and how many, written `capitalist:2`. */
type Purchase = [PlayerSeller, number];
/** A purchase, or `done`. */
const purchaseOrDone = orWord('done', pair(oneOf(PLAYER_SELLERS), ':', int));

/** How many the State may still buy: the available Public Companies, and its room (FAQ: storage). */
function buyLimit(g: GameState, good: Good, bought: number): number {
  const open = openPublicSlots(g);
  const companies = companiesOf(g, 'state').filter((c) => (c.publicSlot ?? 99) < open).length;
  let room = Number.POSITIVE_INFINITY;
  if (good === 'health' || good === 'education') room = publicServiceLimit(g, good) - g.publicServices[good];
  return Math.max(0, Math.min(companies - bought, room));
}

function buyOptions(g: GameState, good: Good, bought: number): Array<[PlayerSeller, number, number]> {
  const limit = buyLimit(g, good, bought);
  const out: Array<[PlayerSeller, number, number]> = [];
  for (const seller of PLAYER_SELLERS) {
    if (!inGame(g, seller)) continue;
    const price = classPrice(g, seller, good);
    const max = Math.min(limit, g.classes[seller].storage[good], Math.floor(g.treasury / price));
    for (let n = max; n >= 1; n--) out.push([seller, n, price]);
  }
  return out;
}

type BuyStep = TaskStep<'buy-from-players'> & { bought: number };

const buyStep = question<BuyStep, Purchase | 'done'>('task.buy-from-players', {
  choice: purchaseOrDone,
  ask(x, s) {
    const good = s.spec.params.good;
    const options: Array<Choice<Purchase | 'done'>> = buyOptions(x.g, good, s.bought).map(
      ([seller, n, price]) => ({
        value: [seller, n],
        said: said('option.buyFromClass', { n, good, class: seller, cost: n * price }),
      }),
    );
    if (options.length === 0) return null;
    if (s.bought > 0)
      options.push({
        value: 'done',
        said: said('option.doneBuyingBought', { n: s.bought }),
        tone: 'quiet',
      });
    return {
      seat: 'state',
      kind: 'task.buy-from-players',
      said: said('ask.taskBuy', {
        card: s.spec.card,
        good,
        n: buyLimit(x.g, good, s.bought),
        treasury: x.g.treasury,
      }),
      options,
    };
  },
  answer(x, s, purchase) {
    if (purchase === 'done') {
      queue(x, buyRewardPick(s));
      return;
    }
    const g = x.g;
    const good = s.spec.params.good;
    const [seller, n] = purchase;
    const cost = n * classPrice(g, seller, good);
    g.treasury -= cost;
    g.classes[seller].storage[good] -= n;
    gainMoney(x, seller, cost);
    if (good === 'health' || good === 'education') addPublicService(g, good, n);
    else g.classes.state.goods[good] += n;
    log(x, 'state.buys', { n, good, from: list([said('seller.class', { class: seller })]), cost });
    const next = withChanges(s, { bought: s.bought + n });
    if (buyOptions(g, good, next.bought).length > 0) queue(x, buyStep(next));
    else queue(x, buyRewardPick(next));
  },
});

const buyRewardPick = classPick<BuyStep>('task.buy-reward', {
  classes: (_g, s) => (s.bought > 0 ? s.spec.classes : []),
  said: (s) => said('ask.taskBuyReward', { card: s.spec.card, n: s.bought }),
  optionSaid: (_g, _s, cls) => said('option.theClass', { class: cls }),
  pick(x, s, cls) {
    const good = s.spec.params.good;
    queue(x, finishStep(s.spec, s.done, { shares: { [cls]: goodUnits(good, s.bought) } }));
  },
});

eventTasks.task('buy-from-players', {
  can: (g, spec) => buyOptions(g, spec.params.good, 0).length > 0,
  start: (x, spec, done) => queue(x, buyStep({ spec, done, bought: 0 })),
});

// ---- build-company-for-class: the State pays a Company (cost ≥ `minCost`) from a class's Market ----

type BuildFor = 'capitalist' | 'middle';

function buildClasses(g: GameState, spec: TaskSpec<'build-company-for-class'>): BuildFor[] {
  return spec.classes.filter(
    (c): c is BuildFor =>
      (c === 'capitalist' || c === 'middle') && canBuild(g, c, { minCost: spec.params.minCost }, 'state'),
  );
}

const buildPick = classPick<TaskStep<'build-company-for-class'>>('task.build-for-class', {
  classes: (g, s) => buildClasses(g, s.spec),
  said: (s) => said('ask.taskBuild', { card: s.spec.card }),
  optionSaid: (_g, _s, cls) => said('option.fromMarket', { class: cls }),
  pick(x, s, cls) {
    // The build's own steps (which Company, Wage, Workers) run first, then the reward.
    queue(x, finishStep(s.spec, s.done, { shares: { [cls]: {} } }));
    buildCompany(x, cls as BuildFor, { minCost: s.spec.params.minCost }, 'state');
  },
});

eventTasks.task('build-company-for-class', {
  can: (g, spec) => buildClasses(g, spec).length > 0,
  start: (x, spec, done) => queue(x, buildPick({ spec, done })),
});

// ---- propose-bill-for-other: another class names a Bill the State proposes ------------------------

const billPick = classPick<TaskStep<'propose-bill-for-other'>>('task.bill-for-other', {
  classes: (g, s) => (canPropose(g, 'state') ? s.spec.classes.filter((c) => inGame(g, c)) : []),
  said: (s) => said('ask.taskBill', { card: s.spec.card }),
  optionSaid: (_g, _s, cls) => said('option.namesBill', { class: cls }),
  pick(x, s, cls) {
    queue(x, finishStep(s.spec, s.done, { shares: { [cls]: {} } }));
    proposeBill(x, 'state', { chooser: cls });
  },
});

eventTasks.task('propose-bill-for-other', {
  can: (g, spec) => canPropose(g, 'state') && spec.classes.length > 0,
  start: (x, spec, done) => queue(x, billPick({ spec, done })),
});
