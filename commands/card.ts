import { SlashCommandBuilder } from 'discord.js';
import { localiseCommand } from '../src/discord/command-words.ts';
import type { Command } from '../src/discord/context.ts';
import { matching } from '../src/discord/fast-path.ts';
import { clip, LIMITS } from '../src/discord/limits.ts';
import { localeOfReader } from '../src/discord/locale.ts';
import { readableCards } from '../src/discord/present/cards.ts';
import { t } from '../src/i18n/index.ts';
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
  async execute(i, ctx, reply) {
    const l = await localeOfReader(i, ctx);
    const wanted = i.options.getString('name', true);
    const typed = wanted.trim().toLowerCase();
    // By id (autocomplete), or by its name in the reader's language or in English (either edition).
    const index = [readableCards(l), readableCards('en')]
      .map((cards) => cards.findIndex((c) => c.id === wanted || c.name.toLowerCase() === typed))
      .find((n) => n >= 0);
    const found = index === undefined ? undefined : readableCards(l)[index];
    if (!found) throw new UserError(t(l, 'card.notFound', { name: wanted }), 'invalid');
    await reply.ephemeral({ embeds: [found.embed] });
  },
  async autocomplete(i, ctx) {
    const l = await localeOfReader(i, ctx);
    const english = readableCards('en');
    return matching(
      readableCards(l).map((c, n) => ({
        // The English name beside another language's, so either edition's name finds the card.
        name: clip(
          t(l, 'card.kind', {
            name: l === 'en' ? c.name : `${c.name} / ${english[n]?.name}`,
            kind: c.kind,
          }),
          LIMITS.choiceName,
        ),
        value: c.id,
      })),
      i.options.getFocused(),
    );
  },
};
