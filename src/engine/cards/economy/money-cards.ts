/**
 * Action cards that move money (components reference §2.12): Business Grants (paid, or provided by the
 * State), COVID-19 Stimulus Package, COVID-19 Vaccine R&D Funding, Offshore Companies and Buy
 * Private Island. Supplemental Income Program, Unemployment Benefits and Employment Subsidy, which
 * also buy or produce, are with those cards.
 */

import type { EffectParams } from '../../../data/effect-specs.ts';
import { companiesOf } from '../../companies/companies.ts';
import { log } from '../../core/flow.ts';
import { no } from '../../core/why.ts';
import { cardIdOf } from '../../draw.ts';
import { gainMoney, spendCapital } from '../../economy/money.ts';
import { canProvide, provide } from '../../economy/provide.ts';
import { gainVp } from '../../economy/vp.ts';
import type { GameState } from '../../game-state.ts';
import { Rules } from '../../ruleset.ts';
import { inGame } from '../../seats.ts';
import { applyCardLegitimacy } from '../legitimacy-icons.ts';
import { statePays } from './shared.ts';

/** The rules this file defines, listed in the base game (rulesets.ts). */
export const moneyCardRules = new Rules();

// Business Grants: 5 per Capitalist Company, paid by the State (or provided, the State's card).
function grant(g: GameState, params: EffectParams<'business-grants'>): [number, number] {
  const companies = companiesOf(g, 'capitalist').length;
  return [companies, companies * params.perCompany];
}

moneyCardRules.effect('business-grants', {
  can(g, cls, params, why) {
    const [companies, amount] = grant(g, params);
    if (companies === 0) return no(why, 'capitalist-companies.none');
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

// Offshore Companies: half the Revenue (rounded down) becomes Capital, out of reach of taxes.
moneyCardRules.effect('offshore-companies', {
  can: (g, cls, params, why) =>
    cls === 'capitalist' &&
    (Math.floor(g.classes.capitalist.revenue / params.divisor) > 0 ||
      no(why, 'revenue.short', params.divisor, g.classes.capitalist.revenue)),
  start(x, cls, params, instance) {
    if (cls !== 'capitalist') return;
    const cc = x.g.classes.capitalist;
    const moved = Math.floor(cc.revenue / params.divisor);
    cc.revenue -= moved;
    cc.capital += moved;
    log(x, 'card.revenueToCapital', { card: instance, moved });
  },
});

// Buy Private Island: 50 from Capital to the State for 7 VP.
moneyCardRules.effect('buy-private-island', {
  can: (g, cls, params, why) =>
    cls === 'capitalist' &&
    (g.classes.capitalist.capital >= params.cost ||
      no(why, 'capital.short', params.cost, g.classes.capitalist.capital)),
  start(x, cls, params, instance) {
    if (cls !== 'capitalist') return;
    const cost = params.cost;
    if (!spendCapital(x, cost)) return;
    gainMoney(x, 'state', cost);
    gainVp(x, 'capitalist', params.vp, cardIdOf(instance));
    log(x, 'card.privateIsland', { cost });
  },
});
