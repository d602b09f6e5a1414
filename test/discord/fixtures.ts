/**
 * Games at a chosen moment, for tests that start from the middle of a game: played with random
 * legal answers through the engine, recorded exactly as the bot records them (options, seed and
 * every answer), and written to the store before the bot starts.
 */
import { createHash } from 'node:crypto';
import type { ClassId } from '../../src/data/common.ts';
import {
  applyAll,
  createGame,
  defaultOptions,
  type GameOptions,
  type GameState,
  pending,
} from '../../src/engine/index.ts';
import { RecordStore } from '../../src/store/record-store.ts';
import { type ActionEntry, type GameRecord, RECORD_FORMAT } from '../../src/store/types.ts';
import { seeded } from './table.ts';

export interface FixtureOptions {
  players: 2 | 3 | 4;
  seed: string;
  guildId: string;
  channelId: string;
  /** Who plays each class. */
  owners: Partial<Record<ClassId, string>>;
  /** Stop before the first answer where this holds. */
  until: (state: GameState) => boolean;
  maxAnswers?: number;
  /** Sees every state on the way (for tests that sample a whole game). */
  onState?: (state: GameState) => void;
  modules?: Partial<GameOptions['modules']>;
}

export function recordAt(o: FixtureOptions): GameRecord {
  const options = defaultOptions(o.players);
  Object.assign(options.modules, o.modules);
  let state = createGame(options, o.seed);
  const rng = seeded(7);
  const actions: ActionEntry[] = [];
  const at = new Date(0).toISOString();
  while (!o.until(state)) {
    o.onState?.(state);
    if (actions.length >= (o.maxAnswers ?? 5000)) throw new Error('fixture: the moment never came');
    const questions = pending(state);
    const q = rng.pick(questions);
    const option = rng.pick(q.options);
    const result = applyAll(state, q.seat, [option.id]);
    if (!result.ok) throw new Error(`fixture: ${result.message}`);
    state = result.state;
    actions.push({
      version: state.version,
      seat: q.seat,
      userId: o.owners[q.seat] ?? '',
      answers: [option.id],
      at,
    });
  }
  const seats: GameRecord['seats'] = {};
  for (const cls of Object.keys(options.seats) as ClassId[])
    seats[cls] = { kind: 'human', userId: o.owners[cls] ?? null };
  return {
    format: RECORD_FORMAT,
    // A game id of its own per seed: nonces (the game id and revision) are unique per author on
    // Discord, so two fixtures in one test must not share one.
    id: `fx${createHash('sha1').update(o.seed).digest('hex').slice(0, 8)}`,
    guildId: o.guildId,
    channelId: o.channelId,
    hostId: Object.values(o.owners)[0] as string,
    status: 'playing',
    createdAt: at,
    updatedAt: at,
    rev: 1,
    options,
    seed: o.seed,
    seats,
    boardMessageId: null,
    state,
    actions,
    admin: [],
  };
}

export async function writeRecord(storeUrl: string, record: GameRecord): Promise<void> {
  const store = await RecordStore.open(storeUrl);
  if (!(await store.put(record, null))) throw new Error('fixture: a game is already stored there');
  await store.close();
}

/** A 1×1 PNG, for board pictures drawn by a stand-in. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
