/**
 * Must-show 5 — killed between saving and announcing: the bot process is killed after an answer
 * was saved (and the player told ✅) but before the channel heard of it. After a restart the
 * missed log line is posted, then the board edited, and each only once — also when the line had
 * gone out just before the kill.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { LogEntry } from '../../src/discord/present/log.ts';
import {
  buttons,
  type FakeDiscord,
  type FakeMessage,
  type HeldRequest,
} from '../../src/local-discord/index.ts';
import { RecordStore } from '../../src/store/record-store.ts';
import { type GameRecord, gameKey, type Owed } from '../../src/store/types.ts';
import { BACKENDS, type TestBackend } from '../store/backends.ts';
import { startBotProcess, storedDuel } from './bot-process.ts';
import { choicesOf } from './table.ts';

const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const LINE = 'POST /channels/:channel/messages';
const BOARD_EDIT = 'PATCH /channels/:channel/messages/:message';

/** A 2-player game under way, its board posted, on a bot process; the waiting player's panel open. */
async function gameOnABot(b: TestBackend) {
  const {
    fake,
    url,
    channel,
    fixture,
    waiting: user,
  } = await storedDuel('outbox', (c) => cleanups.push(c), await b.url());
  const bot = await startBotProcess(fake, url);
  cleanups.push(() => bot.kill());
  const board = (await fake.user('watcher').slash(channel, 'board')).reply as FakeMessage;
  const open = buttons(board).find((b) => b.customId?.startsWith('hg:open:'))?.customId as string;
  const panel = (await user.click(board, open)).reply as FakeMessage;
  const store = await RecordStore.open(url);
  cleanups.push(() => store.close());
  return { fake, url, channel, board, user, panel, bot, fixture, store };
}

/** Presses the panel's first choice; resolves once the player has seen ✅. */
async function answer(g: Awaited<ReturnType<typeof gameOnABot>>) {
  const choice = choicesOf(g.panel).find((c) => c.kind !== 'page');
  if (!choice) throw new Error('no choice on the panel');
  const result =
    choice.kind === 'select'
      ? await g.user.select(g.panel, choice.customId, [choice.value])
      : await g.user.click(g.panel, choice.customId);
  expect(result.reply?.content).toMatch(/^✅/);
  return result;
}

/** The text of the log entry the one announcement owed (saved in the outbox) carries. */
async function owedLine(store: RecordStore): Promise<string> {
  const owed = await store.owed();
  expect(owed).toHaveLength(1);
  const entry = (owed[0] as Owed).line as LogEntry;
  // Posted in a channel with no turn message yet: what is asked (the pinged first), then its lines.
  return [...(entry.asked ?? entry.pings), ...entry.lines].join('\n');
}

async function until(check: () => Promise<boolean>, timeoutMs = 5000) {
  for (const end = Date.now() + timeoutMs; !(await check()); ) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const footer = (fake: FakeDiscord, board: FakeMessage) =>
  fake.message(board.id)?.embeds[0]?.footer?.text ?? '';

describe.each(BACKENDS)('on $name', (b) => {
  it.skipIf(b.skip)(
    'kill between save and announcement: after a restart the missed log line, then the board, appear once',
    async () => {
      const g = await gameOnABot(b);
      const { fake, channel, board } = g;
      const hold = fake.holdRequests((r: HeldRequest) => r.route === LINE || r.route === BOARD_EDIT);
      await answer(g);
      const saved = (await g.store.get(gameKey(channel.guildId, channel.id))) as GameRecord;
      expect(saved.actions).toHaveLength(g.fixture.actions.length + 1);
      const line = await owedLine(g.store);
      expect(line).toBeTruthy();
      // The line is on its way to Discord when the process dies (the board edit waits behind it).
      await fake.waitFor(() => hold.held === 1, 5000);
      await g.bot.kill();
      await fake.waitFor(() => hold.dropped === 1, 5000);
      hold.release();
      const before = fake.publicMessages(channel).map((m) => m.content);
      expect(before).not.toContain(line);
      expect(footer(fake, board)).toContain(`move ${g.fixture.state?.version}`);

      const restarted = await startBotProcess(fake, g.url);
      cleanups.push(() => restarted.kill());
      await fake.waitFor(() => footer(fake, board).includes(`move ${saved.state?.version}`), 10_000);
      const after = fake.publicMessages(channel).map((m) => m.content);
      expect(after.filter((c) => c === line)).toHaveLength(1);
      expect(after.slice(0, -1)).toEqual(before);
      // In order: the line, then the board.
      const posted = fake.calls.findIndex(
        (c) => c.route === LINE && JSON.stringify(c.body).includes(line.slice(0, 30)),
      );
      const edited = fake.calls.findLastIndex((c) => c.route === BOARD_EDIT && c.path.endsWith(board.id));
      expect(posted).toBeGreaterThan(-1);
      expect(edited).toBeGreaterThan(posted);
      // Paid: the outbox is cleared once the line and the board are out.
      await until(async () => (await g.store.owed()).length === 0);

      // Once: another restart posts nothing again.
      await restarted.stop();
      const calls = fake.calls.length;
      const again = await startBotProcess(fake, g.url);
      cleanups.push(() => again.kill());
      await new Promise((r) => setTimeout(r, 500));
      expect(fake.publicMessages(channel).map((m) => m.content)).toEqual(after);
      expect(fake.calls.slice(calls).filter((c) => c.route === LINE || c.route === BOARD_EDIT)).toEqual([]);
      expect(fake.violations).toEqual([]);
    },
    120_000,
  );

  it.skipIf(b.skip)(
    'kill after the log line went out but before the board: the restart does not post the line twice',
    async () => {
      const g = await gameOnABot(b);
      const { fake, channel, board } = g;
      const hold = fake.holdRequests((r: HeldRequest) => r.route === BOARD_EDIT);
      await answer(g);
      const line = await owedLine(g.store);
      await fake.waitFor(
        () => fake.publicMessages(channel).some((m) => m.content === line) && hold.held === 1,
        5000,
      );
      await g.bot.kill();
      hold.release();

      const restarted = await startBotProcess(fake, g.url);
      cleanups.push(() => restarted.kill());
      const version = g.fixture.state!.version + 1;
      await fake.waitFor(() => footer(fake, board).includes(`move ${version}`), 10_000);
      expect(fake.publicMessages(channel).filter((m) => m.content === line)).toHaveLength(1);
      // Either the killed bot had saved that the line went out (a fast store), and it was not sent
      // again; or it was sent again after the restart and Discord recognised it by its nonce.
      const sends = fake.calls.filter(
        (c) => c.route === LINE && JSON.stringify(c.body).includes(line.slice(0, 30)),
      );
      expect(sends.length).toBeGreaterThanOrEqual(1);
      expect(sends.length).toBeLessThanOrEqual(2);
      expect(new Set(sends.map((c) => (c.response as { id: string }).id)).size).toBe(1);
      expect(fake.violations).toEqual([]);
    },
    120_000,
  );
});
