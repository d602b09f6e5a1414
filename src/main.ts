import { startApp, stopOnSignals } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { LoginError } from './discord/login.ts';
import { createLogger } from './log.ts';
import { serveOps } from './ops/http.ts';
import { runShardManager } from './ops/shard-manager.ts';

/**
 * Composition root (`npm start`): config → logger → store → client → router, wired by hand in that
 * order, in this one process; or, with SHARDS set, a shard manager that runs one such process per
 * Discord shard (src/shard.ts).
 */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    for (const line of error.problems) console.error(`Configuration: ${line}`);
    process.exit(1);
  }
  const pretty = process.stdout.isTTY && process.env.NODE_ENV !== 'production';
  const log = createLogger({ level: config.LOG_LEVEL, pretty });

  if (config.SHARDS !== undefined) {
    const shardEntry = new URL(
      import.meta.url.endsWith('.ts') ? './shard.ts' : './shard.js',
      import.meta.url,
    );
    const shards = await runShardManager(config, log, shardEntry);
    stopOnSignals(log, () => shards.stop());
    return;
  }
  const app = await startApp(config, log);
  const server =
    config.METRICS_PORT === undefined
      ? undefined
      : await serveOps(config.METRICS_PORT, config.METRICS_HOST, app.endpoints);
  stopOnSignals(log, async () => {
    server?.close();
    await app.stop();
  });
}

main().catch((error: unknown) => {
  if (error instanceof LoginError) console.error(`The bot could not start: ${error.message}`);
  else console.error(`The bot stopped: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
