/**
 * `npm run deploy-commands`: registers the slash commands — in the DEV_GUILD_ID server (instant) or
 * globally (Discord may take up to an hour to show them everywhere).
 */
import { COMMANDS } from '../commands/index.ts';
import { ConfigError, loadConfig } from '../src/config.ts';
import { deployCommands } from '../src/discord/deploy.ts';

deployCommands(loadConfig(), COMMANDS)
  .then((done) => console.log(done))
  .catch((error: unknown) => {
    if (error instanceof ConfigError)
      for (const line of error.problems) console.error(`Configuration: ${line}`);
    else
      console.error(
        `Could not register the commands: ${error instanceof Error ? error.message : String(error)}`,
      );
    process.exit(1);
  });
