/**
 * The local table: `npm start` without a token plays on the loopback Discord (src/local-discord/),
 * in a page on 127.0.0.1 where one person acts as any player. See docs/local-table.md.
 */
import type { Logger } from '../log.ts';
import { serveTable } from './server.ts';
import { LOCAL_TIME_SCALE, startLocalDiscord } from './world.ts';

export interface LocalTable {
  /** What the bot logs in with instead of Discord's. */
  readonly discord: {
    readonly token: string;
    readonly apiUrl: string;
    readonly guildId: string;
    /** How much shorter its rate-limit windows are than Discord's (the bot's own limits follow). */
    readonly timeScale: number;
  };
  /** The page, `http://127.0.0.1:PORT/`. */
  readonly url: string;
  /** Closes the page and the loopback Discord (stop the bot first). */
  stop(): Promise<void>;
}

/** Starts the loopback Discord and the page, both on 127.0.0.1 only, each on a free port. */
export async function openLocalTable(log: Logger): Promise<LocalTable> {
  const { discord, players } = await startLocalDiscord();
  const page = await serveTable(discord, players, log);
  return {
    discord: {
      token: discord.token,
      apiUrl: discord.apiUrl,
      guildId: discord.guild.id,
      timeScale: LOCAL_TIME_SCALE,
    },
    url: page.url,
    async stop() {
      await page.close();
      await discord.stop();
    },
  };
}

/** The one line `npm start` prints when it plays locally. */
export function localTableLine(url: string): string {
  return `No DISCORD_TOKEN — playing locally at ${url.replace(/\/$/, '')} · put a token in .env to connect to Discord`;
}
