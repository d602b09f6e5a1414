import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GOLDEN_FILE, seededGameHashes } from './seeded-games.ts';

describe('the 180 seeded games', () => {
  it('play exactly as recorded (a deliberate rule change rewrites them: npm run seeded-games -- --write)', () => {
    const golden = JSON.parse(readFileSync(GOLDEN_FILE, 'utf8')) as Record<string, string>;
    const hashes = seededGameHashes();
    const changed = Object.keys(golden).filter((k) => golden[k] !== hashes[k]);
    expect(Object.keys(hashes)).toHaveLength(180);
    expect(changed).toEqual([]);
  }, 120_000);
});
