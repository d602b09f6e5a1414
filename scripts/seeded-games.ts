/**
 * The seeded games: 180 random games (60 per player count, a third of them with the Crisis &
 * Control Action cards) played to the end, each reduced to one hash of its answers and final state.
 * A change that keeps play identical keeps every hash; a rule change names the games it changed.
 *
 *   npm run seeded-games            compare with test/engine/seeded-games.golden.json
 *   npm run seeded-games -- --write write the current hashes there (after a deliberate rule change)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { GOLDEN_FILE, seededGameHashes } from '../test/engine/seeded-games.ts';

const { values } = parseArgs({ options: { write: { type: 'boolean', default: false } } });
const hashes = seededGameHashes();
if (values.write) {
  writeFileSync(GOLDEN_FILE, `${JSON.stringify(hashes, null, 1)}\n`);
  console.log(`wrote ${Object.keys(hashes).length} hashes to ${GOLDEN_FILE}`);
} else {
  const golden = JSON.parse(readFileSync(GOLDEN_FILE, 'utf8')) as Record<string, string>;
  const changed = Object.keys(golden).filter((k) => golden[k] !== hashes[k]);
  console.log(JSON.stringify({ games: Object.keys(hashes).length, changed }));
  process.exit(changed.length > 0 ? 1 : 0);
}
