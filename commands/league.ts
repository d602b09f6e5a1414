import {
  type ChatInputCommandInteraction,
  SlashCommandBuilder,
  type SlashCommandSubcommandBuilder,
} from 'discord.js';
import type { ClassId } from '../src/data/common.ts';
import { requireChannelAccess } from '../src/discord/channel-access.ts';
import { choice, localiseCommand } from '../src/discord/command-words.ts';
import type { Command } from '../src/discord/context.ts';
import { isClassId } from '../src/discord/custom-id.ts';
import { actorOf, scheduleRound, standingsPage } from '../src/discord/league.ts';
import { leagueHelpMessage, leagueSummary, reportMessage } from '../src/discord/present/league.ts';
import { CLASS_CHOICES } from '../src/discord/present/text.ts';
import { whereOf } from '../src/discord/where.ts';
import { resultsCsv, standingsCsv } from '../src/league/csv.ts';
import { UserError } from '../src/table/errors.ts';

const PLACES = ['first', 'second', 'third', 'fourth'] as const;

/** The players of a reported game, in finishing order: a user, their class and their VP each. */
function withPlaces(s: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder {
  s.addStringOption((o) => o.setName('game').setMaxLength(12));
  for (const place of PLACES) {
    s.addUserOption((o) => o.setName(place))
      .addStringOption((o) => o.setName(`${place}-class`).addChoices(...CLASS_CHOICES))
      .addIntegerOption((o) => o.setName(`${place}-vp`).setMinValue(-100).setMaxValue(500));
  }
  return s.addBooleanOption((o) => o.setName('ties-stand'));
}

function reportedSeats(i: ChatInputCommandInteraction) {
  const seats: Array<{ userId: string; cls: ClassId; vp: number | null }> = [];
  for (const place of PLACES) {
    const user = i.options.getUser(place);
    const cls = i.options.getString(`${place}-class`);
    if (!user && !cls) continue;
    if (!user || !cls || !isClassId(cls))
      throw new UserError(`Give both \`${place}\` and \`${place}-class\` for each player.`, 'invalid');
    if (user.bot) throw new UserError('A bot cannot be a player.', 'invalid');
    seats.push({ userId: user.id, cls, vp: i.options.getInteger(`${place}-vp`) });
  }
  if (seats.length < 2)
    throw new UserError(
      'Name the players in finishing order (`first`, `second`, …), or give a bot game’s `game` id.',
      'invalid',
    );
  return seats;
}

/** /league — a server's league: seasons, pods, results, standings. */
export const league: Command = {
  data: localiseCommand(
    new SlashCommandBuilder()
      .setName('league')
      .addSubcommand((s) =>
        s.setName('create').addStringOption((o) => o.setName('name').setRequired(true).setMaxLength(80)),
      )
      .addSubcommand((s) => s.setName('join'))
      .addSubcommand((s) => s.setName('leave'))
      .addSubcommandGroup((g) =>
        g
          .setName('season')
          .addSubcommand((s) => s.setName('start'))
          .addSubcommand((s) => s.setName('end')),
      )
      .addSubcommand((s) => s.setName('schedule'))
      .addSubcommand((s) => withPlaces(s.setName('report')))
      .addSubcommand((s) =>
        s
          .setName('void')
          .addStringOption((o) => o.setName('game').setRequired(true).setMaxLength(40))
          .addStringOption((o) => o.setName('reason').setMaxLength(200)),
      )
      .addSubcommand((s) =>
        s.setName('standings').addIntegerOption((o) => o.setName('season').setMinValue(1)),
      )
      .addSubcommand((s) => s.setName('export').addIntegerOption((o) => o.setName('season').setMinValue(1)))
      .addSubcommand((s) =>
        s
          .setName('settings')
          .addIntegerOption((o) =>
            o
              .setName('pod-size')
              .addChoices(...[4, 3, 2].map((n) => choice(n, 'choices.podSize', { count: n }))),
          )
          .addBooleanOption((o) => o.setName('rate-automa')),
      )
      .addSubcommand((s) => s.setName('help')),
  ),
  intent: 'public',
  async execute(i, ctx, reply) {
    const { guildId, channelId } = whereOf(i);
    const actor = actorOf(i);
    const group = i.options.getSubcommandGroup();
    const sub = i.options.getSubcommand();
    if (group === 'season') {
      const season =
        sub === 'start'
          ? await ctx.league.startSeason(guildId, actor)
          : await ctx.league.endSeason(guildId, actor);
      await reply.public({
        content:
          sub === 'start'
            ? `🏁 **Season ${season.n}** has started. \`/league join\` to play; an organiser runs \`/league schedule\` for each round.`
            : `🏆 **Season ${season.n}** has ended. \`/league standings season:${season.n}\` for the final standings.`,
      });
      return;
    }
    switch (sub) {
      case 'create': {
        const created = await ctx.league.create(guildId, actor, i.options.getString('name', true));
        await reply.public({
          content: `🏛️ ${leagueSummary(created)}\n\`/league join\` to take part; \`/league help\` for how it works.`,
        });
        return;
      }
      case 'join':
      case 'leave': {
        const after =
          sub === 'join' ? await ctx.league.join(guildId, actor) : await ctx.league.leave(guildId, actor);
        await reply.public({
          content: `<@${actor.userId}> ${sub === 'join' ? 'joined' : 'left'} **${after.name}**.`,
          allowedMentions: { users: [] },
        });
        return;
      }
      case 'schedule': {
        // The pods are threads of this channel: the bot must be able to open them and play there.
        requireChannelAccess(i, true);
        const channel = i.channel;
        const parentId = channel?.isThread() ? channel.parentId : null;
        await reply.public(await scheduleRound(ctx, { guildId, channelId, parentId }, actor));
        return;
      }
      case 'report': {
        const gameId = i.options.getString('game');
        const report = gameId
          ? await ctx.league.reportGame(guildId, actor, gameId)
          : await ctx.league.reportElsewhere(
              guildId,
              actor,
              reportedSeats(i),
              i.options.getBoolean('ties-stand') ?? false,
            );
        await reply.public(reportMessage(report));
        return;
      }
      case 'void': {
        const reason = i.options.getString('reason');
        const voided = await ctx.league.voidResult(
          guildId,
          actor,
          i.options.getString('game', true),
          reason ?? undefined,
        );
        await reply.public({
          content: `🚫 <@${actor.userId}> voided the result of ${voided.game.gameId ? `game \`${voided.game.gameId}\`` : `report \`${voided.id}\``} (season ${voided.season})${reason ? `: ${reason}` : ''}. The standings are worked out again without it.`,
          allowedMentions: { users: [] },
        });
        return;
      }
      case 'standings':
        await reply.public(await standingsPage(ctx, guildId, i.options.getInteger('season') ?? undefined, 0));
        return;
      case 'export': {
        const st = await ctx.league.standings(guildId, i.options.getInteger('season') ?? undefined);
        await reply.ephemeral({
          content: `**${st.league.name}**: every result (one row per seat; voided ones marked) and the standings of season ${st.season.n}.`,
          files: [
            { name: 'league-results.csv', data: Buffer.from(resultsCsv(st.log)) },
            {
              name: `league-standings-season-${st.season.n}.csv`,
              data: Buffer.from(standingsCsv(st.season.n, st.rows)),
            },
          ],
        });
        return;
      }
      case 'settings': {
        const podSize = i.options.getInteger('pod-size');
        const rate = i.options.getBoolean('rate-automa');
        const after = await ctx.league.configure(guildId, actor, {
          ...(podSize ? { podSize: podSize as 2 | 3 | 4 } : {}),
          ...(rate === null ? {} : { rateAutomaGames: rate }),
        });
        await reply.ephemeral({ content: leagueSummary(after) });
        return;
      }
      default:
        await reply.ephemeral(leagueHelpMessage(await ctx.league.get(guildId).catch(() => undefined)));
    }
  },
};
