/**
 * The Preparation phase (rulebook, each class's "Preparation Phase"), skipped in round 1.
 * The Capitalist Class's new Business Deals and Export card come first ("before the other Classes
 * get new Workers"); then each class in player order pays interest and does its own steps.
 */
import { type ClassId, INDUSTRIES, type Industry } from '../../data/common.ts';
import { companyById } from '../../data/companies.ts';
import { IMMIGRATION_CARDS } from '../../data/decks.ts';
import { FOREIGN_TRADE, GAME, IMMIGRATION, LOANS, PROSPERITY_DROP } from '../../data/tables.ts';
import { automaAtPreparation } from '../automa/phases.ts';
import { isAutoma } from '../automa/seats.ts';
import { type Choice, industryChoice, name, orWord } from '../core/choices.ts';
import { auto, type Ctx, log, question, queue, said } from '../core/flow.ts';
import { drawActionCards, drawFrom } from '../draw.ts';
import { payMandatory } from '../economy/money.ts';
import type { Step } from '../game-state.ts';
import { atMoment } from '../ruleset.ts';
import { inGame, statePlays } from '../seats.ts';
import { addWorker } from '../workers/workers.ts';

export const preparationPhase = auto('preparation.start', (x) => {
  const g = x.g;
  g.round += 1;
  g.phase = 'preparation';
  g.roundFlags = {};
  log(x, 'round.preparation', { round: g.round });
  dealsAndExport(x);
  const steps: Step[] = [];
  for (const cls of ['working', 'middle', 'capitalist', 'state'] as const) {
    if (!inGame(g, cls)) continue;
    payInterest(x, cls);
    if (cls === 'working' || cls === 'middle') dropProsperity(x, cls);
    if (cls === 'state') revealEventsAndAgenda(x);
    if (!isAutoma(g, cls)) drawActionCards(g, cls, GAME.drawPerRound);
    if (cls === 'working') newWorkers(x, 'working');
    if (cls === 'middle' || cls === 'capitalist')
      steps.push(marketDiscard({ seat: cls }), refillMarket({ seat: cls }));
    if (cls === 'middle') steps.push(middleSkilledWorker({ seat: 'middle' }), middleImmigration({}));
  }
  if (!statePlays(g)) treasuryLoans(x);
  automaAtPreparation(x);
  queue(x, ...steps, endPreparation({}));
  atMoment(x, 'phase-start', { phase: 'preparation' });
});

const endPreparation = auto('preparation.end', (x) => {
  atMoment(x, 'phase-end', { phase: 'preparation' });
  atMoment(x, 'preparation-end');
});

function payInterest(x: Ctx, cls: ClassId) {
  const loans = x.g.classes[cls].loans;
  if (loans === 0) return;
  payMandatory(x, cls, loans * LOANS.interest);
  log(x, 'loans.interest', { class: cls, paid: loans * LOANS.interest, count: loans });
}

function dropProsperity(x: Ctx, cls: 'working' | 'middle') {
  const seat = x.g.classes[cls];
  seat.prosperity = Math.max(0, seat.prosperity - PROSPERITY_DROP[cls]);
}

/** 2–3 players: the Treasury pays interest on its Loans, and pays them off while it holds more than 50. */
function treasuryLoans(x: Ctx) {
  const g = x.g;
  if (g.treasuryLoans === 0) return;
  payMandatory(x, 'state', g.treasuryLoans * LOANS.interest);
  while (g.treasuryLoans > 0 && g.treasury > LOANS.payOff) {
    g.treasury -= LOANS.payOff;
    g.treasuryLoans -= 1;
    log(x, 'treasury.paysOffLoan');
  }
}

function dealsAndExport(x: Ctx) {
  const g = x.g;
  if (!inGame(g, 'capitalist')) return;
  const deals = g.decks.deals;
  // Business Deals not taken last round are discarded before the new ones (docs/rules-decisions.md).
  deals.discard.push(...deals.revealed);
  deals.revealed = [];
  for (let i = 0; i < FOREIGN_TRADE.businessDeals[g.policies[6]]; i++) {
    const card = drawFrom(g, deals);
    if (card) deals.revealed.push(card);
  }
  const exports = g.decks.exports;
  if (exports.current) exports.discard.push(exports.current);
  exports.current = drawFrom(g, exports) ?? null;
  log(x, 'trade.revealed', { count: deals.revealed.length });
}

/** Immigration: reveal cards and add the Worker each shows for this class (card back to the bottom). */
export function immigrate(x: Ctx, cls: 'working' | 'middle', cards: number) {
  const g = x.g;
  for (let i = 0; i < cards; i++) {
    const id = g.decks.immigration.pop();
    if (!id) break;
    g.decks.immigration.unshift(id);
    const card = IMMIGRATION_CARDS.find((c) => c.id === id);
    if (!card) continue;
    const skill = card[cls];
    if (addWorker(g, cls, skill)) {
      log(x, skill ? 'immigration.skilled' : 'immigration.unskilled', { aSkill: skill ?? '', class: cls });
    }
  }
}

function newWorkers(x: Ctx, cls: 'working') {
  const g = x.g;
  let added = 0;
  for (let i = 0; i < GAME.newWorkers.working.unskilled; i++) if (addWorker(g, cls, null)) added++;
  log(x, 'workers.newUnskilled', { n: added });
  immigrate(x, cls, IMMIGRATION.extraWorkers[g.policies[7]]);
}

export const middleSkilledWorker = question<{ seat: 'middle'; setup?: boolean }, Industry>('prep.skilled', {
  choice: industryChoice,
  ask(x, s) {
    if (x.g.supply.middle <= 0) return null;
    const options: Array<Choice<Industry>> = INDUSTRIES.map((i) => ({
      value: i,
      said: said('option.aSkilledWorker', { ASkill: i }),
    }));
    return {
      seat: s.seat,
      kind: 'prep.skilled',
      said: said(s.setup ? 'ask.skillSetup' : 'ask.skill'),
      options,
    };
  },
  // One option per industry, in order: a random playout picks one without wording them.
  has: (x) => x.g.supply.middle > 0,
  sample: (x, _s, random) => (x.g.supply.middle > 0 ? INDUSTRIES[random(INDUSTRIES.length)] : undefined),
  answer(x, s, industry) {
    addWorker(x.g, 'middle', industry);
    if (!s.setup) addWorker(x.g, 'middle', null);
    log(x, s.setup ? 'workers.newMiddleSetup' : 'workers.newMiddle', { aSkill: industry });
  },
});

const middleImmigration = auto('prep.middle-immigration', (x) => {
  immigrate(x, 'middle', IMMIGRATION.extraWorkers[x.g.policies[7]]);
});

/** A Company card in the Market to discard, or `keep`. */
const discardOrKeep = orWord('keep', name);

const marketDiscard = question<{ seat: 'capitalist' | 'middle' }, string>('prep.market-discard', {
  choice: discardOrKeep,
  ask(x, s) {
    const market = x.g.classes[s.seat].market;
    if (market.length === 0) return null;
    const options: Array<Choice<string>> = market.map((card) => {
      const short = companyById(card)?.name;
      return {
        value: card,
        said: said('option.discardCompany', { company: card }),
        short,
      };
    });
    options.push({ value: 'keep', said: said('option.keepTheRest'), tone: 'quiet' });
    return {
      seat: s.seat,
      kind: 'prep.market-discard',
      said: said('ask.marketDiscard'),
      options,
    };
  },
  // Each card of the Market, then `keep`: a random playout picks one without wording them.
  has: (x, s) => x.g.classes[s.seat].market.length > 0,
  sample: (x, s, random) => {
    const market = x.g.classes[s.seat].market;
    if (market.length === 0) return undefined;
    const i = random(market.length + 1);
    return i < market.length ? (market[i] as string) : 'keep';
  },
  answer(x, s, card) {
    if (card === 'keep') return;
    const g = x.g;
    const market = g.classes[s.seat].market;
    market.splice(market.indexOf(card), 1);
    g.decks.companies[s.seat].discard.push(card);
    queue(x, marketDiscard(s));
  },
});

export const refillMarket = auto<{ seat: 'capitalist' | 'middle' }>('prep.market-refill', (x, s) => {
  const g = x.g;
  const size = s.seat === 'capitalist' ? 4 : 3;
  const market = g.classes[s.seat].market;
  while (market.length < size) {
    const card = drawFrom(g, g.decks.companies[s.seat]);
    if (!card) break;
    market.push(card);
  }
});

function revealEventsAndAgenda(x: Ctx) {
  const g = x.g;
  const state = g.classes.state;
  for (let i = state.events.length; i < GAME.eventsPerRound; i++) {
    const card = drawFrom(g, g.decks.events);
    if (card) state.events.push(card);
  }
  if (state.agenda) g.decks.agendas.discard.push(state.agenda);
  state.agenda = drawFrom(g, g.decks.agendas) ?? null;
  log(x, 'state.reveals');
}
