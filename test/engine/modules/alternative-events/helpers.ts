/**
 * A 4-player game with Alternative Events at the State's turn, chosen Events on the board, and
 * Benefit cards in classes' hands. Starting figures as in test/engine/events/events.test.ts:
 * Treasury 120; Public Services 6 Health, 6 Education, 4 Media Influence; the State has 1 Influence
 * and no goods; Legitimacy 2 / 2 / 2; Storages: Middle Class Food 1 and Health 1, Capitalist Food
 * 1, Luxury 2, Education 2; the Foreign Market sells the State Food at 10.
 */
import type { VotingClass } from '../../../../src/data/common.ts';
import type { GameState } from '../../../../src/engine/game-state.ts';
import { eventAction, stateTurn } from '../../cards/state-class/helpers.ts';
import { run, step } from '../../helpers.ts';

export const inst = (event: string) => `alt-event.${event}#1`;

/** Takes a card out of every pile, so it can be put somewhere else. */
function takeOut(g: GameState, instance: string) {
  const d = g.decks.events;
  d.draw = d.draw.filter((e) => e !== instance);
  d.discard = d.discard.filter((e) => e !== instance);
  g.classes.state.events = g.classes.state.events.filter((e) => e !== instance);
  const alt = g.alternativeEvents;
  if (alt)
    for (const cls of Object.keys(alt.kept) as VotingClass[])
      alt.kept[cls] = alt.kept[cls]?.filter((e) => e !== instance);
}

/** The State's turn with exactly these Events on the board (the others go back to the draw pile). */
export function altTurn(
  events: string[],
  prepare?: (g: GameState) => void,
  cards = ['state.geopolitical-support'],
): GameState {
  return stateTurn(
    cards,
    (g) => {
      g.decks.events.draw.unshift(...g.classes.state.events);
      g.classes.state.events = [];
      for (const e of events) takeOut(g, inst(e));
      g.classes.state.events = events.map(inst);
      prepare?.(g);
    },
    { alternativeEvents: true },
  );
}

/** The Event Action on this Alternative Event, then the answers in order. */
export function resolve(g: GameState, event: string, ...answers: string[]): string[] {
  return eventAction(g, `alt-event.${event}`, ...answers);
}

/** A class holds this card for its Benefit. */
export function hold(g: GameState, cls: VotingClass, event: string) {
  takeOut(g, inst(event));
  const alt = g.alternativeEvents as NonNullable<GameState['alternativeEvents']>;
  alt.kept[cls] = [...(alt.kept[cls] ?? []), inst(event)];
}

/** The holder is offered the card's Benefit now; returns the log. */
export function offerBenefit(g: GameState, cls: VotingClass, event: string): string[] {
  return run(g, step('alt.benefit', { seat: cls, event: inst(event) }));
}
