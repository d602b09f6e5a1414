/**
 * Action cards that move money (components.md §2.12): Business Grants (paid, or provided by the
 * State), COVID-19 Stimulus Package, COVID-19 Vaccine R&D Funding, Offshore Companies and Buy
 * Private Island. Supplemental Income Program, Unemployment Benefits and Employment Subsidy, which
 * also buy or produce, are with those cards.
 */

import { companiesOf, industryOf, isOperational } from '../../companies/companies.ts';
import { log } from '../../core/flow.ts';
import { gainMoney, spendCapital } from '../../economy/money.ts';
import { canProvide, provide } from '../../economy/provide.ts';
import { gainVp } from '../../economy/vp.ts';
import type { GameState } from '../../game-state.ts';
import { inGame } from '../../seats.ts';
import { defineEffect } from '../effects.ts';
import { applyCardLegitimacy } from '../legitimacy-icons.ts';
import { employedWorkers } from './buying.ts';
import { cardName, num, statePays } from './shared.ts';

// Business Grants: 5 per Capitalist Company, paid by the State (or provided, the State's card).
function grant(g: GameState, params: Record<string, unknown>): [number, number] {
  const companies = companiesOf(g, 'capitalist').length;
  return [companies, companies * num(params, 'perCompany')];
}

defineEffect('business-grants', {
  can(g, cls, params) {
    const [companies, amount] = grant(g, params);
    if (companies === 0) return false;
    if (params.provide)
      return cls === 'state' && inGame(g, 'capitalist') && canProvide(g, 'capitalist', { money: amount });
    return cls === 'capitalist';
  },
  start(x, cls, params, instance) {
    const [companies, amount] = grant(x.g, params);
    if (params.provide) provide(x, 'capitalist', { money: amount });
    else if (cls === 'capitalist') statePays(x, cls, amount, instance);
    applyCardLegitimacy(x, instance, { target: 'capitalist', units: { companies } });
  },
});

// COVID-19 Stimulus Package: 2 per own Worker in Public and Capitalist Companies + 4 per own Company.
function stimulus(g: GameState, params: Record<string, unknown>): number {
  return (
    employedWorkers(g, 'middle', 'public-and-capitalist') * num(params, 'perWorker') +
    companiesOf(g, 'middle').length * num(params, 'perCompany')
  );
}

defineEffect('covid-stimulus', {
  can: (g, cls, params) => cls === 'middle' && stimulus(g, params) > 0,
  start(x, cls, params, instance) {
    if (cls !== 'middle') return;
    const amount = stimulus(x.g, params);
    statePays(x, cls, amount, instance);
    applyCardLegitimacy(x, instance, { units: { money: amount } });
  },
});

// COVID-19 Vaccine R&D Funding: 15 per operational Healthcare Company of the Capitalist Class.
function healthCompanies(g: GameState): number {
  return companiesOf(g, 'capitalist').filter((c) => industryOf(c) === 'health' && isOperational(g, c)).length;
}

defineEffect('vaccine-funding', {
  can: (g, cls) => cls === 'capitalist' && healthCompanies(g) > 0,
  start(x, cls, params, instance) {
    if (cls !== 'capitalist') return;
    const n = healthCompanies(x.g);
    statePays(x, cls, n * num(params, 'perCompany'), instance);
    applyCardLegitimacy(x, instance, { units: { 'operational-health-companies': n } });
  },
});

// Offshore Companies: half the Revenue (rounded down) becomes Capital, out of reach of taxes.
defineEffect('offshore-companies', {
  can: (g, cls, params) =>
    cls === 'capitalist' && Math.floor(g.classes.capitalist.revenue / num(params, 'divisor')) > 0,
  start(x, cls, params, instance) {
    if (cls !== 'capitalist') return;
    const cc = x.g.classes.capitalist;
    const moved = Math.floor(cc.revenue / num(params, 'divisor'));
    cc.revenue -= moved;
    cc.capital += moved;
    log(x, `${cardName(instance)}: the Capitalist Class moves ${moved} from Revenue to Capital.`);
  },
});

// Buy Private Island: 50 from Capital to the State for 7 VP.
defineEffect('buy-private-island', {
  can: (g, cls, params) => cls === 'capitalist' && g.classes.capitalist.capital >= num(params, 'cost'),
  start(x, cls, params, instance) {
    if (cls !== 'capitalist') return;
    const cost = num(params, 'cost');
    if (!spendCapital(x, cost)) return;
    gainMoney(x, 'state', cost);
    gainVp(x, 'capitalist', num(params, 'vp'), cardName(instance));
    log(x, `The Capitalist Class pays ${cost} from Capital to the State for a private island.`);
  },
});
