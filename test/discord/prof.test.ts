import { it } from 'vitest';
import { startHarness } from './harness.ts';
import { seeded, Table } from './table.ts';

it('profiles', async () => {
  const h = await startHarness({ quietMs: 2 });
  const users = ['ann', 'bob'].map((n) => h!.fake.user(n));
  const table = new Table(h.fake, h.fake.channel('game'), users, () => h!.app.bot.context.publisher.idle());
  await table.open(2);
  const totals: Record<string, number> = {};
  const wrap = (obj: any, name: string, label: string) => {
    const orig = obj[name].bind(obj);
    obj[name] = async (...args: any[]) => { const t = performance.now(); try { return await orig(...args); } finally { totals[label] = (totals[label] ?? 0) + performance.now() - t; } };
  };
  wrap(h.app.store, 'get', 'store.get');
  wrap(h.app.store, 'put', 'store.put');
  wrap(h.app.bot.client.rest, 'post', 'rest.post');
  wrap(h.app.bot.client.rest, 'patch', 'rest.patch');
  wrap(h.app.bot.context.games, 'answer', 'games.answer');
  const rng = seeded(1);
  const t = performance.now();
  for (let i = 0; i < 60; i++) await table.step(rng);
  console.log('60 steps ms', performance.now() - t, totals);
  await h.stop();
});
