import { startApp, stopOnSignals } from './app.ts';
import { loadConfig } from './config.ts';
import { createLogger } from './log.ts';
import { answerManager } from './ops/shard-manager.ts';

/**
 * Composition root of one shard process, forked by the shard manager (src/ops/shard-manager.ts):
 * the same bot as a single process, on the shard the manager names in the environment (SHARDS,
 * SHARD_COUNT, which discord.js's client reads itself). Its metrics go to the manager, which serves
 * them; it stops cleanly when the manager asks (SIGTERM) or goes away.
 */
async function main() {
  // SHARDS here is this process's shard id, set by the manager, not the operator's setting.
  const config = loadConfig({ SHARDS: undefined });
  const pretty = process.stdout.isTTY && process.env.NODE_ENV !== 'production';
  const log = createLogger({ level: config.LOG_LEVEL, pretty }).child({ shard: Number(process.env.SHARDS) });
  const app = await startApp(config, log);
  answerManager(app.metrics.registry);
  const stop = () => app.stop();
  stopOnSignals(log, stop);
  // The manager died without stopping this shard: stop, rather than run on unmanaged.
  process.once('disconnect', () => {
    log.warn('the shard manager is gone; stopping');
    void stop().finally(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  console.error(`The shard stopped: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
