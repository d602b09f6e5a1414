import { startApp, stopOnSignals } from './app.ts';
import { type Config, ConfigError, loadSettings, type Settings } from './config.ts';
import { LoginError } from './discord/login.ts';
import { localTableLine, openLocalTable } from './local-table/index.ts';
import { createLogger, type Logger } from './log.ts';
import { serveOps } from './ops/http.ts';
import { runShardManager } from './ops/shard-manager.ts';

/**
 * Composition root (`npm start`): config → logger → store → client → router, wired by hand in that
 * order, in this one process; or, with SHARDS set, a shard manager that runs one such process per
 * Discord shard (src/shard.ts); or, without a token, the same bot on the local table (the loopback
 * Discord and its page, src/local-table/).
 */
async function main() {
  let settings: Settings;
  try {
    settings = loadSettings();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    for (const line of error.problems) console.error(`Configuration: ${line}`);
    process.exit(1);
  }
  const local = settings.DISCORD_TOKEN === undefined;
  const pretty = process.stdout.isTTY && process.env.NODE_ENV !== 'production';
  // On the local table the terminal shows the one line with the page's address, and warnings.
  const level = local && !process.env.LOG_LEVEL ? 'warn' : settings.LOG_LEVEL;
  const log = createLogger({ level, pretty });

  if (local) return playLocally(settings, log);
  const config = settings as Config;
  if (config.SHARDS !== undefined) {
    const shardEntry = new URL(
      import.meta.url.endsWith('.ts') ? './shard.ts' : './shard.js',
      import.meta.url,
    );
    const shards = await runShardManager(config, log, shardEntry);
    stopOnSignals(log, () => shards.stop());
    return;
  }
  await run(config, log);
}

/** The bot in this process, with the operator's port when METRICS_PORT is set. */
async function run(
  config: Config,
  log: Logger,
  after: () => Promise<void> = async () => undefined,
  discordTimeScale = 1,
) {
  const app = await startApp(config, log, { discordTimeScale });
  const server =
    config.METRICS_PORT === undefined
      ? undefined
      : await serveOps(config.METRICS_PORT, config.METRICS_HOST, app.endpoints);
  stopOnSignals(log, async () => {
    server?.close();
    await app.stop();
    await after();
  });
}

/** No token: the bot logs in to the loopback Discord, and the page lets one person play every seat. */
async function playLocally(settings: Settings, log: Logger) {
  const table = await openLocalTable(log);
  const { token, apiUrl, guildId, timeScale } = table.discord;
  await run(
    { ...settings, DISCORD_TOKEN: token, DISCORD_API_URL: apiUrl, DEV_GUILD_ID: guildId },
    log,
    () => table.stop(),
    timeScale,
  );
  console.log(localTableLine(table.url));
}

main().catch((error: unknown) => {
  if (error instanceof LoginError) console.error(`The bot could not start: ${error.message}`);
  else console.error(`The bot stopped: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
