/**
 * Ratings with the openskill package (Plackett–Luce): every player starts at μ 25, σ 25/3, and each
 * rated game moves the ratings of those who played it, given their places (1 best; players whose tie
 * stood share a place). The shown rating is conservative: μ − 3σ, which starts at 0 (and can go below it after early losses) and rises as
 * the system grows sure of a player (σ shrinks with every game) and as they do well.
 *
 * Ratings are never stored: they are recomputed from the results, in order, every time, so a void
 * or a correction gives the same numbers as if the game had never been (or had always been) so.
 */
import { ordinal, rate, rating } from 'openskill';
import { plackettLuce } from 'openskill/models';

/** One rated game: each player once, with their place. */
export interface RatedGame {
  players: ReadonlyArray<{ userId: string; place: number }>;
}

export interface PlayerRating {
  mu: number;
  sigma: number;
  /** μ − 3σ: what standings show and sort by. */
  ordinal: number;
  games: number;
}

/** The settings the league rates with (openskill's defaults, named so that the tests use the same). */
export const RATING_OPTIONS = { model: plackettLuce } as const;

/** The ratings after `games`, played in this order. */
export function rateGames(games: readonly RatedGame[]): Map<string, PlayerRating> {
  const ratings = new Map<string, PlayerRating>();
  const current = (userId: string) => {
    let r = ratings.get(userId);
    if (!r) {
      const fresh = rating();
      r = { mu: fresh.mu, sigma: fresh.sigma, ordinal: ordinal(fresh), games: 0 };
      ratings.set(userId, r);
    }
    return r;
  };
  for (const game of games) {
    if (game.players.length < 2) continue;
    const teams = game.players.map((p) => {
      const { mu, sigma } = current(p.userId);
      return [{ mu, sigma }];
    });
    const rated = rate(teams, { ...RATING_OPTIONS, rank: game.players.map((p) => p.place) });
    game.players.forEach((p, i) => {
      const next = rated[i]?.[0];
      if (!next) return;
      const r = current(p.userId);
      r.mu = next.mu;
      r.sigma = next.sigma;
      r.ordinal = ordinal(next);
      r.games += 1;
    });
  }
  return ratings;
}
