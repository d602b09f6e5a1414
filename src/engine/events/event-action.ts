/**
 * The Event Action (rulebook, State, Basic Actions; components reference §2.13): the State
 * picks one of the revealed Events whose task it can carry out, does it, takes the reward for the
 * class(es) it chose, and discards the card. Events still out at Scoring apply their penalty
 * (phases/scoring.ts). The State cards that work with Events are here too: Immediate Response
 * (one Event's task twice), Shift Focus and A Matter of High Priority (look at the top Events).
 */
import type { ClassId } from '../../data/common.ts';
import type { EffectParams } from '../../data/effect-specs.ts';
import { GAME } from '../../data/tables.ts';
import { applyCardLegitimacy } from '../cards/legitimacy-icons.ts';
import { type Choice, name, pair, type Tagged, tagged } from '../core/choices.ts';
import { type Ctx, list, log, question, queue, said } from '../core/flow.ts';
import { no, type Why } from '../core/why.ts';
import { drawFrom } from '../draw.ts';
import type { GameState } from '../game-state.ts';
import { atMoment, type CardEffect, Rules } from '../ruleset.ts';
import { statePlays } from '../seats.ts';
import { doableEvent, eventDeckOf, eventName } from './deck.ts';

/** The rules this file defines, listed in the base game (rulesets.ts). */
export const eventActionRules = new Rules();

/** Revealed Events whose task the State can carry out now. */
export function doableEvents(g: GameState): string[] {
  return g.classes.state.events.filter((e) => doableEvent(g, e));
}

function anyDoableEvent(g: GameState, _cls?: ClassId, _params?: unknown, why?: Why): boolean {
  if (!statePlays(g)) return no(why, 'state.absent');
  if (g.classes.state.events.length === 0) return no(why, 'event.none');
  return g.classes.state.events.some((e) => doableEvent(g, e)) || no(why, 'event.none-doable');
}

function turnBatch(g: GameState): string {
  return `r${g.round}t${g.turn?.number ?? 0}${g.turn?.seat ?? ''}`;
}

const chooseEvent = question<{ seat: 'state'; times: number }, string>('event.choose', {
  choice: name,
  ask(x, s) {
    const events = doableEvents(x.g);
    if (events.length === 0) return null;
    const deck = eventDeckOf(x.g);
    return {
      seat: s.seat,
      kind: 'event.choose',
      said: s.times > 1 ? said('ask.eventTimes', { times: s.times }) : said('ask.event'),
      options: events.map((e) => {
        const text = deck.text(e);
        return {
          value: e,
          said: said('option.event', { event: e }),
          short: deck.name(e),
          ...(text ? { description: text } : {}),
        };
      }),
    };
  },
  answer(x, s, event) {
    const deck = eventDeckOf(x.g);
    if (!deck.name(event)) return;
    const state = x.g.classes.state;
    state.events.splice(state.events.indexOf(event), 1);
    x.g.decks.events.discard.push(event);
    log(x, 'event.dealt', { event });
    deck.resolve(x, event, s.times, turnBatch(x.g));
    atMoment(x, 'event-resolved', { event });
  },
});

/** Queues an Event Action (the Basic Action, or a card's); `times` = how often the task is done. */
export function eventAction(x: Ctx, times = 1) {
  queue(x, chooseEvent({ seat: 'state', times }));
}

eventActionRules.action({
  id: 'event-action',
  name: 'Event Action',
  kind: 'basic',
  classes: ['state'],
  fourPlayersOnly: true,
  summary: 'Deal with one of your Events: carry out its task',
  can: (g, cls, why) => anyDoableEvent(g, cls, undefined, why),
  start: (x) => eventAction(x),
});

// ---- Immediate Response: choose an Event and carry out its task twice --------------------------

eventActionRules.effect('immediate-response', {
  can: anyDoableEvent,
  start(x, _cls, params, instance) {
    queue(x, chooseEvent({ seat: 'state', times: params.times }));
    applyCardLegitimacy(x, instance);
  },
});

// ---- Shift Focus and A Matter of High Priority: look at the top Events ----------------------------

type LookKind = 'shift' | 'priority';

/** A current Event and the looked-at card that takes its place, written `<current>|<card>`. */
const swapEvents = pair(name, '|', name);
/** What the State does with the cards it looked at: `swap:<current>|<card>`, `place:<card>` or `keep`. */
const lookChoice = tagged({ swap: swapEvents, place: name, keep: null });
type LookChoice = Tagged<{ swap: typeof swapEvents; place: typeof name; keep: null }>;

/**
 * What the State may do with the cards it looked at, so that an Event Action is possible after.
 * One at a time, so that asking whether there is any stops at the first.
 */
function* lookChoices(g: GameState, kind: LookKind, looked: string[]): Generator<Choice<LookChoice>> {
  const events = g.classes.state.events;
  const anyDoable = events.some((e) => doableEvent(g, e));
  if (kind === 'shift') {
    for (const current of events) {
      for (const card of looked) {
        const after = events.filter((e) => e !== current);
        if (!doableEvent(g, card) && !after.some((e) => doableEvent(g, e))) continue;
        yield {
          value: { kind: 'swap', of: [current, card] },
          said: said('option.eventSwap', { event: current, newEvent: card }),
        };
      }
    }
    if (anyDoable)
      yield {
        value: { kind: 'keep' },
        said: said('option.keepEvents'),
        tone: 'quiet',
      };
  } else if (events.length < GAME.eventsPerRound) {
    for (const card of looked) {
      if (!anyDoable && !doableEvent(g, card)) continue;
      yield {
        value: { kind: 'place', of: card },
        said: said('option.eventPlace', { event: card }),
        short: eventName(g, card),
      };
    }
  } else if (anyDoable) {
    yield {
      value: { kind: 'keep' },
      said: said('option.noRoom'),
      tone: 'quiet',
    };
  }
}

function lookOptions(g: GameState, kind: LookKind, looked: string[]): Array<Choice<LookChoice>> {
  return [...lookChoices(g, kind, looked)];
}

/**
 * The Events the State may see when it looks at `look` cards: the pile's, and the discards too when
 * the pile has fewer (they are shuffled in first: draw.ts). Which cards are left is known to all
 * (every other Event is on the board or face up in the discards); their order is not.
 */
function mayShow(g: GameState, look: number): string[] {
  const pile = g.decks.events;
  return pile.draw.length >= look ? pile.draw : [...pile.draw, ...pile.discard];
}

/**
 * Whether the State could take the Event Action after looking (rules decision 11), judged from
 * what it knows — its Events and which Events it may see — never from the order of the pile: a
 * card offered or not by what lies on top would give the deck's order away. The cards it then
 * sees may not help after all (`start` below). Agrees with `lookChoices` over every order of the
 * pile.
 */
function canLook(g: GameState, kind: LookKind, look: number, why?: Why): boolean {
  if (!statePlays(g)) return no(why, 'state.absent');
  const events = g.classes.state.events;
  if (kind === 'shift' && events.length === 0) return no(why, 'event.none');
  if (events.some((e) => doableEvent(g, e))) {
    // Shift Focus may keep them; A Matter of High Priority may place any card, when it sees one.
    if (kind === 'shift' || events.length >= GAME.eventsPerRound) return true;
    return mayShow(g, look).length > 0 || no(why, 'event.none-to-see');
  }
  // A card it sees must be one it can deal with: taking a current Event's place, or a free one.
  if (kind === 'priority' && events.length >= GAME.eventsPerRound) return no(why, 'event.none-doable');
  return mayShow(g, look).some((e) => doableEvent(g, e)) || no(why, 'event.none-may-help');
}

interface LookStep {
  seat: 'state';
  kind: LookKind;
  looked: string[];
  card: string;
}

const lookStep = question<LookStep, LookChoice>('event.look', {
  choice: lookChoice,
  ask(x, s) {
    const options = lookOptions(x.g, s.kind, s.looked);
    if (options.length === 0) return null;
    return {
      seat: s.seat,
      kind: 'event.look',
      said: said(s.kind === 'shift' ? 'ask.lookShift' : 'ask.lookPriority', {
        events: list(
          s.looked.map((e) => said('event.quoted', { event: e })),
          'andEach',
        ),
      }),
      options,
    };
  },
  answer(x, s, choice) {
    const g = x.g;
    const state = g.classes.state;
    let chosen: string | null = null;
    if (choice.kind === 'swap') {
      const [current, card] = choice.of;
      state.events[state.events.indexOf(current)] = card;
      g.decks.events.discard.push(current);
      chosen = card;
      log(x, 'event.swapped', { event: current, newEvent: card });
    } else if (choice.kind === 'place') {
      chosen = choice.of;
      state.events.push(chosen);
      log(x, 'event.placed', { event: chosen });
    }
    // The cards not chosen go back on top, in their order (components reference §3.1 FAQ).
    const back = s.looked.filter((e) => e !== chosen);
    for (let i = back.length - 1; i >= 0; i--) g.decks.events.draw.push(back[i] as string);
    eventAction(x);
  },
});

function lookEffect(kind: LookKind): CardEffect<EffectParams<'shift-focus' | 'matter-of-high-priority'>> {
  return {
    can: (g, _cls, params, why) => canLook(g, kind, params.look, why),
    start(x, _cls, params, instance) {
      const looked: string[] = [];
      for (let i = 0; i < params.look; i++) {
        const card = drawFrom(x.g, x.g.decks.events);
        if (card) looked.push(card);
      }
      log(
        x,
        'event.lookedAt',
        {
          events: list(
            looked.map((e) => said('event.quoted', { event: e })),
            'comma',
          ),
        },
        'state',
      );
      applyCardLegitimacy(x, instance);
      if (lookOptions(x.g, kind, looked).length === 0) {
        // None of the cards seen helps (`canLook` could not know): back on top in their order, and
        // the effect ends without an Event Action.
        for (let i = looked.length - 1; i >= 0; i--) x.g.decks.events.draw.push(looked[i] as string);
        log(x, 'event.lookedInVain');
        return;
      }
      queue(
        x,
        lookStep({
          seat: 'state',
          kind,
          looked,
          card: kind === 'shift' ? 'Shift Focus' : 'A Matter of High Priority',
        }),
      );
    },
  };
}

eventActionRules.effect('shift-focus', lookEffect('shift'));
eventActionRules.effect('matter-of-high-priority', lookEffect('priority'));
