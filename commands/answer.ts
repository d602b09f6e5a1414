import { SlashCommandBuilder } from 'discord.js';
import { localiseCommand } from '../src/discord/command-words.ts';
import type { Command } from '../src/discord/context.ts';
import { answerAndShowPanel, matching, openFor, resolveTyped } from '../src/discord/fast-path.ts';
import { localeOfReader } from '../src/discord/locale.ts';
import { questionInWords } from '../src/discord/present/menu.ts';

/** /answer choice: — answer whatever the game asks you now, by typing. */
export const answer: Command = {
  data: localiseCommand(
    new SlashCommandBuilder()
      .setName('answer')
      .addStringOption((o) => o.setName('choice').setRequired(true).setAutocomplete(true)),
  ),
  intent: 'ephemeral',
  async execute(i, ctx, reply) {
    const open = await openFor(i, ctx);
    const l = await localeOfReader(i, ctx);
    const choice = resolveTyped(open?.question, i.options.getString('choice', true), { thing: 'choice' }, l);
    await answerAndShowPanel(i, ctx, reply, { answers: [choice], done: 'panel.done' });
  },
  async autocomplete(i, ctx) {
    const open = await openFor(i, ctx);
    const l = await localeOfReader(i, ctx);
    const options = open?.question ? questionInWords(open.question, l).options : [];
    return matching(
      options.filter((o) => o.id.length <= 100).map((o) => ({ name: o.label, value: o.id })),
      i.options.getFocused(),
    );
  },
};
