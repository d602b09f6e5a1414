import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { changedGames, type GameHashes, GOLDEN_FILE, seededGameHashes } from './seeded-games.ts';

describe('the 180 seeded games', () => {
  it('play exactly as recorded (a deliberate change rewrites them: npm run seeded-games -- --write)', () => {
    const golden = JSON.parse(readFileSync(GOLDEN_FILE, 'utf8')) as Record<string, GameHashes>;
    const hashes = seededGameHashes();
    expect(Object.keys(hashes)).toHaveLength(180);
    expect(changedGames(golden, hashes)).toEqual({ answers: [], score: [], state: [] });
  }, 120_000);
});
