/**
 * The games of every channel: the one place where a Discord user's click becomes an engine answer
 * and a stored, announced change. Every change to a game runs inside that game's lock, reads the
 * record, checks it (named guards), applies through the engine, and writes compare-and-set on the
 * record's revision, together with what the change owes the channel (its log line, in the store's
 * outbox); only then does it tell the announcer. A refusal throws UserError and changes nothing; a
 * store that fails throws its own error and nothing is announced.
 */
import { randomBytes } from 'node:crypto';
import type { AiLevel } from '../ai/levels.ts';
import type { ClassId } from '../data/common.ts';
import {
  type AutomaMode,
  apply,
  applyAll,
  createGame,
  defaultOptions,
  type GameEvent,
  type GameOptions,
  type GameState,
  list,
  type Question,
  type Said,
  said,
} from '../engine/index.ts';
import type { GameLocale } from '../i18n/game-words/types.ts';
import { sayText } from '../i18n/said.ts';
import type { Logger } from '../log.ts';
import { DamagedRecordError } from '../store/errors.ts';
import type { GameLocks } from '../store/lock.ts';
import {
  type ActionEntry,
  type AiSettings,
  type ClockSettings,
  type GameRecord,
  type GameStore,
  gameKey,
  type LeagueTag,
  type OfferMessage,
  RECORD_FORMAT,
  type UserPrefs,
} from '../store/types.ts';
import { aiLevelOf, aiPlays, personSeats, withAiSeat } from './ai-seats.ts';
import { AI_FORCED, type AiAnswerInput, unlessAi } from './ai-turns.ts';
import { automaModeOf, noClass, type SeatPlay, seatNames, setSeatPlay, withAutomas } from './automa-seats.ts';
import { type Autopilots, awayPilots, coverPilots } from './autopilot.ts';
import type { Announcer, ChangeRecorder, GameWatcher, Step } from './change.ts';
import { cleanSettings, DEFAULT_CLOCK, keepTime, newClock, nextDue, type PrefsOf } from './clock.ts';
import { answeredBy, changeSettings, clockStep, takeOpenSeat, withDriven } from './deadlines.ts';
import { classList, damageSaid, refused, type UserError } from './errors.ts';
import { requireGame, requireHostOrAdmin, requireLobby, requirePlaying, requireSeatOwner } from './guards.ts';
import { agreeToOffer, declineSeat, type OfferInput, offerSeat, takeSeat } from './handover.ts';
import {
  checkLobbyLimit,
  DEFAULT_LOBBY_LIMITS,
  expire,
  isExpired,
  type LobbyLimits,
  lobbyExpired,
} from './lobbies.ts';
import { PrefsCache } from './prefs-cache.ts';
import { fingerprint, type QuestionRef, questionFor, seatsOf, waitingSeats } from './questions.ts';
import {
  DRIVER_USER,
  driveSeats,
  firstDriver,
  NO_DRIVERS,
  optionWords,
  type SeatDrivers,
} from './seat-drivers.ts';
import { askConsent, openRequest, othersOf, planUndo, undoNote, undone } from './undo.ts';
import { type Side, STANDING_SIDES, stateSide } from './voting-ahead.ts';

export interface GameServiceDeps {
  store: GameStore;
  locks: GameLocks;
  log: Logger;
  announcer: Announcer;
  /** Who answers for seats no person answers (Automa seats); none by default. */
  drivers?: SeatDrivers;
  /** Who answers at a deadline or for an away player (an Automa where one exists); else the simple policy. */
  autopilots?: Autopilots;
  /** Told of every change once it is saved, after the announcer (a deadline scheduler). */
  watchers?: GameWatcher[];
  /** Add their own values to a change's commit (a league recording a result). */
  recorders?: ChangeRecorder[];
  now?: () => Date;
  newGameId?: () => string;
  newSeed?: () => string;
  lobbies?: LobbyLimits;
}

/** How an answer was given, for the log and the duplicate check. */
export interface AnswerInput {
  guildId: string;
  channelId: string;
  userId: string;
  /** The question the button or select was made for; absent for slash commands (answer what is open now). */
  ref?: QuestionRef;
  /** Which seat, for slash commands (when the user has several). */
  seat?: ClassId;
  /** Engine option ids, or a reference by position for a long id. */
  answers: Array<string | { index: number }>;
  /**
   * Works the answers out from the question as it is (several steps of one panel tap), in place
   * of `answers`; runs after the duplicate and currency checks. May refuse with a UserError.
   */
  resolve?: (state: GameState, question: Question) => string[];
  interactionId?: string;
}

export interface AnswerResult {
  record: GameRecord;
  seat: ClassId;
  /** Events only this seat may read (shown in its panel). */
  privateEvents: Said[];
  /** The same interaction was already applied (a redelivery): nothing was done. */
  duplicate: boolean;
  /** The first answer, as the player saw it (the option's words: a presenter words it in its reader's language). */
  chosen: Said | null;
}

const RECENT_FOR_DUPLICATES = 64;

/** Writes a change tries when another process keeps writing first: the first, and one retry. */
const WRITE_ATTEMPTS = 2;

export class GameService {
  private readonly store: GameStore;
  private readonly locks: GameLocks;
  private readonly log: Logger;
  private readonly announcer: Announcer;
  private readonly now: () => Date;
  private readonly newGameId: () => string;
  private readonly newSeed: () => string;
  private readonly lobbies: LobbyLimits;
  private readonly drivers: SeatDrivers;
  private readonly autopilots: Autopilots | undefined;
  /** Users' own settings, kept a short time: each private answer reads its reader's language. */
  private readonly prefs: PrefsCache;
  private readonly watchers: GameWatcher[];
  private readonly recorders: ChangeRecorder[];

  constructor(deps: GameServiceDeps) {
    this.store = deps.store;
    this.locks = deps.locks;
    this.log = deps.log;
    this.announcer = deps.announcer;
    this.now = deps.now ?? (() => new Date());
    this.prefs = new PrefsCache(() => this.now().getTime());
    this.newGameId = deps.newGameId ?? (() => randomBytes(5).readUIntBE(0, 5).toString(36).padStart(6, '0'));
    this.newSeed = deps.newSeed ?? (() => randomBytes(16).toString('hex'));
    this.lobbies = deps.lobbies ?? DEFAULT_LOBBY_LIMITS;
    this.autopilots = deps.autopilots;
    // Automa seats first; the AI's questions with one option; then sides stated ahead, and away
    // players' autopilots — but for seats the AI plays as their autopilot (ai-turns.ts).
    this.drivers = firstDriver(
      deps.drivers ?? NO_DRIVERS,
      AI_FORCED,
      STANDING_SIDES,
      unlessAi(awayPilots(deps.autopilots)),
      unlessAi(coverPilots(deps.autopilots)),
    );
    this.watchers = deps.watchers ?? [];
    this.recorders = deps.recorders ?? [];
  }

  /**
   * The games of a server where the user is seated (in play or in a lobby), as the store indexes
   * them, each read and checked: the newest first.
   */
  async seatedIn(guildId: string, userId: string): Promise<GameRecord[]> {
    const refs = await this.store.seatedIn(guildId, userId);
    const records = await Promise.all(
      refs.map((ref) => this.get(guildId, ref.channelId).catch(() => undefined)),
    );
    return records
      .filter(
        (r, i): r is GameRecord =>
          !!r &&
          r.id === refs[i]?.gameId &&
          (r.status === 'playing' || r.status === 'lobby') &&
          seatsOf(r, userId).length > 0,
      )
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  }

  /** The live game of a channel (lobby, playing, or finished but not yet replaced). */
  get(guildId: string, channelId: string): Promise<GameRecord | undefined> {
    return this.store.get(gameKey(guildId, channelId));
  }

  /**
   * Runs `work` on the channel's record inside its lock and writes the step it returns (null: write
   * nothing), compare-and-set on the revision it read, with the announcement it owes. If another
   * process wrote in between, the record is read again and `work` runs once more, and after a
   * second conflict once more without writing: a redelivered interaction is then recognised as
   * done (`work` returns null); anything else is the player's to retry. Returns the record as
   * written.
   */
  private async change(
    guildId: string,
    channelId: string,
    work: (record: GameRecord | undefined) => Step | null,
  ): Promise<GameRecord | null> {
    const key = gameKey(guildId, channelId);
    return this.locks.run(key, async () => {
      for (let attempt = 1; ; attempt++) {
        const before = await this.store.get(key);
        const step = work(before);
        if (step === null) return null;
        if (attempt > WRITE_ATTEMPTS) throw refused('game.conflict', undefined, 'stale');
        // Every change keeps the game's clock in step: who is waited for since when, what is due next.
        const record: GameRecord = keepTime(
          { ...step.record, rev: (before?.rev ?? 0) + 1, updatedAt: this.now().toISOString() },
          this.now().toISOString(),
        );
        const change = step.announce && { ...step.announce, record };
        const line = change ? this.announcer.lineFor(change) : undefined;
        const also = this.recorders.flatMap((r) => r.writesFor(before, record));
        const written = await this.store.put(record, before?.rev ?? null, {
          archive: step.archive ?? false,
          ...(change ? { announce: { line } } : {}),
          ...(also.length > 0 ? { also } : {}),
        });
        if (written) {
          if (change) {
            this.announcer.changed({ ...change, line });
            for (const w of this.watchers) w.changed({ ...change, line });
          }
          return record;
        }
        this.log.info(
          { guild: guildId, channel: channelId },
          'the game changed in another process; reading it again',
        );
      }
    });
  }

  /**
   * A lobby found expired is closed (abandoned, archived, its message closed) and the user told;
   * any other record goes on to `work`.
   */
  private async inLobby(
    guildId: string,
    channelId: string,
    work: (record: GameRecord | undefined) => Step,
  ): Promise<GameRecord> {
    let expired = false;
    const record = await this.change(guildId, channelId, (r) => {
      expired = !!r && isExpired(r, this.lobbies, this.now());
      return expired && r ? this.expiry(r) : work(r);
    });
    if (expired) throw lobbyExpired(this.lobbies);
    return record as GameRecord;
  }

  private expiry(record: GameRecord): Step {
    return {
      record: expire(record, this.now().toISOString()),
      archive: true,
      announce: {
        kind: 'abandoned',
        events: [],
        waitingBefore: [],
        note: [said('note.lobbyExpired')],
      },
    };
  }

  async create(input: {
    guildId: string;
    channelId: string;
    hostId: string;
    isAdmin?: boolean;
    players: 2 | 3 | 4;
    hostClass?: ClassId;
    modules?: Partial<GameOptions['modules']>;
    /** Seats the Automas play, and how. */
    automas?: Partial<Record<ClassId, AutomaMode>>;
    /** Seats the AI plays, and at which level (any class, the State too). */
    ai?: Partial<Record<ClassId, AiLevel>>;
    /** Hints and the AI autopilot, where they differ from the defaults. */
    aiSettings?: AiSettings;
    /** The clock's settings where they differ from the defaults (DEFAULT_CLOCK). */
    clock?: Partial<ClockSettings>;
    /** The language of the game's public messages (absent: English). */
    language?: GameLocale;
  }): Promise<GameRecord> {
    const base = defaultOptions(input.players);
    // The engine's check of the options (modules, Automa seats), as a refusal the host reads.
    const options = withAutomas(
      { ...base, modules: { ...base.modules, ...input.modules } },
      input.automas ?? {},
    );
    if (input.hostClass && !options.seats[input.hostClass]) {
      throw refused(
        'newGame.hostNoClass',
        { players: input.players, class: input.hostClass, classes: seatNames(options) },
        'invalid',
      );
    }
    const mode = input.hostClass && automaModeOf({ options }, input.hostClass);
    if (input.hostClass && mode)
      throw refused('newGame.hostAutoma', { class: input.hostClass, automaMode: mode }, 'invalid');
    const level = input.hostClass && input.ai?.[input.hostClass];
    if (input.hostClass && level)
      throw refused('newGame.hostAi', { class: input.hostClass, aiLevel: level }, 'invalid');
    // The lobby, checked before the channel is touched (a class the game lacks, no person left); made
    // once, so that the game has the one seed and id drawn for it.
    const planned = this.withAi(this.newRecord(input, options), input.ai);
    if (input.aiSettings) planned.ai = input.aiSettings;
    // English is what a game without a language reads in: only another is written down.
    if (input.language && input.language !== 'en') planned.language = input.language;
    // A solo game: with every other seat an Automa or the AI, the host takes the one left.
    const persons = personSeats(planned);
    const hostClass = input.hostClass ?? (persons.length === 1 ? persons[0] : undefined);
    await this.clearChannel(input);
    await checkLobbyLimit(this.store, this.lobbies, this.now(), input);
    const record = await this.change(input.guildId, input.channelId, (existing) => {
      if (existing) throw occupied(existing, existing.status === 'playing' ? 'refused' : 'stale');
      const lobby = structuredClone(planned);
      const host = hostClass && lobby.seats[hostClass];
      if (host && host.kind === 'human') host.userId = input.hostId;
      return { record: lobby };
    });
    const created = record as GameRecord;
    this.log.info({ guild: created.guildId, channel: created.channelId, game: created.id }, 'game created');
    return created;
  }

  /** The lobby with these seats played by the AI. */
  private withAi(record: GameRecord, ai: Partial<Record<ClassId, AiLevel>> | undefined): GameRecord {
    let out = record;
    for (const [cls, level] of Object.entries(ai ?? {}) as Array<[ClassId, AiLevel]>) {
      if (automaModeOf(out, cls)) throw refused('newGame.automaAndAi', { class: cls }, 'invalid');
      if (!out.seats[cls]) throw noClass(out.options, cls);
      out = withAiSeat(out, cls, level);
    }
    return out;
  }

  /** A lobby with every seat open (Automa seats as the options say). */
  private newRecord(
    input: { guildId: string; channelId: string; hostId: string; clock?: Partial<ClockSettings> },
    options: GameOptions,
  ): GameRecord {
    const at = this.now().toISOString();
    const seats: GameRecord['seats'] = {};
    for (const cls of Object.keys(options.seats) as ClassId[])
      seats[cls] = { kind: options.seats[cls]?.kind ?? 'human', userId: null };
    return {
      format: RECORD_FORMAT,
      id: this.newGameId(),
      guildId: input.guildId,
      channelId: input.channelId,
      hostId: input.hostId,
      status: 'lobby',
      createdAt: at,
      updatedAt: at,
      rev: 0,
      options,
      seed: this.newSeed(),
      seats,
      boardMessageId: null,
      state: null,
      actions: [],
      admin: [],
      clock: newClock(cleanSettings({ ...DEFAULT_CLOCK, ...input.clock })),
    };
  }

  /**
   * Makes way for a new game: a game that ended goes to the archive (in its own write, so that
   * nothing is lost whatever happens next), an expired lobby is closed, and a damaged record is set
   * aside if the user may do that. A game in play or an open lobby stays, and the user is told.
   */
  private async clearChannel(input: {
    guildId: string;
    channelId: string;
    hostId: string;
    isAdmin?: boolean;
    language?: GameLocale;
  }) {
    try {
      await this.change(input.guildId, input.channelId, (existing) => {
        if (!existing) return null;
        if (existing.status === 'finished' || existing.status === 'abandoned')
          return { record: existing, archive: true };
        if (isExpired(existing, this.lobbies, this.now())) return this.expiry(existing);
        throw occupied(existing, 'refused');
      });
    } catch (error) {
      if (!(error instanceof DamagedRecordError)) throw error;
      await this.setAside(
        input.guildId,
        input.channelId,
        input.hostId,
        input.isAdmin ?? false,
        error,
        input.language,
      );
    }
  }

  /**
   * Moves a damaged game's stored values out of the channel, kept for an operator (the host, when
   * the record says who that is, or an admin). The channel then hears what happened, in `language`
   * (the game's cannot be read: the server's, or the new game's).
   */
  async setAside(
    guildId: string,
    channelId: string,
    userId: string,
    isAdmin: boolean,
    damage: DamagedRecordError,
    language: GameLocale = 'en',
  ) {
    if (!isAdmin && damage.hostId !== userId) {
      throw damage.hostId
        ? refused('store.asideHost', { sentence: damageSaid(damage), host: damage.hostId }, 'forbidden')
        : refused('store.asideAdmin', { sentence: damageSaid(damage) }, 'forbidden');
    }
    const key = await this.locks.run(gameKey(guildId, channelId), () =>
      this.store.setAside(guildId, channelId, userId),
    );
    this.log.warn(
      { guild: guildId, channel: channelId, damage: damage.damage, aside: key },
      'damaged game set aside',
    );
    this.announcer.notice(
      channelId,
      sayText(language, said('store.setAside', { user: userId, sentence: damageSaid(damage) }), 'refusal'),
    );
    return key;
  }

  /** Remembers which public message shows this game's board. */
  async setBoardMessage(guildId: string, channelId: string, gameId: string, messageId: string) {
    let old: string | null = null;
    const written = await this.change(guildId, channelId, (record) => {
      if (!record || record.id !== gameId || record.boardMessageId === messageId) return null;
      old = record.boardMessageId;
      return { record: { ...record, boardMessageId: messageId } };
    });
    if (written) this.announcer.boardMoved(written, old);
    return written;
  }

  /**
   * Remembers the public messages whose buttons answer an offer still open (an undo to agree to, a
   * seat to take), so that a restarted bot still takes their buttons off once it closes.
   */
  async setOfferMessages(guildId: string, channelId: string, gameId: string, offers: OfferMessage[]) {
    return this.change(guildId, channelId, (record) => {
      if (!record || record.id !== gameId) return null;
      if (JSON.stringify(record.offerMessages ?? []) === JSON.stringify(offers)) return null;
      return { record: { ...record, offerMessages: offers } };
    });
  }

  async join(guildId: string, channelId: string, gameId: string, userId: string, cls: ClassId) {
    return this.inLobby(guildId, channelId, (r) => {
      const record = requireLobby(requireGame(r, gameId));
      const seat = record.seats[cls];
      if (!seat) throw refused('game.noSeat', { class: cls }, 'invalid');
      if (seat.userId === userId) throw refused('lobby.alreadyThere', { class: cls });
      const mode = automaModeOf(record, cls);
      if (mode) throw refused('newGame.joinAutoma', { class: cls, automaMode: mode });
      const level = aiLevelOf(record, cls);
      if (level) throw refused('newGame.joinAi', { class: cls, aiLevel: level });
      if (seat.userId) throw refused('lobby.taken', { class: cls, user: seat.userId });
      const mine = seatsOf(record, userId);
      if (mine.length > 0) {
        throw refused('lobby.switch', { class: mine[0] as ClassId });
      }
      return { record: { ...record, seats: { ...record.seats, [cls]: { ...seat, userId } } } };
    });
  }

  async leave(guildId: string, channelId: string, gameId: string, userId: string) {
    return this.inLobby(guildId, channelId, (r) => {
      const record = requireLobby(requireGame(r, gameId));
      const mine = seatsOf(record, userId);
      if (mine.length === 0) throw refused('lobby.notJoined');
      const seats = { ...record.seats };
      for (const cls of mine)
        seats[cls] = { ...(seats[cls] as NonNullable<(typeof seats)[ClassId]>), userId: null };
      return { record: { ...record, seats } };
    });
  }

  /** The host (or a server admin) has a seat of the lobby played by an Automa, or opens it for a player. */
  async setSeat(input: {
    guildId: string;
    channelId: string;
    gameId: string;
    userId: string;
    isAdmin: boolean;
    cls: ClassId;
    play: SeatPlay;
  }) {
    return this.inLobby(input.guildId, input.channelId, (r) => {
      const record = requireLobby(requireGame(r, input.gameId));
      requireHostOrAdmin(record, input.userId, input.isAdmin, 'chooseSeats');
      return { record: setSeatPlay(record, input.cls, input.play) };
    });
  }

  /** The host (or a server admin) deals the game once every seat has a player. */
  async start(guildId: string, channelId: string, gameId: string, userId: string, isAdmin: boolean) {
    const started = await this.inLobby(guildId, channelId, (r) => {
      const record = requireLobby(requireGame(r, gameId));
      requireHostOrAdmin(record, userId, isAdmin, 'start');
      // Automa seats (when the engine plays them) need no player; every human seat needs one.
      const open = (Object.entries(record.seats) as Array<[ClassId, { kind: string; userId: string | null }]>)
        .filter(([, s]) => s.kind === 'human' && !s.userId)
        .map(([cls]) => cls);
      if (open.length > 0) throw refused('newGame.waiting', { classes: classList(open) });
      return this.deal(record);
    });
    this.log.info({ guild: guildId, channel: channelId, game: started.id }, 'game started');
    return started;
  }

  /** Deals a game whose seats are taken; driven seats (Automa seats) answer until a player is waited for. */
  private deal(record: GameRecord): Step {
    const driven = driveSeats(record, createGame(record.options, record.seed), this.drivers, this.stamp());
    return {
      record: {
        ...record,
        status: driven.state.phase === 'game-over' ? ('finished' as const) : ('playing' as const),
        state: driven.state,
        actions: driven.entries,
      },
      announce: { kind: 'started', events: publicTexts(driven.events), waitingBefore: [] },
    };
  }

  /**
   * Opens and deals a game with its seats already given (a league pod), in a channel that has no
   * game: there is no lobby. The board is posted by the announcer, as for any change.
   */
  async openSeated(input: {
    guildId: string;
    channelId: string;
    hostId: string;
    players: 2 | 3 | 4;
    seats: Partial<Record<ClassId, string>>;
    league?: LeagueTag;
    language?: GameLocale;
  }): Promise<GameRecord> {
    const options = defaultOptions(input.players);
    const record = await this.change(input.guildId, input.channelId, (existing) => {
      if (existing) throw occupied(existing, 'refused');
      const lobby = this.newRecord(input, options);
      for (const cls of Object.keys(lobby.seats) as ClassId[]) {
        const userId = input.seats[cls];
        if (!userId) throw refused('lobby.noPlayerGiven', { class: cls }, 'invalid');
        lobby.seats[cls] = { kind: 'human', userId };
      }
      return this.deal(input.league ? { ...lobby, league: input.league } : lobby);
    });
    const opened = record as GameRecord;
    this.log.info({ guild: opened.guildId, channel: opened.channelId, game: opened.id }, 'seated game dealt');
    return opened;
  }

  /**
   * Applies a player's answer. Checks, in order: the game exists and is this button's game, it is in
   * play, the user owns the seat, the button is current (same version, or an unchanged secret
   * question), and finally the engine's own check of the answer.
   */
  async answer(input: AnswerInput): Promise<AnswerResult> {
    let result: AnswerResult | undefined;
    const written = await this.change(input.guildId, input.channelId, (r) => {
      const found = requireGame(r, input.ref?.game);
      // Before anything else: a redelivered interaction was answered already, even if it ended the game.
      if (input.interactionId && isRecent(found, input.interactionId)) {
        result = {
          record: found,
          seat: found.actions.at(-1)!.seat,
          privateEvents: [],
          duplicate: true,
          chosen: null,
        };
        return null;
      }
      const record = requirePlaying(found);
      const state = record.state!;
      const seat = this.pickSeat(record, input);
      requireSeatOwner(record, seat, input.userId);
      const question = questionFor(state, seat);
      if (input.ref) checkCurrent(record, input.ref, question);
      if (!question) {
        throw refused('seat.nothingToAnswer', { class: seat }, 'stale');
      }
      if (input.answers.length === 0 && !input.resolve) throw refused('seat.chooseOne', undefined, 'invalid');
      const answers = input.resolve
        ? input.resolve(state, question)
        : input.answers.map((a) => {
            if (typeof a === 'string') return a;
            const option = question.options[a.index];
            if (!option) throw refused('seat.notOnOffer', undefined, 'invalid');
            return option.id;
          });
      const waitingBefore = waitingSeats(state).map((w) => w.seat);
      const applied = applyAll(state, seat, answers);
      // The engine's refusal, worded by its code (its message is the English of the same).
      if (!applied.ok) throw refused(`engine.${applied.code}`, applied.params, 'refused');
      const at = this.stamp();
      const entry: ActionEntry = {
        version: applied.state.version,
        seat,
        userId: input.userId,
        answers,
        at,
        ...(input.interactionId ? { interactionId: input.interactionId } : {}),
        ...(applied.revealed ? { revealed: true as const } : {}),
      };
      // Driven seats (Automa seats) answer in the same change, until a player is waited for again.
      const driven = driveSeats(record, applied.state, this.drivers, at);
      const next = withDriven(
        { ...record, actions: [...record.actions, entry], clock: answeredBy(record.clock, seat) },
        driven,
      );
      const { pub, mine, others } = splitEvents([...applied.events, ...driven.events], seat);
      if (others.length > 0) next.private = keepPrivate(record.private, others);
      const chosen = question.options.some((o) => o.id === answers[0])
        ? optionWords(question, answers[0] as string)
        : null;
      result = { record: next, seat, privateEvents: mine, duplicate: false, chosen };
      return {
        record: next,
        announce: {
          kind: 'answered',
          events: pub,
          waitingBefore,
          actor: seat,
          secret: !!question.secret,
          moved: [seat, ...driven.entries.map((e) => e.seat)],
        },
      };
    });
    const done = result as AnswerResult;
    if (done.duplicate) {
      this.log.info(
        { guild: input.guildId, channel: input.channelId, game: done.record.id },
        'answer already applied (delivered again); skipped',
      );
      return done;
    }
    if (!written) return done;
    done.record = written;
    this.log.info(
      {
        guild: input.guildId,
        channel: input.channelId,
        game: written.id,
        seat: done.seat,
        version: written.state?.version,
      },
      'answer applied',
    );
    return done;
  }

  /**
   * The AI's answer for a seat it plays (ai-turns.ts), given once its thinking is done: applied only
   * if the game is still in play and the seat still asked that very question (the same version,
   * or for a secret question the same instance); otherwise nothing is done and null returned.
   * Seats driven after it (Automas) answer in the same change, as after a player's answer.
   */
  async answerForAi(guildId: string, channelId: string, input: AiAnswerInput): Promise<GameRecord | null> {
    return this.change(guildId, channelId, (r) => {
      const state = r?.state;
      if (!r || !state || r.id !== input.gameId || r.status !== 'playing') return null;
      const question = questionFor(state, input.seat);
      const same =
        question?.kind === input.kind &&
        question.askedAt === input.askedAt &&
        (question.secret || state.version === input.version);
      if (!same || !aiPlays(r, input.seat, state)) return null;
      const applied = apply(state, input.seat, input.answer);
      if (!applied.ok) return null;
      const at = this.stamp();
      const entry: ActionEntry = {
        version: applied.state.version,
        seat: input.seat,
        userId: DRIVER_USER,
        answers: [input.answer],
        at,
      };
      const driven = driveSeats(r, applied.state, this.drivers, at);
      const next = withDriven({ ...r, actions: [...r.actions, entry] }, driven);
      const own: GameEvent[] = input.why ? [{ to: 'public', ...input.why }] : [];
      const { pub, others } = splitEvents([...own, ...applied.events, ...driven.events], input.seat);
      if (others.length > 0) next.private = keepPrivate(r.private, others);
      return {
        record: next,
        announce: {
          kind: 'answered',
          events: pub,
          waitingBefore: waitingSeats(state).map((w) => w.seat),
          actor: input.seat,
          secret: !!question?.secret,
          moved: [input.seat, ...driven.entries.map((e) => e.seat)],
        },
      };
    });
  }

  /** The host (or an admin) allows or forbids hints, or has the AI play absent players' seats. */
  async changeAiSettings(
    guildId: string,
    channelId: string,
    input: { userId: string; isAdmin: boolean; settings: AiSettings },
  ) {
    return (await this.change(guildId, channelId, (r) => {
      const record = requireGame(r);
      if (record.status !== 'lobby' && record.status !== 'playing') throw refused('game.over');
      requireHostOrAdmin(record, input.userId, input.isAdmin, 'settings');
      return { record: { ...record, ai: { ...record.ai, ...input.settings } } };
    })) as GameRecord;
  }

  /** The host (or an admin) sets the language of the game's public messages. */
  async changeLanguage(
    guildId: string,
    channelId: string,
    input: { userId: string; isAdmin: boolean; language: GameLocale },
  ) {
    return (await this.change(guildId, channelId, (r) => {
      const record = requireGame(r);
      if (record.status !== 'lobby' && record.status !== 'playing') throw refused('game.over');
      requireHostOrAdmin(record, input.userId, input.isAdmin, 'settings');
      return { record: { ...record, language: input.language } };
    })) as GameRecord;
  }

  private stamp(): string {
    return this.now().toISOString();
  }

  private pickSeat(record: GameRecord, input: AnswerInput): ClassId {
    if (input.ref) return input.ref.seat;
    if (input.seat) return input.seat;
    const mine = seatsOf(record, input.userId);
    if (mine.length === 0) throw refused('game.notPlaying', undefined, 'forbidden');
    const waiting = waitingSeats(record.state!).map((w) => w.seat);
    return mine.find((s) => waiting.includes(s)) ?? (mine[0] as ClassId);
  }

  /** A seat is offered to a user, who must take it (who may offer, and whose consent it needs: handover.ts). */
  async offerSeat(guildId: string, channelId: string, input: OfferInput) {
    return (await this.change(guildId, channelId, (r) =>
      offerSeat(r, input, this.now().toISOString()),
    )) as GameRecord;
  }

  /** The present player agrees to hand their seat over, as offered. */
  async agreeToOffer(guildId: string, channelId: string, gameId: string, seat: ClassId, userId: string) {
    return (await this.change(guildId, channelId, (r) =>
      agreeToOffer(r, gameId, seat, userId),
    )) as GameRecord;
  }

  /** The user a seat was offered to takes it. */
  async takeSeat(guildId: string, channelId: string, gameId: string, seat: ClassId, userId: string) {
    return (await this.change(guildId, channelId, (r) =>
      takeSeat(r, gameId, seat, userId, this.now().toISOString()),
    )) as GameRecord;
  }

  /** The offered user declines a seat, or the host or an admin withdraws the offer. */
  async declineSeat(
    guildId: string,
    channelId: string,
    gameId: string,
    seat: ClassId,
    userId: string,
    isAdmin: boolean,
  ) {
    return (await this.change(guildId, channelId, (r) =>
      declineSeat(r, gameId, seat, userId, isAdmin),
    )) as GameRecord;
  }

  /**
   * Ends the game without scores (host or admin), archiving it in the same write; the channel is
   * free for a new one. A damaged game is set aside instead (see setAside). Returns the abandoned
   * record, or the key the damaged values were kept under.
   */
  async abandon(input: {
    guildId: string;
    channelId: string;
    byUserId: string;
    isAdmin: boolean;
    /** The language of the channel's note should the game be damaged (the server's). */
    language?: GameLocale;
  }): Promise<{ record: GameRecord } | { setAside: string | null }> {
    let record: GameRecord | null;
    try {
      record = await this.change(input.guildId, input.channelId, (r) => {
        const found = requireGame(r);
        if (found.status !== 'lobby' && found.status !== 'playing') throw refused('game.alreadyOver');
        requireHostOrAdmin(found, input.byUserId, input.isAdmin, 'abandon');
        return {
          record: {
            ...found,
            status: 'abandoned' as const,
            admin: [
              ...found.admin,
              { at: this.now().toISOString(), by: input.byUserId, what: 'abandon' as const },
            ],
          },
          archive: true,
          announce: {
            kind: 'abandoned',
            events: [],
            waitingBefore: [],
            note: [said('note.abandoned', { user: input.byUserId })],
          },
        };
      });
    } catch (error) {
      if (!(error instanceof DamagedRecordError)) throw error;
      return {
        setAside: await this.setAside(
          input.guildId,
          input.channelId,
          input.byUserId,
          input.isAdmin,
          error,
          input.language,
        ),
      };
    }
    const done = record as GameRecord;
    this.log.info({ guild: done.guildId, channel: done.channelId, game: done.id }, 'game abandoned');
    return { record: done };
  }

  /**
   * The clock's work on a game, when the turn clock wakes for it: the reminders and deadlines due
   * now (deadlines.ts), written like any change, so that each is done once. Returns when to wake
   * for this game next (null: nothing more is due).
   */
  async tick(guildId: string, channelId: string, gameId: string): Promise<number | null> {
    const current = await this.get(guildId, channelId);
    if (!current || current.id !== gameId) return null;
    const prefsOf = await this.prefsOf(current);
    const now = this.now().getTime();
    let seen: GameRecord | undefined;
    const written = await this.change(guildId, channelId, (r) => {
      seen = r;
      return clockStep(r, gameId, {
        now,
        prefsOf,
        drivers: this.drivers,
        ...(this.autopilots ? { autopilots: this.autopilots } : {}),
      });
    });
    const record = written ?? seen;
    return record && record.id === gameId ? nextDue(record, prefsOf, now) : null;
  }

  /** The settings of every user playing in a game. */
  private async prefsOf(record: GameRecord): Promise<PrefsOf> {
    const users = [...new Set(Object.values(record.seats).flatMap((s) => (s?.userId ? [s.userId] : [])))];
    const prefs = new Map<string, UserPrefs>();
    for (const user of users) {
      const p = await this.store.getUser(user);
      if (p) prefs.set(user, p);
    }
    return (userId) => (userId ? prefs.get(userId) : undefined);
  }

  /** The host (or an admin) changes the deadline, the reminders or when a seat is opened to volunteers. */
  async changeSettings(
    guildId: string,
    channelId: string,
    input: { userId: string; isAdmin: boolean; settings: Partial<ClockSettings> },
  ) {
    return (await this.change(guildId, channelId, (r) =>
      changeSettings(r, input, DEFAULT_CLOCK),
    )) as GameRecord;
  }

  /**
   * A user's own settings (language, time zone, quiet hours, reminders by direct message), as this
   * process keeps them (prefs-cache.ts: a change through another process shows within PREFS_TTL_MS).
   */
  userPrefs(userId: string, options: { fresh?: boolean } = {}): Promise<UserPrefs | undefined> {
    // Fresh: the store's, for a change made on top of them (another process may have saved newer).
    if (options.fresh) this.prefs.forget(userId);
    return this.prefs.get(userId, () => this.store.getUser(userId));
  }

  async setUserPrefs(userId: string, prefs: UserPrefs): Promise<void> {
    await this.store.putUser(userId, prefs);
    this.prefs.set(userId, prefs);
  }

  /** An away seat taken back by its player, or taken over by a volunteer ("Take this seat"). */
  async takeOpenSeat(guildId: string, channelId: string, gameId: string, seat: ClassId, userId: string) {
    return (await this.change(guildId, channelId, (r) =>
      takeOpenSeat(r, gameId, seat, userId, this.stamp()),
    )) as GameRecord;
  }

  /**
   * A player takes back their last answer: at once while nobody else answered since; otherwise
   * every other player is asked to agree. Refused across anything hidden that came to light.
   * Returns whether it was done (false: consent was asked for).
   */
  async undo(guildId: string, channelId: string, userId: string): Promise<{ done: boolean; what: Said[] }> {
    let result = { done: false, what: [] as Said[] };
    await this.change(guildId, channelId, (r) => {
      const record = requirePlaying(requireGame(r));
      const plan = planUndo(record, userId);
      result = { done: !plan.consent, what: plan.what };
      if (plan.consent) return askConsent(record, userId, plan);
      return this.afterUndo(record, plan, userId, false);
    });
    return result;
  }

  /** Another player agrees to an undo; the last to agree carries it out. */
  async agreeUndo(
    guildId: string,
    channelId: string,
    gameId: string,
    userId: string,
  ): Promise<{ done: boolean }> {
    let done = false;
    await this.change(guildId, channelId, (r) => {
      const { record, request } = openRequest(r, gameId);
      const others = othersOf(record, request.by);
      if (!others.includes(userId)) throw refused('undoAsk.othersOnly', undefined, 'forbidden');
      if (request.agreed.includes(userId)) throw refused('undoAsk.agreed');
      const agreed = [...request.agreed, userId];
      if (others.some((u) => !agreed.includes(u)))
        return { record: { ...record, undo: { ...request, agreed } } };
      done = true;
      // Checked again on the game as it is: still no reveal since.
      const plan = planUndo(record, request.by);
      return this.afterUndo(record, plan, request.by, true);
    });
    return { done };
  }

  /** Another player (or the one who asked) refuses: the request is closed. */
  async refuseUndo(guildId: string, channelId: string, gameId: string, userId: string) {
    await this.change(guildId, channelId, (r) => {
      const { record, request } = openRequest(r, gameId);
      if (userId !== request.by && !othersOf(record, request.by).includes(userId))
        throw refused('undoAsk.playersOnly', undefined, 'forbidden');
      const { undo: _closed, ...rest } = record;
      return {
        record: rest,
        announce: {
          kind: 'undo',
          events: [],
          waitingBefore: waitingSeats(record.state!).map((w) => w.seat),
          note: [said('note.undoRefused', { user: userId })],
        },
      };
    });
  }

  private afterUndo(
    record: GameRecord,
    plan: ReturnType<typeof planUndo>,
    userId: string,
    agreed: boolean,
  ): Step {
    const back = undone(record, plan);
    const driven = driveSeats(back, plan.state, this.drivers, this.stamp());
    return {
      record: withDriven(back, driven),
      announce: {
        kind: 'undo',
        events: publicTexts(driven.events),
        waitingBefore: [],
        moved: driven.entries.map((e) => e.seat),
        note: [undoNote(userId, plan.what, agreed)],
      },
    };
  }

  /** A player states their side on a later Bill of the Elections, given when asked (voting-ahead.ts). */
  async stateSide(
    guildId: string,
    channelId: string,
    input: { gameId: string; seat: ClassId; userId: string; policy: number; side: Side },
  ) {
    return (await this.change(guildId, channelId, (r) => stateSide(r, input))) as GameRecord;
  }

  /**
   * The question a button or select refers to, if `userId` may answer it and it is still open;
   * otherwise the same refusal an answer would get.
   */
  async openQuestion(guildId: string, channelId: string, ref: QuestionRef, userId: string) {
    const record = requirePlaying(requireGame(await this.get(guildId, channelId), ref.game));
    requireSeatOwner(record, ref.seat, userId);
    const question = questionFor(record.state!, ref.seat);
    checkCurrent(record, ref, question);
    return { record, question: question as Question };
  }
}

/** Was this interaction already applied (Discord may deliver one twice, even across a restart)? */
function isRecent(record: GameRecord, interactionId: string): boolean {
  return record.actions.slice(-RECENT_FOR_DUPLICATES).some((a) => a.interactionId === interactionId);
}

/**
 * A button is current when it was made for this very state, or — for a secret question that
 * several seats answer at once — when the seat's question has not changed since.
 */
function checkCurrent(record: GameRecord, ref: QuestionRef, question: Question | undefined) {
  const state = record.state!;
  const same = question !== undefined && fingerprint(question) === ref.question;
  if (ref.version === state.version && same) return;
  if (ref.version < state.version && same && question?.secret) return;
  if (ref.version > state.version || (ref.version === state.version && !same)) {
    throw refused('answer.noSuchQuestion', undefined, 'invalid');
  }
  throw refused('answer.alreadyAnswered', undefined, 'stale');
}

function publicTexts(events: GameEvent[]): Said[] {
  return events.filter((e) => e.to === 'public').map(({ to: _, ...said }) => said);
}

function splitEvents(events: GameEvent[], seat: ClassId) {
  return {
    pub: publicTexts(events),
    mine: events.filter((e) => e.to === seat).map(({ to: _, ...said }) => said),
    others: events.filter((e) => e.to !== 'public' && e.to !== seat) as Array<GameEvent & { to: ClassId }>,
  };
}

const PRIVATE_KEPT = 10;

/** Private events for seats that did not act: kept for their `/hand`, the last few per seat. */
function keepPrivate(
  kept: GameRecord['private'],
  events: Array<GameEvent & { to: ClassId }>,
): NonNullable<GameRecord['private']> {
  const out = { ...kept };
  for (const { to, ...said } of events) out[to] = [...(out[to] ?? []), said].slice(-PRIVATE_KEPT);
  return out;
}

/** Why a channel cannot take a new game: it has one, in play or waiting for players. */
function occupied(existing: GameRecord, reason: UserError['reason']): UserError {
  const link = existing.boardMessageId
    ? ` — ${messageLink(existing.guildId, existing.channelId, existing.boardMessageId)}`
    : '';
  const status = existing.status === 'lobby' || existing.status === 'playing' ? existing.status : 'ended';
  return refused('newGame.occupied', { status: list([said(`item.status.${status}`)]), link }, reason);
}

export function messageLink(guildId: string, channelId: string, messageId: string): string {
  return `${channelLink(guildId, channelId)}/${messageId}`;
}

/** A link that opens the channel at its latest messages. */
export function channelLink(guildId: string, channelId: string): string {
  return `https://discord.com/channels/${guildId}/${channelId}`;
}
