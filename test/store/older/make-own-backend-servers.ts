/**
 * Writes own-backend.redis.json and own-backend.postgres.json: the same store as own-backend.sqlite,
 * written by the store's own Redis and PostgreSQL backends (every key and value copied over in one
 * commit), and then dumped raw from the servers as those backends left them: on Redis the values
 * under `hegemony:<key>` and the key index `hegemony:#keys`; on PostgreSQL the rows of
 * `hegemony_store` and the table's definition.
 *
 *   source .ci/services && services_start
 *   npx tsx test/store/older/make-own-backend-servers.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createClient } from '@redis/client';
import pg from 'pg';
import { openBackend } from '../../../src/store/open-backend.ts';

const here = (name: string) => fileURLToPath(new URL(name, import.meta.url));
const source = await openBackend(`sqlite://${here('own-backend.sqlite')}`);
const keys = await source.keys('');
const values = await source.getMany(keys);
await source.close();
const writes = keys.map((key, i) => ({ key, value: values[i] as string }));

const redisUrl = process.env.TEST_REDIS_URL as string;
const redis = createClient({ url: redisUrl });
await redis.connect();
await redis.flushDb();
const onRedis = await openBackend(redisUrl);
await onRedis.commit(writes);
await onRedis.close();
const redisKeys = (await redis.keys('hegemony:*')).sort();
const dump = [];
for (const key of redisKeys) {
  const type = await redis.type(key);
  if (type === 'string') dump.push({ key, type, value: await redis.get(key) });
  else dump.push({ key, type, members: await redis.zRangeWithScores(key, 0, -1) });
}
await redis.close();
writeFileSync(
  here('own-backend.redis.json'),
  `${JSON.stringify({ writtenBy: 'src/store/redis-backend.ts, before keyv came back', keys: dump }, null, 1)}\n`,
);

const pgUrl = process.env.TEST_POSTGRES_URL as string;
const client = new pg.Client({ connectionString: pgUrl });
await client.connect();
await client.query('DROP TABLE IF EXISTS hegemony_store');
const onPostgres = await openBackend(pgUrl);
await onPostgres.commit(writes);
await onPostgres.close();
const columns = await client.query(
  `SELECT column_name, data_type, collation_name, is_nullable FROM information_schema.columns
   WHERE table_name = 'hegemony_store' ORDER BY ordinal_position`,
);
const rows = await client.query('SELECT key, value FROM hegemony_store ORDER BY key COLLATE "C"');
await client.end();
writeFileSync(
  here('own-backend.postgres.json'),
  `${JSON.stringify({ writtenBy: 'src/store/postgres-backend.ts, before keyv came back', columns: columns.rows, rows: rows.rows }, null, 1)}\n`,
);
console.log(`${keys.length} keys; redis ${dump.length} entries, postgres ${rows.rows.length} rows`);
