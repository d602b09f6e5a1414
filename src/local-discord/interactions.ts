import type { APIInteraction, InteractionResponseType, InteractionType } from 'discord-api-types/v10';
import type { MessageInteraction } from './messages.ts';

/** The bot's first answer to an interaction (reply, defer, update, modal, autocomplete result). */
export interface InitialResponse {
  readonly type: InteractionResponseType;
  /** `Date.now()` when the callback arrived. */
  readonly at: number;
  /** The callback's `data` (message, modal or choices), as sent. */
  readonly data: unknown;
}

/** What the fake knows about one interaction it sent to the bot. */
export interface InteractionRecord {
  readonly id: string;
  readonly token: string;
  readonly type: InteractionType;
  /** The exact payload dispatched, so it can be delivered again unchanged. */
  readonly payload: APIInteraction;
  readonly userId: string;
  readonly channelId: string;
  readonly guildId: string;
  /** `Date.now()` at the first delivery: the 3-second and 15-minute clocks start here. */
  readonly createdAt: number;
  /** How a message answering this interaction describes it (`interaction_metadata`). */
  readonly asMessageInteraction: MessageInteraction;
  response: InitialResponse | undefined;
  /** Set by the first response; later messages of the reply keep it. */
  ephemeral: boolean;
  /** What `@original` points at: the reply, the deferred reply, or the updated component message. */
  originalMessageId: string | undefined;
  readonly followUpIds: string[];
  deliveries: number;
  /** Sent to more than one bot process at once (a deploy overlap): each may answer, Discord keeps the first. */
  toSeveralBots?: boolean;
}

/** Interactions by id and by token (webhook routes only carry the token). */
export class InteractionRegistry {
  private readonly byId = new Map<string, InteractionRecord>();
  private readonly byTokenMap = new Map<string, InteractionRecord>();

  add(record: InteractionRecord): void {
    this.byId.set(record.id, record);
    this.byTokenMap.set(record.token, record);
  }

  get(id: string): InteractionRecord | undefined {
    return this.byId.get(id);
  }

  byToken(token: string): InteractionRecord | undefined {
    return this.byTokenMap.get(token);
  }
}
