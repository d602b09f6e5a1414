/**
 * A season's standings, worked out from the results log alone: which results count (this season's,
 * not voided, in before the season ended, and — unless the league rates them — without Automa
 * seats), in the order they came in; then each player's rating, games, wins, average place and
 * record per class.
 */
import { CLASS_IDS, type ClassId } from '../data/common.ts';
import { type PlayerRating, type RatedGame, rateGames } from './ratings.ts';
import type { League, LogEntry, ResultEntry, Season } from './records.ts';

export interface StandingRow {
  userId: string;
  name: string;
  rating: PlayerRating;
  games: number;
  wins: number;
  /** Mean final place (1 best). */
  averagePlace: number;
  byClass: Record<ClassId, { games: number; wins: number }>;
}

/** The results that are not voided, oldest first (by when they were recorded, then by id). */
export function liveResults(entries: readonly LogEntry[]): ResultEntry[] {
  const voided = new Set(entries.flatMap((e) => (e.kind === 'void' ? [e.target] : [])));
  return entries
    .filter((e): e is ResultEntry => e.kind === 'result' && !voided.has(e.id))
    .sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id));
}

export const hasAutoma = (r: ResultEntry) => r.game.seats.some((s) => s.automa);

/** The results that count for a season's ratings, in order. */
export function countedResults(league: League, season: Season, entries: readonly LogEntry[]): ResultEntry[] {
  return liveResults(entries).filter(
    (r) =>
      r.season === season.n &&
      (season.endedAt === undefined || r.at <= season.endedAt) &&
      (league.settings.rateAutomaGames || !hasAutoma(r)),
  );
}

/** An Automa seat is rated as a player of its own per class (never shown in the standings). */
const AUTOMA = 'automa:';

/**
 * The players of a result as rated: each person once, at their best place (a person may have held
 * two seats after a handover), and each Automa seat as its class's Automa.
 */
export function ratedGame(result: ResultEntry): RatedGame {
  const best = new Map<string, number>();
  for (const s of result.game.seats) {
    const id = s.automa ? `${AUTOMA}${s.cls}` : s.userId;
    if (id) best.set(id, Math.min(best.get(id) ?? s.place, s.place));
  }
  return { players: [...best].map(([userId, place]) => ({ userId, place })) };
}

const noClasses = () =>
  Object.fromEntries(CLASS_IDS.map((c) => [c, { games: 0, wins: 0 }])) as StandingRow['byClass'];

/** The standings of a season, best first: by rating (μ − 3σ), then games played, then name. */
export function standings(league: League, season: Season, entries: readonly LogEntry[]): StandingRow[] {
  const results = countedResults(league, season, entries);
  const ratings = rateGames(results.map(ratedGame));
  const rows = new Map<string, StandingRow>();
  for (const [userId, rating] of ratings) {
    if (userId.startsWith(AUTOMA)) continue;
    rows.set(userId, {
      userId,
      // Every player of a result is a member (league games and reports take only members); a
      // result from before that rule names its player plainly, never by a number.
      name: league.members[userId]?.name ?? 'a player not in the league',
      rating,
      games: 0,
      wins: 0,
      averagePlace: 0,
      byClass: noClasses(),
    });
  }
  for (const result of results) {
    for (const { userId, place } of ratedGame(result).players) {
      const row = rows.get(userId);
      if (!row) continue;
      row.averagePlace = (row.averagePlace * row.games + place) / (row.games + 1);
      row.games += 1;
      if (place === 1) row.wins += 1;
    }
    for (const seat of result.game.seats) {
      const row = seat.userId ? rows.get(seat.userId) : undefined;
      if (!row) continue;
      row.byClass[seat.cls].games += 1;
      if (seat.place === 1) row.byClass[seat.cls].wins += 1;
    }
  }
  return [...rows.values()].sort(
    (a, b) =>
      b.rating.ordinal - a.rating.ordinal ||
      b.games - a.games ||
      a.name.localeCompare(b.name) ||
      a.userId.localeCompare(b.userId),
  );
}
