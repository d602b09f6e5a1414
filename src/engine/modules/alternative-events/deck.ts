/**
 * Alternative Events in place of the base Event deck (Crisis & Control rulebook, Alternative Events
 * setup; components reference §2.14; rules-decisions X12, AE1–AE6). The State deals with one by an
 * Event Action: it chooses a class the card names (meeting its requirement), pays the task, and
 * takes that class's reward; the class then receives the card and keeps it for its Benefit or
 * discards it at once for 1 VP. Left on the board at Scoring, a card applies its No Action penalty.
 */

import {
  ALT_EVENT_DISCARD_VP,
  ALTERNATIVE_EVENTS,
  type AltEventReward,
  type AlternativeEvent,
} from '../../../data/alternative-events.ts';
import type { VotingClass } from '../../../data/common.ts';
import { GAME } from '../../../data/tables.ts';
import {
  type Choice,
  custom,
  type Frozen,
  int,
  oneOf,
  orWord,
  pair,
  votingClassChoice,
  words,
} from '../../core/choices.ts';
import { withChanges } from '../../core/copy.ts';
import { auto, type Ctx, list, log, maybe, question, queue, type Said, said } from '../../core/flow.ts';
import { shuffle } from '../../core/rng.ts';
import { drawFrom, instances } from '../../draw.ts';
import { type StateSeller, stateBuys, stateSources } from '../../economy/provide.ts';
import { gainVp } from '../../economy/vp.ts';
import { anyTwoPenalty } from '../../events/deck.ts';
import type { EventDeck } from '../../events/event-deck.ts';
import type { GameState } from '../../game-state.ts';
import { changeLegitimacy, giveLegitimacyToken } from '../../politics/legitimacy.ts';
import {
  altEventOf,
  anyEligibleClass,
  eligibleClasses,
  paymentOptions,
  SPEND_KINDS,
  type Spend,
  type SpendKind,
  spendSaid,
} from './cards.ts';

export const ALTERNATIVE_EVENT_DECK: EventDeck = {
  name: (instance) => altEventOf(instance)?.name,
  text: (instance) => altEventOf(instance)?.text,
  doable(g, instance) {
    const card = altEventOf(instance);
    return !!card && anyEligibleClass(g, card);
  },
  resolve(x, instance, times) {
    queue(x, chooseClass({ seat: 'state', event: instance, times, execution: 1 }));
  },
  penalty(x, instance) {
    const card = altEventOf(instance);
    if (!card) return [];
    log(x, 'event.notDealt', { event: card.id });
    const na = card.noAction;
    if ('anyTwo' in na) return [anyTwoPenalty({ seat: 'state', event: card.name, card: card.id })];
    for (const cls of na.classes) changeLegitimacy(x, cls, na.change);
    return [];
  },
};

/** Setup: the Alternative Events replace the base Event deck, and the first Events are revealed. */
export function setUpAlternativeEvents(x: Ctx) {
  const g = x.g;
  g.alternativeEvents = { kept: {}, active: {} };
  g.decks.events = { draw: shuffle(g.rng, instances(ALTERNATIVE_EVENTS)), discard: [] };
  const state = g.classes.state;
  state.events = [];
  while (state.events.length < GAME.eventsPerRound) {
    const card = drawFrom(g, g.decks.events);
    if (!card) break;
    state.events.push(card);
  }
}

/** An Alternative Event's reward, as an option's hint says it (`event.option.*`). */
function altRewardSaid(reward: AltEventReward): Said {
  if (reward.kind === 'legitimacy') return said('option.reward.legitimacy', { delta: `+${reward.amount}` });
  if (reward.kind === 'legitimacy-token') return said('option.reward.token');
  return said('option.reward.stateVp', { n: reward.amount });
}

function rewardOf(card: AlternativeEvent, cls: VotingClass): AltEventReward | undefined {
  return card.rewards.find((r) => r.class === cls)?.reward;
}

interface Resolving {
  seat: 'state';
  event: string;
  /** How often the task is done (Immediate Response: twice), and which time this is. */
  times: number;
  execution: number;
}

const chooseClass = question<Resolving, VotingClass>('alt.class', {
  choice: votingClassChoice,
  ask(x, s) {
    const card = altEventOf(s.event);
    if (!card) return null;
    const classes = eligibleClasses(x.g, card);
    if (classes.length === 0) return null;
    return {
      seat: s.seat,
      kind: 'alt.class',
      said: said(s.execution > 1 ? 'ask.altClassAgain' : 'ask.altClass', { event: card.id }),
      options: classes.map((cls) => {
        const reward = rewardOf(card, cls);
        return {
          value: cls,
          said: said('option.hinted', {
            option: list([said('option.theClass', { class: cls })]),
            hint: maybe(reward, 'option.rewardOne', { reward: list(reward ? [altRewardSaid(reward)] : []) }),
          }),
        };
      }),
    };
  },
  answer(x, s, cls) {
    queue(x, startTask(withChanges(s, { cls })));
  },
});

type Task = Resolving & { cls: VotingClass };

/** Pays at once when there is one way, asks when there are several, or buys (Hurricane). */
const startTask = auto<Task>('alt.task', (x, s) => {
  const card = altEventOf(s.event);
  if (!card) return;
  const options = paymentOptions(x.g, card, s.cls);
  if (options === null) queue(x, buyStep(withChanges(s, { bought: 0 })));
  else if (options.length === 1) {
    pay(x, options[0] as Spend);
    queue(x, reward(s));
  } else if (options.length > 1) queue(x, payStep(s));
});

/** A payment, written `money:16+education:2`. */
const spendChoice = custom<Spend>(
  (spend) => spend.map(([k, n]) => `${k}:${n}`).join('+'),
  (id) => {
    const out: Spend = [];
    for (const part of id.split('+')) {
      const [kind, n] = part.split(':');
      const amount = int.decode(n ?? '');
      if (!SPEND_KINDS.includes(kind as SpendKind) || amount === undefined || amount <= 0) return undefined;
      out.push([kind as SpendKind, amount]);
    }
    return out.length > 0 ? out : undefined;
  },
);

const payStep = question<Task, Spend>('alt.pay', {
  choice: spendChoice,
  ask(x, s) {
    const card = altEventOf(s.event);
    const options = card ? (paymentOptions(x.g, card, s.cls) ?? []) : [];
    if (!card || options.length === 0) return null;
    return {
      seat: s.seat,
      kind: 'alt.pay',
      said: said('ask.altPay', { event: card.id, treasury: x.g.treasury }),
      options: options.map((spend) => ({
        value: spend,
        said: said('option.spendWhat', { what: spendSaid(spend) }),
      })),
    };
  },
  answer(x, s, spend) {
    pay(x, spend);
    queue(x, reward(s));
  },
});

function pay(x: Ctx, spend: Frozen<Spend>) {
  const g = x.g;
  for (const [kind, n] of spend) {
    if (kind === 'money') g.treasury -= n;
    else if (kind === 'personal') g.classes.state.influence -= n;
    else if (kind === 'media') g.publicServices.influence -= n;
    else if (kind === 'food' || kind === 'luxury') g.classes.state.goods[kind] -= n;
    else g.publicServices[kind] -= n;
  }
  if (spend.length > 0) log(x, 'state.spends', { what: spendSaid(spend) });
}

// ---- Hurricane: buy up to 5 Food, at least 1 (rules-decisions AE3) --------------------------------

const SELLERS = ['capitalist', 'middle', 'foreign'] as const;
/** A purchase: from whom and how many, written `foreign:3`; or `done`. */
const purchaseChoice = orWord('done', pair(oneOf(SELLERS), ':', int));

type Buying = Task & { bought: number };

function purchases(g: GameState, s: Buying): Array<Choice<'done' | [StateSeller, number]>> {
  const card = altEventOf(s.event);
  const p = card?.task.payment;
  if (p?.kind !== 'buy') return [];
  const options: Array<Choice<'done' | [StateSeller, number]>> = [];
  for (const src of stateSources(g, null, p.resource)) {
    const most = Math.min(p.upTo - s.bought, src.stock, Math.floor(g.treasury / src.unit));
    for (let n = most; n >= 1; n--)
      options.push({
        value: [src.seller, n],
        said: said('option.altBuy', {
          n,
          good: p.resource,
          from: list([
            src.seller === 'foreign' ? said('seller.foreign') : said('seller.class', { class: src.seller }),
          ]),
          cost: n * src.unit,
        }),
      });
  }
  if (s.bought > 0)
    options.push({
      value: 'done',
      said: said('option.doneBuyingBought', { n: s.bought }),
      tone: 'quiet',
    });
  return options;
}

const buyStep = question<Buying, 'done' | [StateSeller, number]>('alt.buy', {
  choice: purchaseChoice,
  ask(x, s) {
    const options = purchases(x.g, s);
    if (options.length === 0) return null;
    const card = altEventOf(s.event);
    return {
      seat: s.seat,
      kind: 'alt.buy',
      said: said('ask.altBuy', { event: card?.id ?? s.event, n: s.bought, treasury: x.g.treasury }),
      options,
    };
  },
  answer(x, s, chosen) {
    if (chosen === 'done') {
      queue(x, reward(s));
      return;
    }
    const [seller, n] = chosen;
    stateBuys(x, seller, 'food', n);
    x.g.classes.state.goods.food += n;
    const next = withChanges(s, { bought: s.bought + n });
    // At the most, or nothing more to buy: the purchase is over.
    queue(x, purchases(x.g, next).some((o) => o.value !== 'done') ? buyStep(next) : reward(next));
  },
});

// ---- The reward and the card ------------------------------------------------------------------

const reward = auto<Task>('alt.reward', (x, s) => {
  const g = x.g;
  const card = altEventOf(s.event);
  const r = card && rewardOf(card, s.cls);
  if (!card || !r) return;
  if (r.kind === 'legitimacy') changeLegitimacy(x, s.cls, r.amount);
  else if (r.kind === 'legitimacy-token') giveLegitimacyToken(x, s.cls);
  else gainVp(x, 'state', r.amount, 'event rewards');
  const steps = [];
  const automa = g.options.seats[s.cls]?.kind === 'automa';
  if (s.execution === 1)
    steps.push((automa ? automaReceives : keepOrDiscard)({ seat: s.cls, event: s.event }));
  else {
    // C&C rulebook p.15: a second execution gives its class 1 VP instead of the card.
    gainVp(x, s.cls, ALT_EVENT_DISCARD_VP, 'alternative event');
    log(x, 'alt.vpInstead', { class: s.cls, vp: ALT_EVENT_DISCARD_VP });
  }
  if (s.execution < s.times)
    steps.push(again({ seat: 'state', event: s.event, times: s.times, execution: s.execution + 1 }));
  queue(x, ...steps);
});

const again = auto<Resolving>('alt.again', (x, s) => {
  const card = altEventOf(s.event);
  if (card && anyEligibleClass(x.g, card)) {
    log(x, 'event.again', { card: card.id });
    queue(x, chooseClass(s));
  } else log(x, 'event.notAgain', { card: s.event });
});

/** C&C rulebook: an Automa keeps an Alternative Event in rounds 1–4 and discards it for 1 VP in round 5. */
function automaKeeps(g: GameState): boolean {
  return g.round < GAME.rounds;
}

type Keep = 'keep' | 'discard';

const keepOrDiscard = question<{ seat: VotingClass; event: string }, Keep>('alt.keep', {
  choice: words('keep', 'discard'),
  ask(_x, s) {
    const card = altEventOf(s.event);
    if (!card) return null;
    return {
      seat: s.seat,
      kind: 'alt.keep',
      said:
        card.benefit.phase === 'action'
          ? said('ask.altKeepAction', { event: card.id, vp: ALT_EVENT_DISCARD_VP })
          : said('ask.altKeepStart', { event: card.id, phase: card.benefit.phase, vp: ALT_EVENT_DISCARD_VP }),
      options: [
        {
          value: 'keep',
          said: said('option.keepIt', { event: card.id }),
          description: card.text,
        },
        {
          value: 'discard',
          said: said('option.discardFor', { vp: ALT_EVENT_DISCARD_VP }),
          tone: 'quiet',
        },
      ],
    };
  },
  answer(x, s, chosen) {
    receive(x, s.seat, s.event, chosen);
  },
});

/** An Automa's choice is made at once (the question is not asked). */
const automaReceives = auto<{ seat: VotingClass; event: string }>('alt.automa-keep', (x, s) => {
  receive(x, s.seat, s.event, automaKeeps(x.g) ? 'keep' : 'discard');
});

function receive(x: Ctx, cls: VotingClass, event: string, chosen: Keep) {
  const g = x.g;
  const card = altEventOf(event);
  const alt = g.alternativeEvents;
  if (!card || !alt) return;
  if (chosen === 'discard') {
    gainVp(x, cls, ALT_EVENT_DISCARD_VP, 'alternative event');
    log(x, 'alt.discards', { class: cls, card: card.id, vp: ALT_EVENT_DISCARD_VP });
    return;
  }
  const discard = g.decks.events.discard;
  const at = discard.indexOf(event);
  if (at >= 0) discard.splice(at, 1);
  alt.kept[cls] = [...(alt.kept[cls] ?? []), event];
  log(x, 'alt.keeps', { class: cls, card: card.id });
}
