/**
 * Writes test/store/older/own-backend.sqlite: a database as the store's own SQLite backend (table
 * `keyv`, keys `hegemony:…`, values `br1:` brotli JSON, full log pieces of 100 apart) wrote it,
 * through the bot's GameService, and own-backend.json: what a reader must find in it.
 *
 *   npx tsx test/store/older/make-own-backend.ts
 *
 * It holds: a 3-player game in play 150 answers in (one full log piece, 50 answers inline, its due
 * entry, one outbox entry left owed), a 2-player game played to its end and then replaced by a
 * lobby (archived, in the history, the lobby in the host's index), and a user's settings.
 */
import { createHash } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { answerOne, benchService, openGame } from '../../../bench/service-games.ts';
import { HistoryIndex } from '../../../src/store/history.ts';
import { RecordStore } from '../../../src/store/record-store.ts';
import { type GameRecord, gameKey } from '../../../src/store/types.ts';

const file = fileURLToPath(new URL('./own-backend.sqlite', import.meta.url));
for (const f of [file, `${file}-wal`, `${file}-shm`]) rmSync(f, { force: true });
const url = `sqlite://${file}`;
const hash = (r: unknown) => createHash('sha256').update(JSON.stringify(r)).digest('hex');

const guildId = '100000000000000001';
const inPlay = { guildId, channelId: '200000000000000001' };
const ended = { guildId, channelId: '200000000000000002' };

const store = await RecordStore.open(url);
const games = benchService(store, 'older-own');
const a = await openGame(games, 3, inPlay, 11);
for (let n = 0; n < 150; n++) await answerOne(games, a);
const b = await openGame(games, 2, ended, 12);
while (await answerOne(games, b));
const finished = (await games.get(ended.guildId, ended.channelId)) as GameRecord;
const host = finished.hostId;
await games.create({ ...ended, hostId: host, players: 4 });
await games.setUserPrefs(host, { timeZone: 'Europe/Paris', quiet: [22, 8], dm: true });
// What a crash would leave: every announcement paid but the game in play's last one.
const owed = await store.owed();
await store.paid(owed.slice(0, -1).map((o) => o.key));
await store.close();

// What a reader finds, read by a fresh store (nothing remembered).
const reader = await RecordStore.open(url);
const live = (await reader.get(gameKey(inPlay.guildId, inPlay.channelId))) as GameRecord;
const lobby = (await reader.get(gameKey(ended.guildId, ended.channelId))) as GameRecord;
const archived = (await reader.getArchived(ended.guildId, ended.channelId, finished.id)) as GameRecord;
const manifest = {
  writtenBy: 'the store of its own SQLite backend (src/store/sqlite-backend.ts), before keyv came back',
  inPlay: {
    key: gameKey(inPlay.guildId, inPlay.channelId),
    rev: live.rev,
    answers: live.actions.length,
    version: live.state?.version,
    sha256: hash(live),
  },
  lobby: { key: gameKey(ended.guildId, ended.channelId), id: lobby.id, hostId: host, sha256: hash(lobby) },
  archived: {
    id: archived.id,
    status: archived.status,
    answers: archived.actions.length,
    sha256: hash(archived),
  },
  history: await new HistoryIndex(reader.backend).find(guildId, finished.id),
  lobbies: await reader.lobbiesOf(guildId, host),
  owed: await reader.owed(),
  due: await reader.dueGames(),
  user: { id: host, prefs: await reader.getUser(host) },
  keys: await reader.backend.keys(''),
};
await reader.close();
writeFileSync(
  fileURLToPath(new URL('./own-backend.json', import.meta.url)),
  `${JSON.stringify(manifest, null, 2)}\n`,
);
console.log(`own-backend.sqlite: ${manifest.keys.length} keys`);
