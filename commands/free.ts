import { SlashCommandBuilder } from 'discord.js';
import type { Command } from '../src/discord/context.ts';
import { answerAndShowPanel, matching, openFor, optionChoices } from '../src/discord/fast-path.ts';

/** /free name: — take a Free Action (the turn menu's "Free Action: …"). */
export const free: Command = {
  data: new SlashCommandBuilder()
    .setName('free')
    .setDescription('Take a Free Action')
    .addStringOption((o) =>
      o.setName('name').setDescription('The Free Action').setRequired(true).setAutocomplete(true),
    ),
  intent: 'ephemeral',
  async execute(i, ctx, reply) {
    const name = i.options.getString('name', true);
    await answerAndShowPanel(i, ctx, reply, { answers: [`free:${name}`], done: 'Done.' });
  },
  async autocomplete(i, ctx) {
    const open = await openFor(i, ctx);
    return matching(optionChoices(open?.question, 'free:', 'Free Action: '), i.options.getFocused());
  },
};
