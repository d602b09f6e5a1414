/**
 * Who may move a seat, and whose consent it needs (docs/discord.md, "Seats changing hands";
 * src/table/handover.ts): the host cannot seize an opponent's seat; a present player's seat changes
 * hands only with their consent, or by a server admin with a notice that mentions them; nobody holds
 * two seats of one game, so a seat's hand and Hidden Agenda are never shown to a rival; an outsider
 * can neither offer a seat nor take one offered to someone else.
 */
import { PermissionFlagsBits } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassId } from '../../src/data/common.ts';
import { HIDDEN_AGENDAS } from '../../src/data/hidden-agendas.ts';
import { cardOfInstance } from '../../src/engine/cards/play.ts';
import type { FakeChannel, FakeUser, InteractionResult } from '../../src/local-discord/index.ts';
import { type GameRecord, gameKey } from '../../src/store/types.ts';
import { type Harness, startHarness } from './harness.ts';
import { buttonNamed, Table } from './table.ts';

let h: Harness;
let game: FakeChannel;
let ann: FakeUser; // the host, Working Class
let bob: FakeUser; // Capitalist Class
let carl: FakeUser; // not playing
let dana: FakeUser; // a server admin, not playing

beforeAll(async () => {
  h = await startHarness({ quietMs: 5, gameSeeds: ['seats'] });
  game = h.fake.channel('game');
  [ann, bob, carl] = ['ann', 'bob', 'carl'].map((n) => h.fake.user(n)) as [FakeUser, FakeUser, FakeUser];
  dana = h.fake.user('dana', { permissions: PermissionFlagsBits.ManageGuild });
  const table = new Table(h.fake, game, [ann, bob], () => h.app.bot.context.publisher.idle());
  // Every module: each seat holds a secret Hidden Agenda besides its hand.
  await table.open(2, { all: true });
});
afterAll(async () => {
  await h?.stop();
});

async function record(): Promise<GameRecord> {
  return (await h.app.store.get(gameKey(game.guildId, game.id))) as GameRecord;
}

/** The names of a seat's secrets: its hand's cards and its Hidden Agenda (held or still to choose). */
async function secretsOf(seat: ClassId): Promise<string[]> {
  const g = (await record()).state!;
  const ha = g.hiddenAgendas!;
  const agendas = [...(ha.held[seat] ?? []), ...(ha.drawn[seat] ?? [])];
  return [
    ...g.classes[seat].hand.map((c) => cardOfInstance(c)?.name as string),
    ...agendas.map((id) => HIDDEN_AGENDAS.find((a) => a.id === id)?.name as string),
  ];
}

/** Everything a user was ever shown only to them, as text. */
function privateTo(user: FakeUser): string {
  return JSON.stringify(h.fake.ephemeralMessages(user).map((m) => [m.content, m.embeds, m.components]));
}

async function refused(run: () => Promise<InteractionResult>): Promise<string> {
  await h.app.bot.context.publisher.idle();
  const before = await record();
  const result = await run();
  await h.app.bot.context.publisher.idle();
  expect(result.violations).toEqual([]);
  expect(result.ephemeral).toBe(true);
  const after = await record();
  expect(after.seats).toEqual(before.seats);
  expect(after.offers).toEqual(before.offers);
  return result.reply?.content ?? '';
}

const handover = (by: FakeUser, cls: ClassId, to: FakeUser) =>
  by.slash(game, 'hegemony', { subcommand: 'handover', options: { class: cls, user: to } });

describe('seats changing hands', () => {
  it('the host cannot seize an opponent’s seat for himself, nor give it to the other player: nobody holds two seats', async () => {
    // (Cards of the same name in Ann's own hand are hers to see.)
    const annsOwn = new Set(await secretsOf('working'));
    const bobsSecrets = (await secretsOf('capitalist')).filter((name) => !annsOwn.has(name));
    expect(bobsSecrets.length).toBeGreaterThan(2);
    expect(await refused(() => handover(ann, 'capitalist', ann))).toContain(
      'You already play the Working Class in this game: nobody holds two seats',
    );
    // An admin who plays is no different, and nor is an admin giving it to a player.
    expect(await refused(() => handover(dana, 'working', bob))).toContain(
      `${bob.mention} already plays the Capitalist Class in this game`,
    );
    // Whatever Ann did, nothing only she saw holds Bob's hand or Hidden Agenda.
    await ann.slash(game, 'hand');
    const annSaw = privateTo(ann);
    for (const name of bobsSecrets) expect(annSaw).not.toContain(name);
  });

  it('an outsider can neither offer a seat nor take one offered to someone else', async () => {
    expect(await refused(() => handover(carl, 'capitalist', carl))).toContain('Only the host');
    const offer = await handover(bob, 'capitalist', dana);
    expect(await refused(() => carl.click(offer.reply!, buttonNamed(offer, 'Take the seat')))).toContain(
      `offered to ${dana.mention}; only they can take it`,
    );
    // Bob withdraws his own offer.
    await bob.click(offer.reply!, buttonNamed(offer, 'Decline'));
    expect((await record()).offers?.capitalist).toBeUndefined();
  });

  it('the host offers a present player’s seat: it cannot be taken until that player agrees, and they may refuse', async () => {
    const offer = await handover(ann, 'capitalist', carl);
    expect(offer.reply?.content).toContain(
      `${bob.mention}, it is your seat: press **Agree** to hand it over`,
    );
    const call = h.fake.calls.findLast((c) => c.interactionId === offer.interaction.id && c.body);
    expect(JSON.stringify(call?.body)).toContain(bob.id);
    expect(await refused(() => carl.click(offer.reply!, buttonNamed(offer, 'Take the seat')))).toContain(
      `${bob.mention} still plays the Capitalist Class and has not agreed to hand it over yet`,
    );
    // Only Bob can agree; Bob refuses, and the offer is gone.
    expect(await refused(() => carl.click(offer.reply!, buttonNamed(offer, 'Agree')))).toContain(
      `Only ${bob.mention}, who plays the Capitalist Class, can agree`,
    );
    await bob.click(offer.reply!, buttonNamed(offer, 'Decline'));
    expect((await record()).offers?.capitalist).toBeUndefined();
    expect((await record()).seats.capitalist?.userId).toBe(bob.id);

    // Offered again: Bob agrees, Carl takes it and now sees its secrets; Bob no longer does.
    const again = await handover(ann, 'capitalist', carl);
    const agreed = await bob.click(again.reply!, buttonNamed(again, 'Agree'));
    expect(agreed.reply?.content).toContain(`${bob.mention} agreed to hand it over`);
    const secrets = await secretsOf('capitalist');
    await carl.click(agreed.reply!, buttonNamed(again, 'Take the seat'));
    expect((await record()).seats.capitalist?.userId).toBe(carl.id);
    const hand = await carl.slash(game, 'hand');
    expect(JSON.stringify(hand.reply?.embeds)).toContain(secrets[0] as string);
    expect((await bob.slash(game, 'hand')).reply?.content).toBe('You are not playing in this game.');
  });

  it('a server admin moves a present player’s seat without asking, and the channel is told, mentioning that player', async () => {
    const erin = h.fake.user('erin');
    const offer = await handover(dana, 'working', erin);
    expect(offer.reply?.content).toContain(
      `${ann.mention} has not been asked: a server admin is moving the seat`,
    );
    const offered = h.fake.calls.findLast((c) => c.interactionId === offer.interaction.id && c.body);
    expect(JSON.stringify(offered?.body)).toContain(ann.id);
    await erin.click(offer.reply!, buttonNamed(offer, 'Take the seat'));
    await h.app.bot.context.publisher.idle();
    const line = h.fake
      .publicMessages(game)
      .map((m) => m.content)
      .findLast((t) => t.includes(' now plays the '));
    expect(line).toContain(
      `${erin.mention} now plays the Working Class (was ${ann.mention}), as ${dana.mention} decided, a server admin, without ${ann.mention}'s consent.`,
    );
    expect((await record()).admin.at(-1)).toMatchObject({
      what: 'handover',
      by: dana.id,
      from: ann.id,
      to: erin.id,
    });
  });
});
