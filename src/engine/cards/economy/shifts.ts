/**
 * Action cards that make a Company produce during the Action phase (components reference §2.12): the
 * Capitalist Extra Shift and the State's Public Sector Overtime (the owner pays the Wages), and
 * Employment Subsidy (money from the State, then the Middle Class's own Extra Shift). Production
 * is the one in economy/produce.ts.
 */

import { INDUSTRY_RESOURCE } from '../../../data/names.ts';
import { extraShift } from '../../actions/class-actions.ts';
import {
  cardOf,
  companiesOf,
  companyName,
  employeeOf,
  findCompany,
  isAutomated,
  isOperational,
} from '../../companies/companies.ts';
import { type Choice, name } from '../../core/choices.ts';
import { log, maybe, question, queue, said } from '../../core/flow.ts';
import { no } from '../../core/why.ts';
import { canAfford } from '../../economy/money.ts';
import { produce, wageDue } from '../../economy/produce.ts';
import type { Company, GameState } from '../../game-state.ts';
import { Rules } from '../../ruleset.ts';
import { availableCompanies } from '../../workers/jobs.ts';
import { applyCardLegitimacy } from '../legitimacy-icons.ts';
import { actionCardOf, statePays } from './shared.ts';

/** The rules this file defines, listed in the base game (rulesets.ts). */
export const shiftCardRules = new Rules();

type ShiftOwner = 'capitalist' | 'state';

/**
 * Own Companies that can produce again now: operational, not automated, not struck (components reference
 * §3.1 FAQ), with the Wage affordable without a Loan (§3.3: Extra Shift needs the wage money).
 */
export function ownShiftTargets(g: GameState, cls: ShiftOwner): Company[] {
  const pool =
    cls === 'state' ? availableCompanies(g).filter((c) => c.owner === 'state') : companiesOf(g, cls);
  return pool.filter(
    (c) =>
      !isAutomated(cardOf(c)) && !c.strike && isOperational(g, c) && canAfford(g, cls, wageDue(g, c).amount),
  );
}

function isShiftOwner(cls: string): cls is ShiftOwner {
  return cls === 'capitalist' || cls === 'state';
}

shiftCardRules.effect('extra-shift', {
  can: (g, cls, _params, why) =>
    isShiftOwner(cls) && (ownShiftTargets(g, cls).length > 0 || no(why, 'extra-shift.none')),
  start(x, cls, _params, instance) {
    if (isShiftOwner(cls)) queue(x, ownShift({ seat: cls, instance }));
  },
});

const ownShift = question<{ seat: ShiftOwner; instance: string }, string>('econ.own-shift', {
  choice: name,
  ask(x, s) {
    const options: Array<Choice<string>> = ownShiftTargets(x.g, s.seat).map((c) => ({
      value: c.id,
      said: said('option.makes', {
        company: c.card,
        n: cardOf(c).output,
        good: INDUSTRY_RESOURCE[cardOf(c).industry],
        wage: wageDue(x.g, c).amount,
      }),
      short: companyName(c),
    }));
    if (options.length === 0) return null;
    return {
      seat: s.seat,
      kind: 'econ.own-shift',
      said: said('ask.ownShift', { actionCard: actionCardOf(s.instance) }),
      options,
    };
  },
  answer(x, s, companyId) {
    const company = findCompany(x.g, companyId);
    if (!company) return;
    const result = produce(x, company);
    log(x, 'card.producesAgain', {
      class: s.seat,
      company: company.card,
      wage: maybe(result.wage > 0, 'card.wagesPaid', { n: result.wage }),
      kept: result.kept,
      good: INDUSTRY_RESOURCE[cardOf(company).industry],
    });
  },
});

// Employment Subsidy: 5 per own Company with a Working Class Worker, then the Middle Class may
// work an Extra Shift (its Basic Action's rules) at one of those Companies.
export function companiesWithEmployee(g: GameState): Company[] {
  return companiesOf(g, 'middle').filter((c) => employeeOf(g, c) !== undefined);
}

shiftCardRules.effect('employment-subsidy', {
  can: (g, cls, _params, why) =>
    cls === 'middle' && (companiesWithEmployee(g).length > 0 || no(why, 'employees.none')),
  start(x, cls, params, instance) {
    if (cls !== 'middle') return;
    const companies = companiesWithEmployee(x.g);
    statePays(x, cls, companies.length * params.perCompany, instance);
    applyCardLegitimacy(x, instance, { units: { 'companies-with-working-class-worker': companies.length } });
    extraShift(x, { only: companies.map((c) => c.id), optional: true });
  },
});
