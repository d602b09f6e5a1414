/**
 * Writes test/store/older/keyv-whole.sqlite: a database in the earliest layout, as the bot wrote it
 * through keyv 5.6.0 and @keyv/sqlite 4.0.8 (table `keyv`, keys `hegemony:…`, values the plain JSON
 * `{"value": record}`, every record whole with its log inline), and keyv-whole.json: what a reader
 * must find in it. The records are played by today's engine through the GameService and written by
 * that first store's own code (KeyvGameStore of commit e742683, kept beside this script while it
 * runs), without the fields records gained since (clock, private events, offers, undo, ahead, league).
 *
 *   git show e742683:src/store/keyv-store.ts > .old-keyv/keyv-store.ts   (and types.ts)
 *   npx tsx test/store/older/make-keyv-whole.ts
 */
import { createHash } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
// @ts-expect-error: the first store's code, outside the project while this runs
import { KeyvGameStore } from '../../../.old-keyv/keyv-store.ts';
import { playedRecord } from '../../../bench/service-games.ts';
import { RecordStore } from '../../../src/store/record-store.ts';
import { type GameRecord, gameKey } from '../../../src/store/types.ts';

const file = fileURLToPath(new URL('./keyv-whole.sqlite', import.meta.url));
for (const f of [file, `${file}-wal`, `${file}-shm`]) rmSync(f, { force: true });
const url = `sqlite://${file}`;
const hash = (r: unknown) => createHash('sha256').update(JSON.stringify(r)).digest('hex');

/** The record as the first store knew it: none of the fields added since. */
function earliest(record: GameRecord, channelId: string): GameRecord {
  const { private: _p, offers: _o, clock: _c, undo: _u, ahead: _a, league: _l, ...rest } = record;
  return { ...rest, channelId };
}

const guildId = '100000000000000001';
const inPlay = earliest(await playedRecord(3, 'older-keyv-a', 150), '200000000000000001');
const ended = earliest(await playedRecord(2, 'older-keyv-b'), '200000000000000002');

const old = await KeyvGameStore.open(url);
if (!(await old.put(inPlay, null))) throw new Error('the first store refused the game in play');
if (!(await old.put(ended, null))) throw new Error('the first store refused the ended game');
await old.archive(ended);
await old.close();

const reader = await RecordStore.open(url);
const live = (await reader.get(gameKey(guildId, inPlay.channelId))) as GameRecord;
const archived = (await reader.getArchived(guildId, ended.channelId, ended.id)) as GameRecord;
const manifest = {
  writtenBy: 'KeyvGameStore of commit e742683 through keyv 5.6.0 and @keyv/sqlite 4.0.8',
  inPlay: {
    key: gameKey(guildId, inPlay.channelId),
    rev: live.rev,
    answers: live.actions.length,
    version: live.state?.version,
    sha256: hash(live),
  },
  archived: {
    id: archived.id,
    channelId: archived.channelId,
    status: archived.status,
    answers: archived.actions.length,
    sha256: hash(archived),
  },
  keys: await reader.backend.keys(''),
};
await reader.close();
writeFileSync(
  fileURLToPath(new URL('./keyv-whole.json', import.meta.url)),
  `${JSON.stringify(manifest, null, 2)}\n`,
);
console.log(`keyv-whole.sqlite: ${manifest.keys.length} keys`);
