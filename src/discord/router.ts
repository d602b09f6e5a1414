/**
 * The one router: every interaction comes here. Slash commands go to their command, autocomplete to
 * the command's completer, buttons and selects to the handler of their custom-id kind. Refusals
 * become an ephemeral sentence; anything unexpected is logged with a short error id and the player
 * gets a brief apology with that id. A redelivered interaction is handled once.
 */
import { type Interaction, MessageFlags } from 'discord.js';
import { localeOf, t } from '../i18n/index.ts';
import { gameLogger, type Logger } from '../log.ts';
import { DamagedRecordError } from '../store/errors.ts';
import { damagedText, storeTrouble, UserError } from '../table/errors.ts';
import { Backlog } from './backlog.ts';
import { ChannelAccess } from './channel-access.ts';
import { COMPONENTS, type ComponentHandler } from './components.ts';
import type { BotContext, Command } from './context.ts';
import { type CustomId, parseCustomId } from './custom-id.ts';
import { apology, newErrorId } from './errors.ts';
import { commandText } from './help.ts';
import { clip, LIMITS, TIMING } from './limits.ts';
import { localeOfReader, serverLocale } from './locale.ts';
import { Responder } from './responder.ts';

/** Interaction ids seen lately: Discord may deliver one twice, and it must be applied once. */
class RecentIds {
  private readonly ids = new Set<string>();
  constructor(private readonly max: number) {}
  /** True the first time an id is seen. */
  add(id: string): boolean {
    if (this.ids.has(id)) return false;
    this.ids.add(id);
    if (this.ids.size > this.max) this.ids.delete(this.ids.values().next().value as string);
    return true;
  }
}

export function createRouter(ctx: BotContext, commands: readonly Command[], backlog = new Backlog()) {
  const byName = new Map(commands.map((c) => [c.data.name, c]));
  /**
   * The reader's language for an apology: their choice, else their client's when the store cannot
   * say (its failure may be what is being answered). The router's other answers read the client's,
   * with no store read on the way.
   */
  const readerOf = (i: { locale?: string | null; user: { id: string } }) =>
    localeOfReader(i, ctx).catch(() => localeOf(i.locale));
  const recent = new RecentIds(10_000);

  async function fail(reply: Responder, error: unknown, log: Logger) {
    if (error instanceof UserError) {
      ctx.meter.refused(error.reason);
      log.debug({ reason: error.reason }, 'refused');
      // A refusal worded from the catalogue reads its reader's language (English otherwise).
      const text = error.said ? error.textIn(await readerOf(reply.interaction)) : error.message;
      await reply.ephemeral({ content: text });
      return;
    }
    const trouble = storeTrouble(error, await readerOf(reply.interaction));
    if (trouble) {
      ctx.meter.failed('store');
      log.warn({ err: error }, 'the store failed; the user was told');
      // The channel's notice: the game's language cannot be read from a damaged game, so the server's.
      if (error instanceof DamagedRecordError && reply.interaction.channelId)
        ctx.publisher.notice(
          reply.interaction.channelId,
          damagedText(error, serverLocale(reply.interaction)),
          `damaged:${error.key}:${error.damage}`,
        );
      await reply.ephemeral({ content: trouble });
      return;
    }
    const errorId = newErrorId();
    ctx.meter.failed('unexpected');
    log.error({ err: error, errorId }, 'interaction failed');
    await reply.ephemeral({ content: apology(errorId, await readerOf(reply.interaction)) });
  }

  /**
   * A channel that refuses the bot's updates: an interaction showing the bot's permissions back
   * retries what it holds; otherwise the player is told what the bot cannot do there (channel-access.ts).
   */
  async function channelProblem(reply: Responder) {
    const { channelId } = reply.interaction;
    const access = ctx.publisher.access;
    if (!access.problem(channelId)) return;
    // The client's language: no store read on the way to the answer.
    const l = localeOf(reply.interaction.locale);
    // Tried again first (for a moment at most): told only if the channel still refuses.
    if (ChannelAccess.looksUsable(reply.interaction))
      await Promise.race([access.retry(channelId), new Promise((r) => setTimeout(r, 2000))]);
    const problem = access.problem(channelId, l);
    if (problem) await reply.ephemeral({ content: problem });
  }

  async function run(reply: Responder, log: Logger, work: () => Promise<void>) {
    // Behind (many in hand, or the loop late): "thinking…" goes out before any of the work.
    if (backlog.behind()) reply.deferNow();
    try {
      await backlog.run(work);
      await channelProblem(reply);
      if (!reply.answered)
        await reply.ephemeral({ content: t(localeOf(reply.interaction.locale), 'bot.done') });
    } catch (error) {
      await fail(reply, error, log).catch((e: unknown) => log.warn({ err: e }, 'could not send the refusal'));
    } finally {
      await reply.done().catch((e: unknown) => log.warn({ err: e }, 'reply failed'));
    }
  }

  return async function route(interaction: Interaction): Promise<void> {
    if (!recent.add(interaction.id)) {
      ctx.log.debug({ interaction: interaction.id }, 'interaction delivered again; ignored');
      return;
    }
    const log = gameLogger(ctx.log, {
      guildId: interaction.guildId,
      channelId: interaction.channelId ?? undefined,
    });

    if (interaction.isAutocomplete()) {
      const command = byName.get(interaction.commandName);
      try {
        const choices = (await command?.autocomplete?.(interaction, ctx)) ?? [];
        await interaction.respond(
          choices.slice(0, LIMITS.autocompleteChoices).map((c) => ({
            name: clip(c.name, LIMITS.choiceName),
            value: typeof c.value === 'string' ? c.value.slice(0, LIMITS.choiceValue) : c.value,
          })),
        );
      } catch (error) {
        log.warn({ err: error, command: interaction.commandName }, 'autocomplete failed');
        if (!interaction.responded) await interaction.respond([]).catch(() => undefined);
      }
      return;
    }

    if (interaction.isChatInputCommand()) {
      const command = byName.get(interaction.commandName);
      const cmdLog = log.child({ command: interaction.commandName });
      if (!command) {
        await interaction
          .reply({
            content: t(localeOf(interaction.locale), 'bot.unknownCommand'),
            flags: MessageFlags.Ephemeral,
          })
          .catch(() => undefined);
        return;
      }
      const intent = typeof command.intent === 'function' ? command.intent(interaction) : command.intent;
      const reply = new Responder(interaction, intent, TIMING.deferAfterMs, (s) =>
        ctx.meter.firstResponse(s, 'command'),
      );
      await run(reply, cmdLog, () => command.execute(interaction, ctx, reply));
      return;
    }

    if (interaction.isMessageComponent()) {
      const id = parseCustomId(interaction.customId);
      const handler = id ? (COMPONENTS[id.kind] as ComponentHandler<CustomId['kind']>) : undefined;
      const reply = new Responder(interaction, handler?.intent ?? 'ephemeral', TIMING.deferAfterMs, (s) =>
        ctx.meter.firstResponse(s, 'component'),
      );
      const compLog = log.child({
        component: id?.kind ?? 'unknown',
        game: id && 'game' in id ? id.game : undefined,
      });
      await run(reply, compLog, async () => {
        if (!id || !handler) {
          const l = localeOf(interaction.locale);
          throw new UserError(t(l, 'bot.unknownButton', { hand: commandText(l, '/hand') }), 'invalid');
        }
        await handler.handle(interaction, id as never, ctx, reply);
      });
    }
  };
}
