import { CLASS_IDS, type ClassId, VOTING_CLASSES, type VotingClass } from '../data/common.ts';
import type { GameState } from './game-state.ts';

/** Classes in the game, in player order (Working, Middle, Capitalist, State). */
export function seatsInOrder(g: GameState): ClassId[] {
  return CLASS_IDS.filter((c) => g.options.seats[c] !== undefined);
}

export function inGame(g: GameState, cls: ClassId): boolean {
  return g.options.seats[cls] !== undefined;
}

/** Classes with Voting cubes in the game (the Middle Class's cubes in a 2-player game are neutral). */
export function votingClassesInGame(g: GameState): VotingClass[] {
  return VOTING_CLASSES.filter((c) => inGame(g, c));
}

/** The State as a player exists only in 4-player games; its Legitimacy, VP and Influence with it. */
export function statePlays(g: GameState): boolean {
  return inGame(g, 'state');
}
