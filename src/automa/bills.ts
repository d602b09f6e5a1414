/**
 * Which Bill an Automa proposes (Crisis & Control, Proposing Bills; Final Round Rules): in simple
 * mode the first of the AI card's two Policies, in advanced mode the Policy priority card highest
 * in its rows, that is open for a Bill and not yet at its Desired section; one step toward that
 * section (or straight to it, with the bonus that says so). In the final round never Immigration,
 * and Foreign Trade only when an Immediate Vote can be called.
 */
import type { AiCard, AutomaClass } from '../data/automa/index.ts';
import type { PolicyId, Section } from '../data/common.ts';
import { type AutomaMode, automa, type GameState, type Said, said } from '../engine/index.ts';

export interface BillPlan {
  policy: PolicyId;
  section: Section;
  /** Steps from its Desired section now. */
  distance: number;
}

/** The Policies in the order the Automa considers them. */
export function policyOrder(
  g: GameState,
  cls: AutomaClass,
  mode: AutomaMode,
  card: AiCard | undefined,
): PolicyId[] {
  if (mode === 'advanced') {
    const rows = automa.automaOf(g, cls)?.rows;
    return rows ? automa.policiesByPriority(rows) : [];
  }
  return card ? [...card.policies] : [];
}

/** The Bill the Automa would propose now, or null when none of its Policies will do. */
export function billPlan(
  g: GameState,
  cls: AutomaClass,
  mode: AutomaMode,
  card: AiCard | undefined,
  among: readonly PolicyId[] = policyOrder(g, cls, mode, card),
): BillPlan | null {
  const open = automa.policiesToPropose(g, cls);
  const mods = card ? automa.modifiersFor(g, cls, card, 'propose-bill') : { first: [] };
  const sections = mods.bill?.opts.sections;
  const free = !!mods.bill?.opts.freeImmediateVote || !!g.roundFlags.freeImmediateVotes;
  for (const policy of among) {
    if (!open.includes(policy)) continue;
    const desired = automa.desiredSection(cls, policy);
    const section = sections?.[policy] ?? automa.sectionToward(g.policies[policy], desired);
    if (!automa.finalRoundAllows(g, cls, policy, section, free)) continue;
    return { policy, section, distance: automa.distanceFromDesired(g, cls, policy) };
  }
  return null;
}

/** The Bill in a few words, for the log ("a Bill on Taxation (3A) — Taxation is 1 step from its Desired section"). */
export function describeBill(plan: BillPlan): Said {
  return said('bill.describe', {
    policyName: plan.policy,
    policyId: plan.policy,
    section: plan.section,
    count: plan.distance,
  });
}
