/**
 * Engine benchmark: complete random games for 2, 3 and 4 players (ms per game, answers per game,
 * µs per answer), and on states of those games the cost of one answer through the pure `apply`
 * against one JSON stringify + parse of the state.
 */

import type { GameState } from '../src/engine/game-state.ts';
import { apply, pending } from '../src/engine/index.ts';
import { playRandomGame } from '../src/engine/simulation.ts';
import { median, percentile, round } from './stats.ts';

export interface EngineFigures {
  [key: string]: number;
}

/** The engine runs 2–3× slower in its first few dozen games, until the JIT has compiled it. */
const WARM_UP_MS = 2000;

export function benchEngine(gamesPerCount: number): EngineFigures {
  const out: EngineFigures = {};
  const samples: GameState[] = [];
  const warmUntil = performance.now() + WARM_UP_MS;
  for (let i = 0; performance.now() < warmUntil; i++)
    playRandomGame(([2, 3, 4] as const)[i % 3] ?? 4, `warm-up:${i}`, { checkInvariants: false });
  for (const players of [2, 3, 4] as const) {
    const times: number[] = [];
    let answers = 0;
    for (let i = 0; i < gamesPerCount; i++) {
      const started = performance.now();
      const game = playRandomGame(players, `bench:${players}:${i}`, { checkInvariants: false });
      times.push(performance.now() - started);
      answers += game.decisions;
      if (!game.completed) throw new Error(`benchmark game ${players}p #${i} did not finish: ${game.error}`);
      if (players === 4 && i < 10) {
        // A state in the middle of the game, for the answer-vs-round-trip figure.
        const mid = playRandomGame(players, `bench:${players}:${i}`, {
          checkInvariants: false,
          maxDecisions: Math.floor(game.decisions / 2),
        });
        samples.push(mid.state);
      }
    }
    const total = times.reduce((a, b) => a + b, 0);
    out[`engineMsPerGame${players}p`] = round(median(times));
    out[`engineP95MsPerGame${players}p`] = round(percentile(times, 95));
    out[`engineAnswersPerGame${players}p`] = Math.round(answers / gamesPerCount);
    out[`engineUsPerAnswer${players}p`] = round((total * 1000) / answers, 1);
  }
  const answerUs: number[] = [];
  const roundTripUs: number[] = [];
  for (const state of samples) {
    const q = pending(state)[0];
    const option = q?.options[0];
    if (!q || !option) continue;
    for (let r = 0; r < 20; r++) {
      let t = performance.now();
      apply(state, q.seat, option.id);
      answerUs.push((performance.now() - t) * 1000);
      t = performance.now();
      JSON.parse(JSON.stringify(state));
      roundTripUs.push((performance.now() - t) * 1000);
    }
  }
  out.answerUs = round(median(answerUs), 1);
  out.stateRoundTripUs = round(median(roundTripUs), 1);
  out.answerVsRoundTrip = round(median(answerUs) / median(roundTripUs));
  out.stateBytes = samples[0] ? JSON.stringify(samples[0]).length : 0;
  return out;
}
