/**
 * What the Event Action and Scoring need from an Event deck: the base game's (events/deck.ts) or
 * one a module puts in its place (Alternative Events). Types only, so the rule lists can name it.
 */
import type { Ctx } from '../core/flow.ts';
import type { GameState, Step } from '../game-state.ts';

export interface EventDeck {
  /** The card's name; undefined when the card is not of this deck. */
  name(instance: string): string | undefined;
  /** What the card asks, in full (a menu shows it under the card's name). */
  text(instance: string): string | undefined;
  /** Whether the State can deal with this Event now. */
  doable(g: GameState, instance: string): boolean;
  /**
   * The State deals with the Event (already taken off the board): `times` = how often its task is
   * done (Immediate Response: twice); `batch` groups what it provides (economy/provide.ts).
   */
  resolve(x: Ctx, instance: string, times: number, batch: string): void;
  /** An Event still on the board at Scoring: its No Action penalty (questions to queue, if any). */
  penalty(x: Ctx, instance: string): Step[];
}
