/**
 * "Provide" (base-rulebook.txt, State: Action Phase note): the State puts items in a class's State
 * Benefits area, where the class takes them with Receive Benefits; anything placed there earlier is
 * discarded. Only money is needed by the economy cards (Supplemental Income Program, Business
 * Grants). This is a minimal stand-in: when the shared provide helper of the State cards
 * (src/engine/cards/state/) is on main, these calls should use it instead.
 */
import type { VotingClass } from '../../../data/common.ts';
import { spend } from '../../economy/money.ts';
import { type Ctx, log } from '../../flow.ts';
import { CLASS_NAMES } from '../../names.ts';

/** The State spends `amount` from the Treasury into the class's State Benefits area. */
export function provideMoney(x: Ctx, cls: VotingClass, amount: number) {
  if (!spend(x, 'state', amount)) return;
  const seat = x.g.classes[cls];
  const discarded = seat.benefits !== null;
  seat.benefits = {
    money: amount,
    goods: { food: 0, luxury: 0, health: 0, education: 0 },
    influence: 0,
    cubes: 0,
  };
  log(
    x,
    `The State provides ${amount} to the ${CLASS_NAMES[cls]}'s State Benefits${discarded ? ' (what was there before is discarded)' : ''}.`,
  );
}
