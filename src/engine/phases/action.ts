/**
 * The Action phase (rulebook, Action Phase): five turns each, in the order Working,
 * Middle, Capitalist, State. A turn is one Main Action — a card played for its effect, or a card
 * discarded for a Basic Action — and at most one Free Action, before or after it.
 */
import type { ClassId } from '../../data/common.ts';
import { CLASS_NAMES } from '../../data/names.ts';
import { GAME } from '../../data/tables.ts';
import { actionById, availableActions } from '../actions/registry.ts';
import { isAutoma } from '../automa/seats.ts';
import { automaTurn } from '../automa/turn.ts';
import { cardOfInstance, discardFromHand, playableCards, playCard } from '../cards/play.ts';
import { type Choice, name, type Tagged, tagged } from '../core/choices.ts';
import { auto, log, question, queue } from '../core/flow.ts';
import { type ActionDef, atMoment } from '../ruleset.ts';
import { seatsInOrder } from '../seats.ts';

export const actionPhase = auto('action.start', (x) => {
  x.g.phase = 'action';
  log(x, `Round ${x.g.round}: the Action phase begins.`);
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
    const prompt = turn.mainDone
      ? 'You may take a Free Action, or end your turn.'
      : `Turn ${turn.number} of ${GAME.turnsPerRound}: play a card, or discard one for a Basic Action${turn.freeUsed ? '' : ' (a Free Action may come before or after)'}.`;
    return { seat: s.seat, kind: 'turn', prompt, options };
  },
  answer(x, s, chosen) {
    const turn = x.g.turn;
    if (!turn) return;
    if (chosen.kind === 'play') {
      turn.mainDone = true;
      queue(x, turnMenu(s));
      playCard(x, s.seat, chosen.of);
    } else if (chosen.kind === 'basic') {
      queue(x, discardForBasic({ seat: s.seat, action: chosen.of }), turnMenu(s));
    } else if (chosen.kind === 'free') {
      turn.freeUsed = true;
      queue(x, turnMenu(s));
      const action = actionById(x.g, chosen.of);
      log(x, `${CLASS_NAMES[s.seat]}: ${action?.name}.`);
      action?.start(x, s.seat);
    }
  },
});

const PASS_OPTION: Choice<TurnChoice> = {
  id: turnChoice.encode({ kind: 'basic', of: PASS }),
  value: { kind: 'basic', of: PASS },
  label: 'Discard a card and pass (no Basic Action is possible)',
  group: 'basic',
  short: 'Pass',
  tone: 'quiet',
};
const END_OPTION: Choice<TurnChoice> = {
  id: turnChoice.encode({ kind: 'end' }),
  value: { kind: 'end' },
  label: 'End your turn',
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
    option = { id: turnChoice.encode(value), value, label: `Play ${short}`, group: 'play', short };
    if (text) option.description = text;
    playOptions.set(card, option);
  }
  return option;
}

function actionOption(a: ActionDef): Choice<TurnChoice> {
  let option = actionOptions.get(a);
  if (option === undefined) {
    const label = a.kind === 'basic' ? `${a.name} (discard a card)` : `Free Action: ${a.name}`;
    const value = { kind: a.kind, of: a.id } as TurnChoice;
    option = { id: turnChoice.encode(value), value, label, group: a.kind, short: a.name };
    actionOptions.set(a, option);
  }
  return option;
}

const discardForBasic = question<{ seat: ClassId; action: string }, string>('turn.discard', {
  choice: name,
  ask(x, s) {
    const hand = x.g.classes[s.seat].hand;
    const action = s.action === PASS ? 'pass' : actionById(x.g, s.action)?.name;
    return {
      seat: s.seat,
      kind: 'turn.discard',
      prompt: `Which card do you discard for ${action}?`,
      options: hand.map((card) => {
        const c = cardOfInstance(card);
        return c
          ? { value: card, label: c.name, short: c.name, description: c.text }
          : { value: card, label: card };
      }),
    };
  },
  answer(x, s, card) {
    const turn = x.g.turn;
    if (turn) turn.mainDone = true;
    discardFromHand(x, s.seat, card);
    if (s.action === PASS) {
      log(x, `${CLASS_NAMES[s.seat]} discards a card and passes.`);
      return;
    }
    const action = actionById(x.g, s.action);
    log(x, `${CLASS_NAMES[s.seat]}: ${action?.name}.`);
    action?.start(x, s.seat);
  },
});
