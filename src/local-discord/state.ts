import { type APIMessage, MessageFlags, type MessageType, RESTJSONErrorCodes } from 'discord-api-types/v10';
import { ApiError, type FormIssue } from './api-error.ts';
import { CommandRegistry } from './commands.ts';
import { DirectChannels } from './direct-messages.ts';
import { InteractionRegistry } from './interactions.ts';
import { checkMessage } from './limits.ts';
import {
  asMessageBody,
  attachmentsFromUpload,
  editedContent,
  type FakeMessage,
  isEmpty,
  type MessageBody,
  type MessageContent,
  type MessageInteraction,
  MessageStore,
  newContent,
  toApiMessage,
} from './messages.ts';
import type { UploadedFile } from './multipart.ts';
import { Recorder } from './records.ts';
import { newSnowflake } from './snowflake.ts';
import type { World } from './world.ts';

/** Timing and size knobs; the mutable ones may be changed by a test while the fake runs. */
export interface Settings {
  /** The bot token the fake accepts. */
  readonly token: string;
  readonly heartbeatIntervalMs: number;
  /** Time allowed for the initial response (Discord: 3 s). */
  responseDeadlineMs: number;
  /** Lifetime of an interaction token for edits and follow-ups (Discord: 15 min). */
  tokenLifetimeMs: number;
  /** How long the bot must stay silent before a driver call resolves. */
  quietMs: number;
  /** How long a driver call waits for a deferred reply to be filled in before calling it abandoned. */
  deferredReplyTimeoutMs: number;
  /** Per-file upload limit (Discord: 10 MiB). */
  fileSizeLimit: number;
  /**
   * Which connected bots an interaction goes to when several are (a deploy overlap, two bot
   * processes): every one of them, one at a time in turn, or the n-th (in connection order).
   */
  interactionDelivery: 'every-bot' | 'one-bot' | number;
  /** The shard count `/gateway/bot` recommends. */
  readonly shards: number;
  /** How many shards may identify at once (`/gateway/bot`'s session_start_limit.max_concurrency). */
  readonly maxConcurrency: number;
}

/** Where a new message goes and what it answers. */
export interface MessageTarget {
  readonly channelId: string;
  /** Empty in a direct-message channel. */
  readonly guildId: string;
  readonly type: MessageType;
  readonly ephemeral: boolean;
  /** The only viewer of an ephemeral message. */
  readonly recipientId?: string;
  readonly interaction?: MessageInteraction;
}

/**
 * Everything the fake Discord knows, shared by the REST routes, the gateway and the test driver:
 * the world, the logbook, interactions, commands and messages. Message writes go through here so
 * every route applies the same limits.
 */
export class FakeState {
  readonly recorder = new Recorder();
  readonly messages = new MessageStore();
  readonly interactions = new InteractionRegistry();
  readonly commands = new CommandRegistry();
  readonly directChannels = new DirectChannels();
  /** `http://127.0.0.1:PORT`, set once the server listens. */
  baseUrl = '';

  constructor(
    readonly settings: Settings,
    readonly world: World,
  ) {}

  apiMessage(message: FakeMessage): APIMessage {
    return toApiMessage(message, this.world.bot, (id) => this.world.apiUser(id)!);
  }

  /** Checks a create payload against Discord's limits and stores the message. `prefix` locates the payload in the request. */
  createMessage(
    target: MessageTarget,
    body: unknown,
    files: readonly UploadedFile[],
    prefix: readonly string[] = [],
  ): FakeMessage {
    this.checkPayload(body, files, false, prefix);
    const parsed = asMessageBody(body);
    const content = newContent(parsed, this.upload(target.channelId, files, parsed));
    return this.messages.save(
      this.build(target, {
        ...content,
        flags: content.flags | (target.ephemeral ? MessageFlags.Ephemeral : 0),
      }),
      'created',
    );
  }

  /** The "<bot> is thinking…" placeholder a deferred reply shows until it is edited or followed up. */
  createLoading(target: MessageTarget): FakeMessage {
    const flags = MessageFlags.Loading | (target.ephemeral ? MessageFlags.Ephemeral : 0);
    return this.messages.save(
      this.build(target, { content: '', embeds: [], components: [], attachments: [], flags }, true),
      'created',
    );
  }

  /** Checks an edit payload and stores the new version of `current`. */
  editMessage(
    current: FakeMessage,
    body: unknown,
    files: readonly UploadedFile[],
    prefix: readonly string[] = [],
  ): FakeMessage {
    const parsed = asMessageBody(body);
    if (parsed.flags != null && parsed.flags & MessageFlags.Ephemeral && !current.ephemeral) {
      throw ApiError.invalidFormBody([EPHEMERAL_ONLY_FIRST], prefix);
    }
    this.checkPayload(body, files, (current.flags & MessageFlags.IsComponentsV2) !== 0, prefix);
    const content = editedContent(current, parsed, this.upload(current.channelId, files, parsed));
    requireContent(content);
    return this.messages.save({ ...current, ...content, loading: false, editedAt: Date.now() }, 'edited');
  }

  private checkPayload(
    body: unknown,
    files: readonly UploadedFile[],
    componentsV2: boolean,
    prefix: readonly string[],
  ): void {
    const issues = checkMessage(body, { files, componentsV2, fileSizeLimit: this.settings.fileSizeLimit });
    if (issues.length > 0) throw ApiError.invalidFormBody(issues, prefix);
  }

  private upload(channelId: string, files: readonly UploadedFile[], body: MessageBody) {
    return attachmentsFromUpload(
      files,
      body,
      (id, filename) => `${this.baseUrl}/attachments/${channelId}/${id}/${encodeURIComponent(filename)}`,
    );
  }

  private build(target: MessageTarget, content: MessageContent, loading = false): FakeMessage {
    if (!loading) requireContent(content);
    return {
      ...content,
      id: newSnowflake(),
      channelId: target.channelId,
      guildId: target.guildId,
      type: target.type,
      ephemeral: target.ephemeral,
      recipientId: target.ephemeral ? target.recipientId : undefined,
      loading,
      interaction: target.interaction,
      createdAt: Date.now(),
      editedAt: undefined,
    };
  }
}

/** Visibility is decided once, by the first response; edits cannot make a public message ephemeral. */
export const EPHEMERAL_ONLY_FIRST: FormIssue = {
  path: ['flags'],
  code: 'MESSAGE_EPHEMERAL_FLAG_ONLY_ON_FIRST_RESPONSE',
  message: 'The ephemeral flag can only be set on the first response to an interaction.',
};

function requireContent(content: MessageContent): void {
  if (isEmpty(content)) {
    throw new ApiError(
      400,
      RESTJSONErrorCodes.CannotSendAnEmptyMessage,
      'Cannot send an empty message',
      'empty-message',
      'the message would have no content, embed, component or file',
    );
  }
}
