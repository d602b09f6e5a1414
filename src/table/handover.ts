/**
 * Seats changing hands. A seat is offered to a user, and it changes hands only when that user takes
 * it: nobody can put a seat (and its hand) in front of themselves or someone else unasked. Who may
 * offer, and whose consent it needs:
 *
 * - A seat held by a present player (not away with the autopilot) changes hands only with that
 *   player's consent: they offer it themselves, or agree to the host's offer (**Agree**). A server
 *   admin may move it without consent, and the channel is then told so, mentioning the player.
 * - Nobody holds two seats of one game: a seat is never offered to, or taken by, someone who already
 *   plays another seat of it, so its secrets (hand, Hidden Agenda) are never shown to a rival.
 * - In a league game only the league's organisers give a seat, and only to a league member: the
 *   result must say who played which part (docs/leagues.md).
 *
 * When a seat changes hands the channel says so, mentioning the previous holder; the new holder is
 * mentioned only if the seat is being waited for.
 */
import type { ClassId } from '../data/common.ts';
import { maybe, said } from '../engine/index.ts';
import type { GameRecord, SeatOffer } from '../store/types.ts';
import type { Step } from './change.ts';
import { refused } from './errors.ts';
import { requireGame, requireHostOrAdmin } from './guards.ts';
import { seatsOf, waitingSeats } from './questions.ts';

export interface OfferInput {
  byUserId: string;
  isAdmin: boolean;
  seat: ClassId;
  toUserId: string;
  /** For a league game: whether the one offering organises the league, and the user offered is a member. */
  league?: { organiser: boolean; member: boolean };
}

function requireLive(record: GameRecord): GameRecord {
  if (record.status !== 'lobby' && record.status !== 'playing') throw refused('game.over');
  return record;
}

function seatOf(record: GameRecord, seat: ClassId) {
  const held = Object.hasOwn(record.seats, seat) ? record.seats[seat] : undefined;
  if (!held) throw refused('game.noSeat', { class: seat }, 'invalid');
  return held;
}

/** The player holding the seat now and present (not away with the autopilot), if any. */
export function presentHolder(record: GameRecord, seat: ClassId): string | null {
  const holder = record.seats[seat]?.userId ?? null;
  if (!holder || record.clock?.away.includes(seat)) return null;
  return holder;
}

/** The user may not hold this seat as well as another of the same game. */
function requireNoOtherSeat(record: GameRecord, seat: ClassId, userId: string, who: 'you' | 'they') {
  const other = seatsOf(record, userId).find((s) => s !== seat);
  if (!other) return;
  throw who === 'you'
    ? refused('answer.youTwoSeats', { class: other }, 'forbidden')
    : refused('answer.theyTwoSeats', { user: userId, class: other }, 'forbidden');
}

/** Who may offer the seat; returns whether the holder's consent is asked or set aside by an admin. */
function consentFor(record: GameRecord, input: OfferInput): SeatOffer['consent'] {
  const holder = presentHolder(record, input.seat);
  if (record.league) {
    if (!input.league?.organiser) throw refused('handover.leagueOrganisers', undefined, 'forbidden');
    if (!input.league.member) throw refused('handover.notMember', { user: input.toUserId }, 'forbidden');
  } else if (holder !== input.byUserId) {
    requireHostOrAdmin(record, input.byUserId, input.isAdmin, 'handSeat');
  }
  if (!holder || holder === input.byUserId) return undefined;
  return input.isAdmin || record.league ? 'overridden' : 'asked';
}

/** A seat is offered; it is the user's to take (and, for a present player's seat, theirs to agree to). */
export function offerSeat(r: GameRecord | undefined, input: OfferInput, at: string): Step {
  const record = requireLive(requireGame(r));
  const held = seatOf(record, input.seat);
  if (held.userId === input.toUserId)
    throw refused('handover.alreadyPlays', { user: input.toUserId, class: input.seat });
  if (held.kind === 'automa') throw refused('handover.automa', { class: input.seat });
  requireNoOtherSeat(record, input.seat, input.toUserId, input.toUserId === input.byUserId ? 'you' : 'they');
  const consent = consentFor(record, input);
  const offer: SeatOffer = {
    to: input.toUserId,
    by: input.byUserId,
    at,
    from: held.userId,
    ...(consent ? { consent } : {}),
  };
  return { record: { ...record, offers: { ...record.offers, [input.seat]: offer } } };
}

/** The game a Take, Agree or Decline button was made for, still live, and its open offer of `seat`. */
function openOffer(r: GameRecord | undefined, gameId: string, seat: ClassId) {
  const record = requireLive(requireGame(r, gameId));
  const offer = record.offers && Object.hasOwn(record.offers, seat) ? record.offers[seat] : undefined;
  if (!offer) throw refused('handover.closed', undefined, 'stale');
  // The seat changed hands since (taken back from the autopilot, or given otherwise): a new offer is needed.
  if (offer.from !== undefined && record.seats[seat]?.userId !== offer.from)
    throw refused('handover.changedHands', undefined, 'stale');
  return { record, offer };
}

function withoutOffer(record: GameRecord, seat: ClassId): GameRecord['offers'] {
  const { [seat]: _taken, ...rest } = record.offers ?? {};
  return rest;
}

/** The present player agrees to hand their seat over, as the host offered. */
export function agreeToOffer(r: GameRecord | undefined, gameId: string, seat: ClassId, userId: string): Step {
  const { record, offer } = openOffer(r, gameId, seat);
  const holder = record.seats[seat]?.userId;
  if (holder !== userId)
    throw refused('handover.onlyHolder', { user: holder ?? '', class: seat }, 'forbidden');
  if (offer.consent !== 'asked') throw refused('handover.notNeeded');
  return {
    record: { ...record, offers: { ...record.offers, [seat]: { ...offer, consent: 'given' as const } } },
  };
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
  if (offer.to !== userId) throw refused('handover.offeredTo', { class: seat, user: offer.to }, 'forbidden');
  const held = seatOf(record, seat);
  const from = held.userId;
  if (offer.consent === 'asked' && presentHolder(record, seat) === from)
    throw refused('handover.notAgreed', { user: from ?? '', class: seat }, 'forbidden');
  requireNoOtherSeat(record, seat, userId, 'you');
  const next: GameRecord = {
    ...record,
    seats: { ...record.seats, [seat]: { ...held, userId } },
    offers: withoutOffer(record, seat),
    admin: [...record.admin, { at, by: offer.by, what: 'handover', seat, from, to: userId }],
  };
  // Every other seat was already waiting: only the new holder is mentioned, and only if it is their move.
  const waiting = next.state ? waitingSeats(next.state).map((w) => w.seat) : [];
  const why = maybe(
    offer.consent === 'overridden',
    record.league ? 'note.overriddenLeague' : 'note.overriddenAdmin',
    {
      by: offer.by,
      from: from ?? '',
    },
  );
  return {
    record: next,
    announce: {
      kind: 'handover',
      events: [],
      waitingBefore: waiting.filter((s) => s !== seat),
      note: [
        said(from ? 'note.handedFrom' : 'note.handed', { user: userId, class: seat, from: from ?? '', why }),
      ],
      ...(from ? { mention: [from] } : {}),
    },
  };
}

/** The user offered a seat declines it; its holder refuses to hand it over; or the host or an admin withdraws it. */
export function declineSeat(
  r: GameRecord | undefined,
  gameId: string,
  seat: ClassId,
  userId: string,
  isAdmin: boolean,
): Step {
  const { record, offer } = openOffer(r, gameId, seat);
  const refusingHolder = offer.consent === 'asked' && record.seats[seat]?.userId === userId;
  if (offer.to !== userId && offer.by !== userId && !refusingHolder)
    requireHostOrAdmin(record, userId, isAdmin, 'withdrawOffer');
  return { record: { ...record, offers: withoutOffer(record, seat) } };
}
