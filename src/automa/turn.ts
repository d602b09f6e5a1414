/**
 * The Automa's move (Crisis & Control, Automa Turn Overview). Simple mode: try the AI card's four
 * actions from left to right — each by its Action Criteria, the bonus counting for the first — then
 * the Special Action, then Apply Political Pressure. Advanced mode: the action whose priority card
 * is highest (nearest the marker in the top row), else the second highest, else Political Pressure.
 * The answer's reason is the turn's log line: the card, the action and why.
 */
import { type AiIcon, AUTOMA_NAMES } from '../data/automa/index.ts';
import { type AutomaMove, automa } from '../engine/index.ts';
import { type Situation, verdict } from './conditions.ts';
import { type Ask, type Decision, decide, optionOf, values } from './context.ts';
import type { MoveTry } from './trace.ts';

/** What stands in for an icon when its action is not possible (its Instruction card says so). */
function withStandIns(a: Ask, icon: AiIcon): AutomaMove[] {
  if (icon === 'assign-workers' && a.cls === 'working') return [icon, 'demonstration'];
  if (icon === 'build-company' && a.cls === 'capitalist') return [icon, 'sell-company'];
  return [icon];
}

function line(a: Ask, how: string, move: AutomaMove, reason: string, passed: string[]): string {
  const card = a.card ? `AI card ${a.card.number}` : 'its AI card';
  const why = reason ? ` — ${reason}` : '';
  const over = passed.length > 0 ? ` (passed over: ${passed.join('; ')})` : '';
  // The Special Action differs from card to card: the line says which it is.
  const what =
    move === 'special' && a.card
      ? `${automa.moveLabel(move)} (${a.card.special.text.replace(/\.$/, '')})`
      : automa.moveLabel(move);
  return `The ${AUTOMA_NAMES[a.cls]}, ${card}${how}: ${what}${why}${over}.`;
}

const ORDINAL = ['1st', '2nd', '3rd', '4th'];

/** Records the move for the trace, and decides it with its one-sentence reason. */
function chosen(
  a: Ask,
  tried: MoveTry[],
  how: string,
  move: AutomaMove,
  reason: string,
): Decision | undefined {
  const passed = tried.filter((t) => !t.ok).map((t) => `${automa.moveLabel(t.move)}: ${t.reason}`);
  const place = tried.find((t) => t.ok && t.move === move)?.place ?? 'last resort';
  a.trace.move = {
    seat: a.cls,
    mode: a.mode,
    card: a.card?.number ?? null,
    tried,
    chosen: move,
    place,
    reason,
  };
  return decide(optionOf(a.q, move), line(a, how, move, reason, passed));
}

function tryMove(
  s: Situation,
  offered: AutomaMove[],
  move: AutomaMove,
  place: string,
  first = false,
): MoveTry {
  if (!offered.includes(move)) return { move, place, offered: false, ok: false, reason: 'not possible' };
  const v = verdict(s, move, first);
  return { move, place, offered: true, ok: v.ok, reason: v.reason };
}

function lastResort(a: Ask, tried: MoveTry[], offered: AutomaMove[], special: boolean): Decision | undefined {
  for (const move of [...(special ? (['special'] as const) : []), 'pressure', 'pass'] as const) {
    if (!offered.includes(move)) continue;
    const reason =
      move === 'special' ? 'none of its four actions could be taken' : 'nothing else was possible';
    if (move === 'special') tried.push({ move, place: 'Special Action', offered: true, ok: true, reason });
    return chosen(a, tried, '', move, reason);
  }
  return undefined;
}

function simple(a: Ask, s: Situation, offered: AutomaMove[]): Decision | undefined {
  const tried: MoveTry[] = [];
  for (const [i, icon] of (a.card?.actions ?? []).entries()) {
    for (const move of withStandIns(a, icon)) {
      const place =
        move === icon
          ? `${ORDINAL[i]} action`
          : `stand-in for ${automa.moveLabel(icon)} (${ORDINAL[i]} action)`;
      const t = tryMove(s, offered, move, place, i === 0);
      // A stand-in that is not possible is not worth a line.
      if (move !== icon && !t.offered) continue;
      tried.push(t);
      if (t.ok) return chosen(a, tried, '', move, t.reason);
    }
  }
  return lastResort(a, tried, offered, true);
}

/** Why this turn's checks raised the card, as the advanced-mode part of the trace ("" if they did not). */
function raisedBy(a: Ask, move: AutomaMove): string {
  const why: string[] = [];
  for (const m of automa.automaOf(a.g, a.cls)?.checks ?? []) {
    if (m.card !== move) continue;
    // Each reason once (a list, not a Set: no need to hash these long lines).
    const reason = `+${m.steps} ${m.why}`;
    if (!why.includes(reason)) why.push(reason);
  }
  return why.length === 0 ? '' : ` [raised by its checks: ${why.join('; ')}]`;
}

function advanced(a: Ask, s: Situation, offered: AutomaMove[]): Decision | undefined {
  const rows = automa.automaOf(a.g, a.cls)?.rows;
  const order = rows ? automa.actionsByPriority(rows) : [];
  const tried: MoveTry[] = [];
  for (let i = 0; i < Math.min(2, order.length); i++) {
    const move = order[i] as AutomaMove;
    const t = tryMove(s, offered, move, i === 0 ? 'top priority' : 'second priority');
    tried.push(t);
    if (t.ok) return chosen(a, tried, `, ${t.place}${raisedBy(a, move)}`, move, t.reason);
  }
  return lastResort(a, tried, offered, false);
}

export function chooseMove(a: Ask): Decision | undefined {
  const offered = values<AutomaMove>(a.q);
  const s: Situation = { g: a.g, cls: a.cls, mode: a.mode, card: a.card };
  return a.mode === 'advanced' ? advanced(a, s, offered) : simple(a, s, offered);
}
