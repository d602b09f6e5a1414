import { REST, Routes } from 'discord.js';
import type { Config } from '../config.ts';
import type { Command } from './context.ts';

/** Registers the commands in DEV_GUILD_ID (instant) or globally; returns where. */
export async function deployCommands(
  config: Pick<Config, 'DISCORD_TOKEN' | 'DISCORD_API_URL' | 'DISCORD_APP_ID' | 'DEV_GUILD_ID'>,
  commands: readonly Command[],
): Promise<string> {
  const rest = new REST(config.DISCORD_API_URL ? { api: config.DISCORD_API_URL } : {}).setToken(
    config.DISCORD_TOKEN,
  );
  // A bot's user id is its application id.
  const appId = config.DISCORD_APP_ID ?? ((await rest.get(Routes.user('@me'))) as { id: string }).id;
  const body = commands.map((c) => c.data.toJSON());
  const route = config.DEV_GUILD_ID
    ? Routes.applicationGuildCommands(appId, config.DEV_GUILD_ID)
    : Routes.applicationCommands(appId);
  await rest.put(route, { body });
  return `Registered ${body.length} commands ${config.DEV_GUILD_ID ? `in server ${config.DEV_GUILD_ID}` : 'globally'}.`;
}
