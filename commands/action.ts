import { SlashCommandBuilder } from 'discord.js';
import { localiseCommand } from '../src/discord/command-words.ts';
import type { Command } from '../src/discord/context.ts';
import {
  answerAndShowPanel,
  groupChoices,
  handChoices,
  matching,
  openFor,
  refuseWithReason,
  resolveHandCard,
  resolveTyped,
} from '../src/discord/fast-path.ts';
import { localeOfReader } from '../src/discord/locale.ts';

/** /action name: card: — discard a card for a Basic Action (the turn menu, then the discard). */
export const action: Command = {
  data: localiseCommand(
    new SlashCommandBuilder()
      .setName('action')
      .addStringOption((o) => o.setName('name').setRequired(true).setAutocomplete(true))
      .addStringOption((o) => o.setName('card').setRequired(true).setAutocomplete(true)),
  ),
  intent: 'ephemeral',
  async execute(i, ctx, reply) {
    const open = await openFor(i, ctx);
    const name = i.options.getString('name', true);
    const card = i.options.getString('card', true);
    const l = await localeOfReader(i, ctx);
    refuseWithReason(open, name, 'basic', l);
    const basic = resolveTyped(open?.question, name, { group: 'basic', thing: 'basic' }, l);
    const discard = open?.question ? resolveHandCard(open.record, open.seat, card, l) : card;
    await answerAndShowPanel(i, ctx, reply, { answers: [basic, discard], done: 'panel.done' });
  },
  async autocomplete(i, ctx) {
    const open = await openFor(i, ctx);
    if (!open) return [];
    const focused = i.options.getFocused(true);
    if (focused.name === 'card') return matching(handChoices(open.record, open.seat), focused.value);
    return matching(groupChoices(open.question, 'basic', await localeOfReader(i, ctx)), focused.value);
  },
};
