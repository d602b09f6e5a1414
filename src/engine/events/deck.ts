/**
 * The Event deck of a game: the base game's 25 Events (components reference §2.13), or the deck a
 * module puts in their place (Alternative Events). The Event Action, the cards that look at the
 * top Events and Scoring ask `eventDeckOf(g)`, so the switch is here alone.
 */
import type { VotingClass } from '../../data/common.ts';
import { type Choice, pair, votingClassChoice } from '../core/choices.ts';
import { type Ctx, classList, log, question, said } from '../core/flow.ts';
import { memo } from '../core/memo.ts';
import type { GameState, Step } from '../game-state.ts';
import { changeLegitimacy } from '../politics/legitimacy.ts';
import { rulesOf } from '../ruleset.ts';
import type { EventDeck } from './event-deck.ts';
import { canTask, eventCardOf, eventSpec, startTask } from './tasks.ts';

export const BASE_EVENT_DECK: EventDeck = {
  name: (instance) => eventCardOf(instance)?.name,
  text: (instance) => eventCardOf(instance)?.text,
  doable(g, instance) {
    const card = eventCardOf(instance);
    return !!card && canTask(g, eventSpec(card));
  },
  resolve(x, instance, times, batch) {
    const card = eventCardOf(instance);
    if (card) startTask(x, eventSpec(card), { kind: 'event', event: instance, remaining: times - 1, batch });
  },
  penalty(x, instance) {
    const card = eventCardOf(instance);
    if (!card) return [];
    log(x, 'event.notDealt', { event: card.id });
    if (card.penalty.classes === 'any-two')
      return [anyTwoPenalty({ seat: 'state', event: card.name, card: card.id })];
    for (const cls of card.penalty.classes) changeLegitimacy(x, cls, card.penalty.delta);
    return [];
  },
};

/** The game's Event deck: a module's in its place, or the base game's. */
export function eventDeckOf(g: GameState): EventDeck {
  return rulesOf(g).replaced.events ?? BASE_EVENT_DECK;
}

export function eventName(g: GameState, instance: string): string {
  return eventDeckOf(g).name(instance) ?? instance;
}

/** Whether the State can deal with this Event now (worked out once per question). */
export function doableEvent(g: GameState, instance: string): boolean {
  return memo(g, `doable:${instance}`, () => eventDeckOf(g).doable(g, instance));
}

/** Two classes, written `working+middle`. */
type ClassPair = [VotingClass, VotingClass];
const classPair = pair(votingClassChoice, '+', votingClassChoice);

/** "Any two" penalties: the State picks which two classes lose 1 Legitimacy. */
export const anyTwoPenalty = question<{ seat: 'state'; event: string; card?: string }, ClassPair>(
  'scoring.penalty',
  {
    choice: classPair,
    ask(_x, s) {
      const pairs: ClassPair[] = [
        ['working', 'middle'],
        ['working', 'capitalist'],
        ['middle', 'capitalist'],
      ];
      const options: Array<Choice<ClassPair>> = pairs.map((two) => ({
        value: two,
        said: said('option.loseOne', { classes: classList(two, 'andEach') }),
      }));
      return {
        seat: s.seat,
        kind: 'scoring.penalty',
        said: said('ask.anyTwo', { event: s.card ?? s.event }),
        options,
      };
    },
    answer(x, _s, classes) {
      for (const cls of classes) changeLegitimacy(x, cls, -1);
    },
  },
);

/** Every Event still on the board applies its penalty; the cards go to the discard pile. */
export function eventPenalties(x: Ctx): Step[] {
  const g = x.g;
  const deck = eventDeckOf(g);
  const steps = g.classes.state.events.flatMap((id) => deck.penalty(x, id));
  g.decks.events.discard.push(...g.classes.state.events);
  g.classes.state.events = [];
  return steps;
}
