/**
 * League ratings against openskill's own results: the same games, in the same order, given to
 * openskill's `rate` directly, give the very same μ and σ — with shared places (ties), a game
 * voided (it counts as if never played), and games with Automa seats left out or rated; and the
 * numbers openskill itself publishes for its examples, a tie among them.
 */
import { ordinal, rate, rating } from 'openskill';
import { describe, expect, it } from 'vitest';
import type { ClassId } from '../../src/data/common.ts';
import { rateGames } from '../../src/league/ratings.ts';
import { DEFAULT_SETTINGS, type League, type LogEntry, type ResultEntry } from '../../src/league/records.ts';
import { placesInOrder } from '../../src/league/results.ts';
import { standings } from '../../src/league/standings.ts';
import { openskillRatings, placesOf, type Reference } from './reference.ts';

const A = '100000000000000001';
const B = '100000000000000002';
const C = '100000000000000003';
const D = '100000000000000004';
const E = '100000000000000005';

const league = (over: Partial<League['settings']> = {}): League => ({
  format: 1,
  guildId: '900000000000000001',
  name: 'Test league',
  createdBy: A,
  createdAt: '2025-01-01T00:00:00.000Z',
  organisers: [A],
  settings: { ...DEFAULT_SETTINGS, ...over },
  members: Object.fromEntries(
    [A, B, C, D, E].map((id, i) => [id, { name: `P${i}`, joinedAt: '2025-01-01' }]),
  ),
  seasons: [{ n: 1, startedAt: '2025-01-01T00:00:00.000Z', rounds: [] }],
});

type Seat = [user: string | null, cls: ClassId, place: number];

function result(id: string, at: string, seats: Seat[]): ResultEntry {
  return {
    kind: 'result',
    id,
    season: 1,
    at,
    by: A,
    game: {
      source: 'elsewhere',
      players: seats.length,
      modules: [],
      seats: seats.map(([userId, cls, place]) => ({ userId, cls, automa: userId === null, vp: null, place })),
      playedAt: at,
    },
  };
}

const g1 = result('result-g1', '2025-01-02T10:00:00.000Z', [
  [A, 'working', 1],
  [B, 'middle', 2],
  [C, 'capitalist', 3],
  [D, 'state', 4],
]);
// B and C share second place: their tie stood.
const g2 = result('result-g2', '2025-01-03T10:00:00.000Z', [
  [C, 'working', 2],
  [B, 'capitalist', 2],
  [E, 'middle', 1],
]);
const g3 = result('result-g3', '2025-01-04T10:00:00.000Z', [
  [D, 'working', 1],
  [A, 'capitalist', 2],
]);
const g4 = result('result-g4', '2025-01-05T10:00:00.000Z', [
  [E, 'working', 3],
  [A, 'middle', 1],
  [D, 'capitalist', 1],
]);
// A game with an Automa seat (the State).
const withAutoma = result('result-g5', '2025-01-06T10:00:00.000Z', [
  [B, 'working', 2],
  [C, 'middle', 3],
  [null, 'state', 1],
]);

function expectSame(rows: ReturnType<typeof standings>, reference: Reference) {
  const people = [...reference].filter(([id]) => !id.startsWith('automa:'));
  expect(rows.map((r) => r.userId).sort()).toEqual(people.map(([id]) => id).sort());
  for (const row of rows) {
    const ref = reference.get(row.userId) as { mu: number; sigma: number };
    expect(row.rating.mu).toBe(ref.mu);
    expect(row.rating.sigma).toBe(ref.sigma);
    expect(row.rating.ordinal).toBe(ordinal(ref));
    expect(row.rating.ordinal).toBeCloseTo(ref.mu - 3 * ref.sigma, 10);
  }
}

describe('ratings (openskill, Plackett–Luce)', () => {
  it('are openskill’s own ratings for the same games, ties shared', () => {
    const lg = league();
    const log: LogEntry[] = [g1, g2, g3, g4];
    const rows = standings(lg, lg.seasons[0]!, log);
    expectSame(rows, openskillRatings([g1, g2, g3, g4].map(placesOf)));
    // Tied players are rated as tied: from equal ratings, B and C move alike in g2.
    const afterG2 = openskillRatings([g2].map(placesOf));
    expect(afterG2.get(B)).toEqual(afterG2.get(C));
    // Best first, by μ − 3σ.
    const ordinals = rows.map((r) => r.rating.ordinal);
    expect([...ordinals].sort((a, b) => b - a)).toEqual(ordinals);
  });

  it('a void recomputes the season as if the game had never been played', () => {
    const lg = league();
    const before = standings(lg, lg.seasons[0]!, [g1, g2, g3, g4]);
    const voided: LogEntry = {
      kind: 'void',
      id: 'void-result-g2',
      season: 1,
      at: '2025-01-07T10:00:00.000Z',
      by: A,
      target: 'result-g2',
    };
    const after = standings(lg, lg.seasons[0]!, [g1, g2, g3, g4, voided]);
    expectSame(after, openskillRatings([g1, g3, g4].map(placesOf)));
    expect(after).not.toEqual(before);
    // E played only the voided game and the last one.
    expect(after.find((r) => r.userId === E)?.games).toBe(1);
    // The order the log is read in does not matter: results count in the order they were recorded.
    expect(standings(lg, lg.seasons[0]!, [voided, g4, g3, g2, g1])).toEqual(after);
  });

  it('leaves games with Automa seats out by default, and rates the Automa as a player when told to', () => {
    const lg = league();
    const rows = standings(lg, lg.seasons[0]!, [g1, g2, withAutoma]);
    expectSame(rows, openskillRatings([g1, g2].map(placesOf)));
    const rated = league({ rateAutomaGames: true });
    const all = standings(rated, rated.seasons[0]!, [g1, g2, withAutoma]);
    expectSame(all, openskillRatings([g1, g2, withAutoma].map(placesOf)));
    expect(all.some((r) => r.userId.startsWith('automa:'))).toBe(false);
  });

  it('counts games, wins, average place and the record per class', () => {
    const lg = league();
    const rows = standings(lg, lg.seasons[0]!, [g1, g2, g3, g4]);
    const a = rows.find((r) => r.userId === A);
    expect(a).toMatchObject({ games: 3, wins: 2, averagePlace: (1 + 2 + 1) / 3 });
    expect(a?.byClass.working).toEqual({ games: 1, wins: 1 });
    expect(a?.byClass.capitalist).toEqual({ games: 1, wins: 0 });
    expect(a?.byClass.middle).toEqual({ games: 1, wins: 1 });
    // D shares first place in g4: a shared first place is a win.
    expect(rows.find((r) => r.userId === D)?.wins).toBe(2);
  });

  it('does not count results that came in after the season ended', () => {
    const lg = league();
    const season = { ...lg.seasons[0]!, endedAt: '2025-01-04T12:00:00.000Z' };
    expectSame(standings(lg, season, [g1, g2, g3, g4]), openskillRatings([g1, g2, g3].map(placesOf)));
  });

  it('rates players once per game at their best place, with the same numbers as openskill', () => {
    const ratings = rateGames([
      {
        players: [
          { userId: A, place: 1 },
          { userId: B, place: 1 },
        ],
      },
    ]);
    const reference = openskillRatings([
      [
        [A, 1],
        [B, 1],
      ],
    ]);
    expect(ratings.get(A)).toMatchObject(reference.get(A) as object);
    expect(ratings.get(A)?.games).toBe(1);
  });
});

describe('places of a game played elsewhere', () => {
  it('follow the order given, and equal VP share a place only when the tie stood', () => {
    const seats = [
      { userId: A, cls: 'working' as const, vp: 60 },
      { userId: B, cls: 'middle' as const, vp: 55 },
      { userId: C, cls: 'capitalist' as const, vp: 55 },
      { userId: D, cls: 'state' as const, vp: 40 },
    ];
    expect(placesInOrder(seats, false).map((s) => s.place)).toEqual([1, 2, 3, 4]);
    expect(placesInOrder(seats, true).map((s) => s.place)).toEqual([1, 2, 2, 4]);
  });
});

/**
 * The numbers openskill publishes for its own examples (node_modules/openskill/README.md, "Artificial
 * Ranking": four new players, `rank: [4, 1, 3, 2]`; and a tie given as `score: [37, 19, 37, 42]`),
 * printed there to three decimals — reached here through the league's log and standings.
 */
describe('openskill’s published results', () => {
  const fourNew = result('result-p1', '2025-01-02T10:00:00.000Z', [
    [A, 'working', 4],
    [B, 'middle', 1],
    [C, 'capitalist', 3],
    [D, 'state', 2],
  ]);
  // Final VP 37, 19, 37, 42: A and C tie for second and their tie stood.
  const tied = result('result-p2', '2025-01-03T10:00:00.000Z', [
    [A, 'working', 2],
    [B, 'middle', 4],
    [C, 'capitalist', 2],
    [D, 'state', 1],
  ]);
  const shown = (rows: ReturnType<typeof standings>) =>
    Object.fromEntries(rows.map((r) => [r.userId, [r.rating.mu, r.rating.sigma]]));
  const expectPublished = (rows: ReturnType<typeof standings>, published: Record<string, number[]>) => {
    const got = shown(rows);
    expect(Object.keys(got).sort()).toEqual(Object.keys(published).sort());
    for (const [id, [mu, sigma]] of Object.entries(published)) {
      expect(got[id]?.[0]).toBeCloseTo(mu as number, 2);
      expect(got[id]?.[1]).toBeCloseTo(sigma as number, 2);
    }
  };
  const TIE = {
    [A]: [24.689, 8.179],
    [B]: [22.826, 8.179],
    [C]: [24.689, 8.179],
    [D]: [27.795, 8.263],
  };

  it('a game of four new players', () => {
    const lg = league();
    expectPublished(standings(lg, lg.seasons[0]!, [fourNew]), {
      [A]: [20.963, 8.084],
      [B]: [27.795, 8.263],
      [C]: [24.689, 8.084],
      [D]: [26.553, 8.179],
    });
  });

  it('a tie: the tied players share a place and move alike', () => {
    const lg = league();
    expectPublished(standings(lg, lg.seasons[0]!, [tied]), TIE);
  });

  it('a void: the season is worked out again as if the voided game had never been played', () => {
    const lg = league();
    const both = standings(lg, lg.seasons[0]!, [fourNew, tied]);
    // After both games the ratings are no longer the tie's alone…
    expect(shown(both)[D]?.[0]).not.toBeCloseTo(27.795, 2);
    const voided: LogEntry = {
      kind: 'void',
      id: 'void-result-p1',
      season: 1,
      at: '2025-01-04T10:00:00.000Z',
      by: A,
      target: 'result-p1',
    };
    // …and with the first voided, they are the tie's from fresh ratings.
    expectPublished(standings(lg, lg.seasons[0]!, [fourNew, tied, voided]), TIE);
  });

  it('places from final VP give what openskill gives for the scores themselves', () => {
    // openskill given the scores (higher is better), not the places: another way into `rate`.
    const vp = [37, 19, 37, 42];
    const byScore = rate([[rating()], [rating()], [rating()], [rating()]], { score: vp });
    const lg = league();
    const rows = shown(standings(lg, lg.seasons[0]!, [tied]));
    [A, B, C, D].forEach((id, i) => {
      expect(rows[id]).toEqual([byScore[i]?.[0]?.mu, byScore[i]?.[0]?.sigma]);
    });
  });
});
