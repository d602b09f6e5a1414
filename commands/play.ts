import { SlashCommandBuilder } from 'discord.js';
import type { Command } from '../src/discord/context.ts';
import {
  answerAndShowPanel,
  groupChoices,
  matching,
  openFor,
  resolveTyped,
} from '../src/discord/fast-path.ts';

/** /play card: — play a card from your hand for its effect (the turn menu's "Play …"). */
export const play: Command = {
  data: new SlashCommandBuilder()
    .setName('play')
    .setDescription('Play a card from your hand for its effect')
    .addStringOption((o) =>
      o.setName('card').setDescription('A card you can play now').setRequired(true).setAutocomplete(true),
    ),
  intent: 'ephemeral',
  async execute(i, ctx, reply) {
    const open = await openFor(i, ctx);
    const play = resolveTyped(open?.question, i.options.getString('card', true), {
      group: 'play',
      thing: 'card to play',
    });
    await answerAndShowPanel(i, ctx, reply, { answers: [play], done: 'Played.' });
  },
  async autocomplete(i, ctx) {
    const open = await openFor(i, ctx);
    return matching(groupChoices(open?.question, 'play'), i.options.getFocused());
  },
};
