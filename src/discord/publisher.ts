/**
 * Public updates of each game, in order: the log entry of every change (folded into the channel's
 * turn message and round logs, see channel-log.ts), then the board edited in place — its embed at
 * once, its picture when drawn. Board edits are coalesced (only the newest state is shown) and the
 * picture is drawn again only when the public view changed. Runs behind the game's lock, so a slow
 * Discord never holds up the next move.
 *
 * Every change arrives already saved with what it owes the channel (the store's outbox, see
 * Owed): the publisher publishes that entry as it was saved, then edits the board, and only then
 * tells the store the debt is paid. After a crash the owed entries are published again in order,
 * then the board (recover). A new turn message carries a nonce Discord enforces, so one posted
 * just before a crash is not posted twice; so does a clock notice sent by direct message (direct.ts).
 */
import { createHash } from 'node:crypto';
import { DiscordAPIError, type REST, RESTJSONErrorCodes, Routes } from 'discord.js';
import type { AutomaClass } from '../data/automa/index.ts';
import type { ClassId } from '../data/common.ts';
import { type GameView, type ScoreSheet, score, view } from '../engine/index.ts';
import { type GameLocale, t } from '../i18n/index.ts';
import type { Logger } from '../log.ts';
import type { StandingsPicture, TurningPointsPicture } from '../render/index.ts';
import {
  type GameRecord,
  type GameStore,
  gameKey,
  type OfferMessage,
  type Owed,
  owedKey,
} from '../store/types.ts';
import type { Announcer, GameChange } from '../table/change.ts';
import { blockingCode, ChannelAccess, EmbedsDropped } from './channel-access.ts';
import { ChannelLog } from './channel-log.ts';
import { Debts } from './debts.ts';
import { DirectMessages } from './direct.ts';
import { fitMessage, type MessagePayload } from './limits.ts';
import { gameLocale } from './locale.ts';
import { momentOf } from './picture-moments.ts';
import { boardMessage } from './present/board.ts';
import { closedLobbyMessage, lobbyMessage } from './present/lobby.ts';
import { isLogEntry, type LogEntry, logEntry } from './present/log.ts';
import type { GamePlace } from './present/turn.ts';

/**
 * The seam for the board picture (src/render/): a PNG of the public view — of the final scores
 * when `scores` is given — or null for none.
 */
export interface BoardPicture {
  render(
    view: GameView,
    scores?: ScoreSheet[],
    locale?: GameLocale,
  ): Promise<{ name: string; data: Buffer } | null>;
  /** One class's board in detail (for /board class:). */
  renderClass?(
    view: GameView,
    cls: ClassId,
    locale?: GameLocale,
  ): Promise<{ name: string; data: Buffer } | null>;
  /** One Automa's AI card, priority rows and pile counts (for /automa). */
  renderAutoma?(
    view: GameView,
    cls: AutomaClass,
    locale?: GameLocale,
  ): Promise<{ name: string; data: Buffer } | null>;
  /** A league's standings (for /league standings). */
  renderStandings?(standings: StandingsPicture): Promise<{ name: string; data: Buffer } | null>;
  /** A finished game's turning points. */
  renderTurningPoints?(turning: TurningPointsPicture): Promise<{ name: string; data: Buffer } | null>;
  /**
   * Waits until a picture asked for now would be drawn at once, and holds that place: a board edit
   * takes the game's newest state only then, so a board that changed while it waited is drawn
   * once, at its newest. PictureBusyError when too many already wait.
   */
  turn?(): Promise<PictureTurn>;
  close?(): Promise<void>;
}

/** A place at a picture worker: draw one picture there, or give it back. */
export interface PictureTurn {
  render(view: GameView, scores?: ScoreSheet[], locale?: GameLocale): Promise<{ name: string; data: Buffer }>;
  release(): void;
}

export const NO_PICTURE: BoardPicture = { render: async () => null };

/**
 * A picture refused because the drawing queue is full: the board goes out without a new picture
 * this time (and gets one with its next change) instead of waiting behind everyone else's.
 */
export class PictureBusyError extends Error {
  constructor() {
    super('the board picture queue is full');
  }
}

/** Pictures kept (with their bytes) for `/board`, which posts a new message: the busiest channels. */
const RECENT_PICTURES = 16;

/** Resolves after the work already queued on the event loop (I/O callbacks included) has run. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** What the board message shows for a record in any status. */
export function publicBoard(
  record: GameRecord,
  picture?: { name: string; data?: Buffer },
  publicView?: GameView,
): MessagePayload {
  if (record.status === 'lobby') return lobbyMessage(record);
  if (!record.state) return closedLobbyMessage(record, t(gameLocale(record), 'lobby.abandonedBeforeStart'));
  return boardMessage(record, picture, publicView);
}

/** A payload in the JSON shape of Discord's REST API. */
export function restBody(payload: MessagePayload) {
  const p = fitMessage(payload);
  return {
    content: p.content,
    embeds: p.embeds,
    components: p.components,
    allowed_mentions: { parse: [], users: p.allowedMentions?.users ?? [] },
    ...(p.files ? { attachments: p.files.map((f, id) => ({ id, filename: f.name })) } : {}),
  };
}

interface Channel {
  /** The channel's game key. */
  key: string;
  /** Every message of the channel — log entries, board edits, pictures — in order. */
  chain: Promise<void>;
  /** A picture being drawn off the chain (it is attached on the chain once drawn). */
  drawing: Promise<void> | null;
  /**
   * The newest record announced, held only while a board edit waits for it (`dirty`): after that
   * the store is where the game lives, so a quiet game costs the publisher no memory.
   */
  latest: GameRecord | null;
  /** The newest revision seen: an older record never replaces a newer one. */
  rev: number;
  /** The game and channel, for log lines. */
  gameId: string;
  /** The game's language, which its turn message and round logs read. */
  language?: GameLocale;
  guildId: string;
  channelId: string;
  dirty: boolean;
  /** The live board message as far as this process knows (newer than a record's when set). */
  boardId?: string;
  /** The round the live board was posted for: a new round gets a fresh board at the bottom. */
  boardRound?: number;
  /** The record the board's embed shows, held until its picture is attached. */
  shown: GameRecord | null;
  /** Hash of the public view the board's picture shows, and the file name it is attached under. */
  pictureOf?: string;
  pictureName?: string;
  /** The moment of play the board's picture shows (picture-moments.ts): one picture per moment. */
  pictureMoment?: string;
  /** The board message deleted last, as a newer one took its place. */
  retired?: string;
  /** The turn message and round logs. */
  log: ChannelLog;
  /** The newest record seen, held only while updates are queued (a fresh board shows it). */
  newest: GameRecord | null;
  /** Steps queued on the chain and not yet done. */
  queued: number;
}

/** A picture as attached to a message, with the hash of the public view it shows. */
interface Drawn {
  hash: string;
  png: { name: string; data: Buffer };
}

/** Whether the board's picture is to be drawn again for view `v`: a new moment of play, and a new view. */
function needsPicture(g: Channel, record: GameRecord, v: GameView): boolean {
  return pictureHash(record, v) !== g.pictureOf && pictureMoment(record, v) !== g.pictureMoment;
}

/**
 * What a board picture shows: the public view, in the game's language (a picture drawn in another
 * language is another picture: after `/hegemony settings language:` the board is drawn again).
 */
function pictureHash(record: GameRecord, v: GameView): string {
  return `${viewHash(v)}${languageTag(record)}`;
}

/** The moment of play a board picture shows (picture-moments.ts), in the game's language. */
function pictureMoment(record: GameRecord, v: GameView): string {
  return `${momentOf(v)}${languageTag(record)}`;
}

function languageTag(record: GameRecord): string {
  const l = gameLocale(record);
  return l === 'en' ? '' : `@${l}`;
}

/** The hash of what a picture shows: the public view without its version (a count of answers). */
function viewHash(v: GameView): string {
  const { version: _version, ...drawn } = v;
  return createHash('sha256').update(JSON.stringify(drawn)).digest('base64url');
}

export class Publisher implements Announcer {
  private readonly games = new Map<string, Channel>();
  /** Called when the board had to be posted again (deleted, or a new round): the record then says so. */
  onBoardMoved: (record: GameRecord, messageId: string) => Promise<unknown> = async () => undefined;
  /**
   * Called when the open offer messages of a game changed (one posted, one closed): the record then
   * lists them (GameRecord.offerMessages), so that a restarted bot still closes them.
   */
  onOffersChanged: (
    where: { guildId: string; channelId: string; gameId: string },
    offers: OfferMessage[],
  ) => Promise<unknown> = async () => undefined;

  /** The last picture drawn per channel, for the few channels drawn most recently. */
  private readonly recent = new Map<string, Drawn>();
  /** Notices already posted (once per process is enough). */
  private readonly noticed = new Set<string>();
  private readonly debts: Debts;
  private readonly direct: DirectMessages;
  /** Channels that refuse the bot's updates now: what they are owed waits, in order (channel-access.ts). */
  readonly access: ChannelAccess;

  constructor(
    private readonly rest: REST,
    private readonly log: Logger,
    private readonly picture: BoardPicture = NO_PICTURE,
    /** Where owed announcements are cleared once posted (none: nothing is owed). */
    outbox?: Pick<GameStore, 'paid'>,
  ) {
    this.debts = new Debts(outbox, log);
    this.direct = new DirectMessages(rest, log, (channelId, payload, nonce) =>
      this.post(channelId, payload, nonce),
    );
    this.access = new ChannelAccess(rest, log);
    this.access.requeue = async (channelId, steps) => {
      const g = [...this.games.values()].find((c) => c.channelId === channelId);
      if (!g) return;
      for (const step of steps) this.enqueue(g, step);
      await g.chain;
    };
  }

  /** The publishing state of a channel, made on first use. */
  private channelAt(guildId: string, channelId: string, gameId: string): Channel {
    const key = gameKey(guildId, channelId);
    let g = this.games.get(key);
    if (!g) {
      g = {
        key,
        chain: Promise.resolve(),
        drawing: null,
        latest: null,
        shown: null,
        rev: -1,
        gameId,
        guildId,
        channelId,
        dirty: false,
        log: this.channelLog(guildId, channelId, gameId),
        newest: null,
        queued: 0,
      };
      this.games.set(key, g);
    }
    return g;
  }

  /** The turn message, round logs and offers of one game in a channel. */
  private channelLog(guildId: string, channelId: string, gameId: string): ChannelLog {
    const messages = {
      post: (payload: MessagePayload, nonce?: string) => this.post(channelId, payload, nonce),
      edit: (id: string, payload: MessagePayload) => this.edit(channelId, id, payload),
      remove: (id: string) => this.remove(channelId, id),
      strip: (id: string) => this.strip(channelId, id),
    };
    return new ChannelLog(messages, (offers) =>
      this.onOffersChanged({ guildId, channelId, gameId }, offers).then(
        () => undefined,
        (error: unknown) =>
          // The record still lists them: they are closed again, harmlessly, after a restart.
          this.log.warn({ err: error, game: gameId, channel: channelId }, 'could not save the open offers'),
      ),
    );
  }

  /** The channel of a record, brought up to date with it; `dirty`: its board is to be edited. */
  private channel(record: GameRecord, dirty = false): Channel {
    const g = this.channelAt(record.guildId, record.channelId, record.id);
    if (record.id !== g.gameId) {
      // A new game in the channel: nothing of the old one's messages carries over, and whatever
      // the old one still offered answers nothing now.
      const old = g.log;
      g.log = this.channelLog(record.guildId, record.channelId, record.id);
      this.enqueue(g, () => old.closeAll());
      g.boardId = undefined;
      g.boardRound = undefined;
      g.pictureOf = undefined;
      g.pictureName = undefined;
      g.pictureMoment = undefined;
    }
    if (dirty) g.dirty = true;
    if (record.rev >= g.rev || record.id !== g.gameId) {
      g.rev = record.rev;
      g.gameId = record.id;
      g.language = gameLocale(record);
      g.newest = g.queued > 0 || dirty ? record : null;
      g.latest = g.dirty ? record : null;
    }
    g.boardId ??= record.boardMessageId ?? undefined;
    if (record.id === g.gameId) g.log.seed(record.offerMessages);
    return g;
  }

  /** Where the channel's game lives, for the links and buttons of its log. */
  private place(g: Channel): GamePlace {
    return {
      id: g.gameId,
      guildId: g.guildId,
      channelId: g.channelId,
      boardMessageId: g.boardId ?? null,
      language: g.language ?? 'en',
    };
  }

  boardMoved(record: GameRecord, oldMessageId: string | null): void {
    const g = this.channel(record);
    const moved = record.boardMessageId !== g.boardId;
    if (record.boardMessageId) g.boardId = record.boardMessageId;
    if (moved) {
      // A copy posted by /board: its picture is whatever that copy carried.
      g.pictureOf = undefined;
      g.pictureMoment = undefined;
      this.enqueue(g, () => g.log.boardMoved(this.place(g)));
    }
    // Behind any edit still queued for the old message, so nothing brings its buttons back.
    if (oldMessageId && oldMessageId !== g.boardId) this.enqueue(g, () => this.retire(g, oldMessageId));
  }

  /** The log entry of a change, as plain JSON (it is saved with the change, then published). */
  lineFor(change: GameChange): LogEntry | null {
    return logEntry(change);
  }

  /**
   * Queues the log entry and the board edit of a saved change. Both start on a later turn of the
   * event loop, so the interaction that made the change gets its own answer first: building the
   * board (and its picture request) is not on the path of the player's first response.
   */
  changed(change: GameChange): void {
    const { record } = change;
    const line = change.line === undefined ? logEntry(change) : change.line;
    const g = this.channel(record, true);
    this.owe(g, { key: owedKey(record), gameId: record.id, rev: record.rev, line }, record);
    this.enqueue(g, async () => {
      await nextTurn();
      await this.flushBoard(g);
    });
  }

  /**
   * A change that tells the channel nothing yet shows on the board (the game's language): the board
   * is edited now, and its picture drawn again in the new language, without waiting for the game's
   * next move. Owes nothing: after a crash the next change shows it.
   */
  restyled(record: GameRecord): void {
    const g = this.channel(record, true);
    this.enqueue(g, async () => {
      await nextTurn();
      await this.flushBoard(g);
    });
  }

  /**
   * Queues one owed entry; the debt is noted until the entry and the board are out. A round that
   * begins with it gets a fresh board at the bottom of the channel first (`record`: the game as
   * the change left it).
   */
  private owe(g: Channel, o: Pick<Owed, 'key' | 'gameId' | 'rev' | 'line'>, record?: GameRecord) {
    this.debts.add(g.key, o);
    this.enqueue(g, async () => {
      await nextTurn();
      const nonce = nonceOf(g.channelId, { id: o.gameId, rev: o.rev });
      if (isLogEntry(o.line)) {
        if (record && o.line.round !== null) await this.freshBoardFor(g, record, o.line.round);
        // Direct messages first: the channel line then notifies whoever they could not reach.
        const line = await this.direct.deliver(this.place(g), o.line, nonce);
        await g.log.add(this.place(g), line, nonce, o.rev);
      } else if (o.line) await this.post(g.channelId, o.line as MessagePayload, nonce);
      this.debts.lineOut(g.key, o.key);
    });
  }

  /**
   * Posts what the store says is still owed (after a crash), channel by channel: every log entry in
   * order, then the board of the channel's game as it is now (`load`), then clears the debts.
   */
  recover(owed: readonly Owed[], load: (o: Owed) => Promise<GameRecord | undefined>): void {
    const byChannel = new Map<string, Owed[]>();
    for (const o of owed) byChannel.set(o.channelId, [...(byChannel.get(o.channelId) ?? []), o]);
    for (const entries of byChannel.values()) {
      const last = entries.at(-1) as Owed;
      const g = this.channelAt(last.guildId, last.channelId, last.gameId);
      // The offers the game's record lists are known before its owed entries may close them.
      this.enqueue(g, async () => {
        const record = await load(last);
        if (record?.id === g.gameId) g.log.seed(record.offerMessages);
      });
      for (const o of entries) this.owe(g, o);
      this.enqueue(g, async () => {
        const record = await load(last);
        // A game that is gone (set aside) has no board: its lines were all it was owed.
        if (!record) return this.debts.linesWereAll(g.key);
        this.channel(record, true);
        await this.flushBoard(g);
      });
    }
    if (owed.length > 0)
      this.log.info(
        { owed: owed.length, channels: byChannel.size },
        'announcements owed from before a restart',
      );
  }

  /**
   * A public sentence in a channel outside any game change. With `once`, it is said at most once
   * per process for that key (a damaged game is reported once, not on every command).
   */
  notice(channelId: string, text: string, once?: string): void {
    if (once !== undefined) {
      if (this.noticed.has(once)) return;
      this.noticed.add(once);
    }
    this.post(channelId, { content: text }).catch((error: unknown) =>
      this.log.warn({ err: error, channel: channelId }, 'could not post a notice'),
    );
  }

  private enqueue(g: Channel, step: () => Promise<void>) {
    g.queued++;
    g.chain = g.chain
      .then(() => this.access.run(g.channelId, step))
      .catch((error: unknown) => {
        this.log.warn({ err: error, game: g.gameId, channel: g.channelId }, 'public update failed');
      })
      .finally(() => {
        // A quiet channel holds no record.
        if (--g.queued === 0) g.newest = null;
      });
  }

  /** Posts a message; with a nonce, Discord posts it once however often it is sent. */
  private async post(channelId: string, payload: MessagePayload, nonce?: string): Promise<string> {
    const message = (await this.rest.post(Routes.channelMessages(channelId), {
      body: { ...restBody(payload), ...(nonce ? { nonce, enforce_nonce: true } : {}) },
      files: payload.files?.map((f) => ({ name: f.name, data: f.data })),
    })) as SentMessage;
    keptEmbeds(payload, message);
    return message.id;
  }

  private async edit(channelId: string, id: string, payload: MessagePayload): Promise<void> {
    const message = (await this.rest.patch(Routes.channelMessage(channelId, id), {
      body: restBody(payload),
      files: payload.files?.map((f) => ({ name: f.name, data: f.data })),
    })) as SentMessage;
    keptEmbeds(payload, message);
  }

  private async strip(channelId: string, id: string): Promise<void> {
    await this.edit(channelId, id, { components: [] }).catch((error: unknown) => {
      if (!(error instanceof DiscordAPIError && error.code === RESTJSONErrorCodes.UnknownMessage))
        throw error;
    });
  }

  private async remove(channelId: string, id: string): Promise<void> {
    await this.rest.delete(Routes.channelMessage(channelId, id)).catch((error: unknown) => {
      if (!(error instanceof DiscordAPIError && error.code === RESTJSONErrorCodes.UnknownMessage))
        throw error;
    });
  }

  /**
   * The picture of one class's board, from the public view only, in `l` (its reader's language);
   * undefined without pictures.
   */
  classPicture(
    record: GameRecord,
    cls: ClassId,
    l: GameLocale,
  ): Promise<{ name: string; data: Buffer } | undefined> {
    const draw = this.picture.renderClass?.bind(this.picture);
    return this.gamePicture(record, 'class-board', draw && ((v) => draw(v, cls, l)));
  }

  /** The picture of one Automa, from the public view only, in `l`; undefined without pictures. */
  automaPicture(
    record: GameRecord,
    cls: AutomaClass,
    l: GameLocale,
  ): Promise<{ name: string; data: Buffer } | undefined> {
    const draw = this.picture.renderAutoma?.bind(this.picture);
    return this.gamePicture(record, 'automa', draw && ((v) => draw(v, cls, l)));
  }

  /** A picture of a game's public view by `draw`; undefined without pictures or when it fails. */
  private async gamePicture(
    record: GameRecord,
    /** Which picture, for the log. */
    what: 'class-board' | 'automa',
    draw: ((v: GameView) => Promise<{ name: string; data: Buffer } | null>) | undefined,
  ): Promise<{ name: string; data: Buffer } | undefined> {
    if (!record.state || !draw) return undefined;
    const png = await draw(view(record.state, 'public')).catch((error: unknown) => {
      this.log.warn({ err: error, game: record.id }, `${what} picture failed`);
      return null;
    });
    return png ?? undefined;
  }

  /** The standings picture; undefined without pictures. */
  async standingsPicture(table: StandingsPicture): Promise<{ name: string; data: Buffer } | undefined> {
    const png = await this.picture.renderStandings?.(table).catch((error: unknown) => {
      this.log.warn({ err: error }, 'standings picture failed');
      return null;
    });
    return png ?? undefined;
  }

  /** A finished game's turning points picture; undefined without pictures. */
  async turningPointsPicture(
    turning: TurningPointsPicture,
  ): Promise<{ name: string; data: Buffer } | undefined> {
    const png = await this.picture.renderTurningPoints?.(turning).catch((error: unknown) => {
      this.log.warn({ err: error }, 'turning points picture failed');
      return null;
    });
    return png ?? undefined;
  }

  /**
   * The picture of a game that ended, from its public view, in `l`: the final scores, or the board
   * where it was abandoned. Drawn afresh (it is no channel's board); undefined without pictures.
   */
  async pictureOf(record: GameRecord, l: GameLocale): Promise<{ name: string; data: Buffer } | undefined> {
    if (!record.state) return undefined;
    const v = view(record.state, 'public');
    const over = record.status === 'finished';
    const png = await this.picture
      .render(v, over ? score(record.state) : undefined, l)
      .catch((error: unknown) => {
        this.log.warn({ err: error, game: record.id }, 'picture of an ended game failed');
        return null;
      });
    return png ?? undefined;
  }

  /**
   * The board message of a record, with its picture, for a new message (`/board`): the picture
   * already drawn for this view is reused, never drawn again.
   */
  async board(record: GameRecord) {
    const v = record.state ? view(record.state, 'public') : undefined;
    const picture = v ? await this.draw(record, v) : undefined;
    return { payload: publicBoard(record, picture ?? undefined, v), picture };
  }

  /**
   * A picture of the public view `v` of the record: the bytes of the last one drawn for the
   * channel when the view has not changed since, and otherwise a new drawing (on `turn` when
   * given). Undefined without pictures, or when drawing failed or the queue was full.
   */
  private async draw(record: GameRecord, v: GameView, turn?: PictureTurn) {
    if (!record.state || this.picture === NO_PICTURE) return undefined;
    const hash = pictureHash(record, v);
    const key = gameKey(record.guildId, record.channelId);
    const recent = this.recent.get(key);
    if (recent?.hash === hash) return recent.png;
    const over = record.status === 'finished' || v.phase === 'game-over';
    const png = await (turn ?? this.picture)
      .render(v, over ? score(record.state) : undefined, gameLocale(record))
      .catch((error: unknown) => {
        if (error instanceof PictureBusyError)
          this.log.debug({ game: record.id }, 'board picture skipped: queue full');
        else this.log.warn({ err: error, game: record.id }, 'board picture failed');
        return null;
      });
    if (!png) return undefined;
    this.recent.delete(key);
    this.recent.set(key, { hash, png });
    if (this.recent.size > RECENT_PICTURES) this.recent.delete(this.recent.keys().next().value as string);
    return png;
  }

  /**
   * The picture part of a board edit that goes out at once: the picture the message already
   * carries (even if older: the new one follows), or the bytes already drawn for this view.
   */
  private pictureNow(
    g: Channel,
    record: GameRecord,
    v: GameView,
  ): { name: string; data?: Buffer } | undefined {
    if (this.picture === NO_PICTURE) return undefined;
    const hash = pictureHash(record, v);
    const recent = this.recent.get(g.key);
    if (g.pictureOf !== hash && recent?.hash === hash && recent.png) {
      g.pictureOf = hash;
      g.pictureName = recent.png.name;
      g.pictureMoment = pictureMoment(record, v);
      return recent.png;
    }
    if (record.status === 'finished' && g.pictureName === 'board.png' && g.pictureOf !== hash)
      return undefined;
    return g.pictureName ? { name: g.pictureName } : undefined;
  }

  /**
   * The board edit of the newest record: its embed goes out at once, without waiting for its
   * picture (so the board never trails the log), and the picture follows when drawn.
   */
  private async flushBoard(g: Channel) {
    // Nothing newer than the board already sent (an older change came in late).
    const record = g.latest;
    if (!record) return;
    try {
      await this.editBoard(g, record);
    } catch (error) {
      // The channel refuses it now: the board is still owed, and tried again with what it holds then.
      if (blockingCode(error) !== null) {
        g.latest ??= record;
        g.dirty = true;
      }
      throw error;
    }
  }

  private async editBoard(g: Channel, record: GameRecord) {
    g.dirty = false;
    g.latest = null;
    const v = record.state ? view(record.state, 'public') : undefined;
    const picture = v ? this.pictureNow(g, record, v) : undefined;
    const payload = publicBoard(record, picture, v);
    const id = g.boardId ?? record.boardMessageId;
    if (id) {
      try {
        await this.edit(record.channelId, id, payload);
        this.shows(g, record, v);
        return;
      } catch (error) {
        if (!(error instanceof DiscordAPIError && error.code === RESTJSONErrorCodes.UnknownMessage))
          throw error;
      }
    }
    await this.postBoard(g, record, payload, v);
  }

  /**
   * The board shows `record`: its debts are paid, and its picture is drawn if the board has none
   * of this moment of play yet (a turn or phase that ended).
   */
  private shows(g: Channel, record: GameRecord, v: GameView | undefined) {
    this.debts.boardShows(g.key, record.id, record.rev);
    if (!v || this.picture === NO_PICTURE || !needsPicture(g, record, v)) return;
    g.shown = record;
    g.drawing ??= this.drawForBoard(g).finally(() => {
      g.drawing = null;
    });
  }

  /** Posts the board as a new message, which becomes the live one (the old one is retired). */
  private async postBoard(g: Channel, record: GameRecord, payload: MessagePayload, v: GameView | undefined) {
    const old = g.boardId;
    const id = await this.post(record.channelId, payload);
    g.boardId = id;
    g.pictureName = payload.files?.[0]?.name;
    g.pictureOf = payload.files?.[0] && v ? pictureHash(record, v) : undefined;
    g.pictureMoment = payload.files?.[0] && v ? pictureMoment(record, v) : undefined;
    g.boardRound = record.state?.round;
    this.shows(g, record, v);
    if (old && old !== id) await this.retire(g, old);
    await g.log.boardMoved(this.place(g));
    await this.onBoardMoved(record, id);
  }

  /**
   * A round that begins gets a fresh board at the bottom of the channel, so the board is never
   * far above the latest message (the turn message also links to it).
   */
  private async freshBoardFor(g: Channel, record: GameRecord, round: number) {
    // The board shows the game as it is now, which may be further on than this entry when the
    // publisher runs behind a quick game; a round already over gets no board of its own.
    const now = g.newest?.id === record.id && g.newest.rev > record.rev ? g.newest : record;
    const behind = now.status !== 'playing' || (now.state?.round ?? round) > round;
    if (g.boardRound === undefined || round <= g.boardRound || record.status !== 'playing' || behind) {
      g.boardRound ??= round;
      return;
    }
    const v = now.state ? view(now.state, 'public') : undefined;
    const recent = this.recent.get(g.key);
    const picture = v && recent?.hash === pictureHash(now, v) ? recent.png : undefined;
    g.pictureName = undefined;
    await this.postBoard(g, now, publicBoard(now, picture, v), v);
  }

  /**
   * Draws the picture of the board's newest record and attaches it on the chain (with the board's
   * embed as it is then), again while the board has moved on meanwhile.
   */
  private async drawForBoard(g: Channel) {
    for (;;) {
      if (!g.shown) return;
      // The record is taken once a picture worker is free for it: changes that arrive while the
      // picture waits for one are drawn once, at their newest.
      const turn = await this.drawingTurn(g);
      const record = g.shown;
      if (turn === null || !record?.state) return turn?.release();
      const v = view(record.state, 'public');
      const hash = pictureHash(record, v);
      const moment = pictureMoment(record, v);
      let png: Awaited<ReturnType<Publisher['draw']>>;
      try {
        png = hash === g.pictureOf ? undefined : await this.draw(record, v, turn);
      } finally {
        turn?.release();
      }
      if (!png) return;
      const drawn = png;
      await new Promise<void>((resolve) =>
        this.enqueue(g, async () => {
          try {
            await this.attach(g, drawn, hash, moment);
          } finally {
            resolve();
          }
        }),
      );
      if (!g.shown || !needsPicture(g, g.shown, view(g.shown.state!, 'public'))) {
        g.shown = null;
        return;
      }
    }
  }

  /** Attaches a picture to the live board, with the embed of the newest record it shows. */
  private async attach(g: Channel, png: { name: string; data: Buffer }, hash: string, moment: string) {
    const record = g.shown;
    const id = g.boardId;
    if (!record || !id) return;
    const v = view(record.state!, 'public');
    await this.edit(record.channelId, id, publicBoard(record, png, v));
    g.pictureOf = hash;
    g.pictureName = png.name;
    g.pictureMoment = moment;
  }

  /**
   * A place at a picture worker: undefined when the pictures have no queue of their own (none, or
   * a stand-in), null when it is full (the board goes out without a new picture this time).
   */
  private async drawingTurn(g: Channel): Promise<PictureTurn | null | undefined> {
    if (!this.picture.turn) return undefined;
    return this.picture.turn().catch((error: unknown) => {
      if (!(error instanceof PictureBusyError)) throw error;
      this.log.debug({ game: g.gameId }, 'board picture skipped: queue full');
      return null;
    });
  }

  /**
   * An older board message is deleted: the live one is below, and the turn message links to it (a
   * stub saying it moved would be one more message to scroll past, with nothing to press).
   */
  private async retire(g: Channel, messageId: string): Promise<void> {
    // The same board is retired once (posting a fresh board and recording it both ask).
    if (g.retired === messageId) return;
    g.retired = messageId;
    await this.remove(g.channelId, messageId).catch((error: unknown) =>
      this.log.debug({ err: error }, 'could not remove an old board'),
    );
  }

  /** Resolves when every queued update has been sent (pictures too), and the outbox cleared of it. */
  async idle(): Promise<void> {
    for (;;) {
      const pending = [...this.games.values()].flatMap((g) => [g.chain, ...(g.drawing ? [g.drawing] : [])]);
      await Promise.all(pending);
      const now = [...this.games.values()].flatMap((g) => [g.chain, ...(g.drawing ? [g.drawing] : [])]);
      if (now.length === pending.length && now.every((p, i) => p === pending[i])) break;
    }
    await this.debts.clear();
  }

  async close(): Promise<void> {
    this.access.stop();
    await this.idle();
    await this.picture.close?.();
  }
}

interface SentMessage {
  id: string;
  embeds?: unknown[];
}

/** Discord drops a bot's embeds where it lacks Embed Links, and says nothing: that is a refusal too. */
function keptEmbeds(payload: MessagePayload, sent: SentMessage) {
  if ((payload.embeds?.length ?? 0) > 0 && sent.embeds?.length === 0) throw new EmbedsDropped();
}

/**
 * A change's nonce (Discord allows 25 characters): the same change always gets the same one, and
 * no other message of the bot anywhere does — Discord keeps enforced nonces per author, not per
 * channel, so the channel is part of it (two channels' games may share an id).
 */
function nonceOf(channelId: string, record: Pick<GameRecord, 'id' | 'rev'>): string {
  return createHash('sha256')
    .update(`${channelId}:${record.id}:${record.rev}`)
    .digest('base64url')
    .slice(0, 22);
}
