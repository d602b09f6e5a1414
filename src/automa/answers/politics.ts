/**
 * Bills, Immediate Votes and sides (Crisis & Control, Proposing Bills, Immediate Vote, Voting):
 * the Automa proposes by its Policies (bills.ts), calls an Immediate Vote only when its conditions
 * hold, and takes the side of a Bill that is on, or moves toward, its Desired section.
 */
import type { PolicyId, Section } from '../../data/common.ts';
import { automa } from '../../engine/index.ts';
import { billPlan, describeBill, policyOrder } from '../bills.ts';
import { type Ask, type Decision, decide, find, optionOf } from '../context.ts';

type BillValue = 'none' | { policy: PolicyId; section: Section };

export function proposeBill(a: Ask): Decision | undefined {
  const offered = a.q.options
    .map((o) => o.value as BillValue)
    .filter((v): v is Exclude<BillValue, 'none'> => v !== 'none');
  const policies = [...new Set(offered.map((v) => v.policy))];
  const preferred = policyOrder(a.g, a.cls, a.mode, a.card).filter((p) => policies.includes(p));
  // Its own Policies first; a second Bill, or one an effect forces, may go on any it wants moved.
  const plan =
    billPlan(a.g, a.cls, a.mode, a.card, preferred) ?? billPlan(a.g, a.cls, a.mode, a.card, policies);
  const chosen = plan && offered.find((v) => v.policy === plan.policy && v.section === plan.section);
  if (chosen) return decide(optionOf(a.q, chosen), describeBill(plan));
  return decide(find(a.q, (v) => v === 'none') ?? a.q.options[0]);
}

export function immediateVote(a: Ask): Decision | undefined {
  const state = automa.automaOf(a.g, a.cls);
  const policy = state?.lastBill;
  const bill = policy ? a.g.bills[policy] : undefined;
  const bonus =
    state?.last?.move === 'propose-bill' &&
    automa.modifiersNow(a.g, a.cls, 'propose-bill').bill?.opts.freeImmediateVote;
  const free = !!bonus || !!a.g.roundFlags.freeImmediateVotes;
  const vote =
    !!policy &&
    !!bill &&
    bill.owner === a.cls &&
    automa.immediateVoteFavours(a.g, a.cls, policy, bill.section, free);
  return decide(find(a.q, (v) => v === (vote ? 'vote' : 'wait')));
}

export function voteSide(a: Ask): Decision | undefined {
  const vote = a.g.vote;
  if (!vote) return decide(a.q.options[0]);
  return decide(find(a.q, (v) => v === automa.expectedSide(a.g, a.cls, vote.policy, vote.section)));
}
