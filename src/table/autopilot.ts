/**
 * The autopilot: who answers for a seat whose player let a deadline pass, or is away. It is a seat
 * driver like any other (seat-drivers.ts) and holds no rule: it picks among the options the engine
 * offers, by their values and hints.
 *
 * The seam: `Autopilots` gives the driver for a seat. An Automa's decision procedure, where one
 * exists for the class, plugs in there (the composition root passes it to the bot); every seat
 * without one gets SIMPLE_AUTOPILOT, whose policy is documented in docs/async-play.md:
 * - a secret bid: spend nothing (0 Influence);
 * - a side in an election: against (the Policy stays as it is);
 * - otherwise the way out when one is offered (end the turn, skip, done, keep: the options the
 *   engine marks `quiet`), else the first option in the engine's order (on a turn, the first
 *   Action card in hand: a turn cannot be passed while a card can be played or discarded).
 */
import type { ClassId } from '../data/common.ts';
import { type GameState, type Option, type Question, said } from '../engine/index.ts';
import type { GameRecord } from '../store/types.ts';
import { coverKey } from './clock.ts';
import { optionSaid, type SeatDriver, type SeatDrivers } from './seat-drivers.ts';

/** The autopilot of a seat in a game (an Automa's, where one exists for that class). */
export type Autopilots = (record: GameRecord, seat: ClassId) => SeatDriver | undefined;

function pick(question: Question): Option {
  const options = question.options;
  if (question.kind === 'vote.bid' || question.secret) {
    const nothing = options.find((o) => o.value === 0);
    if (nothing) return nothing;
  }
  if (question.kind === 'vote.side') {
    const against = options.find((o) => o.value === 'against');
    if (against) return against;
  }
  return options.find((o) => o.tone === 'quiet') ?? (options[0] as Option);
}

export const SIMPLE_AUTOPILOT: SeatDriver = {
  name: 'autopilot',
  choose: (_state, question) => {
    const option = pick(question);
    return { answer: option.id, why: said('driver.autopilot', { option: optionSaid(question, option.id) }) };
  },
};

/** The seat's autopilot: the given one when it has a driver for the seat, else the simple policy. */
export function autopilotOf(
  autopilots: Autopilots | undefined,
  record: GameRecord,
  seat: ClassId,
): SeatDriver {
  return autopilots?.(record, seat) ?? SIMPLE_AUTOPILOT;
}

/** Whether the autopilot covers the seat now, after a deadline its player missed. */
export function covered(record: GameRecord, seat: ClassId, state: GameState): boolean {
  const key = record.clock?.covering?.[seat];
  return key !== undefined && key === coverKey(state);
}

/** Seats whose player missed a deadline are played by their autopilot until the stretch is over. */
export function coverPilots(autopilots: Autopilots | undefined): SeatDrivers {
  return (record, seat, state) =>
    covered(record, seat, state) ? autopilotOf(autopilots, record, seat) : undefined;
}

/** Seats whose player is away (too many missed deadlines) are played by their autopilot at once. */
export function awayPilots(autopilots: Autopilots | undefined): SeatDrivers {
  return (record, seat) =>
    record.clock?.away.includes(seat) ? autopilotOf(autopilots, record, seat) : undefined;
}
