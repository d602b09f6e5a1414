/**
 * `/automa` with pictures on (BOARD_PICTURES=on): the Automa's embed stays and carries the
 * Automa's picture (src/render/automa.ts, drawn by the picture pool) as its image. With pictures
 * off it is the embed alone (automa-seats.test.ts).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FakeMessage } from '../../src/local-discord/index.ts';
import { gameKey } from '../../src/store/types.ts';
import { type Harness, startHarness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({
    quietMs: 5,
    gameSeeds: ['automa-picture'],
    guilds: [{ channels: ['automa-picture'] }],
    pictures: true,
  });
});
afterAll(async () => {
  await h?.stop();
});

it('attaches the Automa’s picture to its /automa embed when pictures are on', async () => {
  const ann = h.fake.user('ann');
  const channel = h.fake.channel('automa-picture');
  await ann.slash(channel, 'hegemony', {
    subcommand: 'new',
    options: { players: 2, automa: 'capitalist', mode: 'advanced' },
  });
  // A solo game is dealt right after its lobby is posted.
  for (let n = 0; (await h.app.store.get(gameKey(channel.guildId, channel.id)))?.status !== 'playing'; n++) {
    if (n > 200) throw new Error('the game was not dealt');
    await new Promise((r) => setTimeout(r, 10));
  }
  const shown = await ann.slash(channel, 'automa', { options: { class: 'capitalist' } });
  const reply = shown.reply as FakeMessage;
  expect(shown.ephemeral).toBe(true);
  expect(reply.embeds[0]?.title).toBe('🔵 Capitalist Class Automa — Automa (advanced)');
  expect(reply.attachments.map((a) => a.filename)).toEqual(['capitalist-automa.png']);
  expect(reply.attachments[0]?.data.subarray(1, 4).toString()).toBe('PNG');
  expect(reply.embeds[0]?.image?.url).toBe('attachment://capitalist-automa.png');
});
