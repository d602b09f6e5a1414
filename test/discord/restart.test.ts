/**
 * Restarting the bot loses nothing: the client is destroyed mid-game and a new one starts on the
 * same SQLite store; the game goes on from the same state, a button from before the restart works
 * while it is current and is refused once stale, and an interaction delivered twice applies once.
 * A bot that is stopping finishes what it has in hand and turns new interactions away. Offers
 * posted before a restart (an undo to agree to) still answer, and lose their buttons once closed.
 */
import { afterEach, expect, it } from 'vitest';
import { t } from '../../src/i18n/index.ts';
import { buttons, type FakeMessage, type FakeUser } from '../../src/local-discord/index.ts';
import { type GameRecord, type GameStore, gameKey } from '../../src/store/types.ts';
import { type Harness, startHarness } from './harness.ts';
import { choicesOf, type Rng, seeded, type Table, tappingTable } from './table.ts';

/** The answer while the bot restarts, in the test players' English. */
const RESTARTING = t('en', 'bot.restarting');

let h: Harness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

function pickAnswer(panel: FakeMessage) {
  for (const choice of choicesOf(panel)) if (choice.kind !== 'page') return choice;
  throw new Error(`no answer on ${panel.content}`);
}

async function answer(user: FakeUser, panel: FakeMessage) {
  const choice = pickAnswer(panel);
  return choice.kind === 'select'
    ? user.select(panel, choice.customId, [choice.value])
    : user.click(panel, choice.customId);
}

it('goes on after a restart from the same state; old buttons work while current, stale ones are refused', async () => {
  h = await startHarness({ quietMs: 5, gameSeeds: ['restart'] });
  const table = tappingTable(h, 'game', ['ann', 'bob']);
  const { channel } = table;
  await table.open(2);
  const rng = seeded(11);
  for (let i = 0; i < 25; i++) await table.step(rng);
  await table.settle();

  // Someone holds a current panel, and an older copy of a panel from earlier in the game.
  const waiting = table.boardWaiting()[0] as FakeUser;
  const stalePanel = await table.openPanelFor(waiting, rng);
  const staleChoice = pickAnswer(stalePanel);
  await answer(waiting, stalePanel);
  await table.settle();
  const next = table.boardWaiting()[0] as FakeUser;
  const current = table.openPanel(next) ?? (await table.openPanelFor(next, rng));
  const key = gameKey(channel.guildId, channel.id);
  const before = (await h.app.store.get(key)) as GameRecord;

  await h.restart();
  const reloaded = (await h.app.store.get(key)) as GameRecord;
  expect(reloaded).toEqual(before);

  // The current button from before the restart still works…
  const result = await answer(next, current);
  expect(result.violations).toEqual([]);
  expect(result.reply?.content).toMatch(/^✅/);
  const after = (await h.app.store.get(key)) as GameRecord;
  expect(after.actions.length).toBe(before.actions.length + 1);
  // One answer, or a few in one step (a pair of steps, several picks and Done).
  expect(after.state?.version).toBe(
    (before.state?.version ?? 0) + (after.actions.at(-1)?.answers.length ?? 1),
  );

  // …a stale one from before the restart is refused politely…
  const stale =
    staleChoice.kind === 'select'
      ? await waiting.selectRaw(stalePanel.id, channel.id, staleChoice.customId, [staleChoice.value])
      : await waiting.clickRaw(stalePanel.id, channel.id, staleChoice.customId);
  expect(stale.ephemeral).toBe(true);
  expect(stale.reply?.content).toContain('This was already answered');
  expect(((await h.app.store.get(key)) as GameRecord).actions.length).toBe(after.actions.length);

  // …and the game plays on.
  await table.settle();
  table.panels.clear();
  for (let i = 0; i < 30; i++) await table.step(rng);
  expect(h.fake.violations).toEqual([]);
});

it('applies an interaction delivered twice only once, also across a restart', async () => {
  h = await startHarness({ quietMs: 5, gameSeeds: ['twice'] });
  const table = tappingTable(h, 'game', ['ann', 'bob']);
  const { channel } = table;
  await table.open(2);
  const key = gameKey(channel.guildId, channel.id);
  const rng = seeded(5);

  const first = table.boardWaiting()[0] as FakeUser;
  const panel = await table.openPanelFor(first, rng);
  const once = await answer(first, panel);
  await table.settle();
  const applied = (await h.app.store.get(key)) as GameRecord;
  const messages = h.fake.publicMessages(channel).length;

  const again = await h.fake.redeliver(once);
  await table.settle();
  expect(again.violations).toEqual([]);
  expect(((await h.app.store.get(key)) as GameRecord).rev).toBe(applied.rev);
  expect(h.fake.publicMessages(channel).length).toBe(messages);

  await h.restart();
  const afterRestart = await h.fake.redeliver(once);
  await h.app.bot.context.publisher.idle();
  expect(afterRestart.violations).toEqual([]);
  expect(((await h.app.store.get(key)) as GameRecord).rev).toBe(applied.rev);
  expect(h.fake.publicMessages(channel).length).toBe(messages);
  expect(h.logs.some((l) => l.includes('interaction delivered again'))).toBe(true);
});

it('a stopping bot finishes the answer in hand, turns new interactions away, and loses neither', async () => {
  h = await startHarness({ quietMs: 5, gameSeeds: ['stopping'] });
  const table = tappingTable(h, 'game', ['ann', 'bob']);
  const { channel, users } = table;
  await table.open(2);
  const key = gameKey(channel.guildId, channel.id);
  const first = table.boardWaiting()[0] as FakeUser;
  const other = users.find((u) => u !== first) as FakeUser;
  const panel = await table.openPanelFor(first, seeded(7));
  const before = (await h.app.store.get(key)) as GameRecord;

  // The answer's save is slow, so the stop begins while the answer is in hand.
  const store = h.app.store;
  const put = store.put.bind(store);
  store.put = async (record, rev) => {
    await new Promise((r) => setTimeout(r, 800));
    return put(record, rev);
  };
  const inHand = answer(first, panel);
  await new Promise((r) => setTimeout(r, 100));
  const restarted = h.restart();
  const turnedAway = await other.slash(channel, 'hand');
  expect(turnedAway.ephemeral).toBe(true);
  expect(turnedAway.reply?.content).toBe(RESTARTING);
  expect(turnedAway.violations).toEqual([]);

  const answered = await inHand;
  expect(answered.reply?.content).toMatch(/^✅/);
  await restarted;
  const after = (await h.app.store.get(key)) as GameRecord;
  expect(after.actions.length).toBe(before.actions.length + 1);

  // After the restart the same command is answered as usual.
  const hand = await other.slash(channel, 'hand');
  expect(hand.reply?.content).not.toBe(RESTARTING);
  expect(h.fake.violations).toEqual([]);
});

/** The channel's message with Agree and Decline buttons on an undo request: the newest one. */
function undoOffer(table: Table): FakeMessage | undefined {
  return table.fake
    .publicMessages(table.channel)
    .filter((m) => buttons(m).some((b) => b.customId?.startsWith('hg:undo-yes:')))
    .at(-1);
}

/**
 * Plays on until a player can ask to take back an answer that the other one answered after: that
 * player asks, and every other player gets an offer in the channel (Agree, Decline).
 */
async function askUndoOfOthers(table: Table, store: GameStore, rng: Rng): Promise<FakeMessage> {
  const key = gameKey(table.channel.guildId, table.channel.id);
  for (let i = 0; i < 200; i++) {
    await table.step(rng);
    await table.settle();
    const record = (await store.get(key)) as GameRecord;
    const last = record.actions.at(-1)?.userId;
    const asker = table.users.find((u) => u.id !== last && record.actions.some((a) => a.userId === u.id));
    if (!asker) continue;
    const asked = await table.act(asker.slash(table.channel, 'hegemony', { subcommand: 'undo' }));
    // Refused (something hidden came to light since): play on and try again later.
    if (!asked.reply?.content.startsWith('Others have answered since')) continue;
    await table.settle();
    table.panels.clear();
    const offer = undoOffer(table);
    if (offer) return offer;
  }
  throw new Error('no undo needed the other players’ consent');
}

it('closes the offers posted before a restart: Agree still answers, and each loses its buttons once settled or stale', async () => {
  h = await startHarness({ quietMs: 5, gameSeeds: ['offers-restart'] });
  const table = tappingTable(h, 'game', ['ann', 'bob']);
  const key = gameKey(table.channel.guildId, table.channel.id);
  await table.open(2);
  const rng = seeded(29);

  // An undo request still open when the bot restarts: its Agree button still answers, and once
  // everyone agreed its buttons go, though the bot that posted it is gone.
  const agreed = await askUndoOfOthers(table, h.app.store, rng);
  expect(((await h.app.store.get(key)) as GameRecord).offerMessages).toEqual([
    expect.objectContaining({ id: agreed.id, keys: ['undo'] }),
  ]);
  await h.restart();
  const asker = /↩️ <@(\d+)>/.exec(agreed.content)?.[1];
  const other = table.users.find((u) => u.id !== asker) as FakeUser;
  const agree = buttons(agreed).find((b) => b.customId?.startsWith('hg:undo-yes:'))?.customId as string;
  const yes = await table.act(other.click(agreed, agree));
  expect(yes.reply?.content).toBe('Everyone agreed: it is taken back.');
  await table.settle();
  expect(h.fake.message(agreed.id)?.content, 'the offer keeps its text').toBe(agreed.content);
  expect(h.fake.message(agreed.id)?.components, 'a settled offer has no buttons').toEqual([]);
  expect(((await h.app.store.get(key)) as GameRecord).offerMessages).toEqual([]);

  // One that goes stale after a restart (someone answered instead of agreeing) loses its buttons too.
  table.panels.clear();
  const stale = await askUndoOfOthers(table, h.app.store, rng);
  await h.restart();
  const before = ((await h.app.store.get(key)) as GameRecord).actions.length;
  while (((await h.app.store.get(key)) as GameRecord).actions.length === before) await table.step(rng);
  await table.settle();
  expect(h.fake.message(stale.id)?.components, 'a stale offer has no buttons').toEqual([]);
  expect(((await h.app.store.get(key)) as GameRecord).offerMessages).toEqual([]);
  expect(h.fake.violations).toEqual([]);
});
