/**
 * Checking and scoring Hidden Agendas (components reference §2.14, §3.3; rules-decisions X13,
 * HA1–HA8). Each Agenda is checked when its card says: "anytime" ones after every turn and at the
 * end of every phase (so never during an election: §3.3), the others at the end of their phase or
 * at game end. A player's completed Agenda is scored at once, once, and revealed; an Automa's
 * Agendas are face up and it scores only the best one it completed, at game end. At game end
 * every Agenda is revealed.
 */
import type { ClassId } from '../../../data/common.ts';
import { HIDDEN_AGENDAS, type HiddenAgenda } from '../../../data/hidden-agendas.ts';
import { type Ctx, log } from '../../core/flow.ts';
import { gainVp } from '../../economy/vp.ts';
import type { GameState, HiddenAgendasState } from '../../game-state.ts';
import { seatsInOrder } from '../../seats.ts';
import { conditionsHold } from '../conditions.ts';

const BY_ID = new Map(HIDDEN_AGENDAS.map((a) => [a.id, a]));

export function agendaOf(id: string): HiddenAgenda | undefined {
  return BY_ID.get(id);
}

export function isAutoma(g: GameState, cls: ClassId): boolean {
  return g.options.seats[cls]?.kind === 'automa';
}

/** When an Agenda may be checked: its timing, `phase` ending ('game-end' at the very end). */
export type CheckPoint =
  | 'turn'
  | 'preparation'
  | 'action'
  | 'production'
  | 'elections'
  | 'scoring'
  | 'game-end';

function checkedAt(agenda: HiddenAgenda, at: CheckPoint): boolean {
  switch (agenda.when) {
    case 'anytime':
      return true;
    case 'game-end':
      return at === 'game-end';
    case 'scoring-phase':
      return at === 'scoring';
    case 'elections-phase':
      return at === 'elections';
    case 'production-phase':
      return at === 'production';
    case 'action-phase':
      return at === 'turn';
  }
}

function inWindow(g: GameState, agenda: HiddenAgenda): boolean {
  return (agenda.fromRound ?? 1) <= g.round && g.round <= (agenda.untilRound ?? 5);
}

/** Whether the Agenda's condition holds now for its holder. */
export function completedNow(
  g: GameState,
  ha: HiddenAgendasState,
  cls: ClassId,
  agenda: HiddenAgenda,
): boolean {
  return inWindow(g, agenda) && conditionsHold(g, agenda.conditions, { self: cls, tally: ha.tally });
}

function reveal(ha: HiddenAgendasState, id: string) {
  if (!ha.revealed.includes(id)) ha.revealed.push(id);
}

function score(x: Ctx, ha: HiddenAgendasState, cls: ClassId, agenda: HiddenAgenda) {
  ha.scored.push(agenda.id);
  reveal(ha, agenda.id);
  gainVp(x, cls, agenda.vp, 'hidden agenda');
  log(x, 'agenda.revealed', { class: cls, agenda: agenda.id, cardText: agenda.id, vp: agenda.vp });
}

/** Checks every Agenda not yet scored or failed whose timing allows it at this point. */
export function checkAgendas(x: Ctx, at: CheckPoint) {
  const g = x.g;
  const ha = g.hiddenAgendas;
  if (!ha) return;
  for (const cls of seatsInOrder(g)) {
    for (const id of ha.held[cls] ?? []) {
      const agenda = agendaOf(id);
      if (!agenda || ha.scored.includes(id) || ha.failed.includes(id) || ha.completed.includes(id)) continue;
      if (!checkedAt(agenda, at) || !completedNow(g, ha, cls, agenda)) continue;
      ha.completed.push(id);
      if (isAutoma(g, cls)) log(x, 'agenda.automaCompletes', { automa: cls, agenda: agenda.id });
      else score(x, ha, cls, agenda);
    }
  }
}

/** The Agenda an Automa scores at game end: the one worth most among those it completed. */
export function bestCompleted(ha: HiddenAgendasState, cls: ClassId): HiddenAgenda | undefined {
  let best: HiddenAgenda | undefined;
  for (const id of ha.held[cls] ?? []) {
    const agenda = agendaOf(id);
    if (agenda && ha.completed.includes(id) && (!best || agenda.vp > best.vp)) best = agenda;
  }
  return best;
}

/** Game end: last checks, each Automa scores its best completed Agenda, and every Agenda is shown. */
export function agendasAtGameEnd(x: Ctx) {
  const g = x.g;
  const ha = g.hiddenAgendas;
  if (!ha) return;
  checkAgendas(x, 'game-end');
  for (const cls of seatsInOrder(g)) {
    if (isAutoma(g, cls)) {
      const best = bestCompleted(ha, cls);
      if (best) score(x, ha, cls, best);
      continue;
    }
    for (const id of ha.held[cls] ?? []) {
      if (ha.revealed.includes(id)) continue;
      reveal(ha, id);
      log(x, 'agenda.notCompleted', { class: cls, agenda: id });
    }
  }
}

/** The State took a Loan: "Expert Budgeter" can no longer be completed (it is discarded). */
export function loanTaken(x: Ctx, cls: ClassId) {
  const ha = x.g.hiddenAgendas;
  if (!ha || cls !== 'state') return;
  ha.tally.stateLoan = true;
  for (const id of ha.held.state ?? []) {
    if (agendaOf(id)?.discardIf !== 'took-loan' || ha.failed.includes(id)) continue;
    ha.failed.push(id);
    log(x, 'agenda.lostToLoan', { agenda: id }, 'state');
  }
}
