/**
 * A fork of a game state: a copy that shares nothing the engine changes with the original, made
 * for `apply` (which never changes its argument) and for search (many forks of one position). A
 * generic deep copy of the state walks some 200 objects of many shapes key by key; this copy is
 * written out part by part — the Workers, the Companies, the decks, each class's sheet, the score
 * ledger — each object copied in one step (`{ ...o }` of an object whose values are plain values),
 * so each copy site sees few shapes; only the small, rarely present parts go through `deepCopy`.
 * The flow's steps are not copied at all: no step is changed once made (core/flow.ts `forkFlow`).
 * Keys keep their order, so the fork stringifies the same.
 * test/engine/playout.test.ts checks that nothing is shared, on states of every kind of game: a
 * part holding objects, added to the state, must be copied here.
 */
import { deepCopy } from './core/copy.ts';
import { forkFlow, shareQuestions } from './core/flow.ts';
import type {
  AutomaState,
  Benefits,
  Classes,
  Company,
  Decks,
  GameState,
  Pile,
  Worker,
} from './game-state.ts';

const pile = (p: Pile): Pile => ({ draw: p.draw.slice(), discard: p.discard.slice() });

function copyDecks(d: Decks): Decks {
  const actions = {} as Decks['actions'];
  for (const cls in d.actions) {
    const key = cls as keyof Decks['actions'];
    actions[key] = pile(d.actions[key]);
  }
  return {
    actions,
    companies: { capitalist: pile(d.companies.capitalist), middle: pile(d.companies.middle) },
    exports: { draw: d.exports.draw.slice(), discard: d.exports.discard.slice(), current: d.exports.current },
    deals: {
      draw: d.deals.draw.slice(),
      discard: d.deals.discard.slice(),
      revealed: d.deals.revealed.slice(),
    },
    immigration: d.immigration.slice(),
    events: pile(d.events),
    agendas: pile(d.agendas),
  };
}

/**
 * An Automa seat's cards: its piles and priority rows copied; what it records of its turns (the
 * turn record's parts, its last move, its checks' moves, the Strikes it will answer) shared, since
 * those are only ever replaced whole, never changed in place — a turn record holds every CHECK
 * line of the turn, and copying it cost more than the rest of the seat.
 */
function copyAutoma(a: AutomaState): AutomaState {
  const out = { ...a, pile: a.pile.slice(), discard: a.discard.slice(), revealed: a.revealed.slice() };
  if (a.rows) out.rows = deepCopy(a.rows);
  if (a.trace) out.trace = { ...a.trace };
  return out;
}

function copyAutomas(automa: NonNullable<GameState['automa']>): NonNullable<GameState['automa']> {
  const out: NonNullable<GameState['automa']> = {};
  for (const cls in automa) {
    const key = cls as keyof typeof automa;
    const a = automa[key];
    if (a) out[key] = copyAutoma(a);
  }
  return out;
}

const benefits = (b: Benefits): Benefits => ({ ...b, goods: { ...b.goods } });

/**
 * Each class's sheet, key by key in the order `setup.ts` creates it (like a Worker, below: one
 * shape per copy, whatever the sheets forked before looked like), each list and record copied.
 */
function copyClasses(c: Classes): Classes {
  const w = c.working;
  const m = c.middle;
  const k = c.capitalist;
  const s = c.state;
  return {
    working: {
      vp: w.vp,
      influence: w.influence,
      loans: w.loans,
      hand: w.hand.slice(),
      money: w.money,
      prosperity: w.prosperity,
      goods: { ...w.goods },
      benefits: w.benefits && benefits(w.benefits),
      demonstration: w.demonstration,
    },
    middle: {
      vp: m.vp,
      influence: m.influence,
      loans: m.loans,
      hand: m.hand.slice(),
      money: m.money,
      prosperity: m.prosperity,
      goods: { ...m.goods },
      storage: { ...m.storage },
      tiles: m.tiles.slice(),
      prices: { ...m.prices },
      market: m.market.slice(),
      benefits: m.benefits && benefits(m.benefits),
    },
    capitalist: {
      vp: k.vp,
      influence: k.influence,
      loans: k.loans,
      hand: k.hand.slice(),
      revenue: k.revenue,
      capital: k.capital,
      storage: { ...k.storage },
      freeTradeZone: { ...k.freeTradeZone },
      tiles: k.tiles.slice(),
      prices: { ...k.prices },
      market: k.market.slice(),
      wealthStep: k.wealthStep,
      benefits: k.benefits && benefits(k.benefits),
    },
    state: {
      vp: s.vp,
      influence: s.influence,
      loans: s.loans,
      hand: s.hand.slice(),
      legitimacy: { ...s.legitimacy },
      tokens: { ...s.tokens },
      goods: { ...s.goods },
      events: s.events.slice(),
      agenda: s.agenda,
    },
  };
}

/**
 * A Worker or a Company is copied key by key, every key always written, in the order the engine
 * creates them (`addWorker` then `placeInCompany`; the Company literals): each copy then has one
 * shape. A spread copies the source's shape instead, and once a process has forked Workers and
 * Companies of several shapes (placed or not, in a Public Sector slot or not, read back from
 * JSON) the spread falls back to a generic copy three times slower. A key the source lacks is
 * written as undefined, which JSON leaves out: the fork stringifies the same.
 */
function copyWorker(w: Worker): Worker {
  return {
    id: w.id,
    cls: w.cls,
    skill: w.skill,
    at: w.at,
    committed: w.committed,
    company: w.company,
    slot: w.slot,
  };
}
function copyCompany(c: Company): Company {
  return {
    id: c.id,
    card: c.card,
    owner: c.owner,
    wage: c.wage,
    machinery: c.machinery,
    strike: c.strike,
    publicSlot: c.publicSlot,
  };
}
const copyWorkers = (workers: Worker[]): Worker[] => workers.map(copyWorker);
const copyCompanies = (companies: Company[]): Company[] => companies.map(copyCompany);

/**
 * A copy of a state that shares nothing the engine changes with it: answers applied to the fork
 * (`applyInPlace`, `playout`) leave the original as it was. Shares the game's options and the
 * questions already worked out for this version. One shallow copy keeps every key in its order,
 * then each part that holds objects is replaced by its copy. The state's top level is spread (its keys
 * are the same in every kind of game, so the copy site sees one or two shapes): `Object.assign` onto
 * an empty object, used before, left the copy in V8's slow dictionary mode — every later read of
 * the fork, through a whole playout, was a hash look-up. Each class's sheet keeps `Object.assign`,
 * whose shapes differ between kinds of game (a spread there made forks slower once a process had
 * forked several kinds).
 */
export function fork(state: GameState): GameState {
  const copy = { ...state };
  copy.rng = state.rng.slice() as GameState['rng'];
  if (state.turn) copy.turn = { ...state.turn };
  copy.policies = { ...state.policies };
  copy.bills = { ...state.bills }; // each Bill is never changed, only proposed or removed
  if (state.vote) copy.vote = deepCopy(state.vote);
  copy.publicServices = { ...state.publicServices };
  copy.publicSector = state.publicSector.slice();
  copy.companies = copyCompanies(state.companies);
  copy.workers = copyWorkers(state.workers);
  copy.supply = { ...state.supply, cubes: { ...state.supply.cubes } };
  copy.bag = { ...state.bag };
  copy.classes = copyClasses(state.classes);
  copy.decks = copyDecks(state.decks);
  copy.roundFlags = deepCopy(state.roundFlags);
  if (state.historicalEvents) copy.historicalEvents = deepCopy(state.historicalEvents);
  copy.ledger = state.ledger.slice(); // its entries are never changed, only added
  copy.flow = forkFlow(state.flow); // its steps are shared: none is changed in place (flow.ts)
  if (state.winners) copy.winners = state.winners.slice();
  if (state.automa) copy.automa = copyAutomas(state.automa);
  if (state.crisisResponse) copy.crisisResponse = deepCopy(state.crisisResponse);
  if (state.alternativeEvents) copy.alternativeEvents = deepCopy(state.alternativeEvents);
  if (state.hiddenAgendas) copy.hiddenAgendas = deepCopy(state.hiddenAgendas);
  shareQuestions(state, copy);
  return copy;
}
