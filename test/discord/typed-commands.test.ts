/**
 * Typed commands take what people type — a card's or an action's name in any case, an option's
 * label — as well as autocomplete's choices; a name that matches nothing is refused with the names
 * on offer and never an internal id.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cardOf } from '../../src/discord/present/cards.ts';
import { pending } from '../../src/engine/index.ts';
import type { FakeUser } from '../../src/local-discord/index.ts';
import { type GameRecord, gameKey } from '../../src/store/types.ts';
import { labelOf } from '../engine/testing.ts';
import { type Harness, startHarness } from './harness.ts';
import { tappingTable } from './table.ts';

let h: Harness;
let ann: FakeUser;
let bob: FakeUser;
beforeAll(async () => {
  h = await startHarness({
    quietMs: 5,
    gameSeeds: ['typed-1', 'typed-2'],
    guilds: [{ channels: ['game', 'play-by-name'] }],
  });
  [ann, bob] = ['ann', 'bob'].map((n) => h.fake.user(n)) as [FakeUser, FakeUser];
});
afterAll(async () => {
  await h?.stop();
});

/** Nothing that looks like an engine id: `play:…`, `basic:…`, a card instance `…#2`, a dotted card id. */
const INTERNAL_ID = /\b(play|basic|free):|#\d|\b[a-z]+\.[a-z-]+\b/;

it('accepts names and labels typed in any case, and refuses unknown names without showing ids', async () => {
  const table = tappingTable(h, 'game', [ann, bob]);
  await table.open(2);
  const key = gameKey(table.channel.guildId, table.channel.id);
  const record = async () => (await h.app.store.get(key)) as GameRecord;

  const before = await record();
  const menu = pending(before.state!).find((q) => q.seat === 'working');
  expect(menu?.kind).toBe('turn');
  const basic = menu!.options.find((o) => o.group === 'basic' && o.short === 'Propose a Bill');
  expect(basic, 'Propose a Bill is on offer in the first turn').toBeDefined();

  // An unknown card: refused with the names on offer, no id, nothing changed.
  const unknown = await ann.slash(table.channel, 'play', { options: { card: 'No Such Card' } });
  expect(unknown.ephemeral).toBe(true);
  expect(unknown.reply?.content).toContain('There is no card to play called “No Such Card”');
  expect(unknown.reply?.content).not.toMatch(INTERNAL_ID);
  expect((await record()).rev).toBe(before.rev);

  // A Basic Action and a card of the hand, both named as a player types them.
  const hand = before.state!.classes.working.hand;
  const name = cardOf(hand[0] as string)?.name as string;
  const done = await ann.slash(table.channel, 'action', {
    options: { name: 'PROPOSE A BILL', card: name.toLowerCase() },
  });
  expect(done.ephemeral).toBe(true);
  const after = await record();
  expect(after.actions.at(-1)?.answers).toEqual([basic!.id, hand[0]]);

  // The next question (which Bill) answered by its label, typed in another case.
  const bill = pending(after.state!).find((q) => q.seat === 'working');
  expect(bill?.kind).toBe('bill.propose');
  const label = labelOf(bill!.options[0]!);
  await ann.slash(table.channel, 'answer', { options: { choice: label.toUpperCase() } });
  expect((await record()).actions.at(-1)?.answers).toEqual([bill!.options[0]!.id]);

  // An unknown choice: refused, naming the choices, no ids.
  const wrong = await ann.slash(table.channel, 'answer', { options: { choice: 'something else' } });
  expect(wrong.reply?.content ?? '').not.toMatch(INTERNAL_ID);
});

it('/play takes a card’s name as typed, in any case (“/play card:Workers Movement”)', async () => {
  const table = tappingTable(h, 'play-by-name', [ann, bob]);
  await table.open(2);
  const key = gameKey(table.channel.guildId, table.channel.id);
  const record = (await h.app.store.get(key)) as GameRecord;
  const menu = pending(record.state!).find((q) => q.seat === 'working');
  const play = menu?.options.find((o) => o.group === 'play');
  expect(play?.short, 'a card can be played in the first turn').toBeDefined();
  const done = await ann.slash(table.channel, 'play', {
    options: { card: ` ${play!.short!.toUpperCase()} ` },
  });
  expect(done.ephemeral).toBe(true);
  expect(done.reply?.content).not.toMatch(INTERNAL_ID);
  const after = (await h.app.store.get(key)) as GameRecord;
  expect(after.actions.at(-1)?.answers[0]).toBe(play!.id);
});
