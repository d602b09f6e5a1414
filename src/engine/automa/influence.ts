/**
 * How an Automa spends Influence in an election (Crisis & Control, the three Spending Influence
 * cards; components reference §2.14). It does not bid in secret: once the players have bid, its
 * side's Automas (pooled: rules-decisions AU5) read the card for their situation — winning, losing
 * alone, losing with allies — from the cubes drawn and the Influence the other side holds, never
 * from the players' hidden bids (rules-decisions AU6).
 * "Draw X" reveals X AI cards (at most the Influence left) and spends 1 per Influence indicator. In
 * the final vote of the game every Automa spends all its Influence.
 */
import { SPENDING_INFLUENCE_CARDS, type SpendStep } from '../../data/automa/index.ts';
import type { ClassId, VotingClass } from '../../data/common.ts';
import { GAME } from '../../data/tables.ts';
import { type Ctx, list, maybe, type Said, said } from '../core/flow.ts';
import type { GameState, Vote } from '../game-state.ts';
import { inGame, seatsInOrder } from '../seats.ts';
import { influenceIndicators } from './pile.ts';
import { automaSeats } from './seats.ts';

type Side = 'for' | 'against';

/** The cubes each side has drawn (in a 2-player game the Middle Class's cubes count for neither). */
function cubeTally(g: GameState, vote: Vote): Record<Side, number> {
  const tally = { for: 0, against: 0 };
  for (const cls of ['working', 'middle', 'capitalist'] as const) {
    if (cls === 'middle' && !inGame(g, 'middle')) continue;
    const side = vote.sides[cls];
    if (side) tally[side] += vote.drawn[cls];
  }
  return tally;
}

/** The last vote of the game: the final round's Elections, no other Bill left to vote on. */
function finalVote(g: GameState, vote: Vote): boolean {
  return (
    g.round === GAME.rounds && g.phase === 'elections' && !vote.immediate && Object.keys(g.bills).length <= 1
  );
}

export interface SpendingSituation {
  card: 'winning' | 'losing-alone' | 'losing-with-allies';
  /** The rule of the card that applies ("when" of its data), or null when none does. */
  when: string | null;
  /** What the side needs to turn the vote (losing), or what the other side needs (winning). */
  needed: number;
  otherSideInfluence: number;
  pooled: number;
}

/** Which Spending Influence card and rule apply to a side's Automas (pure: for tests and the driver's why). */
export function spendingSituation(
  g: GameState,
  vote: Vote,
  side: Side,
  group: readonly VotingClass[],
): SpendingSituation {
  const tally = cubeTally(g, vote);
  const other: Side = side === 'for' ? 'against' : 'for';
  const otherSideInfluence = seatsInOrder(g)
    .filter((c) => vote.sides[c] === other)
    .reduce((n, c) => n + g.classes[c].influence, 0);
  const pooled = group.reduce((n, c) => n + g.classes[c].influence, 0);
  // The Bill passes on a tie: the side in favour needs one less.
  const winning = side === 'for' ? tally.for >= tally.against : tally.against > tally.for;
  const margin = side === 'for' ? tally.for - tally.against : tally.against - tally.for;
  if (winning) {
    const needed = side === 'for' ? margin + 1 : margin;
    const when =
      otherSideInfluence === 0
        ? 'other-side-has-none'
        : otherSideInfluence === needed
          ? 'other-side-has-exactly-needed'
          : otherSideInfluence > needed
            ? 'other-side-has-more-than-needed'
            : null;
    return { card: 'winning', when, needed, otherSideInfluence, pooled };
  }
  const needed = side === 'for' ? -margin : -margin + 1;
  const alone = group.length === 1;
  const exact = alone ? 'has-exactly-enough' : 'side-has-exactly-enough';
  const more = alone ? 'has-more-than-enough' : 'side-has-more-than-enough';
  const when = pooled === needed ? exact : pooled > needed ? more : null;
  return { card: alone ? 'losing-alone' : 'losing-with-allies', when, needed, otherSideInfluence, pooled };
}

/** The steps the card prints for the situation (none: spend nothing). */
/** The card's rule for the situation: its steps, and its index on the card (-1: none applies). */
function stepsFor(s: SpendingSituation): { steps: SpendStep[]; rule: number } {
  const card = SPENDING_INFLUENCE_CARDS.find((c) => c.situation === s.card);
  const hasInfluence = s.otherSideInfluence > 0;
  const rule =
    card?.rules.findIndex(
      (r) =>
        r.when === s.when &&
        (r.otherSideHasInfluence === undefined || r.otherSideHasInfluence === hasInfluence),
    ) ?? -1;
  return { steps: card?.rules[rule]?.steps ?? [], rule };
}

/** Carries out the card's steps; returns how much the side spends, with the draws it made. */
function carryOut(x: Ctx, drawer: VotingClass, s: SpendingSituation, steps: readonly SpendStep[]) {
  let spent = 0;
  let drawn = 0;
  let shown = 0;
  for (const step of steps) {
    const left = s.pooled - spent;
    if (step.action === 'spend-needed') spent += Math.min(left, s.needed);
    else if (step.action === 'spend-needed-minus-one') spent += Math.min(left, Math.max(0, s.needed - 1));
    else if (step.action === 'spend-all') spent += left;
    else if (step.action === 'draw' || step.action === 'draw-one-to-spend-all') {
      const wanted =
        step.draw === 'other-side-total'
          ? s.otherSideInfluence
          : step.draw === 'other-side-excess-plus-one'
            ? s.otherSideInfluence - s.needed + 1
            : 1;
      const n = Math.min(Math.max(0, wanted), left);
      const indicators = influenceIndicators(x.g, drawer, n);
      drawn += n;
      shown += indicators;
      spent += step.action === 'draw' ? Math.min(left, indicators) : indicators > 0 ? left : 0;
    }
  }
  return { spent, drawn, shown };
}

/** Takes the side's spending from its Automas, one at a time from whoever holds the most. */
function split(g: GameState, group: readonly VotingClass[], total: number): Map<VotingClass, number> {
  const out = new Map<VotingClass, number>(group.map((c) => [c, 0]));
  for (let i = 0; i < total; i++) {
    let best: VotingClass | undefined;
    for (const c of group) {
      const left = g.classes[c].influence - (out.get(c) ?? 0);
      if (left > 0 && (!best || left > g.classes[best].influence - (out.get(best) ?? 0))) best = c;
    }
    if (!best) break;
    out.set(best, (out.get(best) ?? 0) + 1);
  }
  return out;
}

/**
 * Settles what every Automa with a side spends in the vote under way (after the players' bids),
 * as bids of the vote. Returns the lines that say why, for the log after the bids are revealed:
 * the channel hears of an Automa's spending only with everyone's bids.
 */
export function spendAutomaInfluence(x: Ctx): Said[] {
  const g = x.g;
  const vote = g.vote;
  const lines: Said[] = [];
  if (!vote || !g.automa) return lines;
  const final = finalVote(g, vote);
  for (const side of ['for', 'against'] as const) {
    const group = automaSeats(g).filter((c) => vote.sides[c] === side && g.classes[c].influence > 0);
    if (group.length === 0) continue;
    let total: number;
    let why: Said;
    if (final) {
      total = group.reduce((n, c) => n + g.classes[c].influence, 0);
      why = said('automa.spendFinal');
    } else {
      const situation = spendingSituation(g, vote, side, group);
      const { steps, rule } = stepsFor(situation);
      // Draws come from the pile of the side's Automa with the most Influence.
      const drawer = [...group].sort(
        (a, b) => g.classes[b].influence - g.classes[a].influence,
      )[0] as VotingClass;
      const result = carryOut(x, drawer, situation, steps);
      total = result.spent;
      why = said('automa.spendCard', {
        situation: situation.card,
        spendingRule: `${situation.card}#${rule}`,
        draws: maybe(result.drawn > 0, 'automa.spendDraws', {
          cards: list([said('automa.aiCards', { count: result.drawn })]),
          count: result.shown,
        }),
      });
    }
    for (const [cls, n] of split(g, group, total)) vote.bids[cls as ClassId] = n;
    lines.push(
      said(side === 'for' ? 'automa.commitsFor' : 'automa.commitsAgainst', {
        count: group.length,
        automas: list(group.map((c) => said('automa.name', { automa: c }))),
        total,
        why: list([why]),
      }),
    );
  }
  return lines;
}
