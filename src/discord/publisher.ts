/**
 * Public updates of each game, in order: the log line of every change, then the board edited in
 * place. Board edits are coalesced (only the newest state is drawn) and the picture is rendered
 * again only when the public view changed. Runs behind the game's lock, so a slow Discord never
 * holds up the next move.
 *
 * Every change arrives already saved with what it owes the channel (the store's outbox, see
 * Owed): the publisher posts that log line as it was saved, then edits the board, and only then
 * tells the store the debt is paid. After a crash the owed lines are posted again in order, then
 * the board (recover). A line carries a nonce Discord enforces, so one posted just before a crash
 * is not posted twice.
 */
import { createHash } from 'node:crypto';
import { DiscordAPIError, type REST, RESTJSONErrorCodes, Routes } from 'discord.js';
import type { ClassId } from '../data/common.ts';
import { type GameView, type ScoreSheet, score, view } from '../engine/index.ts';
import type { Logger } from '../log.ts';
import type { StandingsPicture } from '../render/index.ts';
import { type GameRecord, type GameStore, gameKey, type Owed, owedKey } from '../store/types.ts';
import type { Announcer, GameChange } from '../table/change.ts';
import { Debts } from './debts.ts';
import { fitMessage, type MessagePayload } from './limits.ts';
import { boardMessage } from './present/board.ts';
import { closedLobbyMessage, lobbyMessage } from './present/lobby.ts';
import { logMessage } from './present/log.ts';

/**
 * The seam for the board picture (src/render/): a PNG of the public view — of the final scores
 * when `scores` is given — or null for none.
 */
export interface BoardPicture {
  render(view: GameView, scores?: ScoreSheet[]): Promise<{ name: string; data: Buffer } | null>;
  /** One class's board in detail (for /board class:). */
  renderClass?(view: GameView, cls: ClassId): Promise<{ name: string; data: Buffer } | null>;
  /** A league's standings (for /league standings). */
  renderStandings?(standings: StandingsPicture): Promise<{ name: string; data: Buffer } | null>;
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
  render(view: GameView, scores?: ScoreSheet[]): Promise<{ name: string; data: Buffer }>;
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
  if (!record.state) return closedLobbyMessage(record, 'This game was abandoned before it started.');
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
  /** Log lines, in order. */
  chain: Promise<void>;
  /** Board edits, in order (they run beside the log lines: different messages). */
  boardChain: Promise<void>;
  /**
   * The newest record announced, held only while a board edit waits for it (`dirty`): after that
   * the store is where the game lives, so a quiet game costs the publisher no memory.
   */
  latest: GameRecord | null;
  /** The newest revision seen: an older record never replaces a newer one. */
  rev: number;
  /** The game and channel, for log lines. */
  gameId: string;
  channelId: string;
  dirty: boolean;
  /** Hash of the public view last drawn, and the file name it is attached under. */
  pictureOf?: string;
  pictureName?: string;
}

/** A picture as attached to a message, with the hash of the public view it shows. */
interface Drawn {
  hash: string;
  png: { name: string; data: Buffer };
}

export class Publisher implements Announcer {
  private readonly games = new Map<string, Channel>();
  /** Called when the board had to be posted again (its message was deleted). */
  onBoardMoved: (record: GameRecord, messageId: string) => Promise<unknown> = async () => undefined;

  /** The last picture drawn per channel, for the few channels drawn most recently. */
  private readonly recent = new Map<string, Drawn>();
  /** Notices already posted (once per process is enough). */
  private readonly noticed = new Set<string>();
  private readonly debts: Debts;

  constructor(
    private readonly rest: REST,
    private readonly log: Logger,
    private readonly picture: BoardPicture = NO_PICTURE,
    /** Where owed announcements are cleared once posted (none: nothing is owed). */
    outbox?: Pick<GameStore, 'paid'>,
  ) {
    this.debts = new Debts(outbox, log);
  }

  /** The publishing state of a channel, made on first use. */
  private channelAt(guildId: string, channelId: string, gameId: string): Channel {
    const key = gameKey(guildId, channelId);
    let g = this.games.get(key);
    if (!g) {
      g = {
        key,
        chain: Promise.resolve(),
        boardChain: Promise.resolve(),
        latest: null,
        rev: -1,
        gameId,
        channelId,
        dirty: false,
      };
      this.games.set(key, g);
    }
    return g;
  }

  /** The channel of a record, brought up to date with it; `dirty`: its board is to be edited. */
  private channel(record: GameRecord, dirty = false): Channel {
    const g = this.channelAt(record.guildId, record.channelId, record.id);
    if (dirty) g.dirty = true;
    // A new game in the channel replaces the old one, whatever their revisions.
    if (record.rev >= g.rev || record.id !== g.gameId) {
      g.rev = record.rev;
      g.gameId = record.id;
      g.latest = g.dirty ? record : null;
    }
    return g;
  }

  boardMoved(record: GameRecord, oldMessageId: string | null): void {
    const channel = this.channel(record);
    // Behind any edit still queued for the old message, so nothing brings its buttons back.
    if (oldMessageId) this.enqueue(channel, 'boardChain', () => this.retire(record.channelId, oldMessageId));
  }

  /** The log line of a change, as plain JSON (it is saved with the change, then posted as it is). */
  lineFor(change: GameChange): MessagePayload | null {
    return logMessage(change);
  }

  /**
   * Queues the log line and the board edit of a saved change. Both start on a later turn of the
   * event loop, so the interaction that made the change gets its own answer first: building the
   * board (and its picture request) is not on the path of the player's first response.
   */
  changed(change: GameChange): void {
    const { record } = change;
    const line = change.line === undefined ? logMessage(change) : change.line;
    const g = this.channel(record, true);
    this.owe(g, { key: owedKey(record), gameId: record.id, rev: record.rev, line });
    this.enqueue(g, 'boardChain', async () => {
      await nextTurn();
      await this.flushBoard(g);
    });
  }

  /** Queues the post of one owed line; the debt is noted until the line and the board are out. */
  private owe(g: Channel, o: Pick<Owed, 'key' | 'gameId' | 'rev' | 'line'>) {
    this.debts.add(g.key, o);
    this.enqueue(g, 'chain', async () => {
      await nextTurn();
      const line = o.line as MessagePayload | null;
      if (line) await this.post(g.channelId, line, nonceOf({ id: o.gameId, rev: o.rev }));
      this.debts.lineOut(g.key, o.key);
    });
  }

  /**
   * Posts what the store says is still owed (after a crash), channel by channel: every log line in
   * order, then the board of the channel's game as it is now (`load`), then clears the debts.
   */
  recover(owed: readonly Owed[], load: (o: Owed) => Promise<GameRecord | undefined>): void {
    const byChannel = new Map<string, Owed[]>();
    for (const o of owed) byChannel.set(o.channelId, [...(byChannel.get(o.channelId) ?? []), o]);
    for (const entries of byChannel.values()) {
      const last = entries.at(-1) as Owed;
      const g = this.channelAt(last.guildId, last.channelId, last.gameId);
      for (const o of entries) this.owe(g, o);
      const lines = g.chain;
      this.enqueue(g, 'boardChain', async () => {
        await lines;
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

  private enqueue(g: Channel, which: 'chain' | 'boardChain', step: () => Promise<void>) {
    g[which] = g[which].then(step).catch((error: unknown) => {
      this.log.warn({ err: error, game: g.gameId, channel: g.channelId }, 'public update failed');
    });
  }

  /** Posts a message; with a nonce, Discord posts it once however often it is sent. */
  private async post(channelId: string, payload: MessagePayload, nonce?: string): Promise<string> {
    const message = (await this.rest.post(Routes.channelMessages(channelId), {
      body: { ...restBody(payload), ...(nonce ? { nonce, enforce_nonce: true } : {}) },
      files: payload.files?.map((f) => ({ name: f.name, data: f.data })),
    })) as { id: string };
    return message.id;
  }

  /** The picture of one class's board, from the public view only; undefined without pictures. */
  async classPicture(record: GameRecord, cls: ClassId): Promise<{ name: string; data: Buffer } | undefined> {
    if (!record.state || !this.picture.renderClass) return undefined;
    const png = await this.picture.renderClass(view(record.state, 'public'), cls).catch((error: unknown) => {
      this.log.warn({ err: error, game: record.id }, 'class board picture failed');
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

  /**
   * The picture of a game that ended, from its public view: the final scores, or the board where
   * it was abandoned. Drawn afresh (it is no channel's board); undefined without pictures.
   */
  async pictureOf(record: GameRecord): Promise<{ name: string; data: Buffer } | undefined> {
    if (!record.state) return undefined;
    const v = view(record.state, 'public');
    const over = record.status === 'finished';
    const png = await this.picture
      .render(v, over ? score(record.state) : undefined)
      .catch((error: unknown) => {
        this.log.warn({ err: error, game: record.id }, 'picture of an ended game failed');
        return null;
      });
    return png ?? undefined;
  }

  /**
   * The board message of a record, with its picture; one public view serves both. For a new
   * message (`/board`): the picture already drawn for this view is reused, never drawn again.
   */
  async board(
    record: GameRecord,
    g?: { pictureOf?: string; pictureName?: string },
    turn?: PictureTurn | null,
  ) {
    const v = record.state ? view(record.state, 'public') : undefined;
    const picture = await this.pictureFor(g, record, v, turn);
    return { payload: publicBoard(record, picture, v), picture };
  }

  /**
   * A picture of the public view `v` of the record: only the file name when `g`'s message already
   * carries this very picture, the bytes of the last one drawn for the channel when the view has
   * not changed since, and otherwise a new drawing (on `turn` when given; none when it is null,
   * the picture queue being full).
   */
  private async pictureFor(
    g: { pictureOf?: string; pictureName?: string } | undefined,
    record: GameRecord,
    v: GameView | undefined,
    turn?: PictureTurn | null,
  ): Promise<{ name: string; data?: Buffer } | undefined> {
    if (!record.state || !v || this.picture === NO_PICTURE) return undefined;
    const { version: _version, ...drawn } = v;
    const hash = createHash('sha256').update(JSON.stringify(drawn)).digest('base64url');
    if (g?.pictureOf === hash) return g.pictureName ? { name: g.pictureName } : undefined;
    const key = gameKey(record.guildId, record.channelId);
    const recent = this.recent.get(key);
    let png = recent?.hash === hash ? recent.png : null;
    if (!png) {
      if (turn === null) return undefined;
      const over = record.status === 'finished' || v.phase === 'game-over';
      png = await (turn ?? this.picture)
        .render(v, over ? score(record.state) : undefined)
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
    }
    if (g) {
      g.pictureOf = hash;
      g.pictureName = png.name;
    }
    return png;
  }

  private async flushBoard(g: Channel) {
    // Nothing newer than the board already sent (an older change came in late).
    if (!g.latest) return;
    // The record is taken once a picture worker is free for it: changes that arrive while the
    // board waits for one are drawn once, at their newest.
    const turn = await this.drawingTurn(g);
    const record = g.latest;
    g.dirty = false;
    g.latest = null;
    if (!record) return turn?.release();
    let built: Awaited<ReturnType<Publisher['board']>>;
    try {
      built = await this.board(record, g, turn);
    } finally {
      turn?.release();
    }
    const { payload, picture } = built;
    if (record.boardMessageId) {
      try {
        await this.rest.patch(Routes.channelMessage(record.channelId, record.boardMessageId), {
          body: restBody(payload),
          files: picture?.data ? [{ name: picture.name, data: picture.data }] : undefined,
        });
        this.debts.boardShows(g.key, record.id, record.rev);
        return;
      } catch (error) {
        if (!(error instanceof DiscordAPIError && error.code === RESTJSONErrorCodes.UnknownMessage))
          throw error;
      }
    }
    const id = await this.post(record.channelId, payload);
    this.debts.boardShows(g.key, record.id, record.rev);
    await this.onBoardMoved(record, id);
  }

  /**
   * A place at a picture worker for a board edit: undefined when the pictures have no queue of
   * their own (none, or a stand-in), null when it is full (the board goes out without a new picture).
   */
  private async drawingTurn(g: Channel): Promise<PictureTurn | null | undefined> {
    if (!this.picture.turn) return undefined;
    return this.picture.turn().catch((error: unknown) => {
      if (!(error instanceof PictureBusyError)) throw error;
      this.log.debug({ game: g.gameId }, 'board picture skipped: queue full');
      return null;
    });
  }

  /** An older board message: its buttons go, and it points to the live board below. */
  private async retire(channelId: string, messageId: string): Promise<void> {
    await this.rest
      .patch(Routes.channelMessage(channelId, messageId), {
        body: { content: '*This board moved further down the channel.*', components: [] },
      })
      .catch((error: unknown) => this.log.debug({ err: error }, 'could not retire an old board'));
  }

  /** Resolves when every queued update has been sent, and the outbox cleared of it. */
  async idle(): Promise<void> {
    await Promise.all([...this.games.values()].flatMap((g) => [g.chain, g.boardChain]));
    await this.debts.clear();
  }

  async close(): Promise<void> {
    await this.idle();
    await this.picture.close?.();
  }
}

/** A log line's nonce (Discord allows 25 characters): the same change always gets the same one. */
function nonceOf(record: Pick<GameRecord, 'id' | 'rev'>): string {
  return `${record.id}.${record.rev}`.slice(0, 25);
}
