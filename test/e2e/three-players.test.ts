import { expect, it } from 'vitest';
import { playWholeGame } from './play.ts';

it('plays a complete 3-player game on Discord (no State seat), from /hegemony new to the final scores, without leaking a secret', async () => {
  const report = await playWholeGame(3, 2023);
  console.log(JSON.stringify(report));
  expect(report.answers).toBeGreaterThan(200);
  expect(report.scores).not.toContain('State');
}, 240_000);
