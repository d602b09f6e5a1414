import { findCompany, hasWages } from '../companies/companies.ts';
import { type Ctx, log } from '../core/flow.ts';
import type { Company, GameState } from '../game-state.ts';
import { automaOf } from './seats.ts';

/** Where in the game a moment is: round, then turn number (0 outside the Action phase). */
function turnNow(g: GameState): [number, number] {
  return [g.round, g.phase === 'action' ? (g.turn?.number ?? 0) : 0];
}

/** A Strike token was placed: the Middle Class Automa notes it when the Company is its own. */
export function noteStrike(g: GameState, company: Company) {
  const a = company.owner === 'middle' ? automaOf(g, 'middle') : undefined;
  if (!a) return;
  const [round, turn] = turnNow(g);
  a.raiseWages = [
    ...(a.raiseWages ?? []).filter((n) => n.company !== company.id),
    { company: company.id, round, turn },
  ];
}

/** At the start of its turn: L3 at the struck Companies it noted in an earlier turn. */
export function raiseStruckWages(x: Ctx) {
  const a = automaOf(x.g, 'middle');
  if (!a?.raiseWages?.length) return;
  const [round, turn] = turnNow(x.g);
  const due = a.raiseWages.filter((n) => n.round < round || (n.round === round && n.turn < turn));
  a.raiseWages = a.raiseWages.filter((n) => !due.includes(n));
  for (const { company: id } of due) {
    const c = findCompany(x.g, id);
    if (!c?.strike || !hasWages(c) || c.wage === 3) continue;
    c.wage = 3;
    log(x, 'automa.raisesWage', { automa: 'middle', company: c.card });
  }
}
