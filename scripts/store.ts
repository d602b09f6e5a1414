/**
 * The store, for its operator (STORE_URL from the environment or .env, as the bot reads it):
 *
 *   npm run store -- check [--replay]          list the records that cannot be read (exit 1 if any)
 *   npm run store -- export <game> [--out f]   one game (live or archived) as JSON, to stdout or f
 *   npm run store -- import <file>             that JSON into this store (its channel must be free)
 *   npm run store -- backup <file>             a copy of the whole SQLite store, while the bot runs
 *
 * An export holds the game's seed and every hand: keep it as you would the database.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { RecordStore } from '../src/store/record-store.ts';
import { SqliteBackend } from '../src/store/sqlite-backend.ts';
import { checkStore, exportGame, importGame } from '../src/store/tools.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { replay: { type: 'boolean', default: false }, out: { type: 'string' } },
});
const envFile = process.env.ENV_FILE ?? '.env';
if (existsSync(envFile)) process.loadEnvFile(envFile);
const url = process.env.STORE_URL || 'sqlite://data/hegemony.sqlite';

async function run(store: RecordStore): Promise<number> {
  const [command, arg] = positionals;
  if (command === 'check') {
    const report = await checkStore(store, values.replay);
    for (const p of report.problems) console.log(`damaged ${p.key}: ${p.problem}`);
    console.log(
      `${report.games} games, ${report.archived} archived, ${report.problems.length} damaged; ${report.setAside.length} set aside from Discord; ${report.owed} announcements owed`,
    );
    return report.problems.length > 0 ? 1 : 0;
  }
  if (command === 'export' && arg) {
    const exported = await exportGame(store, arg);
    if (!exported) {
      console.error(`no game ${arg} in ${url}`);
      return 1;
    }
    const json = `${JSON.stringify(exported, null, 1)}\n`;
    if (values.out) writeFileSync(values.out, json);
    else process.stdout.write(json);
    return 0;
  }
  if (command === 'import' && arg) {
    const key = await importGame(store, JSON.parse(readFileSync(arg, 'utf8')));
    console.log(`imported as ${key}`);
    return 0;
  }
  if (command === 'backup' && arg) {
    if (!(store.backend instanceof SqliteBackend)) {
      console.error(
        'backup copies an SQLite store; back up Redis with its own snapshots (BGSAVE, the append-only file) and PostgreSQL with pg_dump',
      );
      return 1;
    }
    await store.backend.backup(arg);
    console.log(`backed up to ${arg}; to restore, stop the bot and put it in place of the store's file`);
    return 0;
  }
  console.error(
    'usage: npm run store -- check [--replay] | export <game> [--out file] | import <file> | backup <file>',
  );
  return 2;
}

const store = await RecordStore.open(url);
let code = 1;
try {
  code = await run(store);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
} finally {
  await store.close();
}
process.exit(code);
