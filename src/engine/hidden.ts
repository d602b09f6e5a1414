/**
 * Hidden information coming to light. An answer reveals something when, after it, anyone knows
 * something nobody could know before: a card drawn from a face-down pile, anything the game's
 * random numbers decide (a shuffle, cubes drawn from the bag), or the answers to a secret question
 * (bids) shown once the last seat has answered. Undo must never go back across such an answer
 * (rules-decisions AP2): the information cannot be forgotten.
 */
import type { GameState, Pile } from './game-state.ts';

/**
 * What of the hidden information is already used up: the random generator's state, how many cards
 * each face-down pile still holds, and the top of the Immigration deck (which cycles). Two marks
 * differ exactly when something hidden was drawn or decided in between.
 */
export function hiddenMark(g: GameState): string {
  const d = g.decks;
  const piles: Pile[] = [...Object.values(d.actions), d.companies.capitalist, d.companies.middle, d.exports];
  piles.push(d.deals, d.events, d.agendas);
  return [
    ...g.rng,
    ...piles.map((p) => p.draw.length),
    d.immigration.at(-1) ?? '',
    g.historicalEvents?.deck.length ?? -1,
  ].join(',');
}
