import { SlashCommandBuilder } from 'discord.js';
import type { Command } from '../src/discord/context.ts';
import { requireGame } from '../src/discord/guards.ts';
import { publicBoard } from '../src/discord/publisher.ts';
import { whereOf } from '../src/discord/where.ts';

/** /board — posts the board again at the bottom of the channel; that message is kept current from now on. */
export const board: Command = {
  data: new SlashCommandBuilder()
    .setName('board')
    .setDescription('Show the board of this channel’s game here'),
  intent: 'public',
  async execute(i, ctx, reply) {
    const { guildId, channelId } = whereOf(i);
    const record = requireGame(await ctx.games.get(guildId, channelId));
    const picture = await ctx.publisher.pictureFor(undefined, record);
    await reply.public(publicBoard(record, picture));
    if (reply.messageId && record.status !== 'abandoned') {
      await ctx.games.setBoardMessage(guildId, channelId, record.id, reply.messageId);
    }
  },
};
