/**
 * Handlers of every button and select, by custom-id kind (see custom-id.ts). Each says how it
 * answers (update the message it is on, or reply ephemerally) and does its work through the game
 * service, so the rules and the checks stay in one place.
 */
import type { MessageComponentInteraction } from 'discord.js';
import { DEFAULT_AI_LEVEL } from '../ai/levels.ts';
import type { ClassId } from '../data/common.ts';
import type { GameState, Question } from '../engine/index.ts';
import { gameWords } from '../i18n/game-words/index.ts';
import { t } from '../i18n/index.ts';
import { sayText } from '../i18n/said.ts';
import type { SeatPlay } from '../table/automa-seats.ts';
import { UserError } from '../table/errors.ts';
import { requireGame, requirePlayer, requirePlaying, requireSeatOwner } from '../table/guards.ts';
import { requireAi } from './ai.ts';
import type { BotContext } from './context.ts';
import { AT_MINIMUM, type CustomId, PAIRS_PAGE } from './custom-id.ts';
import { answerAndShowPanel } from './fast-path.ts';
import { gameListPage } from './game-list.ts';
import { actorOf, standingsPage } from './league.ts';
import { gameLocale, localeOfReader, serverLocale } from './locale.ts';
import { automaWhyMessage } from './present/automa-trace.ts';
import { boardMessage } from './present/board.ts';
import { reportMessage } from './present/league.ts';
import { lobbyMessage } from './present/lobby.ts';
import { offerMessage, settledOfferMessage } from './present/offer.ts';
import { panelMessage } from './present/panel.ts';
import { scoreMessage, scoreWait } from './present/score.ts';
import { MULTI_PAGE, minimumAnswers, multiAnswers, pairAnswers } from './present/steps.ts';
import { turningPointsMessage, turningPointsPicture } from './present/turning-points.ts';
import { whyNotMessage } from './present/why.ts';
import type { Intent, Responder } from './responder.ts';
import { isAdmin, whereOf } from './where.ts';

export interface ComponentHandler<K extends CustomId['kind']> {
  intent: Intent;
  handle(
    interaction: MessageComponentInteraction,
    id: Extract<CustomId, { kind: K }>,
    ctx: BotContext,
    reply: Responder,
  ): Promise<void>;
}

type Handlers = { [K in CustomId['kind']]: ComponentHandler<K> };

export const COMPONENTS: Handlers = {
  join: {
    intent: 'update',
    async handle(i, id, ctx, reply) {
      const { guildId, channelId } = whereOf(i);
      const record = await ctx.games.join(guildId, channelId, id.game, i.user.id, id.cls);
      await reply.update(lobbyMessage(record));
    },
  },
  automa: {
    intent: 'update',
    async handle(i, id, ctx, reply) {
      const { guildId, channelId } = whereOf(i);
      const play: SeatPlay =
        id.play === 'h'
          ? { kind: 'human' }
          : id.play === 'i'
            ? { kind: 'ai', level: DEFAULT_AI_LEVEL }
            : { kind: 'automa', mode: id.play === 'a' ? 'advanced' : 'simple' };
      if (play.kind === 'ai') requireAi(ctx, await localeOfReader(i, ctx));
      const record = await ctx.games.setSeat({
        guildId,
        channelId,
        gameId: id.game,
        userId: i.user.id,
        isAdmin: isAdmin(i),
        cls: id.cls,
        play,
      });
      await reply.update(lobbyMessage(record));
    },
  },
  turning: {
    intent: 'ephemeral',
    async handle(i, id, ctx, reply) {
      const { guildId, channelId } = whereOf(i);
      const ended = await ctx.history.find(guildId, id.game, { channelId });
      const l = await localeOfReader(i, ctx);
      if (ended.record.status !== 'finished')
        throw new UserError(t(l, 'buttons.abandonedNoTurning'), 'refused');
      if (!ctx.turningPoints) throw new UserError(t(l, 'bot.noAi'), 'refused');
      const now = await ctx.turningPoints.of(ended.record);
      if (!('ready' in now)) {
        await reply.ephemeral({
          content: t(l, 'working' in now ? 'turning.working' : 'turning.unreplayable'),
        });
        return;
      }
      const picture = await ctx.publisher.turningPointsPicture(turningPointsPicture(l, id.game, now.ready));
      await reply.ephemeral(turningPointsMessage(l, id.game, now.ready, picture));
    },
  },
  leave: {
    intent: 'update',
    async handle(i, id, ctx, reply) {
      const { guildId, channelId } = whereOf(i);
      const record = await ctx.games.leave(guildId, channelId, id.game, i.user.id);
      await reply.update(lobbyMessage(record));
    },
  },
  start: {
    intent: 'update',
    async handle(i, id, ctx, reply) {
      const { guildId, channelId } = whereOf(i);
      const record = await ctx.games.start(guildId, channelId, id.game, i.user.id, isAdmin(i));
      await reply.update(boardMessage(record));
    },
  },
  take: {
    intent: 'update',
    async handle(i, id, ctx, reply) {
      const { guildId, channelId } = whereOf(i);
      const record = await ctx.games.takeSeat(guildId, channelId, id.game, id.cls, i.user.id);
      // The offer is the channel's: the game's language.
      const l = gameLocale(record);
      await reply.update(
        settledOfferMessage(t(l, 'buttons.took', { user: i.user.id, class: gameWords(l).classes[id.cls] })),
      );
    },
  },
  give: {
    intent: 'update',
    async handle(i, id, ctx, reply) {
      const { guildId, channelId } = whereOf(i);
      const record = await ctx.games.agreeToOffer(guildId, channelId, id.game, id.cls, i.user.id);
      await reply.update(offerMessage(record, id.cls));
    },
  },
  decline: {
    intent: 'update',
    async handle(i, id, ctx, reply) {
      const { guildId, channelId } = whereOf(i);
      const record = await ctx.games.declineSeat(guildId, channelId, id.game, id.cls, i.user.id, isAdmin(i));
      const l = gameLocale(record);
      await reply.update(
        settledOfferMessage(
          t(l, 'buttons.offerClosed', { user: i.user.id, class: gameWords(l).classes[id.cls] }),
        ),
      );
    },
  },
  seat: {
    intent: 'ephemeral',
    async handle(i, id, ctx, reply) {
      const { guildId, channelId } = whereOf(i);
      await ctx.games.takeOpenSeat(guildId, channelId, id.game, id.cls, i.user.id);
      const l = await localeOfReader(i, ctx);
      await reply.ephemeral({
        content: t(l, 'buttons.youPlay', {
          class: gameWords(l).classes[id.cls],
          openPanel: t(l, 'board.openPanel'),
        }),
      });
    },
  },
  why: {
    intent: 'ephemeral',
    async handle(i, id, ctx, reply) {
      const { guildId, channelId } = whereOf(i);
      const record = requirePlaying(requireGame(await ctx.games.get(guildId, channelId), id.game));
      await reply.ephemeral(automaWhyMessage(await localeOfReader(i, ctx), record, id.cls));
    },
  },
  'why-not': {
    intent: 'ephemeral',
    async handle(i, id, ctx, reply) {
      const { guildId, channelId } = whereOf(i);
      const record = requirePlaying(requireGame(await ctx.games.get(guildId, channelId), id.game));
      // Only the seat's own player: the reasons read its hand.
      requireSeatOwner(record, id.cls, i.user.id);
      await reply.ephemeral(whyNotMessage(record, id.cls, await localeOfReader(i, ctx)));
    },
  },
  'undo-yes': {
    intent: 'ephemeral',
    async handle(i, id, ctx, reply) {
      const { guildId, channelId } = whereOf(i);
      const { done } = await ctx.games.agreeUndo(guildId, channelId, id.game, i.user.id);
      await reply.ephemeral({
        content: t(await localeOfReader(i, ctx), done ? 'buttons.undoAgreed' : 'buttons.undoYouAgree'),
      });
    },
  },
  'undo-no': {
    intent: 'ephemeral',
    async handle(i, id, ctx, reply) {
      const { guildId, channelId } = whereOf(i);
      await ctx.games.refuseUndo(guildId, channelId, id.game, i.user.id);
      await reply.ephemeral({ content: t(await localeOfReader(i, ctx), 'buttons.undoRefused') });
    },
  },
  open: {
    intent: 'ephemeral',
    async handle(i, id, ctx, reply) {
      const { guildId, channelId } = whereOf(i);
      const record = requirePlaying(requireGame(await ctx.games.get(guildId, channelId), id.game));
      requirePlayer(record, i.user.id);
      const since = (seat: ClassId) => ctx.since.events(record, seat);
      await reply.ephemeral(panelMessage(record, i.user.id, { since, locale: await localeOfReader(i, ctx) }));
    },
  },
  score: {
    intent: 'ephemeral',
    async handle(i, id, ctx, reply) {
      const { guildId, channelId } = whereOf(i);
      const record = requireGame(await ctx.games.get(guildId, channelId), id.game);
      const l = await localeOfReader(i, ctx);
      ctx.cooldowns.take('score', i.user.id, (s) => scoreWait(s, l));
      await reply.ephemeral(scoreMessage(record, l));
    },
  },
  answer: {
    intent: 'update',
    async handle(i, id, ctx, reply) {
      if ('id' in id.option && id.option.id === AT_MINIMUM) {
        // Every Wage (or price) at the lowest the engine offers, as one sequence of answers.
        const l = await localeOfReader(i, ctx);
        const resolve = (state: GameState, question: Question) => {
          const answers = minimumAnswers(state, id.seat, question);
          if (!answers) throw new UserError(t(l, 'buttons.atMinimum'), 'stale');
          return answers;
        };
        return answerAndShowPanel(i, ctx, reply, {
          ref: id,
          answers: [],
          resolve,
          done: 'panel.allAtMinimum',
        });
      }
      return answerAndShowPanel(i, ctx, reply, {
        ref: id,
        answers: ['id' in id.option ? id.option.id : { index: id.option.index }],
      });
    },
  },
  select: {
    intent: 'update',
    async handle(i, id, ctx, reply) {
      // Anything but exactly one chosen value reaches the service as no answer, which it refuses
      // after checking who is asking (so a stranger hears that first).
      if (id.page === MULTI_PAGE && i.isStringSelectMenu() && i.values.length > 0) {
        // Several picked at once, then Done: one sequence of answers, all or nothing.
        const values = i.values;
        const l = await localeOfReader(i, ctx);
        const resolve = (state: GameState, question: Question) => {
          const picked = multiAnswers(l, state, id.seat, question, values);
          if ('refused' in picked) throw new UserError(picked.refused, 'refused');
          return picked.answers;
        };
        return answerAndShowPanel(i, ctx, reply, { ref: id, answers: [], resolve });
      }
      const value = i.isStringSelectMenu() && i.values.length === 1 ? i.values[0] : undefined;
      if (value !== undefined && id.page >= PAIRS_PAGE) {
        // Two steps at once: the option this menu stands for, then the one picked in it.
        const l = await localeOfReader(i, ctx);
        const resolve = (state: GameState, question: Question) => {
          const answers = pairAnswers(state, id.seat, question, id.page, value);
          if (!answers) throw new UserError(t(l, 'panel.notOnOffer'), 'invalid');
          return answers;
        };
        return answerAndShowPanel(i, ctx, reply, { ref: id, answers: [], resolve });
      }
      const answer =
        value === undefined
          ? undefined
          : /^~\d{1,3}$/.test(value)
            ? { index: Number(value.slice(1)) }
            : value;
      return answerAndShowPanel(i, ctx, reply, { ref: id, answers: answer === undefined ? [] : [answer] });
    },
  },
  undo: {
    intent: 'update',
    async handle(i, id, ctx, reply) {
      const { guildId, channelId } = whereOf(i);
      requireGame(await ctx.games.get(guildId, channelId), id.game);
      const { done, what } = await ctx.games.undo(guildId, channelId, i.user.id);
      const record = requireGame(await ctx.games.get(guildId, channelId), id.game);
      const l = await localeOfReader(i, ctx);
      const notes = [
        done
          ? t(l, 'buttons.undoDone', { what: what.map((w) => sayText(l, w)).join(', ') })
          : t(l, 'buttons.undoAsked'),
      ];
      await reply.update(panelMessage(record, i.user.id, { notes, locale: l }));
    },
  },
  games: {
    intent: 'update',
    async handle(i, id, ctx, reply) {
      const { guildId } = whereOf(i);
      await reply.update(await gameListPage(await localeOfReader(i, ctx), ctx, guildId, id));
    },
  },
  standings: {
    intent: 'update',
    async handle(i, id, ctx, reply) {
      const { guildId } = whereOf(i);
      await reply.update(await standingsPage(ctx, serverLocale(i), guildId, id.season, id.page));
    },
  },
  'confirm-report': {
    intent: 'update',
    async handle(i, id, ctx, reply) {
      const { guildId } = whereOf(i);
      const { report, recorded } = await ctx.league.confirm(guildId, id.report, actorOf(i));
      await reply.update(reportMessage(serverLocale(i), report, recorded ? 'recorded' : undefined));
    },
  },
  'decline-report': {
    intent: 'update',
    async handle(i, id, ctx, reply) {
      const { guildId } = whereOf(i);
      const report = await ctx.league.decline(guildId, id.report, actorOf(i));
      await reply.update(reportMessage(serverLocale(i), report, 'declined'));
    },
  },
  page: {
    intent: 'update',
    async handle(i, id, ctx, reply) {
      const { guildId, channelId } = whereOf(i);
      const { record } = await ctx.games.openQuestion(guildId, channelId, id, i.user.id);
      await reply.update(
        panelMessage(record, i.user.id, {
          seat: id.seat,
          page: id.page,
          locale: await localeOfReader(i, ctx),
        }),
      );
    },
  },
};
