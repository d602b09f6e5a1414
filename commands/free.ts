import { SlashCommandBuilder } from 'discord.js';
import type { Command } from '../src/discord/context.ts';
import {
  answerAndShowPanel,
  groupChoices,
  matching,
  openFor,
  resolveTyped,
} from '../src/discord/fast-path.ts';

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
    const open = await openFor(i, ctx);
    const free = resolveTyped(open?.question, i.options.getString('name', true), {
      group: 'free',
      thing: 'Free Action',
    });
    await answerAndShowPanel(i, ctx, reply, { answers: [free], done: 'Done.' });
  },
  async autocomplete(i, ctx) {
    const open = await openFor(i, ctx);
    return matching(groupChoices(open?.question, 'free'), i.options.getFocused());
  },
};
