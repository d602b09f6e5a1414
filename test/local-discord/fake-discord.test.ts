import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  Client,
  type ClientOptions,
  DiscordAPIError,
  EmbedBuilder,
  Events,
  GatewayDispatchEvents,
  GatewayIntentBits,
  type Interaction,
  InteractionResponseType,
  MessageFlags,
  ModalBuilder,
  PermissionFlagsBits,
  Routes,
  StringSelectMenuBuilder,
  TextInputStyle,
} from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { buttons, FakeDiscord, type FakeDiscordOptions, selectMenus } from '../../src/local-discord/index.ts';

/** A 1×1 PNG, as the bot would attach a board picture. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

type Handler = (interaction: Interaction) => Promise<unknown>;

/** Clean-ups run after each test, newest first: clients are destroyed before their fake stops. */
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startFake(options?: FakeDiscordOptions): Promise<FakeDiscord> {
  const fake = await FakeDiscord.start(options);
  cleanups.push(() => fake.stop());
  return fake;
}

/**
 * A throwaway bot: a real discord.js Client pointed at the fake, routing every interaction to
 * `handler`. Errors thrown by the handler are collected so a test can inspect them.
 */
async function startBot(
  fake: FakeDiscord,
  handler: Handler,
  rest: ClientOptions['rest'] = {},
  shard?: { shards: number[]; shardCount: number },
) {
  const client = new Client({
    intents: [GatewayIntentBits.Guilds],
    rest: { api: fake.apiUrl, ...rest },
    ...shard,
  });
  const errors: unknown[] = [];
  client.on(Events.InteractionCreate, (interaction) => {
    handler(interaction).catch((error: unknown) => errors.push(error));
  });
  cleanups.push(() => client.destroy());
  const ready = once(client, Events.ClientReady);
  await client.login(fake.token);
  await ready;
  return { client, errors };
}

/** A Discord error code, or undefined for anything else. */
function apiCode(error: unknown): number | string | undefined {
  return error instanceof DiscordAPIError ? error.code : undefined;
}

/** The game board: two buttons (one disabled) and a select menu. */
function board() {
  return {
    content: 'Board',
    components: [
      new ActionRowBuilder<ButtonBuilder>().addComponents(
        new ButtonBuilder().setCustomId('end-turn').setLabel('End turn').setStyle(ButtonStyle.Primary),
        new ButtonBuilder()
          .setCustomId('undo')
          .setLabel('Undo')
          .setStyle(ButtonStyle.Secondary)
          .setDisabled(true),
      ),
      new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(
        new StringSelectMenuBuilder()
          .setCustomId('pick')
          .setPlaceholder('Pick a policy')
          .addOptions(
            { label: 'Taxation', value: 'tax' },
            { label: 'Health care', value: 'health' },
            { label: 'Education', value: 'edu' },
          ),
      ),
    ],
  };
}

describe('logging in', () => {
  it('lets a discord.js client log in, become ready and see the guild, its channels and members', async () => {
    const fake = await startFake({ users: ['alice'] });
    const { client } = await startBot(fake, async () => {});

    expect(client.user?.id).toBe(fake.botUserId);
    expect(client.application?.id).toBe(fake.appId);
    const guild = client.guilds.cache.get(fake.guild.id);
    expect(guild?.name).toBe('Hegemony Test Server');
    expect(guild?.channels.cache.map((c) => c.name).sort()).toEqual(['game', 'general']);
    expect(guild?.members.cache.get(fake.user('alice').id)?.user.username).toBe('alice');
    expect(fake.calls[0]).toMatchObject({ route: 'GET /gateway/bot', authorized: true, status: 200 });
    expect(fake.identifies[0]?.intents).toBe(GatewayIntentBits.Guilds);
    expect(fake.connected).toBe(true);
    expect(fake.violations).toEqual([]);
  });

  it('builds the guilds and channels it is given', async () => {
    const fake = await startFake({
      guilds: [
        { name: 'Club A', channels: ['lobby'] },
        { id: '42', name: 'Club B', channels: [{ id: '43', name: 'table' }] },
      ],
    });
    const { client } = await startBot(fake, async (i) => {
      if (i.isChatInputCommand())
        await i.reply(`${i.guild?.name} #${i.channel && 'name' in i.channel ? i.channel.name : '?'}`);
    });
    expect(fake.guilds.map((g) => [g.name, g.channels.map((c) => c.name)])).toEqual([
      ['Club A', ['lobby']],
      ['Club B', ['table']],
    ]);
    expect(client.guilds.cache.get('42')?.channels.cache.get('43')?.name).toBe('table');
    expect(fake.channel('43')).toEqual({ id: '43', name: 'table', guildId: '42' });
    const result = await fake.user('alice').slash(fake.channel('table'), 'where');
    expect(result.reply?.content).toBe('Club B #table');
    expect(() => fake.channel('kitchen')).toThrow(/no channel 'kitchen'/);
  });

  it('refuses a wrong token: login fails, and IDENTIFY is closed with 4004', async () => {
    const fake = await startFake();
    const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: fake.apiUrl } });
    cleanups.push(() => client.destroy());
    await expect(client.login('not-the-token')).rejects.toMatchObject({ code: 'TokenInvalid' });

    const { url } = (await (await fetch(`${fake.apiUrl}/v10/gateway`)).json()) as { url: string };
    const socket = new WebSocket(`${url}?v=10&encoding=json`);
    await once(socket, 'message'); // HELLO
    socket.send(JSON.stringify({ op: 2, d: { token: 'not-the-token', intents: 1, properties: {} } }));
    const [code] = await once(socket, 'close');
    expect(code).toBe(4004);
  });

  it('speaks the gateway protocol: HELLO, READY, GUILD_CREATE, heartbeat ACK, RESUME with replay', async () => {
    const fake = await startFake({ users: ['alice'] });
    const { url } = (await (await fetch(`${fake.apiUrl}/v10/gateway`)).json()) as { url: string };
    const connect = async () => {
      const socket = new WebSocket(`${url}?v=10&encoding=json`);
      const frames: { op: number; s: number | null; t: string | null; d: Record<string, unknown> }[] = [];
      socket.on('message', (data) => frames.push(JSON.parse(String(data))));
      cleanups.push(async () => socket.terminate());
      await fake.waitFor(() => frames.length > 0);
      return { socket, frames };
    };
    const first = await connect();
    expect(first.frames[0]).toMatchObject({ op: 10, d: { heartbeat_interval: 45_000 } });
    first.socket.send(JSON.stringify({ op: 2, d: { token: fake.token, intents: 1, properties: {} } }));
    await fake.waitFor(() => first.frames.length >= 3);
    const [, ready, guild] = first.frames;
    expect(ready).toMatchObject({
      op: 0,
      s: 1,
      t: 'READY',
      d: { user: { id: fake.botUserId }, application: { id: fake.appId } },
    });
    expect(guild).toMatchObject({
      op: 0,
      s: 2,
      t: 'GUILD_CREATE',
      d: { id: fake.guild.id, roles: [{ id: fake.guild.id }] },
    });
    expect(guild?.d.members).toHaveLength(2); // the bot and alice

    first.socket.send(JSON.stringify({ op: 1, d: 2 }));
    await fake.waitFor(() => first.frames.some((f) => f.op === 11));

    fake.dropConnections();
    await once(first.socket, 'close');
    fake.dispatch(GatewayDispatchEvents.TypingStart, { channel_id: '1' }); // missed while disconnected
    const second = await connect();
    second.socket.send(
      JSON.stringify({ op: 6, d: { token: fake.token, session_id: ready?.d.session_id, seq: 2 } }),
    );
    await fake.waitFor(() => second.frames.length >= 3);
    expect(second.frames.slice(1).map((f) => [f.s, f.t])).toEqual([
      [3, 'TYPING_START'],
      [4, 'RESUMED'],
    ]);
  });

  it('accepts a new client after the first is destroyed, and old buttons still reach the bot', async () => {
    const fake = await startFake();
    const first = await startBot(fake, async (i) => {
      if (i.isChatInputCommand()) await i.reply(board());
    });
    const alice = fake.user('alice');
    const { reply } = await alice.slash(fake.channel('game'), 'board');
    await first.client.destroy();
    await fake.waitFor(() => !fake.connected);

    await startBot(fake, async (i) => {
      if (i.isButton()) {
        await i.update({ content: `Restarted bot ended the turn (${i.customId})`, components: [] });
      }
    });
    const result = await alice.click(reply!, 'end-turn');
    expect(result.reply?.content).toBe('Restarted bot ended the turn (end-turn)');
    expect(fake.identifies).toHaveLength(2);
    expect(fake.violations).toEqual([]);
  });

  it('resumes the session after the fake drops the connection', async () => {
    const fake = await startFake();
    const { client } = await startBot(fake, async (i) => {
      if (i.isChatInputCommand()) await i.reply('still here');
    });
    const resumed = once(client, Events.ShardResume);
    fake.dropConnections();
    await resumed;
    const result = await fake.user('alice').slash(fake.channel('game'), 'ping');
    expect(result.reply?.content).toBe('still here');
    expect(fake.identifies).toHaveLength(1);
  });
});

describe('interactions', () => {
  it('delivers a slash command with a subcommand and typed options, and records the public reply', async () => {
    const fake = await startFake();
    await startBot(fake, async (i) => {
      if (!i.isChatInputCommand()) return;
      const o = i.options;
      await i.reply(
        `${i.user} ${o.getSubcommand()}: ${o.getInteger('players')} players, rival ${o.getUser('rival')?.username}, ` +
          `automa ${o.getBoolean('automa')}, speed ${o.getNumber('speed')}, name ${o.getString('name')}`,
      );
    });
    const alice = fake.user('alice');
    const game = fake.channel('game');
    const result = await alice.slash(game, 'hegemony', {
      subcommand: 'new',
      options: { players: 4, rival: fake.user('bob'), automa: true, speed: 1.5, name: 'Friday' },
    });

    expect(result.responseType).toBe(InteractionResponseType.ChannelMessageWithSource);
    expect(result.ephemeral).toBe(false);
    expect(result.reply?.content).toBe(
      `${alice.mention} new: 4 players, rival bob, automa true, speed 1.5, name Friday`,
    );
    expect(fake.publicMessages(game)).toEqual([result.reply]);
    expect(fake.lastMessage(game).interaction?.userId).toBe(alice.id);
    expect(result.calls.map((c) => c.route)).toEqual(['POST /interactions/:interaction/:token/callback']);
    expect(result.calls[0]?.interactionId).toBe(result.interaction.id);
  });

  it('shows an ephemeral deferred reply, once edited, to the invoking player only', async () => {
    const fake = await startFake();
    await startBot(fake, async (i) => {
      if (!i.isChatInputCommand()) return;
      await i.deferReply({ flags: MessageFlags.Ephemeral });
      await sleep(10);
      await i.editReply('Your hand: 3 cards');
    });
    const alice = fake.user('alice');
    const result = await alice.slash(fake.channel('game'), 'hand');

    expect(result.responseType).toBe(InteractionResponseType.DeferredChannelMessageWithSource);
    expect(result.ephemeral).toBe(true);
    expect(result.reply).toMatchObject({
      content: 'Your hand: 3 cards',
      loading: false,
      recipientId: alice.id,
    });
    expect(fake.ephemeralMessages(alice)).toEqual([result.reply]);
    expect(fake.lastMessage(alice)).toEqual(result.reply);
    expect(fake.publicMessages(fake.channel('game'))).toEqual([]);
    expect(fake.ephemeralMessages(fake.user('bob'))).toEqual([]);
  });

  it('fills a deferred reply with the first follow-up, then keeps later follow-ups separate', async () => {
    const fake = await startFake();
    await startBot(fake, async (i) => {
      if (!i.isChatInputCommand()) return;
      await i.deferReply();
      const first = await i.followUp('Game created');
      const secret = await i.followUp({ content: 'Your secret agenda', flags: MessageFlags.Ephemeral });
      await i.webhook.editMessage(secret, { content: 'Your secret agenda: Welfare' });
      const fetched = await i.fetchReply();
      await i.followUp(`original is ${fetched.id === first.id ? 'the first follow-up' : 'something else'}`);
    });
    const alice = fake.user('alice');
    const result = await alice.slash(fake.channel('game'), 'hegemony');

    expect(result.reply?.content).toBe('Game created');
    expect(result.followUps.map((m) => [m.content, m.ephemeral])).toEqual([
      ['Your secret agenda: Welfare', true],
      ['original is the first follow-up', false],
    ]);
    expect(fake.violations).toEqual([]);
  });

  it('returns the reply with_response, and deletes replies and follow-ups', async () => {
    const fake = await startFake();
    const seen: string[] = [];
    await startBot(fake, async (i) => {
      if (!i.isChatInputCommand()) return;
      const response = await i.reply({ content: 'Rolling…', withResponse: true });
      seen.push(`${response.resource?.message?.content} ${response.interaction.responseMessageId}`);
      const followUp = await i.followUp('6 and 4');
      await i.deleteReply(followUp);
      await i.deleteReply();
    });
    const game = fake.channel('game');
    const result = await fake.user('alice').slash(game, 'roll');

    expect(seen).toEqual([`Rolling… ${result.deletedMessageIds[1]}`]);
    expect(result.reply).toBeUndefined();
    expect(result.followUps).toEqual([]);
    expect(result.deletedMessageIds).toHaveLength(2);
    expect(fake.publicMessages(game)).toEqual([]);
  });

  it('updates the message when a button is clicked, and refuses clicks a player could not make', async () => {
    const fake = await startFake();
    await startBot(fake, async (i) => {
      if (i.isChatInputCommand()) await i.reply(board());
      if (i.isButton()) await i.update({ content: `${i.user.username} ended the turn`, components: [] });
    });
    const alice = fake.user('alice');
    const shown = (await alice.slash(fake.channel('game'), 'board')).reply!;

    expect(buttons(shown)).toEqual([
      {
        customId: 'end-turn',
        label: 'End turn',
        style: ButtonStyle.Primary,
        disabled: false,
        url: undefined,
      },
      { customId: 'undo', label: 'Undo', style: ButtonStyle.Secondary, disabled: true, url: undefined },
    ]);
    expect(() => alice.click(shown, 'undo')).toThrow(/disabled/);
    expect(() => alice.click(shown, 'nope')).toThrow(/has: end-turn, undo, pick/);

    const result = await alice.click(shown, 'end-turn');
    expect(result.responseType).toBe(InteractionResponseType.UpdateMessage);
    expect(result.reply).toMatchObject({ id: shown.id, content: 'alice ended the turn', components: [] });
    expect(result.publicMessages).toEqual([result.reply]);
    expect(fake.message(shown.id)).toBe(result.reply);
    expect(shown.content).toBe('Board'); // results are snapshots
    expect(() => alice.click(shown, 'end-turn')).toThrow(/no such button/);
  });

  it('edits the clicked message after a deferred update, and delivers stale buttons sent raw', async () => {
    const fake = await startFake();
    await startBot(fake, async (i) => {
      if (i.isChatInputCommand()) await i.reply(board());
      if (!i.isButton()) return;
      if (i.message.content !== 'Board') {
        await i.reply({ content: 'That button is no longer valid.', flags: MessageFlags.Ephemeral });
        return;
      }
      await i.deferUpdate();
      await sleep(10);
      await i.editReply({ content: 'Production phase', components: [] });
    });
    const alice = fake.user('alice');
    const shown = (await alice.slash(fake.channel('game'), 'board')).reply!;

    const result = await alice.click(shown, 'end-turn');
    expect(result.responseType).toBe(InteractionResponseType.DeferredMessageUpdate);
    expect(result.reply).toMatchObject({ id: shown.id, content: 'Production phase' });
    expect(result.reply?.editedAt).toBeDefined();

    const stale = await alice.clickRaw(shown.id, shown.channelId, 'end-turn');
    expect(stale).toMatchObject({ ephemeral: true, reply: { content: 'That button is no longer valid.' } });
    expect(fake.violations).toEqual([]);
  });

  it('answers a select menu with an ephemeral reply, and refuses values the menu does not offer', async () => {
    const fake = await startFake();
    await startBot(fake, async (i) => {
      if (i.isChatInputCommand()) await i.reply(board());
      if (i.isStringSelectMenu()) {
        await i.reply({ content: `You picked ${i.values.join()}`, flags: MessageFlags.Ephemeral });
      }
    });
    const alice = fake.user('alice');
    const shown = (await alice.slash(fake.channel('game'), 'board')).reply!;

    expect(selectMenus(shown)[0]).toMatchObject({
      customId: 'pick',
      placeholder: 'Pick a policy',
      minValues: 1,
      maxValues: 1,
    });
    expect(() => alice.select(shown, 'pick', ['war'])).toThrow(
      /war not among the options \(tax, health, edu\)/,
    );
    expect(() => alice.select(shown, 'pick', ['tax', 'edu'])).toThrow(/between 1 and 1/);

    const result = await alice.select(shown, 'pick', ['health']);
    expect(result.ephemeral).toBe(true);
    expect(result.reply?.content).toBe('You picked health');
    expect(() => fake.user('bob').click(result.reply!, 'x')).toThrow(/ephemeral for someone else/);

    const forged = await alice.selectRaw(shown.id, shown.channelId, 'pick', ['war']);
    expect(forged.reply?.content).toBe('You picked war');
  });

  it('shows a modal and delivers what the player typed into it', async () => {
    const fake = await startFake();
    await startBot(fake, async (i) => {
      if (i.isChatInputCommand()) {
        await i.showModal(
          new ModalBuilder()
            .setCustomId('bid')
            .setTitle('Your bid')
            .addLabelComponents((label) =>
              label
                .setLabel('Amount')
                .setTextInputComponent((input) => input.setCustomId('amount').setStyle(TextInputStyle.Short)),
            )
            .addLabelComponents((label) =>
              label
                .setLabel('Class')
                .setStringSelectMenuComponent((menu) =>
                  menu
                    .setCustomId('class')
                    .addOptions({ label: 'Workers', value: 'wc' }, { label: 'Capitalists', value: 'cc' }),
                ),
            ),
        );
      }
      if (i.isModalSubmit()) {
        await i.reply(
          `${i.user.username} bids ${i.fields.getTextInputValue('amount')} for ${i.fields.getStringSelectValues('class').join()}`,
        );
      }
    });
    const alice = fake.user('alice');
    const { modal, responseType } = await alice.slash(fake.channel('game'), 'bid');

    expect(responseType).toBe(InteractionResponseType.Modal);
    expect(modal?.title).toBe('Your bid');
    expect(() => alice.submitModal(modal!, { amount: '12', colour: 'red' })).toThrow(/no input colour/);
    expect(() => fake.user('bob').submitModal(modal!, { amount: '12' })).toThrow(/shown to someone else/);

    const result = await alice.submitModal(modal!, { amount: '12', class: ['cc'] });
    expect(result.reply?.content).toBe('alice bids 12 for cc');
  });

  it('returns the autocomplete choices the bot offers', async () => {
    const fake = await startFake();
    await startBot(fake, async (i) => {
      if (!i.isAutocomplete()) return;
      const typed = i.options.getFocused().toLowerCase();
      const cards = ['Farm', 'Factory', 'Hospital', 'University'];
      await i.respond(
        cards
          .filter((c) => c.toLowerCase().startsWith(typed))
          .map((c) => ({ name: c, value: c.toLowerCase() })),
      );
    });
    const choices = await fake
      .user('alice')
      .autocomplete(fake.channel('game'), 'play', { focused: 'card', options: { card: 'fa' } });
    expect(choices).toEqual([
      { name: 'Farm', value: 'farm' },
      { name: 'Factory', value: 'factory' },
    ]);
  });

  it('lets several players click at once', async () => {
    const fake = await startFake();
    await startBot(fake, async (i) => {
      if (i.isChatInputCommand()) await i.reply(board());
      if (i.isButton()) {
        await sleep(5);
        await i.reply({ content: `${i.user.username} is ready`, flags: MessageFlags.Ephemeral });
      }
    });
    const shown = (await fake.user('alice').slash(fake.channel('game'), 'board')).reply!;
    const players = ['alice', 'bob', 'carol', 'dave'].map((name) => fake.user(name));

    const results = await Promise.all(players.map((player) => player.click(shown, 'end-turn')));
    expect(results.map((r) => r.reply?.content)).toEqual(players.map((p) => `${p.name} is ready`));
    for (const player of players)
      expect(fake.ephemeralMessages(player).map((m) => m.content)).toEqual([`${player.name} is ready`]);
    expect(fake.violations).toEqual([]);
  });

  it('delivers the same interaction again on redelivery, and flags a second acknowledgement', async () => {
    const fake = await startFake();
    const seen = new Set<string>();
    let dedupe = true;
    await startBot(fake, async (i) => {
      if (!i.isChatInputCommand()) return;
      if (dedupe && seen.has(i.id)) return;
      seen.add(i.id);
      await i.reply('Income collected');
    });
    const alice = fake.user('alice');
    const first = await alice.slash(fake.channel('game'), 'income');

    const again = await fake.redeliver(first);
    expect(again.interaction).toBe(first.interaction);
    expect(again.calls).toEqual([]);
    expect(fake.publicMessages(fake.channel('game'))).toHaveLength(1);

    dedupe = false;
    const twice = await fake.redeliver(first.interaction);
    expect(twice.violations.map((v) => v.kind)).toEqual(['already-acknowledged']);
    expect(twice.calls[0]?.response).toMatchObject({ code: 40060 });
  });
});

describe('messages and commands', () => {
  it('posts a channel message with an embed and a PNG, keeping the bytes', async () => {
    const fake = await startFake();
    await startBot(fake, async (i) => {
      if (!i.isChatInputCommand() || !i.channel?.isSendable()) return;
      await i.channel.send({
        embeds: [
          new EmbedBuilder()
            .setTitle('Round 1')
            .setDescription('Preparation phase')
            .setImage('attachment://board.png'),
        ],
        files: [new AttachmentBuilder(PNG, { name: 'board.png', description: 'The board' })],
      });
      await i.reply({ content: 'Board posted', flags: MessageFlags.Ephemeral });
    });
    const game = fake.channel('game');
    const result = await fake.user('alice').slash(game, 'show');

    const posted = fake.lastMessage(game);
    expect(result.publicMessages).toEqual([posted]);
    expect(posted.embeds[0]?.title).toBe('Round 1');
    expect(posted.attachments[0]).toMatchObject({
      filename: 'board.png',
      description: 'The board',
      size: PNG.length,
    });
    expect(posted.attachments[0]?.data.equals(PNG)).toBe(true);
    const send = result.calls.find((c) => c.route === 'POST /channels/:channel/messages');
    expect(send?.files.map((f) => [f.name, f.size])).toEqual([['board.png', PNG.length]]);
    const served = Buffer.from(await (await fetch(posted.attachments[0]!.url)).arrayBuffer());
    expect(served.equals(PNG)).toBe(true);
  });

  it('edits, lists and deletes channel messages, but never shows ephemeral ones there', async () => {
    const fake = await startFake();
    const { client } = await startBot(fake, async (i) => {
      if (i.isChatInputCommand()) await i.reply({ content: 'secret', flags: MessageFlags.Ephemeral });
    });
    const game = fake.channel('game');
    const channel = await client.channels.fetch(game.id);
    if (!channel?.isSendable()) throw new Error('game channel not sendable');
    const first = await channel.send('first');
    const second = await channel.send('second');
    await first.edit('first, edited');
    expect(fake.publicMessages(game).map((m) => m.content)).toEqual(['first, edited', 'second']);

    const listed = await channel.messages.fetch({ limit: 10, cache: false });
    expect([...listed.values()].map((m) => m.content)).toEqual(['second', 'first, edited']);
    await second.delete();
    expect(fake.publicMessages(game).map((m) => m.content)).toEqual(['first, edited']);

    const secret = (await fake.user('alice').slash(game, 'hand')).reply!;
    await expect(client.rest.get(Routes.channelMessage(game.id, secret.id))).rejects.toMatchObject({
      code: 10008,
    });
    await expect(
      channel.send({ content: 'x', flags: MessageFlags.Ephemeral as never }),
    ).rejects.toMatchObject({ code: 50035 });
  });

  it("serves the channel, guild, member and user lookups discord.js makes, with the players' permissions", async () => {
    const fake = await startFake();
    const { client } = await startBot(fake, async (i) => {
      if (i.isChatInputCommand()) {
        await i.reply(i.memberPermissions?.has(PermissionFlagsBits.ManageGuild) ? 'admin' : 'player');
      }
    });
    const admin = fake.user('gm', { permissions: PermissionFlagsBits.ManageGuild });
    const alice = fake.user('alice');

    const channel = await client.channels.fetch(fake.channel('game').id, { force: true });
    const guild = await client.guilds.fetch({ guild: fake.guild.id, force: true });
    const member = await guild.members.fetch({ user: alice.id, force: true });
    const user = await client.users.fetch(admin.id, { force: true });
    expect([
      channel && 'name' in channel ? channel.name : undefined,
      guild.name,
      member.user.username,
      user.username,
    ]).toEqual(['game', 'Hegemony Test Server', 'alice', 'gm']);
    expect((await admin.slash(fake.channel('game'), 'abort')).reply?.content).toBe('admin');
    expect((await alice.slash(fake.channel('game'), 'abort')).reply?.content).toBe('player');
    expect(fake.violations).toEqual([]);
  });

  it('opens one direct-message channel per user, records its messages, and refuses them for a user who closed their DMs (50007)', async () => {
    const fake = await startFake();
    const { client } = await startBot(fake, async () => {});
    const alice = fake.user('alice');
    const bob = fake.user('bob');
    // What `user.createDM()` does: the same channel each time, of type DM, its one recipient.
    const dm = await client.users.createDM(alice.id, { force: true });
    expect(dm.isDMBased()).toBe(true);
    expect(dm.recipientId).toBe(alice.id);
    const again = (await client.rest.post(Routes.userChannels(), { body: { recipient_id: alice.id } })) as {
      id: string;
      type: number;
      recipients: { id: string }[];
    };
    expect(again).toMatchObject({ id: dm.id, type: 1, recipients: [{ id: alice.id, username: 'alice' }] });
    await dm.send('⏰ Your move');
    expect(fake.directMessages(alice).map((m) => m.content)).toEqual(['⏰ Your move']);
    // Nothing shows in the guild's channels, and Bob has no direct messages.
    expect(fake.publicMessages(fake.channel('game'))).toEqual([]);
    expect(fake.directMessages(bob)).toEqual([]);

    fake.refuseDirectMessages(bob);
    const bobDm = await client.users.createDM(bob.id);
    const refused = await bobDm.send('⏰ Your move').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DiscordAPIError);
    expect(refused).toMatchObject({ code: 50007, status: 403 });
    expect(fake.directMessages(bob)).toEqual([]);
    fake.refuseDirectMessages(bob, false);
    await bobDm.send('⏰ Your move');
    expect(fake.directMessages(bob)).toHaveLength(1);
    // A user who does not exist cannot be written to.
    await expect(
      client.rest.post(Routes.userChannels(), { body: { recipient_id: '1234' } }),
    ).rejects.toMatchObject({ code: 50033 });
    // The refusal is the user's choice, not the bot's mistake; the unknown recipient is.
    expect(fake.violations.map((v) => v.kind)).toEqual(['invalid-form-body']);
  });

  it('registers guild and global commands, and checks slash input against them', async () => {
    const fake = await startFake();
    const { client } = await startBot(fake, async (i) => {
      if (i.isChatInputCommand()) await i.reply(`${i.commandId} ${i.options.getInteger('players')}`);
    });
    const hegemony = {
      name: 'hegemony',
      description: 'Play Hegemony',
      options: [
        {
          type: 1,
          name: 'new',
          description: 'Start a game',
          options: [
            { type: 4, name: 'players', description: 'How many', required: true, min_value: 2, max_value: 4 },
          ],
        },
      ],
    };
    const [registered] = [...(await client.application!.commands.set([hegemony], fake.guild.id)).values()];
    await client.application!.commands.set([{ name: 'rules', description: 'Show the rules' }]);

    expect(fake.commands(fake.guild.id).map((c) => c.name)).toEqual(['hegemony']);
    expect(fake.commands().map((c) => c.name)).toEqual(['rules']);
    expect((await client.application!.commands.fetch({ guildId: fake.guild.id })).map((c) => c.name)).toEqual(
      ['hegemony'],
    );

    const alice = fake.user('alice');
    const game = fake.channel('game');
    expect(() => alice.slash(game, 'hegemony', { options: { players: 3 } })).toThrow(
      /needs a subcommand: one of new/,
    );
    expect(() => alice.slash(game, 'hegemony', { subcommand: 'new', options: { players: 5 } })).toThrow(
      /above the maximum 4/,
    );
    expect(() => alice.slash(game, 'hegemony', { subcommand: 'new', options: {} })).toThrow(
      /needs option\(s\) players/,
    );
    const result = await alice.slash(game, 'hegemony', { subcommand: 'new', options: { players: 3 } });
    expect(result.reply?.content).toBe(`${registered?.id} 3`);

    await expect(
      client.application!.commands.set([{ name: 'Bad Name', description: 'x' }]),
    ).rejects.toMatchObject({ code: 50035 });
  });
});

describe("Discord's rules", () => {
  it('rejects a reply after the deadline with 10062 and records the failed interaction', async () => {
    const fake = await startFake({ responseDeadlineMs: 100 });
    await startBot(fake, async (i) => {
      if (!i.isChatInputCommand()) return;
      await sleep(150);
      await i.reply('too late');
    });
    const result = await fake.user('alice').slash(fake.channel('game'), 'slow');
    expect(result.acknowledged).toBe(false);
    expect(result.violations.map((v) => v.kind)).toEqual(['no-response']);
    const late = await fake.waitFor(() => fake.violations.find((v) => v.kind === 'late-response'));
    expect(late.message).toMatch(/deadline is 100 ms/);
  });

  it('surfaces the late reply to the bot as DiscordAPIError 10062', async () => {
    const fake = await startFake();
    fake.settings.responseDeadlineMs = 50;
    const { errors } = await startBot(fake, async (i) => {
      if (!i.isChatInputCommand()) return;
      await sleep(80);
      await i.reply('too late');
    });
    await fake.user('alice').slash(fake.channel('game'), 'slow');
    await fake.waitFor(() => errors.length > 0);
    expect(apiCode(errors[0])).toBe(10062);
  });

  it('rejects a second initial response with 40060, and a modal after a defer', async () => {
    const fake = await startFake();
    const codes: unknown[] = [];
    await startBot(fake, async (i) => {
      if (!i.isChatInputCommand()) return;
      await i.deferReply();
      for (const body of [
        { type: 4, data: { content: 'again' } },
        { type: 9, data: { custom_id: 'm', title: 'T', components: [] } },
      ]) {
        await i.client.rest
          .post(Routes.interactionCallback(i.id, i.token), { body, auth: false })
          .catch((error: unknown) => codes.push(apiCode(error)));
      }
      await i.editReply('done');
    });
    const result = await fake.user('alice').slash(fake.channel('game'), 'twice');
    expect(codes).toEqual([40060, 40060]);
    expect(result.violations.map((v) => v.kind)).toEqual(['already-acknowledged', 'already-acknowledged']);
    expect(result.violations[1]?.message).toMatch(/a modal must be the first response/);
    expect(result.reply?.content).toBe('done');
  });

  it('refuses an embed of 6001 characters and a select of 26 options with 50035, listing both', async () => {
    const fake = await startFake();
    const messages: string[] = [];
    await startBot(fake, async (i) => {
      if (!i.isChatInputCommand()) return;
      const embed = new EmbedBuilder()
        .setTitle('t'.repeat(256))
        .setDescription('d'.repeat(4096))
        .addFields({ name: 'n'.repeat(256), value: 'v'.repeat(1024) })
        .setFooter({ text: 'f'.repeat(369) });
      const options = Array.from({ length: 26 }, (_, n) => ({ label: `Option ${n}`, value: `o${n}` }));
      const select = { type: 1, components: [{ type: 3, custom_id: 'big', options }] };
      for (const payload of [{ embeds: [embed] }, { content: 'Pick', components: [select as never] }]) {
        await i
          .reply(payload)
          .catch((error: unknown) => messages.push(`${apiCode(error)} ${(error as Error).message}`));
      }
      await i.reply('Something went wrong; the referee has been told.');
    });
    const result = await fake.user('alice').slash(fake.channel('game'), 'oversized');

    expect(messages[0]).toMatch(
      /^50035 Invalid Form Body\ndata\.embeds\[MAX_EMBED_SIZE_EXCEEDED\]: Embed size exceeds maximum size of 6000/,
    );
    expect(messages[1]).toMatch(
      /^50035 .*data\.components\[0\]\.components\[0\]\.options\[BASE_TYPE_MAX_LENGTH\]: Must be 25 or fewer/s,
    );
    expect(fake.violations.map((v) => v.kind)).toEqual(['invalid-form-body', 'invalid-form-body']);
    expect(fake.violations[0]?.message).toMatch(/got 6001 characters/);
    expect(result.reply?.content).toMatch(/Something went wrong/);
  });

  it('records a deferred reply the bot never fills in', async () => {
    const fake = await startFake({ deferredReplyTimeoutMs: 50 });
    await startBot(fake, async (i) => {
      if (i.isChatInputCommand()) await i.deferReply();
    });
    const result = await fake.user('alice').slash(fake.channel('game'), 'forgetful');
    expect(result.reply?.loading).toBe(true);
    expect(result.violations.map((v) => v.message)).toEqual([
      expect.stringMatching(
        /^\/forgetful by alice: the bot deferred but did not fill in its reply within 50 ms/,
      ),
    ]);
  });

  it('refuses empty messages, and webhook use before the interaction is acknowledged', async () => {
    const fake = await startFake();
    const codes: unknown[] = [];
    await startBot(fake, async (i) => {
      if (!i.isChatInputCommand()) return;
      await i.webhook.send('too early').catch((e: unknown) => codes.push(apiCode(e)));
      await i.reply({ content: '' }).catch((e: unknown) => codes.push(apiCode(e)));
      await i.reply('Now then');
    });
    const result = await fake.user('alice').slash(fake.channel('game'), 'hasty');
    expect(codes).toEqual([10015, 50006]);
    expect(result.violations.map((v) => v.kind)).toEqual(['unknown-webhook', 'empty-message']);
    expect(result.reply?.content).toBe('Now then');
  });

  it('expires the interaction token after its lifetime (401, 50027)', async () => {
    const fake = await startFake({ tokenLifetimeMs: 100 });
    const { errors } = await startBot(fake, async (i) => {
      if (!i.isChatInputCommand()) return;
      await i.reply('Working on it');
      await sleep(150);
      await i.followUp('Done');
    });
    await fake.user('alice').slash(fake.channel('game'), 'long');
    await fake.waitFor(() => errors.length > 0);
    expect(apiCode(errors[0])).toBe(50027);
    expect(fake.violations.map((v) => v.kind)).toEqual(['invalid-token']);
  });

  it('keeps the visibility the first response chose: no ephemeral edit, no ephemeral first follow-up', async () => {
    const fake = await startFake();
    const codes: unknown[] = [];
    await startBot(fake, async (i) => {
      if (!i.isChatInputCommand()) return;
      const secretly = { content: 'secret?', flags: MessageFlags.Ephemeral as never };
      if (i.commandName === 'flip') {
        await i.reply('public');
        await i.editReply(secretly).catch((e: unknown) => codes.push(apiCode(e)));
      } else {
        await i.deferReply();
        await i.followUp(secretly).catch((e: unknown) => codes.push(apiCode(e)));
        await i.followUp('public after all');
      }
    });
    const alice = fake.user('alice');
    await alice.slash(fake.channel('game'), 'flip');
    const deferred = await alice.slash(fake.channel('game'), 'think');

    expect(codes).toEqual([50035, 50035]);
    expect(fake.violations.map((v) => v.message)).toEqual([
      expect.stringMatching(
        /^PATCH .*@original: flags: The ephemeral flag can only be set on the first response/,
      ),
      expect.stringMatching(
        /^POST \/webhooks\/.*: flags: The ephemeral flag can only be set on the first response/,
      ),
    ]);
    expect(deferred.reply).toMatchObject({ content: 'public after all', ephemeral: false });
  });

  it('refuses a modal in answer to a modal submit', async () => {
    const fake = await startFake();
    const codes: unknown[] = [];
    await startBot(fake, async (i) => {
      const modal = new ModalBuilder()
        .setCustomId('name')
        .setTitle('Name your company')
        .addLabelComponents((label) =>
          label
            .setLabel('Name')
            .setTextInputComponent((input) => input.setCustomId('name').setStyle(TextInputStyle.Short)),
        );
      if (i.isChatInputCommand()) await i.showModal(modal);
      if (i.isModalSubmit()) {
        const body = { type: InteractionResponseType.Modal, data: modal.toJSON() };
        await i.client.rest
          .post(Routes.interactionCallback(i.id, i.token), { body, auth: false })
          .catch((e: unknown) => codes.push(apiCode(e)));
        await i.reply(`Named ${i.fields.getTextInputValue('name')}`);
      }
    });
    const alice = fake.user('alice');
    const { modal } = await alice.slash(fake.channel('game'), 'company');
    const result = await alice.submitModal(modal!, { name: 'Acme' });

    expect(codes).toEqual([50035]);
    expect(result.violations.map((v) => [v.kind, v.message])).toEqual([
      ['invalid-response-type', expect.stringMatching(/a modal cannot answer a modal submit$/)],
    ]);
    expect(result.reply?.content).toBe('Named Acme');
  });

  it('makes discord.js wait and retry after a 429', async () => {
    const fake = await startFake();
    await startBot(fake, async (i) => {
      if (i.isChatInputCommand()) await i.reply('patient');
    });
    fake.rateLimitNext(1, 20);
    const result = await fake.user('alice').slash(fake.channel('game'), 'ping');
    expect(result.calls.map((c) => c.status)).toEqual([429, 204]);
    expect(result.reply?.content).toBe('patient');
    expect(fake.violations).toEqual([]);
  });

  it('records calls to routes it does not implement', async () => {
    const fake = await startFake();
    const { client } = await startBot(fake, async () => {});
    await expect(client.rest.get('/guilds/1/bans')).rejects.toMatchObject({
      status: 404,
      message: '404: Not Found (the fake Discord does not implement GET /guilds/1/bans)',
    });
    expect(fake.violations.map((v) => [v.kind, v.message])).toEqual([
      ['unknown-route', 'GET /guilds/1/bans: the fake Discord does not implement GET /guilds/1/bans'],
    ]);
  });
});

describe('faults and several bots', () => {
  it('posts a message sent again with the same enforced nonce once, answering with the first', async () => {
    const fake = await startFake();
    const { client } = await startBot(fake, async () => {});
    const game = fake.channel('game');
    const send = (content: string, nonce: string, enforce = true) =>
      client.rest.post(Routes.channelMessages(game.id), {
        body: { content, nonce, enforce_nonce: enforce },
      }) as Promise<{
        id: string;
      }>;
    const first = await send('Round 1', 'g1.7');
    expect((await send('Round 1', 'g1.7')).id).toBe(first.id);
    expect((await send('Round 1', 'g1.8')).id).not.toBe(first.id);
    expect((await send('Round 1', 'g1.7', false)).id).not.toBe(first.id);
    expect(fake.publicMessages(game)).toHaveLength(3);
    await expect(send('x', 'n'.repeat(26))).rejects.toMatchObject({ code: 50035 });
  });

  it("applies a channel override to the bot: 50001 without View Channel, 50013 without Send Messages or Attach Files, embeds dropped without Embed Links; interactions carry the bot's permissions", async () => {
    const fake = await startFake({ guilds: [{ channels: ['game', { name: 'pod', threadOf: 'game' }] }] });
    let appPermissions = 0n;
    const { client } = await startBot(fake, async (i) => {
      appPermissions = i.appPermissions?.bitfield ?? 0n;
      if (i.isRepliable()) await i.reply({ content: 'ok' });
    });
    const game = fake.channel('game');
    const post = (
      channelId: string,
      body: Record<string, unknown>,
      files: Array<{ name: string; data: Buffer }> = [],
    ) =>
      client.rest.post(Routes.channelMessages(channelId), { body, files }) as Promise<{
        id: string;
        embeds: unknown[];
      }>;
    const embed = { content: 'board', embeds: [{ title: 'Board' }] };
    expect((await post(game.id, embed)).embeds).toHaveLength(1);
    fake.denyBot(game, PermissionFlagsBits.EmbedLinks);
    expect((await post(game.id, embed)).embeds).toEqual([]);
    fake.denyBot(game, PermissionFlagsBits.AttachFiles);
    await expect(
      post(game.id, { content: 'x' }, [{ name: 'a.png', data: Buffer.from('x') }]),
    ).rejects.toMatchObject({
      code: 50013,
    });
    fake.denyBot(game, PermissionFlagsBits.SendMessages);
    await expect(post(game.id, { content: 'x' })).rejects.toMatchObject({ status: 403, code: 50013 });
    // A thread follows its parent's override.
    const pod = fake.channel('pod');
    fake.denyBot(game, PermissionFlagsBits.ViewChannel);
    await expect(post(pod.id, { content: 'x' })).rejects.toMatchObject({ status: 403, code: 50001 });
    await fake.user('alice').slash(game, 'ping');
    expect(appPermissions & PermissionFlagsBits.SendMessages).toBe(0n);
    fake.restoreBot(game);
    await fake.user('alice').slash(game, 'ping');
    expect(appPermissions & PermissionFlagsBits.SendMessages).toBe(PermissionFlagsBits.SendMessages);
    expect((await post(pod.id, { content: 'x' })).id).toBeDefined();
    expect(fake.violations).toEqual([]);
  });

  it('archives a thread: writes there get 50083; the bot unarchives it, a locked one only with Manage Threads', async () => {
    const fake = await startFake({ guilds: [{ channels: ['game', { name: 'pod', threadOf: 'game' }] }] });
    const { client } = await startBot(fake, async () => {});
    const pod = fake.channel('pod');
    const sent = (await client.rest.post(Routes.channelMessages(pod.id), { body: { content: 'a' } })) as {
      id: string;
    };
    fake.archiveThread(pod);
    await expect(
      client.rest.post(Routes.channelMessages(pod.id), { body: { content: 'b' } }),
    ).rejects.toMatchObject({
      code: 50083,
    });
    await expect(
      client.rest.patch(Routes.channelMessage(pod.id, sent.id), { body: { content: 'a2' } }),
    ).rejects.toMatchObject({ code: 50083 });
    await client.rest.patch(Routes.channel(pod.id), { body: { archived: false } });
    expect(fake.isArchived(pod)).toBe(false);
    fake.archiveThread(pod, { locked: true });
    fake.denyBot(pod, PermissionFlagsBits.ManageThreads);
    await expect(
      client.rest.patch(Routes.channel(pod.id), { body: { archived: false } }),
    ).rejects.toMatchObject({
      code: 50013,
    });
    expect(fake.isArchived(pod)).toBe(true);
    expect(fake.violations).toEqual([]);
  });

  it('keeps enforced nonces per author, not per channel: the same nonce in another channel returns the first message', async () => {
    // Discord, Create Message: "If another message was created by the same author with the same
    // nonce, that message will be returned and no new message will be created."
    const fake = await startFake();
    const { client } = await startBot(fake, async () => {});
    const game = fake.channel('game');
    const general = fake.channel('general');
    const post = (channelId: string, nonce: string) =>
      client.rest.post(Routes.channelMessages(channelId), {
        body: { content: 'reminder', nonce, enforce_nonce: true },
      }) as Promise<{ id: string; channel_id: string }>;
    const first = await post(game.id, 'g1.9d');
    const second = await post(general.id, 'g1.9d');
    expect(second.id).toBe(first.id);
    expect(second.channel_id).toBe(game.id);
    expect(fake.publicMessages(general)).toEqual([]);
    // The same in two direct-message channels: only the first player's message exists.
    const dm = async (name: string) =>
      (
        (await client.rest.post(Routes.userChannels(), { body: { recipient_id: fake.user(name).id } })) as {
          id: string;
        }
      ).id;
    const [ana, ben] = [await dm('ana'), await dm('ben')];
    await post(ana, 'g1.10d');
    await post(ben, 'g1.10d');
    expect(fake.directMessages(fake.user('ana'))).toHaveLength(1);
    expect(fake.directMessages(fake.user('ben'))).toEqual([]);
  });

  it('holds requests until released, and drops those whose bot went away meanwhile', async () => {
    const fake = await startFake();
    const { client } = await startBot(fake, async () => {});
    const game = fake.channel('game');
    const hold = fake.holdRequests((r) => r.route === 'POST /channels/:channel/messages');
    const sent = client.rest.post(Routes.channelMessages(game.id), { body: { content: 'held' } });
    await fake.waitFor(() => hold.held === 1);
    expect(fake.publicMessages(game)).toEqual([]);
    hold.release();
    await sent;
    expect(fake.lastMessage(game).content).toBe('held');

    // A request held while its client disconnects is never processed.
    const again = fake.holdRequests(() => true);
    const controller = new AbortController();
    const lost = fetch(`${fake.apiUrl}/v10/channels/${game.id}/messages`, {
      method: 'POST',
      headers: { authorization: `Bot ${fake.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'lost' }),
      signal: controller.signal,
    }).catch(() => 'aborted');
    await fake.waitFor(() => again.held === 1);
    controller.abort();
    expect(await lost).toBe('aborted');
    await fake.waitFor(() => again.dropped === 1);
    again.release();
    expect(fake.publicMessages(game).map((m) => m.content)).toEqual(['held']);
  });

  it('delivers an interaction to every connected bot, to one in turn, or to a chosen one', async () => {
    const fake = await startFake({ interactionDelivery: 'one-bot' });
    const seen: string[][] = [[], []];
    for (const [n, list] of seen.entries()) {
      await startBot(fake, async (i) => {
        if (!i.isChatInputCommand()) return;
        list.push(i.id);
        await i.reply(`bot ${n}`);
      });
    }
    expect(fake.connectedBots).toBe(2);
    const alice = fake.user('alice');
    const game = fake.channel('game');
    // In turn…
    expect((await alice.slash(game, 'ping')).reply?.content).toBe('bot 0');
    expect((await alice.slash(game, 'ping')).reply?.content).toBe('bot 1');
    // …to a chosen one…
    expect((await fake.toBot(1, () => alice.slash(game, 'ping'))).reply?.content).toBe('bot 1');
    expect(seen.map((s) => s.length)).toEqual([1, 2]);
    expect(fake.violations).toEqual([]);
    // …or to both, which then both answer: Discord refuses the second answer (40060), which is
    // neither process's mistake — neither can know the other answered.
    const both = await fake.toEveryBot(() => alice.slash(game, 'ping'));
    expect(seen.every((s) => s.includes(both.interaction.id))).toBe(true);
    expect(
      both.calls.filter((c) => (c.response as { code?: number } | undefined)?.code === 40060),
    ).toHaveLength(1);
    expect(fake.violations).toEqual([]);
  });

  it('serves several shards: /gateway/bot says how many, and each shard gets its own guilds and their interactions', async () => {
    const guilds = ['North', 'South', 'East', 'West', 'Centre'].map((name) => ({ name, channels: ['game'] }));
    const fake = await startFake({ guilds, shards: 2, maxConcurrency: 2 });
    const gateway = (await (
      await fetch(`${fake.apiUrl}/v10/gateway/bot`, { headers: { authorization: `Bot ${fake.token}` } })
    ).json()) as { shards: number; session_start_limit: { max_concurrency: number } };
    expect(gateway.shards).toBe(2);
    expect(gateway.session_start_limit.max_concurrency).toBe(2);
    const answered: number[][] = [[], []];
    const bots = [];
    for (const id of [0, 1]) {
      const bot = await startBot(
        fake,
        async (i) => {
          if (!i.isChatInputCommand()) return;
          answered[id]?.push(Number(i.guildId));
          await i.reply(`shard ${id}`);
        },
        {},
        { shards: [id], shardCount: 2 },
      );
      bots.push(bot);
    }
    expect(fake.identifies.map((i) => i.shard)).toEqual([
      [0, 2],
      [1, 2],
    ]);
    const of = (shard: number) => fake.guilds.filter((g) => fake.shardOf(g, 2) === shard).map((g) => g.id);
    expect(of(0).length).toBeGreaterThan(0);
    expect(of(1).length).toBeGreaterThan(0);
    for (const [shard, bot] of bots.entries())
      expect([...bot.client.guilds.cache.keys()].sort()).toEqual(of(shard).sort());
    const alice = fake.user('alice');
    for (const guild of fake.guilds) {
      const channel = guild.channels[0] as (typeof guild.channels)[number];
      const shard = fake.shardOf(guild, 2);
      expect((await alice.slash(channel, 'ping')).reply?.content).toBe(`shard ${shard}`);
    }
    expect(answered[0]?.length).toBe(of(0).length);
    expect(answered[1]?.length).toBe(of(1).length);
    expect(fake.violations).toEqual([]);
  });
});
