/**
 * Games played through the bot's GameService with no Discord in front: the same records, locks and
 * compare-and-set writes as the bot, answers chosen at random (seeded) among the engine's options
 * and sent the way a panel button sends them (with the question's version and fingerprint).
 * Used by the store and load benchmarks.
 */

import pino from 'pino';
import type { ClassId } from '../src/data/common.ts';
import { pending, type Question } from '../src/engine/index.ts';
import { createLogger } from '../src/log.ts';
import { GameLocks } from '../src/store/lock.ts';
import { RecordStore } from '../src/store/record-store.ts';
import type { GameRecord, GameStore } from '../src/store/types.ts';
import type { Announcer, GameWatcher } from '../src/table/change.ts';
import { type AnswerResult, GameService } from '../src/table/games.ts';
import { fingerprint } from '../src/table/questions.ts';
import { type Rng, seeded } from '../test/discord/table.ts';

/** Announces nothing: the Discord side of a change costs nothing here. */
export const SILENT_ANNOUNCER: Announcer = {
  lineFor: () => null,
  changed: () => undefined,
  boardMoved: () => undefined,
  notice: () => undefined,
};

/** Info lines, as the bot writes them in production, written synchronously to nowhere. */
export const BENCH_LOG = createLogger({
  level: 'info',
  destination: pino.destination({ dest: '/dev/null', sync: true }),
});

/** A GameService over `store`, seeding the n-th game it creates with `${seedPrefix}:n`. */
export function benchService(
  store: GameStore,
  seedPrefix: string,
  announcer: Announcer = SILENT_ANNOUNCER,
  watchers: GameWatcher[] = [],
): GameService {
  let n = 0;
  return new GameService({
    store,
    locks: new GameLocks(),
    log: BENCH_LOG,
    announcer,
    watchers,
    newSeed: () => `${seedPrefix}:${n++}`,
  });
}

const SEATS: Record<2 | 3 | 4, ClassId[]> = {
  2: ['working', 'capitalist'],
  3: ['working', 'middle', 'capitalist'],
  4: ['working', 'middle', 'capitalist', 'state'],
};

/** A Discord-like id (17–19 digits), so stored records have the size real ones have. */
let counter = 0;
export function snowflake(): string {
  counter = (counter + 1) & 0xfff;
  return ((BigInt(Date.now() - 1_420_070_400_000) << 22n) | BigInt(counter)).toString();
}

/**
 * A game as its players see it: who plays which seat, and the questions their panels show now
 * (the bench keeps no record, so the store's cache is the only copy of a game in memory).
 */
export interface ServiceGame {
  guildId: string;
  channelId: string;
  id: string;
  users: Partial<Record<ClassId, string>>;
  /** The state version the questions belong to. */
  version: number;
  questions: Question[];
  rng: Rng;
}

/** A game in play as its players would find it. */
export function seated(record: GameRecord, rngSeed: number): ServiceGame {
  const users = Object.fromEntries(Object.entries(record.seats).map(([cls, s]) => [cls, s?.userId ?? '']));
  return {
    guildId: record.guildId,
    channelId: record.channelId,
    id: record.id,
    users,
    version: record.state?.version ?? 0,
    questions: record.status === 'playing' && record.state ? pending(record.state) : [],
    rng: seeded(rngSeed),
  };
}

/** `/hegemony new`, every seat joined by its own user, Start: a game in play. */
export async function openGame(
  games: GameService,
  players: 2 | 3 | 4,
  where: { guildId: string; channelId: string },
  rngSeed: number,
): Promise<ServiceGame> {
  const host = snowflake();
  const created = await games.create({ ...where, hostId: host, players });
  for (const [i, cls] of SEATS[players].entries()) {
    await games.join(where.guildId, where.channelId, created.id, i === 0 ? host : snowflake(), cls);
  }
  return seated(await games.start(where.guildId, where.channelId, created.id, host, false), rngSeed);
}

/**
 * One answer, as a panel button sends it: a seat the game waits for picks one of its options.
 * Returns who answered and what the service said, or null once the game is over.
 */
export async function answerOne(
  games: GameService,
  game: ServiceGame,
): Promise<{ userId: string; result: AnswerResult } | null> {
  if (game.questions.length === 0) return null;
  const q = game.rng.pick(game.questions);
  const option = game.rng.pick(q.options);
  const userId = game.users[q.seat] as string;
  const result = await games.answer({
    guildId: game.guildId,
    channelId: game.channelId,
    userId,
    ref: { game: game.id, seat: q.seat, version: game.version, question: fingerprint(q) },
    answers: [option.id],
    interactionId: snowflake(),
  });
  const { state, status } = result.record;
  game.version = state?.version ?? game.version;
  game.questions = status === 'playing' && state ? pending(state) : [];
  return { userId, result };
}

/** A whole game played through a GameService on a store in memory: a record exactly as the bot keeps it. */
export async function playedRecord(
  players: 2 | 3 | 4,
  seed: string,
  answers = Number.POSITIVE_INFINITY,
): Promise<GameRecord> {
  const games = benchService(await RecordStore.open('memory:'), seed);
  const where = { guildId: '100000000000000001', channelId: '100000000000000002' };
  const game = await openGame(games, players, where, 1);
  for (let n = 0; n < answers && (await answerOne(games, game)); n++);
  return (await games.get(where.guildId, where.channelId)) as GameRecord;
}
