/** The reading commands, the host's abandon of a game in play, and several games at once in one server. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FakeMessage, FakeUser } from '../../src/local-discord/index.ts';
import { gameKey } from '../../src/store/types.ts';
import { type Harness, startHarness } from './harness.ts';
import { seeded, tappingTable } from './table.ts';

let h: Harness;
let ann: FakeUser;
let bob: FakeUser;
let cat: FakeUser;
let dan: FakeUser;
beforeAll(async () => {
  h = await startHarness({
    quietMs: 5,
    gameSeeds: ['commands-1', 'commands-2'],
    guilds: [{ channels: ['general', 'game', 'modules'] }],
  });
  [ann, bob, cat, dan] = ['ann', 'bob', 'cat', 'dan'].map((n) => h.fake.user(n)) as [
    FakeUser,
    FakeUser,
    FakeUser,
    FakeUser,
  ];
});
afterAll(async () => {
  await h?.stop();
});

describe('reading commands', () => {
  it('/card finds a card by name with autocomplete and shows its text', async () => {
    const choices = await ann.autocomplete(h.fake.channel('general'), 'card', {
      focused: 'name',
      options: { name: 'migr' },
    });
    expect(choices.map((c) => c.name)).toContain('Migration (Working Class)');
    const result = await ann.slash(h.fake.channel('general'), 'card', {
      options: { name: 'working.migration' },
    });
    expect(result.ephemeral).toBe(true);
    expect(result.reply?.embeds[0]?.title).toBe('Migration');
    expect(result.reply?.embeds[0]?.fields?.[0]).toMatchObject({ name: 'Class', value: 'Working Class' });
    // The Crisis & Control cards too.
    const crisis = await ann.autocomplete(h.fake.channel('general'), 'card', {
      focused: 'name',
      options: { name: 'japanese model' },
    });
    expect(crisis.map((c) => c.name)).toEqual(['Japanese Model (Crisis Response)']);
    const agenda = await ann.slash(h.fake.channel('general'), 'card', { options: { name: 'Leviathan' } });
    expect(agenda.reply?.embeds[0]?.title).toBe('Leviathan');
    expect(agenda.reply?.embeds[0]?.fields?.map((f) => f.value)).toEqual(['State', '8']);
    const unknown = await ann.slash(h.fake.channel('general'), 'card', { options: { name: 'No Such Card' } });
    expect(unknown.reply?.content).toBe('There is no card called "No Such Card".');
  });

  it('/card finds a Historical Event by name (Historical Events rulebook, Card Anatomy: title, years, Period, trigger, effect)', async () => {
    const choices = await ann.autocomplete(h.fake.channel('general'), 'card', {
      focused: 'name',
      options: { name: 'baby' },
    });
    expect(choices.map((c) => c.name)).toEqual(['Baby Boom (Historical Event, Period II)']);
    const result = await ann.slash(h.fake.channel('general'), 'card', { options: { name: 'baby boom' } });
    const embed = result.reply?.embeds[0];
    expect(embed?.title).toBe('Baby Boom (1940s–1960s)');
    expect(embed?.fields).toEqual([
      { name: 'Period', value: 'Period II', inline: true },
      { name: 'Trigger', value: 'Working Class or Middle Class: Free Action', inline: true },
    ]);
    expect(embed?.description).toContain('3 unskilled');
  });

  it('/rules explains how to play and lists the commands', async () => {
    const result = await ann.slash(h.fake.channel('general'), 'rules');
    expect(result.ephemeral).toBe(true);
    const fields = result.reply?.embeds[0]?.fields ?? [];
    expect(fields[0]?.value).toContain('/hegemony new');
    // Every command's line is there in full: none was cut to fit a field.
    const all = fields.map((f) => f.value).join('\n');
    for (const line of ['/league help', '/stats [of] [season]', '/rules'])
      expect(all).toContain(`\`${line}\``);
    expect(all).not.toContain('…');
  });
});

describe('games side by side', () => {
  it('plays two games in two channels of one server at once, each on its own', async () => {
    const one = tappingTable(h, 'game', [ann, bob]);
    const two = tappingTable(h, 'general', [cat, dan]);
    await Promise.all([one.open(2), two.open(2)]);
    const r1 = seeded(1);
    const r2 = seeded(2);
    for (let i = 0; i < 15; i++) await Promise.all([one.step(r1), two.step(r2)]);
    await Promise.all([one.settle(), two.settle()]);
    const g1 = await h.app.store.get(gameKey(one.channel.guildId, one.channel.id));
    const g2 = await h.app.store.get(gameKey(two.channel.guildId, two.channel.id));
    expect(g1?.id).not.toBe(g2?.id);
    expect(g1?.actions.every((a) => [ann.id, bob.id].includes(a.userId))).toBe(true);
    expect(g2?.actions.every((a) => [cat.id, dan.id].includes(a.userId))).toBe(true);
    expect(g1?.actions.length).toBeGreaterThan(5);
    expect(g2?.actions.length).toBeGreaterThan(5);
    // Ann is not playing next door.
    const elsewhere = await ann.slash(two.channel, 'hand');
    expect(elsewhere.reply?.content).toBe('You are not playing in this game.');

    // /score mid-game, /hand with the cards, /board moves the live board down the channel.
    const score = await ann.slash(one.channel, 'score');
    expect(score.reply?.embeds[0]?.fields).toHaveLength(2);
    const hand = await ann.slash(one.channel, 'hand');
    expect(hand.reply?.embeds.some((e) => e.title?.includes('Your hand'))).toBe(true);
    const old = one.boardId;
    const board = await bob.slash(one.channel, 'board');
    expect(board.ephemeral).toBe(false);
    // The bot records the new board after its reply reaches Discord: wait for the old one to go.
    // It is deleted, not left as a stub saying it moved: the channel keeps one board.
    await vi.waitFor(() => expect(h.fake.message(old)).toBeUndefined());
    await one.settle();
    expect((await h.app.store.get(gameKey(one.channel.guildId, one.channel.id)))?.boardMessageId).toBe(
      board.reply?.id,
    );
    expect(one.boardId).toBe((board.reply as FakeMessage).id);
    await one.step(r1);
    await one.settle();
    expect(one.board.embeds[0]?.footer?.text).toContain(
      `move ${(await h.app.store.get(gameKey(one.channel.guildId, one.channel.id)))?.state?.version}`,
    );

    // The host abandons the first game: the board says so, the channel is free again.
    const notHost = await bob.slash(one.channel, 'hegemony', { subcommand: 'abandon' });
    expect(notHost.reply?.content).toContain('Only the host');
    const abandoned = await ann.slash(one.channel, 'hegemony', { subcommand: 'abandon' });
    expect(abandoned.reply?.content).toContain('abandoned');
    await one.settle();
    expect(one.board.embeds[0]?.title).toBe('Hegemony — abandoned');
    expect(one.board.components).toEqual([]);
    expect(h.fake.lastMessage(one.channel).content).toContain(`${ann.mention} abandoned the game`);
    expect(await h.app.store.get(gameKey(one.channel.guildId, one.channel.id))).toBeUndefined();
    const again = await bob.slash(one.channel, 'hegemony', {
      subcommand: 'new',
      options: { players: 3, 'crisis-cards': true },
    });
    expect(again.ephemeral).toBe(false);
    expect(again.reply?.embeds[0]?.description).toContain('Crisis & Control');
    const next = await h.app.store.get(gameKey(one.channel.guildId, one.channel.id));
    expect(next?.options.modules.extraActionCards).toBe(true);
    expect(Object.keys(next?.options.seats ?? {})).toEqual(['working', 'middle', 'capitalist']);
  });

  it('/hegemony new takes the Crisis & Control modules one by one or all at once, and refuses Alternative Events below 4 players', async () => {
    const channel = h.fake.channel('modules');
    const three = await ann.slash(channel, 'hegemony', {
      subcommand: 'new',
      options: { players: 3, 'alternative-events': true },
    });
    expect(three.reply?.content).toBe(
      'Alternative Events replace the Event deck, which only a 4-player game uses: choose 4 players or leave them out.',
    );
    expect(await h.app.store.get(gameKey(channel.guildId, channel.id))).toBeUndefined();
    const some = await ann.slash(channel, 'hegemony', {
      subcommand: 'new',
      options: { players: 3, 'crisis-response': true, 'hidden-agendas': true },
    });
    expect(some.reply?.embeds[0]?.description).toContain('With: Crisis Response, Hidden Agendas.');
    await ann.slash(channel, 'hegemony', { subcommand: 'abandon' });
    await ann.slash(channel, 'hegemony', { subcommand: 'new', options: { players: 3, modules: 'all' } });
    const all3 = await h.app.store.get(gameKey(channel.guildId, channel.id));
    expect(all3?.options.modules).toEqual({
      historicalEvents: true,
      crisisResponse: true,
      alternativeEvents: false,
      hiddenAgendas: true,
      extraActionCards: true,
    });
    await ann.slash(channel, 'hegemony', { subcommand: 'abandon' });
    await ann.slash(channel, 'hegemony', {
      subcommand: 'new',
      options: { players: 4, modules: 'all', 'hidden-agendas': false },
    });
    const all4 = await h.app.store.get(gameKey(channel.guildId, channel.id));
    expect(all4?.options.modules.alternativeEvents).toBe(true);
    expect(all4?.options.modules.hiddenAgendas).toBe(false);
  });
});
