import { PermissionFlagsBits } from 'discord-api-types/v10';
import { FakeDiscord, type FakeUser } from '../local-discord/index.ts';

/** The server of the local table: a few channels, one game each. */
export const LOCAL_SERVER = { name: 'Local table', channels: ['table-1', 'table-2', 'table-3'] } as const;

/** The people one person can act as: enough for a 4-player game. The first is the server's admin. */
export const LOCAL_PLAYERS = ['Ana', 'Ben', 'Cleo', 'Dev'] as const;

/**
 * How much shorter than Discord's the rate-limit windows are on the local table: Discord's 5
 * messages per 5 s in a channel would make one person playing every seat wait on every turn, so
 * the windows are a tenth as long (every other limit is Discord's own).
 */
export const LOCAL_TIME_SCALE = 0.1;

export interface LocalWorld {
  discord: FakeDiscord;
  players: FakeUser[];
}

/** Starts the loopback Discord (127.0.0.1, a free port) with the local server and its players. */
export async function startLocalDiscord(): Promise<LocalWorld> {
  const discord = await FakeDiscord.start({
    guilds: [{ name: LOCAL_SERVER.name, channels: [...LOCAL_SERVER.channels] }],
    rateLimits: { timeScale: LOCAL_TIME_SCALE },
  });
  // Created before the bot logs in, so they are members in its GUILD_CREATE.
  const players = LOCAL_PLAYERS.map((name, i) =>
    discord.user(name.toLowerCase(), {
      globalName: name,
      ...(i === 0 ? { permissions: PermissionFlagsBits.ManageGuild } : {}),
    }),
  );
  return { discord, players };
}
