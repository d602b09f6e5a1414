import { startApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createLogger } from './log.ts';

/** Composition root: config → logger → store → client → router, wired by hand in that order. */
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
  const app = await startApp(config, log);
  const stop = async (signal: string) => {
    log.info({ signal }, 'shutting down');
    await app.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(`The bot stopped: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
