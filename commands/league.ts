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
import { commandText, optionText } from '../src/discord/help.ts';
import { actorOf, scheduleRound, standingsPage } from '../src/discord/league.ts';
import { localeOfReader, serverLocale } from '../src/discord/locale.ts';
import { leagueHelpMessage, leagueSummary, reportMessage } from '../src/discord/present/league.ts';
import { CLASS_CHOICES } from '../src/discord/present/text.ts';
import { whereOf } from '../src/discord/where.ts';
import { type GameLocale, t } from '../src/i18n/index.ts';
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

/** The seats a report names, refused in `l` when they do not make a game. */
function reportedSeats(i: ChatInputCommandInteraction, l: GameLocale) {
  const option = (name: string) => optionText(l, `/league report ${name}`);
  const seats: Array<{ userId: string; cls: ClassId; vp: number | null }> = [];
  for (const place of PLACES) {
    const user = i.options.getUser(place);
    const cls = i.options.getString(`${place}-class`);
    if (!user && !cls) continue;
    if (!user || !cls || !isClassId(cls))
      throw new UserError(
        t(l, 'league.bothNeeded', { player: option(place), class: option(`${place}-class`) }),
        'invalid',
      );
    if (user.bot) throw new UserError(t(l, 'league.botPlayer'), 'invalid');
    seats.push({ userId: user.id, cls, vp: i.options.getInteger(`${place}-vp`) });
  }
  if (seats.length < 2)
    throw new UserError(
      t(l, 'league.namePlayers', { first: option('first'), second: option('second'), game: option('game') }),
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
    // What the channel reads is in the server's language; what only the asker reads, in theirs.
    const l = serverLocale(i);
    const cmd = (usage: string) => commandText(l, usage);
    if (group === 'season') {
      const season =
        sub === 'start'
          ? await ctx.league.startSeason(guildId, actor)
          : await ctx.league.endSeason(guildId, actor);
      await reply.public({
        content:
          sub === 'start'
            ? t(l, 'league.started', {
                season: season.n,
                join: cmd('/league join'),
                schedule: cmd('/league schedule'),
              })
            : t(l, 'league.seasonOver', {
                season: season.n,
                standings: cmd(`/league standings season:${season.n}`),
              }),
      });
      return;
    }
    switch (sub) {
      case 'create': {
        const created = await ctx.league.create(guildId, actor, i.options.getString('name', true));
        await reply.public({
          content: t(l, 'league.created', {
            summary: leagueSummary(l, created),
            join: cmd('/league join'),
            help: cmd('/league help'),
          }),
        });
        return;
      }
      case 'join':
      case 'leave': {
        const after =
          sub === 'join' ? await ctx.league.join(guildId, actor) : await ctx.league.leave(guildId, actor);
        await reply.public({
          content: t(l, sub === 'join' ? 'league.joined' : 'league.left', {
            user: actor.userId,
            league: after.name,
          }),
          allowedMentions: { users: [] },
        });
        return;
      }
      case 'schedule': {
        // The pods are threads of this channel: the bot must be able to open them and play there.
        requireChannelAccess(i, true);
        const channel = i.channel;
        const parentId = channel?.isThread() ? channel.parentId : null;
        await reply.public(await scheduleRound(ctx, l, { guildId, channelId, parentId }, actor));
        return;
      }
      case 'report': {
        const gameId = i.options.getString('game');
        const report = gameId
          ? await ctx.league.reportGame(guildId, actor, gameId)
          : await ctx.league.reportElsewhere(
              guildId,
              actor,
              reportedSeats(i, await localeOfReader(i, ctx)),
              i.options.getBoolean('ties-stand') ?? false,
            );
        await reply.public(reportMessage(l, report));
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
          content: t(l, 'league.voided', {
            user: actor.userId,
            what: voided.game.gameId
              ? t(l, 'league.voidedGame', { id: voided.game.gameId })
              : t(l, 'league.voidedReport', { id: voided.id }),
            season: voided.season,
            reason: reason ? t(l, 'league.reason', { reason }) : '',
          }),
          allowedMentions: { users: [] },
        });
        return;
      }
      case 'standings':
        await reply.public(
          await standingsPage(ctx, l, guildId, i.options.getInteger('season') ?? undefined, 0),
        );
        return;
      case 'export': {
        const st = await ctx.league.standings(guildId, i.options.getInteger('season') ?? undefined);
        await reply.ephemeral({
          content: t(await localeOfReader(i, ctx), 'league.exported', {
            league: st.league.name,
            season: st.season.n,
          }),
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
        await reply.ephemeral({ content: leagueSummary(await localeOfReader(i, ctx), after) });
        return;
      }
      default:
        await reply.ephemeral(
          leagueHelpMessage(
            await localeOfReader(i, ctx),
            await ctx.league.get(guildId).catch(() => undefined),
          ),
        );
    }
  },
};
