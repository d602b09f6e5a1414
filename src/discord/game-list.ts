/** `/game list` and its page buttons: one page of the history of a channel, the server or a player. */
import { type GameLocale, t } from '../i18n/index.ts';
import type { HistoryScope } from '../store/history.ts';
import type { BotContext } from './context.ts';
import type { MessagePayload } from './limits.ts';
import { GAMES_PER_PAGE, gameListMessage, type ListScope } from './present/history.ts';

export async function gameListPage(
  l: GameLocale,
  ctx: BotContext,
  guildId: string,
  at: { scope: ListScope; target: string; page: number },
): Promise<MessagePayload> {
  const scope: HistoryScope =
    at.scope === 'c'
      ? { kind: 'channel', channelId: at.target }
      : at.scope === 'p'
        ? { kind: 'player', userId: at.target }
        : { kind: 'all' };
  const page = await ctx.history.list(guildId, scope, at.page * GAMES_PER_PAGE, GAMES_PER_PAGE);
  const heading =
    at.scope === 'c'
      ? t(l, 'history.inChannel', { channel: `<#${at.target}>` })
      : at.scope === 'p'
        ? t(l, 'history.byPlayer', { player: `<@${at.target}>` })
        : t(l, 'history.inServer');
  return gameListMessage(l, heading, page, at);
}
