/** Card texts for players, straight from the data. */
import { type ActionCard, ALL_ACTION_CARDS, actionCardById } from '../../data/action-cards.ts';
import { cardIdOf } from '../../engine/index.ts';

/** The card a card in a hand is a copy of. */
export function cardOf(instance: string): ActionCard | undefined {
  return actionCardById(cardIdOf(instance));
}

export function cardLine(instance: string): string {
  const card = cardOf(instance);
  return card ? `**${card.name}** — ${card.text}` : instance;
}

export function cardTitle(instance: string): string {
  return cardOf(instance)?.name ?? instance;
}

/** Every Action card, for `/card` and its autocomplete. */
export function allCards(): readonly ActionCard[] {
  return ALL_ACTION_CARDS;
}
