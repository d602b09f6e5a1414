/**
 * State Action cards about money (components reference §2.12, State Action deck): Employment Support
 * Scheme, Growth in Tourism, Construction Boom, Geopolitical Support, Foreign Investment Program,
 * Quantitative Easing, Foreign Students and Medical Tourism.
 */

import { VOTING_CLASSES, type VotingClass } from '../../../data/common.ts';
import type { EffectParams } from '../../../data/effect-specs.ts';
import { type Choice, int } from '../../core/choices.ts';
import { list, log, question, queue, said } from '../../core/flow.ts';
import { no } from '../../core/why.ts';
import { welfarePrice } from '../../economy/market.ts';
import { gainMoney, loansOf, spend } from '../../economy/money.ts';
import type { GameState } from '../../game-state.ts';
import { Rules } from '../../ruleset.ts';
import { inGame, statePlays } from '../../seats.ts';
import { applyCardLegitimacy } from '../legitimacy-icons.ts';

/** The rules this file defines, listed in the base game (rulesets.ts). */
export const treasuryCardRules = new Rules();

/** A card's flags `working` / `middle` / `capitalist`: whom it gives money to. */
type ClassFlags = Pick<EffectParams<'state-gives-money' | 'everyone-gains'>, VotingClass>;

/** The classes a card flags with `working` / `middle` / `capitalist: true` that are in the game. */
function flagged(g: GameState, params: ClassFlags) {
  return VOTING_CLASSES.filter((c) => params[c] && inGame(g, c));
}

// Employment Support Scheme: the State gives 15 to the Working and the Middle Class (from the Treasury).
treasuryCardRules.effect('state-gives-money', {
  can: (g, _cls, params, why) =>
    statePlays(g) &&
    (g.treasury >= params.amount * flagged(g, params).length ||
      (why !== undefined &&
        no(why, 'treasury.short', params.amount * flagged(g, params).length, g.treasury))),
  start(x, _cls, params, instance) {
    const amount = params.amount;
    for (const cls of flagged(x.g, params)) {
      spend(x, 'state', amount);
      gainMoney(x, cls, amount);
      log(x, 'state.gives', { amount, to: cls });
    }
    applyCardLegitimacy(x, instance);
  },
});

// Growth in Tourism, Construction Boom: the State and the flagged classes each gain 15 from the bank.
treasuryCardRules.effect('everyone-gains', {
  can: (g) => statePlays(g),
  start(x, _cls, params, instance) {
    const amount = params.amount;
    const who = ['state' as const, ...flagged(x.g, params)];
    for (const cls of who) gainMoney(x, cls, amount);
    log(x, 'card.eachGain', {
      who: list(
        who.map((c, i) => said(i === 0 ? 'class.The' : 'class.the', { class: c })),
        'comma',
      ),
      amount,
    });
    applyCardLegitimacy(x, instance);
  },
});

// Geopolitical Support: 15 / 30 / 45 by the Foreign Trade Policy (6A / 6B / 6C).
treasuryCardRules.effect('geopolitical-support', {
  can: (g) => statePlays(g),
  start(x, _cls, params, instance) {
    const section = x.g.policies[6];
    const amount = { A: params.atA, B: params.atB, C: params.atC }[section];
    gainMoney(x, 'state', amount);
    log(x, 'card.geopolitical', { amount, section });
    applyCardLegitimacy(x, instance);
  },
});

// Foreign Investment Program: spend 2 Personal Influence to gain 40.
treasuryCardRules.effect('foreign-investment', {
  can: (g, _cls, params, why) =>
    statePlays(g) &&
    (g.classes.state.influence >= params.influence ||
      no(why, 'influence.short', params.influence, g.classes.state.influence)),
  start(x, _cls, params, instance) {
    const influence = params.influence;
    const money = params.money;
    x.g.classes.state.influence -= influence;
    gainMoney(x, 'state', money);
    log(x, 'card.foreignInvestment', { influence, money });
    applyCardLegitimacy(x, instance);
  },
});

// Quantitative Easing: gain 25, or 35 if the State has a Loan.
treasuryCardRules.effect('quantitative-easing', {
  can: (g) => statePlays(g),
  start(x, _cls, params, instance) {
    const amount = loansOf(x.g, 'state') > 0 ? params.withLoan : params.amount;
    gainMoney(x, 'state', amount);
    log(x, 'card.easing', { amount });
    applyCardLegitimacy(x, instance);
  },
});

// Foreign Students, Medical Tourism: sell up to 8 Education / Health from the Public Services to the
// Foreign Market at the State's own current price for it (docs/rules-decisions.md U10, U11).
type ForeignSale = EffectParams<'state-foreign-sale'>;
type Service = ForeignSale['good'];

function foreignSaleMax(g: GameState, params: ForeignSale): number {
  if (g.roundFlags.foreignMarketClosed) return 0;
  return Math.min(params.max, g.publicServices[params.good]);
}

const foreignSale = question<{ seat: 'state'; good: Service; max: number; instance: string }, number>(
  'state.foreign-sale',
  {
    choice: int,
    ask(x, s) {
      const max = Math.min(s.max, x.g.publicServices[s.good]);
      if (max < 1) return null;
      const price = welfarePrice(x.g, s.good);
      const options: Array<Choice<number>> = [];
      for (let n = max; n >= 1; n--)
        options.push({
          value: n,
          said: said('option.sellFor', { n, good: s.good, cost: n * price }),
        });
      return {
        seat: s.seat,
        kind: 'state.foreign-sale',
        said: said('ask.foreignSale', { good: s.good, price }),
        options,
      };
    },
    answer(x, s, n) {
      const price = welfarePrice(x.g, s.good);
      x.g.publicServices[s.good] -= n;
      gainMoney(x, 'state', n * price);
      log(x, 'state.sellsAbroad', { n, good: s.good, price: n * price });
      applyCardLegitimacy(x, s.instance);
    },
  },
);

treasuryCardRules.effect('state-foreign-sale', {
  can: (g, _cls, params, why) =>
    statePlays(g) &&
    (foreignSaleMax(g, params) >= 1 ||
      no(
        why,
        g.roundFlags.foreignMarketClosed ? 'sell-foreign.closed' : 'public-services.none',
        params.good,
      )),
  start(x, _cls, params, instance) {
    queue(x, foreignSale({ seat: 'state', good: params.good, max: params.max, instance }));
  },
});
