/**
 * `/hegemony settings` and `/hegemony me` read what is typed strictly (docs/async-play.md,
 * "Deadlines and reminders"): every input the bot cannot take as it is gets a clear refusal, only
 * for the one who typed it, and nothing is saved — `reminders:1e308` and a blank are not "no
 * reminders".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeChannel, FakeUser, InteractionResult } from '../../src/local-discord/index.ts';
import { type GameRecord, gameKey } from '../../src/store/types.ts';
import { type Harness, startHarness } from './harness.ts';

let h: Harness;
let game: FakeChannel;
let host: FakeUser;

beforeAll(async () => {
  h = await startHarness({ quietMs: 5, gameSeeds: ['settings-input'] });
  game = h.fake.channel('game');
  host = h.fake.user('host');
  const opened = await host.slash(game, 'hegemony', { subcommand: 'new', options: { players: 2 } });
  expect(opened.violations).toEqual([]);
  // Saved settings to compare with: the player's own, and the game's clock.
  const me = await host.slash(game, 'hegemony', {
    subcommand: 'me',
    options: { 'time-zone': 'Europe/Paris', 'quiet-from': 23, 'quiet-to': 7 },
  });
  expect(me.reply?.content).toContain('Saved');
});
afterAll(async () => {
  await h?.stop();
});

async function record(): Promise<GameRecord> {
  return (await h.app.store.get(gameKey(game.guildId, game.id))) as GameRecord;
}

/** Runs the command, checks that it was refused to the host alone and that nothing was saved. */
async function refused(run: () => Promise<InteractionResult>): Promise<string> {
  await h.app.bot.context.publisher.idle();
  const before = await record();
  const prefs = await h.app.store.getUser(host.id);
  const channel = h.fake.publicMessages(game).length;
  const result = await run();
  await h.app.bot.context.publisher.idle();
  expect(result.violations).toEqual([]);
  expect(result.ephemeral).toBe(true);
  const after = await record();
  expect(after.rev).toBe(before.rev);
  expect(after.clock).toEqual(before.clock);
  expect(await h.app.store.getUser(host.id)).toEqual(prefs);
  expect(h.fake.publicMessages(game).length).toBe(channel);
  const text = result.reply?.content ?? '';
  expect(text).not.toMatch(/Saved|something went wrong/);
  return text;
}

const settings = (options: Record<string, string | number>) => () =>
  host.slash(game, 'hegemony', { subcommand: 'settings', options });
const me = (options: Record<string, string | number>) => () =>
  host.slash(game, 'hegemony', { subcommand: 'me', options });

describe('/hegemony settings reminders:', () => {
  it.each([
    ['1e308', /"1e308" is not a number of hours/],
    [' ', /left blank/],
    ['0x10', /"0x10" is not a number of hours/],
    ['Infinity', /"Infinity" is not a number of hours/],
    ['-3', /"-3" is not a number of hours/],
    ['2.5', /"2.5" is not a number of hours/],
    ['twelve', /"twelve" is not a number of hours/],
    ['0', /1 to 167 hours before the deadline; 0 is not/],
    ['12, 12', /12 h is given twice/],
    ['1, 2, 3, 4, 5', /At most 4 reminders/],
    ['30', /A reminder 30 h before a 24 h deadline/],
  ])('%j is refused and nothing is saved', async (text, expected) => {
    expect(await refused(settings({ reminders: text }))).toMatch(expected);
  });

  it('a reminder that the new deadline given with it would pass is refused', async () => {
    expect(await refused(settings({ 'deadline-hours': 6, reminders: '12' }))).toMatch(
      /A reminder 12 h before a 6 h deadline/,
    );
  });

  it('reminders with no deadline are refused', async () => {
    expect(await refused(settings({ 'deadline-hours': 0, reminders: '2' }))).toMatch(/no deadline/);
  });

  it('nothing given is refused', async () => {
    expect(await refused(settings({}))).toMatch(/Nothing to change/);
  });

  it('"none" and good hours are saved as given', async () => {
    const none = await host.slash(game, 'hegemony', {
      subcommand: 'settings',
      options: { reminders: 'none' },
    });
    expect(none.reply?.content).toContain('no reminders');
    expect((await record()).clock?.settings.remindHours).toEqual([]);
    const two = await host.slash(game, 'hegemony', {
      subcommand: 'settings',
      options: { reminders: '2 ; 12' },
    });
    expect(two.reply?.content).toContain('reminders 12 h and 2 h before it');
    expect((await record()).clock?.settings.remindHours).toEqual([12, 2]);
  });
});

describe('/hegemony me', () => {
  it.each([
    [' ', /time zone was left blank/],
    ['Mars/Olympus_Mons', /"Mars\/Olympus_Mons" is not a time zone I know/],
    ['Europe/Paris; drop table', /is not a time zone I know/],
  ])('time-zone %j is refused and nothing is saved', async (zone, expected) => {
    expect(await refused(me({ 'time-zone': zone }))).toMatch(expected);
  });
});
