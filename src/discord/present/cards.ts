/** Card texts for players, straight from the data. */
import { type ActionCard, ALL_ACTION_CARDS, actionCardById } from '../../data/action-cards.ts';

/** `working.migration#2` → the card `working.migration`. */
export function cardOf(instance: string): ActionCard | undefined {
  const i = instance.indexOf('#');
  return actionCardById(i < 0 ? instance : instance.slice(0, i));
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
