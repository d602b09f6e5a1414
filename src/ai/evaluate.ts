/**
 * What an imagined game's end is worth to a seat: half for winning (a shared first place split
 * between those sharing it), half for the margin over the best other class, squashed so that a
 * landslide counts little more than a clear win. The margin makes two close answers comparable
 * when both usually win or both usually lose.
 */
import type { ClassId } from '../data/common.ts';
import type { PlayoutResult } from '../engine/index.ts';

/** VP of margin at which the margin's half of the value is about three quarters. */
const MARGIN_SCALE = 12;

/** The seat won (1), shared first place with n others (1/n), or not (0). */
export function winShare(result: Pick<PlayoutResult, 'winners'>, seat: ClassId): number {
  return result.winners.includes(seat) ? 1 / result.winners.length : 0;
}

/** The seat's VP less the best other class's. */
export function margin(result: Pick<PlayoutResult, 'scores'>, seat: ClassId): number {
  let best = Number.NEGATIVE_INFINITY;
  for (const [cls, vp] of Object.entries(result.scores) as Array<[ClassId, number]>)
    if (cls !== seat && vp > best) best = vp;
  return (result.scores[seat] ?? 0) - (best === Number.NEGATIVE_INFINITY ? 0 : best);
}

/** A value in [0, 1]. */
export function valueFor(result: Pick<PlayoutResult, 'winners' | 'scores'>, seat: ClassId): number {
  return 0.5 * winShare(result, seat) + 0.25 * (1 + Math.tanh(margin(result, seat) / MARGIN_SCALE));
}
