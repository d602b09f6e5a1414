/**
 * "Why can't I?": for a seat, every card of its hand and every action of its class that its turn
 * menu does not offer now, each with the reasons its own check gives (core/why.ts). Worked out
 * only when a player asks; the turn menu and random play never come here.
 */
import type { ClassId } from '../data/common.ts';
import { cardOfInstance, sameCardBefore } from './cards/play.ts';
import { currentQuestions } from './core/flow.ts';
import { explain, type Reason } from './core/why.ts';
import type { GameState } from './game-state.ts';
import { menuOffers, type TurnChoice } from './phases/action.ts';
import { rulesOf } from './ruleset.ts';

export type { Figure, Reason, ReasonCode } from './core/why.ts';
export { REASON_CODES } from './core/why.ts';
export type { TurnChoice } from './phases/action.ts';

/** A card or an action the turn menu does not offer, and why. */
export interface NotOffered {
  choice: TurnChoice;
  /** The card's or the action's name. */
  name: string;
  reasons: Reason[];
}

/** Whether the seat is being asked its turn menu now (not another step of its turn, not another seat's). */
function menuAsked(g: GameState, seat: ClassId): boolean {
  return currentQuestions({ g, events: [] }).some((q) => q.seat === seat && q.kind === 'turn');
}

/**
 * Why the turn menu does not offer this choice to the seat now: the reasons, none when it does.
 * A card is named by an instance in the seat's hand; an action by its id (any class's).
 */
export function whyNotOffered(g: GameState, seat: ClassId, choice: TurnChoice): Reason[] {
  if (!menuAsked(g, seat)) return [{ code: 'turn.not-yours', figures: [] }];
  return explain((why) => menuOffers(g, seat, choice, why));
}

/**
 * Every distinct card in the seat's hand and every Basic and Free Action of its class that the
 * menu does not offer now, in the menu's order, each with its reasons.
 */
export function notOffered(g: GameState, seat: ClassId): NotOffered[] {
  const out: NotOffered[] = [];
  const add = (choice: TurnChoice, name: string) => {
    const reasons = whyNotOffered(g, seat, choice);
    if (reasons.length > 0) out.push({ choice, name, reasons });
  };
  const hand = g.classes[seat].hand;
  for (let i = 0; i < hand.length; i++) {
    if (sameCardBefore(hand, i)) continue;
    const card = hand[i] as string;
    add({ kind: 'play', of: card }, cardOfInstance(card)?.name ?? card);
  }
  const rules = rulesOf(g);
  for (const kind of ['basic', 'free'] as const)
    for (const a of rules.actionsOf(kind, seat)) add({ kind, of: a.id } as TurnChoice, a.name);
  return out;
}
