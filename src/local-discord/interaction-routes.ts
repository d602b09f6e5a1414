import {
  InteractionResponseType,
  InteractionType,
  MessageFlags,
  MessageType,
  RESTJSONErrorCodes,
  type RESTPostAPIInteractionCallbackWithResponseResult,
} from 'discord-api-types/v10';
import { ApiError } from './api-error.ts';
import type { InteractionRecord } from './interactions.ts';
import { checkChoices, checkModal, isRecord } from './limits.ts';
import type { FakeMessage } from './messages.ts';
import { type Route, type RouteReply, type RouteRequest, route } from './router.ts';
import { EPHEMERAL_ONLY_FIRST, type FakeState, type MessageTarget } from './state.ts';

/** Which initial responses Discord accepts for each interaction type. */
const ALLOWED_RESPONSES: Readonly<Partial<Record<InteractionType, readonly InteractionResponseType[]>>> = {
  [InteractionType.ApplicationCommand]: [
    InteractionResponseType.ChannelMessageWithSource,
    InteractionResponseType.DeferredChannelMessageWithSource,
    InteractionResponseType.Modal,
  ],
  [InteractionType.MessageComponent]: [
    InteractionResponseType.ChannelMessageWithSource,
    InteractionResponseType.DeferredChannelMessageWithSource,
    InteractionResponseType.DeferredMessageUpdate,
    InteractionResponseType.UpdateMessage,
    InteractionResponseType.Modal,
  ],
  [InteractionType.ApplicationCommandAutocomplete]: [
    InteractionResponseType.ApplicationCommandAutocompleteResult,
  ],
  // Updating needs a message: only a modal opened from a component has one (checked below).
  [InteractionType.ModalSubmit]: [
    InteractionResponseType.ChannelMessageWithSource,
    InteractionResponseType.DeferredChannelMessageWithSource,
    InteractionResponseType.DeferredMessageUpdate,
    InteractionResponseType.UpdateMessage,
  ],
};

const UPDATES: readonly InteractionResponseType[] = [
  InteractionResponseType.DeferredMessageUpdate,
  InteractionResponseType.UpdateMessage,
];

/**
 * The interaction callback and the interaction webhook (`@original`, follow-ups). These routes carry
 * no bot token; the interaction id and token are the credentials, and they expire.
 */
export function interactionRoutes(state: FakeState): Route[] {
  return [
    route('POST', '/interactions/:interaction/:token/callback', 'none', (req) => callback(state, req)),
    route('POST', '/webhooks/:application/:token', 'none', (req) => followUp(state, req)),
    route('GET', '/webhooks/:application/:token/messages/:message', 'none', (req) => {
      return { status: 200, body: state.apiMessage(webhookMessage(state, req)) };
    }),
    route('PATCH', '/webhooks/:application/:token/messages/:message', 'none', (req) => {
      const edited = state.editMessage(webhookMessage(state, req), req.body, req.files);
      return { status: 200, body: state.apiMessage(edited) };
    }),
    route('DELETE', '/webhooks/:application/:token/messages/:message', 'none', (req) => {
      state.messages.delete(webhookMessage(state, req).id);
      return { status: 204 };
    }),
  ];
}

/** POST /interactions/:id/:token/callback: the initial response. */
function callback(state: FakeState, req: RouteRequest): RouteReply {
  const record = state.interactions.get(req.params.interaction ?? '');
  if (!record || record.token !== req.params.token) {
    throw new ApiError(
      404,
      RESTJSONErrorCodes.UnknownInteraction,
      'Unknown interaction',
      'unknown-interaction',
      `no interaction ${req.params.interaction} with that token was sent to the bot`,
    );
  }
  req.call.interactionId = record.id;
  const body = isRecord(req.body) ? req.body : {};
  const type = body.type as InteractionResponseType;

  if (record.response) {
    throw new ApiError(
      400,
      RESTJSONErrorCodes.InteractionHasAlreadyBeenAcknowledged,
      'Interaction has already been acknowledged.',
      // Sent to several bot processes at once, each may answer: Discord keeps the first and refuses
      // the others, which is no bot's mistake (a process cannot know another answered).
      record.toSeveralBots && type !== InteractionResponseType.Modal ? undefined : 'already-acknowledged',
      type === InteractionResponseType.Modal
        ? `a modal must be the first response, but the interaction was already answered with type ${record.response.type}`
        : `second initial response (type ${type}); the first was type ${record.response.type}`,
    );
  }
  const elapsed = req.call.at - record.createdAt;
  if (elapsed > state.settings.responseDeadlineMs) {
    throw new ApiError(
      404,
      RESTJSONErrorCodes.UnknownInteraction,
      'Unknown interaction',
      'late-response',
      `initial response (type ${type}) came ${elapsed} ms after the interaction; the deadline is ${state.settings.responseDeadlineMs} ms`,
    );
  }
  checkResponseType(record, type);

  const target = replyTarget(record, body.data);
  switch (type) {
    case InteractionResponseType.ChannelMessageWithSource: {
      const message = state.createMessage(target, body.data ?? {}, req.files, ['data']);
      record.originalMessageId = message.id;
      record.ephemeral = message.ephemeral;
      break;
    }
    case InteractionResponseType.DeferredChannelMessageWithSource: {
      const flags = isRecord(body.data) && typeof body.data.flags === 'number' ? body.data.flags : 0;
      if ((flags & ~MessageFlags.Ephemeral) !== 0) {
        throw ApiError.invalidFormBody([
          {
            path: ['data', 'flags'],
            code: 'INTERACTION_DEFER_FLAGS',
            message: 'A deferred reply can only carry the ephemeral flag.',
          },
        ]);
      }
      const message = state.createLoading(target);
      record.originalMessageId = message.id;
      record.ephemeral = message.ephemeral;
      break;
    }
    case InteractionResponseType.DeferredMessageUpdate:
    case InteractionResponseType.UpdateMessage: {
      const message = interactedMessage(state, record);
      const updated =
        type === InteractionResponseType.UpdateMessage
          ? state.editMessage(message, body.data ?? {}, req.files, ['data'])
          : message;
      record.originalMessageId = updated.id;
      record.ephemeral = updated.ephemeral;
      break;
    }
    case InteractionResponseType.ApplicationCommandAutocompleteResult: {
      const issues = checkChoices(body.data);
      if (issues.length > 0) throw ApiError.invalidFormBody(issues);
      break;
    }
    case InteractionResponseType.Modal: {
      const issues = checkModal(body.data);
      if (issues.length > 0) throw ApiError.invalidFormBody(issues);
      break;
    }
  }
  record.response = { type, at: req.call.at, data: body.data };

  if (req.query.get('with_response') !== 'true') return { status: 204 };
  return { status: 200, body: callbackResponse(state, record, type) };
}

function checkResponseType(record: InteractionRecord, type: InteractionResponseType): void {
  const reason = responseTypeProblem(record, type);
  if (reason === undefined) return;
  throw new ApiError(
    400,
    RESTJSONErrorCodes.InvalidFormBodyOrContentType,
    'Invalid Form Body',
    'invalid-response-type',
    reason,
    [{ path: ['type'], code: 'INTERACTION_RESPONSE_TYPE_INVALID', message: reason }],
  );
}

function responseTypeProblem(record: InteractionRecord, type: InteractionResponseType): string | undefined {
  if (type === InteractionResponseType.Modal && record.type === InteractionType.ModalSubmit) {
    return 'a modal cannot answer a modal submit';
  }
  if (UPDATES.includes(type) && record.payload.message === undefined) {
    return 'only an interaction on a message (a component, or a modal opened from one) can update it';
  }
  if (!(ALLOWED_RESPONSES[record.type] ?? []).includes(type)) {
    return `response type ${type} is not valid for interaction type ${record.type}`;
  }
  return undefined;
}

/** Replies go to the interaction's channel; flag 64 makes them visible to the invoking user alone. */
function replyTarget(record: InteractionRecord, data: unknown): MessageTarget {
  const flags = isRecord(data) && typeof data.flags === 'number' ? data.flags : 0;
  return {
    channelId: record.channelId,
    guildId: record.guildId,
    type:
      record.type === InteractionType.ApplicationCommand ? MessageType.ChatInputCommand : MessageType.Default,
    ephemeral: (flags & MessageFlags.Ephemeral) !== 0,
    recipientId: record.userId,
    interaction: record.asMessageInteraction,
  };
}

/** The message whose component was used (for update responses). */
function interactedMessage(state: FakeState, record: InteractionRecord): FakeMessage {
  const id = record.payload.message?.id ?? '';
  const message = state.messages.get(id);
  if (!message) throw ApiError.notFound(RESTJSONErrorCodes.UnknownMessage, 'Unknown Message');
  return message;
}

/** Responses that leave a message behind for `with_response=true` to return. */
const WITH_MESSAGE: readonly InteractionResponseType[] = [
  InteractionResponseType.ChannelMessageWithSource,
  InteractionResponseType.DeferredChannelMessageWithSource,
  InteractionResponseType.UpdateMessage,
];

function callbackResponse(
  state: FakeState,
  record: InteractionRecord,
  type: InteractionResponseType,
): RESTPostAPIInteractionCallbackWithResponseResult {
  const id = WITH_MESSAGE.includes(type) ? record.originalMessageId : undefined;
  const message = id === undefined ? undefined : state.messages.get(id);
  if (!message) return { interaction: { id: record.id, type: record.type }, resource: { type } };
  return {
    interaction: {
      id: record.id,
      type: record.type,
      response_message_id: message.id,
      response_message_loading: message.loading,
      response_message_ephemeral: message.ephemeral,
    },
    resource: { type, message: state.apiMessage(message) },
  };
}

/**
 * Finds the interaction behind a webhook token. Tokens live 15 minutes, and only after the
 * interaction has been acknowledged is there a webhook to use.
 */
function webhookInteraction(state: FakeState, req: RouteRequest): InteractionRecord {
  if (req.params.application !== state.world.applicationId) {
    throw ApiError.notFound(RESTJSONErrorCodes.UnknownWebhook, 'Unknown Webhook');
  }
  const record = state.interactions.byToken(req.params.token ?? '');
  if (!record) {
    throw new ApiError(
      401,
      RESTJSONErrorCodes.InvalidWebhookToken,
      'Invalid Webhook Token',
      'invalid-token',
      'no interaction has this token',
    );
  }
  req.call.interactionId = record.id;
  const age = req.call.at - record.createdAt;
  if (age > state.settings.tokenLifetimeMs) {
    throw new ApiError(
      401,
      RESTJSONErrorCodes.InvalidWebhookToken,
      'Invalid Webhook Token',
      'invalid-token',
      `the interaction token was used ${age} ms after the interaction; it lives ${state.settings.tokenLifetimeMs} ms`,
    );
  }
  const response = record.response?.type;
  if (
    response === undefined ||
    response === InteractionResponseType.Modal ||
    response === InteractionResponseType.ApplicationCommandAutocompleteResult
  ) {
    throw new ApiError(
      404,
      RESTJSONErrorCodes.UnknownWebhook,
      'Unknown Webhook',
      'unknown-webhook',
      response === undefined
        ? 'the interaction webhook was used before the interaction was acknowledged'
        : `an interaction answered with response type ${response} has no message to edit or follow up`,
    );
  }
  return record;
}

/** `@original` or a follow-up id, resolved to a message this interaction sent. */
function webhookMessage(state: FakeState, req: RouteRequest): FakeMessage {
  const record = webhookInteraction(state, req);
  const id = req.params.message === '@original' ? record.originalMessageId : req.params.message;
  const message = id === undefined ? undefined : state.messages.get(id);
  if (!message || (id !== record.originalMessageId && !record.followUpIds.includes(message.id))) {
    throw ApiError.notFound(RESTJSONErrorCodes.UnknownMessage, 'Unknown Message');
  }
  return message;
}

/**
 * POST /webhooks/:app/:token: a follow-up. The first follow-up after a deferred reply fills in the
 * "thinking…" message and keeps the defer's visibility; later ones are new messages whose own flag
 * decides whether they are ephemeral.
 */
function followUp(state: FakeState, req: RouteRequest): RouteReply {
  const record = webhookInteraction(state, req);
  const original =
    record.originalMessageId === undefined ? undefined : state.messages.get(record.originalMessageId);
  let message: FakeMessage;
  if (original?.loading) {
    const flags = isRecord(req.body) && typeof req.body.flags === 'number' ? req.body.flags : 0;
    if (flags & MessageFlags.Ephemeral && !original.ephemeral) {
      throw ApiError.invalidFormBody([EPHEMERAL_ONLY_FIRST]);
    }
    message = state.editMessage(original, req.body, req.files);
  } else {
    message = state.createMessage(
      { ...replyTarget(record, req.body), type: MessageType.Default },
      req.body,
      req.files,
    );
    record.followUpIds.push(message.id);
  }
  if (req.query.get('wait') !== 'true') return { status: 204 };
  return { status: 200, body: state.apiMessage(message) };
}
