/**
 * A game's result as the league records it: each seat with its player, class, VP and final place.
 * For a game played with the bot the places are the engine's (Game End and Scoring: most VP, then
 * the game's own tie-breaks; classes still tied share a place), read from the history summary.
 */
import type { ClassId } from '../data/common.ts';
import type { GameSummary } from '../store/history.ts';
import type { GameRecord } from '../store/types.ts';
import type { GameResult, ResultSeat } from './records.ts';

/** The result of a finished bot game. */
export function resultOfGame(summary: GameSummary, source: 'scheduled' | 'bot'): GameResult {
  if (summary.status !== 'finished') throw new Error(`game ${summary.id} did not finish`);
  return {
    gameId: summary.id,
    source,
    players: summary.players,
    modules: summary.modules,
    seats: summary.seats.map((s) => ({
      userId: s.kind === 'human' ? s.userId : null,
      cls: s.cls,
      // The AI, like an Automa, is no member of the league.
      automa: s.kind !== 'human',
      vp: s.vp,
      place: s.place ?? summary.seats.length,
    })),
    playedAt: summary.endedAt,
  };
}

/**
 * The result with, for each seat that changed hands during the game, who played which part: the
 * players who answered for it from its log, in order, with how many answers each gave (the
 * autopilot's and the Automas' answers are nobody's part).
 */
export function withParts(result: GameResult, record: Pick<GameRecord, 'actions'>): GameResult {
  const seats = result.seats.map((seat) => {
    const parts: Array<{ userId: string; answers: number }> = [];
    for (const entry of record.actions) {
      if (entry.seat !== seat.cls || !/^\d{1,20}$/.test(entry.userId)) continue;
      const last = parts.at(-1);
      if (last?.userId === entry.userId) last.answers += entry.answers.length;
      else parts.push({ userId: entry.userId, answers: entry.answers.length });
    }
    return parts.length > 1 || (parts.length === 1 && parts[0]?.userId !== seat.userId)
      ? { ...seat, parts }
      : seat;
  });
  return { ...result, seats };
}

/**
 * Places from the order the players finished in (a game played elsewhere): the order given is the
 * order after the game's tie-breaks; with `tiesStand`, players of equal VP share a place.
 */
export function placesInOrder(
  seats: ReadonlyArray<{ userId: string; cls: ClassId; vp: number | null }>,
  tiesStand: boolean,
): ResultSeat[] {
  return seats.map((s, i) => {
    let first = i;
    while (tiesStand && first > 0 && s.vp !== null && seats[first - 1]?.vp === s.vp) first--;
    return { userId: s.userId, cls: s.cls, automa: false, vp: s.vp, place: first + 1 };
  });
}
