/**
 * Setup (rulebook, Setup (summary); components reference §2.2; src/data/setup.ts): the board,
 * the starting Companies and Workers, the decks, every class's money, goods and hand of 7. The
 * Middle Class's one skilled Worker of its choice is the game's first question.
 */

import { actionDeckFor } from '../data/action-cards.ts';
import { type ClassId, GOODS, type Good } from '../data/common.ts';
import { CAPITALIST_COMPANIES, MIDDLE_COMPANIES } from '../data/companies.ts';
import {
  BUSINESS_DEALS,
  EVENT_CARDS,
  EXPORT_CARDS,
  IMMIGRATION_CARDS,
  POLITICAL_AGENDAS,
} from '../data/decks.ts';
import { ROLES_BY_PLAYER_COUNT, STARTING_SETUP, STARTING_WAGE_LEVEL } from '../data/setup-tables.ts';
import {
  COMPONENT_LIMITS,
  FOREIGN_TRADE,
  GAME,
  LEGITIMACY,
  PUBLIC_SERVICES,
  STARTING_POLICIES,
  STARTING_PRICE_INDEX,
} from '../data/tables.ts';
import { isAutoma } from './automa/seats.ts';
import { setUpAutomas } from './automa/setup.ts';
import { type Ctx, queue } from './core/flow.ts';
import { type RngState, seedRng, shuffle } from './core/rng.ts';
import { drawActionCards, instances } from './draw.ts';
import {
  type Classes,
  type Company,
  type GameOptions,
  type GameState,
  type Goods,
  SCHEMA_VERSION,
} from './game-state.ts';
import { immigrate, middleSkilledWorker } from './phases/preparation.ts';
import { playRound } from './phases/round.ts';
import { atMoment } from './ruleset.ts';
import { addWorker, placeInCompany } from './workers/workers.ts';

const noGoods = (): Goods => ({ food: 0, luxury: 0, health: 0, education: 0 });
const middlePrices = () =>
  ({
    food: STARTING_PRICE_INDEX,
    luxury: STARTING_PRICE_INDEX,
    health: STARTING_PRICE_INDEX,
    education: STARTING_PRICE_INDEX,
  }) as Record<Good, 0 | 1 | 2>;

function withGoods(start: Partial<Record<Good, number>>): Goods {
  const goods = noGoods();
  for (const good of GOODS) goods[good] = start[good] ?? 0;
  return goods;
}

/** The Public Sector: row 1 as set up for the player count, then one of each later-row card per row. */
function publicSectorCards(players: 2 | 3 | 4): string[] {
  const later = ['public.public-hospital', 'public.public-university', 'public.regional-tv-station'];
  return [...STARTING_SETUP[players].companies.public, ...later, ...later];
}

function emptyClasses(players: 2 | 3 | 4): Classes {
  const start = STARTING_SETUP[players].classes;
  const legit = () => ({ working: LEGITIMACY.start, middle: LEGITIMACY.start, capitalist: LEGITIMACY.start });
  return {
    working: {
      vp: 0,
      influence: start.working?.influence ?? 0,
      loans: 0,
      hand: [],
      money: start.working?.money ?? 0,
      prosperity: 0,
      goods: noGoods(),
      benefits: null,
      demonstration: false,
    },
    middle: {
      vp: 0,
      influence: start.middle?.influence ?? 0,
      loans: 0,
      hand: [],
      money: start.middle?.money ?? 0,
      prosperity: 0,
      goods: noGoods(),
      storage: withGoods(start.middle?.goods ?? {}),
      tiles: [],
      prices: middlePrices(),
      market: [],
      benefits: null,
    },
    capitalist: {
      vp: 0,
      influence: start.capitalist?.influence ?? 0,
      loans: 0,
      hand: [],
      revenue: start.capitalist?.money ?? 0,
      capital: 0,
      storage: withGoods(start.capitalist?.goods ?? {}),
      freeTradeZone: { food: 0, luxury: 0 },
      tiles: [],
      prices: middlePrices(),
      market: [],
      wealthStep: -1,
      benefits: null,
    },
    state: {
      vp: 0,
      influence: start.state?.influence ?? 0,
      loans: 0,
      hand: [],
      legitimacy: legit(),
      tokens: { working: 0, middle: 0, capitalist: 0 },
      goods: { food: 0, luxury: 0 },
      events: [],
      agenda: null,
    },
  };
}

export class OptionsError extends Error {}

/** Checks the options: the seats must be exactly the classes of the player count. */
export function checkOptions(options: GameOptions) {
  const roles = ROLES_BY_PLAYER_COUNT[options.players];
  if (!roles) throw new OptionsError(`A game is for 2, 3 or 4 players, not ${options.players}.`);
  const seats = Object.keys(options.seats).sort();
  if (seats.join() !== [...roles].sort().join()) {
    throw new OptionsError(`With ${options.players} players the classes are: ${roles.join(', ')}.`);
  }
  // Crisis & Control: Automas for the Working, Middle and Capitalist Classes only.
  if (options.seats.state?.kind === 'automa') throw new OptionsError('There is no State Automa.');
  if (options.modules.alternativeEvents && options.players !== 4)
    throw new OptionsError(
      'Alternative Events replace the Event deck, which only a 4-player game uses: choose 4 players or leave them out.',
    );
}

// Card data never changes, so each deck's cards in their printed order are listed once; every game
// shuffles its own copy. A deck's name must say everything its list depends on (class, modules).
const unshuffledDecks = new Map<string, readonly string[]>();

function unshuffledDeck(name: string, make: () => string[]): readonly string[] {
  let list = unshuffledDecks.get(name);
  if (list === undefined) {
    list = make();
    unshuffledDecks.set(name, list);
  }
  return list;
}

export function initialState(options: GameOptions, seed: string): GameState {
  checkOptions(options);
  const players = options.players;
  const rng: RngState = seedRng(seed);
  const shuffled = (name: string, make: () => string[]) => shuffle(rng, [...unshuffledDeck(name, make)]);
  const extra = options.modules.extraActionCards;
  const actionDeck = (cls: ClassId) => ({
    draw: shuffled(`actions.${cls}${extra ? '+extra' : ''}`, () => instances(actionDeckFor(cls, extra))),
    discard: [] as string[],
  });
  // Company cards are not told apart by copy: a Company on the board has its own id.
  const companyDeck = (name: string, cards: ReadonlyArray<{ id: string; deckCopies: number }>) =>
    shuffled(name, () => cards.flatMap((c) => Array.from({ length: c.deckCopies }, () => c.id)));
  const once = (name: string, cards: ReadonlyArray<{ id: string }>) =>
    shuffled(name, () => cards.map((c) => c.id));
  const g: GameState = {
    schemaVersion: SCHEMA_VERSION,
    version: 0,
    options,
    rng,
    round: 0,
    phase: 'setup',
    turn: null,
    policies: { ...STARTING_POLICIES },
    bills: {},
    vote: null,
    treasury: GAME.treasury,
    treasuryLoans: 0,
    publicServices: { ...PUBLIC_SERVICES.start[players] },
    publicSector: publicSectorCards(players),
    companies: [],
    workers: [],
    supply: {
      working: COMPONENT_LIMITS.workers.working,
      middle: COMPONENT_LIMITS.workers.middle,
      cubes: {
        working: COMPONENT_LIMITS.votingCubesPerColour - GAME.cubesPerColourInBag,
        middle: COMPONENT_LIMITS.votingCubesPerColour - GAME.cubesPerColourInBag,
        capitalist: COMPONENT_LIMITS.votingCubesPerColour - GAME.cubesPerColourInBag,
      },
    },
    bag: {
      working: GAME.cubesPerColourInBag,
      middle: GAME.cubesPerColourInBag,
      capitalist: GAME.cubesPerColourInBag,
    },
    classes: emptyClasses(players),
    decks: {
      actions: {
        working: actionDeck('working'),
        middle: actionDeck('middle'),
        capitalist: actionDeck('capitalist'),
        state: actionDeck('state'),
      },
      companies: {
        capitalist: { draw: companyDeck('companies.capitalist', CAPITALIST_COMPANIES), discard: [] },
        middle: { draw: companyDeck('companies.middle', MIDDLE_COMPANIES), discard: [] },
      },
      exports: { draw: once('exports', EXPORT_CARDS), discard: [], current: null },
      deals: { draw: shuffled('deals', () => instances(BUSINESS_DEALS)), discard: [], revealed: [] },
      immigration: once('immigration', IMMIGRATION_CARDS),
      events: {
        draw: shuffled('events', () => instances(EVENT_CARDS.map((c) => ({ id: c.id, copies: 1 })))),
        discard: [],
      },
      agendas: { draw: once('agendas', POLITICAL_AGENDAS), discard: [] },
    },
    incomeTaxLabor: null,
    roundFlags: {},
    ledger: [],
    flow: [],
    nextId: 1,
    winners: null,
    // The modules' parts, written now (undefined: JSON leaves them out) so that every state has the
    // same keys in the same order whatever its modules: the engine reads one shape of state.
    historicalEvents: undefined,
    automa: undefined,
    crisisResponse: undefined,
    alternativeEvents: undefined,
    hiddenAgendas: undefined,
  };
  setUpAutomas(g);
  return g;
}

/** Places everything; leaves the Middle Class's setup question (if any) and round 1 in the flow. */
export function setUp(x: Ctx) {
  const g = x.g;
  const players = g.options.players;
  const setup = STARTING_SETUP[players];
  const place = (owner: Company['owner'], card: string) => {
    const company: Company = {
      id: `c${g.nextId++}`,
      card,
      owner,
      wage: STARTING_WAGE_LEVEL,
      machinery: false,
      strike: false,
      publicSlot: undefined, // every key written: one shape of Company (fork.ts)
    };
    g.companies.push(company);
    return company;
  };
  for (const card of setup.companies.capitalist) place('capitalist', card);
  for (const card of setup.companies.middle) place('middle', card);
  // Row 1 of the Public Sector is in play and paid for at setup; setUp does not charge it.
  for (let slot = 0; slot < 3; slot++) {
    const company = place('state', g.publicSector[slot] as string);
    company.publicSlot = slot;
  }
  for (const cls of ['working', 'middle'] as const) {
    const start = setup.classes[cls];
    if (!start) continue;
    for (const placement of start.workers) {
      const company = g.companies.find(
        (c) => c.card === placement.company && !g.workers.some((w) => w.company === c.id),
      );
      if (!company) throw new Error(`setup: no ${placement.company} on the board`);
      placement.slots.forEach((skill, slot) => {
        const worker = addWorker(g, cls, skill);
        if (worker) placeInCompany(worker, company.id, slot, false);
      });
    }
    for (let i = 0; i < start.unemployed.unskilled; i++) addWorker(g, cls, null);
    immigrate(x, cls, start.immigrationDraws);
  }
  for (const cls of ['middle', 'capitalist'] as const) {
    const size = setup.classes[cls]?.marketSize ?? 0;
    for (let i = 0; i < size; i++) {
      const card = g.decks.companies[cls].draw.pop();
      if (card) g.classes[cls].market.push(card);
    }
  }
  // An Automa plays from its AI cards: its class's Action cards stay in the box (C&C, Automas Setup).
  for (const cls of Object.keys(g.options.seats) as ClassId[])
    if (!isAutoma(g, cls)) drawActionCards(g, cls, GAME.handSize);
  const deals = g.decks.deals;
  for (let i = 0; i < FOREIGN_TRADE.businessDeals[g.policies[6]]; i++) {
    const card = deals.draw.pop();
    if (card) deals.revealed.push(card);
  }
  g.decks.exports.current = g.decks.exports.draw.pop() ?? null;
  if (players === 4) {
    const state = g.classes.state;
    while (state.events.length < GAME.eventsPerRound) {
      const card = g.decks.events.draw.pop();
      if (!card) break;
      const event = EVENT_CARDS.find((e) => `${e.id}#1` === card);
      // "Rounds 2-5 only" Events drawn in round 1 are shuffled back (rules-decisions S7).
      if (event?.roundsTwoToFiveOnly) {
        g.decks.events.draw.unshift(card);
        continue;
      }
      state.events.push(card);
    }
    state.agenda = g.decks.agendas.draw.pop() ?? null;
  }
  const skilled = setup.classes.middle?.unemployed.skilledOfChoice ?? 0;
  const steps = [];
  for (let i = 0; i < skilled; i++) steps.push(middleSkilledWorker({ seat: 'middle', setup: true }));
  queue(x, ...steps, playRound({}));
  // Queued last, so it runs first: the modules finish setting up before any question is asked.
  atMoment(x, 'setup');
}
