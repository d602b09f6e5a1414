/**
 * `npm run english-scan`: the English a player would read that is still written in the code of
 * src/discord, src/render and commands/ instead of the catalogue (src/i18n/catalogue/), by file.
 * Exits 1 while any is left (docs/localisation.md).
 */
import { join } from 'node:path';
import { scanTree } from './english-scan/scan.ts';

const findings = scanTree(join(import.meta.dirname, '..'));
const byFile = new Map<string, typeof findings>();
for (const f of findings) byFile.set(f.file, [...(byFile.get(f.file) ?? []), f]);
const verbose = process.argv.includes('--all');
for (const [file, list] of [...byFile].sort(([, a], [, b]) => b.length - a.length)) {
  console.log(`${String(list.length).padStart(4)}  ${file}`);
  if (verbose) for (const f of list) console.log(`        ${f.line}: ${f.text}`);
}
console.log(`${findings.length} English literal(s) in ${byFile.size} file(s) outside the catalogue.`);
process.exitCode = findings.length ? 1 : 0;
