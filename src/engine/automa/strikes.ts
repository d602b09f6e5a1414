/**
 * The Middle Class Automa and Strikes (Crisis & Control, MCA Free Actions: "if the Working Class
 * places a Strike token on one of its Companies, the MCA adjusts its Wages to L3 on its next turn";
 * rules-decisions AU14): the Strike is noted with the turn it was placed in, and the Wage goes to
 * L3 at the start of the first MCA turn of a later turn number — a Strike in the Working Class's
 * turn t is answered at the MCA's turn t + 1, one placed in turn 5 stands through Production.
 */
import { AUTOMA_NAMES } from '../../data/automa/index.ts';
import { cardOf, findCompany, hasWages } from '../companies/companies.ts';
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
    log(x, `The ${AUTOMA_NAMES.middle} raises the Wage at ${cardOf(c).name} to L3 against the Strike.`);
  }
}
