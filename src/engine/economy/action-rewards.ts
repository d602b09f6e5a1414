/**
 * Rewards an Event sets for the round "whenever a class Builds a Company / Sells to the Foreign
 * Market" (Historical Events: Asian Tigers Economic Miracle, Foundation of GATT): the action's own
 * steps call `rewardAction` once per action taken (rules-decisions H9).
 */
import type { ClassId } from '../../data/common.ts';
import type { Ctx } from '../core/flow.ts';
import type { ActionReward } from '../game-state.ts';
import { changeLegitimacy } from '../politics/legitimacy.ts';
import { gainMoney, payTo } from './money.ts';

export function rewardAction(x: Ctx, cls: ClassId, action: ActionReward['action']) {
  for (const reward of x.g.roundFlags.actionRewards ?? []) {
    if (reward.action !== action || !reward.classes.includes(cls)) continue;
    if (reward.money?.from === 'state') payTo(x, 'state', cls, reward.money.amount);
    else if (reward.money) gainMoney(x, cls, reward.money.amount);
    if (reward.legitimacy) changeLegitimacy(x, cls, reward.legitimacy);
  }
}
