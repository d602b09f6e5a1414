/**
 * The Action phase (rulebook, Action Phase): five turns each, in the order Working,
 * Middle, Capitalist, State. A turn is one Main Action — a card played for its effect, or a card
 * discarded for a Basic Action — and at most one Free Action, before or after it.
 */

import type { ClassId } from '../../data/common.ts';
import { GAME } from '../../data/tables.ts';
import { actionAvailable, actionById, anyActionAvailable, availableActions } from '../actions/registry.ts';
import { isAutoma } from '../automa/seats.ts';
import { automaTurn } from '../automa/turn.ts';
import {
  cardOfInstance,
  discardFromHand,
  isPlayable,
  playableCards,
  playCard,
  sameCardBefore,
} from '../cards/play.ts';
import { type Choice, name, type Tagged, tagged } from '../core/choices.ts';
import { auto, log, question, queue, said } from '../core/flow.ts';
import { no, type Why } from '../core/why.ts';
import type { GameState } from '../game-state.ts';
import { type ActionDef, atMoment, rulesOf } from '../ruleset.ts';
import { seatsInOrder } from '../seats.ts';

export const actionPhase = auto('action.start', (x) => {
  x.g.phase = 'action';
  log(x, 'round.action', { round: x.g.round });
  const turns = [];
  for (let number = 1; number <= GAME.turnsPerRound; number++) {
    for (const seat of seatsInOrder(x.g)) turns.push(beginTurn({ seat, number }));
  }
  queue(x, ...turns, endActionPhase({}));
  atMoment(x, 'phase-start', { phase: 'action' });
});

const endActionPhase = auto('action.end', (x) => {
  x.g.turn = null;
  atMoment(x, 'phase-end', { phase: 'action' });
});

const beginTurn = auto<{ seat: ClassId; number: number }>('turn.begin', (x, s) => {
  x.g.turn = { seat: s.seat, number: s.number, mainDone: false, freeUsed: false };
  // An Automa plays its AI card instead of choosing from a hand (Crisis & Control).
  queue(
    x,
    isAutoma(x.g, s.seat) ? automaTurn({ seat: s.seat }) : turnMenu({ seat: s.seat }),
    endTurn({ seat: s.seat }),
  );
});

const endTurn = auto<{ seat: ClassId }>('turn.end', (x, s) => atMoment(x, 'turn-end', { seat: s.seat }));

/** The turn menu's answers: play a card, discard one for a Basic Action, a Free Action, or end. */
export const turnChoice = tagged({ play: name, basic: name, free: name, end: null });
export type TurnChoice = Tagged<{ play: typeof name; basic: typeof name; free: typeof name; end: null }>;

/** "Pass": discard a card with no effect, only when no Basic Action is possible at all. */
const PASS = 'pass';

export const turnMenu = question<{ seat: ClassId }, TurnChoice>('turn.menu', {
  choice: turnChoice,
  ask(x, s) {
    const g = x.g;
    const turn = g.turn;
    if (!turn) return null;
    const options: Array<Choice<TurnChoice>> = [];
    if (!turn.mainDone) {
      for (const card of playableCards(g, s.seat)) options.push(playOption(card));
      const basics = availableActions(g, s.seat, 'basic');
      for (const a of basics) options.push(actionOption(a));
      if (basics.length === 0) options.push(PASS_OPTION);
    }
    if (!turn.freeUsed) {
      for (const a of availableActions(g, s.seat, 'free')) options.push(actionOption(a));
    }
    if (turn.mainDone) {
      if (options.length === 0) return null;
      options.push(END_OPTION);
    }
    const words = turn.mainDone
      ? said('ask.turnAfter')
      : said(turn.freeUsed ? 'ask.turnFreeUsed' : 'ask.turn', {
          number: turn.number,
          turns: GAME.turnsPerRound,
        });
    return { seat: s.seat, kind: 'turn', said: words, options };
  },
  // Asked some 190 times a game: whether it asks is known without building the menu, and a random
  // playout picks an option by checking candidates one at a time (menuHasOption, sampleMenu).
  has: (x, s) => menuHasOption(x.g, s.seat),
  sample: (x, s, random) => sampleMenu(x.g, s.seat, random),
  accepts: (x, s, seat, choice) => seat === s.seat && menuOffers(x.g, seat, choice),
  // The menu comes back after each answer: the step just answered is queued again as it is.
  answer(x, s, chosen, self) {
    const turn = x.g.turn;
    if (!turn) return;
    if (chosen.kind === 'play') {
      turn.mainDone = true;
      queue(x, self);
      playCard(x, s.seat, chosen.of);
    } else if (chosen.kind === 'basic') {
      queue(x, discardForBasic({ seat: s.seat, action: chosen.of }), self);
    } else if (chosen.kind === 'free') {
      turn.freeUsed = true;
      queue(x, self);
      const action = actionById(x.g, chosen.of);
      log(x, 'turn.action', { class: s.seat, action: chosen.of });
      action?.start(x, s.seat);
    }
  },
});

/**
 * Whether the menu offers anything: before the Main Action always (a card to play, a Basic Action,
 * or Pass); after it, a Free Action if one is still allowed and possible.
 */
function menuHasOption(g: GameState, seat: ClassId): boolean {
  const turn = g.turn;
  if (!turn) return false;
  if (!turn.mainDone) return true;
  return !turn.freeUsed && anyActionAvailable(g, seat, 'free');
}

/**
 * Whether the menu offers this choice now: what the turn still allows, then the choice's own rule.
 * With `why` (core/why.ts), the reasons it does not.
 */
export function menuOffers(g: GameState, seat: ClassId, choice: TurnChoice, why?: Why): boolean {
  const turn = g.turn;
  if (!turn || turn.seat !== seat) return no(why, 'turn.not-yours');
  const rules = rulesOf(g);
  switch (choice.kind) {
    case 'play': {
      // The first copy in the hand stands for the card.
      const hand = g.classes[seat].hand;
      const at = hand.indexOf(choice.of);
      if (turn.mainDone) return no(why, 'turn.main-done');
      if (at < 0 || sameCardBefore(hand, at)) return no(why, 'turn.not-in-hand');
      break;
    }
    case 'basic':
      if (turn.mainDone) return no(why, 'turn.main-done');
      if (choice.of !== PASS && !rules.actionsOf('basic', seat).some((a) => a.id === choice.of))
        return no(why, 'action.not-your-class');
      break;
    case 'free':
      if (turn.freeUsed) return no(why, 'turn.free-used');
      if (!rules.actionsOf('free', seat).some((a) => a.id === choice.of))
        return no(why, 'action.not-your-class');
      break;
    case 'end':
      // Offered once the Main Action is done, when the menu is asked at all (`menuHasOption`).
      if (!turn.mainDone) return no(why, 'turn.main-first');
      if (!menuHasOption(g, seat)) return no(why, 'no-choice');
      break;
  }
  return offeredNow(g, seat, choice, why);
}

/** Whether the menu offers this choice now: each kind of choice by its own rule. */
function offeredNow(g: GameState, seat: ClassId, choice: TurnChoice, why?: Why): boolean {
  switch (choice.kind) {
    case 'play':
      return isPlayable(g, seat, choice.of, why);
    case 'basic':
      if (choice.of === PASS) return !anyActionAvailable(g, seat, 'basic') || no(why, 'turn.pass');
      return actionAvailable(g, seat, actionById(g, choice.of) as ActionDef, why);
    case 'free':
      return actionAvailable(g, seat, actionById(g, choice.of) as ActionDef, why);
    case 'end':
      return true;
  }
}

/**
 * One of the menu's options, each as likely as the others, checking the choices the turn allows
 * in a random order until one is offered (the first offered choice of a random order is a uniform
 * pick among those offered) instead of checking them all. The choices are not listed either: each
 * is named by its place (the hand's cards, the Basic Actions, Pass, the Free Actions, End) and made
 * only when drawn; a second copy of a card is drawn like any other and counts as not offered.
 * Undefined when the menu asks nothing: after the Main Action, End is offered only beside a Free
 * Action, so End drawn is taken only if one of the Free Actions not yet drawn is offered.
 */
function sampleMenu(g: GameState, seat: ClassId, random: (n: number) => number): TurnChoice | undefined {
  const turn = g.turn;
  if (!turn || (turn.mainDone && turn.freeUsed)) return undefined;
  const rules = rulesOf(g);
  const hand = turn.mainDone ? NONE : g.classes[seat].hand;
  const basics = turn.mainDone ? NONE : actionChoices(rules.actionsOf('basic', seat));
  const frees = turn.freeUsed ? NONE : actionChoices(rules.actionsOf('free', seat));
  // Places: the hand, then the Basic Actions and Pass (before the Main Action), the Free Actions,
  // and End (after the Main Action).
  const afterBasics = hand.length + basics.length + (turn.mainDone ? 0 : 1);
  const afterFrees = afterBasics + frees.length;
  let left = afterFrees + (turn.mainDone ? 1 : 0);
  const places = placesUpTo(left);
  while (left > 0) {
    const k = random(left);
    const at = places[k] as number;
    places[k] = places[left - 1] as number;
    left--;
    let choice: TurnChoice | undefined;
    if (at < hand.length) {
      if (!sameCardBefore(hand, at)) choice = playOption(hand[at] as string).value;
    } else if (at < afterBasics) choice = basics[at - hand.length] ?? PASS_OPTION.value;
    else if (at < afterFrees) choice = frees[at - afterBasics];
    else return anyOffered(g, seat, frees, places, left, afterBasics) ? END_OPTION.value : undefined;
    if (choice !== undefined && offeredNow(g, seat, choice)) return choice;
  }
  return undefined;
}

/** Whether one of the Free Actions at the first `left` places is offered (after the Main Action). */
function anyOffered(
  g: GameState,
  seat: ClassId,
  frees: readonly TurnChoice[],
  places: number[],
  left: number,
  afterBasics: number,
): boolean {
  for (let i = 0; i < left; i++)
    if (offeredNow(g, seat, frees[(places[i] as number) - afterBasics] as TurnChoice)) return true;
  return false;
}

const NONE: readonly never[] = [];

/** 0, 1, … n − 1 in an array reused by every sample (the engine runs one sample at a time). */
const scratch: number[] = [];
function placesUpTo(n: number): number[] {
  for (let i = 0; i < n; i++) scratch[i] = i;
  return scratch;
}

const PASS_OPTION: Choice<TurnChoice> = {
  id: turnChoice.encode({ kind: 'basic', of: PASS }),
  value: { kind: 'basic', of: PASS },
  group: 'basic',
  tone: 'quiet',
};
const END_OPTION: Choice<TurnChoice> = {
  id: turnChoice.encode({ kind: 'end' }),
  value: { kind: 'end' },
  tone: 'quiet',
};

// The menu's options read the same every time, so each is made and written once, then shared by
// every menu that offers it (nobody changes an offered option).
const playOptions = new Map<string, Choice<TurnChoice>>();
const actionOptions = new Map<ActionDef, Choice<TurnChoice>>();

function playOption(card: string): Choice<TurnChoice> {
  let option = playOptions.get(card);
  if (option === undefined) {
    const short = cardOfInstance(card)?.name ?? card;
    const text = cardOfInstance(card)?.text;
    const value = { kind: 'play', of: card } as TurnChoice;
    option = { id: turnChoice.encode(value), value, group: 'play', short };
    if (text) option.description = text;
    playOptions.set(card, option);
  }
  return option;
}

/** The menu's answers for a list of actions (a ruleset's list for a class, kept as it is). */
const actionChoiceLists = new WeakMap<readonly ActionDef[], readonly TurnChoice[]>();

function actionChoices(actions: readonly ActionDef[]): readonly TurnChoice[] {
  let choices = actionChoiceLists.get(actions);
  if (choices === undefined) {
    choices = actions.map((a) => actionOption(a).value);
    actionChoiceLists.set(actions, choices);
  }
  return choices;
}

function actionOption(a: ActionDef): Choice<TurnChoice> {
  let option = actionOptions.get(a);
  if (option === undefined) {
    const value = { kind: a.kind, of: a.id } as TurnChoice;
    option = {
      id: turnChoice.encode(value),
      value,
      group: a.kind,
      short: a.name,
      description: a.summary,
    };
    actionOptions.set(a, option);
  }
  return option;
}

const discardForBasic = question<{ seat: ClassId; action: string }, string>('turn.discard', {
  choice: name,
  ask(x, s) {
    const hand = x.g.classes[s.seat].hand;
    return {
      seat: s.seat,
      kind: 'turn.discard',
      said: s.action === PASS ? said('ask.discardToPass') : said('ask.discard', { action: s.action }),
      options: hand.map((card) => {
        const c = cardOfInstance(card);
        return c
          ? {
              value: card,
              said: said('option.card', { card }),
              short: c.name,
              description: c.text,
            }
          : { value: card, said: said('option.card', { card }) };
      }),
    };
  },
  // One option per card in the hand, in its order: a random playout picks one without wording them.
  has: (x, s) => x.g.classes[s.seat].hand.length > 0,
  sample: (x, s, random) => {
    const hand = x.g.classes[s.seat].hand;
    return hand.length > 0 ? hand[random(hand.length)] : undefined;
  },
  answer(x, s, card) {
    const turn = x.g.turn;
    if (turn) turn.mainDone = true;
    discardFromHand(x, s.seat, card);
    if (s.action === PASS) {
      log(x, 'turn.passes', { class: s.seat });
      return;
    }
    const action = actionById(x.g, s.action);
    log(x, 'turn.action', { class: s.seat, action: s.action });
    action?.start(x, s.seat);
  },
});
