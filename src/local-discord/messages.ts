import {
  type APIApplicationCommandInteractionMetadata,
  type APIAttachment,
  type APIEmbed,
  type APIMessage,
  type APIMessageComponentInteractionMetadata,
  type APIMessageInteractionMetadata,
  type APIMessageTopLevelComponent,
  type APIUser,
  ApplicationIntegrationType,
  InteractionType,
  MessageFlags,
  type MessageType,
} from 'discord-api-types/v10';
import { isRecord } from './limits.ts';
import type { UploadedFile } from './multipart.ts';
import { NonceBook } from './nonces.ts';
import { newSnowflake } from './snowflake.ts';

/** A file attached to a message; `data` holds the uploaded bytes. */
export interface FakeAttachment {
  readonly id: string;
  readonly filename: string;
  readonly size: number;
  readonly contentType: string;
  readonly description: string | undefined;
  /** Where the fake serves the bytes, like Discord's CDN URL. */
  readonly url: string;
  readonly data: Buffer;
}

/** The interaction a message answers, as Discord records it in `interaction_metadata`. */
export interface MessageInteraction {
  readonly id: string;
  readonly type:
    | InteractionType.ApplicationCommand
    | InteractionType.MessageComponent
    | InteractionType.ModalSubmit;
  readonly userId: string;
  readonly guildId: string;
  /** For component interactions: the message whose button or select was used. */
  readonly interactedMessageId?: string;
  /** For modal submits: the interaction that opened the modal. */
  readonly triggering?: MessageInteraction;
}

/** What a message shows right now. */
export interface MessageContent {
  readonly content: string;
  readonly embeds: readonly APIEmbed[];
  readonly components: readonly APIMessageTopLevelComponent[];
  readonly attachments: readonly FakeAttachment[];
  readonly flags: number;
}

/**
 * A message the bot sent, in its current state. Every edit produces a new object, so a result held
 * by a test is a snapshot; `fake.message(id)` gives the current one.
 */
export interface FakeMessage extends MessageContent {
  readonly id: string;
  readonly channelId: string;
  /** Empty for a message in a direct-message channel. */
  readonly guildId: string;
  readonly type: MessageType;
  /** Visible only to `recipientId` (flag 64). */
  readonly ephemeral: boolean;
  readonly recipientId: string | undefined;
  /** A deferred reply that still reads "<bot> is thinking…". */
  readonly loading: boolean;
  readonly interaction: MessageInteraction | undefined;
  readonly createdAt: number;
  readonly editedAt: number | undefined;
}

/** The JSON fields of a message payload the fake keeps; the limits check has vetted their types. */
export interface MessageBody {
  content?: string | null;
  embeds?: APIEmbed[] | null;
  components?: APIMessageTopLevelComponent[] | null;
  attachments?: { id: string | number; filename?: string; description?: string }[] | null;
  flags?: number | null;
}

/** Flags a bot may set on a message it sends; the others are Discord's to set. */
const SETTABLE_FLAGS =
  MessageFlags.SuppressEmbeds | MessageFlags.SuppressNotifications | MessageFlags.IsComponentsV2;

export function asMessageBody(body: unknown): MessageBody {
  return isRecord(body) ? (body as MessageBody) : {};
}

/** Turns uploaded `files[n]` parts into attachments, taking names and descriptions from `attachments[]`. */
export function attachmentsFromUpload(
  files: readonly UploadedFile[],
  body: MessageBody,
  url: (id: string, filename: string) => string,
): FakeAttachment[] {
  return files.map((file, index) => {
    const key = /^files\[(\d+)\]$/.exec(file.field)?.[1] ?? String(index);
    const described = body.attachments?.find((a) => String(a.id) === key);
    const id = newSnowflake();
    const filename = described?.filename ?? file.name;
    return {
      id,
      filename,
      size: file.size,
      contentType: file.contentType,
      description: described?.description,
      url: url(id, filename),
      data: file.data,
    };
  });
}

/** The content of a new message. */
export function newContent(body: MessageBody, uploads: readonly FakeAttachment[]): MessageContent {
  return {
    content: body.content ?? '',
    embeds: body.embeds ?? [],
    components: body.components ?? [],
    attachments: uploads,
    flags: (body.flags ?? 0) & SETTABLE_FLAGS,
  };
}

/**
 * The content after an edit. Fields the payload leaves out stay as they were; `attachments`, when
 * given, lists the existing attachments to keep (API v10), and new uploads are added to them.
 */
export function editedContent(
  current: FakeMessage,
  body: MessageBody,
  uploads: readonly FakeAttachment[],
): MessageContent {
  const kept =
    body.attachments === undefined
      ? current.attachments
      : current.attachments.filter((a) => body.attachments?.some((keep) => String(keep.id) === a.id));
  const suppress =
    body.flags == null
      ? current.flags & MessageFlags.SuppressEmbeds
      : body.flags & MessageFlags.SuppressEmbeds;
  return {
    content: body.content === undefined ? current.content : (body.content ?? ''),
    embeds: body.embeds === undefined ? current.embeds : (body.embeds ?? []),
    components: body.components === undefined ? current.components : (body.components ?? []),
    attachments: [...kept, ...uploads],
    flags: (current.flags & ~(MessageFlags.SuppressEmbeds | MessageFlags.Loading)) | suppress,
  };
}

/** Discord refuses a message that would show nothing (code 50006). */
export function isEmpty(content: MessageContent): boolean {
  return (
    content.content.trim() === '' &&
    content.embeds.length === 0 &&
    content.components.length === 0 &&
    content.attachments.length === 0
  );
}

export interface MessageChange {
  readonly kind: 'created' | 'edited' | 'deleted';
  readonly message: FakeMessage;
}

/**
 * Every message the bot has sent that still exists, public or ephemeral, and the history of changes
 * (so a driver can report what changed while a player's interaction was being handled).
 */
export class MessageStore {
  private readonly byId = new Map<string, FakeMessage>();
  /** Enforced nonces, per author (nonces.ts). */
  readonly nonces = new NonceBook();
  readonly changes: MessageChange[] = [];
  private readonly listeners = new Set<(change: MessageChange) => void>();

  /** Calls `listener` after every change (the local table's page shows them live); returns the unsubscribe. */
  onChange(listener: (change: MessageChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(change: MessageChange): void {
    this.changes.push(change);
    for (const listener of this.listeners) listener(change);
  }

  get(id: string): FakeMessage | undefined {
    return this.byId.get(id);
  }

  /** Adds a new message, or replaces an existing one with its edited version (keeping its place). */
  save(message: FakeMessage, kind: 'created' | 'edited'): FakeMessage {
    this.byId.set(message.id, message);
    this.changed({ kind, message });
    return message;
  }

  delete(id: string): void {
    const message = this.byId.get(id);
    if (!message) return;
    this.byId.delete(id);
    this.changed({ kind: 'deleted', message });
  }

  /** Whether a message with this id existed and was deleted. */
  wasDeleted(id: string): boolean {
    return this.changes.some((c) => c.kind === 'deleted' && c.message.id === id);
  }

  /** Public messages in a channel, oldest first. */
  publicIn(channelId: string): FakeMessage[] {
    return [...this.byId.values()].filter((m) => !m.ephemeral && m.channelId === channelId);
  }

  /** Ephemeral messages one user has received, oldest first. */
  ephemeralFor(userId: string): FakeMessage[] {
    return [...this.byId.values()].filter((m) => m.ephemeral && m.recipientId === userId);
  }

  attachment(id: string): FakeAttachment | undefined {
    for (const message of this.byId.values()) {
      const found = message.attachments.find((a) => a.id === id);
      if (found) return found;
    }
    return undefined;
  }
}

/** The message object Discord returns, which discord.js turns into a `Message`. */
export function toApiMessage(message: FakeMessage, bot: APIUser, users: (id: string) => APIUser): APIMessage {
  const api: APIMessage = {
    id: message.id,
    channel_id: message.channelId,
    author: bot,
    content: message.content,
    timestamp: new Date(message.createdAt).toISOString(),
    edited_timestamp: message.editedAt === undefined ? null : new Date(message.editedAt).toISOString(),
    tts: false,
    mention_everyone: false,
    mentions: [],
    mention_roles: [],
    attachments: message.attachments.map(toApiAttachment),
    embeds: [...message.embeds],
    components: [...message.components],
    pinned: false,
    type: message.type,
    flags: message.flags,
  };
  if (message.interaction) {
    // Interaction responses are sent through the application's webhook.
    api.webhook_id = bot.id;
    api.application_id = bot.id;
    api.interaction_metadata = interactionMetadata(message.interaction, users);
  }
  return api;
}

function toApiAttachment(attachment: FakeAttachment): APIAttachment {
  const api: APIAttachment = {
    id: attachment.id,
    filename: attachment.filename,
    size: attachment.size,
    url: attachment.url,
    proxy_url: attachment.url,
    content_type: attachment.contentType,
  };
  if (attachment.description !== undefined) api.description = attachment.description;
  return api;
}

/**
 * discord.js reads `authorizing_integration_owners` from this object unconditionally
 * (design notes §2), so it must always be there.
 */
function interactionMetadata(
  interaction: MessageInteraction,
  users: (id: string) => APIUser,
): APIMessageInteractionMetadata {
  const base = {
    id: interaction.id,
    user: users(interaction.userId),
    authorizing_integration_owners: { [ApplicationIntegrationType.GuildInstall]: interaction.guildId },
  };
  switch (interaction.type) {
    case InteractionType.ApplicationCommand:
      return { ...base, type: interaction.type };
    case InteractionType.MessageComponent:
      return { ...base, type: interaction.type, interacted_message_id: interaction.interactedMessageId! };
    case InteractionType.ModalSubmit:
      // A modal is always opened by a command or a component, never by another modal.
      return {
        ...base,
        type: interaction.type,
        triggering_interaction_metadata: interactionMetadata(interaction.triggering!, users) as
          | APIApplicationCommandInteractionMetadata
          | APIMessageComponentInteractionMetadata,
      };
  }
}
