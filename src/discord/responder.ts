/**
 * Answers one interaction within Discord's 3-second window, whatever the handler does. The handler
 * says up front how it means to answer (update the message it came from, or reply ephemerally or
 * publicly); if its answer is not ready after TIMING.deferAfterMs the responder defers in that way,
 * and later calls become edits or follow-ups. All calls are chained, so a defer never races a reply.
 */
import {
  type ChatInputCommandInteraction,
  DiscordAPIError,
  type InteractionReplyOptions,
  type InteractionUpdateOptions,
  type MessageComponentInteraction,
  MessageFlags,
  RESTJSONErrorCodes,
} from 'discord.js';
import { fitMessage, type MessagePayload, TIMING } from './limits.ts';

export type Intent = 'update' | 'ephemeral' | 'public';
type Repliable = ChatInputCommandInteraction | MessageComponentInteraction;
type State = 'none' | 'deferred-update' | 'deferred-reply' | 'replied' | 'updated' | 'skipped';

function asOptions(payload: MessagePayload) {
  const fitted = fitMessage(payload);
  const { allowedMentions, files, ...rest } = fitted;
  return {
    ...rest,
    allowedMentions: allowedMentions ?? { parse: [] },
    ...(files ? { files: files.map((f) => ({ attachment: f.data, name: f.name })) } : {}),
  };
}

export class Responder {
  private state: State = 'none';
  private chain: Promise<unknown> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;
  private replyMessageId: string | undefined;
  /** Whether the "thinking…" placeholder, once deferred, is public. */
  private deferredPublicly = false;
  /** A defer was asked for at once (the process is behind). */
  private deferAsked = false;
  /** Another process answered this interaction first. */
  private answeredElsewhere = false;
  private readonly startedAt = performance.now();

  constructor(
    readonly interaction: Repliable,
    private readonly intent: Intent,
    deferAfterMs: number = TIMING.deferAfterMs,
    /** Told once, when the first response (reply, update or defer) has gone out: how long it took. */
    private onFirstResponse?: (seconds: number) => void,
  ) {
    this.timer = setTimeout(() => this.deferIfIdle(), deferAfterMs);
    this.timer.unref();
  }

  /** The id of the message the reply created (public replies only), once sent. */
  get messageId(): string | undefined {
    return this.replyMessageId;
  }

  get answered(): boolean {
    return this.state !== 'none';
  }

  /** Whether a response went out or is on its way (a defer asked for because the process is behind). */
  get acknowledging(): boolean {
    return this.deferAsked || (this.state !== 'none' && this.state !== 'skipped');
  }

  private run<T>(step: () => Promise<T>): Promise<T> {
    const next = this.chain
      .then(() => this.unlessAnsweredElsewhere(step))
      .then((result) => {
        if (this.onFirstResponse && this.state !== 'none' && this.state !== 'skipped') {
          this.onFirstResponse((performance.now() - this.startedAt) / 1000);
          this.onFirstResponse = undefined;
        }
        return result;
      });
    this.chain = next.catch(() => undefined);
    return next;
  }

  /**
   * Runs a call, unless another process already gave this interaction its first response (a deploy
   * overlap: Discord sends it to both, keeps the first answer and refuses the other with 40060).
   * The player has that answer; this process then says nothing more.
   */
  private async unlessAnsweredElsewhere<T>(step: () => Promise<T>): Promise<T> {
    if (this.answeredElsewhere) return undefined as T;
    try {
      return await step();
    } catch (error) {
      if (
        !(
          error instanceof DiscordAPIError &&
          error.code === RESTJSONErrorCodes.InteractionHasAlreadyBeenAcknowledged
        )
      )
        throw error;
      this.answeredElsewhere = true;
      return undefined as T;
    }
  }

  /**
   * Acknowledges at once (the process is behind): later calls become edits or follow-ups. The
   * placeholder is only the player's own ("thinking…" in the channel for each of a hundred presses
   * would flood it); a public answer then comes as a message of its own.
   */
  deferNow() {
    clearTimeout(this.timer);
    this.deferAsked = true;
    this.deferIfIdle(true);
  }

  private deferIfIdle(privately = false) {
    void this.run(async () => {
      if (this.state !== 'none') return;
      const i = this.interaction;
      if (this.intent === 'update' && i.isMessageComponent()) {
        await i.deferUpdate();
        this.state = 'deferred-update';
      } else {
        this.deferredPublicly = this.intent === 'public' && !privately;
        await i.deferReply(this.deferredPublicly ? {} : { flags: MessageFlags.Ephemeral });
        this.state = 'deferred-reply';
      }
    }).catch(() => undefined);
  }

  /** Replaces the message the component is on (an ephemeral panel, the lobby). */
  update(payload: MessagePayload): Promise<void> {
    return this.run(async () => {
      clearTimeout(this.timer);
      const i = this.interaction;
      const options = asOptions(payload);
      if (!i.isMessageComponent()) throw new Error('only a component interaction can update its message');
      if (this.state === 'none') {
        await i.update(options as InteractionUpdateOptions);
        this.state = 'updated';
      } else if (this.state === 'deferred-update' || this.state === 'updated') {
        await i.editReply(options);
      } else {
        await i.followUp({ ...options, flags: MessageFlags.Ephemeral } as InteractionReplyOptions);
      }
    });
  }

  /** A message only the player sees. */
  ephemeral(payload: MessagePayload): Promise<void> {
    return this.send(payload, true);
  }

  /** A message everyone in the channel sees; resolves once it exists (its id is `messageId`). */
  public(payload: MessagePayload): Promise<void> {
    return this.send(payload, false);
  }

  private send(payload: MessagePayload, ephemeral: boolean): Promise<void> {
    return this.run(async () => {
      clearTimeout(this.timer);
      const i = this.interaction;
      const options = asOptions(payload);
      const flags = ephemeral ? MessageFlags.Ephemeral : undefined;
      if (this.state === 'none') {
        if (ephemeral) {
          await i.reply({ ...options, flags } as InteractionReplyOptions);
        } else {
          const response = await i.reply({ ...options, withResponse: true } as InteractionReplyOptions & {
            withResponse: true;
          });
          this.replyMessageId = response.resource?.message?.id;
        }
        this.state = 'replied';
      } else if (this.state === 'deferred-reply') {
        if (ephemeral === !this.deferredPublicly) {
          const message = await i.editReply(options);
          if (!ephemeral) this.replyMessageId = message.id;
        } else {
          // The "thinking…" placeholder was opened with the other visibility, which cannot change:
          // remove it and answer with the visibility asked for.
          await i.deleteReply();
          const message = await i.followUp({ ...options, flags } as InteractionReplyOptions);
          if (!ephemeral) this.replyMessageId = message.id;
        }
        this.state = 'replied';
      } else {
        const message = await i.followUp({ ...options, flags } as InteractionReplyOptions);
        if (!ephemeral) this.replyMessageId = message.id;
      }
    });
  }

  /** Answers nothing on purpose (a redelivered interaction that was already answered). */
  async skip(): Promise<void> {
    clearTimeout(this.timer);
    if (this.state === 'none') this.state = 'skipped';
  }

  /** Waits for every queued call; stops the defer timer. */
  async done(): Promise<void> {
    clearTimeout(this.timer);
    await this.chain;
  }
}
