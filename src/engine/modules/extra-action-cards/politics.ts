/**
 * The Crisis & Control Action cards about Bills and Influence that no base card shares an effect
 * with: Momentum for Change, Protect the Status Quo, Change of Government Agenda, Reveal Political
 * Scandal (components reference §2.12; rules-decisions §6).
 */

import { type ClassId, POLICY_IDS, type PolicyId } from '../../../data/common.ts';
import { BILLS } from '../../../data/tables.ts';
import { billCount } from '../../cards/politics/bills.ts';
import { type Choice, classChoice, intIn } from '../../core/choices.ts';
import { log, question, queue, said } from '../../core/flow.ts';
import { no } from '../../core/why.ts';
import type { GameState } from '../../game-state.ts';
import { gainInfluence, influenceLeft } from '../../politics/influence.ts';
import {
  billMarkersLeft,
  canPropose,
  openPolicies,
  proposeBill,
  proposeBillStep,
  setAsideBillMarker,
} from '../../politics/propose-bill.ts';
import { Rules } from '../../ruleset.ts';
import { seatsInOrder } from '../../seats.ts';

export const politicsCardRules = new Rules();

// ---- Momentum for Change (C&C): Influence per own Bill marker on the table, then a Bill without
// an Immediate Vote (decision 4: playable for either part).

function markersOnTable(g: GameState, cls: ClassId): number {
  return BILLS.markers - billMarkersLeft(g, cls);
}

politicsCardRules.effect('momentum-for-change', {
  can: (g, cls, _params, why) =>
    canPropose(g, cls, {}, why) || (markersOnTable(g, cls) > 0 && influenceLeft(g) > 0),
  start(x, cls, p) {
    const markers = markersOnTable(x.g, cls);
    const got = gainInfluence(x.g, cls, markers * p.influencePerBill);
    if (markers > 0) log(x, 'card.markersInfluence', { class: cls, count: markers, got });
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
      said: said('option.statusQuo', { policy, section: x.g.policies[policy] }),
    }));
    if (options.length === 0) return null;
    return {
      seat: s.seat,
      kind: 'card.status-quo',
      said: said('ask.statusQuo'),
      options,
    };
  },
  answer(x, s, policy) {
    const g = x.g;
    g.roundFlags.blockedPolicies = [...(g.roundFlags.blockedPolicies ?? []), policy];
    setAsideBillMarker(g, s.seat);
    const got = gainInfluence(g, s.seat, s.influence);
    log(x, 'card.blocksPolicy', { class: s.seat, policy, got });
  },
});

politicsCardRules.effect('protect-status-quo', {
  can: (g, cls, _p, why) =>
    (billMarkersLeft(g, cls) > 0 || no(why, 'bill.markers', BILLS.markers)) &&
    (openPolicies(g).length > 0 || no(why, 'bill.none')),
  start: (x, cls, p) => queue(x, statusQuoPick({ seat: cls, influence: p.influence })),
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
        said: said('option.discardBill', {
          class: bill?.owner ?? 'state',
          policy,
          section: bill?.section ?? '',
        }),
      };
    });
    if (options.length === 0) return null;
    return {
      seat: s.seat,
      kind: 'card.discard-bill',
      said: said('ask.discardBill'),
      options,
    };
  },
  answer(x, s, policy) {
    const g = x.g;
    const bill = g.bills[policy];
    if (!bill) return;
    delete g.bills[policy];
    log(x, 'card.billDiscarded', { owner: bill.owner, policy });
    queue(
      x,
      proposeBillStep({ seat: s.seat, optional: true }),
      proposeBillStep({ seat: bill.owner, optional: true }),
    );
  },
});

politicsCardRules.effect('change-of-government-agenda', {
  can: (g, cls, p, why) =>
    (billCount(g) <= p.maxProposedBills ||
      (why !== undefined && no(why, 'bills.many', p.maxProposedBills, billCount(g)))) &&
    (othersBills(g, cls).length > 0 || no(why, 'bill.others-none')),
  start: (x, cls) => queue(x, discardBill({ seat: cls })),
});

// ---- Reveal Political Scandal (C&C): take Influence from another player.

function scandalTargets(g: GameState, cls: ClassId): ClassId[] {
  return seatsInOrder(g).filter((c) => c !== cls && g.classes[c].influence > 0);
}

const scandalPick = question<{ seat: ClassId; influence: number }, ClassId>('card.scandal', {
  choice: classChoice,
  ask(x, s) {
    const options: Array<Choice<ClassId>> = scandalTargets(x.g, s.seat).map((c) => ({
      value: c,
      said: said('option.scandal', { class: c, n: x.g.classes[c].influence }),
    }));
    if (options.length === 0) return null;
    return {
      seat: s.seat,
      kind: 'card.scandal',
      said: said('ask.scandal', { n: s.influence }),
      options,
    };
  },
  answer(x, s, from) {
    const n = Math.min(s.influence, x.g.classes[from].influence);
    x.g.classes[from].influence -= n;
    x.g.classes[s.seat].influence += n;
    log(x, 'card.scandal', { class: s.seat, n, other: from });
  },
});

politicsCardRules.effect('reveal-political-scandal', {
  can: (g, cls, _p, why) => scandalTargets(g, cls).length > 0 || no(why, 'influence.others-none'),
  start: (x, cls, p) => queue(x, scandalPick({ seat: cls, influence: p.influence })),
});
