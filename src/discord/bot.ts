import { Client, Events, GatewayIntentBits } from 'discord.js';
import type { Config } from '../config.ts';
import type { Logger } from '../log.ts';

export interface RunningBot {
  client: Client;
  stop(): Promise<void>;
}

/** Logs in to Discord and keeps the connection; the game router is attached here. */
export async function startBot(config: Config, log: Logger): Promise<RunningBot> {
  const client = new Client({
    intents: [GatewayIntentBits.Guilds],
    rest: config.DISCORD_API_URL ? { api: config.DISCORD_API_URL } : {},
  });
  client.once(Events.ClientReady, (ready) => log.info({ user: ready.user.tag }, 'logged in'));
  await client.login(config.DISCORD_TOKEN);
  return {
    client,
    async stop() {
      await client.destroy();
    },
  };
}
