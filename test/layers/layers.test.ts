/**
 * The layer rules of `npm run lint` (.dependency-cruiser.cjs) catch each kind of violation: a
 * fixture tree holds one deliberate violation of each, and the check must name every one.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const fixture = fileURLToPath(new URL('./fixture', import.meta.url));

it('fails on an impure engine, a picture reading the store, a reach past the engine API, a league reaching into the bot, a cycle, a layer reaching into src/ops, the game words reading more than the card data, the local table and its loopback Discord used or using what they may not, and the AI reading the store', () => {
  const run = spawnSync(
    process.execPath,
    [
      `${root}/node_modules/dependency-cruiser/bin/dependency-cruise.mjs`,
      'src',
      '--config',
      `${root}/.dependency-cruiser.cjs`,
    ],
    { cwd: fixture, encoding: 'utf8' },
  );
  expect(run.status).not.toBe(0);
  const out = run.stdout + run.stderr;
  expect(out).toContain('engine-is-pure: src/engine/impure.ts → fs');
  expect(out).toContain('render-reads-the-public-view: src/render/peeks.ts → src/store/records.ts');
  expect(out).toContain('engine-through-its-api: src/discord/reach.ts → src/engine/impure.ts');
  expect(out).toMatch(/no-cycles: src\/table\/one\.ts →\s+src\/table\/two\.ts/);
  expect(out).toContain('league-below-discord: src/league/tells.ts → src/discord/reach.ts');
  expect(out).toContain('ops-from-the-root: src/table/counts.ts → src/ops/meter.ts');
  expect(out).toContain(
    'local-discord-for-the-local-table: src/discord/loopback.ts → src/local-discord/peeks.ts',
  );
  expect(out).toContain('local-table-from-the-root: src/discord/loopback.ts → src/local-table/page.ts');
  expect(out).toContain('local-discord-knows-no-bot: src/local-discord/peeks.ts → src/table/counts.ts');
  expect(out).toContain(
    'local-table-shows-what-discord-shows: src/local-table/page.ts → src/store/records.ts',
  );
  expect(out).toContain('words-are-data: src/i18n/speaks.ts → src/store/records.ts');
  expect(out).toContain('ai-plays-from-the-engine: src/ai/peeks.ts → src/store/records.ts');
  expect(out).toContain('12 dependency violations');
}, 60_000);
