/**
 * Elections (Bills and Elections): refill the bag, then for each Policy with a Bill, Policy 1
 * first: sides in player order, 5 cubes drawn, secret Influence spent by everyone at once, count
 * (ties pass), score, clean up. An Immediate Vote is the same election without the refill.
 */
import {
  type ClassId,
  type PolicyId,
  type Section,
  VOTING_CLASSES,
  type VotingClass,
} from '../../data/common.ts';
import { BILLS, GAME, LEGITIMACY_INFLUENCE } from '../../data/tables.ts';
import { spendAutomaInfluence } from '../automa/influence.ts';
import { automaBeforeElections } from '../automa/phases.ts';
import { afterImmediateVote } from '../automa/policy-cards.ts';
import { isAutoma } from '../automa/seats.ts';
import { companiesOf, isOperational } from '../companies/companies.ts';
import { type Choice, int, prefixed, words } from '../core/choices.ts';
import {
  auto,
  type Ctx,
  list,
  log,
  question,
  queue,
  type Said,
  type SaidList,
  said,
  secret,
} from '../core/flow.ts';
import { nextInt } from '../core/rng.ts';
import { gainVp } from '../economy/vp.ts';
import type { GameState, Vote } from '../game-state.ts';
import { atMoment } from '../ruleset.ts';
import { inGame, seatsInOrder, statePlays } from '../seats.ts';
import { populationOf } from '../workers/workers.ts';
import { gainInfluence } from './influence.ts';
import { setPolicy } from './policies.ts';

export const electionsPhase = auto('elections.start', (x) => {
  const g = x.g;
  g.phase = 'elections';
  const policies = (Object.keys(g.bills).map(Number) as PolicyId[]).sort((a, b) => a - b);
  if (g.roundFlags.noElections) {
    discardAllBills(x, said('bill.why.noElections'));
    log(x, 'elections.none', { round: g.round });
    queue(x, endElections({}));
  } else if (policies.length === 0) {
    log(x, 'elections.noBills', { round: g.round });
    queue(x, endElections({}));
  } else {
    log(x, 'elections.on', { round: g.round, count: policies.length });
    automaBeforeElections(g);
    refillBag(x, true);
    queue(
      x,
      ...policies.map((policy) => election({ policy, immediate: false, predrawn: false })),
      endElections({}),
    );
  }
  atMoment(x, 'phase-start', { phase: 'elections' });
});

const endElections = auto('elections.end', (x) => atMoment(x, 'phase-end', { phase: 'elections' }));

/**
 * Bills are taken back; each owner gains 1 Influence per Bill (IMF, "no further Elections").
 * `only`: the Policies whose Bills go (a Crisis Response card names them).
 */
export function discardAllBills(x: Ctx, why: Said, only: (policy: PolicyId) => boolean = () => true) {
  for (const policy of Object.keys(x.g.bills).map(Number) as PolicyId[])
    if (only(policy)) discardBill(x, policy, why);
}

/** A Bill is taken back and its owner gains 1 Influence (Historical Events, Changing Policies). */
export function discardBill(x: Ctx, policy: PolicyId, why: Said) {
  const bill = x.g.bills[policy];
  if (!bill) return;
  delete x.g.bills[policy];
  gainInfluence(x.g, bill.owner, 1);
  log(x, 'bill.discarded', { owner: bill.owner, policy, why: list([why]) });
}

/** Cubes each class adds at Refill Bag (Bills and Elections, Refill the bag). */
export function refillCubes(g: GameState, cls: VotingClass): number {
  const half = (n: number) => Math.ceil(n / 2);
  const operational = (owner: 'capitalist' | 'middle') =>
    companiesOf(g, owner).filter((c) => isOperational(g, c)).length;
  if (cls === 'working') return half(populationOf(g, 'working'));
  if (cls === 'capitalist') return half(operational('capitalist'));
  if (!inGame(g, 'middle')) return GAME.twoPlayerMiddleCubes;
  return Math.max(half(populationOf(g, 'middle')), half(operational('middle')));
}

export function refillBag(x: Ctx, stateGainsInfluence: boolean) {
  const g = x.g;
  const parts: Said[] = [];
  for (const cls of VOTING_CLASSES) {
    const added = addCubes(g, cls, refillCubes(g, cls));
    parts.push(said('classCount', { class: cls, n: added }));
  }
  log(x, 'bag.refilled', { parts: list(parts, 'comma') });
  if (stateGainsInfluence && statePlays(g)) {
    const legit = g.classes.state.legitimacy;
    const lowest = Math.min(legit.working, legit.middle, legit.capitalist);
    const gained = gainInfluence(g, 'state', LEGITIMACY_INFLUENCE[lowest] ?? 0);
    if (gained > 0) log(x, 'state.influenceFromLegitimacy', { gained, lowest });
  }
}

/** Moves cubes from the supply into the bag, as many as are left; returns how many. */
export function addCubes(g: GameState, cls: VotingClass, n: number): number {
  const added = Math.max(0, Math.min(n, g.supply.cubes[cls]));
  g.supply.cubes[cls] -= added;
  g.bag[cls] += added;
  return added;
}

function bagSize(g: GameState) {
  return g.bag.working + g.bag.middle + g.bag.capitalist;
}

/** Draws one cube at random; an empty bag is refilled twice first, without State Influence. */
export function drawCube(x: Ctx): VotingClass | null {
  const g = x.g;
  if (bagSize(g) === 0) {
    log(x, 'bag.empty');
    refillBag(x, false);
    refillBag(x, false);
    if (bagSize(g) === 0) return null;
  }
  let pick = nextInt(g.rng, bagSize(g));
  for (const cls of VOTING_CLASSES) {
    if (pick < g.bag[cls]) {
      g.bag[cls] -= 1;
      return cls;
    }
    pick -= g.bag[cls];
  }
  return null;
}

/** Draws the election's 5 cubes onto the Vote Results spaces. */
export function drawVoteCubes(x: Ctx) {
  const vote = x.g.vote;
  if (!vote) return;
  for (let i = 0; i < BILLS.cubesDrawn; i++) {
    const cube = drawCube(x);
    if (cube) vote.drawn[cube] += 1;
  }
}

export const election = auto<{ policy: PolicyId; immediate: boolean; predrawn: boolean }>(
  'election',
  (x, s) => {
    const g = x.g;
    const bill = g.bills[s.policy];
    if (!bill) return;
    if (!s.predrawn || !g.vote) {
      g.vote = {
        policy: s.policy,
        section: bill.section,
        proposer: bill.owner,
        immediate: s.immediate,
        sides: { [bill.owner]: 'for' },
        drawn: { working: 0, middle: 0, capitalist: 0 },
        bids: {},
        predrawn: false,
      };
    }
    log(x, s.immediate ? 'vote.immediate' : 'vote.election', {
      owner: bill.owner,
      policy: s.policy,
      section: bill.section,
    });
    queueVote(x, bill.owner);
    atMoment(x, 'election-start', { policy: s.policy, immediate: s.immediate });
  },
);

/** The rest of an election: the other seats take sides, cubes are drawn, Influence spent, votes counted. */
function queueVote(x: Ctx, proposer: ClassId) {
  const g = x.g;
  const sides = seatsInOrder(g)
    .filter((c) => c !== proposer && (c !== 'state' || g.classes.state.influence > 0))
    .map((seat) => chooseSide({ seat }));
  queue(x, ...sides, drawStep({}), bidStep({}), countVotes({}));
}

type PolicyChange = { policy: PolicyId; section: Section };

/**
 * One election on several Policies at once, with no Bill (Maastricht Treaty): the proposer is in
 * favour; it draws as an Immediate Vote does (no refill); if it passes, every change is made.
 */
export const specialElection = auto<{ proposer: ClassId; changes: PolicyChange[]; awardVp: boolean }>(
  'election.special',
  (x, s) => {
    const first = s.changes[0];
    if (!first) return;
    x.g.vote = {
      policy: first.policy,
      section: first.section,
      proposer: s.proposer,
      immediate: true,
      sides: { [s.proposer]: 'for' },
      drawn: { working: 0, middle: 0, capitalist: 0 },
      bids: {},
      predrawn: false,
      changes: s.changes,
      awardVp: s.awardVp,
    };
    log(x, 'vote.special', { proposer: s.proposer, changes: electionChanges(x.g.vote) });
    queueVote(x, s.proposer);
  },
);

const side = words('for', 'against');

/**
 * `3B`, or `6C 7C` for a special election, as a side's option says it: each Policy with the section
 * `pick` gives it.
 */
function sectionList(vote: Vote, pick: (c: PolicyChange) => Section): SaidList {
  const changes = vote.changes ?? [{ policy: vote.policy, section: vote.section }];
  return list(
    changes.map((c) => said('option.policySection', { n: c.policy, section: pick(c) })),
    'words',
  );
}

/** The changes an election is about, as the log and its questions say them. */
function electionChanges(vote: Vote): SaidList {
  const changes = vote.changes ?? [{ policy: vote.policy, section: vote.section }];
  return list(changes.map((c) => said('policyTo', { policy: c.policy, section: c.section })));
}

/** The sides of a vote, in the order the question offers them. */
const SIDES = ['for', 'against'] as const;

/** Whether a class has a side still to take in the vote under way. */
function yetToSide(g: GameState, seat: ClassId): boolean {
  return !!g.vote && g.vote.sides[seat] === undefined;
}

const chooseSide = question<{ seat: ClassId }, 'for' | 'against'>('vote.side', {
  choice: side,
  ask(x, s) {
    const vote = x.g.vote;
    // A side already taken (a card made the State support the Bill) is not asked again.
    if (!vote || vote.sides[s.seat] !== undefined) return null;
    const options: Array<Choice<'for' | 'against'>> = [
      {
        value: 'for',
        said: said('option.inFavour', { sections: sectionList(vote, (c) => c.section) }),
      },
      {
        value: 'against',
        said: said('option.against', { sections: sectionList(vote, (c) => x.g.policies[c.policy]) }),
      },
    ];
    return {
      seat: s.seat,
      kind: 'vote.side',
      said: said('ask.side', { changes: electionChanges(vote) }),
      options,
    };
  },
  // Asked of every class at every vote: a random playout takes a side without wording both.
  has: (x, s) => yetToSide(x.g, s.seat),
  sample: (x, s, random) => (yetToSide(x.g, s.seat) ? SIDES[random(SIDES.length)] : undefined),
  answer(x, s, chosen) {
    const vote = x.g.vote;
    if (!vote) return;
    vote.sides[s.seat] = chosen;
    log(x, chosen === 'for' ? 'vote.for' : 'vote.against', { class: s.seat });
  },
});

const drawStep = auto('vote.draw', (x) => {
  const vote = x.g.vote;
  if (!vote || vote.predrawn) return;
  drawVoteCubes(x);
  log(x, 'vote.drawn', { cubes: describeCubes(x.g, vote.drawn) });
});

/** The cubes drawn, as the log says them. */
export function describeCubes(g: GameState, drawn: Record<VotingClass, number>): SaidList {
  const parts = VOTING_CLASSES.filter((c) => drawn[c] > 0).map((c) =>
    said('countClass', { n: drawn[c], class: c }),
  );
  if (!inGame(g, 'middle') && drawn.middle > 0) parts.push(said('vote.middleNeutral'));
  return list(parts, 'comma', 'none');
}

/**
 * Seats that bid in secret: those with a side and Influence to spend. An Automa does not bid: its
 * Spending Influence cards settle what it spends once the others have bid (automa/influence.ts).
 */
function bidders(g: GameState): ClassId[] {
  const vote = g.vote;
  if (!vote) return [];
  return seatsInOrder(g).filter(
    (c) => vote.sides[c] !== undefined && g.classes[c].influence > 0 && !isAutoma(g, c),
  );
}

/** A secret bid: how much Influence, written `bid:<n>`. */
const bidChoice = prefixed('bid:', int);

// A bid of n reads the same in every election: each is made and written once, then shared by
// every question that offers it (nobody changes an offered option).
const bidOptions: Array<Choice<number>> = [];

function bidOption(n: number): Choice<number> {
  let option = bidOptions[n];
  if (option === undefined) {
    option = {
      id: bidChoice.encode(n),
      value: n,
      said: n === 0 ? said('option.spendNothing') : said('option.spendInfluence', { n }),
    };
    bidOptions[n] = option;
  }
  return option;
}

const bidStep = secret<Record<string, never>, number>('vote.bid', {
  choice: bidChoice,
  asks(x) {
    const g = x.g;
    const vote = g.vote;
    if (!vote) return [];
    return bidders(g)
      .filter((seat) => vote.bids[seat] === undefined)
      .map((seat) => {
        const have = g.classes[seat].influence;
        const options: Array<Choice<number>> = [];
        for (let n = 0; n <= have; n++) options.push(bidOption(n));
        return {
          seat,
          kind: 'vote.bid',
          secret: true,
          said: said(vote.sides[seat] === 'for' ? 'ask.bidFor' : 'ask.bidAgainst', {
            changes: electionChanges(vote),
            have,
          }),
          options,
        };
      });
  },
  record(x, _s, seat, n) {
    const vote = x.g.vote;
    if (vote) vote.bids[seat] = n;
  },
  complete(x) {
    // The Automas spend once every player has bid; the channel hears why with the bids (vote.count).
    const spending = spendAutomaInfluence(x);
    if (spending.length > 0 && x.g.vote) x.g.vote.automaSpending = spending;
  },
});

const countVotes = auto('vote.count', (x) => {
  const g = x.g;
  const vote = g.vote;
  if (!vote) return;
  g.vote = null;
  if (!vote.changes) delete g.bills[vote.policy];
  const twoPlayers = !inGame(g, 'middle');
  let inFavour = 0;
  let against = 0;
  for (const cls of VOTING_CLASSES) {
    if (twoPlayers && cls === 'middle') continue;
    const side = vote.sides[cls];
    if (side === 'for') inFavour += vote.drawn[cls];
    if (side === 'against') against += vote.drawn[cls];
  }
  const bids: Said[] = [];
  for (const [seat, n] of Object.entries(vote.bids) as [ClassId, number][]) {
    g.classes[seat].influence -= n;
    if (vote.sides[seat] === 'for') inFavour += n;
    else against += n;
    bids.push(said('classCount', { class: seat, n }));
  }
  if (bids.length) log(x, 'vote.bids', { bids: list(bids, 'comma') });
  // A vote saved before the engine handed over keys holds its English line.
  for (const line of vote.automaSpending ?? [])
    typeof line === 'string' ? log(x, 'saved', { text: line }) : log(x, line.key, line.params);
  const passed = inFavour >= against;
  const winning = passed ? 'for' : 'against';
  // Winning-side cubes (and 2-player neutral cubes) are discarded; losing-side cubes go back.
  for (const cls of VOTING_CLASSES) {
    const n = vote.drawn[cls];
    if (n === 0) continue;
    const side = twoPlayers && cls === 'middle' ? null : vote.sides[cls];
    if (side === winning || side === null || side === undefined) g.supply.cubes[cls] += n;
    else g.bag[cls] += n;
  }
  const what = vote.changes ? 'proposal' : 'bill';
  log(x, `vote.${what}${passed ? 'Passes' : 'Fails'}`, { inFavour, against });
  if (!passed) {
    if (vote.immediate) afterImmediateVote(g, vote.policy, false);
    return;
  }
  if (vote.awardVp !== false) {
    gainVp(x, vote.proposer, BILLS.proposerVp, 'bill passed');
    for (const seat of seatsInOrder(g)) {
      if (seat === vote.proposer || vote.sides[seat] !== 'for') continue;
      const cubes = seat === 'state' ? 0 : vote.drawn[seat];
      if (cubes > 0 || (vote.bids[seat] ?? 0) > 0) gainVp(x, seat, BILLS.supporterVp, 'supported a bill');
    }
  }
  if (!vote.changes) {
    atMoment(x, 'bill-passed', { proposer: vote.proposer, immediate: vote.immediate });
    setPolicy(x, vote.policy, vote.section);
    if (vote.immediate) afterImmediateVote(g, vote.policy, true);
    return;
  }
  for (const change of vote.changes) {
    // A Bill cannot stay on a Policy whose marker moved under it.
    if (g.policies[change.policy] !== change.section)
      discardBill(x, change.policy, said('bill.why.policyMoved'));
    setPolicy(x, change.policy, change.section);
  }
});

/** Starts an election now (Immediate Vote); the Bill must already be on the table. */
export function immediateVote(x: Ctx, policy: PolicyId, predrawn = false) {
  queue(x, election({ policy, immediate: true, predrawn }));
}

export type { Section };
