/**
 * Action cards that buy Goods & Services (components reference §2.12): Healthcare Benefits and State
 * Scholarship (half price from the State), Boost Domestic Tourism, Unemployment Benefits,
 * Supplemental Income Program, Rising COVID-19 Cases, Import Subsidy, Personal Consumption, the
 * Working Class Extra Shift / Middle Class Public Sector Overtime, and New Theme Park. Every
 * purchase goes through the Buy Goods & Services steps (actions/buy-goods.ts).
 */

import type { ClassId } from '../../../data/common.ts';
import type { EffectParams } from '../../../data/effect-specs.ts';
import { INDUSTRY_RESOURCE } from '../../../data/names.ts';
import { type BuyOptions, buyGoods, canBuy } from '../../actions/buy-goods.ts';
import { raiseProsperity } from '../../actions/use-goods.ts';
import { cardOf, companyName, findCompany, isOperational, wageAmount } from '../../companies/companies.ts';
import { type Choice, name, oneOf, words } from '../../core/choices.ts';
import { withChanges } from '../../core/copy.ts';
import { auto, log, question, queue, said } from '../../core/flow.ts';
import { no } from '../../core/why.ts';
import { cardIdOf } from '../../draw.ts';
import { SELLERS, type Seller } from '../../economy/market.ts';
import { canAfford, spend } from '../../economy/money.ts';
import { produce } from '../../economy/produce.ts';
import { canProvide, provide } from '../../economy/provide.ts';
import type { Company, GameState } from '../../game-state.ts';
import { Rules } from '../../ruleset.ts';
import { inGame } from '../../seats.ts';
import { availableCompanies } from '../../workers/jobs.ts';
import { populationOf, unemployedOf } from '../../workers/workers.ts';
import { applyCardLegitimacy } from '../legitimacy-icons.ts';
import { actionCardOf, type Consumer, isConsumer, statePays } from './shared.ts';

/** The rules this file defines, listed in the base game (rulesets.ts). */
export const buyingCardRules = new Rules();

/** Every source at once: "from any number of sources". */
export const ANY_NUMBER_OF_SOURCES = SELLERS.length;

// Healthcare Benefits, State Scholarship: from the State only, half the total price rounded up.
function halfPriceOptions(params: EffectParams<'buy-from-state-half-price'>): BuyOptions {
  return { wares: [params.good], sellers: ['state'], maxSources: 1, halfPrice: true };
}

buyingCardRules.effect('buy-from-state-half-price', {
  can: (g, cls, params, why) => isConsumer(cls) && canBuy(g, cls, halfPriceOptions(params), why),
  start: (x, cls, params) => {
    if (isConsumer(cls)) buyGoods(x, cls, halfPriceOptions(params));
  },
});

// Boost Domestic Tourism: Luxury from one other player; the buyer pays half (rounded up), the
// State pays the seller the rest. The State is not one of the sellers (docs/rules-decisions.md §7).
function tourismOptions(cls: Consumer, params: EffectParams<'boost-domestic-tourism'>): BuyOptions {
  const sellers: Seller[] = (['capitalist', 'middle'] as const).filter((s) => s !== cls);
  return {
    wares: [params.good],
    sellers,
    maxSources: 1,
    halfPrice: true,
    stateTopUp: true,
  };
}

buyingCardRules.effect('boost-domestic-tourism', {
  can: (g, cls, params, why) => isConsumer(cls) && canBuy(g, cls, tourismOptions(cls, params), why),
  start: (x, cls, params) => {
    if (isConsumer(cls)) buyGoods(x, cls, tourismOptions(cls, params));
  },
});

// Unemployment Benefits: 5 per unemployed Worker from the State, then an optional purchase from it.
const FROM_STATE: BuyOptions = { sellers: ['state'], maxSources: 1 };

buyingCardRules.effect('unemployment-benefits', {
  can: (g, cls, _params, why) =>
    isConsumer(cls) && (unemployedOf(g, cls).length > 0 || canBuy(g, cls, FROM_STATE, why)),
  start(x, cls, params, instance) {
    if (!isConsumer(cls)) return;
    const unemployed = unemployedOf(x.g, cls).length;
    statePays(x, cls, unemployed * params.perUnemployed, instance);
    applyCardLegitimacy(x, instance, { units: { 'unemployed-workers': unemployed } });
    buyGoods(x, cls, withChanges(FROM_STATE, { optional: true }));
  },
});

// Supplemental Income Program: the class's employed Workers (in every Company, or only in Public
// and Capitalist Companies). The State's version provides the money instead of paying it.
type SupplementalIncome = EffectParams<'supplemental-income'>;

export function employedWorkers(
  g: GameState,
  cls: Consumer,
  workplaces: SupplementalIncome['workplaces'],
): number {
  let n = 0;
  for (const w of g.workers) {
    if (w.cls !== cls || w.at !== 'company') continue;
    if (workplaces === 'public-and-capitalist') {
      const company = findCompany(g, w.company as string);
      if (!company || (company.owner !== 'state' && company.owner !== 'capitalist')) continue;
    }
    n++;
  }
  return n;
}

function provideTargets(g: GameState, params: SupplementalIncome): Consumer[] {
  return (['working', 'middle'] as const).filter((c) => {
    if (!inGame(g, c)) return false;
    const amount = employedWorkers(g, c, params.workplaces) * params.perWorker;
    return amount > 0 && canProvide(g, c, { money: amount });
  });
}

buyingCardRules.effect('supplemental-income', {
  can(g, cls, params, why) {
    if (params.provide) return cls === 'state' && provideTargets(g, params).length > 0;
    if (!isConsumer(cls)) return false;
    return employedWorkers(g, cls, params.workplaces) > 0 || (params.thenBuy && canBuy(g, cls, {}, why));
  },
  start(x, cls, params, instance) {
    if (params.provide) {
      queue(x, provideIncome({ seat: 'state', instance, params }));
      return;
    }
    if (!isConsumer(cls)) return;
    const employed = employedWorkers(x.g, cls, params.workplaces);
    statePays(x, cls, employed * params.perWorker, instance);
    applyCardLegitimacy(x, instance, { units: { 'employed-workers': employed } });
    if (params.thenBuy) buyGoods(x, cls, { optional: true });
  },
});

const provideIncome = question<{ seat: ClassId; instance: string; params: SupplementalIncome }, Consumer>(
  'econ.provide-income',
  {
    choice: oneOf<Consumer>(['working', 'middle']),
    ask(x, s) {
      const options: Array<Choice<Consumer>> = provideTargets(x.g, s.params).map((c) => {
        const amount = employedWorkers(x.g, c, s.params.workplaces) * s.params.perWorker;
        return {
          value: c,
          said: said('option.provide', { n: amount, class: c }),
        };
      });
      if (options.length === 0) return null;
      return {
        seat: s.seat,
        kind: 'econ.provide-income',
        said: said('ask.provideIncome', { actionCard: actionCardOf(s.instance), n: s.params.perWorker }),
        options,
      };
    },
    answer(x, s, cls) {
      const amount = employedWorkers(x.g, cls, s.params.workplaces) * s.params.perWorker;
      provide(x, cls, { money: amount });
      applyCardLegitimacy(x, s.instance, { target: cls, units: { money: amount } });
    },
  },
);

// Import Subsidy: Food or Luxury from the Foreign Market without tariffs; the Legitimacy icon
// counts the items bought, so it is applied once the purchase is done.
const IMPORT: BuyOptions = { wares: ['food', 'luxury'], sellers: ['foreign'], maxSources: 1, noTariff: true };

function foodAndLuxury(g: GameState, cls: Consumer): number {
  return g.classes[cls].goods.food + g.classes[cls].goods.luxury;
}

const afterImport = auto<{ cls: Consumer; instance: string; before: number }>('econ.import-done', (x, s) => {
  const bought = foodAndLuxury(x.g, s.cls) - s.before;
  applyCardLegitimacy(x, s.instance, { units: { goods: bought } });
});

buyingCardRules.effect('import-subsidy', {
  can: (g, cls, _params, why) => isConsumer(cls) && canBuy(g, cls, IMPORT, why),
  start(x, cls, _params, instance) {
    if (!isConsumer(cls)) return;
    queue(x, afterImport({ cls, instance, before: foodAndLuxury(x.g, cls) }));
    buyGoods(x, cls, IMPORT);
  },
});

// Personal Consumption: one good from any number of sources, or up to 2× Population from one.
type ConsumptionMode = 'many' | 'one';

function consumptionModes(
  params: EffectParams<'personal-consumption'>,
): Array<[ConsumptionMode, BuyOptions]> {
  const factor = params.singleSourceMultiplier;
  return [
    ['many', { maxSources: ANY_NUMBER_OF_SOURCES }],
    ['one', { maxSources: 1, perSourceFactor: factor }],
  ];
}

buyingCardRules.effect('personal-consumption', {
  can: (g, cls, _params, why) =>
    isConsumer(cls) && canBuy(g, cls, { maxSources: ANY_NUMBER_OF_SOURCES }, why),
  start(x, cls, params, instance) {
    if (isConsumer(cls)) queue(x, consumptionMode({ seat: cls, instance, params }));
  },
});

const consumptionMode = question<
  { seat: Consumer; instance: string; params: EffectParams<'personal-consumption'> },
  ConsumptionMode
>('econ.consumption-mode', {
  choice: words('many', 'one'),
  ask(x, s) {
    const options: Array<Choice<ConsumptionMode>> = consumptionModes(s.params)
      .filter(([, opts]) => canBuy(x.g, s.seat, opts))
      .map(([value]) => ({
        value,
        said: said(`option.consume.${value}`, { n: s.params.singleSourceMultiplier }),
      }));
    if (options.length === 0) return null;
    return {
      seat: s.seat,
      kind: 'econ.consumption-mode',
      said: said('ask.consumptionMode', { actionCard: actionCardOf(s.instance) }),
      options,
    };
  },
  answer(x, s, chosen) {
    const mode = consumptionModes(s.params).find(([m]) => m === chosen);
    if (mode) buyGoods(x, s.seat, mode[1]);
  },
});

// Working Class Extra Shift / Middle Class Public Sector Overtime: an operational Public Company
// produces again, the State paying its Wages; then its service may be bought from the State. A
// struck Company cannot produce by a card (components reference §3.1 FAQ).
export function publicShiftTargets(g: GameState): Company[] {
  return availableCompanies(g).filter((c) => c.owner === 'state' && !c.strike && isOperational(g, c));
}

buyingCardRules.effect('public-sector-overtime', {
  can: (g, cls, _params, why) =>
    isConsumer(cls) && (publicShiftTargets(g).length > 0 || no(why, 'public-shift.none')),
  start(x, cls, _params, instance) {
    if (isConsumer(cls)) queue(x, publicShift({ seat: cls, instance }));
  },
});

const publicShift = question<{ seat: Consumer; instance: string }, string>('econ.public-shift', {
  choice: name,
  ask(x, s) {
    const options: Array<Choice<string>> = publicShiftTargets(x.g).map((c) => ({
      value: c.id,
      said: said('option.makes', {
        company: c.card,
        n: cardOf(c).output,
        good: INDUSTRY_RESOURCE[cardOf(c).industry],
        wage: wageAmount(c),
      }),
      short: companyName(c),
    }));
    if (options.length === 0) return null;
    return {
      seat: s.seat,
      kind: 'econ.public-shift',
      said: said('ask.publicShift', { actionCard: actionCardOf(s.instance) }),
      options,
    };
  },
  answer(x, s, companyId) {
    const company = findCompany(x.g, companyId);
    if (!company) return;
    const result = produce(x, company);
    log(x, 'card.publicExtraShift', {
      company: company.card,
      wage: result.wage,
      kept: result.kept,
      good: INDUSTRY_RESOURCE[cardOf(company).industry],
    });
    const service = INDUSTRY_RESOURCE[cardOf(company).industry];
    buyGoods(x, s.seat, { wares: [service], sellers: ['state'], maxSources: 1, optional: true });
  },
});

// New Theme Park: pay 6 per Population value for 1 Prosperity.
function themeParkCost(g: GameState, cls: Consumer, params: EffectParams<'buy-prosperity'>): number {
  return params.perPopulation * populationOf(g, cls);
}

buyingCardRules.effect('buy-prosperity', {
  can: (g, cls, params, why) => isConsumer(cls) && canAfford(g, cls, themeParkCost(g, cls, params), why),
  start(x, cls, params, instance) {
    if (!isConsumer(cls)) return;
    const cost = themeParkCost(x.g, cls, params);
    spend(x, cls, cost);
    log(x, 'card.classPays', { card: instance, class: cls, cost });
    for (let i = 0; i < params.prosperity; i++) raiseProsperity(x, cls, cardIdOf(instance));
  },
});
