/**
 * The local table's page server with the real bot behind it (as `npm start` wires them without a
 * token): only its own page may act, a reply only one player sees reaches that player's page alone,
 * and input the Discord client would not send gets a clear answer and changes nothing.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type App, startApp } from '../../src/app.ts';
import { parseConfig } from '../../src/config.ts';
import { type LocalTable, openLocalTable } from '../../src/local-table/index.ts';
import { createLogger } from '../../src/log.ts';

interface Table {
  players: { id: string; name: string }[];
  channels: { id: string; name: string }[];
}
interface ShownMessage {
  id: string;
  ephemeral: boolean;
  content: string;
  components: { components?: { custom_id?: string }[] }[];
}
type Live = { type: 'snapshot'; messages: ShownMessage[] } | { type: 'message'; message: ShownMessage };

let table: LocalTable;
let app: App;
let world: Table;

beforeAll(async () => {
  const log = createLogger({ level: 'silent' });
  table = await openLocalTable(log);
  const { token, apiUrl, guildId } = table.discord;
  const config = parseConfig({
    DISCORD_TOKEN: token,
    DISCORD_API_URL: apiUrl,
    DEV_GUILD_ID: guildId,
    STORE_URL: 'memory:',
    BOARD_PICTURES: 'off',
  });
  app = await startApp(config, log);
  world = (await (await fetch(new URL('api/table', table.url))).json()) as Table;
}, 60_000);

afterAll(async () => {
  await app?.stop();
  await table?.stop();
});

const idOf = (name: string) => world.players.find((p) => p.name === name)?.id as string;
const channelId = (name: string) => world.channels.find((c) => c.name === name)?.id as string;

function act(body: unknown, headers: Record<string, string> = {}) {
  return fetch(new URL('api/act', table.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A page watching `channel` as `as`: what its WebSocket has received so far. */
async function watch(channel: string, as: string) {
  const socket = new WebSocket(`${table.url.replace('http', 'ws')}live`);
  const received: Live[] = [];
  socket.on('message', (data) => received.push(JSON.parse(String(data)) as Live));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  socket.send(JSON.stringify({ channel, as }));
  await expect.poll(() => received.some((r) => r.type === 'snapshot')).toBe(true);
  const seen = () =>
    received.flatMap((r) => (r.type === 'snapshot' ? r.messages : r.type === 'message' ? [r.message] : []));
  return { socket, seen };
}

async function snapshot(channel: string, as: string): Promise<ShownMessage[]> {
  const page = await watch(channel, as);
  page.socket.close();
  return page.seen();
}

const customIds = (m: ShownMessage) =>
  m.components.flatMap((row) => row.components ?? []).map((c) => c.custom_id);

it('answers its own page only: another site, a name rebound to 127.0.0.1, or its WebSocket is refused', async () => {
  const port = new URL(table.url).port;
  const fromElsewhere = await fetch(new URL('api/table', table.url), {
    headers: { origin: 'http://elsewhere.example' },
  });
  expect(fromElsewhere.status).toBe(403);
  const slash = {
    as: idOf('Ana'),
    channel: channelId('table-3'),
    action: { kind: 'slash', command: { command: 'hegemony', subcommand: 'new', options: { players: '2' } } },
  };
  expect((await act(slash, { origin: 'http://elsewhere.example' })).status).toBe(403);

  const rebound = await new Promise<number>((resolve, reject) =>
    request(table.url, { headers: { host: `rebound.example:${port}` } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    })
      .on('error', reject)
      .end(),
  );
  expect(rebound).toBe(403);

  const socket = new WebSocket(`${table.url.replace('http', 'ws')}live`, {
    origin: 'http://elsewhere.example',
  });
  const refused = await new Promise<number>((resolve) => {
    socket.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    socket.once('open', () => resolve(101));
  });
  expect(refused).toBe(403);

  // Nothing reached the channel.
  expect(await snapshot(channelId('table-3'), idOf('Ana'))).toEqual([]);
});

it("a reply only the player acted as sees (their panel) reaches that player's page, never another's", async () => {
  const channel = channelId('table-1');
  const ana = await watch(channel, idOf('Ana'));
  const ben = await watch(channel, idOf('Ben'));
  const started = await act({
    as: idOf('Ana'),
    channel,
    action: {
      kind: 'slash',
      command: { command: 'hegemony', subcommand: 'new', options: { players: '2', automa: 'capitalist' } },
    },
  });
  expect(started.status).toBe(200);
  expect(await started.json()).toEqual({});
  // The board calls Ana; both pages show it.
  const opener = () =>
    ana.seen().find((m) => !m.ephemeral && customIds(m).some((id) => id?.startsWith('hg:open:')));
  await expect.poll(opener, { timeout: 20_000 }).toBeDefined();
  const board = opener() as ShownMessage;
  await expect.poll(() => ben.seen().some((m) => m.id === board.id)).toBe(true);

  const opened = await act({
    as: idOf('Ana'),
    channel,
    action: {
      kind: 'click',
      messageId: board.id,
      customId: customIds(board).find((id) => id?.startsWith('hg:open:')),
    },
  });
  expect(await opened.json()).toEqual({});
  await expect.poll(() => ana.seen().some((m) => m.ephemeral)).toBe(true);
  const panel = ana.seen().find((m) => m.ephemeral) as ShownMessage;
  expect(ben.seen().some((m) => m.ephemeral || m.id === panel.id)).toBe(false);

  // A page opened later shows the same: Ana's panel to Ana, not to Ben.
  expect((await snapshot(channel, idOf('Ana'))).map((m) => m.id)).toContain(panel.id);
  expect((await snapshot(channel, idOf('Ben'))).map((m) => m.id)).not.toContain(panel.id);
  ana.socket.close();
  ben.socket.close();
}, 60_000);

it('input the Discord client would not send gets a clear answer and changes nothing', async () => {
  const channel = channelId('table-2');
  const as = idOf('Ben');
  const answers: [unknown, number, string][] = [
    [
      { as, channel, action: { kind: 'slash', command: { command: 'nope' } } },
      400,
      'There is no command /nope.',
    ],
    [
      {
        as,
        channel,
        action: {
          kind: 'slash',
          command: { command: 'hegemony', subcommand: 'new', options: { players: 'four' } },
        },
      },
      400,
      'players: a whole number, not "four".',
    ],
    [
      {
        as,
        channel,
        action: {
          kind: 'slash',
          command: { command: 'hegemony', subcommand: 'new', options: { players: '9' } },
        },
      },
      400,
      '',
    ],
    [
      { as: 'someone-else', channel, action: { kind: 'slash', command: { command: 'hegemony' } } },
      400,
      'Act as one of the players.',
    ],
    [{ as, channel, action: { kind: 'click', messageId: '1', customId: 'x' } }, 400, 'That message is gone.'],
    [{ as, channel, action: { kind: 'dance' } }, 400, 'Not an action the local table knows.'],
    ['{ not json', 400, 'Not an action the local table knows.'],
  ];
  for (const [body, status, error] of answers) {
    const res = await act(body);
    expect(res.status, JSON.stringify(body)).toBe(status);
    const said = ((await res.json()) as { error: string }).error;
    if (error) expect(said).toBe(error);
    else expect(said.length, `a reason for ${JSON.stringify(body)}`).toBeGreaterThan(0);
  }
  const plain = await fetch(new URL('api/act', table.url), { method: 'POST', body: '{}' });
  expect(plain.status).toBe(415);
  expect(await snapshot(channel, as)).toEqual([]);
});
