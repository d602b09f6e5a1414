import type { ClassId } from '../../data/common.ts';
import type { Ctx } from '../core/flow.ts';

/**
 * Every change of a score goes through here, so the score breakdown (`state.ledger`) always adds
 * up to the score. Scores never drop below 0 (docs/rules-decisions.md); the ledger records the
 * change actually made. A reason is an id, worded by whoever shows the score: a fixed reason ("bill
 * passed"), "used <good>", "<n> policies in section <X>", or the id of the card that gave the VP.
 */
export function gainVp(x: Ctx, cls: ClassId, vp: number, reason: string) {
  const seat = x.g.classes[cls];
  const change = Math.max(vp, -seat.vp);
  if (change === 0) return;
  seat.vp += change;
  x.g.ledger.push([cls, x.g.round, reason, change]);
}
