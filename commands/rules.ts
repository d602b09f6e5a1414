import { SlashCommandBuilder } from 'discord.js';
import { localiseCommand } from '../src/discord/command-words.ts';
import type { Command } from '../src/discord/context.ts';
import { COMMAND_HELP, helpLines, howToPlay } from '../src/discord/help.ts';
import { LIMITS } from '../src/discord/limits.ts';
import { localeOfReader } from '../src/discord/locale.ts';
import { type GameLocale, t } from '../src/i18n/index.ts';

/** /rules — how to play on Discord, and every command in one line, in the reader's language. */
export const rules: Command = {
  data: localiseCommand(new SlashCommandBuilder().setName('rules')),
  intent: 'ephemeral',
  async execute(i, ctx, reply) {
    const l = await localeOfReader(i, ctx);
    await reply.ephemeral({
      embeds: [
        {
          title: t(l, 'rules.title'),
          description: howToPlay(l).join('\n\n'),
          fields: commandFields(l),
        },
      ],
    });
  },
};

/** One line per command, in as many fields as it takes (a field holds 1024 characters). */
function commandFields(l: GameLocale) {
  const fields: Array<{ name: string; value: string }> = [];
  for (const line of helpLines(l, COMMAND_HELP)) {
    const last = fields.at(-1);
    if (last && last.value.length + 1 + line.length <= LIMITS.embedFieldValue) last.value += `\n${line}`;
    else fields.push({ name: t(l, fields.length ? 'rules.moreCommands' : 'rules.commands'), value: line });
  }
  return fields;
}
