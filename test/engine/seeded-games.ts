/** The 180 seeded games behind `npm run seeded-games` and the seeded-games test. */
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { playRandomGame } from '../../src/engine/simulation.ts';

export const GOLDEN_FILE = fileURLToPath(new URL('./seeded-games.golden.json', import.meta.url));

/** Game name → hash of its answers and final state. */
export function seededGameHashes(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const players of [2, 3, 4] as const) {
    for (let i = 0; i < 60; i++) {
      const extraActionCards = i % 3 === 2;
      const name = `${players}p-${i}${extraActionCards ? '-extra' : ''}`;
      const game = playRandomGame(players, `seeded:${players}:${i}`, {
        extraActionCards,
        checkInvariants: false,
      });
      if (game.error) throw new Error(`${name}: ${game.error}`);
      const hash = createHash('sha256');
      hash.update(JSON.stringify(game.answers));
      hash.update(JSON.stringify(game.state));
      out[name] = hash.digest('base64url').slice(0, 16);
    }
  }
  return out;
}
