import { expect, it } from 'vitest';
import { playAutomaGame, soloByCommand } from './automa-games.ts';

it('plays a complete solo game on Discord — one person against the advanced Capitalist Automa, opened with /hegemony new players:2 automa:capitalist — through the bot’s buttons, with a restart in the middle', async () => {
  const report = await playAutomaGame(1917, soloByCommand, 3);
  console.log(JSON.stringify(report));
  expect(report.answers).toBeGreaterThan(50);
}, 240_000);
