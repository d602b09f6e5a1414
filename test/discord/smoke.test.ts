import { afterEach, expect, it } from 'vitest';
import { type Harness, startHarness } from './harness.ts';
import { seeded, Table } from './table.ts';

let h: Harness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

it('plays some moves of a 2-player game', async () => {
  h = await startHarness({ quietMs: 2 });
  const users = ['ann', 'bob'].map((n) => h!.fake.user(n));
  const table = new Table(h.fake, h.fake.channel('game'), users, () => h!.app.bot.context.publisher.idle());
  await table.open(2);
  const rng = seeded(1);
  const t = performance.now();
  try {
    const cpu = process.cpuUsage();
    const n = await table.playToEnd(rng);
    const used = process.cpuUsage(cpu);
    console.log(
      'answers',
      n,
      'interactions',
      table.results.length,
      'cpu ms',
      (used.user + used.system) / 1000,
    );
  } finally {
    console.log(h.logs.filter((l) => /"level":(40|50)/.test(l)).join('\n'));
    console.log(
      h.fake.calls
        .slice(-12)
        .map((c) => `${c.route} ${c.status}`)
        .join('\n'),
    );
  }
  console.log('200 steps ms', performance.now() - t);
  console.log(JSON.stringify(table.board.embeds[0], null, 1).slice(0, 3000));
  console.log(
    h.fake
      .publicMessages('game')
      .slice(-5)
      .map((m) => m.content),
  );
  expect(h.fake.violations).toEqual([]);
});
