import { SlashCommandBuilder } from 'discord.js';
import { localiseCommand } from '../src/discord/command-words.ts';
import type { Command } from '../src/discord/context.ts';
import { matching, openFor } from '../src/discord/fast-path.ts';
import { choiceKey, notOfferedLine, notOfferedNamed } from '../src/discord/present/why.ts';
import { notOffered } from '../src/engine/index.ts';
import { UserError } from '../src/table/errors.ts';

/** The turn menu's cards and actions: the options it offers now (the card or action name). */
const MENU_GROUPS = new Set(['play', 'basic', 'free']);

/**
 * /why name: — why a card in your hand cannot be played, or an action of your class cannot be
 * taken, right now: the engine's reasons with their figures and rule. Autocomplete lists every
 * card in the hand and every action of the class, offered or not.
 */
export const why: Command = {
  data: localiseCommand(
    new SlashCommandBuilder()
      .setName('why')
      .addStringOption((o) => o.setName('name').setRequired(true).setAutocomplete(true)),
  ),
  intent: 'ephemeral',
  async execute(i, ctx, reply) {
    const open = await openFor(i, ctx);
    if (!open?.record.state) throw new UserError('You are not playing a game in this channel.', 'invalid');
    const typed = i.options.getString('name', true);
    const item = notOfferedNamed(notOffered(open.record.state, open.seat), typed);
    if (item) {
      await reply.ephemeral({ content: `❔ ${notOfferedLine(item)}` });
      return;
    }
    const t = typed.trim().toLowerCase();
    const offered = (open.question?.options ?? []).find(
      (o) =>
        o.group !== undefined &&
        MENU_GROUPS.has(o.group) &&
        (o.id.toLowerCase() === t || (o.short ?? o.label).toLowerCase() === t),
    );
    if (offered) {
      await reply.ephemeral({
        content: `✅ **${offered.short ?? offered.label}** is on offer now: choose it on your panel.`,
      });
      return;
    }
    throw new UserError(
      `There is no card in your hand or action of your class called “${typed.trim()}”.`,
      'invalid',
    );
  },
  async autocomplete(i, ctx) {
    const open = await openFor(i, ctx);
    if (!open?.record.state) return [];
    const items = [
      ...(open.question?.options ?? [])
        .filter((o) => o.group !== undefined && MENU_GROUPS.has(o.group) && o.tone !== 'quiet')
        .map((o) => ({ name: `${o.short ?? o.label} (on offer)`, value: o.id })),
      ...notOffered(open.record.state, open.seat).map((n) => ({ name: n.name, value: choiceKey(n.choice) })),
    ];
    return matching(items, i.options.getFocused()).slice(0, 25);
  },
};
