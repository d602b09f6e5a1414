/**
 * Hidden information coming to light (rules-decisions AP2). An answer reveals something when, after
 * it, some seat can see something hidden that it could not see before: a card drawn from a
 * face-down pile (Action cards, Companies, Export, Business Deals, Events, Political Agendas,
 * Historical Events, Crisis Response cards, an Automa's AI cards), anything the game's random
 * numbers decide (a shuffle, cubes drawn from the bag), a Hidden Agenda shown (scored, or all of
 * them at game end), a face-down pile looked through (a search of the Company deck), or the answers
 * to a secret question (bids) shown once the last seat has answered. Undo must never go back across
 * such an answer: the information cannot be forgotten.
 *
 * Most of these are measured rather than listed: `hiddenMark` changes whenever any face-down pile
 * shrinks, the random generator moves or a Hidden Agenda is shown, whatever rule did it. What a
 * mark cannot see — a pile looked at and left as it was, a secret question's answers — the rule
 * that does it says with `revealHidden`.
 */
import type { Ctx } from './core/flow.ts';
import type { GameState, Pile } from './game-state.ts';

/**
 * What of the hidden information is already used up: the random generator's state, how many cards
 * each face-down pile still holds, the top of the Immigration deck (which cycles), and how many
 * Hidden Agendas are face up. Two marks differ exactly when something hidden was drawn, decided
 * or shown in between.
 */
export function hiddenMark(g: GameState): string {
  const d = g.decks;
  const piles: Pile[] = [...Object.values(d.actions), d.companies.capitalist, d.companies.middle, d.exports];
  piles.push(d.deals, d.events, d.agendas);
  const automaPiles = Object.values(g.automa ?? {}).map((a) => a?.pile.length ?? -1);
  const ha = g.hiddenAgendas;
  const agendasDrawn = ha ? Object.values(ha.drawn).reduce((n, ids) => n + (ids?.length ?? 0), 0) : -1;
  return [
    ...g.rng,
    ...piles.map((p) => p.draw.length),
    d.immigration.at(-1) ?? '',
    g.historicalEvents?.deck.length ?? -1,
    g.crisisResponse?.draw.length ?? -1,
    ...automaPiles,
    ha?.revealed.length ?? -1,
    agendasDrawn,
  ].join(',');
}

/** The change shows a seat something hidden that the mark cannot see (a pile looked through). */
export function revealHidden(x: Ctx) {
  x.revealed = true;
}
