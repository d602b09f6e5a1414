/**
 * The Policy priority cards as Bills come and go (Crisis & Control, Proposing Bills; Final Round
 * Rules): a Policy card is set aside when a Bill is proposed on its Policy, by anyone. After an
 * Immediate Vote it goes back exactly where it was if the vote failed (its row, its place in the
 * row, the rows as they were: components.md §2.14, "stays"); if the Policy moved, it goes by its
 * distance from the Automa's Desired section (set aside at it, bottom row 1 away, second row 2
 * away) — as every set-aside card does at Preparation. In the final round the Immigration card
 * leaves play. Only advanced-mode Automas have priority rows.
 */
import { DESIRED_POLICIES_CARD } from '../../data/automa/index.ts';
import {
  type ClassId,
  POLICY_IDS,
  type PolicyId,
  type Section,
  type VotingClass,
} from '../../data/common.ts';
import { GAME } from '../../data/tables.ts';
import type { GameState, PriorityRows } from '../game-state.ts';
import { sectionDistance } from '../politics/policies.ts';
import { placePolicyByDistance, removePolicy, restorePolicy, setPolicyAside } from './rows.ts';
import { automaSeats } from './seats.ts';

/** The section the Desired Policies card gives this class for the Policy. */
export function desiredSection(cls: VotingClass | 'state', policy: PolicyId): Section {
  return DESIRED_POLICIES_CARD.policies[cls][policy];
}

/** How many steps the Policy is from the class's Desired section (0, 1 or 2). */
export function distanceFromDesired(g: GameState, cls: VotingClass | 'state', policy: PolicyId): number {
  return sectionDistance(g.policies[policy], desiredSection(cls, policy));
}

function eachRows(g: GameState, act: (rows: PriorityRows, cls: VotingClass) => void) {
  for (const cls of automaSeats(g)) {
    const rows = g.automa?.[cls]?.rows;
    if (rows) act(rows, cls);
  }
}

export function afterBillProposed(g: GameState, policy: PolicyId, owner: ClassId) {
  const proposer = owner === 'state' ? undefined : g.automa?.[owner];
  if (proposer) proposer.lastBill = policy;
  eachRows(g, (rows) => {
    const place = setPolicyAside(rows, policy);
    if (place) rows.held = { policy, ...place };
    else delete rows.held;
  });
}

export function afterImmediateVote(g: GameState, policy: PolicyId, passed: boolean) {
  eachRows(g, (rows, cls) => {
    const held = rows.held?.policy === policy ? rows.held : undefined;
    delete rows.held;
    if (!passed) {
      if (held) restorePolicy(rows, policy, held);
      return;
    }
    if (rows.setAside.includes(policy))
      placePolicyByDistance(rows, policy, distanceFromDesired(g, cls, policy));
  });
}

/** Preparation: the set-aside cards come back by their distance; Immigration leaves in the final round. */
export function policyCardsAtPreparation(g: GameState) {
  eachRows(g, (rows, cls) => {
    delete rows.held;
    for (const policy of POLICY_IDS)
      if (rows.setAside.includes(policy))
        placePolicyByDistance(rows, policy, distanceFromDesired(g, cls, policy));
    if (g.round === GAME.rounds) removePolicy(rows, 7);
  });
}
