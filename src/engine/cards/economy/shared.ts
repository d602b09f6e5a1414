/** Small helpers shared by the economy card effects. */
import type { ClassId } from '../../../data/common.ts';
import { type Ctx, log } from '../../core/flow.ts';
import { payTo } from '../../economy/money.ts';
import { cardOfInstance } from '../play.ts';

export type Consumer = 'working' | 'middle';
export type Owner = 'capitalist' | 'middle';

export function isConsumer(cls: ClassId): cls is Consumer {
  return cls === 'working' || cls === 'middle';
}

export function isOwner(cls: ClassId): cls is Owner {
  return cls === 'capitalist' || cls === 'middle';
}

/**
 * The Action card a question names (`actionCard`, worded by its name): '' when an Automa's AI card
 * set the effect, which a prompt calls "the card".
 */
export function actionCardOf(instance: string): string {
  return cardOfInstance(instance) ? instance : '';
}

/**
 * The State pays a class because a card says so. Mandatory for the State: the Treasury takes a
 * Loan if it must (the card is not the State's choice).
 */
export function statePays(x: Ctx, cls: ClassId, amount: number, instance: string) {
  if (amount <= 0) return;
  payTo(x, 'state', cls, amount);
  log(x, 'card.statePays', { card: instance, class: cls, amount });
}
