/**
 * Action cards about Bills (components.md §2.12; bills-and-elections.txt): proposing Bills with
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
import { CLASS_NAMES } from '../../../data/names.ts';
import { BILLS } from '../../../data/tables.ts';
import { type Choice, intIn, words } from '../../core/choices.ts';
import { auto, log, question, queue } from '../../core/flow.ts';
import { canAfford, spend } from '../../economy/money.ts';
import type { GameState } from '../../game-state.ts';
import { plural, policyLabel } from '../../names.ts';
import { addCubes, describeCubes, drawCube, immediateVote } from '../../politics/elections.ts';
import { gainInfluence, influenceLeft } from '../../politics/influence.ts';
import { adjacentSections, setPolicy } from '../../politics/policies.ts';
import {
  type BillTarget,
  billMarkersLeft,
  billTarget,
  canPropose,
  offerImmediateVoteStep,
  openPolicies,
  proposeBill,
  proposeBillStep,
  setAsideBillMarker,
} from '../../politics/propose-bill.ts';
import { defineEffect } from '../effects.ts';

const num = (v: unknown) => Number(v ?? 0);

/** Policies on which a class has a Bill now. */
export function billPoliciesOf(g: GameState, cls: ClassId): PolicyId[] {
  return POLICY_IDS.filter((p) => g.bills[p]?.owner === cls);
}

function billCount(g: GameState): number {
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
    log(x, `The ${CLASS_NAMES[s.seat]} adds ${plural(added, 'Voting cube')} to the bag.`);
    queue(x, offerImmediateVoteStep({ seat: s.seat, policy, free: false }));
  },
);

defineEffect('propose-bill-on-policy', {
  can: (g, cls, p) => canPropose(g, cls, { policy: num(p.policy) as PolicyId }),
  start(x, cls, p) {
    const policy = num(p.policy) as PolicyId;
    queue(
      x,
      proposeBillStep({ seat: cls, policy, noImmediateVote: true }),
      cubesThenVote({ seat: cls, before: billPoliciesOf(x.g, cls), cubes: num(p.cubes) }),
    );
  },
});

// ---- Need for Change, Push Political Agenda: up to N Bills one after another, each with its own
// Immediate Vote; the next is chosen after that vote, on another Policy (components.md §3.1 FAQ).

const nextBill = auto<{ seat: ClassId; left: number; done: PolicyId[] }>('card.bills-next', (x, s) => {
  if (s.left <= 0) return;
  queue(
    x,
    proposeBillStep({ seat: s.seat, noImmediateVote: true, exclude: s.done, optional: s.done.length > 0 }),
    afterBill({ ...s, before: billPoliciesOf(x.g, s.seat) }),
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

defineEffect('propose-bills', {
  can: (g, cls, p) => canAfford(g, cls, num(p.cost)) && canPropose(g, cls),
  start(x, cls, p) {
    const cost = num(p.cost);
    if (cost > 0) {
      spend(x, cls, cost);
      log(x, `The ${CLASS_NAMES[cls]} pays ${cost}.`);
    }
    queue(x, nextBill({ seat: cls, left: num(p.bills), done: [] }));
  },
});

// ---- Radical Reforms: any section, no Immediate Vote. Pressing Matters: a free Immediate Vote.

defineEffect('radical-reforms', {
  can: (g, cls) => canPropose(g, cls, { anySection: true }),
  start: (x, cls) => proposeBill(x, cls, { anySection: true }),
});

defineEffect('pressing-matters', {
  can: (g, cls) => canPropose(g, cls),
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
    log(x, `Public Opinion Polling: the cubes revealed are ${describeCubes(g, vote.drawn)}.`);
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
      prompt: `Public Opinion Polling: cubes revealed: ${describeCubes(x.g, vote.drawn)}. Call the Immediate Vote with them (free)?`,
      options: [
        { value: 'vote', label: 'Call the Immediate Vote now with these cubes (free)' },
        {
          value: 'wait',
          label: 'Wait for the Elections phase (the cubes go back into the bag)',
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
      log(x, `The ${CLASS_NAMES[s.seat]} calls the Immediate Vote with the revealed cubes.`);
      immediateVote(x, s.policy, true);
      return;
    }
    for (const cls of VOTING_CLASSES) g.bag[cls] += vote.drawn[cls];
    g.vote = null;
    log(x, `The ${CLASS_NAMES[s.seat]} waits for the elections; the revealed cubes go back into the bag.`);
  },
});

defineEffect('public-opinion-polling', {
  can: (g, cls) => canPropose(g, cls),
  start(x, cls, p) {
    queue(
      x,
      proposeBillStep({ seat: cls, noImmediateVote: true }),
      pollingReveal({ seat: cls, before: billPoliciesOf(x.g, cls), cubes: num(p.cubes) }),
    );
  },
});

// ---- Momentum for Change (C&C): Influence per own Bill marker on the table, then a Bill without
// an Immediate Vote (decision 4: playable for either part).

function markersOnTable(g: GameState, cls: ClassId): number {
  return BILLS.markers - billMarkersLeft(g, cls);
}

defineEffect('momentum-for-change', {
  can: (g, cls) => canPropose(g, cls) || (markersOnTable(g, cls) > 0 && influenceLeft(g) > 0),
  start(x, cls, p) {
    const markers = markersOnTable(x.g, cls);
    const got = gainInfluence(x.g, cls, markers * num(p.influencePerBill));
    if (markers > 0)
      log(
        x,
        `The ${CLASS_NAMES[cls]} has ${plural(markers, 'Bill marker')} on the Politics table and gains ${got} Influence.`,
      );
    proposeBill(x, cls, { noImmediateVote: true });
  },
});

// ---- Protect the Status Quo (C&C): a Bill marker blocks a Policy for the round; +Influence.

/** A Policy, written as its number (`3`). */
const policyChoice = intIn(...POLICY_IDS);

const statusQuoPick = question<{ seat: ClassId; influence: number }, PolicyId>('card.status-quo', {
  choice: policyChoice,
  ask(x, s) {
    if (billMarkersLeft(x.g, s.seat) <= 0) return null;
    const options: Array<Choice<PolicyId>> = openPolicies(x.g).map((policy) => ({
      value: policy,
      label: `${policyLabel(policy)} (stays at ${x.g.policies[policy]} this round)`,
    }));
    if (options.length === 0) return null;
    return {
      seat: s.seat,
      kind: 'card.status-quo',
      prompt: 'Protect the Status Quo: on which Policy may no Bill be proposed this round?',
      options,
    };
  },
  answer(x, s, policy) {
    const g = x.g;
    const blocked = (g.roundFlags.blockedPolicies as string | undefined)?.split(',').filter(Boolean) ?? [];
    g.roundFlags.blockedPolicies = [...blocked, String(policy)].join(',');
    setAsideBillMarker(g, s.seat);
    const got = gainInfluence(g, s.seat, s.influence);
    log(
      x,
      `The ${CLASS_NAMES[s.seat]} puts a Bill marker on ${policyLabel(policy)}: no Bill may be proposed on it this round. It gains ${got} Influence.`,
    );
  },
});

defineEffect('protect-status-quo', {
  can: (g, cls) => billMarkersLeft(g, cls) > 0 && openPolicies(g).length > 0,
  start: (x, cls, p) => queue(x, statusQuoPick({ seat: cls, influence: num(p.influence) })),
});

// ---- Change of Government Agenda (C&C): discard another's Bill, then you, then they, may propose.

function othersBills(g: GameState, cls: ClassId): PolicyId[] {
  return POLICY_IDS.filter((p) => {
    const bill = g.bills[p];
    return bill !== undefined && bill.owner !== cls;
  });
}

const discardBill = question<{ seat: ClassId }, PolicyId>('card.discard-bill', {
  choice: policyChoice,
  ask(x, s) {
    const options: Array<Choice<PolicyId>> = othersBills(x.g, s.seat).map((policy) => {
      const bill = x.g.bills[policy];
      return {
        value: policy,
        label: `The ${CLASS_NAMES[bill?.owner ?? 'state']}'s Bill: ${policyLabel(policy)} → ${bill?.section}`,
      };
    });
    if (options.length === 0) return null;
    return {
      seat: s.seat,
      kind: 'card.discard-bill',
      prompt: 'Change of Government Agenda: whose Bill is discarded?',
      options,
    };
  },
  answer(x, s, policy) {
    const g = x.g;
    const bill = g.bills[policy];
    if (!bill) return;
    delete g.bills[policy];
    log(
      x,
      `The ${CLASS_NAMES[bill.owner]}'s Bill on ${policyLabel(policy)} is discarded; its marker goes back.`,
    );
    queue(
      x,
      proposeBillStep({ seat: s.seat, optional: true }),
      proposeBillStep({ seat: bill.owner, optional: true }),
    );
  },
});

defineEffect('change-of-government-agenda', {
  can: (g, cls, p) => billCount(g) <= num(p.maxProposedBills) && othersBills(g, cls).length > 0,
  start: (x, cls) => queue(x, discardBill({ seat: cls })),
});

// ---- Emergency State (State): with 3+ Bills proposed, move a Policy without a Bill one section.

function emergencyTargets(g: GameState): Array<Choice<BillTarget>> {
  const out: Array<Choice<BillTarget>> = [];
  for (const policy of openPolicies(g)) {
    for (const section of adjacentSections(g.policies[policy])) {
      out.push({
        value: { policy, section },
        label: `${policyLabel(policy)}: ${g.policies[policy]} → ${section}`,
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
      prompt: 'Emergency State: move which Policy without a Bill, and to which section? (no VP)',
      options,
    };
  },
  answer(x, _s, { policy, section }) {
    log(
      x,
      `The State declares an Emergency State: ${policyLabel(policy)} moves to ${section} without a vote.`,
    );
    setPolicy(x, policy, section);
  },
});

defineEffect('emergency-state', {
  can: (g, _cls, p) => billCount(g) >= num(p.minBills) && openPolicies(g).length > 0,
  start: (x, cls) => queue(x, emergencyPick({ seat: cls })),
});
