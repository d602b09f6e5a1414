/**
 * Bad input gets a clear ephemeral answer and changes nothing: not a player, not your seat, a stale
 * button, a forged custom id, an option that was not offered, no game here, a second game here.
 */
import { PermissionFlagsBits } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buttons,
  type FakeChannel,
  type FakeMessage,
  type FakeUser,
  type InteractionResult,
} from '../../src/local-discord/index.ts';
import { type GameRecord, gameKey } from '../../src/store/types.ts';
import { type Harness, startHarness } from './harness.ts';
import { choicesOf, seeded, type Table, tappingTable } from './table.ts';

let h: Harness;
let table: Table;
let game: FakeChannel;
let general: FakeChannel;
let ann: FakeUser;
let bob: FakeUser;
let carl: FakeUser;

beforeAll(async () => {
  h = await startHarness({ quietMs: 5, gameSeeds: ['bad-input'] });
  game = h.fake.channel('game');
  general = h.fake.channel('general');
  [ann, bob, carl] = ['ann', 'bob', 'carl'].map((n) => h.fake.user(n)) as [FakeUser, FakeUser, FakeUser];
  table = tappingTable(h, game, [ann, bob]);
  await table.open(2);
});
afterAll(async () => {
  await h?.stop();
});

async function record(): Promise<GameRecord> {
  return (await h.app.store.get(gameKey(game.guildId, game.id))) as GameRecord;
}

/** Runs `action` and checks that the game, the board and the channel stayed exactly as they were. */
async function refusedWithoutChange(action: () => Promise<InteractionResult>): Promise<string> {
  await h.app.bot.context.publisher.idle();
  const before = await record();
  const board = JSON.stringify(table.board);
  const channelMessages = h.fake.publicMessages(game).length;
  const result = await action();
  await h.app.bot.context.publisher.idle();
  expect(result.acknowledged).toBe(true);
  expect(result.violations).toEqual([]);
  expect(result.ephemeral, 'the refusal is only for the player').toBe(true);
  const after = await record();
  expect(after.rev).toBe(before.rev);
  expect(after.state).toEqual(before.state);
  expect(after.actions).toEqual(before.actions);
  expect(JSON.stringify(table.board)).toBe(board);
  expect(h.fake.publicMessages(game).length).toBe(channelMessages);
  const text = result.reply?.content ?? '';
  expect(text).not.toMatch(/Sorry — something went wrong/);
  return text;
}

/** Ann's panel with her open question. */
async function annsPanel(): Promise<FakeMessage> {
  const open = table.openPanel(ann);
  if (open) return open;
  return table.openPanelFor(ann, seeded(3));
}

function firstChoice(panel: FakeMessage) {
  for (const c of choicesOf(panel)) if (c.kind !== 'page') return c;
  throw new Error(`no choice on ${panel.content}`);
}

/** Sends the panel's first choice as `user`, whoever the panel belongs to (a forged click). */
function pressRaw(user: FakeUser, panel: FakeMessage) {
  const c = firstChoice(panel);
  return c.kind === 'select'
    ? user.selectRaw(panel.id, game.id, c.customId, [c.value])
    : user.clickRaw(panel.id, game.id, c.customId);
}

/** `<game>:<seat>:<version>:<question>` of the panel's question. */
function refOf(panel: FakeMessage): string {
  return firstChoice(panel).customId.split(':').slice(2, 6).join(':');
}

describe('a game command where there is no game', () => {
  it.each(['hand', 'board', 'score'])('/%s answers that there is no game here', async (command) => {
    const result = await ann.slash(general, command);
    expect(result.ephemeral).toBe(true);
    expect(result.reply?.content).toContain('There is no game in this channel');
    expect(h.fake.publicMessages(general)).toEqual([]);
  });

  it('/answer and /hegemony abandon say the same', async () => {
    for (const result of [
      await ann.slash(general, 'answer', { options: { choice: 'done' } }),
      await ann.slash(general, 'hegemony', { subcommand: 'abandon' }),
    ]) {
      expect(result.ephemeral).toBe(true);
      expect(result.reply?.content).toContain('There is no game in this channel');
    }
  });
});

it('refuses a second /hegemony new in a channel with a game, with a link to the running game', async () => {
  const text = await refusedWithoutChange(() =>
    bob.slash(game, 'hegemony', { subcommand: 'new', options: { players: 3 } }),
  );
  expect(text).toContain('already has a game');
  expect(text).toContain(`https://discord.com/channels/${game.guildId}/${game.id}/${table.boardId}`);
});

it('tells a non-player who presses the board or an answer button that they are not playing', async () => {
  const open = buttons(table.board).find((b) => b.customId?.startsWith('hg:open:'))?.customId as string;
  expect(await refusedWithoutChange(() => carl.click(table.board, open))).toBe(
    'You are not playing in this game.',
  );
  const panel = await annsPanel();
  expect(await refusedWithoutChange(() => pressRaw(carl, panel))).toBe('You are not playing in this game.');
});

it("refuses the wrong seat: only the seat's owner answers its question", async () => {
  const panel = await annsPanel();
  const text = await refusedWithoutChange(() => pressRaw(bob, panel));
  expect(text).toContain(`only ${ann.mention} can make it`);
  // Typing the answer instead: Bob's own seat has nothing to answer.
  const choice = choicesOf(panel)[0];
  const value =
    choice?.kind === 'select' ? choice.value : (choice?.customId.split(':').slice(6).join(':') ?? '');
  const typed = await refusedWithoutChange(() => bob.slash(game, 'answer', { options: { choice: value } }));
  expect(typed).toContain('nothing for the Capitalist Class to answer');
});

it('refuses a forged custom id', async () => {
  const panel = await annsPanel();
  const [gid, seat, version, fingerprint] = refOf(panel).split(':');
  const forged: Array<[string, RegExp]> = [
    ['hg:nonsense', /not one I know/],
    ['someone-elses-bot:123', /not one I know/],
    [`hg:a:${gid}:x:${version}:${fingerprint}:done`, /not one I know/],
    [`hg:a:zzzzzz:${seat}:${version}:${fingerprint}:done`, /earlier game/],
    [`hg:a:${gid}:${seat}:${version}:AAAAAAAA:done`, /does not match any open question/],
    [`hg:a:${gid}:${seat}:zzzz:${fingerprint}:done`, /does not match any open question/],
    [`hg:a:${gid}:${seat}:${version}:${fingerprint}:~99`, /not on offer/],
    [`hg:p:${gid}:${seat}:${version}:${fingerprint}:x`, /not one I know/],
    [`hg:s:${gid}:${seat}:${version}:${fingerprint}:0`, /Choose exactly one option/],
    [`hg:join:${gid}:w`, /already started/],
    [`hg:start:${gid}`, /already started/],
  ];
  for (const [id, expected] of forged) {
    expect(await refusedWithoutChange(() => ann.clickRaw(panel.id, game.id, id))).toMatch(expected);
  }
});

it('refuses an option that was not offered, from a button, a select or a typed answer', async () => {
  const panel = await annsPanel();
  const ref = refOf(panel);
  const notOffered =
    /is not one of the choices|There is no (choice|card to play) called “[^”]+” on offer now/;
  expect(
    await refusedWithoutChange(() => ann.clickRaw(panel.id, game.id, `hg:a:${ref}:basic:no-such-action`)),
  ).toMatch(notOffered);
  const selectId = `hg:s:${ref}:0`;
  expect(
    await refusedWithoutChange(() => ann.selectRaw(panel.id, game.id, selectId, ['play:nothing#1'])),
  ).toMatch(notOffered);
  expect(
    await refusedWithoutChange(() => ann.slash(game, 'answer', { options: { choice: 'no-such-choice' } })),
  ).toMatch(notOffered);
  expect(
    await refusedWithoutChange(() => ann.slash(game, 'play', { options: { card: 'working.not-a-card#1' } })),
  ).toMatch(notOffered);
});

it('refuses a stale button politely and applies nothing twice', async () => {
  const panel = await annsPanel();
  const choices = choicesOf(panel).filter((c) => c.kind !== 'page');
  const first = choices[0];
  if (!first) throw new Error('no choice');
  const before = await record();
  const result =
    first.kind === 'select'
      ? await ann.select(panel, first.customId, [first.value])
      : await ann.click(panel, first.customId);
  expect(result.reply?.content).toMatch(/^✅/);
  expect((await record()).actions.length).toBe(before.actions.length + 1);
  // The same button again (the old panel, as a player could still have it on another device).
  const stale =
    first.kind === 'select'
      ? () => ann.selectRaw(panel.id, game.id, first.customId, [first.value])
      : () => ann.clickRaw(panel.id, game.id, first.customId);
  expect(await refusedWithoutChange(stale)).toMatch(/already answered/);
});

describe('the lobby and the host', () => {
  it('checks seats and the host in the lobby', async () => {
    const lobby = (await ann.slash(general, 'hegemony', { subcommand: 'new', options: { players: 2 } }))
      .reply as FakeMessage;
    const id = (prefix: string) =>
      buttons(h.fake.message(lobby.id) as FakeMessage).find((b) => b.customId?.startsWith(prefix))
        ?.customId as string;
    const start = buttons(lobby).find((b) => b.customId?.startsWith('hg:start:'));
    expect(start?.disabled).toBe(true);
    const early = await ann.clickRaw(lobby.id, general.id, start?.customId as string);
    expect(early.reply?.content).toContain('Still waiting for players: Working Class, Capitalist Class');
    await ann.click(lobby, id('hg:join:') /* Working Class */);
    const twice = await ann.clickRaw(lobby.id, general.id, `${id('hg:join:').slice(0, -1)}c`);
    expect(twice.reply?.content).toContain('You already play the Working Class');
    const taken = await bob.clickRaw(lobby.id, general.id, `${id('hg:join:').slice(0, -1)}w`);
    expect(taken.reply?.content).toContain(`taken by ${ann.mention}`);
    await bob.click(h.fake.message(lobby.id) as FakeMessage, `${id('hg:join:').slice(0, -1)}c`);
    const notHost = await bob.click(h.fake.message(lobby.id) as FakeMessage, id('hg:start:'));
    expect(notHost.ephemeral).toBe(true);
    expect(notHost.reply?.content).toContain(`Only the host (${ann.mention})`);
    const leave = await carl.click(h.fake.message(lobby.id) as FakeMessage, id('hg:leave:'));
    expect(leave.reply?.content).toBe('You have not joined this game.');
    const abandoned = await ann.slash(general, 'hegemony', { subcommand: 'abandon' });
    expect(abandoned.ephemeral).toBe(true);
    await h.app.bot.context.publisher.idle();
    expect(h.fake.message(lobby.id)?.components).toEqual([]);
    expect(await h.app.store.get(gameKey(general.guildId, general.id))).toBeUndefined();
  });

  it('lets only the host or an admin offer a seat, only the user offered take it, and then only they answer', async () => {
    // An admin moves a present player's seat without asking her: the offer says so, mentioning her.
    const refused = await refusedWithoutChange(() =>
      carl.slash(game, 'hegemony', { subcommand: 'handover', options: { class: 'working', user: carl } }),
    );
    expect(refused).toContain('Only the host');
    const admin = h.fake.user('dana', { permissions: PermissionFlagsBits.ManageGuild });
    const offered = await admin.slash(game, 'hegemony', {
      subcommand: 'handover',
      options: { class: 'working', user: carl },
    });
    expect(offered.ephemeral).toBe(false);
    expect(offered.reply?.content).toContain(
      `offers the **Working Class** (now played by ${ann.mention}) to ${carl.mention}`,
    );
    expect(offered.reply?.content).toContain(`${ann.mention} has not been asked: a server admin`);
    // Nothing changes hands until Carl takes it, and nobody else can take it for him.
    expect((await record()).seats.working?.userId).toBe(ann.id);
    const take = buttons(offered.reply as FakeMessage).find((b) => b.label === 'Take the seat')
      ?.customId as string;
    const notCarl = await refusedWithoutChange(() => bob.click(offered.reply as FakeMessage, take));
    expect(notCarl).toContain(`offered to ${carl.mention}; only they can take it`);
    const taken = await carl.click(offered.reply as FakeMessage, take);
    expect(taken.reply?.content).toBe(`${carl.mention} took the **Working Class**.`);
    expect(taken.reply?.components).toEqual([]);
    await h.app.bot.context.publisher.idle();
    // The channel is told once, the previous holder mentioned (and pinged).
    const line = h.fake.lastMessage(game);
    expect(line.content).toContain(`${carl.mention} now plays the Working Class (was ${ann.mention})`);
    const sent = h.fake.calls.filter((c) => c.route === 'POST /channels/:channel/messages').at(-1);
    const body = sent?.body as { allowed_mentions: { users: string[] } };
    expect(body.allowed_mentions.users).toContain(ann.id);
    const annNow = await ann.slash(game, 'hand');
    expect(annNow.reply?.content).toBe('You are not playing in this game.');
    const carlNow = await carl.slash(game, 'hand');
    expect(carlNow.reply?.embeds[0]?.title).toContain('Working Class');
    // And back to Ann, by the host (Ann herself is still the host), once Carl, who plays it now,
    // agrees and she takes it.
    const back = await ann.slash(game, 'hegemony', {
      subcommand: 'handover',
      options: { class: 'working', user: ann },
    });
    const offer = back.reply as FakeMessage;
    const takeBack = buttons(offer).find((b) => b.label === 'Take the seat')?.customId as string;
    expect(await refusedWithoutChange(() => ann.click(offer, takeBack))).toContain(
      `${carl.mention} still plays the Working Class and has not agreed`,
    );
    const agreed = await carl.click(
      offer,
      buttons(offer).find((b) => b.label === 'Agree')?.customId as string,
    );
    expect(agreed.reply?.content).toContain(`${carl.mention} agreed to hand it over`);
    await ann.click(agreed.reply as FakeMessage, takeBack);
    expect((await record()).seats.working?.userId).toBe(ann.id);
    // A taken offer's button does nothing more.
    const again = await refusedWithoutChange(() => carl.clickRaw(offered.reply?.id as string, game.id, take));
    expect(again).toBe('That offer is no longer open.');
  });
});
