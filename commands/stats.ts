import { SlashCommandBuilder } from 'discord.js';
import { choice, localiseCommand } from '../src/discord/command-words.ts';
import type { Command } from '../src/discord/context.ts';
import { localeOfReader } from '../src/discord/locale.ts';
import { statsMessage } from '../src/discord/present/stats.ts';
import { whereOf } from '../src/discord/where.ts';
import { t } from '../src/i18n/index.ts';
import { classStats, fromResults, fromSummaries } from '../src/league/stats.ts';

/** /stats — per-class win rates and scores, for the server's games or the league's results. */
export const stats: Command = {
  data: localiseCommand(
    new SlashCommandBuilder()
      .setName('stats')
      .addStringOption((o) =>
        o
          .setName('of')
          .addChoices(choice('server', 'choices.of.server'), choice('league', 'choices.of.league')),
      )
      .addIntegerOption((o) => o.setName('season').setMinValue(1)),
  ),
  intent: 'ephemeral',
  async execute(i, ctx, reply) {
    const { guildId } = whereOf(i);
    const l = await localeOfReader(i, ctx);
    const season = i.options.getInteger('season');
    if (i.options.getString('of') === 'league' || season !== null) {
      const league = await ctx.league.get(guildId);
      const results = (await ctx.league.results(guildId)).filter(
        (r) => season === null || r.season === season,
      );
      const title =
        season === null
          ? t(l, 'stats.league', { league: league.name })
          : t(l, 'stats.season', { league: league.name, season });
      await reply.ephemeral(statsMessage(l, title, classStats(fromResults(results))));
      return;
    }
    const games = await ctx.history.list(guildId, { kind: 'all' }, 0, Number.MAX_SAFE_INTEGER);
    await reply.ephemeral(statsMessage(l, t(l, 'stats.server'), classStats(fromSummaries(games.games))));
  },
};
