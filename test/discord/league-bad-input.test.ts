/**
 * Every bad input to /league and /game gets a clear answer, only for the one who asked, and changes
 * nothing: not the league, its results log or its pending reports, and nothing is posted in the
 * channel. Refusals come in the order an organiser would meet them: no league yet, no season yet,
 * not an organiser, a report that does not make a game, a result that is not there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCustomId } from '../../src/discord/custom-id.ts';
import { LeagueStore } from '../../src/league/league-store.ts';
import type { FakeChannel, FakeUser, InteractionResult } from '../../src/local-discord/index.ts';
import { type GameRecord, gameKey } from '../../src/store/types.ts';
import { type Harness, startHarness } from './harness.ts';

let h: Harness;
let here: FakeChannel;
let ann: FakeUser;
let bob: FakeUser;
let carl: FakeUser;
let dan: FakeUser;
let erin: FakeUser;

beforeAll(async () => {
  h = await startHarness({ quietMs: 3, guilds: [{ channels: ['league', 'game'] }] });
  here = h.fake.channel('league');
  [ann, bob, carl, dan, erin] = ['ann', 'bob', 'carl', 'dan', 'erin'].map((n) => h.fake.user(n)) as [
    FakeUser,
    FakeUser,
    FakeUser,
    FakeUser,
    FakeUser,
  ];
}, 60_000);

afterAll(async () => {
  await h?.stop();
});

/** The league as stored: its record, its results log and its pending reports. */
async function leagueNow(): Promise<string> {
  const store = new LeagueStore(h.app.store.backend);
  const guildId = h.fake.guild.id;
  return JSON.stringify([
    await store.league(guildId),
    await store.log(guildId),
    await store.reports(guildId),
  ]);
}

/** Runs `action` and checks that it was refused to the asker alone, leaving everything as it was. */
async function refused(action: () => Promise<InteractionResult>, channel = here): Promise<string> {
  await h.app.bot.context.publisher.idle();
  const before = await leagueNow();
  const posted = h.fake.publicMessages(channel).length;
  const result = await action();
  await h.app.bot.context.publisher.idle();
  expect(result.acknowledged).toBe(true);
  expect(result.violations).toEqual([]);
  expect(result.ephemeral, 'the refusal is only for the one who asked').toBe(true);
  expect(await leagueNow()).toBe(before);
  expect(h.fake.publicMessages(channel).length, 'nothing posted in the channel').toBe(posted);
  const text = result.reply?.content ?? '';
  expect(text).not.toMatch(/something went wrong/);
  expect(result.reply?.attachments ?? []).toEqual([]);
  return text;
}

const league = (user: FakeUser, subcommand: string, options: Record<string, unknown> = {}) =>
  user.slash(here, 'league', { subcommand, options } as Parameters<FakeUser['slash']>[2]);
const season = (user: FakeUser, subcommand: 'start' | 'end') =>
  user.slash(here, 'league', { subcommandGroup: 'season', subcommand });

async function done(action: Promise<InteractionResult>) {
  const result = await action;
  expect(result.violations).toEqual([]);
  expect(result.reply?.content ?? '').not.toMatch(/something went wrong/);
  return result;
}

describe('/league', () => {
  it('before a league exists: every command says how to start one', async () => {
    const noLeague = /This server has no league yet: `\/league create name:` starts one\./;
    for (const [sub, options] of [
      ['join', {}],
      ['leave', {}],
      ['schedule', {}],
      ['standings', {}],
      ['export', {}],
      ['settings', { 'pod-size': 3 }],
      ['void', { game: 'abc123' }],
      ['report', { game: 'abc123' }],
    ] as const)
      expect(await refused(() => league(ann, sub, options)), sub).toMatch(noLeague);
    expect(await refused(() => season(ann, 'start'))).toMatch(noLeague);
    expect(await refused(() => season(ann, 'end'))).toMatch(noLeague);
  });

  it('a second league, joining twice, leaving without having joined', async () => {
    await done(league(ann, 'create', { name: 'Friday league' }));
    expect(await refused(() => league(bob, 'create', { name: 'Another' }))).toBe(
      'This server already has a league, **Friday league**: one league per server.',
    );
    expect(await refused(() => league(bob, 'leave'))).toBe('You are not in the league.');
    await done(league(ann, 'join'));
    expect(await refused(() => league(ann, 'join'))).toBe('You are already in the league.');
  });

  it('no season yet: standings, reports and the season’s end are refused with the way to start one', async () => {
    expect(await refused(() => league(ann, 'standings'))).toMatch(/The league has no season yet/);
    expect(await refused(() => league(ann, 'export'))).toMatch(/The league has no season yet/);
    expect(await refused(() => season(ann, 'end'))).toMatch(
      /No season is running: an organiser starts one with `\/league season start`/,
    );
    expect(await refused(() => league(ann, 'schedule'))).toMatch(/No season is running/);
    expect(
      await refused(() =>
        league(ann, 'report', {
          first: ann,
          'first-class': 'working',
          second: bob,
          'second-class': 'capitalist',
        }),
      ),
    ).toMatch(/No season is running/);
  });

  it('what only organisers may do', async () => {
    await done(league(bob, 'join'));
    const forbidden = /^Only the league's organisers and server admins can /;
    expect(await refused(() => season(bob, 'start'))).toMatch(forbidden);
    expect(await refused(() => league(bob, 'settings', { 'pod-size': 4 }))).toMatch(forbidden);
    await done(season(ann, 'start'));
    expect(await refused(() => season(bob, 'end'))).toMatch(forbidden);
    expect(await refused(() => league(bob, 'schedule'))).toMatch(forbidden);
    expect(await refused(() => league(bob, 'void', { game: 'abc123' }))).toMatch(forbidden);
    expect(await refused(() => season(ann, 'start'))).toBe('Season 1 is still running: end it first.');
  });

  it('a round with too few players, and a season that does not exist', async () => {
    expect(await refused(() => league(ann, 'schedule'))).toBe(
      'Not enough players: 2 in the league, a pod needs 3.',
    );
    expect(await refused(() => league(ann, 'standings', { season: 7 }))).toBe('There is no season 7.');
    expect(await refused(() => league(ann, 'export', { season: 7 }))).toBe('There is no season 7.');
  });

  it('a report that does not make a game', async () => {
    for (const u of [carl, dan]) await done(league(u, 'join'));
    expect(await refused(() => league(ann, 'report'))).toMatch(/Name the players in finishing order/);
    expect(await refused(() => league(ann, 'report', { first: ann, 'first-class': 'working' }))).toMatch(
      /Name the players in finishing order/,
    );
    expect(
      await refused(() => league(ann, 'report', { first: ann, 'first-class': 'working', second: bob })),
    ).toBe('Give both `second` and `second-class` for each player.');
    expect(
      await refused(() =>
        league(ann, 'report', { first: ann, 'first-class': 'working', 'second-class': 'capitalist' }),
      ),
    ).toBe('Give both `second` and `second-class` for each player.');
    expect(
      await refused(() =>
        league(ann, 'report', {
          first: ann,
          'first-class': 'working',
          second: ann,
          'second-class': 'capitalist',
        }),
      ),
    ).toBe('Each player can be named only once.');
    // A 3-player game has no State (rules/setup: the State takes part with 4 players).
    expect(
      await refused(() =>
        league(ann, 'report', {
          first: ann,
          'first-class': 'working',
          second: bob,
          'second-class': 'capitalist',
          third: carl,
          'third-class': 'state',
        }),
      ),
    ).toBe(
      'A 3-player game is played by Working Class, Middle Class, Capitalist Class: give each class once.',
    );
    expect(
      await refused(() =>
        league(ann, 'report', {
          first: ann,
          'first-class': 'working',
          second: bob,
          'second-class': 'working',
        }),
      ),
    ).toMatch(/^A 2-player game is played by Working Class, Capitalist Class: give each class once\./);
    // Erin neither played it nor runs the league.
    expect(
      await refused(() =>
        league(erin, 'report', {
          first: bob,
          'first-class': 'working',
          second: carl,
          'second-class': 'capitalist',
        }),
      ),
    ).toBe('Only a player of that game (or an organiser) can report it.');
    expect(await refused(() => league(ann, 'report', { game: 'zz99zz' }))).toBe(
      'No finished game with the id `zz99zz` in this server.',
    );
  });

  it('a report confirmed or declined by someone else', async () => {
    const reported = await done(
      league(bob, 'report', {
        first: bob,
        'first-class': 'capitalist',
        second: carl,
        'second-class': 'working',
      }),
    );
    const message = reported.reply;
    expect(message?.embeds[0]?.title).toBe('Result reported: its players confirm');
    const reportId = (message?.embeds[0]?.footer?.text ?? '').replace('Report ', '');
    const confirm = encodeCustomId({ kind: 'confirm-report', report: reportId });
    const decline = encodeCustomId({ kind: 'decline-report', report: reportId });
    expect(await refused(() => (dan as FakeUser).click(message!, confirm))).toBe(
      'Only the other players of that game can confirm it.',
    );
    // The reporter's own confirmation is not needed: only the other players confirm.
    expect(await refused(() => bob.click(message!, confirm))).toBe(
      'Only the other players of that game can confirm it.',
    );
    expect(await refused(() => dan.click(message!, decline))).toBe(
      'Only the players of that game (or an organiser) can decline it.',
    );
    expect(
      await refused(() =>
        erin.clickRaw(message!.id, here.id, encodeCustomId({ kind: 'confirm-report', report: 'nope' })),
      ),
    ).toBe('That report has been settled already (recorded or declined).');
  });

  it('a void of a result that is not there', async () => {
    expect(await refused(() => league(ann, 'void', { game: 'zz99zz' }))).toBe(
      "No result `zz99zz` in the league's log.",
    );
    expect(await refused(() => league(ann, 'void', { game: '  ' }))).toBe(
      'Give the id of the game whose result to void.',
    );
  });
});

describe('/game', () => {
  it('an id that is no ended game of this server, and a game still in its lobby', async () => {
    const table = h.fake.channel('game');
    expect(
      await refused(() => ann.slash(table, 'game', { subcommand: 'show', options: { id: 'zz99zz' } }), table),
    ).toBe("No ended game with the id `zz99zz` in this server (the id is in a board's footer).");
    expect(
      await refused(
        () => ann.slash(table, 'game', { subcommand: 'export', options: { id: 'ZZ99ZZ ' } }),
        table,
      ),
    ).toMatch(/^No ended game with the id `zz99zz`/);
    await done(ann.slash(table, 'hegemony', { subcommand: 'new', options: { players: 2 } }));
    const lobby = (await h.app.store.get(gameKey(table.guildId, table.id))) as GameRecord;
    for (const subcommand of ['show', 'export'])
      expect(
        await refused(() => bob.slash(table, 'game', { subcommand, options: { id: lobby.id } }), table),
      ).toBe(
        'That game has not ended yet: its board is in this channel, and its history opens when it ends.',
      );
    expect(
      await refused(() => bob.slash(table, 'game', { subcommand: 'show', options: { id: ' ' } }), table),
    ).toBe('Give the game’s id: it is in its board’s footer.');
    // From another channel it is simply not an ended game.
    expect(
      await refused(() => bob.slash(here, 'game', { subcommand: 'show', options: { id: lobby.id } })),
    ).toMatch(/^No ended game with the id/);
  });
});
