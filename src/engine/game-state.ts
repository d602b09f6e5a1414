/**
 * The game state: plain JSON, the whole truth of one game. Everything a seat may not see (hands,
 * deck order, unrevealed bids, the random generator) is here too; `view()` takes it out.
 */
import type { AiIcon, PriorityAction } from '../data/automa/schema.ts';
import type { ClassId, Good, Industry, PolicyId, Section, VotingClass, WageLevel } from '../data/common.ts';
import type { RngState } from './core/rng.ts';
import type { Said } from './core/said.ts';

/** Bumped when the state's shape changes; `upgradeState` brings an older state up to date. */
export const SCHEMA_VERSION = 3;

export type SeatKind = 'human' | 'automa';
/** How an Automa decides (Crisis & Control): simple mode tries its AI card's actions in order. */
export type AutomaMode = 'simple' | 'advanced';
/** Who plays a seat: a person, or an Automa (never the State: there is no State Automa). */
export type SeatOption = { kind: 'human' } | { kind: 'automa'; mode: AutomaMode };

export interface GameOptions {
  players: 2 | 3 | 4;
  /** Who plays each class in the game; classes not in the game are absent. */
  seats: Partial<Record<ClassId, SeatOption>>;
  /** Expansion modules; none are implemented yet beyond these switches. */
  modules: {
    historicalEvents: boolean;
    crisisResponse: boolean;
    alternativeEvents: boolean;
    hiddenAgendas: boolean;
    extraActionCards: boolean;
  };
}

export type Goods = Record<Good, number>;
export type Phase = 'setup' | 'preparation' | 'action' | 'production' | 'elections' | 'scoring' | 'game-over';

/** A Company on the board (or beside the Working Class board, for a Cooperative Farm). */
export interface Company {
  id: string;
  card: string;
  owner: 'capitalist' | 'middle' | 'state' | 'working';
  wage: WageLevel;
  machinery: boolean;
  strike: boolean;
  /** Public Sector position 0–8 (row-major, three per row) for State Companies. */
  publicSlot?: number;
}

/**
 * One Worker in play. Workers in the supply are only counted (`GameState.supply`). A Trade Union
 * Worker is skilled; its union is the industry of its skill.
 */
export interface Worker {
  id: number;
  cls: 'working' | 'middle';
  skill: Industry | null;
  at: 'unemployed' | 'company' | 'union';
  company?: string;
  slot?: number;
  committed: boolean;
}

/** What the State placed in a class's State Benefits area, waiting for Receive Benefits. */
export interface Benefits {
  money: number;
  goods: Goods;
  influence: number;
  cubes: number;
}

interface SeatBase {
  vp: number;
  influence: number;
  loans: number;
  hand: string[];
}

export interface WorkingClassState extends SeatBase {
  money: number;
  prosperity: number;
  /** Goods & Services area. */
  goods: Goods;
  benefits: Benefits | null;
  demonstration: boolean;
}

export interface MiddleClassState extends SeatBase {
  money: number;
  prosperity: number;
  goods: Goods;
  storage: Goods;
  tiles: Good[];
  prices: Record<Good, 0 | 1 | 2>;
  market: string[];
  benefits: Benefits | null;
}

export interface CapitalistClassState extends SeatBase {
  revenue: number;
  capital: number;
  storage: Goods;
  freeTradeZone: { food: number; luxury: number };
  tiles: Good[];
  prices: Record<Good, 0 | 1 | 2>;
  market: string[];
  /** Index into the Wealth table of the marker, -1 before the first step (rules-decisions S23). */
  wealthStep: number;
  benefits: Benefits | null;
}

export interface StateClassState extends SeatBase {
  legitimacy: Record<VotingClass, number>;
  tokens: Record<VotingClass, number>;
  /** The State's own Food and Luxury (its money is the Treasury). */
  goods: { food: number; luxury: number };
  events: string[];
  agenda: string | null;
}

export interface Classes {
  working: WorkingClassState;
  middle: MiddleClassState;
  capitalist: CapitalistClassState;
  state: StateClassState;
}

export interface Bill {
  owner: ClassId;
  section: Section;
}

export interface Pile {
  draw: string[];
  discard: string[];
}

export interface Decks {
  actions: Record<ClassId, Pile>;
  companies: { capitalist: Pile; middle: Pile };
  exports: Pile & { current: string | null };
  deals: Pile & { revealed: string[] };
  immigration: string[];
  events: Pile;
  agendas: Pile;
}

/** Things that last until the end of the round. */
export interface RoundFlags {
  /** Bill markers a class has set aside for the round (Protect the Status Quo). */
  billMarkersSetAside?: Partial<Record<ClassId, number>>;
  /** Policies on which no Bill may be proposed this round (Protect the Status Quo). */
  blockedPolicies?: PolicyId[];
  /** Classes that have already lost VP to this round's Demonstration. */
  demonstrationLoss?: Partial<Record<ClassId, true>>;
  /** The card or Event Action whose provisions a class's Benefits area holds (they add up). */
  provideBatch?: Partial<Record<VotingClass, string>>;
  // Set by the expansions' Events (Historical Events, Alternative Events):
  /** No Elections this round, and no Bills proposed. */
  noElections?: true;
  /** Immediate Votes cost no Influence this round. */
  freeImmediateVotes?: true;
  /** Nothing is bought from or sold to the Foreign Market this round. */
  foreignMarketClosed?: true;
  /** Prices that may not be adjusted this round. */
  pricesLocked?: Partial<Record<Good, true>>;
  /** Extra (or less) output this round for the Companies each modifier names. */
  output?: OutputModifier[];
  /** The Foreign Market's import price this round, instead of the printed one. */
  importPrice?: Partial<Record<'food' | 'luxury', number>>;
  /** What the Treasury pays for a Public Company that opens this round, as a share of its cost. */
  publicCostFactor?: number;
  /** Taxes a class pays less this round (an Alternative Event's Benefit). */
  taxRelief?: Partial<Record<ClassId, number>>;
  /** Rewards this round whenever a class takes one of these actions (Historical Events). */
  actionRewards?: ActionReward[];
  /** VP a class scores this round each time it Uses Healthcare, Education or Luxury. */
  useGoodsVp?: Partial<Record<'working' | 'middle', number>>;
}

/** "Companies … produce N more this round": which Companies, and how many more (or fewer). */
export interface OutputModifier {
  amount: number;
  /** Only Companies of these owners (all owners when absent). */
  owners?: Company['owner'][];
  /** Only Companies of these industries (all when absent). */
  industries?: Industry[];
  /** Only Companies with a Machinery token. */
  machineryOnly?: boolean;
}

/** "Whenever <class> Builds a Company / Sells to the Foreign Market this round": what it brings. */
export interface ActionReward {
  action: 'build-company' | 'sell-to-foreign-market';
  classes: ClassId[];
  /** Money to the acting class, from the bank or the Treasury. */
  money?: { amount: number; from: 'bank' | 'state' };
  /** The State's Legitimacy with the acting class changes by this much (4 players). */
  legitimacy?: number;
}

/**
 * One line of a score breakdown: who, when, why, how much. Written once and never changed, so a
 * fork's ledger shares its entries.
 */
export type VpEntry = readonly [cls: ClassId, round: number, reason: string, vp: number];

/**
 * A step of the game's flow: either automatic or a question to one or more seats. Every step has
 * this one shape, whatever its type: its parameters are held apart (`p`), as its constructor was
 * given them, so that making a step copies nothing and the flow's reads see one shape.
 */
export interface Step {
  t: string;
  /** The version at which the step first asked its question (flow.ts stamps it). */
  askedAt?: number;
  /** The step's parameters; never changed once the step is made (forks share steps). */
  p: object;
}

/** An election under way (Bills and Elections, Carrying out an election). */
export interface Vote {
  policy: PolicyId;
  section: Section;
  proposer: ClassId;
  immediate: boolean;
  sides: Partial<Record<ClassId, 'for' | 'against'>>;
  /** Cubes drawn from the bag, by colour. */
  drawn: Record<VotingClass, number>;
  /** Secret Influence spent, per seat; hidden until everyone asked has answered. */
  bids: Partial<Record<ClassId, number>>;
  /** Cubes revealed before the vote was called (Public Opinion Polling). */
  predrawn: boolean;
  /**
   * A special election on several Policies at once, with no Bill (Maastricht Treaty): all these
   * move if it passes. `policy` and `section` then name the first of them.
   */
  changes?: Array<{ policy: PolicyId; section: Section }>;
  /** False when passing it scores no VP (Maastricht Treaty). */
  awardVp?: boolean;
  /** Why each side's Automas spent what they did: logged after the bids are revealed. */
  /** Why each Automa spends what it does (a vote saved before keys: English lines). */
  automaSpending?: Array<Said | string>;
}

/**
 * The Historical Events deck of a game that uses the module (Historical Events rulebook, Setup):
 * one card per Period, revealed one per round, each triggered at most once.
 */
export interface HistoricalEventsState {
  /** The face-down cards still to come, the next one last (secret: `view()` shows only how many). */
  deck: string[];
  /** The cards revealed so far, oldest first; the last one covers the others (the current Event). */
  revealed: string[];
  /** Cards whose effect has been applied (turned face down). */
  triggered: string[];
  /** While an Event's effect resolves: what its earlier parts did that later parts read. */
  resolving?: {
    card: string;
    /** The class that triggered it by an action. */
    by?: ClassId;
    /** Policies moved by a class's choice (the State then chooses another one). */
    moved: PolicyId[];
    /** Workers in the Capitalist Class's Companies before the Event assigned Workers. */
    employedBefore?: number[];
  };
}

export interface TurnState {
  seat: ClassId;
  number: number;
  mainDone: boolean;
  freeUsed: boolean;
}

/**
 * What an Automa may do on its turn: an Action priority card's action, Apply Political Pressure
 * (its last resort), or nothing at all when even that is impossible.
 */
export type AutomaMove = PriorityAction | 'pressure' | 'pass';

/**
 * An Automa's priority rows (advanced mode). Rows are listed bottom row first; within a row the
 * card nearest the markers (the highest priority) comes first.
 */
export interface PriorityRows {
  actions: PriorityAction[][];
  policies: PolicyId[][];
  /** Policy cards outside the rows (a Bill was proposed on them, or they are at the Desired section). */
  setAside: PolicyId[];
  /** Policy cards out of play for the rest of the game (Immigration in the final round). */
  removed: PolicyId[];
  /** Action cards out of the rows until the next round (the Strike card once Strike tokens run out). */
  actionsAside: PriorityAction[];
  /**
   * Where a Policy card stood when its Bill was proposed (it returns exactly there if an Immediate
   * Vote on it fails): its row, its place in the row (`at`; none in a state saved before it was kept:
   * the far end), and whether it was alone there (its row collapsed when it left).
   */
  held?: { policy: PolicyId; row: number; at?: number; alone?: boolean };
}

/**
 * The words of an Automa's checks are keys under `automaWhy.check.` with ids and numbers
 * (src/engine/automa/checks.ts); a state saved before they were keys holds English sentences.
 */
export type CheckWords = Said | string;

/** A priority card moved up by an advanced-mode check. */
export interface CheckMove {
  card: PriorityAction | PolicyId;
  steps: number;
  /** What the line that moved it saw. */
  why: CheckWords;
}

/** One line of a CHECK card as the Automa read it (advanced mode): what it saw, what it moved. */
export interface CheckLine {
  /** The line as printed on the card (`checkRule`: the card's id and the line's place on it). */
  rule: CheckWords;
  /** What the line looked at on the board (the Policy, Company or resource, for a line read for each). */
  saw: CheckWords;
  /** The priority cards it moved up, by how many rows (none when the line did not hold). */
  moved: Array<{ card: PriorityAction | PolicyId; steps: number }>;
}

/** One of the AI card's four checks: its CHECK card (or the card's own Special Action priority) line by line. */
export interface CheckTrace {
  /** The AI card icon the check answers. */
  icon: AiIcon;
  /** The Instruction card read ("CCA Check Companies", by its id), or the AI card's Special Action priority. */
  card: CheckWords;
  /** The first check counts the card's bonus. */
  bonus: boolean;
  lines: CheckLine[];
}

/** The Action and Policy priority rows at a moment, bottom row first (as `PriorityRows`). */
export interface RowsAt {
  actions: PriorityAction[][];
  policies: PolicyId[][];
}

/**
 * An Automa's turn as the engine played it, for anyone to check against the cards: the AI card,
 * in advanced mode the rows before the checks, each check line by line and the rows after them,
 * then the move and the rows after it.
 */
export interface AutomaTurnRecord {
  round: number;
  turn: number;
  /** The AI card revealed. */
  card: string;
  /** What its Free Actions at the start of the turn did, as logged (prices, a Loan paid off…). */
  /** What it did before drawing (a trace saved before keys: English lines). */
  atStart: Array<Said | string>;
  rowsBefore?: RowsAt;
  checks?: CheckTrace[];
  rowsAfterChecks?: RowsAt;
  move?: AutomaMove;
  /** The rows once the move is done (its card dropped, a Policy card set aside by its Bill). */
  rowsAfter?: RowsAt;
}

/** One Automa seat's cards (Crisis & Control, Automa setup): public but for the pile's order and `luck`. */
export interface AutomaState {
  mode: AutomaMode;
  /** The face-down AI pile, top card last. Its order is secret. */
  pile: string[];
  discard: string[];
  /** The AI card revealed this turn; it stays face up until the next one is drawn. */
  card: string | null;
  rows?: PriorityRows;
  /**
   * A number from the game's generator, drawn at each of its turns: the seed of its decision
   * procedure's random last resorts (a driver reads it, never the generator). Secret.
   */
  luck: number;
  /** What it did on its last turn, as the log said it. */
  last: { round: number; turn: number; card: string; move: AutomaMove } | null;
  /** AI cards revealed by its last Influence or Response to Strike draw (they go back into the pile). */
  revealed: string[];
  /** The Policy of the last Bill it proposed (its Immediate Vote is decided on that Bill). */
  lastBill?: PolicyId;
  /** Advanced mode: how this turn's checks moved its priority cards, and why. */
  checks?: CheckMove[];
  /** Its current (or last) turn, step by step (`AutomaTurnRecord`). */
  trace?: AutomaTurnRecord;
  /**
   * Strikes on its Companies, with the turn each was placed in: the Middle Class Automa raises
   * their Wages to L3 on its next turn (automa/strikes.ts).
   */
  raiseWages?: Array<{ company: string; round: number; turn: number }>;
  /**
   * An imagined game's Automa (a search's rollout, automa/stand-in.ts): its turns keep no record —
   * no `trace`, no CHECK lines — since nobody reads one. Never set in a game people play.
   */
  untraced?: true;
}

export interface GameState {
  schemaVersion: number;
  version: number;
  options: GameOptions;
  rng: RngState;
  round: number;
  phase: Phase;
  turn: TurnState | null;
  policies: Record<PolicyId, Section>;
  bills: Partial<Record<PolicyId, Bill>>;
  vote: Vote | null;
  treasury: number;
  /** Loans on the Treasury in 2–3 player games (with 4 players the State's own `loans`). */
  treasuryLoans: number;
  publicServices: { health: number; education: number; influence: number };
  /** Public Sector cards by position 0–8; a position is available when its row is open. */
  publicSector: string[];
  companies: Company[];
  workers: Worker[];
  supply: { working: number; middle: number; cubes: Record<VotingClass, number> };
  bag: Record<VotingClass, number>;
  classes: Classes;
  decks: Decks;
  /** Labor Market section income taxes use this round after an IMF change (rules-decisions S3). */
  incomeTaxLabor: Section | null;
  /** Things that last until the end of the round; cleared at the next Preparation. */
  roundFlags: RoundFlags;
  /** The Historical Events deck, in games with the module. */
  historicalEvents?: HistoricalEventsState;
  ledger: VpEntry[];
  flow: Step[];
  nextId: number;
  winners: ClassId[] | null;
  /** Automa seats (Crisis & Control), only in games that have them. */
  automa?: Partial<Record<VotingClass, AutomaState>>;
  // Expansion modules, present only in games that switch them on.
  crisisResponse?: CrisisResponseState;
  alternativeEvents?: AlternativeEventsState;
  hiddenAgendas?: HiddenAgendasState;
}

/** A Government Bond the State owes (Crisis Response, New Government Bond Program). */
export interface Bond {
  lender: VotingClass;
  lent: number;
  repay: number;
  /** Repaid at the end of this round's Action phase at the latest. */
  dueRound: number;
}

/** Crisis Response (Crisis & Control): its deck, the face-up card, locks and Government Bonds. */
export interface CrisisResponseState {
  draw: string[];
  discard: string[];
  /** The face-up card: what the IMF does when it next intervenes. */
  current: string | null;
  /** Policies that take no Bill until the next round's Check IMF step. */
  locks: PolicyId[];
  bonds: Bond[];
  /** The cards whose steps were carried out, in order. */
  resolved: string[];
  /** Money the card being resolved took from each class (Failed IMF Negotiations). */
  taken?: Partial<Record<VotingClass, number>>;
}

/** Alternative Events (Crisis & Control): the Event cards classes keep for their Benefit. */
export interface AlternativeEventsState {
  kept: Partial<Record<VotingClass, string[]>>;
  /** Benefits whose effect lasts the phase they were used in (cleared at its end). */
  active: Partial<Record<VotingClass, string[]>>;
  /** A Wage moved for one Production phase (Demand for State Intervention), put back at its end. */
  wageShift?: { company: string; from: WageLevel };
}

/** Hidden Agendas (Crisis & Control). A player's Agendas are secret until revealed. */
export interface HiddenAgendasState {
  /** The 2 cards each player chooses from at setup (emptied once chosen; the other goes back unseen). */
  drawn: Partial<Record<ClassId, string[]>>;
  /** The Agendas a class holds: a player's 1, an Automa's 5 (face up). */
  held: Partial<Record<ClassId, string[]>>;
  /** Agendas whose condition was met when checked (an Automa scores the best at game end). */
  completed: string[];
  scored: string[];
  /** Agendas that can no longer be completed (Expert Budgeter once a Loan is taken). */
  failed: string[];
  /** Agendas everyone sees: an Automa's, those scored, and all of them at game end. */
  revealed: string[];
  /** What the Agendas count as the game goes. */
  tally: AgendaTally;
}

export interface AgendaTally {
  /** Events the State dealt with, the whole game. */
  eventsResolved: number;
  /** Whether the State ever took a Loan. */
  stateLoan: boolean;
  /** Wages received in this Production phase. */
  wages: Partial<Record<ClassId, number>>;
  /** Bills each class proposed that passed in this Elections phase. */
  billsPassed: Partial<Record<ClassId, number>>;
  /** What each class earned from the Foreign Market this turn. */
  exported: Partial<Record<ClassId, number>>;
}
