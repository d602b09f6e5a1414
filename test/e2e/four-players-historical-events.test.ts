import { expect, it } from 'vitest';
import { playWholeGame } from './play.ts';

it('plays a complete 4-player game with the Historical Events on Discord, through the bot’s buttons, from /hegemony new historical-events:true to the final scores, without leaking a secret', async () => {
  const report = await playWholeGame(4, 1848, { historicalEvents: true });
  console.log(JSON.stringify(report));
  expect(report.answers).toBeGreaterThan(200);
}, 240_000);
