import { expect, it } from 'vitest';
import { playWholeGame } from './play.ts';

it('plays a complete 4-player game on Discord, from /hegemony new to the final scores, without leaking a secret', async () => {
  const report = await playWholeGame(4, 4044);
  console.log(JSON.stringify(report));
  expect(report.answers).toBeGreaterThan(200);
}, 240_000);
