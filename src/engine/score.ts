/**
 * Scores with their breakdown: every VP change is in the ledger with its round and reason
 * (economy/vp.ts), so the breakdown always adds up to the score.
 */
import type { ClassId } from '../data/common.ts';
import type { GameState } from './game-state.ts';
import { seatsInOrder } from './seats.ts';

export interface ScoreLine {
  round: number;
  reason: string;
  vp: number;
}

export interface ScoreSheet {
  cls: ClassId;
  total: number;
  lines: ScoreLine[];
  /** VP by round, for a chart of the game. */
  byRound: number[];
}

export function score(g: GameState): ScoreSheet[] {
  return seatsInOrder(g).map((cls) => {
    const lines = new Map<string, ScoreLine>();
    const byRound = [0, 0, 0, 0, 0, 0];
    for (const [who, round, reason, vp] of g.ledger) {
      if (who !== cls) continue;
      const key = `${round}|${reason}`;
      const line = lines.get(key);
      if (line) line.vp += vp;
      else lines.set(key, { round, reason, vp });
      byRound[Math.min(round, 5)] = (byRound[Math.min(round, 5)] ?? 0) + vp;
    }
    return { cls, total: g.classes[cls].vp, lines: [...lines.values()], byRound: byRound.slice(1) };
  });
}
