/**
 * Must-show — a league season on the fake Discord: 12 players, three rounds of 3-player pods
 * scheduled by the standings, every game played to its end; the standings after each round match
 * ratings worked out by hand (openskill called directly) from the results log; a void changes
 * them; the CSV export reads back into the same log and the same standings.
 *
 * What goes through Discord: every league command (create, join, settings, season start,
 * schedule, standings, void, export), the pods' threads and boards, and in each round one pod's
 * whole game, played only through the buttons the bot sends. The other pods' answers go to the
 * bot's own GameService — the very call its buttons make — so that three rounds take about a
 * minute; their log lines and boards still go out to their threads.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { answerOne, seated } from '../../bench/service-games.ts';
import type { ClassId } from '../../src/data/common.ts';
import { finalRanking } from '../../src/engine/index.ts';
import { readResultsCsv, standingsCsv } from '../../src/league/csv.ts';
import { LeagueStore } from '../../src/league/league-store.ts';
import type { League, LogEntry, ResultEntry } from '../../src/league/records.ts';
import { standings } from '../../src/league/standings.ts';
import type { FakeChannel, FakeMessage, FakeUser, InteractionResult } from '../../src/local-discord/index.ts';
import { renderStandings } from '../../src/render/index.ts';
import { type GameRecord, gameKey } from '../../src/store/types.ts';
import { type Harness, startHarness } from '../discord/harness.ts';
import { seeded, Table } from '../discord/table.ts';
import { ratingsFromLog } from '../league/reference.ts';

let h: Harness;
let players: FakeUser[];
let leagueChannel: FakeChannel;
const byId = new Map<string, FakeUser>();
const timings: Record<string, number> = {};

/** Runs a command or a click and checks that Discord would have taken every reply. */
async function ok(action: Promise<InteractionResult>): Promise<InteractionResult> {
  const result = await action;
  expect(result.violations, JSON.stringify(result.violations)).toEqual([]);
  expect(result.acknowledged).toBe(true);
  return result;
}

const league = () => new LeagueStore(h.app.store.backend);
const guildId = () => h.fake.guild.id;

beforeAll(async () => {
  h = await startHarness({
    quietMs: 3,
    guilds: [{ channels: ['general', 'league'] }],
    gameSeeds: Array.from({ length: 12 }, (_, i) => `season-game-${i + 1}`),
    // Board pictures are left out (they are checked elsewhere); the standings picture is drawn.
    picture: {
      render: async () => null,
      renderStandings: async (table) => ({ name: 'standings.png', data: renderStandings(table).png }),
    },
  });
  leagueChannel = h.fake.channel('league');
  players = Array.from({ length: 12 }, (_, i) => h.fake.user(`player${String(i + 1).padStart(2, '0')}`));
  for (const p of players) byId.set(p.id, p);
}, 60_000);

afterAll(async () => {
  console.log(JSON.stringify({ leagueSeason: timings }));
  await h?.stop();
});

/** The standings as the channel sees them: each player mentioned with their rating, in order. */
function shownStandings(message: FakeMessage | undefined): Array<[string, string]> {
  const text = message?.embeds[0]?.description ?? '';
  return [...text.matchAll(/^\*\*\d+\.\*\* <@(\d+)> — \*\*(-?[\d.]+)\*\*/gm)].map(
    (m) => [m[1], m[2]] as [string, string],
  );
}

/** Standings worked out by hand from the results log in the store, as the embed rounds them. */
function expectedStandings(log: readonly LogEntry[]): Array<[string, string]> {
  return [...ratingsFromLog(log, 1)]
    .map(([id, r]) => [id, (r.mu - 3 * r.sigma).toFixed(1)] as [string, string])
    .sort((a, b) => a[0].localeCompare(b[0]));
}

function checkStandings(message: FakeMessage | undefined, log: readonly LogEntry[], games: number) {
  const shown = shownStandings(message);
  expect(shown).toHaveLength(12);
  expect([...shown].sort((a, b) => a[0].localeCompare(b[0]))).toEqual(expectedStandings(log));
  const ratings = shown.map(([, r]) => Number(r));
  expect(
    [...ratings].sort((a, b) => b - a),
    'best first',
  ).toEqual(ratings);
  expect(log.filter((e) => e.kind === 'result')).toHaveLength(games);
  expect(message?.attachments.map((a) => a.filename)).toEqual(['standings.png']);
}

/** The players who met in a round's pods, as `a|b` pairs. */
function pairs(round: League['seasons'][number]['rounds'][number]): string[] {
  return round.pods.flatMap((pod) => {
    const users = (Object.values(pod.seats) as string[]).sort();
    return users.flatMap((a, i) => users.slice(i + 1).map((b) => `${a}|${b}`));
  });
}

async function playRound(n: number): Promise<void> {
  const started = performance.now();
  const organiser = players[0] as FakeUser;
  const scheduled = await ok(organiser.slash(leagueChannel, 'league', { subcommand: 'schedule' }));
  expect(scheduled.ephemeral).toBe(false);
  expect(scheduled.reply?.content).toContain(`Season 1, round ${n}`);
  await h.app.bot.context.publisher.idle();
  const lg = (await league().league(guildId())) as League;
  const round = lg.seasons[0]?.rounds[n - 1];
  if (!round) throw new Error(`round ${n} was not saved`);
  expect(round.pods).toHaveLength(4);
  expect(round.byes).toEqual([]);
  // Every player in exactly one pod, every pod a 3-player game with each class once.
  const inPods = round.pods.flatMap((p) => Object.values(p.seats) as string[]);
  expect([...inPods].sort()).toEqual(players.map((p) => p.id).sort());
  for (const pod of round.pods)
    expect(Object.keys(pod.seats).sort()).toEqual(['capitalist', 'middle', 'working']);

  // Pods by standings: each pod is headed by the best-placed player not in an earlier pod (the
  // leader plays in the first).
  if (n > 1) {
    const before = shownStandings(lastStandings).map(([id]) => id);
    const placed = new Set<string>();
    for (const pod of round.pods) {
      const users = Object.values(pod.seats) as string[];
      expect(users).toContain(before.find((id) => !placed.has(id)));
      for (const u of users) placed.add(u);
    }
    // Nobody meets an opponent of an earlier round again.
    const earlier = new Set(lg.seasons[0]?.rounds.slice(0, n - 1).flatMap(pairs));
    expect(pairs(round).filter((p) => earlier.has(p))).toEqual([]);
  }

  for (const pod of round.pods) {
    const thread = h.fake.channel(`Season 1 · round ${n} · pod ${pod.n}`);
    expect(thread.parentId).toBe(leagueChannel.id);
    expect(pod.channelId).toBe(thread.id);
    const record = (await h.app.store.get(gameKey(thread.guildId, thread.id))) as GameRecord;
    expect(record.league).toEqual({ season: 1, round: n, pod: pod.n });
    expect(record.status).toBe('playing');
    for (const [cls, user] of Object.entries(pod.seats))
      expect(record.seats[cls as ClassId]?.userId).toBe(user);
    expect(record.boardMessageId, 'the board is posted in the pod’s thread').toBeTruthy();
    if (pod.n === 1) {
      // This pod plays through the bot's buttons and panels only.
      const users = Object.values(pod.seats).map((id) => byId.get(id as string) as FakeUser);
      const table = new Table(h.fake, thread, users, () => h.app.bot.context.publisher.idle());
      table.typingRate = 0;
      await table.playToEnd(seeded(100 + n));
    } else {
      const game = seated(record, 1000 * n + pod.n);
      while (await answerOne(h.app.bot.context.games, game));
    }
  }
  await h.app.bot.context.publisher.idle();
  timings[`round${n}Ms`] = Math.round(performance.now() - started);
}

let lastStandings: FakeMessage | undefined;

async function standingsNow(): Promise<FakeMessage | undefined> {
  const shown = await ok(
    (players[5] as FakeUser).slash(leagueChannel, 'league', { subcommand: 'standings' }),
  );
  lastStandings = shown.reply;
  return shown.reply;
}

/** Each result in the log is its game's: players, classes, final VP and places by the engine's tie-breaks. */
async function checkResultsAgainstGames(log: readonly LogEntry[]) {
  for (const entry of log.filter((e): e is ResultEntry => e.kind === 'result')) {
    const summary = await h.app.bot.context.history.find(guildId(), entry.game.gameId as string);
    const state = summary.record.state;
    if (!state) throw new Error('a recorded game without a state');
    const places = new Map<ClassId, number>();
    let place = 1;
    for (const group of finalRanking(state)) {
      for (const cls of group) places.set(cls, place);
      place += group.length;
    }
    expect(entry.game.seats).toEqual(
      (Object.keys(summary.record.options.seats) as ClassId[]).map((cls) => ({
        userId: summary.record.seats[cls]?.userId,
        cls,
        automa: false,
        vp: state.classes[cls].vp,
        place: places.get(cls),
      })),
    );
  }
}

it('runs a season of 12 players: three rounds of pods by standings, standings from the log, a void, a CSV that reads back', async () => {
  const organiser = players[0] as FakeUser;
  const created = await ok(
    organiser.slash(leagueChannel, 'league', { subcommand: 'create', options: { name: 'Test League' } }),
  );
  expect(created.reply?.content).toContain('**Test League**');
  for (const p of players) await ok(p.slash(leagueChannel, 'league', { subcommand: 'join' }));
  await ok(organiser.slash(leagueChannel, 'league', { subcommand: 'settings', options: { 'pod-size': 3 } }));
  const notOrganiser = await ok(
    (players[4] as FakeUser).slash(leagueChannel, 'league', {
      subcommandGroup: 'season',
      subcommand: 'start',
    }),
  );
  expect(notOrganiser.reply?.content).toMatch(/Only the league's organisers and server admins/);
  await ok(organiser.slash(leagueChannel, 'league', { subcommandGroup: 'season', subcommand: 'start' }));

  for (const n of [1, 2, 3]) {
    await playRound(n);
    const log = await league().log(guildId());
    checkStandings(await standingsNow(), log, 4 * n);
  }
  const log = await league().log(guildId());
  await checkResultsAgainstGames(log);

  // A void: the organiser takes one game of round 2 out; the season is worked out again without it.
  const before = shownStandings(lastStandings);
  const lg = (await league().league(guildId())) as League;
  const voided = lg.seasons[0]?.rounds[1]?.pods[2]?.gameId as string;
  const refused = await ok(
    (players[3] as FakeUser).slash(leagueChannel, 'league', {
      subcommand: 'void',
      options: { game: voided },
    }),
  );
  expect(refused.reply?.content).toMatch(/Only the league's organisers/);
  const done = await ok(
    organiser.slash(leagueChannel, 'league', {
      subcommand: 'void',
      options: { game: voided, reason: 'wrong seats' },
    }),
  );
  expect(done.reply?.content).toContain(`voided the result of game \`${voided}\``);
  const afterLog = await league().log(guildId());
  expect(afterLog.filter((e) => e.kind === 'void')).toHaveLength(1);
  const after = await standingsNow();
  checkStandings(after, afterLog, 12);
  expect(shownStandings(after)).not.toEqual(before);
  const again = await ok(
    organiser.slash(leagueChannel, 'league', { subcommand: 'void', options: { game: voided } }),
  );
  expect(again.reply?.content).toBe('That result is voided already.');

  // The CSV export: the results read back into the very log, and give the very standings.
  const exported = await ok(
    (players[7] as FakeUser).slash(leagueChannel, 'league', { subcommand: 'export' }),
  );
  expect(exported.ephemeral).toBe(true);
  const files = exported.reply?.attachments ?? [];
  expect(files.map((f) => f.filename)).toEqual(['league-results.csv', 'league-standings-season-1.csv']);
  const resultsText = (files[0] as { data: Buffer }).data.toString('utf8');
  const standingsText = (files[1] as { data: Buffer }).data.toString('utf8');
  const readBack = readResultsCsv(resultsText);
  const byIdOf = (entries: readonly LogEntry[]) => [...entries].sort((a, b) => a.id.localeCompare(b.id));
  expect(byIdOf(readBack)).toEqual(byIdOf(afterLog));
  const final = (await league().league(guildId())) as League;
  const season = final.seasons[0] as League['seasons'][number];
  expect(standingsCsv(1, standings(final, season, readBack))).toBe(standingsText);
  expect(standingsText.split('\r\n')).toHaveLength(12 + 2);

  // Statistics of the league: 11 games counted (one voided), each class played 11 times.
  const stats = await ok(
    (players[2] as FakeUser).slash(leagueChannel, 'stats', { options: { of: 'league' } }),
  );
  expect(stats.reply?.embeds[0]?.description).toContain('**All 11 games**');
  expect(h.fake.violations).toEqual([]);
}, 600_000);
