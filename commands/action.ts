import { SlashCommandBuilder } from 'discord.js';
import type { Command } from '../src/discord/context.ts';
import {
  answerAndShowPanel,
  handChoices,
  matching,
  openFor,
  optionChoices,
} from '../src/discord/fast-path.ts';

/** /action name: card: — discard a card for a Basic Action (the turn menu, then the discard). */
export const action: Command = {
  data: new SlashCommandBuilder()
    .setName('action')
    .setDescription('Discard a card to take a Basic Action')
    .addStringOption((o) =>
      o.setName('name').setDescription('The Basic Action').setRequired(true).setAutocomplete(true),
    )
    .addStringOption((o) =>
      o.setName('card').setDescription('The card to discard').setRequired(true).setAutocomplete(true),
    ),
  intent: 'ephemeral',
  async execute(i, ctx, reply) {
    const name = i.options.getString('name', true);
    const card = i.options.getString('card', true);
    await answerAndShowPanel(i, ctx, reply, { answers: [`basic:${name}`, card], done: 'Done.' });
  },
  async autocomplete(i, ctx) {
    const open = await openFor(i, ctx);
    if (!open) return [];
    const focused = i.options.getFocused(true);
    if (focused.name === 'card') return matching(handChoices(open.record, open.seat), focused.value);
    return matching(optionChoices(open.question, 'basic:', ''), focused.value);
  },
};
