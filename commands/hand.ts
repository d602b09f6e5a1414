import { SlashCommandBuilder } from 'discord.js';
import type { ClassId } from '../src/data/common.ts';
import { localiseCommand } from '../src/discord/command-words.ts';
import type { Command } from '../src/discord/context.ts';
import { isClassId } from '../src/discord/custom-id.ts';
import { localeOfReader } from '../src/discord/locale.ts';
import { panelMessage } from '../src/discord/present/panel.ts';
import { CLASS_CHOICES } from '../src/discord/present/text.ts';
import { whereOf } from '../src/discord/where.ts';
import { gameWords } from '../src/i18n/game-words/index.ts';
import { t } from '../src/i18n/index.ts';
import { UserError } from '../src/table/errors.ts';
import { requireGame, requirePlayer, requirePlaying } from '../src/table/guards.ts';

/** /hand — your cards and what you can do now, only for you. */
export const hand: Command = {
  data: localiseCommand(
    new SlashCommandBuilder()
      .setName('hand')
      .addStringOption((o) => o.setName('class').addChoices(...CLASS_CHOICES)),
  ),
  intent: 'ephemeral',
  async execute(i, ctx, reply) {
    const { guildId, channelId } = whereOf(i);
    const record = requirePlaying(requireGame(await ctx.games.get(guildId, channelId)));
    const seats = requirePlayer(record, i.user.id);
    const wanted = i.options.getString('class');
    const l = await localeOfReader(i, ctx);
    if (wanted !== null && (!isClassId(wanted) || !seats.includes(wanted))) {
      throw new UserError(
        t(l, 'why.notYourClass', { class: isClassId(wanted) ? gameWords(l).classes[wanted] : wanted }),
      );
    }
    await reply.ephemeral(
      panelMessage(record, i.user.id, {
        withHand: true,
        locale: l,
        ...(wanted ? { seat: wanted as ClassId } : {}),
      }),
    );
  },
};
