/**
 * Historical Event parts about Companies: the Capitalist Class handing a Company to the State in
 * place of a Public Company (sold or given), Companies discarded (the State may save them), a
 * Cooperative Farm, a Company built for free, a Public Company bought at half its cost.
 */
import type { ClassId, Industry } from '../../../../data/common.ts';
import { COOPERATIVE_FARM } from '../../../../data/companies.ts';
import { COMPANY_LIMITS } from '../../../../data/tables.ts';
import { buildCooperativeFarm, cooperativeFarmLeft } from '../../../cards/politics/worker-cards.ts';
import { buildCompany, canBuild } from '../../../companies/build-and-sell.ts';
import {
  cardOf,
  companiesOf,
  companyName,
  findCompany,
  isOperational,
  openPublicSlots,
} from '../../../companies/companies.ts';
import { privatize, replacePublicCompany } from '../../../companies/public-sector.ts';
import { type Choice, name, orWord, words } from '../../../core/choices.ts';
import { withChanges } from '../../../core/copy.ts';
import { type Ctx, log, question, queue, said } from '../../../core/flow.ts';
import { canAfford, gainMoney, payTo, spend } from '../../../economy/money.ts';
import type { Company, GameState } from '../../../game-state.ts';
import { changeLegitimacy } from '../../../politics/legitimacy.ts';
import { statePlays } from '../../../seats.ts';
import { assignWorkers } from '../../../workers/assign-workers.ts';
import { afterWorkersMoved } from '../../../workers/worker-checks.ts';
import { emptyCompany } from '../../../workers/workers.ts';
import { historicalEventOf } from '../deck.ts';
import { classOf, type Handlers } from './types.ts';

function availablePublic(g: GameState): Company[] {
  const open = openPublicSlots(g);
  return companiesOf(g, 'state').filter((c) => (c.publicSlot ?? 99) < open);
}

// ---- A Capitalist Company goes to the State, in place of a Public Company (rules-decisions HE7) ----

interface HandOverStep {
  seat: 'capitalist';
  card: string;
  industry?: Industry;
  operationalOnly: boolean;
  /** Which Public Company it replaces: a non-operational one, or one if able. */
  replace: 'non-operational' | 'non-operational-if-able';
  /** The State pays this much for it (a sale). */
  price: number;
  /** The Capitalist Class pays the State this much on top. */
  plusMoney: number;
  /** The Company chosen, once it is. */
  take?: string;
}

function handOverCandidates(g: GameState, s: HandOverStep): Company[] {
  return companiesOf(g, 'capitalist').filter(
    (c) => (!s.industry || cardOf(c).industry === s.industry) && (!s.operationalOnly || isOperational(g, c)),
  );
}

function replaceable(g: GameState, s: HandOverStep): Company[] {
  const open = availablePublic(g);
  const idle = open.filter((c) => !isOperational(g, c));
  return idle.length > 0 || s.replace === 'non-operational' ? idle : open;
}

const handOverPick = question<HandOverStep, string>('he.hand-over', {
  choice: name,
  ask(x, s) {
    if (replaceable(x.g, s).length === 0) return null;
    const options: Array<Choice<string>> = handOverCandidates(x.g, s).map((c) => ({
      value: c.id,
      said: said(isOperational(x.g, c) ? 'option.company' : 'option.notOperational', { company: c.card }),
      short: companyName(c),
    }));
    if (options.length === 0) return null;
    return {
      seat: s.seat,
      kind: 'he.hand-over',
      said:
        s.price > 0
          ? said('ask.heSellToState', { event: s.card, price: s.price })
          : said('ask.heGiveToState', { event: s.card }),
      options,
    };
  },
  answer: (x, s, company) => queue(x, handOverReplace(withChanges(s, { take: company }))),
});

const handOverReplace = question<HandOverStep, string>('he.hand-over.replace', {
  choice: name,
  ask(x, s) {
    const options: Array<Choice<string>> = replaceable(x.g, s).map((c) => ({
      value: c.id,
      said: said(isOperational(x.g, c) ? 'option.replaceOperational' : 'option.replace', { company: c.card }),
      short: companyName(c),
    }));
    if (options.length === 0) return null;
    return {
      seat: s.seat,
      kind: 'he.hand-over.replace',
      said: said('ask.heReplace', { event: s.card }),
      options,
    };
  },
  answer(x, s, replacedId) {
    const taken = findCompany(x.g, s.take as string);
    const replaced = findCompany(x.g, replacedId);
    if (!taken || !replaced) return;
    replacePublicCompany(x, taken, replaced);
    log(x, 'he.joinsPublic', { company: taken.card, replaced: replaced.card });
    if (s.price > 0) {
      payTo(x, 'state', 'capitalist', s.price);
      log(x, 'state.gives', { amount: s.price, to: 'capitalist' });
    }
    if (s.plusMoney > 0) {
      payTo(x, 'capitalist', 'state', s.plusMoney);
      log(x, 'pays', { payer: 'capitalist', amount: s.plusMoney, to: 'state' });
    }
    afterWorkersMoved(x);
  },
});

function handOver(x: Ctx, s: HandOverStep) {
  if (handOverCandidates(x.g, s).length === 0 || replaceable(x.g, s).length === 0) {
    log(x, 'he.noHandOver');
    return;
  }
  queue(x, handOverPick(s));
}

// ---- Discarding Companies ---------------------------------------------------------------------

interface DiscardStep {
  seat: 'capitalist' | 'middle';
  card: string;
  left: number;
  operational: boolean;
  statePrevents: boolean;
}

/** The card's "the State may save it" part, if it has one that applies now. */
function saving(g: GameState, card: string) {
  const step = historicalEventOf(card).effects.find((e) => e.effect === 'prevent-company-discard');
  return step?.effect === 'prevent-company-discard' && statePlays(g) ? step.params : undefined;
}

function saveCost(company: Company, costDivisor: number): number {
  return Math.floor(cardOf(company).cost / costDivisor);
}

const discardPick = question<DiscardStep, string>('he.discard-company', {
  choice: name,
  ask(x, s) {
    if (s.left <= 0) return null;
    const options: Array<Choice<string>> = companiesOf(x.g, s.seat)
      .filter((c) => !s.operational || isOperational(x.g, c))
      .map((c) => ({
        value: c.id,
        said: said('option.discardCompany', { company: c.card }),
        short: companyName(c),
      }));
    if (options.length === 0) return null;
    return {
      seat: s.seat,
      kind: 'he.discard-company',
      said: said(s.operational ? 'ask.heDiscardOperational' : 'ask.heDiscard', { event: s.card }),
      options,
    };
  },
  answer(x, s, companyId) {
    const company = findCompany(x.g, companyId);
    const save = s.statePrevents ? saving(x.g, s.card) : undefined;
    const next = discardPick(withChanges(s, { left: s.left - 1 }));
    if (company && save && canAfford(x.g, 'state', saveCost(company, save.costDivisor)))
      queue(x, stateSaves({ seat: 'state', card: s.card, company: company.id }), next);
    else {
      if (company) discardCompany(x, company);
      queue(x, next);
    }
  },
});

/** The State may pay part of a Company's cost to keep it from being discarded (4 players; rules-decisions HE14). */
const stateSaves = question<{ seat: 'state'; card: string; company: string }, 'save' | 'let-go'>(
  'he.save-company',
  {
    choice: words('save', 'let-go'),
    ask(x, s) {
      const company = findCompany(x.g, s.company);
      const save = saving(x.g, s.card);
      if (!company || !save) return null;
      const cost = saveCost(company, save.costDivisor);
      return {
        seat: s.seat,
        kind: 'he.save-company',
        said: said('ask.heSave', { event: s.card, owner: company.owner as ClassId, company: company.card }),
        options: [
          {
            value: 'save',
            said: said('option.save', { cost, n: save.legitimacy, class: company.owner as ClassId }),
          },
          { value: 'let-go', said: said('option.letGo'), tone: 'quiet' },
        ],
      };
    },
    answer(x, s, chosen) {
      const company = findCompany(x.g, s.company);
      const save = saving(x.g, s.card);
      if (!company) return;
      if (chosen === 'let-go' || !save) {
        discardCompany(x, company);
        return;
      }
      const cost = saveCost(company, save.costDivisor);
      spend(x, 'state', cost);
      log(x, 'he.saves', { cost, company: company.card });
      changeLegitimacy(x, company.owner as ClassId, save.legitimacy);
    },
  },
);

function discardCompany(x: Ctx, company: Company) {
  const g = x.g;
  emptyCompany(g, company.id);
  g.companies.splice(g.companies.indexOf(company), 1);
  if (company.owner === 'capitalist' || company.owner === 'middle')
    g.decks.companies[company.owner].discard.push(company.card);
  log(x, 'he.discards', { owner: company.owner, company: company.card });
  afterWorkersMoved(x);
}

// ---- Buying a Public Company (rules-decisions HE15) ---------------------------------------------

const buyPublic = question<{ seat: 'capitalist'; card: string; costDivisor: number }, string>(
  'he.buy-public',
  {
    choice: orWord('none', name),
    ask(x, s) {
      const g = x.g;
      if (companiesOf(g, 'capitalist').length >= COMPANY_LIMITS.capitalist) return null;
      const options: Array<Choice<string>> = availablePublic(g)
        .filter((c) => canAfford(g, 'capitalist', Math.floor(cardOf(c).cost / s.costDivisor)))
        .map((c) => ({
          value: c.id,
          said: said('option.buyCompany', {
            company: c.card,
            cost: Math.floor(cardOf(c).cost / s.costDivisor),
          }),
          short: companyName(c),
        }));
      if (options.length === 0) return null;
      options.push({ value: 'none', said: said('option.buyNothing'), tone: 'quiet' });
      return {
        seat: s.seat,
        kind: 'he.buy-public',
        said: said('ask.heBuyPublic', { event: s.card }),
        options,
      };
    },
    answer(x, s, chosen) {
      const company = chosen === 'none' ? undefined : findCompany(x.g, chosen);
      if (!company) return;
      const price = Math.floor(cardOf(company).cost / s.costDivisor);
      spend(x, 'capitalist', price);
      gainMoney(x, 'state', price);
      privatize(x.g, company);
      log(x, 'he.buysPublic', { company: company.card, price });
    },
  },
);

export const companyEffects: Handlers = {
  'sell-company-to-state'(x, part) {
    handOver(x, {
      seat: 'capitalist',
      card: part.card,
      industry: part.params.industry,
      operationalOnly: false,
      replace: 'non-operational',
      price: part.params.price,
      plusMoney: 0,
    });
  },
  'give-company-to-state'(x, part) {
    handOver(x, {
      seat: 'capitalist',
      card: part.card,
      operationalOnly: part.params.operationalOnly,
      replace: part.params.removePublic,
      price: 0,
      plusMoney: part.params.plusMoney,
    });
  },
  'discard-company'(x, part) {
    const seat = classOf(part);
    if (seat !== 'capitalist' && seat !== 'middle') throw new Error(`${part.card}: only owners discard`);
    const { count, operational, statePrevents } = part.params;
    queue(x, discardPick({ seat, card: part.card, left: count, operational, statePrevents }));
  },
  // Applied while a Company is being discarded (`discard-company` above).
  'prevent-company-discard'() {},
  'build-cooperative-farm'(x, part) {
    if (!cooperativeFarmLeft(x.g)) {
      log(x, 'he.farmsBuilt');
      return;
    }
    const farm = buildCooperativeFarm(x);
    if (part.params.assignWorkers)
      assignWorkers(x, 'working', {
        companyId: farm.id,
        unemployedOnly: true,
        budget: COOPERATIVE_FARM.slots.length,
      });
  },
  'build-company-free'(x, part) {
    const opts = { payer: 'free' as const, ...(part.params.automated ? {} : { noAutomated: true }) };
    if (canBuild(x.g, 'capitalist', opts)) buildCompany(x, 'capitalist', opts);
    else log(x, 'he.cannotBuild');
  },
  'buy-public-company'(x, part) {
    queue(x, buyPublic({ seat: 'capitalist', card: part.card, costDivisor: part.params.costDivisor }));
  },
};
