/**
 * Playing an Action card from the hand: for its effect when its requirement holds and its effect
 * can be carried out, or discarded for a Basic Action (rulebook, Action Cards).
 * Legitimacy icons apply only in 4-player games and only when the card is played for its effect;
 * fixed changes apply here, the ones that count something are applied by the effect itself.
 */

import { type ActionCard, actionCardById } from '../../data/action-cards.ts';
import type { ClassId } from '../../data/common.ts';
import { type Ctx, log } from '../core/flow.ts';
import { no, type Why } from '../core/why.ts';
import { byInstance } from '../draw.ts';
import type { GameState } from '../game-state.ts';
import { changeLegitimacy } from '../politics/legitimacy.ts';
import { effectOf } from './effects.ts';

// Each instance's card is looked up once (the turn menu asks often).
const actionCardByInstance = byInstance(actionCardById);

export function cardOfInstance(instance: string): ActionCard | undefined {
  return actionCardByInstance(instance);
}

/** The card's Policy requirement (rulebook, Action Cards: "only if the Policy is in section …"). */
export function requirementMet(g: GameState, card: ActionCard, why?: Why): boolean {
  for (const r of card.requirement)
    if (!r.sections.includes(g.policies[r.policy]))
      return why !== undefined && no(why, 'card.policy', r.policy, r.sections.join(''), g.policies[r.policy]);
  return true;
}

/** Whether the card can be played for its effect now; `why`: core/why.ts. */
export function isPlayable(g: GameState, cls: ClassId, instance: string, why?: Why): boolean {
  const card = cardOfInstance(instance);
  if (!card) return no(why, 'turn.not-in-hand');
  return cardPlayable(g, cls, card, why);
}

function cardPlayable(g: GameState, cls: ClassId, card: ActionCard, why?: Why): boolean {
  if (!requirementMet(g, card, why)) return false;
  const effect = effectOf(g, card.effect);
  if (!effect) return no(why, 'card.no-effect');
  return effect.can(g, cls, card.params, why);
}

/** Cards in the hand that can be played for their effect now (one entry per distinct card). */
export function playableCards(g: GameState, cls: ClassId): string[] {
  const hand = g.classes[cls].hand;
  const out: string[] = [];
  // Each card looked up once (the full menu is built some 90 times in half a game).
  const cards: Array<ActionCard | undefined> = [];
  for (let i = 0; i < hand.length; i++) {
    const card = cardOfInstance(hand[i] as string);
    cards.push(card);
    // Two copies of a card are one choice: the first copy stands for both.
    if (card === undefined || cards.indexOf(card) < i) continue;
    if (cardPlayable(g, cls, card)) out.push(hand[i] as string);
  }
  return out;
}

/** Whether the card at `i` of the hand is a copy of one before it (two copies are one choice). */
export function sameCardBefore(hand: readonly string[], i: number): boolean {
  const card = cardOfInstance(hand[i] as string);
  for (let j = 0; j < i; j++) if (cardOfInstance(hand[j] as string) === card) return true;
  return false;
}

export function discardFromHand(x: Ctx, cls: ClassId, instance: string) {
  const hand = x.g.classes[cls].hand;
  const i = hand.indexOf(instance);
  if (i < 0) return;
  hand.splice(i, 1);
  x.g.decks.actions[cls].discard.push(instance);
}

export function playCard(x: Ctx, cls: ClassId, instance: string) {
  const card = cardOfInstance(instance);
  if (!card) return;
  discardFromHand(x, cls, instance);
  log(x, 'card.played', { class: cls, card: card.id });
  if (x.g.options.players === 4) {
    for (const icon of card.legitimacy)
      if (icon.kind === 'change' && icon.class !== 'target') changeLegitimacy(x, icon.class, icon.delta);
  }
  effectOf(x.g, card.effect)?.start(x, cls, card.params, instance);
}
