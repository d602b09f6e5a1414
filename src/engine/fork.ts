/**
 * A fork of a game state: a copy that shares nothing the engine changes with the original, made
 * for `apply` (which never changes its argument) and for search (many forks of one position). A
 * generic deep copy of the state walks some 200 objects of many shapes key by key; this copy knows
 * the state's largest parts — the Workers, the Companies, the decks, the classes, the score
 * ledger, the flow — and copies each of their objects in one step (`{ ...o }` of an object whose values are
 * all plain values), leaving only the rest to `deepCopy`. Keys keep their order, so the fork
 * stringifies the same. test/engine/playout.test.ts checks that nothing is shared, on states of
 * every kind of game: a field holding an object, added to one of these parts, must be copied here.
 */
import { deepCopy } from './core/copy.ts';
import { shareQuestions } from './core/flow.ts';
import type { Benefits, Classes, Company, Decks, GameState, Pile, VpEntry, Worker } from './game-state.ts';

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

const flat = <T extends object>(o: T): T => ({ ...o });
const list = <T>(a: T[]): T[] => a.slice();

/**
 * An object's own values copied at once, then each object in it: by `parts` where it names the
 * key (a flat record, a list of ids), else by `deepCopy`.
 */
function copyShallowFirst<T extends object>(o: T, parts?: Record<string, (v: never) => unknown>): T {
  const out = { ...o } as Record<string, unknown>;
  for (const key in out) {
    const value = out[key];
    if (typeof value !== 'object' || value === null) continue;
    const part = parts?.[key] as ((v: unknown) => unknown) | undefined;
    out[key] = part ? part(value) : deepCopy(value);
  }
  return out as T;
}

/** The objects in a class's sheet (`Classes`). */
const SHEET_PARTS: Record<string, (v: never) => unknown> = {
  hand: list,
  goods: flat,
  storage: flat,
  tiles: list,
  prices: flat,
  market: list,
  freeTradeZone: flat,
  legitimacy: flat,
  tokens: flat,
  events: list,
  benefits: (b: Benefits) => ({ ...b, goods: { ...b.goods } }),
};

function copyClasses(c: Classes): Classes {
  return {
    working: copyShallowFirst(c.working, SHEET_PARTS),
    middle: copyShallowFirst(c.middle, SHEET_PARTS),
    capitalist: copyShallowFirst(c.capitalist, SHEET_PARTS),
    state: copyShallowFirst(c.state, SHEET_PARTS),
  };
}

const copyWorkers = (workers: Worker[]): Worker[] => workers.map((w) => ({ ...w }));
const copyCompanies = (companies: Company[]): Company[] => companies.map((c) => ({ ...c }));
const copyLedger = (ledger: VpEntry[]): VpEntry[] => ledger.map((e) => e.slice() as VpEntry);

/** The parts copied by what they are; every other part of the state goes through `deepCopy`. */
const KNOWN: { [K in keyof GameState]?: (value: GameState[K]) => GameState[K] } = {
  // The options never change once the game is set up: the fork shares them (and with them the
  // game's composed rules, remembered per options object).
  options: (options) => options,
  workers: copyWorkers,
  companies: copyCompanies,
  decks: copyDecks,
  classes: copyClasses,
  ledger: copyLedger,
  flow: (flow) => flow.map((step) => copyShallowFirst(step)),
  rng: (rng) => rng.slice() as GameState['rng'],
  turn: (turn) => turn && { ...turn },
  publicServices: flat,
  publicSector: list,
  bag: flat,
  supply: (supply) => ({ ...supply, cubes: { ...supply.cubes } }),
};

/**
 * A copy of a state that shares nothing the engine changes with it: answers applied to the fork
 * (`applyInPlace`, `playout`) leave the original as it was. Shares the game's options and the
 * questions already worked out for this version.
 */
export function fork(state: GameState): GameState {
  const copy = {} as Record<string, unknown>;
  for (const key in state) {
    const value = state[key as keyof GameState];
    const known = KNOWN[key as keyof GameState] as ((v: unknown) => unknown) | undefined;
    copy[key] = known ? known(value) : typeof value === 'object' && value !== null ? deepCopy(value) : value;
  }
  shareQuestions(state, copy as unknown as GameState);
  return copy as unknown as GameState;
}
