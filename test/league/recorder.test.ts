/**
 * A league game's result is saved in the same commit as the answer that ends the game: once, even
 * when two processes on one store race to save that answer, and never when the answer is not saved.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { SILENT_ANNOUNCER } from '../../bench/service-games.ts';
import { LeagueStore } from '../../src/league/league-store.ts';
import { LeagueRecorder } from '../../src/league/recorder.ts';
import { createLogger } from '../../src/log.ts';
import { HistoryIndex } from '../../src/store/history.ts';
import { GameLocks } from '../../src/store/lock.ts';
import { RecordStore } from '../../src/store/record-store.ts';
import { replay } from '../../src/store/replay.ts';
import { type GameRecord, gameKey } from '../../src/store/types.ts';
import { GameService } from '../../src/table/games.ts';
import { recordAt } from '../discord/fixtures.ts';

const GUILD = '100000000000000001';
const CHANNEL = '200000000000000001';
const ANA = '300000000000000001';
const BEN = '300000000000000002';

const dirs: string[] = [];
const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A league pod's 2-player game one answer before its end, and that last answer. */
function lastAnswerLeft(): { record: GameRecord; last: GameRecord['actions'][number] } {
  const whole = recordAt({
    players: 2,
    seed: 'league-race',
    guildId: GUILD,
    channelId: CHANNEL,
    owners: { working: ANA, capitalist: BEN },
    until: (s) => s.phase === 'game-over',
  });
  const last = whole.actions.at(-1) as GameRecord['actions'][number];
  const actions = whole.actions.slice(0, -1);
  const record: GameRecord = {
    ...whole,
    actions,
    state: replay({ ...whole, actions }),
    league: { season: 1, round: 1, pod: 1 },
  };
  return { record, last };
}

/** One bot process: its own store connection, its own locks, the league's recorder. */
async function process(url: string) {
  const store = await RecordStore.open(url);
  closers.push(() => store.close());
  const games = new GameService({
    store,
    locks: new GameLocks(),
    log: createLogger({ level: 'silent' }),
    announcer: SILENT_ANNOUNCER,
    recorders: [new LeagueRecorder(new LeagueStore(store.backend))],
  });
  return { store, games, league: new LeagueStore(store.backend), history: new HistoryIndex(store.backend) };
}

it('records the result once when two processes save the last answer at the same moment', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'hegemony-league-'));
  dirs.push(dir);
  const url = `sqlite://${join(dir, 'games.sqlite')}`;
  const [one, two] = [await process(url), await process(url)];
  const { record, last } = lastAnswerLeft();
  expect(await one.store.put(record, null)).toBe(true);

  const answer = (p: typeof one, interactionId: string) =>
    p.games
      .answer({
        guildId: GUILD,
        channelId: CHANNEL,
        userId: last.userId,
        seat: last.seat,
        answers: last.answers,
        interactionId,
      })
      .then(
        (r) => ({ ok: true as const, duplicate: r.duplicate }),
        (e: Error) => ({ ok: false as const, message: e.message }),
      );
  // The same button pressed on two devices, each press reaching another process.
  const results = await Promise.all([answer(one, '900000000000000001'), answer(two, '900000000000000002')]);
  expect(results.filter((r) => r.ok && !r.duplicate)).toHaveLength(1);
  expect(results.find((r) => !r.ok)?.message).toMatch(/over|already|moved on|nothing/i);

  const stored = (await one.store.get(gameKey(GUILD, CHANNEL))) as GameRecord;
  expect(stored.status).toBe('finished');
  expect(stored.actions).toHaveLength(record.actions.length + 1);
  const log = await one.league.log(GUILD);
  expect(log).toHaveLength(1);
  expect(log[0]).toMatchObject({ kind: 'result', id: `result-${record.id}`, season: 1, by: 'bot' });
  const seats = log[0]?.kind === 'result' ? log[0].game.seats : [];
  expect(seats.map((s) => [s.userId, s.cls, s.vp])).toEqual(
    (['working', 'capitalist'] as const).map((cls) => [
      cls === 'working' ? ANA : BEN,
      cls,
      stored.state?.classes[cls].vp,
    ]),
  );
  const winners = stored.state?.winners ?? [];
  for (const s of seats) expect(s.place === 1).toBe(winners.includes(s.cls));
  expect((await one.history.list(GUILD, { kind: 'all' }, 0, 10)).total).toBe(1);
});

it('records nothing when the answer that would end the game is not saved', async () => {
  const p = await process('memory:');
  const { record, last } = lastAnswerLeft();
  expect(await p.store.put(record, null)).toBe(true);
  const put = p.store.put.bind(p.store);
  p.store.put = async () => {
    throw new Error('the disk is full');
  };
  await expect(
    p.games.answer({
      guildId: GUILD,
      channelId: CHANNEL,
      userId: last.userId,
      seat: last.seat,
      answers: last.answers,
    }),
  ).rejects.toThrow('the disk is full');
  p.store.put = put;
  expect(await p.league.log(GUILD)).toEqual([]);
  expect((await p.history.list(GUILD, { kind: 'all' }, 0, 10)).total).toBe(0);
  // Saved on the next try, it is recorded then, once.
  await p.games.answer({
    guildId: GUILD,
    channelId: CHANNEL,
    userId: last.userId,
    seat: last.seat,
    answers: last.answers,
  });
  expect(await p.league.log(GUILD)).toHaveLength(1);
});
