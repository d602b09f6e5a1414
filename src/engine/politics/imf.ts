/**
 * Check IMF (rulebook, IMF Intervention; rules-decisions S2, S3, S18). When the State holds
 * more Loans than the Fiscal Policy allows it first pays off what it can (55 each); if it still
 * holds too many, the IMF intervenes: Bills discarded (+1 Influence each to their owners), Policies
 * 1–6 set to 1C 2C 3A 4B 5C 6B with all their consequences, every Wage to L1, the remaining Loans
 * paid at 55 or discarded, and all three Legitimacy tracks halved (rounded up).
 */
import { type PolicyId, type Section, VOTING_CLASSES } from '../../data/common.ts';
import { FISCAL, LOANS } from '../../data/tables.ts';
import { hasWages } from '../companies/companies.ts';
import { type Ctx, log, said } from '../core/flow.ts';
import { loansOf } from '../economy/money.ts';
import { rulesOf } from '../ruleset.ts';
import { statePlays } from '../seats.ts';
import { discardAllBills } from './elections.ts';
import { halveLegitimacy } from './legitimacy.ts';
import { setPolicy } from './policies.ts';

/** rules-decisions S2: where the IMF moves Policies 1–6 (Policy 7 stays). */
export const IMF_POLICIES: Record<Exclude<PolicyId, 7>, Section> = {
  1: 'C',
  2: 'C',
  3: 'A',
  4: 'B',
  5: 'C',
  6: 'B',
};
const IMF_PAYOFF = LOANS.endGamePayOff;

function setStateLoans(x: Ctx, n: number) {
  if (statePlays(x.g)) x.g.classes.state.loans = n;
  else x.g.treasuryLoans = n;
}

/** Pays off Loans at 55 while the Treasury can; returns how many remain. */
function payOffWhatItCan(x: Ctx, untilAtMost: number): number {
  let loans = loansOf(x.g, 'state');
  while (loans > untilAtMost && x.g.treasury >= IMF_PAYOFF) {
    x.g.treasury -= IMF_PAYOFF;
    loans -= 1;
    log(x, 'imf.paysOff', { cost: IMF_PAYOFF });
  }
  setStateLoans(x, loans);
  return loans;
}

export function checkImf(x: Ctx) {
  const g = x.g;
  const limit = FISCAL.imfLoanLimit[g.policies[1]];
  if (loansOf(g, 'state') <= limit) return;
  if (payOffWhatItCan(x, limit) <= limit) return;
  // Crisis Response: the revealed card's steps instead of the base IMF's.
  (rulesOf(g).replaced.imfIntervention ?? intervene)(x);
}

export function intervene(x: Ctx) {
  const g = x.g;
  log(x, 'imf.intervenes');
  discardAllBills(x, said('bill.why.imf'));
  g.incomeTaxLabor = g.policies[2];
  for (const [policy, section] of Object.entries(IMF_POLICIES))
    setPolicy(x, Number(policy) as PolicyId, section);
  for (const c of g.companies) if (hasWages(c)) c.wage = 1;
  log(x, 'imf.wages');
  payOffLoansOrWriteOff(x);
  if (statePlays(g)) {
    halveLegitimacy(x, VOTING_CLASSES);
    log(x, 'imf.legitimacy');
  }
}

/** The IMF's Pay Off Loans step: 55 per Loan while the Treasury can; the rest are written off. */
export function payOffLoansOrWriteOff(x: Ctx) {
  payOffWhatItCan(x, 0);
  const left = loansOf(x.g, 'state');
  if (left > 0) {
    log(x, 'imf.writtenOff', { left });
    setStateLoans(x, 0);
  }
}
