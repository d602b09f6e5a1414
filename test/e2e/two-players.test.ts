import { expect, it } from 'vitest';
import { playWholeGame } from './play.ts';

it('plays a complete 2-player game on Discord, from /hegemony new to the final scores, without leaking a secret', async () => {
  const report = await playWholeGame(2, 2022);
  console.log(JSON.stringify(report));
  expect(report.answers).toBeGreaterThan(100);
}, 240_000);
