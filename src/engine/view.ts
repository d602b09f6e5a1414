/**
 * What one seat — or everyone, in a public channel — may see. Hands (but the viewer's own), deck
 * order, unrevealed Influence bids, the questions other seats are answering and the random
 * generator are left out; everything shown in public is built from `view(state, 'public')`.
 */
import type { ClassId, PolicyId, VotingClass } from '../data/common.ts';
import { deepCopy } from './core/copy.ts';
import { currentQuestions, type Question } from './core/flow.ts';
import type {
  AutomaState,
  Bond,
  Classes,
  Company,
  GameState,
  Phase,
  TurnState,
  VpEntry,
  Worker,
} from './game-state.ts';
import { type HistoricalEventsView, historicalEventsView } from './modules/historical-events/view.ts';
import { currentTaxMultiplier } from './politics/policies.ts';
import { billMarkersLeft } from './politics/propose-bill.ts';
import { seatsInOrder } from './seats.ts';

type Viewer = ClassId | 'public';

type PublicClass<K extends ClassId> = Omit<Classes[K], 'hand'> & { handSize: number; hand?: string[] };

export interface GameView {
  viewer: Viewer;
  version: number;
  players: 2 | 3 | 4;
  seats: ClassId[];
  round: number;
  phase: Phase;
  turn: TurnState | null;
  policies: GameState['policies'];
  bills: GameState['bills'];
  /** Bill markers each class may still propose with (less its Bills out and markers set aside). */
  billMarkersLeft: Record<ClassId, number>;
  taxMultiplier: number;
  vote: {
    policy: number;
    section: string;
    proposer: ClassId;
    immediate: boolean;
    sides: Partial<Record<ClassId, 'for' | 'against'>>;
    drawn: Record<string, number>;
    /** Who has already chosen a secret amount (the amounts stay hidden until the reveal). */
    answered: ClassId[];
    /** The viewer's own secret amount, if it has answered. */
    myBid?: number;
    /** A special election on several Policies at once (Maastricht Treaty), with no Bill. */
    changes?: Array<{ policy: number; section: string }>;
  } | null;
  treasury: number;
  treasuryLoans: number;
  publicServices: GameState['publicServices'];
  publicSector: Array<{ slot: number; card: string; open: boolean; company: string | null }>;
  companies: Company[];
  workers: Worker[];
  supply: GameState['supply'];
  bag: GameState['bag'];
  classes: { [K in ClassId]: PublicClass<K> };
  revealed: { export: string | null; deals: string[]; events: string[]; agenda: string | null };
  deckSizes: Record<string, number>;
  /** Whose answer the game waits for; the full question only for the viewer's own seat. */
  waitingFor: Array<{ seat: ClassId; kind: string; secret: boolean }>;
  myQuestions: Question[];
  ledger: VpEntry[];
  winners: ClassId[] | null;
  /** The Historical Events, in games with the module. */
  historicalEvents?: HistoricalEventsView;
  /** Automa seats: the AI card in play, the discards, the priority rows and how many cards are left. */
  automa: Partial<Record<VotingClass, AutomaView>>;
  /** Crisis Response: the face-up card, locked Policies, Government Bonds owed. */
  crisisResponse?: {
    current: string | null;
    locks: PolicyId[];
    bonds: Bond[];
    deckSize: number;
    resolved: string[];
  };
  /** Alternative Events each class keeps for its Benefit. */
  alternativeEvents?: { kept: Partial<Record<VotingClass, string[]>> };
  /**
   * Hidden Agendas: how many each class holds, and those shown (scored, an Automa's, all at game
   * end); the viewer's own Agenda (and the two it chooses from at setup) only in its own view.
   */
  hiddenAgendas?: {
    held: Partial<Record<ClassId, number>>;
    revealed: string[];
    scored: string[];
    mine?: string[];
    choosing?: string[];
  };
}

/** An Automa as the table sees it: all but the order of its AI pile and its random seed. */
export type AutomaView = Omit<AutomaState, 'pile' | 'luck'> & { pileSize: number };

function automaViews(g: GameState): Partial<Record<VotingClass, AutomaView>> {
  const out: Partial<Record<VotingClass, AutomaView>> = {};
  for (const [cls, a] of Object.entries(g.automa ?? {}) as Array<[VotingClass, AutomaState]>) {
    const { pile, luck: _luck, ...rest } = a;
    out[cls] = { ...deepCopy(rest), pileSize: pile.length };
  }
  return out;
}

function publicClass<K extends ClassId>(g: GameState, cls: K, viewer: Viewer): PublicClass<K> {
  const { hand, ...rest } = g.classes[cls];
  const out = deepCopy(rest) as PublicClass<K>;
  out.handSize = hand.length;
  if (viewer === cls) out.hand = [...hand];
  return out;
}

export function view(g: GameState, viewer: Viewer): GameView {
  const questions = currentQuestions({ g, events: [] });
  const open = new Set(g.companies.filter((c) => c.owner === 'state').map((c) => c.publicSlot));
  const vote = g.vote;
  return {
    viewer,
    version: g.version,
    players: g.options.players,
    seats: seatsInOrder(g),
    round: g.round,
    phase: g.phase,
    turn: g.turn ? { ...g.turn } : null,
    policies: { ...g.policies },
    bills: deepCopy(g.bills),
    billMarkersLeft: {
      working: billMarkersLeft(g, 'working'),
      middle: billMarkersLeft(g, 'middle'),
      capitalist: billMarkersLeft(g, 'capitalist'),
      state: billMarkersLeft(g, 'state'),
    },
    taxMultiplier: currentTaxMultiplier(g),
    vote: vote
      ? {
          policy: vote.policy,
          section: vote.section,
          proposer: vote.proposer,
          immediate: vote.immediate,
          sides: { ...vote.sides },
          drawn: { ...vote.drawn },
          answered: Object.keys(vote.bids) as ClassId[],
          ...(viewer !== 'public' && vote.bids[viewer] !== undefined ? { myBid: vote.bids[viewer] } : {}),
          ...(vote.changes ? { changes: vote.changes.map((c) => ({ ...c })) } : {}),
        }
      : null,
    treasury: g.treasury,
    treasuryLoans: g.treasuryLoans,
    publicServices: { ...g.publicServices },
    publicSector: g.publicSector.map((card, slot) => ({
      slot,
      card,
      open: open.has(slot),
      company: g.companies.find((c) => c.owner === 'state' && c.publicSlot === slot)?.id ?? null,
    })),
    companies: deepCopy(g.companies),
    workers: deepCopy(g.workers),
    supply: deepCopy(g.supply),
    bag: { ...g.bag },
    classes: {
      working: publicClass(g, 'working', viewer),
      middle: publicClass(g, 'middle', viewer),
      capitalist: publicClass(g, 'capitalist', viewer),
      state: publicClass(g, 'state', viewer),
    },
    revealed: {
      export: g.decks.exports.current,
      deals: [...g.decks.deals.revealed],
      events: [...g.classes.state.events],
      agenda: g.classes.state.agenda,
    },
    deckSizes: {
      working: g.decks.actions.working.draw.length,
      middle: g.decks.actions.middle.draw.length,
      capitalist: g.decks.actions.capitalist.draw.length,
      state: g.decks.actions.state.draw.length,
      capitalistCompanies: g.decks.companies.capitalist.draw.length,
      middleCompanies: g.decks.companies.middle.draw.length,
      exports: g.decks.exports.draw.length,
      deals: g.decks.deals.draw.length,
      events: g.decks.events.draw.length,
      agendas: g.decks.agendas.draw.length,
    },
    waitingFor: questions.map((q) => ({ seat: q.seat, kind: q.kind, secret: !!q.secret })),
    myQuestions: viewer === 'public' ? [] : questions.filter((q) => q.seat === viewer),
    ledger: g.ledger.map((e) => [...e] as VpEntry),
    winners: g.winners ? [...g.winners] : null,
    automa: automaViews(g),
    ...moduleViews(g, viewer),
  };
}

/** What the expansion modules switched on show; a player's Hidden Agenda only to that player. */
function moduleViews(g: GameState, viewer: Viewer): Partial<GameView> {
  const out: Partial<GameView> = {};
  if (g.historicalEvents) out.historicalEvents = historicalEventsView(g);
  const cr = g.crisisResponse;
  if (cr)
    out.crisisResponse = {
      current: cr.current,
      locks: [...cr.locks],
      bonds: deepCopy(cr.bonds),
      deckSize: cr.draw.length,
      resolved: [...cr.resolved],
    };
  const alt = g.alternativeEvents;
  if (alt) out.alternativeEvents = { kept: deepCopy(alt.kept) };
  const ha = g.hiddenAgendas;
  if (ha) {
    const held: Partial<Record<ClassId, number>> = {};
    for (const [cls, ids] of Object.entries(ha.held) as Array<[ClassId, string[]]>) held[cls] = ids.length;
    out.hiddenAgendas = { held, revealed: [...ha.revealed], scored: [...ha.scored] };
    if (viewer !== 'public') {
      out.hiddenAgendas.mine = [...(ha.held[viewer] ?? [])];
      if (ha.drawn[viewer]?.length) out.hiddenAgendas.choosing = [...(ha.drawn[viewer] ?? [])];
    }
  }
  return out;
}
