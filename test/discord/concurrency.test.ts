/**
 * One action at a time per game: every secret bid arriving at the same moment, and a player
 * double-clicking a button, end in the right state with nothing lost and nothing doubled.
 */
import { afterEach, expect, it } from 'vitest';
import type { ClassId } from '../../src/data/common.ts';
import { CLASS_NAMES } from '../../src/data/names.ts';
import { applyAll, pending } from '../../src/engine/index.ts';
import { buttons, type FakeMessage, type FakeUser } from '../../src/local-discord/index.ts';
import { type GameRecord, gameKey } from '../../src/store/types.ts';
import { recordAt, writeRecord } from './fixtures.ts';
import { type Harness, startHarness } from './harness.ts';
import { choicesOf } from './table.ts';

let h: Harness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

const NAMES: Record<ClassId, string> = { working: 'ana', middle: 'ben', capitalist: 'cleo', state: 'dev' };

/** A 4-player game stored at a secret Influence bid with at least three bidders; the board posted with /board. */
async function atSecretBid() {
  let fixture: GameRecord | undefined;
  h = await startHarness({
    quietMs: 5,
    prepare: async (fake, storeUrl) => {
      const channel = fake.channel('game');
      const owners = Object.fromEntries(
        Object.entries(NAMES).map(([cls, name]) => [cls, fake.user(name).id]),
      ) as Record<ClassId, string>;
      fixture = recordAt({
        players: 4,
        seed: 'bids-at-once',
        guildId: channel.guildId,
        channelId: channel.id,
        owners,
        until: (state) => pending(state).filter((q) => q.secret).length >= 3,
      });
      await writeRecord(storeUrl, fixture);
    },
  });
  const harness = h;
  const channel = h.fake.channel('game');
  const users = Object.fromEntries(
    Object.entries(NAMES).map(([cls, n]) => [cls, harness.fake.user(n)]),
  ) as Record<ClassId, FakeUser>;
  const board = (await users.working.slash(channel, 'board')).reply as FakeMessage;
  return { channel, users, board, fixture: fixture as GameRecord };
}

it('takes every secret bid arriving at once, once each, and reveals them together', async () => {
  const { channel, users, board, fixture } = await atSecretBid();
  const harness = h as Harness;
  const bidders = pending(fixture.state!).filter((q) => q.secret);
  const open = buttons(board).find((b) => b.customId?.startsWith('hg:open:'));
  expect(open?.label).toBe('Place your bid');

  // Each bidder opens their own panel from the public button, then all press a bid together.
  const panels = new Map<ClassId, FakeMessage>();
  for (const q of bidders) {
    const opened = await users[q.seat].click(board, open?.customId as string);
    expect(opened.ephemeral).toBe(true);
    panels.set(q.seat, opened.reply as FakeMessage);
  }
  const chosen = bidders.map((q) => {
    const panel = panels.get(q.seat) as FakeMessage;
    const choices = choicesOf(panel).filter((c) => c.kind === 'button');
    return { seat: q.seat, panel, choice: choices[choices.length - 1]! };
  });
  const results = await Promise.all(
    chosen.map(({ seat, panel, choice }) => users[seat].click(panel, choice.customId)),
  );
  await harness.app.bot.context.publisher.idle();
  for (const r of results) {
    expect(r.violations).toEqual([]);
    expect(r.reply?.content).toMatch(/^✅ Spend/);
  }

  // The right state: the same as the engine applying those bids one after the other.
  const record = (await harness.app.store.get(gameKey(channel.guildId, channel.id))) as GameRecord;
  expect(record.actions.length).toBe(fixture.actions.length + bidders.length);
  let expected = fixture.state!;
  for (const { seat, choice } of chosen) {
    const option = choice.customId.split(':').slice(6).join(':');
    const applied = applyAll(expected, seat, [option]);
    if (!applied.ok) throw new Error(applied.message);
    expected = applied.state;
  }
  expect(record.state?.vote ?? null).toEqual(expected.vote ?? null);
  expect(record.state?.classes).toEqual(expected.classes);
  expect(record.state?.version).toBe(expected.version);
  // Revealed once, together, after the last bid.
  const reveals = harness.fake
    .publicMessages(channel)
    .filter((m) => m.content.includes('Influence revealed'));
  expect(reveals).toHaveLength(1);
  expect(harness.fake.violations).toEqual([]);
});

it('applies a double-clicked button once; the second click is told it was already answered', async () => {
  const { channel, users, board, fixture } = await atSecretBid();
  const harness = h as Harness;
  const seat = pending(fixture.state!).find((q) => q.secret)!.seat;
  const open = buttons(board).find((b) => b.customId?.startsWith('hg:open:'))?.customId as string;
  const panel = (await users[seat].click(board, open)).reply as FakeMessage;
  const button = choicesOf(panel).find((c) => c.kind === 'button')!.customId;

  const [a, b] = await Promise.all([users[seat].click(panel, button), users[seat].click(panel, button)]);
  const replies = [a, b].map((r) => r.reply?.content ?? '');
  expect(replies.filter((t) => t.startsWith('✅'))).toHaveLength(1);
  expect(replies.filter((t) => t.includes('already answered'))).toHaveLength(1);
  const record = (await harness.app.store.get(gameKey(channel.guildId, channel.id))) as GameRecord;
  expect(record.actions.length).toBe(fixture.actions.length + 1);
  expect(record.state?.version).toBe(fixture.state!.version + 1);
  expect(harness.fake.violations).toEqual([]);
});

it('applies a triple-clicked turn choice once', async () => {
  h = await startHarness({ quietMs: 5, gameSeeds: ['double-click'] });
  const harness = h;
  const channel = h.fake.channel('game');
  const [ann, bob] = ['ann', 'bob'].map((n) => harness.fake.user(n)) as [FakeUser, FakeUser];
  const lobby = (
    await ann.slash(channel, 'hegemony', { subcommand: 'new', options: { players: 2, class: 'working' } })
  ).reply as FakeMessage;
  const id = (prefix: string) =>
    buttons(harness.fake.message(lobby.id) as FakeMessage).find((b) => b.customId?.startsWith(prefix))
      ?.customId as string;
  await bob.click(harness.fake.message(lobby.id) as FakeMessage, `${id('hg:join:').slice(0, -1)}c`);
  await ann.click(harness.fake.message(lobby.id) as FakeMessage, id('hg:start:'));
  const board = harness.fake.message(lobby.id) as FakeMessage;
  const panel = (await ann.click(board, id('hg:open:'))).reply as FakeMessage;
  const before = (await harness.app.store.get(gameKey(channel.guildId, channel.id))) as GameRecord;
  const choice = choicesOf(panel).find((c) => c.kind !== 'page')!;
  const press = () =>
    choice.kind === 'select'
      ? ann.select(panel, choice.customId, [choice.value])
      : ann.click(panel, choice.customId);
  const clicks = await Promise.all([press(), press(), press()]);
  const after = (await harness.app.store.get(gameKey(channel.guildId, channel.id))) as GameRecord;
  expect(after.actions.length).toBe(before.actions.length + 1);
  expect(after.state?.version).toBe(before.state!.version + 1);
  expect(clicks.filter((c) => c.reply?.content.includes('already answered'))).toHaveLength(2);
  expect(harness.fake.violations).toEqual([]);
});

it('shows only who has bid until the last bid is in, then reveals every bid at once', async () => {
  const { channel, users, board, fixture } = await atSecretBid();
  const harness = h as Harness;
  const bidders = pending(fixture.state!).filter((q) => q.secret);
  const open = buttons(board).find((b) => b.customId?.startsWith('hg:open:'))?.customId as string;
  for (const [n, q] of bidders.entries()) {
    const panel = (await users[q.seat].click(board, open)).reply as FakeMessage;
    const bids = choicesOf(panel).filter((c) => c.kind === 'button');
    const bid = bids[bids.length - 1]!;
    const calls = harness.fake.calls.length;
    const result = await users[q.seat].click(panel, bid.customId);
    await harness.app.bot.context.publisher.idle();
    expect(result.reply?.ephemeral).toBe(true);
    const sent = harness.fake.calls.slice(calls).filter((c) => c.route.includes('/channels/'));
    const publicText = JSON.stringify(sent.map((c) => c.body));
    expect(publicText).not.toContain(bid.label);
    if (n < bidders.length - 1) {
      expect(publicText).not.toContain('Influence revealed');
      const vote = (harness.fake.message(board.id) as FakeMessage).embeds[0]?.fields?.find((f) =>
        f.name.includes('Vote'),
      );
      expect(vote?.value).toContain(`✅ ${CLASS_NAMES[q.seat]}`);
      // The bids of one vote fold into the turn message that asked for them, one line per bid.
      expect(harness.fake.lastMessage(channel).content.split('\n')).toContain(
        `🔒 The ${CLASS_NAMES[q.seat]} has answered in secret.`,
      );
    } else {
      expect(publicText).toContain('Influence revealed');
    }
  }
});
