/**
 * Issue 27 on the fake Discord: the turn panel's Why not? button lists the cards and actions the
 * player cannot use now with the engine's reasons; `/why` answers for one card and one action;
 * a refused `/play` gives the reason instead of the list of choices, and changes nothing.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { notOfferedLine, reasonText } from '../../src/discord/present/why.ts';
import { notOffered, pending } from '../../src/engine/index.ts';
import type { FakeMessage, FakeUser } from '../../src/local-discord/index.ts';
import { type GameRecord, gameKey } from '../../src/store/types.ts';
import { type Harness, startHarness } from './harness.ts';
import { buttonLabelled, tappingTable } from './table.ts';

let h: Harness;
let ann: FakeUser;
let bob: FakeUser;
beforeAll(async () => {
  // Seed why-1: the Working Class's first hand holds a Cooperative Farm it cannot build yet.
  h = await startHarness({ quietMs: 5, gameSeeds: ['why-1'], guilds: [{ channels: ['why'] }] });
  [ann, bob] = ['ann', 'bob'].map((n) => h.fake.user(n)) as [FakeUser, FakeUser];
});
afterAll(async () => {
  await h?.stop();
});

/** Nothing that looks like an engine id. */
const INTERNAL_ID = /\b(play|basic|free):|#\d|\b[a-z]+\.[a-z-]+\b/;

it('Why not?, /why and a refused /play say why a card cannot be played and an action cannot be taken', async () => {
  const table = tappingTable(h, 'why', [ann, bob]);
  await table.open(2);
  const key = gameKey(table.channel.guildId, table.channel.id);
  const record = async () => (await h.app.store.get(key)) as GameRecord;
  const before = await record();
  expect(pending(before.state!).find((q) => q.seat === 'working')?.kind).toBe('turn');

  const items = notOffered(before.state!, 'working');
  const farm = items.find((n) => n.name === 'Cooperative Farm');
  const demonstration = items.find((n) => n.name === 'Demonstration');
  expect(farm?.reasons.map((r) => r.code)).toEqual(['unemployed.few']);
  expect(demonstration?.reasons.map((r) => r.code)).toEqual(['demonstration.few']);
  const farmReason = reasonText(farm!.reasons[0]!);
  const demoReason = reasonText(demonstration!.reasons[0]!);
  expect(farmReason).toMatch(/^needs at least 3 unemployed Workers; you have [0-2] — /);
  expect(demoReason).toMatch(
    /^you need 2 more unemployed Workers than open slots for your class \(you have \d+ unemployed, \d+ open slots\) — Rulebook, Working Class: Demonstration$/,
  );

  // The panel's turn menu: each option says what it does, and the Why not? button lists the rest.
  const panel = (await ann.slash(table.channel, 'hand', {})).reply as FakeMessage;
  const select = panel.components
    .flatMap((r) => (r as { components: Array<{ options?: Array<{ description?: string }> }> }).components)
    .find((c) => c.options);
  expect(select?.options?.every((o) => (o.description ?? '').length > 0)).toBe(true);
  const why = await ann.click(panel, buttonLabelled(panel, /Why not\?/).custom_id!);
  expect(why.ephemeral).toBe(true);
  const shown = JSON.stringify(why.reply?.embeds ?? []);
  const fields = (why.reply?.embeds[0]?.fields ?? []) as Array<{ name: string; value: string }>;
  const listed = (name: string) =>
    fields
      .filter((f) => f.name.startsWith(name))
      .map((f) => f.value)
      .join('\n');
  const cards = listed('Cards you cannot play now');
  const actions = listed('Actions you cannot take now');
  expect(cards).toContain(`**Play *Cooperative Farm***: ${farmReason}`);
  expect(actions).toContain(`**Demonstration**: ${demoReason}`);
  expect(actions).toContain('**Pay Off a Loan**: you have no Loan to pay off');
  // Not part of a 2-player game: left out of the list (rules-decisions WN3).
  expect(actions).not.toContain('Receive Benefits');
  expect(shown).not.toMatch(INTERNAL_ID);
  // Nothing of the other hand.
  for (const card of before.state!.classes.capitalist.hand) expect(shown).not.toContain(card);

  // /why for the card and the action, autocomplete listing both.
  const offeredNames = (
    await ann.autocomplete(table.channel, 'why', { options: { name: 'co' }, focused: 'name' })
  ).map((c) => c.name);
  expect(offeredNames).toContain('Cooperative Farm');
  const aboutCard = await ann.slash(table.channel, 'why', { options: { name: 'cooperative farm' } });
  expect(aboutCard.ephemeral).toBe(true);
  expect(aboutCard.reply?.content).toBe(`❔ ${notOfferedLine(farm!)}`);
  const aboutAction = await ann.slash(table.channel, 'why', { options: { name: 'Demonstration' } });
  expect(aboutAction.reply?.content).toBe(`❔ **Demonstration**: ${demoReason}`);

  // A refused /play: the reason, not the list of choices; nothing changed.
  const refused = await ann.slash(table.channel, 'play', { options: { card: 'Cooperative Farm' } });
  expect(refused.ephemeral).toBe(true);
  expect(refused.reply?.content).toBe(`You cannot do that now. **Play *Cooperative Farm***: ${farmReason}`);
  const refusedAction = await ann.slash(table.channel, 'action', {
    options: { name: 'Demonstration', card: 'Cooperative Farm' },
  });
  expect(refusedAction.reply?.content).toContain(`**Demonstration**: ${demoReason}`);
  expect((await record()).rev).toBe(before.rev);

  // Bob (the Capitalist Class) asking about his own class: not his turn menu.
  const notYet = await bob.slash(table.channel, 'why', { options: { name: 'Lobby' } });
  expect(notYet.reply?.content).toContain('**Lobby**: it is not your turn menu right now');
});
