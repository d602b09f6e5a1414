/**
 * `/game mine`: a player's games of this server, in three channels — the ones waiting for them
 * first, each with whose move it is and a link to its board; a lobby they joined too; games of
 * other servers' channels and games they left are not listed.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buttons, type FakeChannel, type FakeMessage, type FakeUser } from '../../src/local-discord/index.ts';
import { type GameRecord, gameKey } from '../../src/store/types.ts';
import { waitingSeats } from '../../src/table/questions.ts';
import { type Harness, startHarness } from './harness.ts';
import { tappingTable } from './table.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ quietMs: 3, guilds: [{ channels: ['one', 'two', 'three', 'four'] }] });
});
afterAll(() => h.stop());

const stored = async (channel: FakeChannel) =>
  (await h.app.store.get(gameKey(channel.guildId, channel.id))) as GameRecord;

it('lists my games in three channels, those waiting for me first, each with whose move it is and a jump link', async () => {
  const [ana, ben, cleo] = ['ana', 'ben', 'cleo'].map((n) => h.fake.user(n)) as [
    FakeUser,
    FakeUser,
    FakeUser,
  ];
  const [one, two, three, four] = ['one', 'two', 'three', 'four'].map((c) =>
    h.fake.channel(c),
  ) as FakeChannel[];
  // Two games in play: Ana and Ben in "one" (Ana hosts), Ben and Ana in "two" (Ben hosts).
  await tappingTable(h, one!, [ana, ben]).open(2);
  await tappingTable(h, two!, [ben, ana]).open(2);
  // A lobby Ana joined in "three", and a game without her in "four".
  const lobby = await cleo.slash(three!, 'hegemony', { subcommand: 'new', options: { players: 3 } });
  const join = buttons(lobby.reply as FakeMessage).find(
    (b) => b.customId?.startsWith('hg:join:') && b.customId.endsWith(':m'),
  );
  await ana.click(lobby.reply as FakeMessage, join?.customId as string);
  await tappingTable(h, four!, [ben, cleo]).open(2);
  await h.app.bot.context.publisher.idle();

  const mine = await ana.slash(one!, 'game', { subcommand: 'mine' });
  expect(mine.ephemeral).toBe(true);
  const text = mine.reply?.content ?? '';
  // Every game of hers, none of the others.
  for (const c of [one!, two!, three!]) expect(text).toContain(`<#${c.id}>`);
  expect(text).not.toContain(`<#${four!.id}>`);
  // Which games wait for her, as the store says: listed first, under their heading.
  const waitsForAna = async (c: FakeChannel) => {
    const r = await stored(c);
    const seat = Object.entries(r.seats).find(([, s]) => s?.userId === ana.id)?.[0];
    return waitingSeats(r.state!).some((w) => w.seat === seat);
  };
  const waiting = [] as FakeChannel[];
  for (const c of [one!, two!]) if (await waitsForAna(c)) waiting.push(c);
  const at = (c: FakeChannel) => text.indexOf(`<#${c.id}>`);
  const others = text.indexOf('**Your other games');
  if (waiting.length > 0) {
    expect(text).toContain(`**Waiting for you (${waiting.length})**`);
    for (const c of waiting) expect(at(c)).toBeLessThan(others);
  } else expect(text).toContain('Nothing is waiting for you right now.');
  expect(at(three!), 'a lobby is not waiting for her').toBeGreaterThan(others);
  expect(text).toContain('Lobby: waiting for players');
  // Each game in play: a link to its live board and whose move it is, by mention.
  for (const c of [one!, two!]) {
    const r = await stored(c);
    expect(text).toContain(`(https://discord.com/channels/${c.guildId}/${c.id}/${r.boardMessageId})`);
    const waited = waitingSeats(r.state!).map((w) => r.seats[w.seat]?.userId);
    const block = text.slice(at(c)).split('\n').slice(0, 3).join('\n');
    for (const u of waited) expect(block).toContain(`<@${u}> — `);
  }

  // Cleo hosts the lobby without a seat in it, and plays in "four": she sees that one; a player
  // with no game is told so.
  const cleos = (await cleo.slash(one!, 'game', { subcommand: 'mine' })).reply?.content ?? '';
  expect(cleos).not.toContain(`<#${three!.id}>`);
  expect(cleos).toContain(`<#${four!.id}>`);
  expect(cleos).not.toContain(`<#${one!.id}>`);
  const dan = await h.fake.user('dan').slash(one!, 'game', { subcommand: 'mine' });
  expect(dan.reply?.content).toBe(
    'You are not seated in any game in this server. `/hegemony new` opens one.',
  );

  // A game abandoned leaves the list.
  await ana.slash(one!, 'hegemony', { subcommand: 'abandon' });
  const after = (await ana.slash(two!, 'game', { subcommand: 'mine' })).reply?.content ?? '';
  expect(after).not.toContain(`<#${one!.id}>`);
  expect(after).toContain(`<#${two!.id}>`);
  expect(h.fake.violations).toEqual([]);
}, 60_000);
