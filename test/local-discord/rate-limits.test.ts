/**
 * The fake applies Discord's per-route rate limits by default: a channel's message creates and
 * edits share a bucket of 5 per 5 s (deletes have their own), announced in `X-RateLimit-*` headers;
 * a request over the limit gets 429 with `retry_after` and is not processed. discord.js reads the
 * headers and queues, so a bot never sees the 429 and every message still goes out, in order.
 */
import { REST, Routes } from 'discord.js';
import { afterEach, expect, it } from 'vitest';
import { FakeDiscord } from '../../src/local-discord/index.ts';

const fakes: FakeDiscord[] = [];
afterEach(async () => {
  for (const f of fakes.splice(0)) await f.stop();
});

async function started(options: Parameters<typeof FakeDiscord.start>[0] = {}) {
  const fake = await FakeDiscord.start(options);
  fakes.push(fake);
  return fake;
}

const post = (fake: FakeDiscord, channelId: string, content: string) =>
  fetch(`${fake.apiUrl}/v10/channels/${channelId}/messages`, {
    method: 'POST',
    headers: { authorization: `Bot ${fake.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ content }),
  });

it('answers the sixth message of a channel within 5 s with 429, and says so in the headers (on by default)', async () => {
  const fake = await started();
  const game = fake.channel('game');
  const answers = [];
  for (let n = 1; n <= 6; n++) answers.push(await post(fake, game.id, `m${n}`));
  expect(answers.slice(0, 5).map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
  expect(answers.map((r) => r.headers.get('x-ratelimit-remaining'))).toEqual(['4', '3', '2', '1', '0', '0']);
  expect(answers[0]?.headers.get('x-ratelimit-limit')).toBe('5');
  expect(Number(answers[0]?.headers.get('x-ratelimit-reset-after'))).toBeGreaterThan(4);
  const refused = answers[5] as Response;
  expect(refused.status).toBe(429);
  const body = (await refused.json()) as { retry_after: number; global: boolean };
  expect(body.global).toBe(false);
  expect(body.retry_after).toBeGreaterThan(4);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(4);
  // Not processed, and not a breach of the rules: Discord's normal answer.
  expect(fake.publicMessages(game).map((m) => m.content)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
  expect(fake.violations).toEqual([]);
  // Another channel has its own bucket; an edit shares the channel's.
  expect((await post(fake, fake.channel('general').id, 'elsewhere')).status).toBe(200);
  const first = fake.publicMessages(game)[0]?.id as string;
  const edit = await fetch(`${fake.apiUrl}/v10/channels/${game.id}/messages/${first}`, {
    method: 'PATCH',
    headers: { authorization: `Bot ${fake.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ content: 'edited' }),
  });
  expect(edit.status).toBe(429);
  expect(fake.rateLimits.refused.get('channel-messages')).toBe(2);
});

it('lets discord.js queue behind the headers: every message goes out, in order, after the window (scaled)', async () => {
  const fake = await started({ rateLimits: { timeScale: 0.05 } });
  const rest = new REST({ api: fake.apiUrl }).setToken(fake.token);
  const game = fake.channel('game');
  const began = Date.now();
  await Promise.all(
    Array.from({ length: 12 }, (_, n) =>
      rest.post(Routes.channelMessages(game.id), { body: { content: `m${n}` } }),
    ),
  );
  const took = Date.now() - began;
  expect(fake.publicMessages(game).map((m) => m.content)).toEqual(
    Array.from({ length: 12 }, (_, n) => `m${n}`),
  );
  // 12 messages at 5 per 250 ms: two windows waited at least.
  expect(took).toBeGreaterThanOrEqual(450);
  expect(fake.violations).toEqual([]);
});

it('can be switched off', async () => {
  const fake = await started({ rateLimits: { enabled: false } });
  const game = fake.channel('game');
  for (let n = 1; n <= 8; n++) expect((await post(fake, game.id, `m${n}`)).status).toBe(200);
});
