import { SlashCommandBuilder } from 'discord.js';
import { CLASS_NAMES } from '../src/data/names.ts';
import type { Command } from '../src/discord/context.ts';
import { matching } from '../src/discord/fast-path.ts';
import { allCards } from '../src/discord/present/cards.ts';
import { UserError } from '../src/table/errors.ts';

/** /card name: — what an Action card does, from the card data. */
export const card: Command = {
  data: new SlashCommandBuilder()
    .setName('card')
    .setDescription('Read an Action card')
    .addStringOption((o) =>
      o.setName('name').setDescription('The card').setRequired(true).setAutocomplete(true),
    ),
  intent: 'ephemeral',
  async execute(i, _ctx, reply) {
    const wanted = i.options.getString('name', true);
    const found =
      allCards().find((c) => c.id === wanted) ??
      allCards().find((c) => c.name.toLowerCase() === wanted.trim().toLowerCase());
    if (!found) throw new UserError(`There is no Action card called "${wanted}".`, 'invalid');
    const requirement = found.requirement
      .map((r) => `Policy ${r.policy} in ${r.sections.join(' or ')}`)
      .join(', ');
    await reply.ephemeral({
      embeds: [
        {
          title: found.name,
          description: `${found.text}\n\n${found.description}`,
          fields: [
            { name: 'Class', value: CLASS_NAMES[found.class], inline: true },
            { name: 'Copies', value: String(found.copies), inline: true },
            { name: 'Requires', value: requirement || 'Nothing', inline: true },
          ],
          footer: { text: found.module === 'base' ? 'Base game' : 'Crisis & Control' },
        },
      ],
    });
  },
  async autocomplete(i) {
    return matching(
      allCards().map((c) => ({ name: `${c.name} (${CLASS_NAMES[c.class]})`, value: c.id })),
      i.options.getFocused(),
    );
  },
};
