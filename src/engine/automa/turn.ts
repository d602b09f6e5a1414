/**
 * An Automa's turn (Crisis & Control, Automa Turn Overview): its Free Actions, then the top AI card
 * is revealed; in advanced mode the card's four checks move priority cards and empty rows collapse.
 * Then it makes one move — the question its driver answers by its decision procedure, among the
 * moves the engine offers — and in advanced mode the performed action's card drops 2 rows. Its
 * end-of-turn Free Actions close the turn. The card, the checks and the rows are kept as the turn's
 * record (`AutomaState.trace`), not logged: the table says the move in one line, the record is
 * behind /automa. An imagined game's Automa keeps none (`AutomaState.untraced`).
 */
import { type AiCard, type AutomaClass, PriorityAction } from '../../data/automa/index.ts';
import { words } from '../core/choices.ts';
import { auto, type Ctx, question, queue, type Said, said } from '../core/flow.ts';
import { nextInt } from '../core/rng.ts';
import type { AutomaMove } from '../game-state.ts';
import { runChecks } from './checks.ts';
import { freeActionsAtTurnStart, useGoods } from './free-actions.ts';
import { eventTrigger } from './historical-events.ts';
import { before, moveLegitimacy, partUsed } from './legitimacy.ts';
import { movesOffered, setStrikeCardAside, startMove } from './moves.ts';
import { drawTurnCard } from './pile.ts';
import { keepTurnFacts } from './reading.ts';
import { actionsByPriority, dropAfterActing, rowsAt } from './rows.ts';
import { automaOf, currentAiCard } from './seats.ts';

export const AUTOMA_MOVES: readonly AutomaMove[] = [...PriorityAction.options, 'pressure', 'pass'];
const moveChoice = words(...AUTOMA_MOVES);

/** An Automa move as its option says it, as keys (`event.option.*`). */
/** A move's words as keys: the Automa's menu offers it so, and `/automa` names its last move so. */
export function moveSaid(move: AutomaMove): Said {
  if (move === 'pressure') return said('option.automaPressure');
  if (move === 'pass') return said('option.automaPass');
  return said('option.automaMove', { automaMove: move });
}

export const automaTurn = auto<{ seat: AutomaClass }>('automa.turn', (x, s) => {
  const g = x.g;
  const a = automaOf(g, s.seat);
  if (!a) return;
  a.luck = nextInt(g.rng, 2 ** 31);
  a.revealed = [];
  const from = x.events.length;
  freeActionsAtTurnStart(x, s.seat);
  setStrikeCardAside(x, s.seat);
  const card = drawTurnCard(g, s.seat);
  if (!card) return;
  if (!a.untraced) {
    const atStart = x.events.slice(from).map(({ key, params }) => said(key, params));
    a.trace = { round: g.round, turn: g.turn?.number ?? 0, card: card.id, atStart };
    if (a.rows) a.trace.rowsBefore = rowsAt(a.rows);
  }
  const checked = a.rows ? runChecks(x, s.seat, card) : undefined;
  queue(x, automaAction({ seat: s.seat }), automaTurnEnd({ seat: s.seat }));
  // Nothing changes the board before the move is asked: it is decided by what the checks read.
  if (checked) keepTurnFacts(g, s.seat, checked);
});

export const automaAction = question<{ seat: AutomaClass }, AutomaMove>('automa.action', {
  choice: moveChoice,
  ask(x, s) {
    const g = x.g;
    const card = currentAiCard(g, s.seat);
    const rows = automaOf(g, s.seat)?.rows;
    if (!card) return null;
    const moves = movesOffered(g, s.seat, card, rows ? actionsByPriority(rows) : null);
    return {
      seat: s.seat,
      kind: 'automa.action',
      said: said('ask.automaAction', { number: card.number, automa: s.seat }),
      options: moves.map((m) => ({ value: m, said: moveSaid(m) })),
    };
  },
  answer(x, s, move) {
    const g = x.g;
    const a = automaOf(g, s.seat);
    const card = currentAiCard(g, s.seat);
    if (!a || !card) return;
    a.last = { round: g.round, turn: g.turn?.number ?? 0, card: card.id, move };
    if (g.turn) g.turn.mainDone = true;
    if (a.rows && move !== 'pressure' && move !== 'pass') dropAfterActing(a.rows, move);
    if (a.trace) {
      a.trace.move = move;
      if (a.rows) a.trace.rowsAfter = rowsAt(a.rows);
    }
    // A Historical Event its Basic Action may trigger is offered in place of the Special Action.
    if (move === 'special' && eventTrigger(g, s.seat, 'basic'))
      queue(x, automaEventTrigger({ seat: s.seat, instead: true }));
    else carryOut(x, s.seat, move, card);
  },
});

/** The move, with the Legitimacy its bonus or Special Action icons give when used. */
function carryOut(x: Ctx, seat: AutomaClass, move: AutomaMove, card: AiCard) {
  const part = partUsed(x.g, card, move);
  const source = part === 'special' ? card.special : part === 'bonus' ? card.bonus : null;
  if (part && source)
    queue(x, moveLegitimacy({ seat, card: card.id, part, before: before(x.g, seat, source) }));
  startMove(x, seat, move, card);
}

/**
 * Whether the Automa triggers the current Historical Event (Historical Events rulebook, The
 * Trigger): at the end of its turn by a Free Action (trigger, or leave it), or by a Basic Action
 * in place of the Special Action it chose (trigger, or the Special Action after all). The engine
 * offers it only when the card's classes, requirement and Influence allow; the Automa's decision
 * procedure chooses (rules-decisions AU13).
 */
export const automaEventTrigger = question<
  { seat: AutomaClass; instead: boolean },
  'trigger' | 'special' | 'skip'
>('automa.historical-event', {
  choice: words('trigger', 'special', 'skip'),
  ask(x, s) {
    const action = eventTrigger(x.g, s.seat, s.instead ? 'basic' : 'free');
    if (!action) return null;
    return {
      seat: s.seat,
      kind: 'automa.historical-event',
      said: said(s.instead ? 'ask.automaTriggerInstead' : 'ask.automaTriggerEnd', {
        automa: s.seat,
        action: action.id,
      }),
      options: [
        {
          value: 'trigger' as const,
          said: said('option.trigger', { action: action.id }),
        },
        s.instead
          ? {
              value: 'special' as const,
              said: said('option.carryOutSpecial'),
            }
          : {
              value: 'skip' as const,
              said: said('option.leaveIt'),
              tone: 'quiet' as const,
            },
      ],
    };
  },
  answer(x, s, value) {
    const card = currentAiCard(x.g, s.seat);
    if (value === 'trigger') eventTrigger(x.g, s.seat, s.instead ? 'basic' : 'free')?.start(x, s.seat);
    else if (value === 'special' && card) carryOut(x, s.seat, 'special', card);
  },
});

const automaTurnEnd = auto<{ seat: AutomaClass }>('automa.turn-end', (x, s) => {
  // The move is done (a Bill it proposed has set its Policy card aside): the rows after it.
  const a = automaOf(x.g, s.seat);
  if (a?.trace && a.rows) a.trace.rowsAfter = rowsAt(a.rows);
  const free = automaEventTrigger({ seat: s.seat, instead: false });
  if (s.seat !== 'capitalist') queue(x, useGoods({ seat: s.seat }), free);
  else queue(x, free);
});
