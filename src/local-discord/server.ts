import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  APIApplicationCommand,
  APIInteraction,
  ApplicationFlags,
  GatewayDispatchEvents,
  GatewayIdentifyData,
} from 'discord-api-types/v10';
import { WebSocketServer } from 'ws';
import { FakeUser, type InteractionResult, redeliver } from './driver.ts';
import { Gateway, type ShardSpec, shardOf } from './gateway.ts';
import { type HeldRequest, type Hold, HttpApi } from './http-api.ts';
import { LIMITS } from './limits.ts';
import type { FakeMessage, MessageChange } from './messages.ts';
import { type RateLimitOptions, RateLimits } from './rate-limits.ts';
import type { RecordedCall, Violation } from './records.ts';
import { apiRoutes } from './rest-routes.ts';
import { FakeState, type Settings } from './state.ts';
import { type FakeChannel, type FakeGuild, type GuildSpec, type UserOptions, World } from './world.ts';

export interface FakeDiscordOptions {
  /** Guilds with their text channels; default: one guild with `general` and `game`. */
  readonly guilds?: readonly GuildSpec[];
  /** Users to create up front, so they are members in GUILD_CREATE; others are created by `fake.user()`. */
  readonly users?: readonly string[];
  /** The bot token the fake accepts; default `fake-bot-token`. */
  readonly token?: string;
  /** The bot's username; default `Hegemony Referee`. */
  readonly botName?: string;
  /** Gateway heartbeat interval; large by default so tests see no heartbeat traffic. */
  readonly heartbeatIntervalMs?: number;
  /** Initial-response deadline; default 3000 ms, as on Discord. */
  readonly responseDeadlineMs?: number;
  /** Interaction token lifetime; default 15 minutes, as on Discord. */
  readonly tokenLifetimeMs?: number;
  /** Silence that ends a driver action; default 30 ms. */
  readonly quietMs?: number;
  /** How long a driver action waits for a deferred reply to be filled in; default 5000 ms. */
  readonly deferredReplyTimeoutMs?: number;
  /** Per-file upload limit; default 10 MiB. */
  readonly fileSizeLimit?: number;
  /** With several bots connected: each interaction to every one (default) or to one in turn. */
  readonly interactionDelivery?: Settings['interactionDelivery'];
  /**
   * The shard count `/gateway/bot` recommends (default 1). A bot may identify as any shard of any
   * count; each session gets the events of its shard's guilds only (`(guild_id >> 22) % count`).
   */
  readonly shards?: number;
  /** `/gateway/bot`'s `session_start_limit.max_concurrency` (default 1): shards that may identify at once. */
  readonly maxConcurrency?: number;
  /** Discord's per-route rate limits: on by default, at Discord's timing (rate-limits.ts). */
  readonly rateLimits?: RateLimitOptions;
}

/**
 * A loopback stand-in for Discord's REST API and Gateway that a real discord.js `Client` logs into:
 *
 * ```ts
 * const fake = await FakeDiscord.start();
 * const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: fake.apiUrl } });
 * await client.login(fake.token);
 * const result = await fake.user('alice').slash(fake.channel('game'), 'hegemony', { subcommand: 'new' });
 * ```
 *
 * It enforces Discord's rules (limits, the 3-second deadline, single acknowledgement, token expiry),
 * records every call and every breach, and keeps the messages players would see.
 */
export class FakeDiscord {
  private readonly state: FakeState;
  private readonly gateway: Gateway;
  private readonly http: HttpApi;
  private readonly users = new Map<string, FakeUser>();
  private readonly wss: WebSocketServer;

  private constructor(
    private readonly server: Server,
    options: FakeDiscordOptions,
  ) {
    const settings: Settings = {
      token: options.token ?? 'fake-bot-token',
      heartbeatIntervalMs: options.heartbeatIntervalMs ?? 45_000,
      responseDeadlineMs: options.responseDeadlineMs ?? 3000,
      tokenLifetimeMs: options.tokenLifetimeMs ?? 15 * 60_000,
      quietMs: options.quietMs ?? 30,
      deferredReplyTimeoutMs: options.deferredReplyTimeoutMs ?? 5000,
      fileSizeLimit: options.fileSizeLimit ?? LIMITS.fileSize,
      interactionDelivery: options.interactionDelivery ?? 'every-bot',
      shards: options.shards ?? 1,
      maxConcurrency: options.maxConcurrency ?? 1,
    };
    const world = new World(options.guilds ?? [{}], options.botName ?? 'Hegemony Referee');
    this.state = new FakeState(settings, world);
    for (const name of options.users ?? []) world.addUser(name);
    const gatewayUrl = () => `${this.state.baseUrl.replace('http', 'ws')}/gateway`;
    this.gateway = new Gateway({
      token: settings.token,
      heartbeatIntervalMs: settings.heartbeatIntervalMs,
      url: gatewayUrl,
      ready: (shard) => ({
        v: 10,
        user: world.bot,
        guilds: world.guilds.filter(ofShard(shard)).map((g) => ({ id: g.id, unavailable: true })),
        application: { id: world.applicationId, flags: 0 as ApplicationFlags, flags_new: '0' },
        shard: [...shard],
      }),
      guildCreates: (shard) => world.guilds.filter(ofShard(shard)).map((g) => world.guildCreate(g)),
    });
    this.http = new HttpApi(
      this.state,
      apiRoutes(this.state, gatewayUrl),
      new RateLimits(options.rateLimits),
    );
    this.wss = new WebSocketServer({ server, path: '/gateway' });
    this.wss.on('connection', (socket) => this.gateway.accept(socket));
    server.on('request', (req, res) => void this.http.handle(req, res));
  }

  /** Starts a fake Discord on 127.0.0.1, on a free port. */
  static async start(options: FakeDiscordOptions = {}): Promise<FakeDiscord> {
    const server = createServer();
    const fake = new FakeDiscord(server, options);
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    fake.state.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return fake;
  }

  /** Closes every connection and the server. Destroy clients first, or they will try to reconnect. */
  async stop(): Promise<void> {
    this.gateway.close();
    this.wss.close();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** For `new Client({ rest: { api: fake.apiUrl } })`. */
  get apiUrl(): string {
    return `${this.state.baseUrl}/api`;
  }

  /** The bot token to log in with. */
  get token(): string {
    return this.state.settings.token;
  }

  /** The application id, which is also the bot user's id. */
  get appId(): string {
    return this.state.world.applicationId;
  }

  get botUserId(): string {
    return this.state.world.bot.id;
  }

  /** Timing and size knobs; all but the token and heartbeat interval may be changed mid-test. */
  get settings(): Settings {
    return this.state.settings;
  }

  get guilds(): readonly FakeGuild[] {
    return this.state.world.guilds;
  }

  /** The first guild. */
  get guild(): FakeGuild {
    return this.state.world.guilds[0]!;
  }

  /** A text channel by name (in any guild) or id. */
  channel(nameOrId: string): FakeChannel {
    const channel =
      this.state.world.channel(nameOrId) ??
      this.state.world.guilds.flatMap((g) => g.channels).find((c) => c.name === nameOrId);
    if (!channel) throw new Error(`fake Discord: there is no channel '${nameOrId}'`);
    return channel;
  }

  /** The player `name`, created on first use as a member of every guild, with a stable id. */
  user(name: string, options?: UserOptions): FakeUser {
    let user = this.users.get(name);
    if (!user) {
      user = new FakeUser(this.state, this.gateway, this.state.world.addUser(name, options));
      this.users.set(name, user);
    }
    return user;
  }

  /** Calls `listener` after every message created, edited or deleted; returns the unsubscribe. */
  onMessage(listener: (change: MessageChange) => void): () => void {
    return this.state.messages.onChange(listener);
  }

  /** The interaction as it was sent to the bot (what a message's `interaction.id` names). */
  interaction(id: string): APIInteraction | undefined {
    return this.state.interactions.get(id)?.payload;
  }

  /** Every REST call so far, in arrival order. */
  get calls(): readonly RecordedCall[] {
    return this.state.recorder.calls;
  }

  /** Every rule the bot broke so far (limits, double acknowledgements, late or missing responses…). */
  get violations(): readonly Violation[] {
    return this.state.recorder.violations;
  }

  /** A message's current state, public or ephemeral; undefined once deleted. */
  message(id: string): FakeMessage | undefined {
    return this.state.messages.get(id);
  }

  /** The bot's public messages in a channel, oldest first, as they look now. */
  publicMessages(channel: string | FakeChannel): FakeMessage[] {
    return this.state.messages.publicIn(typeof channel === 'string' ? channel : channel.id);
  }

  /** The ephemeral messages a user has received, oldest first, as they look now. */
  ephemeralMessages(user: string | FakeUser): FakeMessage[] {
    return this.state.messages.ephemeralFor(typeof user === 'string' ? user : user.id);
  }

  /**
   * The bot's direct messages to a user, oldest first, as they look now (none if it never opened
   * a direct-message channel with them).
   */
  directMessages(user: string | FakeUser): FakeMessage[] {
    const channel = this.state.directChannels.of(typeof user === 'string' ? user : user.id);
    return channel ? this.state.messages.publicIn(channel.id) : [];
  }

  /**
   * Makes a user refuse the bot's direct messages (their privacy settings), or accept them again:
   * a message to them then gets 403, code 50007 "Cannot send messages to this user".
   */
  refuseDirectMessages(user: string | FakeUser, refuses = true): void {
    this.state.directChannels.refuse(typeof user === 'string' ? user : user.id, refuses);
  }

  /**
   * A server admin's channel override takes permissions from the bot there (and in its threads):
   * `fake.denyBot(channel, PermissionFlagsBits.SendMessages)` (permissions.ts).
   */
  denyBot(channel: FakeChannel, ...bits: bigint[]): void {
    this.state.world.botPermissions.deny(
      channel.id,
      bits.reduce((all, b) => all | b, 0n),
    );
  }

  /** The override taken away again (or only these permissions given back). */
  restoreBot(channel: FakeChannel, ...bits: bigint[]): void {
    this.state.world.botPermissions.restore(
      channel.id,
      bits.length > 0 ? bits.reduce((all, b) => all | b, 0n) : undefined,
    );
  }

  /** Discord archives a thread (a week without a message, or a moderator): threads.ts. */
  archiveThread(thread: FakeChannel, options: { locked?: boolean } = {}): void {
    if (!thread.parentId) throw new Error(`fake Discord: ${thread.name} is not a thread`);
    this.state.world.threads.archive(thread.id, options.locked === true);
  }

  isArchived(thread: FakeChannel): boolean {
    return this.state.world.threads.isArchived(thread.id);
  }

  /**
   * The newest message a player would see: the last public message in a channel, or for a user the
   * last ephemeral message they received. Throws if there is none.
   */
  lastMessage(where: FakeChannel | FakeUser | string): FakeMessage {
    const isUser = where instanceof FakeUser;
    const list = isUser ? this.ephemeralMessages(where) : this.publicMessages(where);
    const last = list.at(-1);
    if (!last) {
      const name = typeof where === 'string' ? where : where.name;
      throw new Error(`fake Discord: no ${isUser ? 'ephemeral message for' : 'public message in'} ${name}`);
    }
    return last;
  }

  /** Registered commands: global, or one guild's. */
  commands(guildId?: string): APIApplicationCommand[] {
    return this.state.commands.list(guildId ?? 'global');
  }

  /** Every IDENTIFY the gateway received (intents, shard, token…). */
  get identifies(): readonly GatewayIdentifyData[] {
    return this.gateway.identifies;
  }

  /** The shard a guild's events go to, with `count` shards. */
  shardOf(guild: string | FakeGuild, count: number): number {
    return shardOf(typeof guild === 'string' ? guild : guild.id, count);
  }

  /** Whether a bot is connected to the gateway right now. */
  get connected(): boolean {
    return this.gateway.connected;
  }

  /**
   * Resolves with the first truthy value of `check`, re-evaluated after every REST call and every
   * 10 ms; rejects after `timeoutMs`.
   */
  waitFor<T>(check: () => T | undefined | null | false, timeoutMs = 2000): Promise<T> {
    return this.state.recorder.waitFor(check, timeoutMs);
  }

  /** Sends any gateway dispatch event to the connected bot. */
  dispatch(event: GatewayDispatchEvents, data: unknown): void {
    this.gateway.dispatch(event, data);
  }

  /**
   * Runs `send` (a driver call such as `user.click(…)`) with its interaction delivered to every
   * connected bot, whatever `settings.interactionDelivery` says: the same interaction reaching two
   * bot processes at once.
   */
  toEveryBot<T>(send: () => T): T {
    return this.deliveringTo('every-bot', send);
  }

  /** Runs `send` with its interaction delivered to the `n`-th connected bot only (in connection order). */
  toBot<T>(n: number, send: () => T): T {
    return this.deliveringTo(n, send);
  }

  /** The driver dispatches synchronously, so the setting holds for exactly the calls `send` starts. */
  private deliveringTo<T>(to: Settings['interactionDelivery'], send: () => T): T {
    const before = this.state.settings.interactionDelivery;
    this.state.settings.interactionDelivery = to;
    try {
      return send();
    } finally {
      this.state.settings.interactionDelivery = before;
    }
  }

  /** Bots connected to the gateway now. */
  get connectedBots(): number {
    return this.gateway.liveSessions;
  }

  /**
   * Holds every REST request `match` picks, unanswered and unprocessed, until `release()`; one
   * whose bot goes away meanwhile (its process killed) is dropped, as if never sent.
   */
  holdRequests(match: (request: HeldRequest) => boolean): Hold {
    return this.http.hold(match);
  }

  /** Delivers an interaction again with the same id and token, as Discord occasionally does. */
  redeliver(interaction: APIInteraction | InteractionResult): Promise<InteractionResult> {
    const id = 'interaction' in interaction ? interaction.interaction.id : interaction.id;
    const record = this.state.interactions.get(id);
    if (!record) throw new Error(`fake Discord: interaction ${id} was never delivered`);
    return redeliver(this.state, this.gateway, record);
  }

  /** Answers the next `count` REST calls with 429 Too Many Requests and `retry_after` (discord.js waits and retries). */
  rateLimitNext(count: number, retryAfterMs = 50): void {
    this.http.rateLimitNext(count, retryAfterMs);
  }

  /** Discord's per-route buckets: switch them off or on, change their timing, count the 429s. */
  get rateLimits(): RateLimits {
    return this.http.limits;
  }

  /** Drops the bot's gateway connection; with the default 4000 discord.js reconnects and resumes. */
  dropConnections(code?: number): void {
    this.gateway.dropConnections(code);
  }
}

/** Whether a guild's events go to this shard. */
const ofShard = (shard: ShardSpec) => (guild: FakeGuild) => shardOf(guild.id, shard[1]) === shard[0];
