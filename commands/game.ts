import { SlashCommandBuilder } from 'discord.js';
import { choice, localiseCommand } from '../src/discord/command-words.ts';
import type { Command } from '../src/discord/context.ts';
import { gameListPage } from '../src/discord/game-list.ts';
import { localeOfReader } from '../src/discord/locale.ts';
import { gameShowMessage } from '../src/discord/present/history.ts';
import { myGamesMessage } from '../src/discord/present/mine.ts';
import { whereOf } from '../src/discord/where.ts';
import { t } from '../src/i18n/index.ts';

/**
 * /game mine — the user's games in this server, waiting for them first; /game show | list | export —
 * every game that ended in this server, after its channel moved on.
 */
export const game: Command = {
  data: localiseCommand(
    new SlashCommandBuilder()
      .setName('game')
      .addSubcommand((s) => s.setName('mine'))
      .addSubcommand((s) =>
        s.setName('show').addStringOption((o) => o.setName('id').setRequired(true).setMaxLength(12)),
      )
      .addSubcommand((s) =>
        s
          .setName('list')
          .addStringOption((o) =>
            o
              .setName('where')
              .addChoices(
                choice('channel', 'choices.where.channel'),
                choice('server', 'choices.where.server'),
              ),
          )
          .addUserOption((o) => o.setName('player')),
      )
      .addSubcommand((s) =>
        s.setName('export').addStringOption((o) => o.setName('id').setRequired(true).setMaxLength(12)),
      ),
  ),
  intent: 'ephemeral',
  async execute(i, ctx, reply) {
    const { guildId, channelId } = whereOf(i);
    const sub = i.options.getSubcommand();
    if (sub === 'mine') {
      const records = await ctx.games.seatedIn(guildId, i.user.id);
      await reply.ephemeral(myGamesMessage(i.user.id, records, await localeOfReader(i, ctx)));
      return;
    }
    if (sub === 'show') {
      const ended = await ctx.history.find(guildId, i.options.getString('id', true), { channelId });
      const l = await localeOfReader(i, ctx);
      const picture = await ctx.publisher.pictureOf(ended.record, l);
      await reply.ephemeral(gameShowMessage(l, ended, picture));
      return;
    }
    if (sub === 'list') {
      const player = i.options.getUser('player');
      const server = i.options.getString('where') === 'server';
      const at = player
        ? { scope: 'p' as const, target: player.id, page: 0 }
        : server
          ? { scope: 's' as const, target: guildId, page: 0 }
          : { scope: 'c' as const, target: channelId, page: 0 };
      await reply.ephemeral(await gameListPage(await localeOfReader(i, ctx), ctx, guildId, at));
      return;
    }
    const { json, log } = await ctx.history.export(guildId, i.options.getString('id', true), { channelId });
    const id = json.record.id;
    await reply.ephemeral({
      content: t(await localeOfReader(i, ctx), 'gameExport', { id }),
      files: [
        { name: `hegemony-${id}.json`, data: Buffer.from(JSON.stringify(json, null, 1)) },
        { name: `hegemony-${id}.txt`, data: Buffer.from(log) },
      ],
    });
  },
};
