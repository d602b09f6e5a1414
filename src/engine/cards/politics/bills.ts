/**
 * Action cards about Bills (components reference §2.12; Bills and Elections): proposing Bills with
 * other limits, Public Opinion Polling's early look at the cubes, and the Crisis & Control cards
 * that block, discard or reward Bills. Every proposal goes through the Propose Bill action's own
 * steps (actions/propose-bill.ts) with options.
 */

import {
  type ClassId,
  POLICY_IDS,
  type PolicyId,
  VOTING_CLASSES,
  type VotingClass,
} from '../../../data/common.ts';
import { type Choice, words } from '../../core/choices.ts';
import { withChanges } from '../../core/copy.ts';
import { auto, list, log, question, queue, said } from '../../core/flow.ts';
import { no } from '../../core/why.ts';
import { canAfford, spend } from '../../economy/money.ts';
import type { GameState } from '../../game-state.ts';
import { addCubes, describeCubes, drawCube, immediateVote } from '../../politics/elections.ts';
import { adjacentSections, setPolicy } from '../../politics/policies.ts';
import {
  type BillTarget,
  billTarget,
  canPropose,
  offerImmediateVoteStep,
  openPolicies,
  proposeBill,
  proposeBillStep,
} from '../../politics/propose-bill.ts';
import { Rules } from '../../ruleset.ts';

/** The rules this file defines, listed in the base game (rulesets.ts). */
export const billCardRules = new Rules();

/** Policies on which a class has a Bill now. */
export function billPoliciesOf(g: GameState, cls: ClassId): PolicyId[] {
  return POLICY_IDS.filter((p) => g.bills[p]?.owner === cls);
}

export function billCount(g: GameState): number {
  return POLICY_IDS.filter((p) => g.bills[p]).length;
}

/** The Bill a class proposed since `before` was taken (none if it declined or could not). */
function newBill(g: GameState, cls: ClassId, before: PolicyId[]): PolicyId | undefined {
  return billPoliciesOf(g, cls).find((p) => !before.includes(p));
}

// ---- Healthcare Movement, Workers Movement, Student Movement, Immigration Reform, Tap into New
// Markets, Taxed Enough Already!: a Bill on one Policy, then cubes (decision 1: before the
// Immediate Vote is offered).

const cubesThenVote = auto<{ seat: ClassId; before: PolicyId[]; cubes: number }>(
  'card.bill-cubes',
  (x, s) => {
    const policy = newBill(x.g, s.seat, s.before);
    if (policy === undefined) return;
    const added = addCubes(x.g, s.seat as VotingClass, s.cubes);
    log(x, 'cubes.added', { class: s.seat, count: added, why: list([]) });
    queue(x, offerImmediateVoteStep({ seat: s.seat, policy, free: false }));
  },
);

billCardRules.effect('propose-bill-on-policy', {
  can: (g, cls, p, why) => canPropose(g, cls, { policy: p.policy }, why),
  start(x, cls, p) {
    queue(
      x,
      proposeBillStep({ seat: cls, policy: p.policy, noImmediateVote: true }),
      cubesThenVote({ seat: cls, before: billPoliciesOf(x.g, cls), cubes: p.cubes }),
    );
  },
});

// ---- Need for Change, Push Political Agenda: up to N Bills one after another, each with its own
// Immediate Vote; the next is chosen after that vote, on another Policy (components reference §3.1 FAQ).

const nextBill = auto<{ seat: ClassId; left: number; done: PolicyId[] }>('card.bills-next', (x, s) => {
  if (s.left <= 0) return;
  queue(
    x,
    proposeBillStep({ seat: s.seat, noImmediateVote: true, exclude: s.done, optional: s.done.length > 0 }),
    afterBill(withChanges(s, { before: billPoliciesOf(x.g, s.seat) })),
  );
});

const afterBill = auto<{ seat: ClassId; left: number; done: PolicyId[]; before: PolicyId[] }>(
  'card.bills-after',
  (x, s) => {
    const policy = newBill(x.g, s.seat, s.before);
    if (policy === undefined) return;
    queue(
      x,
      offerImmediateVoteStep({ seat: s.seat, policy, free: false }),
      nextBill({ seat: s.seat, left: s.left - 1, done: [...s.done, policy] }),
    );
  },
);

billCardRules.effect('propose-bills', {
  can: (g, cls, p, why) => canAfford(g, cls, p.cost, why) && canPropose(g, cls, {}, why),
  start(x, cls, p) {
    const cost = p.cost;
    if (cost > 0) {
      spend(x, cls, cost);
      log(x, 'classPays', { class: cls, cost });
    }
    queue(x, nextBill({ seat: cls, left: p.bills, done: [] }));
  },
});

// ---- Radical Reforms: any section, no Immediate Vote. Pressing Matters: a free Immediate Vote.

billCardRules.effect('radical-reforms', {
  can: (g, cls, _params, why) => canPropose(g, cls, { anySection: true }, why),
  start: (x, cls) => proposeBill(x, cls, { anySection: true }),
});

billCardRules.effect('pressing-matters', {
  can: (g, cls, _params, why) => canPropose(g, cls, {}, why),
  start: (x, cls) => proposeBill(x, cls, { freeImmediateVote: true }),
});

// ---- Public Opinion Polling: propose, reveal the cubes, then decide alone whether they become the
// Immediate Vote's draw (free); the others declare sides only if it is called (FAQ).

const pollingReveal = auto<{ seat: ClassId; before: PolicyId[]; cubes: number }>(
  'card.polling-reveal',
  (x, s) => {
    const g = x.g;
    const policy = newBill(g, s.seat, s.before);
    const bill = policy === undefined ? undefined : g.bills[policy];
    if (policy === undefined || !bill) return;
    const vote = {
      policy,
      section: bill.section,
      proposer: s.seat,
      immediate: true,
      sides: { [s.seat]: 'for' as const },
      drawn: { working: 0, middle: 0, capitalist: 0 },
      bids: {},
      predrawn: true,
    };
    g.vote = vote;
    for (let i = 0; i < s.cubes; i++) {
      const cube = drawCube(x);
      if (cube) vote.drawn[cube] += 1;
    }
    log(x, 'card.polling', { cubes: describeCubes(g, vote.drawn) });
    queue(x, pollingDecide({ seat: s.seat, policy }));
  },
);

const pollingDecide = question<{ seat: ClassId; policy: PolicyId }, 'vote' | 'wait'>('card.polling-vote', {
  choice: words('vote', 'wait'),
  ask(x, s) {
    const vote = x.g.vote;
    if (!vote || vote.policy !== s.policy) return null;
    return {
      seat: s.seat,
      kind: 'card.polling-vote',
      said: said('ask.polling', { cubes: describeCubes(x.g, vote.drawn) }),
      options: [
        {
          value: 'vote',
          said: said('option.pollingVote'),
        },
        {
          value: 'wait',
          said: said('option.pollingWait'),
          tone: 'quiet',
        },
      ],
    };
  },
  answer(x, s, chosen) {
    const g = x.g;
    const vote = g.vote;
    if (!vote) return;
    if (chosen === 'vote') {
      log(x, 'card.pollingVote', { class: s.seat });
      immediateVote(x, s.policy, true);
      return;
    }
    for (const cls of VOTING_CLASSES) g.bag[cls] += vote.drawn[cls];
    g.vote = null;
    log(x, 'card.pollingWait', { class: s.seat });
  },
});

billCardRules.effect('public-opinion-polling', {
  can: (g, cls, _params, why) => canPropose(g, cls, {}, why),
  start(x, cls, p) {
    queue(
      x,
      proposeBillStep({ seat: cls, noImmediateVote: true }),
      pollingReveal({ seat: cls, before: billPoliciesOf(x.g, cls), cubes: p.cubes }),
    );
  },
});

// ---- Emergency State (State): with 3+ Bills proposed, move a Policy without a Bill one section.

function emergencyTargets(g: GameState): Array<Choice<BillTarget>> {
  const out: Array<Choice<BillTarget>> = [];
  for (const policy of openPolicies(g)) {
    for (const section of adjacentSections(g.policies[policy])) {
      out.push({
        value: { policy, section },
        said: said('option.policyMove', { policy, from: g.policies[policy], section }),
      });
    }
  }
  return out;
}

const emergencyPick = question<{ seat: ClassId }, BillTarget>('card.emergency-state', {
  choice: billTarget,
  ask(x, s) {
    const options = emergencyTargets(x.g);
    if (options.length === 0) return null;
    return {
      seat: s.seat,
      kind: 'card.emergency-state',
      said: said('ask.emergencyState'),
      options,
    };
  },
  answer(x, _s, { policy, section }) {
    log(x, 'card.emergency', { policy, section });
    setPolicy(x, policy, section);
  },
});

billCardRules.effect('emergency-state', {
  can: (g, _cls, p, why) =>
    (billCount(g) >= p.minBills || (why !== undefined && no(why, 'bills.few', p.minBills, billCount(g)))) &&
    (openPolicies(g).length > 0 || no(why, 'bill.none')),
  start: (x, cls) => queue(x, emergencyPick({ seat: cls })),
});
