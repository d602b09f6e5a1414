/**
 * A finished game's turning points, kept (src/table/turning-points.ts): shown from the store once
 * worked out; those kept before the moves were named by what happened (an English `label` each)
 * are worked out again when asked for, so that every reader gets them in their own words.
 */
import { describe, expect, it } from 'vitest';
import { NOT_REPLAYABLE, type PlayedGame, type TurningPoints } from '../../src/ai/turning-points.ts';
import { createLogger } from '../../src/log.ts';
import { HindsightStore } from '../../src/store/hindsight.ts';
import { MemoryBackend } from '../../src/store/memory-backend.ts';
import type { GameRecord } from '../../src/store/types.ts';
import { EVERY_GUILD } from '../../src/table/guild-scope.ts';
import { TurningPointsKeeper } from '../../src/table/turning-points.ts';

const RECORD = {
  guildId: 'g1',
  channelId: 'c1',
  id: 'game1',
  status: 'finished',
  options: { seats: { working: 'u1', capitalist: 'u2' } },
  seed: 'seed',
  actions: [],
} as unknown as GameRecord;

/** Turning points as they are worked out now: each move named by its phase, seat and opening option. */
const NOW: TurningPoints = {
  classes: ['working', 'capitalist'],
  moments: [
    { round: 1, phase: 'action', seat: 'working', chances: { working: 0.5, capitalist: 0.5 } },
    { round: 1, phase: 'game-over', chances: { working: 1, capitalist: 0 } },
  ],
  top: [
    {
      at: 0,
      round: 1,
      phase: 'action',
      seat: 'working',
      opened: { kind: 'turn', id: 'end', value: { kind: 'end' } },
      moved: { working: 0.5, capitalist: -0.5 },
    },
  ],
  playouts: 4,
};

/** As they were kept before: each move named by the engine's English label only. */
const BEFORE = {
  classes: ['working', 'capitalist'],
  moments: [
    { round: 1, phase: 'action', seat: 'working', label: 'Working Class: End your turn', chances: {} },
    { round: 1, phase: 'game-over', label: 'The end', chances: {} },
  ],
  top: [{ at: 0, round: 1, label: 'Working Class: End your turn', moved: { working: 0.5 } }],
  playouts: 4,
};

function keeperWith(kept: unknown, replays = true) {
  const store = new HindsightStore(new MemoryBackend());
  const asked: PlayedGame[] = [];
  const ai = {
    think: () => Promise.reject(new Error('not asked to think')),
    turningPoints: async (_id: string, game: PlayedGame) => {
      asked.push(game);
      // As the AI's pool passes on its worker's error.
      if (!replays) throw new Error(NOT_REPLAYABLE);
      return NOW;
    },
  };
  const keeper = new TurningPointsKeeper({
    ai,
    store,
    scope: EVERY_GUILD,
    log: createLogger({ level: 'silent' }),
  });
  return { keeper, store, asked, ready: kept === undefined ? null : store.put('g1', 'game1', kept) };
}

describe('kept turning points', () => {
  it('are shown as kept when their moves are named by what happened', async () => {
    const { keeper, asked, ready } = keeperWith(NOW);
    await ready;
    expect(await keeper.of(RECORD)).toEqual({ ready: NOW });
    expect(asked).toEqual([]);
  });

  it('kept with English labels only: worked out again when asked for, then kept and shown anew', async () => {
    const { keeper, store, asked, ready } = keeperWith(BEFORE);
    await ready;
    expect(await keeper.of(RECORD)).toEqual({ working: true });
    await keeper.idle();
    expect(asked).toHaveLength(1);
    expect(await store.get('g1', 'game1')).toEqual(NOW);
    expect(await keeper.of(RECORD)).toEqual({ ready: NOW });
    expect(asked).toHaveLength(1);
  });

  it('of a game whose answers no longer replay to it: said so when asked again, and not worked out again', async () => {
    const { keeper, store, asked } = keeperWith(undefined, false);
    expect(await keeper.of(RECORD)).toEqual({ working: true });
    await keeper.idle();
    expect(await keeper.of(RECORD)).toEqual({ unreplayable: true });
    expect(await keeper.of(RECORD)).toEqual({ unreplayable: true });
    expect(asked).toHaveLength(1);
    expect(await store.get('g1', 'game1')).toBeUndefined();
  });
});
