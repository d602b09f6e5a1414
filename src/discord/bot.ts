import { once } from 'node:events';
import { Client, Events, GatewayIntentBits, type Interaction, MessageFlags } from 'discord.js';
import type { Config } from '../config.ts';
import { localeOf, t } from '../i18n/index.ts';
import { LeagueStore } from '../league/league-store.ts';
import { LeagueRecorder } from '../league/recorder.ts';
import { LeagueService } from '../league/service.ts';
import type { Logger } from '../log.ts';
import type { Backend } from '../store/backend.ts';
import { DamagedRecordError } from '../store/errors.ts';
import { HindsightStore } from '../store/hindsight.ts';
import { HistoryIndex } from '../store/history.ts';
import { GameLocks } from '../store/lock.ts';
import { type GameStore, gameKey, type Owed } from '../store/types.ts';
import { type AiEngine, AiTurns } from '../table/ai-turns.ts';
import type { Autopilots } from '../table/autopilot.ts';
import type { GameWatcher } from '../table/change.ts';
import { Cooldowns } from '../table/cooldowns.ts';
import { GameService } from '../table/games.ts';
import { type GuildScope, shardScope } from '../table/guild-scope.ts';
import { GameHistory } from '../table/history.ts';
import type { SeatDrivers } from '../table/seat-drivers.ts';
import { REAL_TIMERS, type Timers, TurnClock } from '../table/turn-clock.ts';
import { TurningPointsKeeper } from '../table/turning-points.ts';
import type { BotContext, Command } from './context.ts';
import { checkLogin, readyLine } from './login.ts';
import { type BotMeter, NO_METER } from './meter.ts';
import { type BoardPicture, NO_PICTURE, Publisher } from './publisher.ts';
import { createRouter } from './router.ts';
import { SinceLastTurn } from './since.ts';

export interface RunningBot {
  client: Client;
  context: BotContext;
  /** The guilds this process owns (its shards'): background work is done for them only. */
  scope: GuildScope;
  /** Reminders and deadlines of this process's games. */
  turnClock: TurnClock;
  stop(): Promise<void>;
}

export interface BotDeps {
  config: Pick<
    Config,
    'DISCORD_TOKEN' | 'DISCORD_API_URL' | 'DEV_GUILD_ID' | 'LOBBY_EXPIRY_HOURS' | 'MAX_LOBBIES_PER_HOST'
  >;
  log: Logger;
  store: GameStore;
  /** The store's backend: the history index and the league data live there beside the games. */
  backend: Backend;
  commands: readonly Command[];
  picture?: BoardPicture;
  /** Register the slash commands once logged in (guild DEV_GUILD_ID, else global). Default true. */
  registerCommands?: boolean;
  /** Where new games get their secret seed (tests pass a fixed one to replay a failure). */
  newSeed?: () => string;
  /** Who answers for seats no person answers (Automa seats). */
  drivers?: SeatDrivers;
  /** Who answers at a deadline (an Automa where one exists for the class); else the simple policy. */
  autopilots?: Autopilots;
  /** The clock and timer of reminders and deadlines (tests move a fake one by hand). */
  timers?: Timers;
  /** Told of every saved change (deadlines, metrics). */
  watchers?: GameWatcher[];
  /** Where first responses, refusals and failures are counted. */
  meter?: BotMeter;
  /** Where the AI thinks (src/ai/pool.ts): AI seats, hints and turning points; none: no AI. */
  ai?: AiEngine;
  /**
   * How much shorter Discord's time is than the real one (a loopback Discord whose rate-limit
   * windows are shortened, in tests): the global limit of 50 requests a second and the 50 ms
   * margin discord.js waits past a rate limit's reset scale alike. Default 1.
   */
  discordTimeScale?: number;
}

/** discord.js' REST options against the real Discord (default) or a quickened loopback one. */
function restOptions(apiUrl: string | undefined, timeScale = 1) {
  return {
    ...(apiUrl ? { api: apiUrl } : {}),
    ...(timeScale !== 1 ? { globalRequestsPerSecond: 50 / timeScale, offset: 50 * timeScale } : {}),
  };
}

/** Logs in to Discord, wires the game service and the router, and registers the commands. */
export async function startBot(deps: BotDeps): Promise<RunningBot> {
  const { config, log, store, commands } = deps;
  const client = new Client({
    intents: [GatewayIntentBits.Guilds],
    rest: restOptions(config.DISCORD_API_URL, deps.discordTimeScale),
  });
  // Under a ShardingManager the client reads its shards from the environment (SHARDS, SHARD_COUNT).
  const { shards, shardCount } = client.options;
  const scope = shardScope(Array.isArray(shards) ? shards : [], shardCount ?? 1);
  const locks = new GameLocks();
  const history = new HistoryIndex(deps.backend);
  const leagueStore = new LeagueStore(deps.backend);
  const publisher = new Publisher(client.rest, log, deps.picture ?? NO_PICTURE, store);
  const timers = deps.timers ?? REAL_TIMERS;
  const turnClock: TurnClock = new TurnClock({
    ticker: { tick: (guild, channel, game) => games.tick(guild, channel, game) },
    store,
    scope,
    timers,
    log,
  });
  const ai = deps.ai ?? null;
  const aiTurns = ai
    ? new AiTurns({
        answerer: {
          answerForAi: (guild, channel, input) => games.answerForAi(guild, channel, input),
          // A look over every game after a restart: read without filling the cache.
          get: (guild, channel) => store.peek(gameKey(guild, channel)),
        },
        thinker: ai,
        scope,
        log,
        listGames: () => channelsWithGames(deps.backend),
      })
    : null;
  const turningPoints = ai
    ? new TurningPointsKeeper({ ai, store: new HindsightStore(deps.backend), scope, log })
    : null;
  const games: GameService = new GameService({
    store,
    locks,
    log,
    announcer: publisher,
    now: () => new Date(timers.now()),
    lobbies: {
      expiryMs: config.LOBBY_EXPIRY_HOURS * 3_600_000,
      perHost: config.MAX_LOBBIES_PER_HOST,
    },
    ...(deps.newSeed ? { newSeed: deps.newSeed } : {}),
    ...(deps.drivers ? { drivers: deps.drivers } : {}),
    ...(deps.autopilots ? { autopilots: deps.autopilots } : {}),
    // A league pod's result is saved with the answer that ends its game.
    recorders: [new LeagueRecorder(leagueStore)],
    watchers: [
      ...(deps.watchers ?? []),
      turnClock,
      ...(aiTurns ? [aiTurns] : []),
      ...(turningPoints ? [turningPoints] : []),
    ],
  });
  publisher.onBoardMoved = (record, id) =>
    games.setBoardMessage(record.guildId, record.channelId, record.id, id);
  publisher.onOffersChanged = (where, offers) =>
    games.setOfferMessages(where.guildId, where.channelId, where.gameId, offers);
  const context: BotContext = {
    games,
    publisher,
    store,
    log,
    cooldowns: new Cooldowns(),
    history: new GameHistory(store, history),
    league: new LeagueService(leagueStore, history),
    rest: client.rest,
    meter: deps.meter ?? NO_METER,
    since: new SinceLastTurn(),
    ai,
    aiTurns,
    turningPoints,
  };
  // What a crash left unposted in this process's guilds: read before logging in, queued first once
  // logged in. Another shard's guilds are that shard's to post.
  const owed = (await store.owed()).filter((o) => scope.owns(o.guildId));
  const route = createRouter(context, commands);
  // Once stopping, new interactions are turned away so that every change already started is
  // saved and announced before the process goes: none is cut off between its save and its board.
  let stopping = false;
  client.on(Events.InteractionCreate, (interaction) => {
    const handled = stopping ? turnAway(interaction) : route(interaction);
    handled.catch((error: unknown) => log.error({ err: error }, 'router failed'));
  });
  client.on(Events.Error, (error) => log.error({ err: error }, 'discord client error'));

  // A refused token or an unreachable Discord is said plainly, before discord.js tries.
  await checkLogin(config.DISCORD_TOKEN, config.DISCORD_API_URL);
  const ready = once(client, Events.ClientReady);
  await client.login(config.DISCORD_TOKEN);
  await ready;
  publisher.recover(owed, (o) => gameOf(store, o));
  await turnClock.start();
  await aiTurns?.start();
  const guilds = client.guilds.cache.size;
  const tag = client.user?.tag ?? '?';
  log.info({ user: tag, guilds }, readyLine(tag, guilds, client.application?.id ?? client.user?.id ?? ''));

  // The commands are the application's, not a shard's: the first shard registers them.
  if ((deps.registerCommands ?? true) && (scope.shards.length === 0 || scope.shards.includes(0))) {
    const body = commands.map((c) => c.data.toJSON());
    if (config.DEV_GUILD_ID) await client.application?.commands.set(body, config.DEV_GUILD_ID);
    else await client.application?.commands.set(body);
    log.info(
      { commands: body.length, scope: config.DEV_GUILD_ID ? 'guild' : 'global' },
      'slash commands registered',
    );
  }

  return {
    client,
    context,
    scope,
    turnClock,
    async stop() {
      stopping = true;
      await turnClock.stop();
      await aiTurns?.stop();
      turningPoints?.stop();
      await locks.idle();
      await publisher.close();
      await client.destroy();
    },
  };
}

/** The game an owed announcement is about: still in its channel, or archived since (none if damaged). */
async function gameOf(store: GameStore, o: Owed) {
  const readable = (error: unknown) => {
    if (error instanceof DamagedRecordError) return undefined;
    throw error;
  };
  const live = await store.get(gameKey(o.guildId, o.channelId)).catch(readable);
  if (live?.id === o.gameId) return live;
  return store.getArchived(o.guildId, o.channelId, o.gameId).catch(readable);
}

/** Every channel with a lobby or a game (their keys alone are read). */
async function channelsWithGames(backend: Backend): Promise<Array<{ guildId: string; channelId: string }>> {
  const keys = await backend.keys('game:');
  return keys.flatMap((key) => {
    const [, guildId, channelId, rest] = key.split(':');
    return guildId && channelId && rest === undefined ? [{ guildId, channelId }] : [];
  });
}

async function turnAway(interaction: Interaction): Promise<void> {
  if (interaction.isAutocomplete()) await interaction.respond([]);
  else if (interaction.isRepliable())
    await interaction.reply({
      content: t(localeOf(interaction.locale), 'bot.restarting'),
      flags: MessageFlags.Ephemeral,
    });
}
