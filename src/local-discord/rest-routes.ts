import {
  MessageFlags,
  MessageType,
  PermissionFlagsBits,
  type RESTGetAPIGatewayBotResult,
  type RESTGetAPIGatewayResult,
  RESTJSONErrorCodes,
  type RESTPostAPICurrentUserCreateDMChannelResult,
} from 'discord-api-types/v10';
import { ApiError } from './api-error.ts';
import type { CommandScope } from './commands.ts';
import { interactionRoutes } from './interaction-routes.ts';
import { checkCommands, isRecord } from './limits.ts';
import type { FakeMessage } from './messages.ts';
import { type Route, type RouteReply, type RouteRequest, route } from './router.ts';
import { EPHEMERAL_ONLY_FIRST, type FakeState } from './state.ts';
import type { FakeChannel, FakeGuild } from './world.ts';

/** Every REST route the fake serves, below `/api/v10`. */
export function apiRoutes(state: FakeState, gatewayUrl: () => string): Route[] {
  const ok = (body: unknown): RouteReply => ({ status: 200, body });
  return [
    // discord.js asks where the gateway is at login; this is how the bot finds the fake's WebSocket.
    route('GET', '/gateway/bot', 'bot', () =>
      ok({
        url: gatewayUrl(),
        shards: state.settings.shards,
        session_start_limit: {
          total: 1000,
          remaining: 999,
          reset_after: 86_400_000,
          max_concurrency: state.settings.maxConcurrency,
        },
      } satisfies RESTGetAPIGatewayBotResult),
    ),
    route('GET', '/gateway', 'none', () => ok({ url: gatewayUrl() } satisfies RESTGetAPIGatewayResult)),

    route('POST', '/channels/:channel/messages', 'bot', (req) => {
      const channel = messageChannel(state, req);
      if (channel.recipientId && state.directChannels.refuses(channel.recipientId))
        throw new ApiError(
          403,
          RESTJSONErrorCodes.CannotSendMessagesToThisUser,
          'Cannot send messages to this user',
          // The user's choice, not the bot's mistake.
          undefined,
        );
      if (
        isRecord(req.body) &&
        typeof req.body.flags === 'number' &&
        req.body.flags & MessageFlags.Ephemeral
      ) {
        throw ApiError.invalidFormBody([
          { ...EPHEMERAL_ONLY_FIRST, message: 'Only interaction responses can be ephemeral.' },
        ]);
      }
      const target = {
        channelId: channel.id,
        guildId: channel.guildId,
        type: MessageType.Default,
        ephemeral: false,
      };
      // With `enforce_nonce`, a message the same author (the bot) sent with the same nonce within a
      // few minutes, in any channel, is returned and nothing new is posted (nonces.ts).
      const body = guardWrite(state, req, true);
      const nonce = enforcedNonce(body);
      const author = state.world.bot.id;
      const earlierId = nonce === undefined ? undefined : state.messages.nonces.find(author, nonce);
      const earlier = earlierId === undefined ? undefined : state.messages.get(earlierId);
      if (earlier) return ok(state.apiMessage(earlier));
      const created = state.createMessage(target, body, req.files);
      if (nonce !== undefined) state.messages.nonces.remember(author, nonce, created.id);
      return ok(state.apiMessage(created));
    }),
    route('GET', '/channels/:channel/messages', 'bot', (req) => {
      const channel = messageChannel(state, req);
      return ok(listMessages(state.messages.publicIn(channel.id), req.query).map((m) => state.apiMessage(m)));
    }),
    route('GET', '/channels/:channel/messages/:message', 'bot', (req) =>
      ok(state.apiMessage(channelMessage(state, req))),
    ),
    route('PATCH', '/channels/:channel/messages/:message', 'bot', (req) => {
      const message = channelMessage(state, req);
      return ok(state.apiMessage(state.editMessage(message, guardWrite(state, req, false), req.files)));
    }),
    // Unarchiving a thread (the one change of a channel the bot makes): threads.ts.
    route('PATCH', '/channels/:channel', 'bot', (req) => {
      const channel = findChannel(state, req);
      const { threads, botPermissions } = state.world;
      if (isRecord(req.body) && req.body.archived === false && channel.parentId) {
        const perms = botPermissions.in(channel);
        const may = (bit: bigint) => (perms & bit) === bit;
        if (!may(PermissionFlagsBits.ViewChannel))
          throw new ApiError(403, RESTJSONErrorCodes.MissingAccess, 'Missing Access', undefined);
        const allowed = threads.isLocked(channel.id)
          ? may(PermissionFlagsBits.ManageThreads)
          : may(PermissionFlagsBits.SendMessagesInThreads);
        if (!allowed)
          throw new ApiError(403, RESTJSONErrorCodes.MissingPermissions, 'Missing Permissions', undefined);
        threads.unarchive(channel.id);
      }
      return ok(state.world.apiChannel(channel));
    }),
    route('DELETE', '/channels/:channel/messages/:message', 'bot', (req) => {
      guardWrite(state, req, false);
      // Deleted already (two bot processes racing, as in a deploy overlap): Discord's 10008, and no
      // fault of the bot's, which takes it as done.
      if (state.messages.wasDeleted(req.params.message ?? ''))
        throw new ApiError(404, RESTJSONErrorCodes.UnknownMessage, 'Unknown Message', undefined);
      state.messages.delete(channelMessage(state, req).id);
      return { status: 204 };
    }),
    route('GET', '/channels/:channel', 'bot', (req) => ok(state.world.apiChannel(findChannel(state, req)))),
    // Starting a thread without a message (a public thread of a text channel, as a league's pods use).
    route('POST', '/channels/:channel/threads', 'bot', (req) => {
      const channel = findChannel(state, req);
      if (channel.parentId)
        throw new ApiError(
          400,
          RESTJSONErrorCodes.CannotExecuteActionOnThisChannelType,
          'Cannot execute action on this channel type',
          'invalid-form-body',
        );
      const name = isRecord(req.body) && typeof req.body.name === 'string' ? req.body.name : '';
      if (name.length < 1 || name.length > 100)
        throw ApiError.invalidFormBody([
          { path: ['name'], code: 'BASE_TYPE_BAD_LENGTH', message: 'Must be between 1 and 100 in length.' },
        ]);
      return { status: 201, body: state.world.apiChannel(state.world.addThread(channel, name)) };
    }),

    route('GET', '/guilds/:guild', 'bot', (req) => ok(state.world.apiGuild(findGuild(state, req)))),
    route('GET', '/guilds/:guild/channels', 'bot', (req) =>
      ok(state.world.textChannels(findGuild(state, req)).map((c) => state.world.apiChannel(c))),
    ),
    route('GET', '/guilds/:guild/members/:user', 'bot', (req) => {
      findGuild(state, req);
      const member = state.world.apiMember(req.params.user ?? '');
      if (!member) throw ApiError.notFound(RESTJSONErrorCodes.UnknownMember, 'Unknown Member');
      return ok(member);
    }),
    // Opening a direct-message channel with a user: the same one every time it is asked for.
    route('POST', '/users/@me/channels', 'bot', (req) => {
      const id = isRecord(req.body) && typeof req.body.recipient_id === 'string' ? req.body.recipient_id : '';
      const recipient = id === state.world.bot.id ? undefined : state.world.apiUser(id);
      if (!recipient)
        throw new ApiError(
          400,
          RESTJSONErrorCodes.InvalidRecipients,
          'Invalid Recipient(s)',
          'invalid-form-body',
        );
      const channel = state.directChannels.open(id);
      return ok(
        state.directChannels.api(channel, recipient) satisfies RESTPostAPICurrentUserCreateDMChannelResult,
      );
    }),
    route('GET', '/users/:user', 'bot', (req) => {
      const id = req.params.user === '@me' ? state.world.bot.id : (req.params.user ?? '');
      const user = state.world.apiUser(id);
      if (!user) throw ApiError.notFound(RESTJSONErrorCodes.UnknownUser, 'Unknown User');
      return ok(user);
    }),

    route('PUT', '/applications/:application/commands', 'bot', (req) =>
      overwriteCommands(state, req, 'global'),
    ),
    route('GET', '/applications/:application/commands', 'bot', (req) => {
      checkApplication(state, req);
      return ok(state.commands.list('global'));
    }),
    route('PUT', '/applications/:application/guilds/:guild/commands', 'bot', (req) =>
      overwriteCommands(state, req, findGuild(state, req).id),
    ),
    route('GET', '/applications/:application/guilds/:guild/commands', 'bot', (req) => {
      checkApplication(state, req);
      return ok(state.commands.list(findGuild(state, req).id));
    }),

    ...interactionRoutes(state),
  ];
}

/**
 * A message write in a server channel as Discord checks it (permissions.ts, threads.ts): refused
 * without access or permission, or in an archived thread; embeds without Embed Links dropped.
 * Returns the body as Discord takes it.
 */
function guardWrite(state: FakeState, req: RouteRequest, create: boolean): unknown {
  if (state.directChannels.channel(req.params.channel ?? '')) return req.body;
  const channel = findChannel(state, req);
  const embeds = isRecord(req.body) && Array.isArray(req.body.embeds) && req.body.embeds.length > 0;
  const { dropEmbeds } = state.world.botPermissions.checkWrite(channel, {
    create,
    files: req.files.length,
    embeds,
  });
  state.world.threads.checkWrite(channel.id);
  return dropEmbeds && isRecord(req.body) ? { ...req.body, embeds: [] } : req.body;
}

/** A message's nonce when the bot asked Discord to enforce it (at most 25 characters). */
function enforcedNonce(body: unknown): string | undefined {
  if (!isRecord(body) || body.enforce_nonce !== true || body.nonce === undefined) return undefined;
  const nonce = String(body.nonce);
  if (nonce.length > 25)
    throw ApiError.invalidFormBody([
      { path: ['nonce'], code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 25 or fewer in length.' },
    ]);
  return nonce;
}

function findChannel(state: FakeState, req: RouteRequest): FakeChannel {
  const channel = state.world.channel(req.params.channel ?? '');
  if (!channel) throw ApiError.notFound(RESTJSONErrorCodes.UnknownChannel, 'Unknown Channel');
  return channel;
}

/**
 * Where a message route writes or reads: a guild channel, or a direct-message channel the bot
 * opened (no guild; `recipientId` its one recipient).
 */
function messageChannel(
  state: FakeState,
  req: RouteRequest,
): { id: string; guildId: string; recipientId?: string } {
  const dm = state.directChannels.channel(req.params.channel ?? '');
  return dm ? { id: dm.id, guildId: '', recipientId: dm.recipientId } : findChannel(state, req);
}

function findGuild(state: FakeState, req: RouteRequest): FakeGuild {
  const guild = state.world.guild(req.params.guild ?? '');
  if (!guild) throw ApiError.notFound(RESTJSONErrorCodes.UnknownGuild, 'Unknown Guild');
  return guild;
}

/** Channel routes see only public messages: an ephemeral one is reachable through its interaction's webhook alone. */
function channelMessage(state: FakeState, req: RouteRequest): FakeMessage {
  const channel = messageChannel(state, req);
  const message = state.messages.get(req.params.message ?? '');
  if (!message || message.ephemeral || message.channelId !== channel.id) {
    throw ApiError.notFound(RESTJSONErrorCodes.UnknownMessage, 'Unknown Message');
  }
  return message;
}

/** GET …/messages: newest first, `limit` 1–100 (default 50), optionally `before` or `after` an id. */
function listMessages(messages: readonly FakeMessage[], query: URLSearchParams): FakeMessage[] {
  const limit = Math.min(100, Math.max(1, Number(query.get('limit') ?? 50) || 50));
  const before = query.get('before');
  const after = query.get('after');
  const newestFirst = [...messages].reverse();
  if (after) return newestFirst.filter((m) => BigInt(m.id) > BigInt(after)).slice(-limit);
  return newestFirst.filter((m) => !before || BigInt(m.id) < BigInt(before)).slice(0, limit);
}

/** Command routes name the application; only the fake's own is known. */
function checkApplication(state: FakeState, req: RouteRequest): void {
  if (req.params.application !== state.world.applicationId) {
    throw ApiError.notFound(RESTJSONErrorCodes.UnknownApplication, 'Unknown Application');
  }
}

function overwriteCommands(state: FakeState, req: RouteRequest, scope: CommandScope): RouteReply {
  checkApplication(state, req);
  const issues = checkCommands(req.body);
  if (issues.length > 0) throw ApiError.invalidFormBody(issues);
  const definitions = (req.body as unknown[]).filter(isRecord);
  return { status: 200, body: state.commands.overwrite(scope, state.world.applicationId, definitions) };
}
