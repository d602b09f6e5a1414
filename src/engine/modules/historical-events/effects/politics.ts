/**
 * Historical Event parts about Policies and elections (Historical Events rulebook, Changing
 * Policies and No Elections): arrows and set sections, Policies a class chooses to move, no
 * further Elections, free Immediate Votes, Bills proposed at setup and the Maastricht election.
 */
import { POLICY_IDS, type PolicyId, SECTIONS, type Section } from '../../../../data/common.ts';
import type { PolicyChange } from '../../../../data/expansions.schema.ts';
import { type Choice, orWord } from '../../../core/choices.ts';
import { withChanges } from '../../../core/copy.ts';
import { type Ctx, log, question, queue, said } from '../../../core/flow.ts';
import type { GameState } from '../../../game-state.ts';
import { discardAllBills, discardBill, specialElection } from '../../../politics/elections.ts';
import { adjacentSections, setPolicy } from '../../../politics/policies.ts';
import { type BillTarget, billTarget, proposeBillStep } from '../../../politics/propose-bill.ts';
import { seatsInOrder } from '../../../seats.ts';
import { historicalEventOf } from '../deck.ts';
import { classOf, type Handlers } from './types.ts';

/** Where a change puts a Policy: one step along an arrow (none past the end), or the set section. */
export function targetOf(g: GameState, change: PolicyChange): Section {
  if ('set' in change) return change.set;
  const at = SECTIONS.indexOf(g.policies[change.policy]);
  const to = change.direction === 'toward-A' ? Math.max(0, at - 1) : Math.min(SECTIONS.length - 1, at + 1);
  return SECTIONS[to] as Section;
}

/**
 * An Event moves a Policy marker: a Bill proposed on that Policy is removed and its owner gains 1
 * Influence (Changing Policies). A marker already there does not move, and its Bill stays
 * (rules-decisions HE2).
 */
export function moveByEvent(x: Ctx, policy: PolicyId, section: Section) {
  if (x.g.policies[policy] === section) return;
  discardBill(x, policy, said('bill.why.eventMoved'));
  setPolicy(x, policy, section);
}

/** Whether the card's special election passed, or every change it asked for already holds (rules-decisions HE5). */
export function electionPassed(g: GameState, card: string): boolean {
  const step = historicalEventOf(card).effects.find((e) => e.effect === 'special-election');
  if (step?.effect !== 'special-election') return false;
  return step.params.changes.every((c) => g.policies[c.policy] === targetOf(g, c));
}

interface MoveStep {
  seat: 'working' | 'middle' | 'capitalist' | 'state';
  card: string;
  left: number;
  upTo: boolean;
  /** Policies this class may not choose (moved by another class, or already by this one). */
  exclude: PolicyId[];
}

/** "Choose (up to) N Policies and move their markers to an adjacent section." */
const movePolicy = question<MoveStep, BillTarget | 'done'>('he.move-policy', {
  choice: orWord('done', billTarget),
  ask(x, s) {
    if (s.left <= 0) return null;
    const g = x.g;
    const options: Array<Choice<BillTarget | 'done'>> = [];
    for (const policy of POLICY_IDS) {
      if (s.exclude.includes(policy)) continue;
      for (const section of adjacentSections(g.policies[policy]))
        options.push({
          value: { policy, section },
          said: said('option.policyMove', { policy, from: g.policies[policy], section }),
        });
    }
    if (s.upTo)
      options.push({
        value: 'done',
        said: said('option.noMorePolicies'),
        tone: 'quiet',
      });
    return {
      seat: s.seat,
      kind: 'he.move-policy',
      said: said(s.upTo ? 'ask.heMovePoliciesUpTo' : 'ask.heMovePolicies', { event: s.card, count: s.left }),
      options,
    };
  },
  answer(x, s, chosen) {
    if (chosen === 'done') return;
    log(x, 'he.moves', { class: s.seat, policy: chosen.policy, section: chosen.section });
    moveByEvent(x, chosen.policy, chosen.section);
    x.g.historicalEvents?.resolving?.moved.push(chosen.policy);
    queue(x, movePolicy(withChanges(s, { left: s.left - 1, exclude: [...s.exclude, chosen.policy] })));
  },
});

export const politicsEffects: Handlers = {
  'change-policies'(x, part) {
    for (const change of part.params.changes) moveByEvent(x, change.policy, targetOf(x.g, change));
  },
  'move-chosen-policies'(x, part) {
    const moved = x.g.historicalEvents?.resolving?.moved ?? [];
    queue(
      x,
      movePolicy({
        seat: classOf(part),
        card: part.card,
        left: part.params.count,
        upTo: part.params.upTo,
        exclude: part.params.notChosenBy ? [...moved] : [],
      }),
    );
  },
  // For the rest of the round (rules-decisions HE1): the next Preparation clears the round's flags.
  'no-elections'(x) {
    x.g.roundFlags.noElections = true;
    log(x, 'he.noElections');
    discardAllBills(x, said('bill.why.noFurther'));
  },
  'free-immediate-votes'(x, part) {
    if (part.params.scope !== 'this-round')
      throw new Error(`${part.card}: free Immediate Votes this round only`);
    x.g.roundFlags.freeImmediateVotes = true;
    log(x, 'he.freeVotes');
  },
  'each-player-proposes-bill'(x) {
    queue(x, ...seatsInOrder(x.g).map((seat) => proposeBillStep({ seat })));
  },
  'special-election'(x, part) {
    const g = x.g;
    const changes = part.params.changes
      .map((c) => ({ policy: c.policy, section: targetOf(g, c) }))
      .filter((c) => g.policies[c.policy] !== c.section);
    const proposer = g.historicalEvents?.resolving?.by;
    if (changes.length === 0 || !proposer) {
      log(x, 'he.alreadyThere');
      return;
    }
    queue(x, specialElection({ proposer, changes, awardVp: part.params.awardVp }));
  },
};
