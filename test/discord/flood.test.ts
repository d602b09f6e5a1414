/**
 * Must-show 7 — one spectator floods `/board`: 400 of them against a bot process drawing real
 * board pictures. Its resident memory grows by 100 MB at most, the channel gets one copy of the
 * board (the rest are told to wait), and the next real move's board edit, with its new picture,
 * still lands within 2 seconds.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { buttons, type FakeMessage } from '../../src/local-discord/index.ts';
import { BACKENDS } from '../store/backends.ts';
import { startBotProcess, storedDuel } from './bot-process.ts';
import { choicesOf } from './table.ts';

const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const MB = 1024 * 1024;

describe.each(BACKENDS)('on $name', (b) => {
  it.skipIf(b.skip)(
    '400 /board from one spectator: memory grows by at most 100 MB and the next move’s board edit lands within 2 s',
    async () => {
      const { fake, url, channel, players, waiting } = await storedDuel(
        'flood',
        (c) => cleanups.push(c),
        await b.url(),
      );
      const bot = await startBotProcess(fake, url, { BOARD_PICTURES: 'on' });
      cleanups.push(() => bot.kill());

      // The board with its picture (the picture worker is running from here on).
      const board = (await players.working.slash(channel, 'board')).reply as FakeMessage;
      expect(board.attachments.map((a) => a.filename)).toEqual(['board.png']);
      await new Promise((r) => setTimeout(r, 1000));
      const before = bot.rssBytes();
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, bot.rssBytes());
      }, 50);
      cleanups.push(() => clearInterval(sampler));

      // The flood: 400 /board, twenty at a time.
      const lurker = fake.user('lurker');
      const publicBefore = fake.publicMessages(channel).length;
      let shown = 0;
      for (let batch = 0; batch < 20; batch++) {
        const results = await Promise.all(Array.from({ length: 20 }, () => lurker.slash(channel, 'board')));
        for (const r of results) {
          expect(r.acknowledged).toBe(true);
          if (!r.ephemeral) shown++;
          else expect(r.reply?.content).toMatch(/^You can post the board again in \d+ s/);
        }
      }
      clearInterval(sampler);
      peak = Math.max(peak, bot.rssBytes());
      expect(shown, 'one copy of the board; the rest told to wait').toBe(1);
      // The copy took the old board's place (the old one is deleted): as many messages as before.
      await fake.waitFor(() => fake.publicMessages(channel).length === publicBefore, 5000);
      expect((peak - before) / MB, `RSS grew from ${before / MB} MB to ${peak / MB} MB`).toBeLessThanOrEqual(
        100,
      );

      // The next real move: its board edit lands within 2 seconds (its picture is drawn again when
      // the move ends a turn or a phase: picture-moments.ts).
      const live = fake.publicMessages(channel).at(-1) as FakeMessage;
      const open = buttons(live).find((b) => b.customId?.startsWith('hg:open:'))?.customId as string;
      const panel = (await waiting.click(live, open)).reply as FakeMessage;
      const choice = choicesOf(panel).find((c) => c.kind !== 'page');
      if (!choice) throw new Error('no choice');
      const calls = fake.calls.length;
      const sent = Date.now();
      const answered =
        choice.kind === 'select'
          ? await waiting.select(panel, choice.customId, [choice.value])
          : await waiting.click(panel, choice.customId);
      expect(answered.reply?.content).toMatch(/^✅/);
      const edit = await fake.waitFor(
        () =>
          fake.calls
            .slice(calls)
            .find(
              (c) => c.route === 'PATCH /channels/:channel/messages/:message' && c.path.endsWith(live.id),
            ),
        10_000,
      );
      expect(edit.at - sent, 'the board edit of the next move').toBeLessThanOrEqual(2000);
      expect(fake.violations).toEqual([]);
    },
    180_000,
  );
});
