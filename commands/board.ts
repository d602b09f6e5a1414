import { SlashCommandBuilder } from 'discord.js';
import { CLASS_NAMES } from '../src/data/names.ts';
import { localiseCommand } from '../src/discord/command-words.ts';
import type { Command } from '../src/discord/context.ts';
import { isClassId } from '../src/discord/custom-id.ts';
import { CLASS_CHOICES } from '../src/discord/present/text.ts';
import { whereOf } from '../src/discord/where.ts';
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
    const cls = i.options.getString('class');
    if (cls !== null && (!isClassId(cls) || !record.options.seats[cls]))
      throw new UserError(`There is no ${isClassId(cls) ? CLASS_NAMES[cls] : cls} in this game.`);
    const playing = cls !== null ? requirePlaying(record) : record;
    // Each copy is a new public message with a picture: one user posts one every so often.
    ctx.cooldowns.take('board', i.user.id, (s) => {
      const live = record.boardMessageId ? messageLink(guildId, channelId, record.boardMessageId) : null;
      return `You can post the board again in ${s} s.${live ? ` It is kept up to date here: ${live}` : ''}`;
    });
    if (cls !== null && isClassId(cls)) {
      const picture = await ctx.publisher.classPicture(playing, cls);
      await reply.ephemeral({
        content: `**${CLASS_NAMES[cls]}** — round ${playing.state?.round ?? 0}.${picture ? '' : ' (Board pictures are switched off.)'}`,
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
