/**
 * Seats of a league game (docs/leagues.md, "Seats in a league game"; src/table/handover.ts): only the
 * league's organisers give a seat, only to a league member (the pod's players cannot); a reported result must be between members, so that the standings always name
 * their players; and a finished game's result records who played which part of a seat that changed
 * hands (src/league/results.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassId } from '../../src/data/common.ts';
import { CLASS_NAMES } from '../../src/data/names.ts';
import { readResultsCsv, resultsCsv } from '../../src/league/csv.ts';
import { LeagueStore } from '../../src/league/league-store.ts';
import type { League } from '../../src/league/records.ts';
import { withParts } from '../../src/league/results.ts';
import { standings } from '../../src/league/standings.ts';
import type { FakeChannel, FakeUser, InteractionResult } from '../../src/local-discord/index.ts';
import { type GameRecord, gameKey } from '../../src/store/types.ts';
import { recordAt } from './fixtures.ts';
import { type Harness, startHarness } from './harness.ts';
import { buttonNamed } from './table.ts';

let h: Harness;
let here: FakeChannel;
let org: FakeUser; // organiser, not scheduled (pods of 2, three members: one sits out)
let ann: FakeUser;
let bob: FakeUser;
let cleo: FakeUser; // a member
let out: FakeUser; // not a member
let pod: { thread: FakeChannel; seats: Partial<Record<ClassId, string>> };

const league = (user: FakeUser, subcommand: string, options: Record<string, unknown> = {}) =>
  user.slash(here, 'league', { subcommand, options } as Parameters<FakeUser['slash']>[2]);

beforeAll(async () => {
  h = await startHarness({ quietMs: 5, guilds: [{ channels: ['general', 'league'] }], gameSeeds: ['pod-1'] });
  here = h.fake.channel('league');
  [org, ann, bob, cleo, out] = ['org', 'ann', 'bob', 'cleo', 'out'].map((n) =>
    h.fake.user(n),
  ) as FakeUser[] as [FakeUser, FakeUser, FakeUser, FakeUser, FakeUser];
  await league(org, 'create', { name: 'Pods' });
  await league(org, 'settings', { 'pod-size': 2 });
  for (const u of [ann, bob]) await league(u, 'join');
  await org.slash(here, 'league', { subcommandGroup: 'season', subcommand: 'start' });
  const scheduled = await league(org, 'schedule');
  expect(scheduled.violations).toEqual([]);
  await h.app.bot.context.publisher.idle();
  // Cleo joins after the round was scheduled: a member with no pod.
  await league(cleo, 'join');
  const lg = (await new LeagueStore(h.app.store.backend).league(h.fake.guild.id)) as League;
  const first = lg.seasons[0]?.rounds[0]?.pods[0];
  pod = { thread: h.fake.channel(first?.channelId as string), seats: first?.seats ?? {} };
});
afterAll(async () => {
  await h?.stop();
});

async function record(): Promise<GameRecord> {
  return (await h.app.store.get(gameKey(pod.thread.guildId, pod.thread.id))) as GameRecord;
}

async function refused(run: () => Promise<InteractionResult>): Promise<string> {
  const before = await record();
  const result = await run();
  expect(result.violations).toEqual([]);
  expect(result.ephemeral).toBe(true);
  const after = await record();
  expect(after.seats).toEqual(before.seats);
  expect(after.offers).toEqual(before.offers);
  return result.reply?.content ?? '';
}

const handover = (by: FakeUser, cls: ClassId, to: FakeUser) =>
  by.slash(pod.thread, 'hegemony', { subcommand: 'handover', options: { class: cls, user: to } });

describe('a league pod’s seats', () => {
  it('a pod’s player cannot give a seat, nor can an outsider; an organiser cannot give one to a non-member', async () => {
    const [cls, holder] = Object.entries(pod.seats)[0] as [ClassId, string];
    const player = [ann, bob].find((u) => u.id === holder) as FakeUser;
    expect(await refused(() => handover(player, cls, cleo))).toBe(
      "In a league game only the league's organisers give a seat.",
    );
    expect(await refused(() => handover(out, cls, out))).toBe(
      "In a league game only the league's organisers give a seat.",
    );
    expect(await refused(() => handover(org, cls, out))).toContain(
      `${out.mention} is not a member of the league: a league game's seat goes only to a member`,
    );
  });

  it('an organiser gives a seat to a member, with a notice that mentions its player; the member takes it', async () => {
    const [cls, holder] = Object.entries(pod.seats)[1] as [ClassId, string];
    const offer = await handover(org, cls, cleo);
    expect(offer.ephemeral).toBe(false);
    expect(offer.reply?.content).toContain(
      `<@${holder}> has not been asked: a league organiser is moving the seat`,
    );
    await cleo.click(offer.reply!, buttonNamed(offer, 'Take the seat'));
    await h.app.bot.context.publisher.idle();
    expect((await record()).seats[cls]?.userId).toBe(cleo.id);
    const line = h.fake
      .publicMessages(pod.thread)
      .map((m) => m.content)
      .findLast((t) => t.includes(' now plays the '));
    expect(line).toContain(
      `${cleo.mention} now plays the ${CLASS_NAMES[cls]} (was <@${holder}>), as ${org.mention} decided for the league's organisers`,
    );
  });

  it('a reported game with a player who is not a member is refused', async () => {
    const result = await league(ann, 'report', {
      first: ann,
      'first-class': 'working',
      second: out,
      'second-class': 'capitalist',
    });
    expect(result.ephemeral).toBe(true);
    expect(result.reply?.content).toContain(`${out.mention} is not a member of the league`);
  });
});

describe('a league result records who played which part', () => {
  it('a seat that changed hands lists its players in order with their answers; the standings name them all', () => {
    const whole = recordAt({
      players: 2,
      seed: 'parts',
      guildId: '1',
      channelId: '2',
      owners: { working: '301', capitalist: '302' },
      until: (s) => s.phase === 'game-over',
    });
    // The Working Class changed hands after its 10th answer: 303 played the rest.
    let seen = 0;
    const actions = whole.actions.map((a) =>
      a.seat === 'working' && ++seen > 10 ? { ...a, userId: '303' } : a,
    );
    const result = withParts(
      {
        source: 'scheduled',
        players: 2,
        modules: [],
        playedAt: '2026-01-01T00:00:00.000Z',
        seats: [
          { userId: '303', cls: 'working', automa: false, vp: 50, place: 1 },
          { userId: '302', cls: 'capitalist', automa: false, vp: 40, place: 2 },
        ],
      },
      { actions },
    );
    const answers = (user: string) =>
      actions
        .filter((a) => a.seat === 'working' && a.userId === user)
        .reduce((n, a) => n + a.answers.length, 0);
    expect(result.seats[0]?.parts).toEqual([
      { userId: '301', answers: answers('301') },
      { userId: '303', answers: answers('303') },
    ]);
    // The seat that stayed with its player has no parts.
    expect(result.seats[1]?.parts).toBeUndefined();

    const members = Object.fromEntries(
      ['301', '302', '303'].map((id) => [id, { name: `member ${id}`, joinedAt: '2026-01-01T00:00:00.000Z' }]),
    );
    const lg: League = {
      format: 1,
      guildId: '1',
      name: 'L',
      createdBy: '301',
      createdAt: '2026-01-01T00:00:00.000Z',
      organisers: ['301'],
      settings: { podSize: 2, rateAutomaGames: false },
      members: { '302': members['302']!, '303': members['303']! },
      seasons: [{ n: 1, startedAt: '2026-01-01T00:00:00.000Z', rounds: [] }],
    };
    const entry = {
      kind: 'result' as const,
      id: 'r1',
      season: 1,
      at: '2026-01-02T00:00:00.000Z',
      by: 'bot',
      game: result,
    };
    // The parts go into the CSV export and read back the same.
    expect(readResultsCsv(resultsCsv([entry]))).toEqual([entry]);
    const rows = standings(lg, lg.seasons[0]!, [entry]);
    expect(rows.map((r) => r.name).sort()).toEqual(['member 302', 'member 303']);
    for (const r of rows) expect(r.name).not.toMatch(/^user \d/);
  });
});
