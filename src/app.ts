import { COMMANDS } from '../commands/index.ts';
import type { Config } from './config.ts';
import { type BotDeps, type RunningBot, startBot } from './discord/bot.ts';
import { PicturePool } from './discord/picture.ts';
import { NO_PICTURE } from './discord/publisher.ts';
import type { Logger } from './log.ts';
import { RecordStore } from './store/record-store.ts';

export interface App {
  bot: RunningBot;
  store: RecordStore;
  stop(): Promise<void>;
}

/** Everything the bot is, wired by hand: store → client → router (commands, components). */
export async function startApp(
  config: Config,
  log: Logger,
  extra: Pick<BotDeps, 'picture' | 'registerCommands' | 'newSeed'> = {},
): Promise<App> {
  const store = await RecordStore.open(config.STORE_URL);
  const picture =
    extra.picture ??
    (config.BOARD_PICTURES === 'on' ? new PicturePool(log, config.PICTURE_WORKERS) : NO_PICTURE);
  const bot = await startBot({ config, log, store, commands: COMMANDS, ...extra, picture });
  return {
    bot,
    store,
    async stop() {
      await bot.stop();
      await store.close();
    },
  };
}
