/**
 * Action cards about Companies (components reference §2.12): Small Business Grant and Industrialization
 * (the State pays), Land of Opportunity, Investment Opportunities, Growing Business, Business
 * Expansion, Exit Strategy, Technological Progress, Foreign Recruitment, Competitive Wages and
 * Unemployment Initiative Program. Building, selling and assigning use the Basic Actions' steps.
 */

import { GOODS, type Good, type WageLevel } from '../../../data/common.ts';
import type { EffectParams } from '../../../data/effect-specs.ts';
import { COMPONENT_LIMITS, STORAGE } from '../../../data/tables.ts';
import {
  type BuildOptions,
  buildCompany,
  canBuild,
  sellableCompanies,
  sellableWithoutMachinery,
  sellStep,
} from '../../companies/build-and-sell.ts';
import {
  cardOf,
  companiesOf,
  companyName,
  findCompany,
  hasWages,
  industryOf,
  isOperational,
  slotsOf,
  wageAmount,
  workersIn,
} from '../../companies/companies.ts';
import { staffingPlan } from '../../companies/public-sector.ts';
import { type Choice, goodChoice, intIn, name, oneOf, pair, words } from '../../core/choices.ts';
import { withChanges } from '../../core/copy.ts';
import { auto, log, question, queue, said } from '../../core/flow.ts';
import { shuffle } from '../../core/rng.ts';
import { no } from '../../core/why.ts';
import { drawFrom } from '../../draw.ts';
import { canAfford, moneyOf, spend } from '../../economy/money.ts';
import type { Company, GameState } from '../../game-state.ts';
import { revealHidden } from '../../hidden.ts';
import { Rules } from '../../ruleset.ts';
import { inGame } from '../../seats.ts';
import {
  type AssignOptions,
  assignToCompany,
  assignWorkers,
  canAssign,
  canAssignTo,
} from '../../workers/assign-workers.ts';
import { availableCompanies, fillable } from '../../workers/jobs.ts';
import { afterWorkersMoved } from '../../workers/worker-checks.ts';
import { addWorker, isMovable, placeInCompany, type WorkerClass } from '../../workers/workers.ts';
import { actionCardOf, isOwner, type Owner } from './shared.ts';

/** The rules this file defines, listed in the base game (rulesets.ts). */
export const buildingCardRules = new Rules();

// Small Business Grant (the State pays all), Industrialization (the State pays half, rounded down).
function fundedOptions(params: EffectParams<'state-funded-build'>): BuildOptions {
  return {
    payer: params.statePays === 'all' ? 'state-all' : 'state-half',
    industries: params.industries === 'food-or-luxury' ? ['food', 'luxury'] : undefined,
  };
}

buildingCardRules.effect('state-funded-build', {
  can: (g, cls, params, why) => isOwner(cls) && canBuild(g, cls, fundedOptions(params), undefined, why),
  start: (x, cls, params) => {
    if (isOwner(cls)) buildCompany(x, cls, fundedOptions(params));
  },
});

// Land of Opportunity: the Company is run by a skilled Middle Class Worker from the Supply.
const LAND: BuildOptions = { supplyWorker: true };

buildingCardRules.effect('land-of-opportunity', {
  can: (g, cls, _params, why) => cls === 'middle' && canBuild(g, cls, LAND, undefined, why),
  start: (x, cls) => {
    if (cls === 'middle') buildCompany(x, cls, LAND);
  },
});

// Investment Opportunities: from the Market for less, or from the whole deck for more.
const investmentChoice = words('market', 'deck');
type InvestmentMode = 'market' | 'deck';

function investmentModes(
  params: EffectParams<'investment-opportunities'>,
): Array<[InvestmentMode, BuildOptions]> {
  const { discount, searchSurcharge: surcharge } = params;
  return [
    ['market', { discount }],
    ['deck', { fromDeck: true, surcharge }],
  ];
}

buildingCardRules.effect('investment-opportunities', {
  can: (g, cls, params, why) =>
    isOwner(cls) && investmentModes(params).some(([, o]) => canBuild(g, cls, o, undefined, why)),
  start(x, cls, params, instance) {
    if (isOwner(cls)) queue(x, investmentMode({ seat: cls, instance, params }));
  },
});

const investmentMode = question<
  { seat: Owner; instance: string; params: EffectParams<'investment-opportunities'> },
  InvestmentMode
>('econ.investment-mode', {
  choice: investmentChoice,
  ask(x, s) {
    const options: Array<Choice<InvestmentMode>> = investmentModes(s.params)
      .filter(([, o]) => canBuild(x.g, s.seat, o))
      .map(([value]) => ({
        value,
        said: said(`option.invest.${value}`, {
          n: value === 'market' ? s.params.discount : s.params.searchSurcharge,
        }),
      }));
    if (options.length === 0) return null;
    return {
      seat: s.seat,
      kind: 'econ.investment-mode',
      said: said('ask.investmentMode', { actionCard: actionCardOf(s.instance) }),
      options,
    };
  },
  answer(x, s, chosen) {
    const mode = investmentModes(s.params).find(([m]) => m === chosen);
    if (!mode) return;
    if (chosen === 'deck') {
      // The searcher sees the whole face-down deck: a reveal, though no card is drawn yet.
      revealHidden(x);
      log(x, 'card.searchesDeck', { class: s.seat });
      queue(x, reshuffleCompanies({ seat: s.seat }));
    }
    buildCompany(x, s.seat, mode[1]);
  },
});

/** After a search the Company deck is shuffled (docs/rules-decisions.md §7). */
const reshuffleCompanies = auto<{ seat: Owner }>('econ.reshuffle-companies', (x, s) => {
  shuffle(x.g.rng, x.g.decks.companies[s.seat].draw);
});

// Growing Business: a free Storage tile, then an optional build, cheaper in that resource.
function tileChoices(g: GameState): Good[] {
  const tiles = g.classes.capitalist.tiles.length + g.classes.middle.tiles.length;
  if (tiles >= COMPONENT_LIMITS.storageTiles) return [];
  return GOODS.filter((good) => !g.classes.middle.tiles.includes(good));
}

// With no Storage tile to take, the card is still played for its build (rules-decisions 7.2: a card
// with two parts is playable when either part has a legal choice), at full price.
buildingCardRules.effect('growing-business', {
  can: (g, cls, _params, why) =>
    cls === 'middle' && (tileChoices(g).length > 0 || canBuild(g, cls, {}, undefined, why)),
  start(x, cls, params, instance) {
    if (cls !== 'middle') return;
    if (tileChoices(x.g).length > 0)
      queue(x, growingTile({ seat: 'middle', instance, discount: params.discount }));
    else buildCompany(x, 'middle', { optional: true });
  },
});

const growingTile = question<{ seat: 'middle'; instance: string; discount: number }, Good>(
  'econ.growing-tile',
  {
    choice: goodChoice,
    ask(x, s) {
      const options: Array<Choice<Good>> = tileChoices(x.g).map((good) => ({
        value: good,
        said: said('option.growingTile', { good, n: STORAGE.tile[good], discount: s.discount }),
      }));
      if (options.length === 0) return null;
      return {
        seat: s.seat,
        kind: 'econ.growing-tile',
        said: said('ask.growingTile', { actionCard: actionCardOf(s.instance) }),
        options,
      };
    },
    answer(x, s, good) {
      x.g.classes.middle.tiles.push(good);
      log(x, 'card.freeStorage', { good });
      buildCompany(x, 'middle', { discount: s.discount, discountIndustry: good, optional: true });
    },
  },
);

// Business Expansion: build up to 2 Companies, then as many new Companies join the Market.
buildingCardRules.effect('business-expansion', {
  can: (g, cls, _params, why) => cls === 'capitalist' && canBuild(g, cls, {}, undefined, why),
  start(x, cls, params, instance) {
    if (cls !== 'capitalist') return;
    const builds = params.build;
    queue(x, expansionDone({ instance, before: companiesOf(x.g, 'capitalist').length }));
    for (let i = builds - 1; i >= 1; i--) buildCompany(x, cls, { optional: true });
    buildCompany(x, cls);
  },
});

const expansionDone = auto<{ instance: string; before: number }>('econ.expansion-done', (x, s) => {
  const g = x.g;
  const built = Math.max(0, companiesOf(g, 'capitalist').length - s.before);
  let added = 0;
  for (let i = 0; i < built; i++) {
    const card = drawFrom(g, g.decks.companies.capitalist);
    if (!card) break;
    g.classes.capitalist.market.push(card);
    added++;
  }
  if (added > 0) log(x, 'card.marketRefilled', { card: s.instance, count: added });
});

// Exit Strategy: sell a Company without a Machinery icon and not automated for twice its cost.
buildingCardRules.effect('exit-strategy', {
  can: (g, cls, _params, why) =>
    cls === 'capitalist' &&
    (sellableCompanies(g, cls).some(sellableWithoutMachinery) || no(why, 'exit.none')),
  start(x, cls, params) {
    if (cls === 'capitalist') queue(x, sellStep({ seat: cls, factor: params.multiplier, noMachinery: true }));
  },
});

// Technological Progress: 20 for one Machinery token, 45 for two, on Companies with the icon.
function machineryTargets(g: GameState): Company[] {
  return companiesOf(g, 'capitalist').filter((c) => {
    const card = cardOf(c);
    return card.owner === 'capitalist' && card.machinery !== undefined && !c.machinery;
  });
}

function machineryLeft(g: GameState): number {
  return COMPONENT_LIMITS.machinery - g.companies.filter((c) => c.machinery).length;
}

/** How many Machinery tokens Technological Progress buys. */
type MachineryCount = 1 | 2;

function machineryOffers(
  g: GameState,
  params: EffectParams<'technological-progress'>,
): Array<[MachineryCount, number]> {
  const most = Math.min(machineryTargets(g).length, machineryLeft(g));
  const offers: Array<[MachineryCount, number]> = [
    [1, params.oneCost],
    [2, params.twoCost],
  ];
  return offers.filter(([n, cost]) => n <= most && canAfford(g, 'capitalist', cost));
}

buildingCardRules.effect('technological-progress', {
  can: (g, cls, params, why) =>
    cls === 'capitalist' &&
    (machineryOffers(g, params).length > 0 ||
      (why !== undefined &&
        no(
          why,
          'machinery.none',
          Math.min(machineryTargets(g).length, machineryLeft(g)),
          params.oneCost,
          moneyOf(g, 'capitalist'),
        ))),
  start(x, cls, params, instance) {
    if (cls === 'capitalist') queue(x, machineryBuy({ seat: 'capitalist', instance, params }));
  },
});

const machineryBuy = question<
  { seat: 'capitalist'; instance: string; params: EffectParams<'technological-progress'> },
  MachineryCount
>('econ.machinery-buy', {
  choice: intIn(1, 2),
  ask(x, s) {
    const options: Array<Choice<MachineryCount>> = machineryOffers(x.g, s.params).map(([n, cost]) => ({
      value: n,
      said: said('option.machinery', { count: n, cost }),
    }));
    if (options.length === 0) return null;
    return {
      seat: s.seat,
      kind: 'econ.machinery-buy',
      said: said('ask.machineryBuy', { actionCard: actionCardOf(s.instance) }),
      options,
    };
  },
  answer(x, s, count) {
    const offer = machineryOffers(x.g, s.params).find(([n]) => n === count);
    if (!offer) return;
    spend(x, 'capitalist', offer[1]);
    log(x, 'card.machineryBought', { cost: offer[1], count: offer[0] });
    queue(x, machineryPlace({ seat: 'capitalist', left: offer[0] }));
  },
});

const machineryPlace = question<{ seat: 'capitalist'; left: number }, string>('econ.machinery-place', {
  choice: name,
  ask(x, s) {
    if (s.left <= 0 || machineryLeft(x.g) <= 0) return null;
    const options: Array<Choice<string>> = machineryTargets(x.g).map((c) => ({
      value: c.id,
      said: said('option.machineryOutput', {
        company: c.card,
        n: (cardOf(c) as { machinery?: number }).machinery ?? 0,
      }),
      short: companyName(c),
    }));
    if (options.length === 0) return null;
    return {
      seat: s.seat,
      kind: 'econ.machinery-place',
      said: said('ask.machineryPlace'),
      options,
    };
  },
  answer(x, s, companyId) {
    const company = findCompany(x.g, companyId);
    if (!company) return;
    company.machinery = true;
    log(x, 'card.machineryPlaced', { company: company.card });
    queue(x, machineryPlace(withChanges(s, { left: s.left - 1 })));
  },
});

/** A Company and the class whose Workers fill it, written `c12:working`. */
const companyAndWorkers = pair(name, ':', oneOf<WorkerClass>(['working', 'middle']));

// Foreign Recruitment: pay 10, fill an own empty Company with matching Workers from the Supply.
function recruitChoices(g: GameState): Array<[Company, WorkerClass]> {
  const out: Array<[Company, WorkerClass]> = [];
  for (const company of companiesOf(g, 'capitalist')) {
    const slots = slotsOf(cardOf(company));
    if (slots.length === 0 || workersIn(g, company.id).length > 0) continue;
    for (const cls of ['working', 'middle'] as const) {
      if (!inGame(g, cls) || g.supply[cls] < slots.length) continue;
      if (slots.every((sl) => sl.classes.includes(cls))) out.push([company, cls]);
    }
  }
  return out;
}

buildingCardRules.effect('foreign-recruitment', {
  can: (g, cls, params, why) =>
    cls === 'capitalist' &&
    canAfford(g, cls, params.cost, why) &&
    (recruitChoices(g).length > 0 || no(why, 'recruit.none')),
  start(x, cls, params, instance) {
    if (cls === 'capitalist') queue(x, recruit({ seat: 'capitalist', instance, cost: params.cost }));
  },
});

const recruit = question<{ seat: 'capitalist'; instance: string; cost: number }, [string, WorkerClass]>(
  'econ.recruit',
  {
    choice: companyAndWorkers,
    ask(x, s) {
      const options: Array<Choice<[string, WorkerClass]>> = recruitChoices(x.g).map(([c, cls]) => ({
        value: [c.id, cls],
        said: said('option.recruit', { company: c.card, count: slotsOf(cardOf(c)).length, class: cls }),
      }));
      if (options.length === 0) return null;
      return {
        seat: s.seat,
        kind: 'econ.recruit',
        said: said('ask.recruit', { actionCard: actionCardOf(s.instance), cost: s.cost }),
        options,
      };
    },
    answer(x, s, [companyId, cls]) {
      const company = findCompany(x.g, companyId);
      if (!company || !spend(x, 'capitalist', s.cost)) return;
      for (const slot of slotsOf(cardOf(company))) {
        const worker = addWorker(x.g, cls, slot.skill);
        if (worker) placeInCompany(worker, company.id, slot.index, true);
      }
      log(x, 'card.recruitAbroad', { cost: s.cost, class: cls, company: company.card });
      afterWorkersMoved(x);
    },
  },
);

// Competitive Wages: an own empty Company goes to L3 and takes the Workers of an operational
// Public Company of its industry with as many Workers as it has slots.
function wagePairs(g: GameState): Array<[Company, Company]> {
  const publics = availableCompanies(g).filter((c) => c.owner === 'state' && isOperational(g, c));
  const out: Array<[Company, Company]> = [];
  for (const own of companiesOf(g, 'capitalist')) {
    if (!hasWages(own) || workersIn(g, own.id).length > 0) continue;
    const slots = slotsOf(cardOf(own));
    for (const pub of publics) {
      if (industryOf(pub) !== industryOf(own)) continue;
      const workers = workersIn(g, pub.id);
      if (workers.length !== slots.length || !workers.every((w) => isMovable(g, w))) continue;
      if (fillable(slots, workers)) out.push([own, pub]);
    }
  }
  return out;
}

buildingCardRules.effect('competitive-wages', {
  can: (g, cls, _params, why) =>
    cls === 'capitalist' && (wagePairs(g).length > 0 || no(why, 'competitive-wages.none')),
  start(x, cls, params, instance) {
    if (cls === 'capitalist')
      queue(x, competitiveWages({ seat: 'capitalist', instance, level: params.wageLevel }));
  },
});

/** An own Company and the Public Company whose Workers it takes, written `c12:c7`. */
const ownAndPublic = pair(name, ':', name);

const competitiveWages = question<
  { seat: 'capitalist'; instance: string; level: WageLevel },
  [string, string]
>('econ.competitive-wages', {
  choice: ownAndPublic,
  ask(x, s) {
    const options: Array<Choice<[string, string]>> = wagePairs(x.g).map(([own, pub]) => ({
      value: [own.id, pub.id],
      said: said('option.competitiveWages', {
        company: own.card,
        level: s.level,
        wage: wageAmount(own, s.level),
        fromCompany: pub.card,
      }),
    }));
    if (options.length === 0) return null;
    return {
      seat: s.seat,
      kind: 'econ.competitive-wages',
      said: said('ask.competitiveWages', { actionCard: actionCardOf(s.instance) }),
      options,
    };
  },
  answer(x, s, [ownId, pubId]) {
    const own = findCompany(x.g, ownId);
    const pub = findCompany(x.g, pubId);
    if (!own || !pub) return;
    own.wage = s.level;
    const plan = staffingPlan(x.g, own, workersIn(x.g, pub.id));
    if (!plan) return;
    for (const [worker, slot] of plan) placeInCompany(worker, own.id, slot, true);
    log(x, 'card.workersMoved', { company: own.card, level: s.level, fromCompany: pub.card });
    afterWorkersMoved(x);
  },
});

// Unemployment Initiative Program: unemployed Workers to own Companies, the State pays per Worker.
function initiativeOptions(
  cls: Owner | 'state',
  params: EffectParams<'unemployment-initiative'>,
  workers: WorkerClass,
): AssignOptions {
  const per = params.perWorker;
  return {
    workers,
    unemployedOnly: true,
    owners: [cls],
    budget: params.maxWorkers,
    payPerWorker: per > 0 && cls !== 'state' ? { payer: 'state', amount: per, to: cls } : undefined,
  };
}

type Initiator = Owner | 'state';

function isInitiator(cls: string): cls is Initiator {
  return cls === 'capitalist' || cls === 'middle' || cls === 'state';
}

/** One non-operational own Company and the class whose unemployed Workers fill it. */
function initiativeChoices(
  g: GameState,
  cls: Initiator,
  params: EffectParams<'unemployment-initiative'>,
  atMost = Number.POSITIVE_INFINITY,
): Array<[Company, WorkerClass]> {
  const owned =
    cls === 'state' ? availableCompanies(g).filter((c) => c.owner === 'state') : companiesOf(g, cls);
  const classes: WorkerClass[] = params.workers === 'working' ? ['working'] : ['working', 'middle'];
  const out: Array<[Company, WorkerClass]> = [];
  for (const company of owned) {
    if (isOperational(g, company)) continue;
    for (const w of classes) {
      if (canAssignTo(g, cls, initiativeOptions(cls, params, w), company.id)) out.push([company, w]);
      if (out.length >= atMost) return out;
    }
  }
  return out;
}

buildingCardRules.effect('unemployment-initiative', {
  can(g, cls, params, why) {
    if (!isInitiator(cls)) return false;
    if (params.target === 'own-companies') {
      return cls !== 'state' && canAssign(g, cls, initiativeOptions(cls, params, 'working'), why);
    }
    return initiativeChoices(g, cls, params, 1).length > 0 || no(why, 'initiative.none');
  },
  start(x, cls, params, instance) {
    if (!isInitiator(cls)) return;
    if (params.target === 'own-companies') {
      assignWorkers(x, cls, initiativeOptions(cls, params, 'working'));
      return;
    }
    queue(x, initiative({ seat: cls, instance, params }));
  },
});

const initiative = question<
  { seat: Initiator; instance: string; params: EffectParams<'unemployment-initiative'> },
  [string, WorkerClass]
>('econ.initiative', {
  choice: companyAndWorkers,
  ask(x, s) {
    const options: Array<Choice<[string, WorkerClass]>> = initiativeChoices(x.g, s.seat, s.params).map(
      ([c, w]) => ({
        value: [c.id, w],
        said: said('option.initiative', { company: c.card, class: w }),
      }),
    );
    if (options.length === 0) return null;
    return {
      seat: s.seat,
      kind: 'econ.initiative',
      said: said('ask.initiative', { actionCard: actionCardOf(s.instance) }),
      options,
    };
  },
  answer(x, s, [companyId, w]) {
    assignToCompany(x, s.seat, initiativeOptions(s.seat, s.params, w), companyId);
  },
});
