/**
 * Picture benchmark: the board picture (SVG and PNG) of states from simulated games, as the bot
 * draws it after an action: median and p95 milliseconds per picture.
 */
import { view } from '../src/engine/index.ts';
import { playRandomGame } from '../src/engine/simulation.ts';
import { renderBoard } from '../src/render/index.ts';
import { median, percentile, round } from './stats.ts';

export async function benchRender(pictures: number): Promise<Record<string, number>> {
  const views = [];
  for (let i = 0; i < pictures; i++) {
    const players = ([2, 3, 4] as const)[i % 3] as 2 | 3 | 4;
    const game = playRandomGame(players, `bench-render:${i}`, {
      checkInvariants: false,
      untilRound: 1 + (i % 5),
    });
    views.push(view(game.state, 'public'));
  }
  renderBoard(views[0] as (typeof views)[number]);
  const times: number[] = [];
  let bytes = 0;
  for (const v of views) {
    const started = performance.now();
    const { png } = renderBoard(v);
    times.push(performance.now() - started);
    bytes += png.length;
    // resvg's native memory is released by finalizers that run between event-loop turns: give
    // them one after each picture, as the bot's picture worker does between messages (without
    // it, 90 pictures in a row hold some 2 GB).
    await new Promise((resolve) => setImmediate(resolve));
  }
  return {
    renderMedianMs: round(median(times), 1),
    renderP95Ms: round(percentile(times, 95), 1),
    renderPngKB: Math.round(bytes / views.length / 1024),
  };
}
