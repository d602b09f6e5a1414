import { expect, it } from 'vitest';
import { playWholeGame } from './play.ts';

it('plays a complete 4-player game with every module (modules:all) on Discord, through the bot’s buttons, from /hegemony new to the final scores, without leaking a secret or a Hidden Agenda', async () => {
  const report = await playWholeGame(4, 1917, { all: true });
  console.log(JSON.stringify(report));
  expect(report.answers).toBeGreaterThan(200);
}, 400_000);
