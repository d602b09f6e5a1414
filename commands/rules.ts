import { SlashCommandBuilder } from 'discord.js';
import { localiseCommand } from '../src/discord/command-words.ts';
import type { Command } from '../src/discord/context.ts';
import { COMMAND_HELP, HOW_TO_PLAY } from '../src/discord/help.ts';
import { LIMITS } from '../src/discord/limits.ts';

/** /rules — how to play on Discord, and every command in one line. */
export const rules: Command = {
  data: localiseCommand(new SlashCommandBuilder().setName('rules')),
  intent: 'ephemeral',
  async execute(_i, _ctx, reply) {
    await reply.ephemeral({
      embeds: [
        {
          title: 'Playing Hegemony on Discord',
          description: HOW_TO_PLAY.join('\n\n'),
          fields: commandFields(),
        },
      ],
    });
  },
};

/** One line per command, in as many fields as it takes (a field holds 1024 characters). */
function commandFields() {
  const fields: Array<{ name: string; value: string }> = [];
  for (const [usage, what] of COMMAND_HELP) {
    const line = `\`${usage}\` — ${what}`;
    const last = fields.at(-1);
    if (last && last.value.length + 1 + line.length <= LIMITS.embedFieldValue) last.value += `\n${line}`;
    else fields.push({ name: fields.length ? 'More commands' : 'Commands', value: line });
  }
  return fields;
}
