/**
 * Seats changing hands. The host or an admin offers a seat to a user, and it changes hands only
 * when that user takes it: nobody can put a seat (and its hand) in front of themselves or someone
 * else unasked. When it does change hands the channel says so, mentioning the previous holder, and
 * the new holder is mentioned only if the seat is being waited for.
 */
import type { ClassId } from '../data/common.ts';
import { CLASS_NAMES } from '../data/names.ts';
import type { GameRecord, SeatOffer } from '../store/types.ts';
import type { Step } from './change.ts';
import { UserError } from './errors.ts';
import { requireGame, requireHostOrAdmin } from './guards.ts';
import { waitingSeats } from './questions.ts';

export interface OfferInput {
  byUserId: string;
  isAdmin: boolean;
  seat: ClassId;
  toUserId: string;
}

function requireLive(record: GameRecord): GameRecord {
  if (record.status !== 'lobby' && record.status !== 'playing') throw new UserError('This game is over.');
  return record;
}

function seatOf(record: GameRecord, seat: ClassId) {
  const held = Object.hasOwn(record.seats, seat) ? record.seats[seat] : undefined;
  if (!held) throw new UserError(`This game has no ${CLASS_NAMES[seat]}.`, 'invalid');
  return held;
}

/** The host or an admin offers a seat; it is the user's to take. */
export function offerSeat(r: GameRecord | undefined, input: OfferInput, at: string): Step {
  const record = requireLive(requireGame(r));
  requireHostOrAdmin(record, input.byUserId, input.isAdmin, 'hand a seat to someone else');
  if (seatOf(record, input.seat).userId === input.toUserId)
    throw new UserError(`<@${input.toUserId}> already plays the ${CLASS_NAMES[input.seat]}.`);
  const offer: SeatOffer = { to: input.toUserId, by: input.byUserId, at };
  return { record: { ...record, offers: { ...record.offers, [input.seat]: offer } } };
}

/** The game a Take or Decline button was made for, still live, and its open offer of `seat`. */
function openOffer(r: GameRecord | undefined, gameId: string, seat: ClassId) {
  const record = requireLive(requireGame(r, gameId));
  const offer = record.offers && Object.hasOwn(record.offers, seat) ? record.offers[seat] : undefined;
  if (!offer) throw new UserError('That offer is no longer open.', 'stale');
  return { record, offer };
}

function withoutOffer(record: GameRecord, seat: ClassId): GameRecord['offers'] {
  const { [seat]: _taken, ...rest } = record.offers ?? {};
  return rest;
}

/** The user a seat was offered to takes it. */
export function takeSeat(
  r: GameRecord | undefined,
  gameId: string,
  seat: ClassId,
  userId: string,
  at: string,
): Step {
  const { record, offer } = openOffer(r, gameId, seat);
  if (offer.to !== userId)
    throw new UserError(
      `The ${CLASS_NAMES[seat]} is offered to <@${offer.to}>; only they can take it.`,
      'forbidden',
    );
  const held = seatOf(record, seat);
  const from = held.userId;
  const next: GameRecord = {
    ...record,
    seats: { ...record.seats, [seat]: { ...held, userId } },
    offers: withoutOffer(record, seat),
    admin: [...record.admin, { at, by: offer.by, what: 'handover', seat, from, to: userId }],
  };
  // Every other seat was already waiting: only the new holder is mentioned, and only if it is their move.
  const waiting = next.state ? waitingSeats(next.state).map((w) => w.seat) : [];
  return {
    record: next,
    announce: {
      kind: 'handover',
      events: [],
      waitingBefore: waiting.filter((s) => s !== seat),
      note: `<@${userId}> now plays the ${CLASS_NAMES[seat]}${from ? ` (was <@${from}>)` : ''}.`,
      ...(from ? { mention: [from] } : {}),
    },
  };
}

/** The user a seat was offered to declines it, or the host or an admin withdraws the offer. */
export function declineSeat(
  r: GameRecord | undefined,
  gameId: string,
  seat: ClassId,
  userId: string,
  isAdmin: boolean,
): Step {
  const { record, offer } = openOffer(r, gameId, seat);
  if (offer.to !== userId) requireHostOrAdmin(record, userId, isAdmin, 'withdraw this offer');
  return { record: { ...record, offers: withoutOffer(record, seat) } };
}
