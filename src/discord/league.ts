/**
 * The league on Discord, where it needs more than one call: a page of the standings with its
 * picture, and a round's pods opened each in a thread of its own with its game dealt.
 */
import { type BaseInteraction, Routes } from 'discord.js';
import { type GameLocale, t } from '../i18n/index.ts';
import type { Actor, SeasonStandings } from '../league/service.ts';
import { UserError } from '../table/errors.ts';
import type { BotContext } from './context.ts';
import type { MessagePayload } from './limits.ts';
import { roundMessage, STANDINGS_PER_PAGE, standingsMessage, standingsPicture } from './present/league.ts';
import { isAdmin } from './where.ts';

/** Who is asking, with the name the league shows in pictures (their name in this server). */
export function actorOf(i: BaseInteraction): Actor {
  const member = i.member as { displayName?: string; nick?: string | null } | null;
  const name = member?.displayName ?? member?.nick ?? i.user.globalName ?? i.user.username;
  return { userId: i.user.id, name, isAdmin: isAdmin(i) };
}

/**
 * Players of the standings who are not members of the league (seated in a league pod, or who left
 * it) get their name in this server, as the picture cannot mention them; one who left the server
 * is "a former member".
 */
async function nameStrangers(
  ctx: BotContext,
  l: GameLocale,
  guildId: string,
  st: SeasonStandings,
  page: number,
) {
  for (const row of st.rows.slice(page * STANDINGS_PER_PAGE, (page + 1) * STANDINGS_PER_PAGE)) {
    if (Object.hasOwn(st.league.members, row.userId)) continue;
    const member = (await ctx.rest.get(Routes.guildMember(guildId, row.userId)).catch(() => null)) as {
      nick?: string | null;
      user?: { global_name?: string | null; username?: string };
    } | null;
    row.name =
      member?.nick ?? member?.user?.global_name ?? member?.user?.username ?? t(l, 'league.formerMember');
  }
}

export async function standingsPage(
  ctx: BotContext,
  l: GameLocale,
  guildId: string,
  season: number | undefined,
  page: number,
): Promise<MessagePayload> {
  const st = await ctx.league.standings(guildId, season);
  const last = Math.max(0, Math.ceil(st.rows.length / STANDINGS_PER_PAGE) - 1);
  const at = Math.min(page, last);
  await nameStrangers(ctx, l, guildId, st, at);
  const picture = await ctx.publisher.standingsPicture(standingsPicture(l, st, at));
  return standingsMessage(l, st, at, picture);
}

/**
 * Plans the next round (or takes up one whose pods are not all open) and opens each pod: a public
 * thread under `channelId` (under its parent, when run in a thread), the game dealt there with its
 * seats given and the league's tag on it. Each step is saved as it is done, so running it again
 * after a failure opens only what is missing.
 */
export async function scheduleRound(
  ctx: BotContext,
  l: GameLocale,
  where: { guildId: string; channelId: string; parentId: string | null },
  actor: Actor,
): Promise<MessagePayload> {
  const { season, round } = await ctx.league.planRound(where.guildId, actor);
  const parent = where.parentId ?? where.channelId;
  for (const pod of round.pods) {
    if (pod.gameId) continue;
    const tag = { season: season.n, round: round.n, pod: pod.n };
    let channelId = pod.channelId;
    if (!channelId) {
      const thread = (await ctx.rest.post(Routes.threads(parent), {
        body: {
          name: t(l, 'league.podThread', { season: season.n, round: round.n, pod: pod.n }),
          type: 11,
          auto_archive_duration: 10080,
        },
      })) as { id: string };
      channelId = thread.id;
      await ctx.league.podOpened(where.guildId, tag, { channelId });
    }
    // A game already dealt there for this pod (a run cut short after dealing it) is kept.
    const there = await ctx.games.get(where.guildId, channelId);
    const same = there?.league && JSON.stringify(there.league) === JSON.stringify(tag);
    if (there && !same) throw new UserError(t(l, 'league.otherGame', { channel: channelId }));
    const game =
      there ??
      (await ctx.games.openSeated({
        guildId: where.guildId,
        channelId,
        hostId: actor.userId,
        players: Object.keys(pod.seats).length as 2 | 3 | 4,
        seats: pod.seats,
        league: tag,
        language: l,
      }));
    await ctx.league.podOpened(where.guildId, tag, { gameId: game.id });
    pod.channelId = channelId;
    pod.gameId = game.id;
  }
  return roundMessage(l, season, round);
}
