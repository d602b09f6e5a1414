/**
 * A fork of a game state: a copy that shares nothing the engine changes with the original, made
 * for `apply` (which never changes its argument) and for search (many forks of one position). A
 * generic deep copy of the state walks some 200 objects of many shapes key by key; this copy is
 * written out part by part — the Workers, the Companies, the decks, each class's sheet, the score
 * ledger, the flow — each object copied in one step (`{ ...o }` of an object whose values are
 * plain values), so each copy site sees few shapes; only the small, rarely present parts go
 * through `deepCopy`. Keys keep their order, so the fork stringifies the same.
 * test/engine/playout.test.ts checks that nothing is shared, on states of every kind of game: a
 * part holding objects, added to the state, must be copied here.
 */
import { deepCopy } from './core/copy.ts';
import { shareQuestions } from './core/flow.ts';
import type { Benefits, Classes, Company, Decks, GameState, Pile, Worker } from './game-state.ts';

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

/** A step of the flow: its parameters at once, then any list or record among them. */
function copyStep<T extends object>(o: T): T {
  const out = { ...o } as Record<string, unknown>;
  for (const key in out) {
    const value = out[key];
    if (typeof value === 'object' && value !== null) out[key] = deepCopy(value);
  }
  return out as T;
}

const benefits = (b: Benefits): Benefits => ({ ...b, goods: { ...b.goods } });

/** Each class's sheet: its plain values at once, then each of the objects it holds. */
function copyClasses(c: Classes): Classes {
  const w = c.working;
  const working = Object.assign({}, w);
  working.hand = w.hand.slice();
  working.goods = { ...w.goods };
  if (w.benefits) working.benefits = benefits(w.benefits);
  const m = c.middle;
  const middle = Object.assign({}, m);
  middle.hand = m.hand.slice();
  middle.goods = { ...m.goods };
  middle.storage = { ...m.storage };
  middle.tiles = m.tiles.slice();
  middle.prices = { ...m.prices };
  middle.market = m.market.slice();
  if (m.benefits) middle.benefits = benefits(m.benefits);
  const k = c.capitalist;
  const capitalist = Object.assign({}, k);
  capitalist.hand = k.hand.slice();
  capitalist.storage = { ...k.storage };
  capitalist.freeTradeZone = { ...k.freeTradeZone };
  capitalist.tiles = k.tiles.slice();
  capitalist.prices = { ...k.prices };
  capitalist.market = k.market.slice();
  if (k.benefits) capitalist.benefits = benefits(k.benefits);
  const s = c.state;
  const state = Object.assign({}, s);
  state.hand = s.hand.slice();
  state.legitimacy = { ...s.legitimacy };
  state.tokens = { ...s.tokens };
  state.goods = { ...s.goods };
  state.events = s.events.slice();
  return { working, middle, capitalist, state };
}

const copyWorkers = (workers: Worker[]): Worker[] => workers.map((w) => ({ ...w }));
const copyCompanies = (companies: Company[]): Company[] => companies.map((c) => ({ ...c }));

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
  copy.bills = deepCopy(state.bills);
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
  copy.flow = state.flow.map(copyStep);
  if (state.winners) copy.winners = state.winners.slice();
  if (state.automa) copy.automa = deepCopy(state.automa);
  if (state.crisisResponse) copy.crisisResponse = deepCopy(state.crisisResponse);
  if (state.alternativeEvents) copy.alternativeEvents = deepCopy(state.alternativeEvents);
  if (state.hiddenAgendas) copy.hiddenAgendas = deepCopy(state.hiddenAgendas);
  shareQuestions(state, copy);
  return copy;
}
