import { GAME } from '../../data/tables.ts';
import {
  companiesOf,
  hasWages,
  industryOf,
  isOperational,
  minimumWage,
  workersIn,
} from '../companies/companies.ts';
import { auto, type Ctx, log } from '../core/flow.ts';
import type { Company, GameState } from '../game-state.ts';
import { discardsUnderPile, influenceIndicators } from './pile.ts';
import { policyCardsAtPreparation } from './policy-cards.ts';
import { returnActions } from './rows.ts';
import { automaSeats, isAutoma } from './seats.ts';

export function automaBeforeElections(g: GameState) {
  if (g.round !== GAME.rounds) return;
  for (const cls of automaSeats(g)) discardsUnderPile(g, cls);
}

export function automaAtPreparation(x: Ctx) {
  const g = x.g;
  if (!g.automa) return;
  const wage = minimumWage(g);
  for (const cls of ['capitalist', 'middle'] as const) {
    if (!isAutoma(g, cls)) continue;
    let reset = 0;
    for (const c of companiesOf(g, cls))
      if (hasWages(c) && c.wage !== wage) {
        c.wage = wage;
        reset++;
      }
    if (reset > 0) log(x, 'automa.wagesReset', { automa: cls, wage });
  }
  policyCardsAtPreparation(g);
  for (const cls of automaSeats(g)) {
    const rows = g.automa[cls]?.rows;
    if (rows) returnActions(rows);
  }
}

/** The only operational Company of its industry among its owner's Companies. */
function onlyOneOfItsIndustry(g: GameState, company: Company): boolean {
  return !companiesOf(g, company.owner).some(
    (c) => c !== company && industryOf(c) === industryOf(company) && isOperational(g, c),
  );
}

/**
 * Response to Strike: per struck Company one AI card, and a second one if it has Machinery or is
 * its industry's only operational Company (among its own: rules-decisions AU7); an Influence
 * indicator raises its Wage to L3.
 */
function respondToStrikes(x: Ctx) {
  const g = x.g;
  for (const c of companiesOf(g, 'capitalist')) {
    if (!c.strike || c.wage === 3 || !workersIn(g, c.id).some((w) => w.cls === 'working')) continue;
    const draws = c.machinery || onlyOneOfItsIndustry(g, c) ? 2 : 1;
    let shown = 0;
    for (let i = 0; i < draws && shown === 0; i++) shown += influenceIndicators(g, 'capitalist', 1);
    if (shown > 0) c.wage = 3;
    log(x, shown > 0 ? 'automa.strikeRaise' : 'automa.strikeStay', { automa: 'capitalist', company: c.card });
  }
}

export const automaProductionStart = auto('automa.production', (x) => {
  if (!isAutoma(x.g, 'capitalist')) return;
  respondToStrikes(x);
});
