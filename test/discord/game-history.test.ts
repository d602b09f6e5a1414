/**
 * Every game that ended stays readable from Discord after its channel has moved on: `/game show`
 * (scores, breakdown, picture, players, dates, link), `/game list` (channel, server, player) and
 * `/game export` (JSON that replays to the same final state, and a plain-text log).
 */
import { Locale } from 'discord.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { answerOne, seated } from '../../bench/service-games.ts';
import type { FakeMessage } from '../../src/local-discord/index.ts';
import { replay } from '../../src/store/replay.ts';
import type { ExportedGame } from '../../src/store/tools.ts';
import { type GameRecord, gameKey } from '../../src/store/types.ts';
import { plainLog } from '../../src/table/history.ts';
import { type Harness, startHarness } from './harness.ts';
import { tappingTable } from './table.ts';

let h: Harness;
let finished: GameRecord;

beforeAll(async () => {
  h = await startHarness({ quietMs: 5, gameSeeds: ['history-1'], pictures: true });
  const table = tappingTable(h, 'game', ['ana', 'ben']);
  await table.open(2);
  // The game is played to its end through the bot's game service (its answers are the buttons').
  const games = h.app.bot.context.games;
  const where = h.fake.channel('game');
  const game = seated((await games.get(where.guildId, where.id)) as GameRecord, 11);
  while (await answerOne(games, game));
  await h.app.bot.context.publisher.idle();
  finished = (await h.app.store.get(gameKey(where.guildId, where.id))) as GameRecord;
  expect(finished.status).toBe('finished');
  // The channel moves on: a new lobby takes it, and the finished game goes to the archive.
  const next = await h.fake
    .user('ana')
    .slash(where, 'hegemony', { subcommand: 'new', options: { players: 2 } });
  expect(next.reply?.embeds[0]?.title).toBe('Hegemony — new 2-player game');
  expect(await h.app.store.getArchived(where.guildId, where.id, finished.id)).toBeDefined();
}, 120_000);

afterAll(async () => {
  await h?.stop();
});

it('/game show gives the final scores with their breakdown and picture, the players, dates and a link', async () => {
  const where = h.fake.channel('general');
  const shown = await h.fake
    .user('cleo')
    .slash(where, 'game', { subcommand: 'show', options: { id: finished.id } });
  expect(shown.ephemeral).toBe(true);
  const embed = shown.reply?.embeds[0];
  expect(embed?.title).toBe(`Game ${finished.id} — final scores`);
  const ana = h.fake.user('ana');
  const ben = h.fake.user('ben');
  expect(embed?.description).toContain(`<@${ana.id}>`);
  expect(embed?.description).toContain(`<@${ben.id}>`);
  const winner = finished.state?.winners?.[0];
  expect(embed?.description).toMatch(
    new RegExp(`🏆 .*${winner === 'working' ? 'Working' : 'Capitalist'} Class`),
  );
  expect(embed?.description).toContain('2 players · base game');
  expect(embed?.description).toMatch(/Opened <t:\d+:f> · ended <t:\d+:f>/);
  expect(embed?.description).toContain(
    `https://discord.com/channels/${finished.guildId}/${finished.channelId}/${finished.boardMessageId}`,
  );
  // The breakdown: one field per class, with its points by reason.
  expect(embed?.fields?.map((f) => f.name.replace(/^\S+ /, ''))).toHaveLength(2);
  expect(embed?.fields?.[0]?.value).toMatch(/R1 -?\d+ · R2/);
  expect(shown.reply?.attachments.map((a) => a.filename)).toEqual(['final-scores.png']);
  expect(embed?.image?.url).toBe('attachment://final-scores.png');
  expect(JSON.stringify(shown.reply)).not.toContain(finished.seed);
  expect(shown.violations).toEqual([]);
});

it('/game export gives JSON that replays to the same final state, and a plain-text log', async () => {
  const where = h.fake.channel('game');
  const exported = await h.fake
    .user('ben')
    .slash(where, 'game', { subcommand: 'export', options: { id: finished.id } });
  expect(exported.ephemeral).toBe(true);
  const files = exported.reply?.attachments ?? [];
  expect(files.map((f) => f.filename)).toEqual([
    `hegemony-${finished.id}.json`,
    `hegemony-${finished.id}.txt`,
  ]);
  const json = JSON.parse((files[0] as { data: Buffer }).data.toString('utf8')) as ExportedGame;
  expect(json.kind).toBe('hegemony-game');
  expect(json.record.id).toBe(finished.id);
  const archived = (await h.app.store.getArchived(where.guildId, where.id, finished.id)) as GameRecord;
  expect(replay(json.record)).toEqual(archived.state);
  expect(replay(json.record)).toEqual(finished.state);
  const log = (files[1] as { data: Buffer }).data.toString('utf8');
  expect(log.split('\n')[0]).toBe(`Hegemony game ${finished.id} — finished`);
  expect(log).toContain('The game ends after round 5.');
  expect(log.match(/^\[.*\] #\d+ /gm)).toHaveLength(finished.actions.length);
});

it('/game export refuses a game that has not ended', async () => {
  const where = h.fake.channel('game');
  const lobby = (await h.app.store.get(gameKey(where.guildId, where.id))) as GameRecord;
  const refused = await h.fake
    .user('ana')
    .slash(where, 'game', { subcommand: 'export', options: { id: lobby.id } });
  expect(refused.reply?.content).toMatch(/has not ended yet/);
  expect(refused.reply?.attachments).toEqual([]);
  const unknown = await h.fake
    .user('ana')
    .slash(where, 'game', { subcommand: 'show', options: { id: 'zzzzzz' } });
  expect(unknown.reply?.content).toMatch(/No ended game with the id `zzzzzz`/);
});

it('/game list lists ended games of the channel, the server and a player, newest first', async () => {
  const cleo = h.fake.user('cleo');
  const listed = (m: FakeMessage | undefined) => m?.embeds[0]?.description ?? '';
  const inChannel = await cleo.slash(h.fake.channel('game'), 'game', { subcommand: 'list' });
  expect(listed(inChannel.reply)).toContain(`\`${finished.id}\``);
  const elsewhere = await cleo.slash(h.fake.channel('general'), 'game', { subcommand: 'list' });
  expect(listed(elsewhere.reply)).toContain('None yet.');
  const server = await cleo.slash(h.fake.channel('general'), 'game', {
    subcommand: 'list',
    options: { where: 'server' },
  });
  expect(listed(server.reply)).toContain(`\`${finished.id}\``);
  const byPlayer = await cleo.slash(h.fake.channel('general'), 'game', {
    subcommand: 'list',
    options: { player: h.fake.user('ben') },
  });
  expect(listed(byPlayer.reply)).toContain(`\`${finished.id}\``);
  const notPlayed = await cleo.slash(h.fake.channel('general'), 'game', {
    subcommand: 'list',
    options: { player: cleo },
  });
  expect(listed(notPlayed.reply)).toContain('None yet.');
});

it('/game show and /game list answer a pt-BR reader in Portuguese (issue 28)', async () => {
  const dora = h.fake.user('dora', { locale: Locale.PortugueseBR });
  const shown = await dora.slash(h.fake.channel('general'), 'game', {
    subcommand: 'show',
    options: { id: finished.id },
  });
  const embed = shown.reply?.embeds[0];
  expect(embed?.title).toBe(`Partida ${finished.id} — placar final`);
  expect(embed?.description).toContain('2 jogadores · jogo base');
  expect(embed?.description).toMatch(/\*\*\d+ PV\*\*/);
  expect(embed?.description).toMatch(/Aberta <t:\d+:f> · encerrada <t:\d+:f>/);
  const list = await dora.slash(h.fake.channel('game'), 'game', { subcommand: 'list' });
  expect(list.reply?.embeds[0]?.title).toBe('Partidas encerradas');
  expect(list.reply?.embeds[0]?.description).toMatch(/^Em <#\d+>, das mais novas:/);
});

it('/game export’s plain-text log reads the game’s language: a pt-BR game’s headings, answers and events in Portuguese (issue 28)', () => {
  const english = plainLog(finished).split('\n');
  const log = plainLog({ ...finished, language: 'pt-BR' }).split('\n');
  expect(log[0]).toBe(`Partida de Hegemony ${finished.id} — terminada`);
  expect(log[1]).toBe(`Servidor ${finished.guildId}, canal ${finished.channelId}`);
  expect(log[2]).toBe(`Aberta em ${finished.createdAt}, última mudança em ${finished.updatedAt}`);
  expect(log[3]).toMatch(
    /^Jogadores: Classe Trabalhadora \(usuário \d+\), Classe Capitalista \(usuário \d+\)$/,
  );
  expect(log[4]).toBe('Módulos: nenhum');
  // The same lines, answer for answer and event for event, none with the English headings.
  expect(log).toHaveLength(english.length);
  expect(log.filter((l) => /^\[.*\] #\d+ /.test(l))).toHaveLength(finished.actions.length);
  expect(log.join('\n')).not.toMatch(/\b(Players|Modules|Server|Opened|user|The game ends)\b/);
  expect(log.join('\n')).toContain('Rodada 1');
  // A turn menu answer reads as the Portuguese menu names it.
  expect(log.some((l) => /^\[.*\] #\d+ .*: Jogar /.test(l))).toBe(true);
});
