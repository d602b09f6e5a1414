/**
 * Reminders by direct message (docs/async-play.md, "Deadlines and reminders"): a player who set
 * `/hegemony me dm:true` gets the reminder, the last call and the time-up notice in their direct
 * messages, with the way back to the game, and the channel shows the line without notifying them;
 * a player who did not is mentioned in the channel as before; a player whose direct messages are
 * closed (Discord's 50007) is mentioned in the channel instead. The clock is a fake one the test
 * moves: with the defaults (24 h deadline, reminders 12 h and 2 h before it), reminders fall 12 h
 * and 22 h after the seat was first asked, the deadline at 24 h. And a bot process killed between
 * saving a reminder and sending its direct message sends it once after the restart, never twice.
 */
import { afterEach, expect, it } from 'vitest';
import { buttons, type FakeUser, type RecordedCall } from '../../src/local-discord/index.ts';
import { RecordStore } from '../../src/store/record-store.ts';
import { type GameRecord, gameKey } from '../../src/store/types.ts';
import { keepTime, newClock } from '../../src/table/clock.ts';
import { waitingSeats } from '../../src/table/questions.ts';
import { FakeTimers, HOUR } from '../table/fake-timers.ts';
import { startBotProcess, storedDuel } from './bot-process.ts';
import { type Harness, startHarness } from './harness.ts';
import { Table } from './table.ts';

const MONDAY_9 = Date.UTC(2025, 2, 3, 9, 0);
const MINUTE = 60_000;

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * A 2-player game just started on a fake clock; `dm`: both players asked for direct messages;
 * `all`: with every module, so that both choose a Hidden Agenda at once and are reminded together.
 */
async function duel(dm: boolean, all = false) {
  const timers = new FakeTimers(MONDAY_9);
  const h = await startHarness({ quietMs: 2, gameSeeds: ['dm-reminders'], timers });
  cleanups.push(() => h.stop());
  const settle = async () => {
    await h.app.bot.turnClock.idle();
    await h.app.bot.context.publisher.idle();
  };
  timers.settle = settle;
  const users = [h.fake.user('ana'), h.fake.user('ben')];
  const channel = h.fake.channel('game');
  if (dm)
    for (const u of users) {
      const saved = await u.slash(channel, 'hegemony', { subcommand: 'me', options: { dm: true } });
      expect(saved.reply?.content).toContain('reminders by direct message');
    }
  const table = new Table(h.fake, channel, users, settle);
  await table.open(2, { all });
  const record = (await h.app.store.get(gameKey(channel.guildId, channel.id))) as GameRecord;
  const [first] = waitingSeats(record.state!);
  const waited = users.find((u) => u.id === record.seats[first!.seat]?.userId) as FakeUser;
  return { h, timers, channel, waited, record, users };
}

/** The game channel's message calls (posts and edits) from the `from`-th call on. */
function channelCalls(h: Harness, channelId: string, from: number): RecordedCall[] {
  return h.fake.calls
    .slice(from)
    .filter((c) => c.path.startsWith(`/channels/${channelId}/messages`) && c.method !== 'GET');
}

type MessageBody = { content?: string; allowed_mentions?: { users?: string[] } };
const body = (c: RecordedCall) => (c.body ?? {}) as MessageBody;
/** The users a call's message may notify (allowed mentions), for calls whose text includes `text`. */
const notifiedBy = (calls: RecordedCall[], text: string) =>
  calls.filter((c) => body(c).content?.includes(text)).flatMap((c) => body(c).allowed_mentions?.users ?? []);

it('an opted-in player gets the reminder, the last call and the time-up notice by direct message, and is not notified in the channel', async () => {
  const { h, timers, channel, waited, record } = await duel(true);
  const from = h.fake.calls.length;
  await timers.advance(12 * HOUR - MINUTE);
  expect(h.fake.directMessages(waited)).toEqual([]);
  await timers.advance(MINUTE);
  const dms = h.fake.directMessages(waited);
  expect(dms).toHaveLength(1);
  const dm = dms[0]!;
  // It names the game's channel and the seat, never a hand or a bid (the channel's own sentence).
  expect(dm.content).toMatch(
    new RegExp(`^⏰ The game in <#${channel.id}> is waiting for your (Working|Capitalist) Class`),
  );
  expect(dm.content).not.toContain(`<@${waited.id}>`);
  const links = buttons(dm).map((b) => b.url);
  expect(links).toContain(`https://discord.com/channels/${channel.guildId}/${channel.id}`);
  expect(links.some((u) => u?.endsWith(`/${record.boardMessageId}`))).toBe(true);
  // The channel shows the line, and notifies nobody with it.
  const texts = h.fake.publicMessages(channel).map((m) => m.content);
  expect(texts.some((t) => t.includes(`<@${waited.id}> — ⏰ the game is waiting`))).toBe(true);
  expect(notifiedBy(channelCalls(h, channel.id, from), '⏰')).toEqual([]);

  await timers.advance(10 * HOUR);
  expect(h.fake.directMessages(waited).map((m) => m.content.slice(0, 30))).toEqual([
    dm.content.slice(0, 30),
    `⚠️ Last call in <#${channel.id}>: the`.slice(0, 30),
  ]);
  await timers.advance(2 * HOUR);
  const last = h.fake.directMessages(waited).at(-1)!;
  expect(last.content).toMatch(
    new RegExp(`^⌛ Time is up for your .* Class in <#${channel.id}>: the autopilot (finishes|answers)`),
  );
  expect(h.fake.directMessages(waited)).toHaveLength(3);
  const calls = channelCalls(h, channel.id, from);
  expect(notifiedBy(calls, 'last call')).toEqual([]);
  expect(notifiedBy(calls, 'Time is up').filter((u) => u === waited.id)).toEqual([]);
  expect(h.fake.violations).toEqual([]);
}, 60_000);

it('a player who did not opt in is mentioned in the channel, and gets no direct message', async () => {
  const { h, timers, channel, waited } = await duel(false);
  const from = h.fake.calls.length;
  await timers.advance(12 * HOUR);
  const calls = channelCalls(h, channel.id, from);
  // A new message (only a new message notifies) that may notify the player.
  const ping = calls.find((c) => c.method === 'POST' && body(c).content?.includes(`<@${waited.id}> — ⏰`));
  expect(ping).toBeDefined();
  expect(body(ping!).allowed_mentions?.users).toEqual([waited.id]);
  expect(h.fake.calls.filter((c) => c.route === 'POST /users/@me/channels')).toEqual([]);
  expect(h.fake.directMessages(waited)).toEqual([]);
  expect(h.fake.violations).toEqual([]);
}, 60_000);

it('a player whose direct messages are closed (50007) is mentioned in the channel instead, and the log says so without the message', async () => {
  const { h, timers, channel, waited } = await duel(true);
  h.fake.refuseDirectMessages(waited);
  const from = h.fake.calls.length;
  await timers.advance(12 * HOUR);
  expect(h.fake.directMessages(waited)).toEqual([]);
  const refused = h.fake.calls.slice(from).filter((c) => c.status === 403);
  expect(refused).toHaveLength(1);
  expect(refused[0]?.response).toMatchObject({ code: 50007 });
  const calls = channelCalls(h, channel.id, from);
  const ping = calls.find((c) => c.method === 'POST' && body(c).content?.includes(`<@${waited.id}> — ⏰`));
  expect(body(ping!).allowed_mentions?.users).toEqual([waited.id]);
  const lines = h.logs.filter((l) => l.includes('direct message refused'));
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain('"code":50007');
  // Neither the message nor the game's seed is in the log line.
  expect(lines[0]).not.toContain('waiting for your');
  expect(lines[0]).not.toContain('dm-reminders');
  expect(h.fake.violations).toEqual([]);
}, 60_000);

it('two players reminded in the same change each get their own direct message (Discord keys nonces per author)', async () => {
  const { h, timers, channel, record, users } = await duel(true, true);
  // Both choose their Hidden Agenda at once: both waits began together, so one change reminds both.
  expect(
    waitingSeats(record.state!)
      .map((w) => w.seat)
      .sort(),
  ).toEqual(['capitalist', 'working']);
  const from = h.fake.calls.length;
  await timers.advance(12 * HOUR);
  for (const user of users) {
    const dms = h.fake.directMessages(user);
    expect(dms, `${user.name} is reminded`).toHaveLength(1);
    expect(dms[0]?.content).toMatch(new RegExp(`^⏰ The game in <#${channel.id}> is waiting for your`));
  }
  // Two posts, two messages: neither came back as the other's.
  const posts = h.fake.calls
    .slice(from)
    .filter((c) => c.route === LINE && !c.path.includes(channel.id) && c.status === 200);
  expect(posts).toHaveLength(2);
  expect(new Set(posts.map((c) => (c.body as { nonce?: string }).nonce)).size).toBe(2);
  expect(new Set(posts.map((c) => (c.response as { id: string }).id)).size).toBe(2);
  // Reached by direct message, neither is notified in the channel.
  expect(notifiedBy(channelCalls(h, channel.id, from), '⏰')).toEqual([]);
  expect(h.fake.violations).toEqual([]);
}, 60_000);

it('of two players reminded in the same change, the one whose direct messages are closed is mentioned in the channel and the other gets the direct message', async () => {
  const { h, timers, channel, users } = await duel(true, true);
  const [open, closed] = users as [FakeUser, FakeUser];
  h.fake.refuseDirectMessages(closed);
  const from = h.fake.calls.length;
  await timers.advance(12 * HOUR);
  expect(h.fake.directMessages(open)).toHaveLength(1);
  expect(h.fake.directMessages(closed)).toEqual([]);
  expect(notifiedBy(channelCalls(h, channel.id, from), '⏰')).toEqual([closed.id]);
  expect(h.fake.violations).toEqual([]);
}, 60_000);

/**
 * A reminder due when a bot process starts (its player waited 13 h), on a store where the waiting
 * player asked for direct messages: the process is killed at a chosen moment, then started again.
 */
async function dueOnAStore(tag: string) {
  const { fake, url, channel, waiting, fixture } = await storedDuel(tag, (c) =>
    cleanups.push(async () => c()),
  );
  const store = await RecordStore.open(url);
  const since = new Date(Date.now() - 13 * HOUR).toISOString();
  const timed = keepTime({ ...fixture, clock: newClock(), rev: fixture.rev + 1 }, since);
  expect(await store.put(timed, fixture.rev)).toBe(true);
  await store.putUser(waiting.id, { timeZone: 'UTC', quiet: null, dm: true });
  await store.close();
  const start = async () => {
    const bot = await startBotProcess(fake, url);
    cleanups.push(() => bot.kill());
    return bot;
  };
  /** The bot's posts of a message in the player's direct messages, and the messages they got. */
  const sent = () => ({
    posts: fake.calls.filter((c) => c.route === LINE && !c.path.includes(channel.id)),
    got: fake.directMessages(waiting),
  });
  return { fake, url, channel, waiting, start, sent };
}

const LINE = 'POST /channels/:channel/messages';

it('a process killed after saving the reminder and before its direct message: the restart sends it, once', async () => {
  const { fake, channel, start, sent } = await dueOnAStore('dm-kill-before');
  const toDm = fake.holdRequests((r) => r.route === LINE && !r.path.includes(channel.id));
  const bot = await start();
  await fake.waitFor(() => toDm.held === 1, 10_000);
  await bot.kill();
  await fake.waitFor(() => toDm.dropped === 1, 5000);
  toDm.release();
  expect(sent().got).toEqual([]);

  await start();
  await fake.waitFor(
    () => sent().got.length === 1 && fake.publicMessages(channel).some((m) => m.content.includes('⏰')),
    10_000,
  );
  await new Promise((r) => setTimeout(r, 500));
  expect(sent().got).toHaveLength(1);
  expect(sent().got[0]?.content).toMatch(/^⏰ The game in/);
  expect(fake.violations).toEqual([]);
}, 120_000);

it('a process killed after the direct message went out and before the channel line: the restart does not send it twice', async () => {
  const { fake, channel, start, sent } = await dueOnAStore('dm-kill-after');
  const toChannel = fake.holdRequests((r) => r.route === LINE && r.path.includes(channel.id));
  const bot = await start();
  await fake.waitFor(() => sent().got.length === 1 && toChannel.held === 1, 10_000);
  await bot.kill();
  toChannel.release();

  await start();
  await fake.waitFor(() => fake.publicMessages(channel).some((m) => m.content.includes('⏰')), 10_000);
  await new Promise((r) => setTimeout(r, 500));
  // Sent again after the restart, with the same nonce: Discord answered with the message already there.
  const { posts, got } = sent();
  expect(got).toHaveLength(1);
  expect(posts).toHaveLength(2);
  expect(new Set(posts.map((c) => (c.response as { id: string }).id))).toEqual(new Set([got[0]?.id]));
  expect(fake.violations).toEqual([]);
}, 120_000);
