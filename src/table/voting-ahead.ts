/**
 * Voting ahead. Sides are still taken in player order, one election after the other (Bills and
 * Elections), but a player asked for a side in the Elections phase may state their side on every
 * Bill of the phase at once; the table then gives that standing answer when the engine asks, and
 * the vote runs on without waiting for them (rules-decisions AP5). Only sides: secret Influence is
 * still bid election by election, once the cubes are drawn.
 */
import type { ClassId } from '../data/common.ts';
import type { GameState, Question } from '../engine/index.ts';
import type { GameRecord } from '../store/types.ts';
import type { Step } from './change.ts';
import { refused } from './errors.ts';
import { requireGame, requirePlaying, requireSeatOwner } from './guards.ts';
import { questionFor } from './questions.ts';
import type { SeatDriver, SeatDrivers } from './seat-drivers.ts';

export type Side = 'for' | 'against';

/** A Bill of the current Elections on which the seat may state its side ahead. */
export interface AheadBill {
  policy: number;
  /** The Bill's owner (who is in favour anyway). */
  owner: ClassId;
  section: string;
  /** The side already stated, if any. */
  side?: Side;
}

/** Is the seat's question a side in a regular election of the Elections phase? */
function electionSide(state: GameState, question: Question | undefined): boolean {
  return question?.kind === 'vote.side' && state.phase === 'elections' && state.vote?.immediate === false;
}

/**
 * The Bills still to be voted on in this Elections phase after the current one, whose side the
 * seat may state now (it answers the current one as usual); empty when the seat is not being
 * asked for a side in the Elections phase.
 */
export function aheadBills(record: GameRecord, seat: ClassId): AheadBill[] {
  const state = record.state;
  if (!state || !electionSide(state, questionFor(state, seat))) return [];
  const stated = standingOf(record, seat, state);
  return Object.entries(state.bills)
    .flatMap(([policy, bill]) => (bill ? [{ policy: Number(policy), bill }] : []))
    .filter(({ policy, bill }) => bill.owner !== seat && policy !== state.vote?.policy)
    .sort((a, b) => a.policy - b.policy)
    .map(({ policy, bill }) => ({
      policy,
      owner: bill.owner,
      section: bill.section,
      ...(stated?.[policy] ? { side: stated[policy] } : {}),
    }));
}

function standingOf(record: GameRecord, seat: ClassId, state: GameState) {
  const ahead = record.ahead?.[seat];
  return ahead && ahead.round === state.round ? ahead.sides : undefined;
}

/** The side stated ahead for the election the seat is asked about now, as a seat driver. */
export const STANDING_SIDES: SeatDrivers = (record, seat, state) => {
  if (!electionSide(state, questionFor(state, seat)) || !state.vote) return undefined;
  const side = standingOf(record, seat, state)?.[state.vote.policy];
  return side ? standingDriver(side) : undefined;
};

function standingDriver(side: Side): SeatDriver {
  return {
    name: 'side stated ahead',
    choose: (_state, question) => {
      const option = question.options.find((o) => o.value === side);
      if (!option) throw new Error('a side question without that side');
      return { answer: option.id };
    },
  };
}

/** Records the seat's side on a later Bill of this Elections phase. */
export function stateSide(
  r: GameRecord | undefined,
  input: { gameId: string; seat: ClassId; userId: string; policy: number; side: Side },
): Step {
  const record = requirePlaying(requireGame(r, input.gameId));
  requireSeatOwner(record, input.seat, input.userId);
  const bills = aheadBills(record, input.seat);
  if (bills.length === 0) throw refused('answer.aheadNotAsked', undefined, 'stale');
  if (!bills.some((b) => b.policy === input.policy))
    throw refused('answer.aheadNoBill', { n: input.policy, class: input.seat }, 'invalid');
  const state = record.state as GameState;
  const sides = { ...standingOf(record, input.seat, state), [input.policy]: input.side };
  return { record: { ...record, ahead: { ...record.ahead, [input.seat]: { round: state.round, sides } } } };
}
