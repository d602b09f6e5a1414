/**
 * When a decision is settled, so the search can stop before its budget is spent. Two rules; either
 * stops it:
 *
 * - **Out of reach** (`outOfReach`): the answer in the lead cannot be overtaken by the imagined games
 *   the rest of the budget would allow, even if every rival still in the race won all of them at the
 *   best value (1) and the leader lost all of them at the worst (0). Exact — an imagined game's
 *   value is in [0, 1] (evaluate.ts) — but it only fires near the end of the budget.
 * - **Clearly ahead** (`clearlyAhead`): with common random numbers every answer still in the race
 *   has been tried in the same imagined worlds with the same luck, so leader and rival are compared
 *   game for game. Once each has at least `MIN_PAIRED` games together, the leader's mean lead over
 *   every rival is more than `Z` standard errors of those paired differences (a one-sided paired
 *   z-test; at Z = 4 a rival truly as good would pass it about 3 times in 100 000 checks, and the
 *   check is made after every sample, so it is strict on purpose). This is what saves time on the
 *   many questions where one answer is plainly best; docs/ai.md "Stopping early" gives how often the
 *   choice then differs from the full budget's.
 */

/** An answer's running total: imagined games played with it and the sum of their values. */
export interface Running {
  n: number;
  value: number;
}

/**
 * True when `leader` stays strictly ahead of every answer in `rivals` whatever the next
 * `samplesLeft` imagined games of each bring.
 */
export function outOfReach(leader: Running, rivals: readonly Running[], samplesLeft: number): boolean {
  const k = Math.max(0, samplesLeft);
  // The leader losing every further game: its lowest possible mean.
  const floor = leader.value / (leader.n + k);
  for (const r of rivals) {
    // A rival winning every further game: its highest possible mean.
    const ceiling = r.n + k === 0 ? 1 : (r.value + k) / (r.n + k);
    if (ceiling >= floor) return false;
  }
  return true;
}

/** Fewest imagined games leader and rival must share before the paired test may stop the search. */
export const MIN_PAIRED = 32;

/** Standard errors by which the leader's mean paired lead must exceed zero. */
export const Z = 4;

/**
 * True when `leader` beats every rival by more than `Z` standard errors of the paired differences.
 * Values are per sample (the same world and luck at the same index); `undefined` where the answer
 * was refused in that world, and such samples are left out of the pair.
 */
export function clearlyAhead(
  leader: readonly (number | undefined)[],
  rivals: readonly (readonly (number | undefined)[])[],
): boolean {
  for (const rival of rivals) {
    let m = 0;
    let sum = 0;
    let squares = 0;
    const n = Math.min(leader.length, rival.length);
    for (let i = 0; i < n; i++) {
      const a = leader[i];
      const b = rival[i];
      if (a === undefined || b === undefined) continue;
      const d = a - b;
      m++;
      sum += d;
      squares += d * d;
    }
    if (m < MIN_PAIRED) return false;
    const mean = sum / m;
    if (mean <= 0) return false;
    const variance = Math.max(0, (squares - m * mean * mean) / (m - 1));
    if (mean <= Z * Math.sqrt(variance / m)) return false;
  }
  return true;
}
