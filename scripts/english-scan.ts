/**
 * `npm run english-scan`: the English a player would read that is still written in the code of
 * src/discord, src/render and commands/ instead of the catalogue (src/i18n/catalogue/), by file.
 * Exits 1 while any is left (docs/localisation.md).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { scanSource } from './english-scan/scan.ts';

const ROOT = join(import.meta.dirname, '..');
const SCANNED = ['src/discord', 'src/render', 'commands'];
/** Files that speak to the operator in the terminal, never to a player. */
const OPERATOR_FILES = new Set(['src/discord/login.ts', 'src/discord/deploy.ts']);

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

const findings = SCANNED.flatMap((dir) => filesUnder(join(ROOT, dir)))
  .filter((path) => !OPERATOR_FILES.has(relative(ROOT, path)))
  .flatMap((path) => scanSource(relative(ROOT, path), readFileSync(path, 'utf8')));
const byFile = new Map<string, typeof findings>();
for (const f of findings) byFile.set(f.file, [...(byFile.get(f.file) ?? []), f]);
const verbose = process.argv.includes('--all');
for (const [file, list] of [...byFile].sort(([, a], [, b]) => b.length - a.length)) {
  console.log(`${String(list.length).padStart(4)}  ${file}`);
  if (verbose) for (const f of list) console.log(`        ${f.line}: ${f.text}`);
}
console.log(`${findings.length} English literal(s) in ${byFile.size} file(s) outside the catalogue.`);
process.exitCode = findings.length ? 1 : 0;
