/**
 * `npm run deploy-commands`: registers the slash commands — in the DEV_GUILD_ID server (instant) or
 * globally (Discord may take up to an hour to show them everywhere).
 */
import { REST, Routes } from 'discord.js';
import { COMMANDS } from '../../commands/index.ts';
import { ConfigError, loadConfig } from '../config.ts';

async function deploy() {
  const config = loadConfig();
  const rest = new REST(config.DISCORD_API_URL ? { api: config.DISCORD_API_URL } : {}).setToken(
    config.DISCORD_TOKEN,
  );
  const appId = config.DISCORD_APP_ID ?? ((await rest.get(Routes.user('@me'))) as { id: string }).id;
  const body = COMMANDS.map((c) => c.data.toJSON());
  const route = config.DEV_GUILD_ID
    ? Routes.applicationGuildCommands(appId, config.DEV_GUILD_ID)
    : Routes.applicationCommands(appId);
  await rest.put(route, { body });
  console.log(
    `Registered ${body.length} commands ${config.DEV_GUILD_ID ? `in server ${config.DEV_GUILD_ID}` : 'globally'}.`,
  );
}

deploy().catch((error: unknown) => {
  if (error instanceof ConfigError)
    for (const line of error.problems) console.error(`Configuration: ${line}`);
  else
    console.error(
      `Could not register the commands: ${error instanceof Error ? error.message : String(error)}`,
    );
  process.exit(1);
});
