/**
 * Propose Bill (Bills and Elections, Proposing a Bill, "Immediate Vote"): a Bill marker on a
 * Policy with no Bill yet, one section away; then, for 1 Influence, an Immediate Vote.
 */

import {
  CLASS_IDS,
  type ClassId,
  POLICY_IDS,
  type PolicyId,
  SECTIONS,
  type Section,
} from '../../data/common.ts';
import { ACTIONS, BILLS } from '../../data/tables.ts';
import { afterBillProposed } from '../automa/policy-cards.ts';
import { type Choice, custom, orWord, words } from '../core/choices.ts';
import { withChanges } from '../core/copy.ts';
import { type Ctx, log, maybe, question, queue, said } from '../core/flow.ts';
import { no, type Why } from '../core/why.ts';
import type { GameState } from '../game-state.ts';
import { Rules } from '../ruleset.ts';
import { immediateVote } from './elections.ts';
import { adjacentSections } from './policies.ts';

/** The rules this file defines, listed in the base game (rulesets.ts). */
export const proposeBillRules = new Rules();

export interface ProposeOptions {
  /** Only this Policy (cards such as Healthcare Movement). */
  policy?: PolicyId;
  /** Any section, not only the next one (Radical Reforms); such Bills get no Immediate Vote. */
  anySection?: boolean;
  /** May call the Immediate Vote without paying Influence (Pressing Matters, Post-WWII Decolonization). */
  freeImmediateVote?: boolean;
  noImmediateVote?: boolean;
  /** Policies this proposal may not use (Need for Change: the second Bill on another Policy). */
  exclude?: PolicyId[];
  /** The proposer may decline ("up to 2 Bills", Change of Government Agenda). */
  optional?: boolean;
  /** Another class names the Bill; the proposer still owns it and decides any Immediate Vote (Civil Unrest). */
  chooser?: ClassId;
  /**
   * The one section each Policy's Bill must name, adjacent or not (an AI card's "Bill on your Desired
   * section"); an Immediate Vote only when it is adjacent.
   */
  sections?: Partial<Record<PolicyId, Section>>;
}

export function billMarkersLeft(g: GameState, cls: ClassId): number {
  let used = 0;
  for (const policy of POLICY_IDS) if (g.bills[policy]?.owner === cls) used++;
  return BILLS.markers - used - (g.roundFlags.billMarkersSetAside?.[cls] ?? 0);
}

/** A Bill marker stays on the Politics table until the round ends without being a Bill. */
export function setAsideBillMarker(g: GameState, cls: ClassId) {
  const aside = g.roundFlags.billMarkersSetAside;
  g.roundFlags.billMarkersSetAside = withChanges(aside, { [cls]: (aside?.[cls] ?? 0) + 1 });
}

/** Policies a Bill may be put on now (none with a Bill; none locked or closed to Bills). */
export function openPolicies(g: GameState): PolicyId[] {
  const blocked = g.roundFlags.blockedPolicies;
  const locked = g.crisisResponse?.locks;
  return POLICY_IDS.filter((p) => !g.bills[p] && !blocked?.includes(p) && !locked?.includes(p));
}

/** Whether this proposal may use the Policy (leaving aside whether it is open). */
function allowed(g: GameState, policy: PolicyId, opts: ProposeOptions): boolean {
  if (opts.sections) {
    const section = opts.sections[policy];
    if (section === undefined || section === g.policies[policy]) return false;
  }
  return !(opts.policy && policy !== opts.policy) && !opts.exclude?.includes(policy);
}

/** The sections this proposal may name for a Policy now at `current`. */
function sectionsFor(policy: PolicyId, current: Section, opts: ProposeOptions): Section[] {
  const named = opts.sections?.[policy];
  if (named) return [named];
  return opts.anySection ? SECTIONS.filter((s) => s !== current) : adjacentSections(current);
}

export function billTargets(g: GameState, opts: ProposeOptions = {}): Array<[PolicyId, Section]> {
  const out: Array<[PolicyId, Section]> = [];
  for (const policy of openPolicies(g)) {
    if (!allowed(g, policy, opts)) continue;
    for (const section of sectionsFor(policy, g.policies[policy], opts)) out.push([policy, section]);
  }
  return out;
}

export function canPropose(g: GameState, cls: ClassId, opts: ProposeOptions = {}, why?: Why): boolean {
  if (g.roundFlags.noElections) return no(why, 'bill.no-elections');
  if (billMarkersLeft(g, cls) <= 0) return no(why, 'bill.markers', BILLS.markers);
  // Every Policy has a section to move to, so one open Policy the proposal may use is enough.
  return openPolicies(g).some((policy) => allowed(g, policy, opts)) || no(why, 'bill.none');
}

/** A Bill: a Policy and the section it would move to, written `3B`. */
export interface BillTarget {
  policy: PolicyId;
  section: Section;
}
export const billTarget = custom<BillTarget>(
  (b) => `${b.policy}${b.section}`,
  (id) => {
    const policy = Number(id[0]) as PolicyId;
    const section = id[1] as Section;
    return id.length === 2 && POLICY_IDS.includes(policy) && SECTIONS.includes(section)
      ? { policy, section }
      : undefined;
  },
);

export const proposeBillStep = question<{ seat: ClassId } & ProposeOptions, BillTarget | 'none'>(
  'bill.propose',
  {
    choice: orWord('none', billTarget),
    ask(x, s) {
      if (!canPropose(x.g, s.seat, s)) return null;
      const options: Array<Choice<BillTarget | 'none'>> = billTargets(x.g, s).map(([policy, section]) => ({
        value: { policy, section },
        said: said('option.policyMove', { policy, from: x.g.policies[policy], section }),
      }));
      if (s.optional)
        options.push({
          value: 'none',
          said: said('option.proposeNoBill'),
          tone: 'quiet',
        });
      return {
        seat: s.chooser ?? s.seat,
        kind: 'bill.propose',
        said: s.chooser ? said('ask.billFor', { class: s.seat }) : said('ask.bill'),
        options,
      };
    },
    answer(x, s, bill) {
      if (bill === 'none') return;
      const { policy, section } = bill;
      const adjacent = adjacentSections(x.g.policies[policy]).includes(section);
      x.g.bills[policy] = { owner: s.seat, section };
      log(x, 'bill.proposed', {
        class: s.seat,
        named: maybe(s.chooser, 'bill.namedBy', { other: s.chooser ?? '' }),
        policy,
        section,
      });
      afterBillProposed(x.g, policy, s.seat);
      if (!s.noImmediateVote && !s.anySection && adjacent)
        queue(x, offerImmediateVote({ seat: s.seat, policy, free: !!s.freeImmediateVote }));
    },
  },
);

/** The proposer may call an Immediate Vote on its Bill (cards queue it after their own steps). */
const offerImmediateVote = question<{ seat: ClassId; policy: PolicyId; free: boolean }, 'vote' | 'wait'>(
  'bill.immediate',
  {
    choice: words('vote', 'wait'),
    ask(x, s) {
      const g = x.g;
      const free = s.free || !!g.roundFlags.freeImmediateVotes;
      if (!g.bills[s.policy] || (!free && g.classes[s.seat].influence < ACTIONS.immediateVoteCost))
        return null;
      return {
        seat: s.seat,
        kind: 'bill.immediate',
        said: said(free ? 'ask.immediateFree' : 'ask.immediate'),
        options: [
          {
            value: 'vote',
            said: said(free ? 'option.immediateFree' : 'option.immediate'),
          },
          {
            value: 'wait',
            said: said('option.waitForElections'),
            tone: 'quiet',
          },
        ],
      };
    },
    answer(x, s, chosen) {
      if (chosen !== 'vote') return;
      if (!s.free && !x.g.roundFlags.freeImmediateVotes)
        x.g.classes[s.seat].influence -= ACTIONS.immediateVoteCost;
      immediateVote(x, s.policy);
    },
  },
);

export { offerImmediateVote as offerImmediateVoteStep };

/** Queues a Bill proposal with the given limits (Basic Action and cards alike). */
export function proposeBill(x: Ctx, seat: ClassId, opts: ProposeOptions = {}) {
  queue(x, proposeBillStep({ seat, ...opts }));
}

proposeBillRules.action({
  id: 'propose-bill',
  name: 'Propose a Bill',
  kind: 'basic',
  classes: CLASS_IDS,
  summary: 'Put a Bill marker on a Policy: it is voted on at the end of the round (or now)',
  can: (g, cls, why) => canPropose(g, cls, {}, why),
  start: (x, cls) => proposeBill(x, cls),
});
