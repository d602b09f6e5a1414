/**
 * Public updates of each game, in order: the log line of every change, then the board edited in
 * place. Board edits are coalesced (only the newest state is drawn) and the picture is rendered
 * again only when the public view changed. Runs behind the game's lock, so a slow Discord never
 * holds up the next move.
 */
import { createHash } from 'node:crypto';
import { DiscordAPIError, type REST, RESTJSONErrorCodes, Routes } from 'discord.js';
import type { ClassId } from '../data/common.ts';
import { type GameView, type ScoreSheet, score, view } from '../engine/index.ts';
import type { Logger } from '../log.ts';
import { type GameRecord, gameKey } from '../store/types.ts';
import type { Announcer, GameChange } from '../table/games.ts';
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
  close?(): Promise<void>;
}

export const NO_PICTURE: BoardPicture = { render: async () => null };

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

export class Publisher implements Announcer {
  private readonly games = new Map<string, Channel>();
  /** Called when the board had to be posted again (its message was deleted). */
  onBoardMoved: (record: GameRecord, messageId: string) => Promise<unknown> = async () => undefined;

  constructor(
    private readonly rest: REST,
    private readonly log: Logger,
    private readonly picture: BoardPicture = NO_PICTURE,
  ) {}

  /** The channel of a record, brought up to date with it; `dirty`: its board is to be edited. */
  private channel(record: GameRecord, dirty = false): Channel {
    const key = gameKey(record.guildId, record.channelId);
    let g = this.games.get(key);
    if (!g) {
      g = {
        chain: Promise.resolve(),
        boardChain: Promise.resolve(),
        latest: null,
        rev: -1,
        gameId: record.id,
        channelId: record.channelId,
        dirty: false,
      };
      this.games.set(key, g);
    }
    if (dirty) g.dirty = true;
    if (record.rev >= g.rev) {
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

  /**
   * Queues the log line and the board edit of a change. Both start on a later turn of the event
   * loop, so the interaction that made the change gets its own answer first: building the board
   * (and its picture request) is not on the path of the player's first response.
   */
  changed(change: GameChange): void {
    const channel = this.channel(change.record, true);
    this.enqueue(channel, 'chain', async () => {
      await nextTurn();
      const line = logMessage(change);
      if (line) await this.post(change.record.channelId, line);
    });
    this.enqueue(channel, 'boardChain', async () => {
      await nextTurn();
      await this.flushBoard(channel);
    });
  }

  private enqueue(g: Channel, which: 'chain' | 'boardChain', step: () => Promise<void>) {
    g[which] = g[which].then(step).catch((error: unknown) => {
      this.log.warn({ err: error, game: g.gameId, channel: g.channelId }, 'public update failed');
    });
  }

  private async post(channelId: string, payload: MessagePayload): Promise<string> {
    const message = (await this.rest.post(Routes.channelMessages(channelId), {
      body: restBody(payload),
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

  /** The board message of a record, with its picture; one public view serves both. */
  async board(record: GameRecord, g?: { pictureOf?: string; pictureName?: string }) {
    const v = record.state ? view(record.state, 'public') : undefined;
    const picture = await this.pictureFor(g, record, v);
    return { payload: publicBoard(record, picture, v), picture };
  }

  /** A picture of the public view `v` of the record, when it changed since the last one drawn. */
  private async pictureFor(
    g: { pictureOf?: string; pictureName?: string } | undefined,
    record: GameRecord,
    v: GameView | undefined,
  ): Promise<{ name: string; data?: Buffer } | undefined> {
    if (!record.state || !v || this.picture === NO_PICTURE) return undefined;
    const { version: _version, ...drawn } = v;
    const hash = createHash('sha256').update(JSON.stringify(drawn)).digest('base64url');
    if (g?.pictureOf === hash) return g.pictureName ? { name: g.pictureName } : undefined;
    const over = record.status === 'finished' || v.phase === 'game-over';
    const png = await this.picture
      .render(v, over ? score(record.state) : undefined)
      .catch((error: unknown) => {
        this.log.warn({ err: error, game: record.id }, 'board picture failed');
        return null;
      });
    if (!png) return undefined;
    if (g) {
      g.pictureOf = hash;
      g.pictureName = png.name;
    }
    return png;
  }

  private async flushBoard(g: Channel) {
    const record = g.latest;
    g.dirty = false;
    g.latest = null;
    // Nothing newer than the board already sent (an older change came in late).
    if (!record) return;
    const { payload, picture } = await this.board(record, g);
    if (record.boardMessageId) {
      try {
        await this.rest.patch(Routes.channelMessage(record.channelId, record.boardMessageId), {
          body: restBody(payload),
          files: picture?.data ? [{ name: picture.name, data: picture.data }] : undefined,
        });
        return;
      } catch (error) {
        if (!(error instanceof DiscordAPIError && error.code === RESTJSONErrorCodes.UnknownMessage))
          throw error;
      }
    }
    const id = await this.post(record.channelId, payload);
    await this.onBoardMoved(record, id);
  }

  /** An older board message: its buttons go, and it points to the live board below. */
  private async retire(channelId: string, messageId: string): Promise<void> {
    await this.rest
      .patch(Routes.channelMessage(channelId, messageId), {
        body: { content: '*This board moved further down the channel.*', components: [] },
      })
      .catch((error: unknown) => this.log.debug({ err: error }, 'could not retire an old board'));
  }

  /** Resolves when every queued update has been sent. */
  async idle(): Promise<void> {
    await Promise.all([...this.games.values()].flatMap((g) => [g.chain, g.boardChain]));
  }

  async close(): Promise<void> {
    await this.idle();
    await this.picture.close?.();
  }
}
