/**
 * The Crisis & Control COVID-19 cards: Rising COVID-19 Cases, COVID-19 Stimulus Package, COVID-19
 * Vaccine R&D Funding and COVID-19 Vaccination Program (components reference §2.12; rules-decisions §7, §8).
 */

import type { EffectParams } from '../../../data/effect-specs.ts';
import { type BuyOptions, buyGoods, canBuy } from '../../actions/buy-goods.ts';
import { ANY_NUMBER_OF_SOURCES, employedWorkers } from '../../cards/economy/buying.ts';
import { isConsumer, statePays } from '../../cards/economy/shared.ts';
import { applyCardLegitimacy } from '../../cards/legitimacy-icons.ts';
import { cardDone, cardSpec, WORKERS } from '../../cards/state-class/provide-cards.ts';
import { companiesOf, industryOf, isOperational } from '../../companies/companies.ts';
import { type Choice, int } from '../../core/choices.ts';
import { withChanges } from '../../core/copy.ts';
import { log, question, queue, said } from '../../core/flow.ts';
import { no } from '../../core/why.ts';
import { canProvide } from '../../economy/provide.ts';
import { addPublicService, publicServiceLimit } from '../../economy/storage.ts';
import { startTask } from '../../events/tasks.ts';
import type { GameState } from '../../game-state.ts';
import { Rules } from '../../ruleset.ts';
import { statePlays } from '../../seats.ts';
import { populationOf } from '../../workers/workers.ts';

export const covidCardRules = new Rules();

// Rising COVID-19 Cases: free Health from the State up to half the Population (rounded up), then
// Health from any number of sources, up to the Population from each.
const COVID_BUY: BuyOptions = { wares: ['health'], maxSources: ANY_NUMBER_OF_SOURCES };

covidCardRules.effect('rising-covid-cases', {
  can: (g, cls, _params, why) =>
    isConsumer(cls) && (g.publicServices.health > 0 || canBuy(g, cls, COVID_BUY, why)),
  start(x, cls, _params, instance) {
    if (!isConsumer(cls)) return;
    const free = Math.min(Math.ceil(populationOf(x.g, cls) / 2), x.g.publicServices.health);
    if (free > 0) {
      x.g.publicServices.health -= free;
      x.g.classes[cls].goods.health += free;
      log(x, 'card.freeHealth', { card: instance, class: cls, n: free });
    }
    buyGoods(x, cls, withChanges(COVID_BUY, { optional: true }));
  },
});

// COVID-19 Stimulus Package: 2 per own Worker in Public and Capitalist Companies + 4 per own Company.
function stimulus(g: GameState, params: EffectParams<'covid-stimulus'>): number {
  return (
    employedWorkers(g, 'middle', 'public-and-capitalist') * params.perWorker +
    companiesOf(g, 'middle').length * params.perCompany
  );
}

covidCardRules.effect('covid-stimulus', {
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

covidCardRules.effect('vaccine-funding', {
  can: (g, cls, _params, why) =>
    cls === 'capitalist' && (healthCompanies(g) > 0 || no(why, 'health-companies.none')),
  start(x, cls, params, instance) {
    if (cls !== 'capitalist') return;
    const n = healthCompanies(x.g);
    statePays(x, cls, n * params.perCompany, instance);
    applyCardLegitimacy(x, instance, { units: { 'operational-health-companies': n } });
  },
});

// COVID-19 Vaccination Program: buy Health abroad at 5 each, up to the room in the Public Services;
// then provide Health equal to its Population to the Working or the Middle Class.
function healthRoom(g: GameState): number {
  return Math.max(0, publicServiceLimit(g, 'health') - g.publicServices.health);
}

/** Amounts of Health the State may buy abroad and still provide to some class afterwards. */
function vaccineBuys(g: GameState, price: number): number[] {
  const max = Math.min(healthRoom(g), Math.floor(g.treasury / price));
  const out: number[] = [];
  for (let n = max; n >= 0; n--) {
    const ok = WORKERS.some((c) =>
      canProvide(g, c, { goods: { health: populationOf(g, c as 'working') } }, g.treasury - n * price, {
        health: n,
      }),
    );
    if (ok) out.push(n);
  }
  return out;
}

const vaccineBuy = question<{ seat: 'state'; price: number; instance: string }, number>('state.vaccines', {
  choice: int,
  ask(x, s) {
    const amounts = vaccineBuys(x.g, s.price);
    if (amounts.length === 0) return null;
    const options: Array<Choice<number>> = amounts.map((n) =>
      n === 0
        ? { value: n, said: said('option.vaccinesNone'), tone: 'quiet' }
        : {
            value: n,
            said: said('option.vaccines', { n, cost: n * s.price }),
          },
    );
    return {
      seat: s.seat,
      kind: 'state.vaccines',
      said: said('ask.vaccines', { price: s.price, room: healthRoom(x.g), treasury: x.g.treasury }),
      options,
    };
  },
  answer(x, s, n) {
    if (n > 0) {
      x.g.treasury -= n * s.price;
      addPublicService(x.g, 'health', n);
      log(x, 'card.healthAbroad', { n, cost: n * s.price });
    }
    startTask(
      x,
      cardSpec('provide-population-goods', { good: 'health' }, WORKERS, s.instance),
      cardDone(x.g, s.instance),
    );
  },
});

covidCardRules.effect('vaccination-program', {
  can: (g, _cls, params) => statePlays(g) && vaccineBuys(g, params.importPrice).length > 0,
  start(x, _cls, params, instance) {
    queue(x, vaccineBuy({ seat: 'state', price: params.importPrice, instance }));
  },
});
