/** `/game list` and its page buttons: one page of the history of a channel, the server or a player. */
import type { HistoryScope } from '../store/history.ts';
import type { BotContext } from './context.ts';
import type { MessagePayload } from './limits.ts';
import { GAMES_PER_PAGE, gameListMessage, type ListScope } from './present/history.ts';

export async function gameListPage(
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
      ? `In <#${at.target}>`
      : at.scope === 'p'
        ? `Played by <@${at.target}>`
        : 'In this server';
  return gameListMessage(`${heading}, newest first:`, page, at);
}
