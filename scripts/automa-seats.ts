/**
 * Automa seats for the simulator: which classes an Automa plays (`--automa working,capitalist`,
 * `--mode simple|advanced`), its driver answering their questions, and the figures the JSON line
 * reports: Automa turns, turns where Political Pressure was all it could do, games an Automa won.
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

export function automaTally(seats: GameOptions['seats']) {
  let turns = 0;
  let pressure = 0;
  let wins = 0;
  const isAutoma = (cls: ClassId) => seats[cls]?.kind === 'automa';
  const answer = (state: GameState, q: Question): string | undefined => {
    if (!isAutoma(q.seat)) return undefined;
    const { answer: id } = automaDriver.choose(state, q);
    if (q.kind === 'automa.action') {
      turns++;
      const move = q.options.find((o) => o.id === id)?.value as AutomaMove | undefined;
      if (move === 'pressure') pressure++;
    }
    return id;
  };
  return {
    play: { seats, answer },
    gameOver(state: GameState | undefined) {
      if (state?.winners?.some(isAutoma)) wins++;
    },
    summary: () =>
      Object.values(seats).some((s) => s.kind === 'automa')
        ? { automaTurns: turns, automaPoliticalPressure: pressure, automaWins: wins }
        : {},
  };
}
