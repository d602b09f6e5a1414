/**
 * openskill itself, called directly, as the reference the league's ratings are checked against:
 * each game in order, each player a team of one, `rank` their places.
 */
import { rate, rating } from 'openskill';
import { plackettLuce } from 'openskill/models';
import type { LogEntry, ResultEntry } from '../../src/league/records.ts';

export type Reference = Map<string, { mu: number; sigma: number }>;

export function openskillRatings(games: ReadonlyArray<ReadonlyArray<readonly [string, number]>>): Reference {
  const ratings: Reference = new Map();
  for (const game of games) {
    const teams = game.map(([id]) => [ratings.get(id) ?? rating()]);
    const next = rate(teams, { model: plackettLuce, rank: game.map(([, place]) => place) });
    game.forEach(([id], i) => {
      ratings.set(id, next[i]?.[0] as { mu: number; sigma: number });
    });
  }
  return ratings;
}

/** A result's players and places as openskill is given them (an Automa seat as its class's Automa). */
export const placesOf = (r: ResultEntry): Array<[string, number]> =>
  r.game.seats.map((s) => [s.userId ?? `automa:${s.cls}`, s.place]);

/**
 * The ratings of a season worked out from a results log by hand: its results, minus the voided
 * ones and those with Automa seats, in the order they were recorded.
 */
export function ratingsFromLog(log: readonly LogEntry[], season: number): Reference {
  const voided = new Set(log.flatMap((e) => (e.kind === 'void' ? [e.target] : [])));
  const results = log
    .filter((e): e is ResultEntry => e.kind === 'result' && e.season === season && !voided.has(e.id))
    .filter((r) => r.game.seats.every((s) => !s.automa))
    .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.id < b.id ? -1 : 1));
  return openskillRatings(results.map(placesOf));
}
