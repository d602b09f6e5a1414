import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type WebSocket, WebSocketServer } from 'ws';
import { z } from 'zod';
import type {
  FakeDiscord,
  FakeMessage,
  FakeUser,
  InteractionResult,
  MessageChange,
} from '../local-discord/index.ts';
import type { Logger } from '../log.ts';
import { commandInput, SlashInputError } from './slash-input.ts';
import { pageMessage } from './view.ts';

/** The pseudo-channel of the acting player's direct messages from the bot (reminders with `dm:true`). */
export const DIRECT_MESSAGES = 'dm';

const Typed = z.object({
  command: z.string(),
  subcommandGroup: z.string().optional(),
  subcommand: z.string().optional(),
  options: z.record(z.string(), z.string()).optional(),
});

/** What the page may ask the loopback Discord to do, as the player it acts as. */
const ActRequest = z.object({
  as: z.string(),
  channel: z.string(),
  action: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('slash'), command: Typed }),
    z.object({ kind: z.literal('autocomplete'), command: Typed, focused: z.string() }),
    z.object({ kind: z.literal('click'), messageId: z.string(), customId: z.string() }),
    z.object({
      kind: z.literal('select'),
      messageId: z.string(),
      customId: z.string(),
      values: z.array(z.string()),
    }),
  ]),
});
type ActRequest = z.infer<typeof ActRequest>;

/** Which channel a page watches, as whom. */
interface Watch {
  channel: string;
  as: string;
}

export interface TableServer {
  /** `http://127.0.0.1:PORT/` */
  readonly url: string;
  close(): Promise<void>;
}

const PAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), 'page');
const require = createRequire(import.meta.url);
const FONT_DIR = dirname(require.resolve('@expo-google-fonts/barlow-semi-condensed/package.json'));
const EMOJI_DIR = dirname(require.resolve('@expo-google-fonts/noto-emoji/package.json'));

/** Everything the page loads, shipped with it: no font or script comes from elsewhere. */
const ASSETS: Record<string, { file: string; type: string }> = {
  '/': { file: join(PAGE_DIR, 'index.html'), type: 'text/html; charset=utf-8' },
  '/table.css': { file: join(PAGE_DIR, 'table.css'), type: 'text/css; charset=utf-8' },
  '/table.js': { file: join(PAGE_DIR, 'table.js'), type: 'text/javascript; charset=utf-8' },
  '/fonts/barlow-500.ttf': {
    file: join(FONT_DIR, '500Medium', 'BarlowSemiCondensed_500Medium.ttf'),
    type: 'font/ttf',
  },
  '/fonts/barlow-700.ttf': {
    file: join(FONT_DIR, '700Bold', 'BarlowSemiCondensed_700Bold.ttf'),
    type: 'font/ttf',
  },
  '/fonts/noto-emoji.ttf': {
    file: join(EMOJI_DIR, '500Medium', 'NotoEmoji_500Medium.ttf'),
    type: 'font/ttf',
  },
};

/**
 * The local table's page: a small Discord-like channel on 127.0.0.1 (a free port) where one person
 * acts as any of the players. Every action is an interaction the loopback Discord sends to the bot,
 * as the Discord client would; the messages the bot sends come back live over a WebSocket.
 */
export async function serveTable(
  discord: FakeDiscord,
  players: readonly FakeUser[],
  log: Logger,
): Promise<TableServer> {
  const names = new Map(players.map((p) => [p.id, displayName(p)]));
  const watches = new Map<WebSocket, Watch>();
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      log.error({ err: error }, 'local table: request failed');
      if (!res.headersSent) json(res, 500, { error: 'The local table failed; see the terminal.' });
    });
  });

  const channels = () => [
    ...discord.guild.channels.map((c) => ({ id: c.id, name: c.name, thread: c.parentId !== undefined })),
    { id: DIRECT_MESSAGES, name: 'Direct messages', thread: false },
  ];
  const player = (id: unknown) => players.find((p) => p.id === id);

  /** The channel's messages the player sees, oldest first: public ones and their own ephemeral ones. */
  const visibleNow = (watch: Watch): FakeMessage[] => {
    const user = player(watch.as);
    if (!user) return [];
    if (watch.channel === DIRECT_MESSAGES) return discord.directMessages(user);
    const mine = discord.ephemeralMessages(user).filter((m) => m.channelId === watch.channel);
    return [...discord.publicMessages(watch.channel), ...mine].sort(bySnowflake);
  };
  const sees = (watch: Watch, message: FakeMessage) => {
    if (watch.channel === DIRECT_MESSAGES) {
      const user = player(watch.as);
      return (
        message.guildId === '' &&
        user !== undefined &&
        discord.directMessages(user).some((m) => m.id === message.id)
      );
    }
    return message.channelId === watch.channel && (!message.ephemeral || message.recipientId === watch.as);
  };

  let knownChannels = discord.guild.channels.length;
  const unsubscribe = discord.onMessage((change: MessageChange) => {
    // A league's pods are threads the bot opens: the page's channel list grows with them.
    const threadsAdded = discord.guild.channels.length !== knownChannels;
    knownChannels = discord.guild.channels.length;
    for (const [socket, watch] of watches) {
      if (threadsAdded) send(socket, { type: 'channels', channels: channels() });
      if (change.kind === 'deleted') send(socket, { type: 'deleted', id: change.message.id });
      else if (sees(watch, change.message))
        send(socket, { type: 'message', message: pageMessage(discord, change.message) });
    }
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (!fromThisPage(req, port)) return json(res, 403, { error: 'Only this page may use the local table.' });
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const asset = req.method === 'GET' ? ASSETS[url.pathname] : undefined;
    if (asset) {
      res.writeHead(200, { 'content-type': asset.type, 'cache-control': 'no-store' });
      res.end(readFileSync(asset.file));
      return;
    }
    if (req.method === 'GET' && url.pathname === '/api/table') {
      return json(res, 200, {
        bot: { id: discord.botUserId, name: 'Hegemony Referee' },
        server: discord.guild.name,
        players: players.map((p) => ({ id: p.id, name: names.get(p.id) })),
        channels: channels(),
        // Guild commands shadow global ones of the same name, as in the Discord client.
        commands: [...discord.commands(discord.guild.id), ...discord.commands()].filter(
          (c, i, all) => all.findIndex((d) => d.name === c.name) === i,
        ),
      });
    }
    if (req.method === 'POST' && url.pathname === '/api/act') {
      if (!(req.headers['content-type'] ?? '').startsWith('application/json'))
        return json(res, 415, { error: 'JSON only.' });
      const body = ActRequest.safeParse(await readJson(req).catch(() => undefined));
      if (!body.success) return json(res, 400, { error: 'Not an action the local table knows.' });
      const user = player(body.data.as);
      if (!user) return json(res, 400, { error: 'Act as one of the players.' });
      try {
        return json(res, 200, await act(user, body.data));
      } catch (error) {
        // What the Discord client would not let a player send: said to the person, nothing sent.
        return json(res, 400, { error: error instanceof Error ? error.message : String(error) });
      }
    }
    json(res, 404, { error: 'Not here.' });
  }

  async function act(user: FakeUser, { channel, action }: ActRequest): Promise<unknown> {
    const registered = (name: string) =>
      discord.commands(discord.guild.id).find((c) => c.name === name) ??
      discord.commands().find((c) => c.name === name);
    switch (action.kind) {
      case 'slash': {
        const input = commandInput(action.command, registered(action.command.command), players);
        return outcome(await user.slash(channel, action.command.command, input));
      }
      case 'autocomplete': {
        const input = commandInput(
          action.command,
          registered(action.command.command),
          players,
          action.focused,
        );
        const choices = await user.autocomplete(channel, action.command.command, {
          ...input,
          focused: action.focused,
        });
        return { choices };
      }
      case 'click':
        return outcome(await user.click(current(action.messageId), action.customId));
      case 'select':
        return outcome(await user.select(current(action.messageId), action.customId, action.values));
    }
  }

  const current = (id: string) => {
    const message = discord.message(id);
    if (!message) throw new SlashInputError('That message is gone.');
    return message;
  };

  /** What the person is told beyond the messages themselves: an interaction that failed. */
  const outcome = (result: InteractionResult) => {
    for (const v of result.violations) log.warn({ violation: v.kind }, `local table: ${v.message}`);
    if (result.modal) return { failed: 'The bot opened a form, which the local table cannot show.' };
    return result.acknowledged ? {} : { failed: 'This interaction failed' };
  };

  const wss = new WebSocketServer({
    server,
    path: '/live',
    verifyClient: ({ req }: { req: IncomingMessage }, done: (ok: boolean, status?: number) => void) =>
      done(fromThisPage(req, port), 403),
  });
  wss.on('connection', (socket) => {
    socket.on('message', (data) => {
      const watch = parseWatch(String(data));
      if (!watch) return;
      watches.set(socket, watch);
      send(socket, {
        type: 'snapshot',
        channels: channels(),
        messages: visibleNow(watch).map((m) => pageMessage(discord, m)),
      });
    });
    socket.on('close', () => watches.delete(socket));
  });

  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/`,
    async close() {
      unsubscribe();
      for (const socket of watches.keys()) socket.terminate();
      wss.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** "Ana": a player's display name (the username capitalised). */
function displayName(user: FakeUser): string {
  return user.name.charAt(0).toUpperCase() + user.name.slice(1);
}

const bySnowflake = (a: FakeMessage, b: FakeMessage) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1);

/**
 * A request from the page itself: addressed to this port on loopback by name (no other site's
 * page, nor a name that rebinds to 127.0.0.1, may drive the players), from the page's own origin.
 */
function fromThisPage(req: IncomingMessage, port: number): boolean {
  const host = req.headers.host ?? '';
  if (host !== `127.0.0.1:${port}` && host !== `localhost:${port}`) return false;
  const origin = req.headers.origin;
  return origin === undefined || origin === `http://${host}`;
}

function parseWatch(text: string): Watch | undefined {
  try {
    const data = JSON.parse(text) as Partial<Watch>;
    return typeof data.channel === 'string' && typeof data.as === 'string'
      ? { channel: data.channel, as: data.as }
      : undefined;
  } catch {
    return undefined;
  }
}

function send(socket: WebSocket, data: unknown): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(data));
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

const MAX_BODY = 64 * 1024;

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new SlashInputError('Too much text.');
    chunks.push(chunk as Buffer);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}
