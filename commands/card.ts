import { SlashCommandBuilder } from 'discord.js';
import { periodName } from '../src/data/historical-events.ts';
import { CLASS_NAMES } from '../src/data/names.ts';
import type { Command } from '../src/discord/context.ts';
import { matching } from '../src/discord/fast-path.ts';
import { allCards } from '../src/discord/present/cards.ts';
import { allHistoricalEvents, historicalEventEmbed } from '../src/discord/present/historical-events.ts';
import { UserError } from '../src/table/errors.ts';

/** The same card by its id or by its name, in any case. */
function find<T extends { id: string; name: string }>(cards: readonly T[], wanted: string): T | undefined {
  const name = wanted.trim().toLowerCase();
  return cards.find((c) => c.id === wanted) ?? cards.find((c) => c.name.toLowerCase() === name);
}

/** /card name: — what an Action card or a Historical Event does, from the card data. */
export const card: Command = {
  data: new SlashCommandBuilder()
    .setName('card')
    .setDescription('Read an Action card or a Historical Event')
    .addStringOption((o) =>
      o.setName('name').setDescription('The card').setRequired(true).setAutocomplete(true),
    ),
  intent: 'ephemeral',
  async execute(i, _ctx, reply) {
    const wanted = i.options.getString('name', true);
    const event = find(allHistoricalEvents(), wanted);
    if (event) {
      await reply.ephemeral({ embeds: [historicalEventEmbed(event)] });
      return;
    }
    const found = find(allCards(), wanted);
    if (!found)
      throw new UserError(`There is no Action card or Historical Event called "${wanted}".`, 'invalid');
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
      [
        ...allCards().map((c) => ({ name: `${c.name} (${CLASS_NAMES[c.class]})`, value: c.id })),
        ...allHistoricalEvents().map((c) => ({
          name: `${c.name} (Historical Event, ${periodName(c.period)})`,
          value: c.id,
        })),
      ],
      i.options.getFocused(),
    );
  },
};
