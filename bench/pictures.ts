/**
 * Picture pool benchmark: board pictures a second drawn by the bot's picture pool
 * (src/discord/picture.ts) with one worker thread and with `workers` of them, the same pictures
 * asked for all at once (as many board edits waiting), the main thread otherwise idle.
 *
 * What to expect: a picture is about 0.1 s of one core and workers share nothing, so n workers on
 * c cores draw about min(n, c) times as many as one, less what the machine's other work takes
 * (`picturePoolSpeedup` is measured; `picturePoolEfficiency` is that speedup over min(n, c)).
 */
import { availableParallelism } from 'node:os';
import { PicturePool } from '../src/discord/picture.ts';
import { type GameView, view } from '../src/engine/index.ts';
import { playRandomGame } from '../src/engine/simulation.ts';
import { BENCH_LOG } from './service-games.ts';
import { round } from './stats.ts';

function views(count: number): GameView[] {
  return Array.from({ length: count }, (_, i) => {
    const players = ([2, 3, 4] as const)[i % 3] as 2 | 3 | 4;
    const game = playRandomGame(players, `bench-pool:${i}`, {
      checkInvariants: false,
      untilRound: 1 + (i % 5),
    });
    return view(game.state, 'public');
  });
}

/** Pictures a second with `workers` threads, `pictures` asked for in waves the queue can hold. */
async function perSecond(workers: number, all: GameView[]): Promise<number> {
  const pool = new PicturePool(BENCH_LOG, workers);
  try {
    // Every worker started and warm (its first picture loads fonts and the renderer).
    await Promise.all(all.slice(0, workers).map((v) => pool.render(v)));
    const started = performance.now();
    for (let i = 0; i < all.length; i += pool.capacity)
      await Promise.all(all.slice(i, i + pool.capacity).map((v) => pool.render(v)));
    return all.length / ((performance.now() - started) / 1000);
  } finally {
    await pool.close();
  }
}

export async function benchPictures(count: number, workers = 2): Promise<Record<string, number>> {
  const all = views(count);
  const one = await perSecond(1, all);
  const many = await perSecond(workers, all);
  const cores = availableParallelism();
  return {
    picturesPerSecOneWorker: round(one, 1),
    picturesPerSecPool: round(many, 1),
    picturePoolWorkers: workers,
    picturePoolSpeedup: round(many / one),
    picturePoolEfficiency: round(many / one / Math.min(workers, cores)),
  };
}
