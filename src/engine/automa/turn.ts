/**
 * An Automa's turn (Crisis & Control, Automa Turn Overview): its Free Actions, then the top AI card
 * is revealed; in advanced mode the card's four checks move priority cards and empty rows collapse.
 * Then it makes one move — the question its driver answers by its decision procedure, among the
 * moves the engine offers — and in advanced mode the performed action's card drops 2 rows. Its
 * end-of-turn Free Actions close the turn.
 */
import {
  AI_ICON_LABELS,
  AUTOMA_NAMES,
  type AutomaClass,
  PRIORITY_ACTION_LABELS,
  PriorityAction,
} from '../../data/automa/index.ts';
import { POLICY_NAMES } from '../../data/tables.ts';
import { words } from '../core/choices.ts';
import { auto, log, question, queue } from '../core/flow.ts';
import { nextInt } from '../core/rng.ts';
import type { AutomaMove } from '../game-state.ts';
import { runChecks } from './checks.ts';
import { freeActionsAtTurnStart, useGoods } from './free-actions.ts';
import { before, moveLegitimacy, partUsed } from './legitimacy.ts';
import { movesOffered, startMove } from './moves.ts';
import { drawTurnCard } from './pile.ts';
import { actionsByPriority, dropAfterActing } from './rows.ts';
import { automaOf, currentAiCard } from './seats.ts';

export const AUTOMA_MOVES: readonly AutomaMove[] = [...PriorityAction.options, 'pressure', 'pass'];
const moveChoice = words(...AUTOMA_MOVES);

export function moveLabel(move: AutomaMove): string {
  if (move === 'pressure') return 'Apply Political Pressure (3 Voting cubes)';
  if (move === 'pass') return 'Do nothing (nothing is possible)';
  return PRIORITY_ACTION_LABELS[move];
}

export const automaTurn = auto<{ seat: AutomaClass }>('automa.turn', (x, s) => {
  const g = x.g;
  const a = automaOf(g, s.seat);
  if (!a) return;
  a.luck = nextInt(g.rng, 2 ** 31);
  a.revealed = [];
  freeActionsAtTurnStart(x, s.seat);
  const card = drawTurnCard(g, s.seat);
  if (!card) return;
  const policies = card.policies.map((p) => POLICY_NAMES[p]).join(', ');
  log(
    x,
    `The ${AUTOMA_NAMES[s.seat]} reveals AI card ${card.number}: ${card.actions.map((i) => AI_ICON_LABELS[i]).join(' › ')}${policies ? ` (${policies})` : ''}.`,
  );
  if (a.rows) runChecks(x, s.seat, card);
  queue(x, automaAction({ seat: s.seat }), automaTurnEnd({ seat: s.seat }));
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
      prompt: `AI card ${card.number}: what does the ${AUTOMA_NAMES[s.seat]} do?`,
      options: moves.map((m) => ({ value: m, label: moveLabel(m) })),
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
    const part = partUsed(g, card, move);
    const source = part === 'special' ? card.special : part === 'bonus' ? card.bonus : null;
    if (part && source)
      queue(x, moveLegitimacy({ seat: s.seat, card: card.id, part, before: before(g, s.seat, source) }));
    startMove(x, s.seat, move, card);
  },
});

const automaTurnEnd = auto<{ seat: AutomaClass }>('automa.turn-end', (x, s) => {
  if (s.seat !== 'capitalist') queue(x, useGoods({ seat: s.seat }));
});
