/**
 * The games of every channel: the one place where a Discord user's click becomes an engine answer
 * and a stored, announced change. Every change to a game runs inside that game's lock, reads the
 * record, checks it (named guards), applies through the engine, writes compare-and-set on the
 * record's revision, and only then tells the announcer. A refusal throws UserError and changes nothing.
 */
import { randomBytes } from 'node:crypto';
import type { ClassId } from '../data/common.ts';
import { CLASS_NAMES } from '../data/names.ts';
import {
  applyAll,
  createGame,
  defaultOptions,
  type GameEvent,
  type GameOptions,
  type Question,
} from '../engine/index.ts';
import type { Logger } from '../log.ts';
import type { GameLocks } from '../store/lock.ts';
import { type ActionEntry, type GameRecord, type GameStore, gameKey, RECORD_FORMAT } from '../store/types.ts';
import { UserError } from './errors.ts';
import { requireGame, requireHostOrAdmin, requireLobby, requirePlaying, requireSeatOwner } from './guards.ts';
import type { QuestionRef } from './questions.ts';
import { fingerprint, questionFor, seatsOf, waitingSeats } from './questions.ts';

/** What changed, for the announcer to show in public. Only public events ever travel here. */
export interface GameChange {
  kind: 'started' | 'answered' | 'handover' | 'abandoned';
  record: GameRecord;
  /** Public engine events of this change, in order. */
  events: string[];
  /** Seats that were waiting before the change (to mention only the newly waiting). */
  waitingBefore: ClassId[];
  /** The seat that answered (answered). */
  actor?: ClassId;
  /** The answer was to a secret question: say only that the seat has answered. */
  secret?: boolean;
  /** A sentence for the log (handover, abandon). */
  note?: string;
}

export interface Announcer {
  changed(change: GameChange): void;
  /** The board now lives in another message; the old one (if any) is to be retired. */
  boardMoved(record: GameRecord, oldMessageId: string | null): void;
}

export interface GameServiceDeps {
  store: GameStore;
  locks: GameLocks;
  log: Logger;
  announcer: Announcer;
  now?: () => Date;
  newGameId?: () => string;
  newSeed?: () => string;
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
  interactionId?: string;
}

export interface AnswerResult {
  record: GameRecord;
  seat: ClassId;
  /** Events only this seat may read (shown in its panel). */
  privateEvents: string[];
  /** The same interaction was already applied (a redelivery): nothing was done. */
  duplicate: boolean;
  /** The label of the first answer, as the player saw it. */
  chosen: string | null;
}

const RECENT_FOR_DUPLICATES = 64;

export class GameService {
  private readonly store: GameStore;
  private readonly locks: GameLocks;
  private readonly log: Logger;
  private readonly announcer: Announcer;
  private readonly now: () => Date;
  private readonly newGameId: () => string;
  private readonly newSeed: () => string;

  constructor(deps: GameServiceDeps) {
    this.store = deps.store;
    this.locks = deps.locks;
    this.log = deps.log;
    this.announcer = deps.announcer;
    this.now = deps.now ?? (() => new Date());
    this.newGameId = deps.newGameId ?? (() => randomBytes(5).readUIntBE(0, 5).toString(36).padStart(6, '0'));
    this.newSeed = deps.newSeed ?? (() => randomBytes(16).toString('hex'));
  }

  /** The live game of a channel (lobby, playing, or finished but not yet replaced). */
  get(guildId: string, channelId: string): Promise<GameRecord | undefined> {
    return this.store.get(gameKey(guildId, channelId));
  }

  /**
   * Runs `work` on the channel's record inside its lock and writes what it returns (null: write
   * nothing), compare-and-set on the revision it read. Returns the record as written.
   */
  private async change(
    guildId: string,
    channelId: string,
    work: (record: GameRecord | undefined) => GameRecord | null,
  ): Promise<GameRecord | null> {
    const key = gameKey(guildId, channelId);
    return this.locks.run(key, async () => {
      const before = await this.store.get(key);
      const next = work(before);
      if (next === null) return null;
      const written: GameRecord = {
        ...next,
        rev: (before?.rev ?? 0) + 1,
        updatedAt: this.now().toISOString(),
      };
      if (!(await this.store.put(written, before?.rev ?? null))) {
        throw new UserError('Someone else changed this game at the same moment; please try again.');
      }
      return written;
    });
  }

  async create(input: {
    guildId: string;
    channelId: string;
    hostId: string;
    players: 2 | 3 | 4;
    hostClass?: ClassId;
    modules?: Partial<GameOptions['modules']>;
  }): Promise<GameRecord> {
    const base = defaultOptions(input.players);
    const options: GameOptions = { ...base, modules: { ...base.modules, ...input.modules } };
    if (input.hostClass && !options.seats[input.hostClass]) {
      throw new UserError(
        `A ${input.players}-player game has no ${CLASS_NAMES[input.hostClass]}; choose one of ${seatNames(options)}.`,
        'invalid',
      );
    }
    // A game that ended is archived before a new lobby takes its channel, so that a crash in
    // between cannot lose it.
    const ended = await this.store.get(gameKey(input.guildId, input.channelId));
    if (ended && (ended.status === 'finished' || ended.status === 'abandoned'))
      await this.store.archive(ended);
    let archived: GameRecord | undefined;
    const record = await this.change(input.guildId, input.channelId, (existing) => {
      if (existing && (existing.status === 'lobby' || existing.status === 'playing')) {
        const link = existing.boardMessageId
          ? ` — ${messageLink(existing.guildId, existing.channelId, existing.boardMessageId)}`
          : '';
        throw new UserError(
          `This channel already has a game (${existing.status === 'lobby' ? 'waiting for players' : 'in play'})${link}. One game per channel: finish or abandon it, or start one in another channel or thread.`,
          'refused',
        );
      }
      archived = existing;
      const at = this.now().toISOString();
      const seats: GameRecord['seats'] = {};
      for (const cls of Object.keys(options.seats) as ClassId[]) {
        const kind = options.seats[cls]?.kind ?? 'human';
        seats[cls] = { kind, userId: kind === 'human' && cls === input.hostClass ? input.hostId : null };
      }
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
      };
    });
    // Only if the game ended while the lobby was being made.
    if (archived) await this.store.archive(archived);
    const created = record as GameRecord;
    this.log.info({ guild: created.guildId, channel: created.channelId, game: created.id }, 'game created');
    return created;
  }

  /** Remembers which public message shows this game's board. */
  async setBoardMessage(guildId: string, channelId: string, gameId: string, messageId: string) {
    let old: string | null = null;
    const written = await this.change(guildId, channelId, (record) => {
      if (!record || record.id !== gameId || record.boardMessageId === messageId) return null;
      old = record.boardMessageId;
      return { ...record, boardMessageId: messageId };
    });
    if (written) this.announcer.boardMoved(written, old);
    return written;
  }

  async join(guildId: string, channelId: string, gameId: string, userId: string, cls: ClassId) {
    const record = await this.change(guildId, channelId, (r) => {
      const record = requireLobby(requireGame(r, gameId));
      const seat = record.seats[cls];
      if (!seat) throw new UserError(`This game has no ${CLASS_NAMES[cls]}.`, 'invalid');
      if (seat.userId === userId) throw new UserError(`You already play the ${CLASS_NAMES[cls]}.`);
      if (seat.userId) throw new UserError(`The ${CLASS_NAMES[cls]} is taken by <@${seat.userId}>.`);
      const mine = seatsOf(record, userId);
      if (mine.length > 0) {
        throw new UserError(
          `You already play the ${CLASS_NAMES[mine[0] as ClassId]}; press Leave first to switch.`,
        );
      }
      return { ...record, seats: { ...record.seats, [cls]: { ...seat, userId } } };
    });
    return record as GameRecord;
  }

  async leave(guildId: string, channelId: string, gameId: string, userId: string) {
    const record = await this.change(guildId, channelId, (r) => {
      const record = requireLobby(requireGame(r, gameId));
      const mine = seatsOf(record, userId);
      if (mine.length === 0) throw new UserError('You have not joined this game.');
      const seats = { ...record.seats };
      for (const cls of mine)
        seats[cls] = { ...(seats[cls] as NonNullable<(typeof seats)[ClassId]>), userId: null };
      return { ...record, seats };
    });
    return record as GameRecord;
  }

  /** The host (or a server admin) deals the game once every seat has a player. */
  async start(guildId: string, channelId: string, gameId: string, userId: string, isAdmin: boolean) {
    const record = await this.change(guildId, channelId, (r) => {
      const record = requireLobby(requireGame(r, gameId));
      requireHostOrAdmin(record, userId, isAdmin, 'start the game');
      // Automa seats (when the engine plays them) need no player; every human seat needs one.
      const open = (Object.entries(record.seats) as Array<[ClassId, { kind: string; userId: string | null }]>)
        .filter(([, s]) => s.kind === 'human' && !s.userId)
        .map(([cls]) => CLASS_NAMES[cls]);
      if (open.length > 0) throw new UserError(`Still waiting for players: ${open.join(', ')}.`);
      const state = createGame(record.options, record.seed);
      return { ...record, status: 'playing' as const, state };
    });
    const started = record as GameRecord;
    this.announcer.changed({ kind: 'started', record: started, events: [], waitingBefore: [] });
    this.log.info({ guild: guildId, channel: channelId, game: started.id }, 'game started');
    return started;
  }

  /**
   * Applies a player's answer. Checks, in order: the game exists and is this button's game, it is in
   * play, the user owns the seat, the button is current (same version, or an unchanged secret
   * question), and finally the engine's own check of the answer.
   */
  async answer(input: AnswerInput): Promise<AnswerResult> {
    let result: AnswerResult | undefined;
    let change: GameChange | undefined;
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
        throw new UserError(`There is nothing for the ${CLASS_NAMES[seat]} to answer right now.`, 'stale');
      }
      if (input.answers.length === 0) throw new UserError('Choose exactly one option.', 'invalid');
      const answers = input.answers.map((a) => {
        if (typeof a === 'string') return a;
        const option = question.options[a.index];
        if (!option) throw new UserError('That choice is not on offer.', 'invalid');
        return option.id;
      });
      const waitingBefore = waitingSeats(state).map((w) => w.seat);
      const applied = applyAll(state, seat, answers);
      if (!applied.ok) throw new UserError(applied.message, 'refused');
      const entry: ActionEntry = {
        version: applied.state.version,
        seat,
        userId: input.userId,
        answers,
        at: this.now().toISOString(),
        ...(input.interactionId ? { interactionId: input.interactionId } : {}),
      };
      const over = applied.state.phase === 'game-over';
      const next: GameRecord = {
        ...record,
        state: applied.state,
        status: over ? 'finished' : 'playing',
        actions: [...record.actions, entry],
      };
      const { pub, mine, others } = splitEvents(applied.events, seat);
      if (others.length > 0) next.private = keepPrivate(record.private, others);
      const chosen = question.options.find((o) => o.id === answers[0])?.label ?? null;
      result = { record: next, seat, privateEvents: mine, duplicate: false, chosen };
      change = {
        kind: 'answered',
        record: next,
        events: pub,
        waitingBefore,
        actor: seat,
        secret: !!question.secret,
      };
      return next;
    });
    const done = result as AnswerResult;
    if (done.duplicate || !written || !change) return done;
    done.record = written;
    this.announcer.changed({ ...(change as GameChange), record: written });
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

  private pickSeat(record: GameRecord, input: AnswerInput): ClassId {
    if (input.ref) return input.ref.seat;
    if (input.seat) return input.seat;
    const mine = seatsOf(record, input.userId);
    if (mine.length === 0) throw new UserError('You are not playing in this game.', 'forbidden');
    const waiting = waitingSeats(record.state!).map((w) => w.seat);
    return mine.find((s) => waiting.includes(s)) ?? (mine[0] as ClassId);
  }

  /** Gives a seat to another user (host or admin). */
  async handover(input: {
    guildId: string;
    channelId: string;
    byUserId: string;
    isAdmin: boolean;
    seat: ClassId;
    toUserId: string;
  }) {
    let change: GameChange | undefined;
    const record = await this.change(input.guildId, input.channelId, (r) => {
      const record = requireGame(r);
      if (record.status !== 'lobby' && record.status !== 'playing') throw new UserError('This game is over.');
      requireHostOrAdmin(record, input.byUserId, input.isAdmin, 'hand a seat to someone else');
      const seat = record.seats[input.seat];
      if (!seat) throw new UserError(`This game has no ${CLASS_NAMES[input.seat]}.`, 'invalid');
      const next: GameRecord = {
        ...record,
        seats: { ...record.seats, [input.seat]: { ...seat, userId: input.toUserId } },
        admin: [
          ...record.admin,
          {
            at: this.now().toISOString(),
            by: input.byUserId,
            what: 'handover',
            seat: input.seat,
            from: seat.userId,
            to: input.toUserId,
          },
        ],
      };
      change = {
        kind: 'handover',
        record: next,
        events: [],
        waitingBefore: [],
        note: `The ${CLASS_NAMES[input.seat]} is now played by <@${input.toUserId}>${seat.userId ? ` (was <@${seat.userId}>)` : ''}.`,
      };
      return next;
    });
    if (change && record) this.announcer.changed({ ...change, record });
    return record as GameRecord;
  }

  /** Ends the game without scores (host or admin); the channel is free for a new one. */
  async abandon(input: { guildId: string; channelId: string; byUserId: string; isAdmin: boolean }) {
    const record = await this.change(input.guildId, input.channelId, (r) => {
      const record = requireGame(r);
      if (record.status !== 'lobby' && record.status !== 'playing')
        throw new UserError('This game is already over.');
      requireHostOrAdmin(record, input.byUserId, input.isAdmin, 'abandon the game');
      return {
        ...record,
        status: 'abandoned' as const,
        admin: [
          ...record.admin,
          { at: this.now().toISOString(), by: input.byUserId, what: 'abandon' as const },
        ],
      };
    });
    const done = record as GameRecord;
    this.announcer.changed({
      kind: 'abandoned',
      record: done,
      events: [],
      waitingBefore: [],
      note: `<@${input.byUserId}> abandoned the game. The channel is free for \`/hegemony new\`.`,
    });
    await this.store.archive(done);
    this.log.info({ guild: done.guildId, channel: done.channelId, game: done.id }, 'game abandoned');
    return done;
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
    throw new UserError('That choice does not match any open question of this game.', 'invalid');
  }
  throw new UserError(
    'This was already answered — the game has moved on. Press **Open my panel** on the board (or use `/hand`) for what you can do now.',
    'stale',
  );
}

function splitEvents(events: GameEvent[], seat: ClassId) {
  return {
    pub: events.filter((e) => e.to === 'public').map((e) => e.text),
    mine: events.filter((e) => e.to === seat).map((e) => e.text),
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
  for (const e of events) out[e.to] = [...(out[e.to] ?? []), e.text].slice(-PRIVATE_KEPT);
  return out;
}

function seatNames(options: GameOptions): string {
  return (Object.keys(options.seats) as ClassId[]).map((c) => CLASS_NAMES[c]).join(', ');
}

export function messageLink(guildId: string, channelId: string, messageId: string): string {
  return `https://discord.com/channels/${guildId}/${channelId}/${messageId}`;
}
