import { expect, it } from 'vitest';
import { playAutomaGame, stateAgainstThreeAutomas } from './automa-games.ts';

it('plays a complete 4-player game on Discord — a person as the State against three Automas given seats in the lobby — through the bot’s buttons, with a restart in the middle', async () => {
  const report = await playAutomaGame(1968, stateAgainstThreeAutomas, 3);
  console.log(JSON.stringify(report));
  expect(report.answers).toBeGreaterThan(50);
}, 240_000);
