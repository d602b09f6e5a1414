import { SlashCommandBuilder } from 'discord.js';
import { localiseCommand } from '../src/discord/command-words.ts';
import type { Command } from '../src/discord/context.ts';
import { matching } from '../src/discord/fast-path.ts';
import { readableCards } from '../src/discord/present/cards.ts';
import { UserError } from '../src/table/errors.ts';

/**
 * /card name: — what a card does (Action cards, Historical Events, Crisis Response, Alternative
 * Events, Hidden Agendas), from the card data.
 */
export const card: Command = {
  data: localiseCommand(
    new SlashCommandBuilder()
      .setName('card')
      .addStringOption((o) => o.setName('name').setRequired(true).setAutocomplete(true)),
  ),
  intent: 'ephemeral',
  async execute(i, _ctx, reply) {
    const wanted = i.options.getString('name', true);
    const cards = readableCards();
    const found =
      cards.find((c) => c.id === wanted) ??
      cards.find((c) => c.name.toLowerCase() === wanted.trim().toLowerCase());
    if (!found) throw new UserError(`There is no card called "${wanted}".`, 'invalid');
    await reply.ephemeral({ embeds: [found.embed] });
  },
  async autocomplete(i) {
    return matching(
      readableCards().map((c) => ({ name: `${c.name} (${c.kind})`, value: c.id })),
      i.options.getFocused(),
    );
  },
};
