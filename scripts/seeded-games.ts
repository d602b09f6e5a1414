/**
 * The seeded games: 180 random games (60 per player count, a third of them with the Crisis &
 * Control Action cards) played to the end. Each is reduced to hashes of its answers, its score and
 * its final state; a change that keeps play identical keeps the first two, and a rule change names
 * the games it changed.
 *
 *   npm run seeded-games            compare with test/engine/seeded-games.golden.json
 *   npm run seeded-games -- --write write the current hashes there (after a deliberate change)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { changedGames, type GameHashes, GOLDEN_FILE, seededGameHashes } from '../test/engine/seeded-games.ts';

const { values } = parseArgs({ options: { write: { type: 'boolean', default: false } } });
const hashes = seededGameHashes();
if (values.write) {
  writeFileSync(GOLDEN_FILE, `${JSON.stringify(hashes, null, 2)}\n`);
  console.log(`wrote ${Object.keys(hashes).length} games to ${GOLDEN_FILE}`);
} else {
  const golden = JSON.parse(readFileSync(GOLDEN_FILE, 'utf8')) as Record<string, GameHashes>;
  const changed = changedGames(golden, hashes);
  console.log(JSON.stringify({ games: Object.keys(hashes).length, changed }));
  process.exit(changed.answers.length + changed.score.length + changed.state.length > 0 ? 1 : 0);
}
