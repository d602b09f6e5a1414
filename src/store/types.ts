/**
 * What the bot keeps about a game: one record per channel (or thread), under
 * `game:<guildId>:<channelId>`. The record holds the snapshot (the engine state) next to the action
 * log (options, seed and every answer with who and when), so any game can be replayed from scratch
 * and checked against its snapshot.
 */
import type { ClassId } from '../data/common.ts';
import type { GameOptions, GameState, Said, SeatKind } from '../engine/index.ts';
import type { GameLocale } from '../i18n/game-words/types.ts';
import type { Write } from './backend.ts';

/**
 * The record's format version, stored in every record and checked on read: a record of another
 * format (one written by a newer bot, say) is reported as damaged, never guessed at. Bumped when
 * the record's shape changes, with a migration of the older format on read.
 */
export const RECORD_FORMAT = 1;

export type GameStatus = 'lobby' | 'playing' | 'finished' | 'abandoned';

export interface SeatRecord {
  /** A person, an Automa (the engine's), or the AI (a person's seat to the engine, played by src/ai/). */
  kind: SeatKind | 'ai';
  /** The Discord user who answers for this seat (null: open, an Automa or the AI). */
  userId: string | null;
  /** How long the AI thinks, for an AI seat (src/ai/levels.ts). */
  level?: string;
}

/** What the AI may do in a game besides playing its own seats (/hegemony settings). */
export interface AiSettings {
  /** Players may ask the AI for a suggestion (`/hegemony hint`); absent: yes, but in league games. */
  hints?: boolean;
  /** The autopilot of an absent player's seat plays as the AI would; absent: no (the simple autopilot). */
  autopilot?: boolean;
}

/** One applied answer (or several, for a slash-command fast path), in order. */
export interface ActionEntry {
  /** The state's version after this entry. */
  version: number;
  seat: ClassId;
  /** Who answered for the seat. */
  userId: string;
  /** Engine option ids, applied with applyAll. */
  answers: string[];
  /** ISO time. */
  at: string;
  /** The Discord interaction that carried it: a redelivered interaction is recognised and ignored. */
  interactionId?: string;
  /**
   * Something hidden came to light with it (a card drawn, cubes drawn, bids revealed): it cannot
   * be taken back. Absent in entries saved before it was noted; the undo itself checks anyway.
   */
  revealed?: true;
}

/** Things done to a game that are not moves: seats changing hands, abandoning, a lobby expiring. */
export interface AdminEntry {
  at: string;
  by: string;
  what: 'handover' | 'abandon' | 'expire';
  seat?: ClassId;
  from?: string | null;
  to?: string;
}

export interface GameRecord {
  format: number;
  /** Short id carried by every button, so a button from an older game in the channel is recognised. */
  id: string;
  guildId: string;
  channelId: string;
  hostId: string;
  status: GameStatus;
  createdAt: string;
  updatedAt: string;
  /** Revision of the record: +1 on every write; writes are compare-and-set on it. */
  rev: number;
  options: GameOptions;
  /** Secret: never in a public message or a log line. */
  seed: string;
  seats: Partial<Record<ClassId, SeatRecord>>;
  /** The public message showing the lobby, then the board; edited in place. */
  boardMessageId: string | null;
  state: GameState | null;
  actions: ActionEntry[];
  admin: AdminEntry[];
  /**
   * The latest private events of each seat (what only it may read), newest last: the engine's
   * words (key + ids); a record saved before held English sentences, read as they are.
   */
  private?: Partial<Record<ClassId, Array<Said | string>>>;
  /** Seats the host or an admin has offered to someone, until that user takes or declines them. */
  offers?: Partial<Record<ClassId, SeatOffer>>;
  /**
   * The public messages whose buttons answer an offer still open as far as the channel was last
   * shown (an undo to agree to, a seat to take), kept by the publisher once posted: after a restart
   * their buttons are still taken off when what they offer closes.
   */
  offerMessages?: OfferMessage[];
  /** Deadlines and reminders (absent: a game from before they existed, which has none). */
  clock?: GameClock;
  /** A player's request to take back answers that others have answered since, awaiting consent. */
  undo?: UndoRequest;
  /** Sides stated ahead for the Bills of the current Elections, per seat (voting ahead). */
  ahead?: Partial<Record<ClassId, StandingSides>>;
  /** The league pod this game was scheduled for: its result is recorded when it finishes. */
  league?: LeagueTag;
  /** Hints and the AI autopilot, where they differ from the defaults. */
  ai?: AiSettings;
  /**
   * The language of the game's public messages (board, log, pings, pictures), set at
   * `/hegemony new language:` or `/hegemony settings language:`; not a rule of the game. Absent:
   * English (every game saved before languages existed).
   */
  language?: GameLocale;
}

/** How long a seat has to answer, and how it is reminded (set at `/hegemony new`, `/hegemony settings`). */
export interface ClockSettings {
  /** Hours a seat has to answer a question; 0: no deadline (and no reminders). */
  deadlineHours: number;
  /** When reminders go out, in hours before the deadline, earliest first. */
  remindHours: number[];
  /** Missed deadlines in a row after which the seat is offered to volunteers (0: never). */
  offerAfter: number;
}

/** One seat's current wait: since when, for which question, and how many reminders it has had. */
export interface SeatWait {
  /** The version at which the seat's question was first asked (the engine's `askedAt`). */
  askedAt: number;
  /** ISO time the wait began. */
  since: string;
  reminded: number;
}

export interface GameClock {
  settings: ClockSettings;
  /** The seats waited for, by a person, and since when. */
  waits: Partial<Record<ClassId, SeatWait>>;
  /** Deadlines each seat missed in a row (reset when its player answers). */
  missed: Partial<Record<ClassId, number>>;
  /** Seats the autopilot plays at once, until their player takes them back or a volunteer takes them. */
  away: ClassId[];
  /**
   * Seats whose player missed a deadline, with the stretch of play the autopilot covers for them
   * (`coverKey`: the rest of the seat's turn, or its other questions of the same phase): one
   * missed deadline costs the game one wait, not one per question.
   */
  covering?: Partial<Record<ClassId, string>>;
  /** The earliest moment something may be due (ISO): kept in the store's due index. */
  next?: string;
}

/** A request to undo answers past another player's, which every other player must agree to. */
export interface UndoRequest {
  by: string;
  seat: ClassId;
  /** The log is cut back to this many entries. */
  keep: number;
  /** The log's length when asked: any answer since makes the request stale. */
  at: number;
  /** Users who agreed so far. */
  agreed: string[];
  /** The answers taken back, as keys (a request saved before: English, as the players saw them). */
  what: Array<Said | string>;
}

/** Sides a seat stated ahead for the Bills of one round's Elections, by Policy. */
export interface StandingSides {
  round: number;
  sides: Record<string, 'for' | 'against'>;
}

/** What a user set with `/hegemony me`: their time zone, quiet hours and direct-message reminders. */
export interface UserPrefs {
  /** IANA time zone, e.g. `Europe/Paris`. */
  timeZone: string;
  /** Local hours [from, to) in which no reminder is sent and no deadline falls; null: none. */
  quiet: [number, number] | null;
  /** Reminders by direct message instead of a mention in the channel. */
  dm: boolean;
  /** The language of their panels and private answers; absent: their Discord client's. */
  language?: GameLocale;
}

export function userKey(userId: string): string {
  return `user:${userId}`;
}

/** The store's index of games with something due: `due:<guild>:<channel>` → `{ gameId, at }`. */
export interface DueRef {
  guildId: string;
  channelId: string;
  gameId: string;
  at: string;
}

/** Where a league game belongs in its server's league: season, round and pod (from 1). */
export interface LeagueTag {
  season: number;
  round: number;
  pod: number;
}

/** A seat offered to a user by `/hegemony handover`: it changes hands only when they accept. */
export interface SeatOffer {
  to: string;
  by: string;
  at: string;
  /** Who held the seat when it was offered: an offer lapses if the seat changes hands meanwhile. */
  from?: string | null;
  /**
   * The holder's consent, for a seat a present player holds: asked (they must press Agree), given,
   * or overridden (a server admin or a league organiser moves it, and the channel is told).
   */
  consent?: 'asked' | 'given' | 'overridden';
}

/** A public message with buttons that answer an offer (see GameRecord.offerMessages). */
export interface OfferMessage {
  /** The Discord message. */
  id: string;
  /** What its buttons answer ("undo", "seat:middle", "handover:working"): it closes when none is open. */
  keys: string[];
  /** The record's revision when it was offered: only a later change can tell it is closed. */
  rev: number;
}

export function gameKey(guildId: string, channelId: string): string {
  return `game:${guildId}:${channelId}`;
}

export function archiveKey(record: Pick<GameRecord, 'guildId' | 'channelId' | 'id'>): string {
  return `archive:${record.guildId}:${record.channelId}:${record.id}`;
}

/**
 * What a channel is owed for a saved change, written in the same commit as the change (the
 * outbox): the public log line, already built, then a board edit. It is deleted once posted, so a
 * crash between saving and posting leaves it to be posted after the restart.
 */
export interface Owed {
  /** Its key in the store (see owedKey). */
  key: string;
  guildId: string;
  channelId: string;
  gameId: string;
  /** The revision of the change. */
  rev: number;
  at: string;
  /** The log line as the announcer built it (plain JSON), or null for a board edit alone. */
  line: unknown;
}

export function owedKey(record: Pick<GameRecord, 'guildId' | 'channelId' | 'id' | 'rev'>): string {
  return `outbox:${record.guildId}:${record.channelId}:${record.id}:${String(record.rev).padStart(10, '0')}`;
}

/** An open lobby, as the per-host index lists it. */
/** A game where a user is seated, as the seated index lists it. */
export interface SeatedRef {
  channelId: string;
  gameId: string;
}

export interface LobbyRef {
  channelId: string;
  gameId: string;
  createdAt: string;
}

export interface PutOptions {
  /**
   * Moves the record out of its channel into the archive (a finished or abandoned game, kept whole
   * for replays), in the same commit: the channel is then free.
   */
  archive?: boolean;
  /** The log line this change owes the channel (null: only the board): saved with it, in the outbox. */
  announce?: { line: unknown };
  /** Other values written in the same commit (a league's result of a game that ends with it). */
  also?: readonly Write[];
}

/**
 * Where games live. `put` is a compare-and-set that holds across processes: it writes only if the
 * stored record is still the one at `expectedRev`, and writes the record, its new log pieces, its
 * outbox entry and its lobby index entry together or not at all. Every method either answers or
 * throws: StoreUnavailableError when the backend failed, DamagedRecordError for a value that cannot
 * be read as a game.
 */
export interface GameStore {
  /** The channel's game; undefined only when the backend said there is none. */
  get(key: string): Promise<GameRecord | undefined>;
  /**
   * The channel's game read and checked like `get`, without keeping it in the cache: for a look over
   * every game (after a restart) that must neither fill the cache nor stand in for a later read.
   */
  peek(key: string): Promise<GameRecord | undefined>;
  /**
   * Writes the record if the stored one still has revision `expectedRev` (null: none stored yet).
   * Returns false, writing nothing, if someone else wrote in between.
   */
  put(record: GameRecord, expectedRev: number | null, options?: PutOptions): Promise<boolean>;
  getArchived(guildId: string, channelId: string, id: string): Promise<GameRecord | undefined>;
  /**
   * Moves whatever is stored for a channel's game, as raw values (record and log pieces), to a
   * `damaged:` key an operator can read, freeing the channel. Returns that key, or null if there
   * was nothing.
   */
  setAside(guildId: string, channelId: string, by: string): Promise<string | null>;
  /** The open lobbies a user hosts in a server (as indexed; the caller checks each). */
  lobbiesOf(guildId: string, hostId: string): Promise<LobbyRef[]>;
  /** The games in play or in a lobby where a user is seated, in a server (as indexed; the caller checks each). */
  seatedIn(guildId: string, userId: string): Promise<SeatedRef[]>;
  /** Every announcement still owed, oldest change first per channel. */
  owed(): Promise<Owed[]>;
  /** Announcements that have been posted. */
  paid(keys: readonly string[]): Promise<void>;
  /** Every game with something due (a reminder, a deadline), as the due index lists it. */
  dueGames(): Promise<DueRef[]>;
  /** A user's settings (undefined: never set). */
  getUser(userId: string): Promise<UserPrefs | undefined>;
  putUser(userId: string, prefs: UserPrefs): Promise<void>;
  close(): Promise<void>;
}
