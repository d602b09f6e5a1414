/** The 180 seeded games behind `npm run seeded-games` and the seeded-games test. */
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { playRandomGame } from '../../src/engine/simulation.ts';

export const GOLDEN_FILE = fileURLToPath(new URL('./seeded-games.golden.json', import.meta.url));

/**
 * Per game, three hashes: of the answers (the same answers mean the same options were offered in
 * the same order at every step), of the score breakdown, and of the final state (which also
 * changes when only the state's shape does).
 */
export interface GameHashes {
  answers: string;
  score: string;
  state: string;
}

const hash = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 16);

export function seededGameHashes(): Record<string, GameHashes> {
  const out: Record<string, GameHashes> = {};
  for (const players of [2, 3, 4] as const) {
    for (let i = 0; i < 60; i++) {
      const extraActionCards = i % 3 === 2;
      const name = `${players}p-${i}${extraActionCards ? '-extra' : ''}`;
      const game = playRandomGame(players, `seeded:${players}:${i}`, {
        modules: { extraActionCards },
        checkInvariants: false,
      });
      if (game.error) throw new Error(`${name}: ${game.error}`);
      out[name] = {
        answers: hash(game.answers),
        score: hash([game.state.ledger, game.state.winners]),
        state: hash(game.state),
      };
    }
  }
  return out;
}

/** The games whose answers, score or final state differ from the golden file's. */
export function changedGames(golden: Record<string, GameHashes>, now: Record<string, GameHashes>) {
  const parts = ['answers', 'score', 'state'] as const;
  const out: Record<(typeof parts)[number], string[]> = { answers: [], score: [], state: [] };
  for (const name of Object.keys(golden))
    for (const part of parts) if (golden[name]?.[part] !== now[name]?.[part]) out[part].push(name);
  return out;
}
