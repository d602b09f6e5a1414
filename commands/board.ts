import { SlashCommandBuilder } from 'discord.js';
import { localiseCommand } from '../src/discord/command-words.ts';
import type { Command } from '../src/discord/context.ts';
import { isClassId } from '../src/discord/custom-id.ts';
import { localeOfReader } from '../src/discord/locale.ts';
import { CLASS_CHOICES } from '../src/discord/present/text.ts';
import { whereOf } from '../src/discord/where.ts';
import { gameWords } from '../src/i18n/game-words/index.ts';
import { t } from '../src/i18n/index.ts';
import { UserError } from '../src/table/errors.ts';
import { messageLink } from '../src/table/games.ts';
import { requireGame, requirePlaying } from '../src/table/guards.ts';

/**
 * /board — posts the board again at the bottom of the channel; that message is kept current from
 * now on. /board class: — one class's board in detail, as a picture drawn from the public view,
 * shown to the one who asked (the channel is not filled with pictures nobody else asked for).
 */
export const board: Command = {
  data: localiseCommand(
    new SlashCommandBuilder()
      .setName('board')
      .addStringOption((o) => o.setName('class').addChoices(...CLASS_CHOICES)),
  ),
  intent: (i) => (i.options.getString('class') === null ? 'public' : 'ephemeral'),
  async execute(i, ctx, reply) {
    const { guildId, channelId } = whereOf(i);
    const record = requireGame(await ctx.games.get(guildId, channelId));
    // Its answers are the asker's; the class's board picture too, as only they see it.
    const l = await localeOfReader(i, ctx);
    const cls = i.options.getString('class');
    if (cls !== null && (!isClassId(cls) || !record.options.seats[cls]))
      throw new UserError(
        t(l, 'boardCommand.noClass', { class: isClassId(cls) ? gameWords(l).classes[cls] : cls }),
      );
    const playing = cls !== null ? requirePlaying(record) : record;
    // Each copy is a new public message with a picture: one user posts one every so often.
    ctx.cooldowns.take('board', i.user.id, (s) => {
      const live = record.boardMessageId ? messageLink(guildId, channelId, record.boardMessageId) : null;
      return `${t(l, 'boardCommand.wait', { seconds: s })}${live ? t(l, 'boardCommand.live', { link: live }) : ''}`;
    });
    if (cls !== null && isClassId(cls)) {
      const picture = await ctx.publisher.classPicture(playing, cls, l);
      await reply.ephemeral({
        content: `${t(l, 'boardCommand.classBoard', { class: gameWords(l).classes[cls], round: playing.state?.round ?? 0 })}${picture ? '' : t(l, 'boardCommand.noPictures')}`,
        ...(picture ? { files: [picture] } : {}),
      });
      return;
    }
    const { payload } = await ctx.publisher.board(record);
    await reply.public(payload);
    if (reply.messageId && record.status !== 'abandoned') {
      await ctx.games.setBoardMessage(guildId, channelId, record.id, reply.messageId);
    }
  },
};
