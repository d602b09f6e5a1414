/**
 * The Action phase (base-rulebook.txt "Action Phase"): five turns each, in the order Working,
 * Middle, Capitalist, State. A turn is one Main Action — a card played for its effect, or a card
 * discarded for a Basic Action — and at most one Free Action, before or after it.
 */
import type { ClassId } from '../../data/common.ts';
import { CLASS_NAMES } from '../../data/names.ts';
import { GAME } from '../../data/tables.ts';
import { type ActionDef, actionById, availableActions } from '../actions/registry.ts';
import { cardLabel, discardFromHand, playableCards, playCard } from '../cards/play.ts';
import { auto, type Ctx, log, type Option, question, queue } from '../core/flow.ts';
import { runHooks } from '../hooks.ts';
import { seatsInOrder } from '../seats.ts';

export const actionPhase = auto('action.start', (x) => {
  x.g.phase = 'action';
  log(x, `Round ${x.g.round}: the Action phase begins.`);
  runHooks(x, 'action:start');
  const turns = [];
  for (let number = 1; number <= GAME.turnsPerRound; number++) {
    for (const seat of seatsInOrder(x.g)) turns.push(beginTurn({ seat, number }));
  }
  queue(x, ...turns, endActionPhase({}));
});

const endActionPhase = auto('action.end', (x) => {
  x.g.turn = null;
  runHooks(x, 'action:end');
});

const beginTurn = auto<{ seat: ClassId; number: number }>('turn.begin', (x, s) => {
  x.g.turn = { seat: s.seat, number: s.number, mainDone: false, freeUsed: false };
  queue(x, turnMenu({ seat: s.seat }));
});

/** "Pass": discard a card with no effect, only when no Basic Action is possible at all. */
const PASS = 'basic:pass';

export const turnMenu = question<{ seat: ClassId }>('turn.menu', {
  ask(x, s) {
    const g = x.g;
    const turn = g.turn;
    if (!turn) return null;
    const options: Option[] = [];
    if (!turn.mainDone) {
      for (const card of playableCards(g, s.seat)) options.push(playOption(card));
      const basics = availableActions(g, s.seat, 'basic');
      for (const a of basics) options.push(actionOption(a));
      if (basics.length === 0)
        options.push({ id: PASS, label: 'Discard a card and pass (no Basic Action is possible)' });
    }
    if (!turn.freeUsed) {
      for (const a of availableActions(g, s.seat, 'free')) options.push(actionOption(a));
    }
    if (turn.mainDone) {
      if (options.length === 0) return null;
      options.push({ id: 'end', label: 'End your turn' });
    }
    const prompt = turn.mainDone
      ? 'You may take a Free Action, or end your turn.'
      : `Turn ${turn.number} of ${GAME.turnsPerRound}: play a card, or discard one for a Basic Action${turn.freeUsed ? '' : ' (a Free Action may come before or after)'}.`;
    return { seat: s.seat, kind: 'turn', prompt, options };
  },
  answer(x, s, id) {
    const turn = x.g.turn;
    if (!turn || id === 'end') return;
    const [kind, rest] = splitOnce(id);
    if (kind === 'play') {
      turn.mainDone = true;
      queue(x, turnMenu(s));
      playCard(x, s.seat, rest);
    } else if (kind === 'basic') {
      queue(x, discardForBasic({ seat: s.seat, action: rest }), turnMenu(s));
    } else if (kind === 'free') {
      turn.freeUsed = true;
      queue(x, turnMenu(s));
      const action = actionById(rest);
      log(x, `${CLASS_NAMES[s.seat]}: ${action?.name}.`);
      action?.start(x, s.seat);
    }
  },
});

// The menu's options read the same every time, so each id and label is made once (and copied out).
const playOptions = new Map<string, Option>();
const actionOptions = new Map<ActionDef, Option>();

function playOption(card: string): Option {
  let option = playOptions.get(card);
  if (option === undefined) {
    option = { id: `play:${card}`, label: `Play ${cardLabel(card)}`.slice(0, 100) };
    playOptions.set(card, option);
  }
  return { id: option.id, label: option.label };
}

function actionOption(a: ActionDef): Option {
  let option = actionOptions.get(a);
  if (option === undefined) {
    const label = a.kind === 'basic' ? `${a.name} (discard a card)` : `Free Action: ${a.name}`;
    option = { id: `${a.kind}:${a.id}`, label };
    actionOptions.set(a, option);
  }
  return { id: option.id, label: option.label };
}

const discardForBasic = question<{ seat: ClassId; action: string }>('turn.discard', {
  ask(x, s) {
    const hand = x.g.classes[s.seat].hand;
    const name = s.action === 'pass' ? 'pass' : actionById(s.action)?.name;
    return {
      seat: s.seat,
      kind: 'turn.discard',
      prompt: `Which card do you discard for ${name}?`,
      options: hand.map((card) => ({ id: card, label: cardLabel(card) })),
    };
  },
  answer(x, s, card) {
    const turn = x.g.turn;
    if (turn) turn.mainDone = true;
    discardFromHand(x, s.seat, card);
    if (s.action === 'pass') {
      log(x, `${CLASS_NAMES[s.seat]} discards a card and passes.`);
      return;
    }
    const action = actionById(s.action);
    log(x, `${CLASS_NAMES[s.seat]}: ${action?.name}.`);
    action?.start(x, s.seat);
  },
});

export function splitOnce(id: string): [string, string] {
  const i = id.indexOf(':');
  return i < 0 ? [id, ''] : [id.slice(0, i), id.slice(i + 1)];
}

export type { Ctx };
