import { SlashCommandBuilder } from 'discord.js';
import { localiseCommand } from '../src/discord/command-words.ts';
import type { Command } from '../src/discord/context.ts';
import { matching, openFor } from '../src/discord/fast-path.ts';
import { localeOfReader } from '../src/discord/locale.ts';
import { questionInWords } from '../src/discord/present/menu.ts';
import {
  choiceKey,
  notOfferedItemName,
  notOfferedLine,
  notOfferedNamed,
} from '../src/discord/present/why.ts';
import { notOffered } from '../src/engine/index.ts';
import { t } from '../src/i18n/index.ts';
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
    const l = await localeOfReader(i, ctx);
    if (!open?.record.state) throw new UserError(t(l, 'why.notPlaying'), 'invalid');
    const typed = i.options.getString('name', true);
    const item = notOfferedNamed(notOffered(open.record.state, open.seat), typed, undefined, l);
    if (item) {
      await reply.ephemeral({ content: `❔ ${notOfferedLine(item, l)}` });
      return;
    }
    const wanted = typed.trim().toLowerCase();
    const offered = (open.question ? questionInWords(open.question, l).options : []).find(
      (o) =>
        o.group !== undefined &&
        MENU_GROUPS.has(o.group) &&
        (o.id.toLowerCase() === wanted || (o.short ?? o.label).toLowerCase() === wanted),
    );
    if (offered) {
      await reply.ephemeral({ content: t(l, 'why.onOffer', { name: offered.short ?? offered.label }) });
      return;
    }
    throw new UserError(t(l, 'why.noSuch', { typed: typed.trim() }), 'invalid');
  },
  async autocomplete(i, ctx) {
    const open = await openFor(i, ctx);
    if (!open?.record.state) return [];
    const l = await localeOfReader(i, ctx);
    const items = [
      ...(open.question ? questionInWords(open.question, l).options : [])
        .filter((o) => o.group !== undefined && MENU_GROUPS.has(o.group) && o.tone !== 'quiet')
        .map((o) => ({ name: t(l, 'why.onOfferTag', { name: o.short ?? o.label }), value: o.id })),
      ...notOffered(open.record.state, open.seat).map((n) => ({
        name: notOfferedItemName(n, l),
        value: choiceKey(n.choice),
      })),
    ];
    return matching(items, i.options.getFocused()).slice(0, 25);
  },
};
