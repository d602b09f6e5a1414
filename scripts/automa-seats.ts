/**
 * Automa seats for the simulator: which classes an Automa plays (`--automa working,capitalist`,
 * `--mode simple|advanced`), its driver answering their questions, and the figures the JSON line
 * reports: Automa turns, turns where Political Pressure was all it could do, games an Automa won;
 * per Automa seat its wins, Bills and Political Pressure per game; the games the Capitalist Automa
 * ends with Loans (and of those, holding at least 100 in Capital and Revenue).
 */
import { automaDriver } from '../src/automa/index.ts';
import { type ClassId, VOTING_CLASSES, type VotingClass } from '../src/data/common.ts';
import { ROLES_BY_PLAYER_COUNT } from '../src/data/setup-tables.ts';
import {
  type AutomaMove,
  defaultOptions,
  type GameOptions,
  type GameState,
  type Question,
} from '../src/engine/index.ts';

/** The seats of the game, or null when a class named is not an Automa class of this player count. */
export function automaSeats(
  players: 2 | 3 | 4,
  list: string,
  mode: string,
): { seats: GameOptions['seats']; automas: VotingClass[] } | null {
  if (mode !== 'simple' && mode !== 'advanced') return null;
  const names = list.split(',').filter(Boolean);
  const roles = ROLES_BY_PLAYER_COUNT[players] as readonly ClassId[];
  if (names.some((n) => !(VOTING_CLASSES as readonly string[]).includes(n) || !roles.includes(n as ClassId)))
    return null;
  const seats = defaultOptions(players).seats;
  for (const cls of names) seats[cls as VotingClass] = { kind: 'automa', mode };
  return { seats, automas: names as VotingClass[] };
}

/** Per Automa seat: the games it won, its Bills and its turns of Political Pressure. */
interface SeatFigures {
  wins: number;
  bills: number;
  pressure: number;
}

export function automaTally(seats: GameOptions['seats']) {
  let turns = 0;
  let pressure = 0;
  let wins = 0;
  let games = 0;
  let capitalistLoans = 0;
  let capitalistLoansWithMoney = 0;
  let mostCapitalistLoans = 0;
  const isAutoma = (cls: ClassId) => seats[cls]?.kind === 'automa';
  const bySeat = new Map<ClassId, SeatFigures>();
  const figures = (cls: ClassId) => {
    const f = bySeat.get(cls) ?? { wins: 0, bills: 0, pressure: 0 };
    bySeat.set(cls, f);
    return f;
  };
  for (const cls of VOTING_CLASSES) if (isAutoma(cls)) figures(cls);
  const answer = (state: GameState, q: Question): string | undefined => {
    if (!isAutoma(q.seat)) return undefined;
    const { answer: id } = automaDriver.choose(state, q);
    const value = q.options.find((o) => o.id === id)?.value;
    if (q.kind === 'automa.action') {
      turns++;
      if ((value as AutomaMove | undefined) === 'pressure') {
        pressure++;
        figures(q.seat).pressure++;
      }
    }
    if (q.kind === 'bill.propose' && value !== 'none') figures(q.seat).bills++;
    return id;
  };
  const perGame = (n: number) => Number((n / Math.max(1, games)).toFixed(2));
  return {
    play: { seats, answer },
    gameOver(state: GameState | undefined) {
      games++;
      if (state?.winners?.some(isAutoma)) wins++;
      for (const cls of state?.winners ?? []) if (isAutoma(cls)) figures(cls).wins++;
      const cc = state?.classes.capitalist;
      if (cc && isAutoma('capitalist') && cc.loans > 0) {
        capitalistLoans++;
        if (cc.capital + cc.revenue >= 100) capitalistLoansWithMoney++;
        mostCapitalistLoans = Math.max(mostCapitalistLoans, cc.loans);
      }
    },
    summary: () =>
      Object.values(seats).some((s) => s.kind === 'automa')
        ? {
            automaTurns: turns,
            automaPoliticalPressure: pressure,
            automaWins: wins,
            // Per Automa seat: games won (a shared win counts for each), Bills proposed and turns of
            // Political Pressure per game.
            automaSeats: Object.fromEntries(
              [...bySeat].map(([cls, f]) => [
                cls,
                { wins: f.wins, billsPerGame: perGame(f.bills), pressurePerGame: perGame(f.pressure) },
              ]),
            ),
            ...(isAutoma('capitalist')
              ? {
                  capitalistGamesEndingWithLoans: capitalistLoans,
                  capitalistWithLoansAndAtLeast100: capitalistLoansWithMoney,
                  capitalistMostLoans: mostCapitalistLoans,
                }
              : {}),
          }
        : {},
  };
}
