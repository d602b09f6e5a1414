import { SlashCommandBuilder } from 'discord.js';
import { AUTOMA_CLASSES, type AutomaClass } from '../src/data/automa/index.ts';
import { classChoice, localiseCommand } from '../src/discord/command-words.ts';
import type { Command } from '../src/discord/context.ts';
import { localeOfReader } from '../src/discord/locale.ts';
import { automaEmbed } from '../src/discord/present/automa.ts';
import { whyButtons } from '../src/discord/present/automa-trace.ts';
import { whereOf } from '../src/discord/where.ts';
import { view } from '../src/engine/index.ts';
import { gameWords } from '../src/i18n/game-words/index.ts';
import { t } from '../src/i18n/index.ts';
import { UserError } from '../src/table/errors.ts';
import { requireGame, requirePlaying } from '../src/table/guards.ts';

/**
 * /automa [class] — an Automa's current AI card, priority rows and pile (every Automa without a
 * class); with pictures on, each embed carries that Automa's picture. A Why? button per Automa
 * opens its last turn step by step (present/automa-trace.ts).
 */
export const automaCommand: Command = {
  data: localiseCommand(
    new SlashCommandBuilder()
      .setName('automa')
      .addStringOption((o) => o.setName('class').addChoices(...AUTOMA_CLASSES.map(classChoice))),
  ),
  intent: 'ephemeral',
  async execute(i, ctx, reply) {
    const { guildId, channelId } = whereOf(i);
    const record = requirePlaying(requireGame(await ctx.games.get(guildId, channelId)));
    const l = await localeOfReader(i, ctx);
    const v = view(record.state!, 'public');
    const played = AUTOMA_CLASSES.filter((c) => v.automa[c]);
    if (played.length === 0) throw new UserError(t(l, 'automa.noneHere'));
    const cls = i.options.getString('class');
    if (cls !== null && !played.includes(cls as AutomaClass)) {
      const classes = gameWords(l).classes;
      const name = (AUTOMA_CLASSES as readonly string[]).includes(cls) ? classes[cls as AutomaClass] : cls;
      throw new UserError(
        t(l, 'automa.notThis', {
          class: name,
          automas: played.map((c) => t(l, 'automa.theClass', { class: classes[c] })).join(t(l, 'automa.and')),
          count: played.length,
        }),
      );
    }
    const shown = cls === null ? played : [cls as AutomaClass];
    const pictures = await Promise.all(shown.map((c) => ctx.publisher.automaPicture(record, c, l)));
    const files = pictures.filter((p) => p !== undefined);
    // Why?: the last turn of each Automa shown that has played one, step by step.
    const why = whyButtons(
      l,
      record.id,
      shown.filter((c) => v.automa[c]?.last),
    );
    await reply.ephemeral({
      content: '',
      embeds: shown.map((c, n) => automaEmbed(l, v, c, pictures[n])),
      ...(why.length ? { components: why } : {}),
      ...(files.length ? { files } : {}),
    });
  },
};
