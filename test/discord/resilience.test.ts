/**
 * When something goes wrong on the bot's side the player gets a short apology with an error id
 * (and the log has the same id), the game is unchanged, and slow work is deferred inside
 * Discord's 3-second window. The board picture is attached through its seam, and drawn again only
 * when the public view changed.
 */
import { afterEach, expect, it } from 'vitest';
import type { GameView } from '../../src/engine/index.ts';
import type { FakeMessage } from '../../src/local-discord/index.ts';
import { type GameRecord, gameKey } from '../../src/store/types.ts';
import { TINY_PNG } from './fixtures.ts';
import { type Harness, type HarnessOptions, startHarness } from './harness.ts';
import { buttonNamed, choicesOf, seeded, tappingTable } from './table.ts';

let h: Harness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

async function twoPlayerGame(options: HarnessOptions = {}) {
  h = await startHarness({ quietMs: 5, gameSeeds: ['resilience'], ...options });
  const harness = h;
  const table = tappingTable(h, 'game', ['ann', 'bob']);
  const { channel } = table;
  await table.open(2);
  const key = gameKey(channel.guildId, channel.id);
  const rng = seeded(9);
  const waiting = table.boardWaiting()[0]!;
  const panel = await table.openPanelFor(waiting, rng);
  const choice = choicesOf(panel).find((c) => c.kind === 'button' || c.kind === 'select')!;
  const click = () =>
    choice.kind === 'select'
      ? waiting.select(panel, choice.customId, [choice.value])
      : waiting.click(panel, choice.customId);
  return { harness, table, key, click, panel };
}

it('answers an unexpected failure with an apology and an error id, logs it, and changes nothing', async () => {
  const { harness, key, click } = await twoPlayerGame();
  const before = (await harness.app.store.get(key)) as GameRecord;
  const store = harness.app.store;
  const put = store.put.bind(store);
  store.put = async () => {
    throw new Error('the disk is on fire');
  };
  const result = await click();
  store.put = put;
  expect(result.ephemeral).toBe(true);
  const id = /error id `([0-9a-f]{8})`/.exec(result.reply?.content ?? '')?.[1];
  expect(result.reply?.content).toMatch(/^Sorry — something went wrong on my side and nothing was changed/);
  expect(id).toBeDefined();
  const logged = harness.logs.find((l) => l.includes(`"errorId":"${id}"`));
  expect(logged).toContain('"level":50');
  expect(logged).toContain('the disk is on fire');
  expect(await harness.app.store.get(key)).toEqual(before);
  // The same button works once the trouble is over.
  const retry = await click();
  expect(retry.reply?.content).toMatch(/^✅/);
});

it('defers a slow answer within 3 seconds and then shows the result', async () => {
  const { harness, click, panel } = await twoPlayerGame();
  expect(panel.content).not.toMatch(/^✅/);
  const store = harness.app.store;
  const get = store.get.bind(store);
  store.get = async (key: string) => {
    await new Promise((r) => setTimeout(r, 2000));
    return get(key);
  };
  const result = await click();
  expect(result.responseType).toBe(6); // a deferred update first…
  // …then the panel is edited once the answer is in.
  await harness.fake.waitFor(() => harness.fake.message(panel.id)?.content.startsWith('✅'), 5000);
  store.get = get;
  expect(harness.fake.violations).toEqual([]);
}, 20_000);

it('attaches the board picture and draws it again only when the public view changed', async () => {
  const views: string[] = [];
  const { harness, table } = await twoPlayerGame({
    picture: {
      async render(view: GameView) {
        const { version: _v, ...rest } = view;
        views.push(JSON.stringify(rest));
        return { name: 'board.png', data: TINY_PNG };
      },
    },
  });
  const rng = seeded(4);
  for (let i = 0; i < 30; i++) await table.step(rng);
  await table.settle();
  const board = harness.fake.message(table.boardId) as FakeMessage;
  expect(board.attachments.map((a) => a.filename)).toEqual(['board.png']);
  expect(board.embeds[0]?.image?.url).toBe('attachment://board.png');
  expect(views.length).toBeGreaterThan(1);
  expect(new Set(views).size, 'never the same view twice in a row').toBe(views.length);
  const edits = () =>
    harness.fake.calls.filter(
      (c) => c.route === 'PATCH /channels/:channel/messages/:message' && c.path.endsWith(table.boardId),
    );
  expect(edits().filter((c) => c.files.length > 0).length).toBe(views.length);

  // A seat changing hands edits the board (the player's name) but not the picture.
  const drawn = views.length;
  const editsBefore = edits().length;
  const [ann, bob, carl] = ['ann', 'bob', 'carl'].map((n) => harness.fake.user(n));
  const offer = await ann!.slash(table.channel, 'hegemony', {
    subcommand: 'handover',
    options: { class: 'capitalist', user: carl! },
  });
  // Bob, who plays it, agrees; then Carl takes it.
  const agreed = await bob!.click(offer.reply as FakeMessage, buttonNamed(offer, 'Agree'));
  await carl!.click(agreed.reply as FakeMessage, buttonNamed(offer, 'Take the seat'));
  await table.settle();
  expect(edits().length).toBe(editsBefore + 1);
  expect(edits().at(-1)?.files).toEqual([]);
  expect(views.length).toBe(drawn);
  expect((harness.fake.message(table.boardId) as FakeMessage).attachments.map((a) => a.filename)).toEqual([
    'board.png',
  ]);
}, 60_000);

it('/board class: shows that class’s board, privately, as a picture drawn from the public view (render issue: /board class:)', async () => {
  const drawn: Array<{ cls: string; hasHands: boolean }> = [];
  const { harness, table } = await twoPlayerGame({
    picture: {
      async render() {
        return { name: 'board.png', data: TINY_PNG };
      },
      async renderClass(view: GameView, cls) {
        drawn.push({ cls, hasHands: Object.values(view.classes).some((c) => c.hand !== undefined) });
        return { name: `${cls}-board.png`, data: TINY_PNG };
      },
    },
  });
  const [ann] = ['ann'].map((n) => harness.fake.user(n));
  const before = harness.fake.publicMessages(table.channel).length;
  const result = await ann!.slash(table.channel, 'board', { options: { class: 'capitalist' } });
  // Only the one who asked sees it: the channel gets no picture nobody else asked for.
  expect(result.ephemeral).toBe(true);
  expect(harness.fake.publicMessages(table.channel)).toHaveLength(before);
  expect(result.reply?.content).toContain('Capitalist Class');
  expect(result.reply?.attachments.map((a) => a.filename)).toEqual(['capitalist-board.png']);
  expect(drawn).toEqual([{ cls: 'capitalist', hasHands: false }]);
  // A class that is not in a 2-player game gets a clear answer and no picture.
  const refused = await ann!.slash(table.channel, 'board', { options: { class: 'state' } });
  expect(refused.ephemeral).toBe(true);
  expect(refused.reply?.content).toContain('There is no State in this game');
  expect(drawn).toHaveLength(1);
}, 60_000);

it('turns a slow public command that ends in a refusal into an ephemeral answer, leaving no "thinking…" behind', async () => {
  const { harness, table } = await twoPlayerGame();
  const store = harness.app.store;
  const get = store.get.bind(store);
  store.get = async (key: string) => {
    await new Promise((r) => setTimeout(r, 2000));
    return get(key);
  };
  const [, bob] = ['ann', 'bob'].map((n) => harness.fake.user(n));
  const result = await bob!.slash(table.channel, 'hegemony', { subcommand: 'new', options: { players: 2 } });
  await harness.fake.waitFor(
    () => harness.fake.ephemeralMessages(bob!).some((m) => m.content.includes('already has a game')),
    5000,
  );
  store.get = get;
  expect(result.responseType).toBe(5);
  expect(harness.fake.violations).toEqual([]);
  expect(harness.fake.publicMessages(table.channel).some((m) => m.loading)).toBe(false);
}, 20_000);
