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
import type { GameState } from './game-state.ts';

/**
 * What of the hidden information is already used up: the random generator's state, how many cards
 * each face-down pile still holds, the top of the Immigration deck (which cycles), and how many
 * Hidden Agendas are drawn and face up. Two marks differ exactly when something hidden was drawn,
 * decided or shown in between (`sameMark`). Taken twice per answer, so it is a flat list of
 * numbers (and the one card id) read straight from the state.
 */
export type HiddenMark = Array<number | string>;

export function hiddenMark(g: GameState): HiddenMark {
  const d = g.decks;
  const rng = g.rng;
  const a = d.actions;
  // One literal for the parts every game has (pushes onto a short array grow it again and again),
  // each class named rather than walked with for…in (a quarter of the mark's time went to the walk).
  const mark: HiddenMark = [
    rng[0],
    rng[1],
    rng[2],
    rng[3],
    a.working?.draw.length ?? -1,
    a.middle?.draw.length ?? -1,
    a.capitalist?.draw.length ?? -1,
    a.state?.draw.length ?? -1,
    d.companies.capitalist.draw.length,
    d.companies.middle.draw.length,
    d.exports.draw.length,
    d.deals.draw.length,
    d.events.draw.length,
    d.agendas.draw.length,
    d.immigration[d.immigration.length - 1] ?? '',
    g.historicalEvents?.deck.length ?? -1,
    g.crisisResponse?.draw.length ?? -1,
  ];
  const automa = g.automa;
  if (automa) for (const cls in automa) mark.push(automa[cls as keyof typeof automa]?.pile.length ?? -1);
  const ha = g.hiddenAgendas;
  if (ha) {
    let drawn = 0;
    for (const cls in ha.drawn) drawn += ha.drawn[cls as keyof typeof ha.drawn]?.length ?? 0;
    mark.push(ha.revealed.length, drawn);
  }
  return mark;
}

/** Whether nothing hidden came to light between two marks of one game. */
export function sameMark(a: HiddenMark, b: HiddenMark): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The change shows a seat something hidden that the mark cannot see (a pile looked through). */
export function revealHidden(x: Ctx) {
  x.revealed = true;
}
