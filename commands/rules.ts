import { SlashCommandBuilder } from 'discord.js';
import type { Command } from '../src/discord/context.ts';
import { COMMAND_HELP, HOW_TO_PLAY } from '../src/discord/help.ts';

/** /rules — how to play on Discord, and every command in one line. */
export const rules: Command = {
  data: new SlashCommandBuilder()
    .setName('rules')
    .setDescription('How to play Hegemony here, and the commands'),
  intent: 'ephemeral',
  async execute(_i, _ctx, reply) {
    await reply.ephemeral({
      embeds: [
        {
          title: 'Playing Hegemony on Discord',
          description: HOW_TO_PLAY.join('\n\n'),
          fields: [
            { name: 'Commands', value: COMMAND_HELP.map(([c, what]) => `\`${c}\` — ${what}`).join('\n') },
          ],
        },
      ],
    });
  },
};
