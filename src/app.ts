import { COMMANDS } from '../commands/index.ts';
import { AiPool } from './ai/pool.ts';
import { answerAsAutoma, automaDriver } from './automa/index.ts';
import type { Config } from './config.ts';
import { type BotDeps, type RunningBot, startBot } from './discord/bot.ts';
import { PicturePool } from './discord/picture.ts';
import { automaLineSaid, automaWhySaid } from './discord/present/automa-trace.ts';
import { NO_PICTURE } from './discord/publisher.ts';
import { said } from './engine/index.ts';
import type { Logger } from './log.ts';
import type { OpsEndpoints } from './ops/http.ts';
import { MeteredBackend } from './ops/metered-backend.ts';
import { Metrics } from './ops/metrics.ts';
import { openBackend } from './store/open-backend.ts';
import { RecordStore } from './store/record-store.ts';
import { type Autopilots, SIMPLE_AUTOPILOT } from './table/autopilot.ts';
import type { GuildScope } from './table/guild-scope.ts';
import { optionSaid, type SeatDriver, type SeatDrivers } from './table/seat-drivers.ts';

/**
 * The Automa driver at the table: its move is said in one short line built from the move's trace
 * (the full trace is behind /automa's Why? button); its other reasons as keys, worded in the
 * game's language and cut to fit.
 */
const AUTOMA_SEAT: SeatDriver = {
  name: 'Automa',
  choose(state, question) {
    const d = automaDriver.choose(state, question);
    const move = d.trace?.move;
    if (move) return { answer: d.answer, why: automaLineSaid(move) };
    return d.why ? { answer: d.answer, why: automaWhySaid(d.why) } : { answer: d.answer };
  },
};

/** The Automas answer for the seats a game's options give them (Crisis & Control). */
export const AUTOMA_DRIVERS: SeatDrivers = (record, seat) =>
  record.options.seats[seat]?.kind === 'automa' ? AUTOMA_SEAT : undefined;

/**
 * An absent player's seat at a deadline: what its class's Automa would answer, where the Automa's
 * decision procedure covers the question; a secret bid, the State (which has no Automa) and the
 * rest get the simple policy (docs/async-play.md, rules-decisions AP6).
 */
const AS_ITS_AUTOMA: SeatDriver = {
  name: 'autopilot',
  choose(state, question) {
    const automa = question.secret ? undefined : answerAsAutoma(state, question);
    if (!automa) return SIMPLE_AUTOPILOT.choose(state, question);
    return {
      answer: automa.answer,
      why: said('driver.autopilotAsAutoma', { option: optionSaid(question, automa.answer) }),
    };
  },
};

const AUTOPILOTS: Autopilots = (_record, seat) => (seat === 'state' ? undefined : AS_ITS_AUTOMA);

export interface App {
  bot: RunningBot;
  store: RecordStore;
  metrics: Metrics;
  /** What the operator's port serves for this process: its health and its metrics. */
  endpoints: OpsEndpoints;
  stop(): Promise<void>;
}

/** Everything the bot is, wired by hand: store → client → router (commands, components). */
export async function startApp(
  config: Config,
  log: Logger,
  extra: Pick<BotDeps, 'picture' | 'registerCommands' | 'newSeed' | 'timers' | 'discordTimeScale'> = {},
): Promise<App> {
  const metrics = new Metrics();
  const store = new RecordStore(new MeteredBackend(await openBackend(config.STORE_URL), metrics.store));
  const pool = config.BOARD_PICTURES === 'on' ? new PicturePool(log, config.PICTURE_WORKERS) : null;
  pool?.warm();
  const picture = extra.picture ?? pool ?? NO_PICTURE;
  const ai =
    config.AI_WORKERS > 0
      ? new AiPool({
          workers: config.AI_WORKERS,
          ...(config.AI_THINK_MS ? { thinkMs: config.AI_THINK_MS } : {}),
          ...(config.AI_MAX_PLAYOUTS !== undefined ? { maxPlayouts: config.AI_MAX_PLAYOUTS } : {}),
          ...(config.AI_WARM_MS !== undefined ? { warmMs: config.AI_WARM_MS } : {}),
          onError: (error) => log.error({ err: error }, 'AI worker failed'),
        })
      : null;
  const bot = await startBot({
    config,
    log,
    store,
    backend: store.backend,
    commands: COMMANDS,
    ...extra,
    picture,
    meter: metrics,
    drivers: AUTOMA_DRIVERS,
    autopilots: AUTOPILOTS,
    watchers: [metrics],
    ...(ai ? { ai } : {}),
  });
  const connected = () => bot.client.isReady();
  metrics.watch({
    ...(pool && !extra.picture ? { pictures: pool } : {}),
    liveGames: () => liveGames(store, bot.scope),
    // Under a shard manager, the manager reports every shard's status.
    ...(bot.scope.shards.length === 0 ? { shards: () => [{ id: 0, up: connected() }] } : {}),
  });
  return {
    bot,
    store,
    metrics,
    endpoints: {
      health: () => ({ ok: connected(), body: { status: connected() ? 'ok' : 'not connected to Discord' } }),
      metrics: async () => ({
        contentType: metrics.registry.contentType,
        text: await metrics.registry.metrics(),
      }),
    },
    async stop() {
      await bot.stop();
      await ai?.close();
      await store.close();
    },
  };
}

/** Lobbies and games in play in the guilds this process owns (their keys alone are read). */
async function liveGames(store: RecordStore, scope: GuildScope): Promise<number> {
  const keys = await store.backend.keys('game:');
  return keys.filter((key) => scope.owns(key.split(':')[1] ?? '')).length;
}

/**
 * Stops cleanly on SIGTERM or SIGINT (a deploy, Ctrl-C): `stop` finishes and announces what is in
 * hand; then the process exits.
 */
export function stopOnSignals(log: Logger, stop: () => Promise<void>): void {
  const onSignal = async (signal: string) => {
    log.info({ signal }, 'shutting down');
    try {
      await stop();
    } finally {
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void onSignal('SIGINT'));
  process.once('SIGTERM', () => void onSignal('SIGTERM'));
}
