import { SlashCommandBuilder } from 'discord.js';
import { localiseCommand } from '../src/discord/command-words.ts';
import type { Command } from '../src/discord/context.ts';
import { localeOfReader } from '../src/discord/locale.ts';
import { scoreMessage, scoreWait } from '../src/discord/present/score.ts';
import { whereOf } from '../src/discord/where.ts';
import { requireGame } from '../src/table/guards.ts';

/** /score — every class's VP with where they came from. */
export const scoreCommand: Command = {
  data: localiseCommand(new SlashCommandBuilder().setName('score')),
  intent: 'ephemeral',
  async execute(i, ctx, reply) {
    const { guildId, channelId } = whereOf(i);
    const record = requireGame(await ctx.games.get(guildId, channelId));
    const l = await localeOfReader(i, ctx);
    ctx.cooldowns.take('score', i.user.id, (s) => scoreWait(s, l));
    await reply.ephemeral(scoreMessage(record, l));
  },
};
