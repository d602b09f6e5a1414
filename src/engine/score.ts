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

const times = (n: number) => (n > 1 ? ` (${n} times)` : '');

/** Reasons of the engine's ledger that read better in other words, by how often they came. */
const REASONS: Record<string, (n: number) => string> = {
  'bill passed': (n) => (n > 1 ? `${n} Bills passed` : 'a Bill passed'),
  'supported a bill': (n) => (n > 1 ? `supported ${n} Bills` : 'supported a Bill'),
  // The Healthcare bonus, beside the Prosperity that using Health raised ("used health").
  'used healthcare': (n) => `Healthcare's extra VP${times(n)}`,
  'used goods (Historical Event)': (n) => `goods used (Historical Event)${times(n)}`,
  'unpaid loans': () => 'Loans unpaid at the end',
};

/** One reason of the ledger in words for a score line, with how often it came: "3 Bills passed", "Prosperity from Food (2 times)". */
export function reasonText(reason: string, n: number): string {
  const own = Object.hasOwn(REASONS, reason) ? REASONS[reason] : undefined;
  const text = own
    ? own(n)
    : reason.startsWith('used ')
      ? `Prosperity from using ${reason.slice(5)}${times(n)}`
      : `${reason}${times(n)}`;
  return `${text[0]?.toUpperCase() ?? ''}${text.slice(1)}`;
}
