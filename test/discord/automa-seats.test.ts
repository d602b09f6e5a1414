/**
 * Automa seats on Discord (Crisis & Control, Automas Setup: an Automa plays a Working, Middle or
 * Capitalist seat; there is no State Automa): the lobby's Automa buttons, `/hegemony new automa:`
 * with its refusals, a solo game that starts at once, the Automa's turn line, and `/automa`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pending } from '../../src/engine/index.ts';
import type { FakeChannel, FakeMessage, FakeUser } from '../../src/local-discord/index.ts';
import { type GameRecord, gameKey } from '../../src/store/types.ts';
import { type Harness, startHarness } from './harness.ts';
import { buttonLabelled as button, expectNewRefused } from './table.ts';

let h: Harness;
let ann: FakeUser;
let bob: FakeUser;
beforeAll(async () => {
  h = await startHarness({
    quietMs: 5,
    gameSeeds: ['automa-solo', 'automa-three', 'automa-lobby', 'automa-lobby-two'],
    guilds: [{ channels: ['solo', 'refused', 'three', 'lobby', 'lobby-two', 'nothing-here'] }],
  });
  [ann, bob] = ['ann', 'bob'].map((n) => h.fake.user(n)) as [FakeUser, FakeUser];
});
afterAll(async () => {
  await h?.stop();
});

const stored = (channel: FakeChannel) =>
  h.app.store.get(gameKey(channel.guildId, channel.id)) as Promise<GameRecord | undefined>;

/** The channel's game once it is dealt (a solo game starts right after its lobby is posted), its updates out. */
async function playing(channel: FakeChannel): Promise<GameRecord> {
  for (let i = 0; i < 200; i++) {
    const record = await stored(channel);
    if (record?.status === 'playing') {
      await h.app.bot.context.publisher.idle();
      return record;
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('the game was not dealt');
}

describe('/hegemony new automa:', () => {
  it('opens a solo game against the Capitalist Automa in one command: the host takes the Working Class and the game starts', async () => {
    const channel = h.fake.channel('solo');
    const created = await ann.slash(channel, 'hegemony', {
      subcommand: 'new',
      options: { players: 2, automa: 'capitalist', mode: 'advanced' },
    });
    expect(created.ephemeral).toBe(false);
    const record = await playing(channel);
    expect(record.options.seats).toEqual({
      working: { kind: 'human' },
      capitalist: { kind: 'automa', mode: 'advanced' },
    });
    expect(record.seats.working?.userId).toBe(ann.id);
    // The lobby message became the board, and it names the Automa seat as such.
    const board = h.fake.message(created.reply!.id) as FakeMessage;
    expect(board.embeds[0]?.title).toMatch(/Round 1/);
    const capitalist = board.embeds[0]?.fields?.find((f) => f.name.includes('Capitalist Class'));
    expect(capitalist?.value).toContain('🤖 Automa (advanced)');
    // Whatever the Automa did before the player's first move is in the log with its reason.
    const log = h.fake
      .publicMessages(channel)
      .map((m) => [m.content, ...m.embeds.map((e) => e.description ?? '')].join('\n'));
    expect(log.some((l) => l.includes('The game begins!'))).toBe(true);
    const me = log.find((l) => l.includes(`<@${ann.id}> — your move`));
    expect(me, 'the one player is mentioned').toBeDefined();
  });

  it.each([
    [{ players: 4, automa: 'state' }, /There is no State Automa/],
    [{ players: 2, automa: 'working,capitalist' }, /Every seat would be an Automa/],
    [{ players: 2, automa: 'middle' }, /A 2-player game has no Middle Class/],
    [{ players: 3, automa: 'banker' }, /"banker" is not a class/],
    [{ players: 3, mode: 'advanced' }, /`mode:` is for the Automas/],
    [
      { players: 2, automa: 'capitalist', class: 'capitalist' },
      /played by the Automa \(simple\); join another class/,
    ],
  ])('refuses %j and changes nothing', async (options, why) => {
    await expectNewRefused(h, bob, h.fake.channel('refused'), options, why);
  });

  it('opens a lobby when more than one seat is left for people, the Automa seats already given', async () => {
    const channel = h.fake.channel('three');
    const created = await ann.slash(channel, 'hegemony', {
      subcommand: 'new',
      options: { players: 3, automa: 'Middle Class' },
    });
    const lobby = created.reply as FakeMessage;
    expect(lobby.embeds[0]?.description).toContain('**Middle Class**: 🤖 Automa (simple)');
    expect(lobby.embeds[0]?.footer?.text).toMatch(/2 seats open/);
    expect((await stored(channel))?.status).toBe('lobby');
  });
});

describe('the lobby', () => {
  it('offers Automa (simple) and (advanced) on the Working, Middle and Capitalist seats, never the State (the AI on every seat); only the host sets them', async () => {
    const channel = h.fake.channel('lobby');
    const created = await ann.slash(channel, 'hegemony', { subcommand: 'new', options: { players: 4 } });
    let lobby = created.reply as FakeMessage;
    const rows = lobby.components as unknown as Array<{ components: Array<{ label?: string }> }>;
    expect(rows.map((r) => r.components.map((b) => b.label))).toEqual([
      ['Join as Working Class', 'Automa (simple)', 'Automa (advanced)', 'AI'],
      ['Join as Middle Class', 'Automa (simple)', 'Automa (advanced)', 'AI'],
      ['Join as Capitalist Class', 'Automa (simple)', 'Automa (advanced)', 'AI'],
      ['Join as State', 'AI'],
      ['Leave', 'Start'],
    ]);
    // Someone who is not the host cannot choose for the table.
    const stranger = await bob.click(lobby, button(lobby, /Automa \(advanced\)/, 2).custom_id!);
    expect(stranger.reply?.content).toMatch(/host/i);
    expect((await stored(channel))?.options.seats.capitalist).toEqual({ kind: 'human' });

    for (const row of [0, 1, 2]) {
      lobby = h.fake.message(lobby.id) as FakeMessage;
      await ann.click(
        lobby,
        button(lobby, row === 1 ? /Automa \(simple\)/ : /Automa \(advanced\)/, row).custom_id!,
      );
    }
    lobby = h.fake.message(lobby.id) as FakeMessage;
    expect(lobby.embeds[0]?.description).toContain('**Capitalist Class**: 🤖 Automa (advanced)');
    expect(lobby.embeds[0]?.description).toContain('**Middle Class**: 🤖 Automa (simple)');
    // An Automa seat cannot be joined; the host can open it again.
    expect(button(lobby, /Join as Working Class/).disabled).toBe(true);
    expect(button(lobby, /Open for a player/, 0)).toBeDefined();
    const record = (await stored(channel)) as GameRecord;
    expect(record.options.seats).toEqual({
      working: { kind: 'automa', mode: 'advanced' },
      middle: { kind: 'automa', mode: 'simple' },
      capitalist: { kind: 'automa', mode: 'advanced' },
      state: { kind: 'human' },
    });
    await ann.click(lobby, button(lobby, /Open for a player/, 0).custom_id!);
    lobby = h.fake.message(lobby.id) as FakeMessage;
    expect((await stored(channel))?.options.seats.working).toEqual({ kind: 'human' });
    expect(button(lobby, /Join as Working Class/).disabled).toBeFalsy();
    // A seat a player has taken is not given to an Automa.
    await bob.click(lobby, button(lobby, /Join as Working Class/).custom_id!);
    lobby = h.fake.message(lobby.id) as FakeMessage;
    expect(button(lobby, /Automa \(simple\)/, 0).disabled).toBe(true);
    const raw = await ann.clickRaw(lobby.id, channel.id, button(lobby, /Automa \(simple\)/, 0).custom_id!);
    expect(raw.reply?.content).toMatch(/taken by <@\d+>; they press Leave first/);
    // The last seat for a person cannot go to an Automa: with the State taken too, Start deals the game.
    lobby = h.fake.message(lobby.id) as FakeMessage;
    await ann.click(lobby, button(lobby, /Join as State/).custom_id!);
    lobby = h.fake.message(lobby.id) as FakeMessage;
    await bob.click(lobby, button(lobby, /^Leave$/).custom_id!);
    lobby = h.fake.message(lobby.id) as FakeMessage;
    await ann.click(lobby, button(lobby, /Automa \(simple\)/, 0).custom_id!);
    lobby = h.fake.message(lobby.id) as FakeMessage;
    expect(lobby.embeds[0]?.footer?.text).toMatch(/ready to start/);
    const started = await ann.click(lobby, button(lobby, /^Start$/).custom_id!);
    expect(started.reply?.embeds[0]?.title).toMatch(/Round 1/);
    const board = started.reply as FakeMessage;
    for (const [cls, mode] of [
      ['Working Class', 'simple'],
      ['Middle Class', 'simple'],
      ['Capitalist Class', 'advanced'],
    ])
      expect(board.embeds[0]?.fields?.find((f) => f.name.includes(cls as string))?.value).toContain(
        `🤖 Automa (${mode})`,
      );
  });

  it('keeps the last seat for a person in a 2-player game: its Automa buttons are off and refused', async () => {
    const channel = h.fake.channel('lobby-two');
    const created = await ann.slash(channel, 'hegemony', { subcommand: 'new', options: { players: 2 } });
    let lobby = created.reply as FakeMessage;
    await ann.click(lobby, button(lobby, /Automa \(simple\)/, 0).custom_id!);
    lobby = h.fake.message(lobby.id) as FakeMessage;
    expect(button(lobby, /Automa \(simple\)/, 1).disabled).toBe(true);
    const raw = await ann.clickRaw(lobby.id, channel.id, button(lobby, /Automa \(simple\)/, 1).custom_id!);
    expect(raw.reply?.content).toMatch(/Every seat would be an Automa/);
  });
});

describe('/automa', () => {
  it('shows the Automa’s AI card, priority rows and pile from the public view; refuses a class no Automa plays', async () => {
    const channel = h.fake.channel('solo');
    // The player moves until the Automa has revealed an AI card.
    const games = h.app.bot.context.games;
    for (let n = 0; !(await stored(channel))?.state?.automa?.capitalist?.card; n++) {
      if (n > 50) throw new Error('the Automa never took a turn');
      const record = (await stored(channel)) as GameRecord;
      const q = pending(record.state!).find((p) => p.seat === 'working')!;
      await games.answer({
        guildId: channel.guildId,
        channelId: channel.id,
        userId: ann.id,
        answers: [q.options.at(-1)!.id],
      });
    }
    await h.app.bot.context.publisher.idle();
    const log = h.fake
      .publicMessages(channel)
      .map((m) => [m.content, ...m.embeds.map((e) => e.description ?? '')].join('\n'));
    // Its turn is one short line with its move, its card and why.
    expect(log.some((l) => /• 🤖 Capitalist Class Automa .+ \(AI card \d+, .+\)/.test(l))).toBe(true);
    const shown = await ann.slash(channel, 'automa', { options: { class: 'capitalist' } });
    expect(shown.ephemeral).toBe(true);
    const embed = shown.reply?.embeds[0];
    expect(embed?.title).toBe('🔵 Capitalist Class Automa — Automa (advanced)');
    // Pictures are off here: the embed alone (automa-picture.test.ts has them on).
    expect(shown.reply?.attachments).toEqual([]);
    expect(embed?.image).toBeUndefined();
    const record = (await stored(channel)) as GameRecord;
    const a = record.state!.automa!.capitalist!;
    expect(embed?.description).toContain(`AI pile: **${a.pile.length}** cards`);
    expect(embed?.fields?.[0]?.name).toMatch(/^AI card \d+$/);
    expect(embed?.fields?.map((f) => f.name)).toEqual(
      expect.arrayContaining(['Action priority rows', 'Policy priority rows']),
    );
    // The pile's order is secret: no card below the revealed one is named.
    expect(JSON.stringify(embed)).not.toContain(a.pile.at(-1));
    const none = await ann.slash(channel, 'automa', { options: { class: 'working' } });
    expect(none.reply?.content).toMatch(/No Automa plays the Working Class in this game/);
    const elsewhere = await ann.slash(h.fake.channel('nothing-here'), 'automa');
    expect(elsewhere.reply?.content).toMatch(/There is no game in this channel/);
  });
});
