/**
 * Failed IMF Negotiations (components reference §2.14): each class pays 10 to the State, and again,
 * until the State can pay off its Loans (55 each, the IMF's Pay Off Loans step). Each class pays in
 * every round of payments, a Loan if it must (a mandatory payment); what was taken from each class
 * is kept for the card's Legitimacy part (−1 per 10).
 */
import type { VotingClass } from '../../../data/common.ts';
import { LOANS } from '../../../data/tables.ts';
import { type Ctx, log } from '../../core/flow.ts';
import { loansOf, payTo } from '../../economy/money.ts';
import { crisisOf } from './deck.ts';

export function fundStateLoans(x: Ctx, classes: readonly VotingClass[], step: number) {
  const g = x.g;
  const taken: Partial<Record<VotingClass, number>> = {};
  const short = () => loansOf(g, 'state') * LOANS.endGamePayOff - g.treasury;
  while (classes.length > 0 && short() > 0) {
    for (const cls of classes) {
      payTo(x, cls, 'state', step);
      taken[cls] = (taken[cls] ?? 0) + step;
    }
  }
  crisisOf(g).taken = taken;
  for (const cls of classes) if (taken[cls]) log(x, 'crisis.funds', { class: cls, n: taken[cls] });
}
