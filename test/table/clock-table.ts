/**
 * A bot process without Discord, for the clock and undo tests: a game service and a turn clock
 * over a store, with a fake clock, recording every change it announces (with the log line's
 * note). Several processes may share one backend, as after a restart or during a deploy.
 */
import { BENCH_LOG } from '../../bench/service-games.ts';
import type { ClassId } from '../../src/data/common.ts';
import { sayText } from '../../src/i18n/said.ts';
import type { Backend } from '../../src/store/backend.ts';
import { GameLocks } from '../../src/store/lock.ts';
import { MemoryBackend } from '../../src/store/memory-backend.ts';
import { RecordStore } from '../../src/store/record-store.ts';
import type { ClockSettings, GameRecord } from '../../src/store/types.ts';
import type { DirectNote, GameChange, GameWatcher } from '../../src/table/change.ts';
import { GameService } from '../../src/table/games.ts';
import { EVERY_GUILD } from '../../src/table/guild-scope.ts';
import { waitingSeats } from '../../src/table/questions.ts';
import { TurnClock } from '../../src/table/turn-clock.ts';
import type { FakeTimers } from './fake-timers.ts';

export const WHERE = { guildId: '100', channelId: '200' };
export const USERS: Record<ClassId, string> = { working: '10', middle: '11', capitalist: '12', state: '13' };

export interface Process {
  games: GameService;
  store: RecordStore;
  clock: TurnClock;
  /** Every change this process saved and announced, in order. */
  changes: GameChange[];
  stop(): Promise<void>;
}

export async function startProcess(
  backend: Backend,
  timers: FakeTimers,
  seed = 'clock',
  /** More watchers of the game service (e.g. the AI's turns), given the service once it exists. */
  watchersOf: (games: () => GameService) => GameWatcher[] = () => [],
): Promise<Process> {
  const store = new RecordStore(backend);
  const changes: GameChange[] = [];
  let games: GameService;
  const clock = new TurnClock({
    ticker: { tick: (g, c, id) => games.tick(g, c, id) },
    store,
    scope: EVERY_GUILD,
    timers,
    log: BENCH_LOG,
  });
  games = new GameService({
    store,
    locks: new GameLocks(),
    log: BENCH_LOG,
    announcer: {
      lineFor: (c) => (c.note ? noteText(c) : null),
      changed: (c) => changes.push(c),
      boardMoved: () => undefined,
      notice: () => undefined,
    },
    watchers: [clock, ...watchersOf(() => games)],
    now: () => new Date(timers.now()),
    newSeed: () => seed,
  });
  await clock.start();
  return { games, store, clock, changes, stop: () => clock.stop() };
}

/** Opens and starts a game with one user per class. */
export async function startGame(
  p: Process,
  players: 2 | 3 | 4,
  clock: Partial<ClockSettings> = {},
): Promise<GameRecord> {
  const lobby = await p.games.create({ ...WHERE, hostId: USERS.working, players, clock });
  for (const seat of Object.keys(lobby.seats) as ClassId[])
    await p.games.join(WHERE.guildId, WHERE.channelId, lobby.id, USERS[seat], seat);
  return p.games.start(WHERE.guildId, WHERE.channelId, lobby.id, USERS.working, false);
}

export async function current(p: Process): Promise<GameRecord> {
  return (await p.games.get(WHERE.guildId, WHERE.channelId)) as GameRecord;
}

export function waiting(record: GameRecord): ClassId[] {
  return waitingSeats(record.state!).map((w) => w.seat);
}

export function newBackend(): MemoryBackend {
  return new MemoryBackend();
}

/** A change's note as the English log reads it ('' for none). */
export function noteText(c: Pick<GameChange, 'note'>): string {
  return (c.note ?? []).map((n) => sayText('en', n)).join('\n');
}

/** A direct message's lines as English reads them. */
export function directText(d: DirectNote | undefined): string | undefined {
  return d?.lines.map((n) => sayText('en', n)).join('\n');
}
