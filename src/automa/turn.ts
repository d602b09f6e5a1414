/**
 * The Automa's move (Crisis & Control, Automa Turn Overview). Simple mode: try the AI card's four
 * actions from left to right — each by its Action Criteria, the bonus counting for the first — then
 * the Special Action, then Apply Political Pressure. Advanced mode: the action whose priority card
 * is highest (nearest the marker in the top row), else the second highest, else Political Pressure.
 * The answer's reason is the turn's log line: the card, the action and why.
 */
import type { AiIcon } from '../data/automa/index.ts';
import { type AutomaMove, automa, list, maybe, type Said, type SaidList, said } from '../engine/index.ts';
import { type Situation, verdict } from './conditions.ts';
import { type Ask, type Decision, decide, optionOf, sameJson, values } from './context.ts';
import type { MoveTry } from './trace.ts';

/** What stands in for an icon when its action is not possible (its Instruction card says so). */
function withStandIns(a: Ask, icon: AiIcon): AutomaMove[] {
  if (icon === 'assign-workers' && a.cls === 'working') return [icon, 'demonstration'];
  if (icon === 'build-company' && a.cls === 'capitalist') return [icon, 'sell-company'];
  return [icon];
}

/** "The Capitalist Class Automa, AI card 15: Propose Bill — a Bill on … (passed over: …)." */
function line(
  a: Ask,
  how: Said | undefined,
  move: AutomaMove,
  reason: Said | undefined,
  passed: MoveTry[],
): Said {
  const card = a.card ? said('move.card', { number: a.card.number }) : said('move.itsCard');
  // The Special Action differs from card to card: the line says which it is.
  const what =
    move === 'special' && a.card
      ? said('move.special', { automaMove: move, aiCardText: a.card.special.text })
      : said('move.what', { automaMove: move });
  const over = passed.map((t) =>
    said('move.passed', { automaMove: t.move, reason: list(t.reason ? [t.reason] : [], 'space') }),
  );
  return said('move.line', {
    automa: a.cls,
    card: list([card]),
    how: list(how ? [how] : [], 'space'),
    what: list([what]),
    why: maybe(reason, 'move.why', { reason: list(reason ? [reason] : []) }),
    over: maybe(over.length > 0, 'move.over', { passed: list(over, 'semicolon') }),
  });
}

/** Records the move for the trace, and decides it with its one-sentence reason (when traced). */
function chosen(
  a: Ask,
  tried: MoveTry[],
  how: Said | undefined,
  move: AutomaMove,
  reason: Said | undefined,
): Decision | undefined {
  if (!a.traced) return decide(optionOf(a.q, move));
  const passed = tried.filter((t) => !t.ok);
  const place = tried.find((t) => t.ok && t.move === move)?.place ?? said('place.lastResort');
  a.trace.move = {
    seat: a.cls,
    mode: a.mode,
    card: a.card?.number ?? null,
    tried,
    chosen: move,
    place,
    ...(reason ? { reason } : {}),
  };
  return decide(optionOf(a.q, move), line(a, how, move, reason, passed));
}

function tryMove(s: Situation, offered: AutomaMove[], move: AutomaMove, place: Said, first = false): MoveTry {
  if (!offered.includes(move)) return { move, place, offered: false, ok: false, reason: said('notPossible') };
  const v = verdict(s, move, first);
  return v.reason
    ? { move, place, offered: true, ok: v.ok, reason: v.reason }
    : { move, place, offered: true, ok: v.ok };
}

function lastResort(a: Ask, tried: MoveTry[], offered: AutomaMove[], special: boolean): Decision | undefined {
  for (const move of [...(special ? (['special'] as const) : []), 'pressure', 'pass'] as const) {
    if (!offered.includes(move)) continue;
    const reason = said(move === 'special' ? 'noneOfFour' : 'nothingElse');
    if (move === 'special')
      tried.push({ move, place: said('place.special'), offered: true, ok: true, reason });
    return chosen(a, tried, undefined, move, reason);
  }
  return undefined;
}

function simple(a: Ask, s: Situation, offered: AutomaMove[]): Decision | undefined {
  const tried: MoveTry[] = [];
  for (const [i, icon] of (a.card?.actions ?? []).entries()) {
    for (const move of withStandIns(a, icon)) {
      const nth = said(`place.action${i + 1}`);
      const place = move === icon ? nth : said('place.standIn', { automaMove: icon, place: list([nth]) });
      const t = tryMove(s, offered, move, place, i === 0);
      // A stand-in that is not possible is not worth a line.
      if (move !== icon && !t.offered) continue;
      tried.push(t);
      if (t.ok) return chosen(a, tried, undefined, move, t.reason);
    }
  }
  // The Special Action is attempted once a turn: a card that lists it among its four actions has
  // tried it already, by its condition, so Political Pressure comes next (rules-decisions AU18).
  return lastResort(a, tried, offered, !tried.some((t) => t.move === 'special'));
}

/**
 * Why this turn's checks raised the card, as the advanced-mode part of the trace (nothing if they
 * did not): what each check saw, as the engine's keys (`automaWhy.check.saw.*`; a state saved
 * before they were keys holds the English line).
 */
function raisedBy(a: Ask, move: AutomaMove): SaidList {
  const raising = (automa.automaOf(a.g, a.cls)?.checks ?? []).filter((m) => m.card === move);
  // Each reason once: the same steps for the same words.
  const kept = raising.filter(
    (m, i) => !raising.slice(0, i).some((k) => k.steps === m.steps && sameJson(k.why, m.why)),
  );
  const why = kept.map((m) =>
    said('move.check', { steps: m.steps, check: typeof m.why === 'string' ? m.why : list([m.why]) }),
  );
  return maybe(why.length > 0, 'move.raised', { checks: list(why, 'semicolon') });
}

function advanced(a: Ask, s: Situation, offered: AutomaMove[]): Decision | undefined {
  const rows = automa.automaOf(a.g, a.cls)?.rows;
  const order = rows ? automa.actionsByPriority(rows) : [];
  const tried: MoveTry[] = [];
  for (let i = 0; i < Math.min(2, order.length); i++) {
    const move = order[i] as AutomaMove;
    const t = tryMove(s, offered, move, said(i === 0 ? 'place.top' : 'place.second'));
    tried.push(t);
    if (t.ok) {
      const how = a.traced
        ? said('move.how', { place: list([t.place]), raised: raisedBy(a, move) })
        : undefined;
      return chosen(a, tried, how, move, t.reason);
    }
  }
  return lastResort(a, tried, offered, false);
}

export function chooseMove(a: Ask): Decision | undefined {
  const offered = values<AutomaMove>(a.q);
  const s: Situation = { g: a.g, cls: a.cls, mode: a.mode, card: a.card };
  return a.mode === 'advanced' ? advanced(a, s, offered) : simple(a, s, offered);
}
