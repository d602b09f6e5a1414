/**
 * A Historical Event's words in a language: its period, who triggers it and how, its name and
 * text. Read by the board's field, `/card` and the board picture alike.
 */
import {
  type HistoricalEvent,
  type HistoricalPeriod,
  type HistoricalTrigger,
  periodName,
  triggerText,
} from '../data/historical-events.ts';
import { cardWords, gameWords } from './game-words/index.ts';
import { type GameLocale, t } from './index.ts';

/** A period's name in a language ("Period II"). */
export function periodIn(period: HistoricalPeriod, l: GameLocale): string {
  if (l === 'en') return periodName(period);
  return period === 'early'
    ? t(l, 'historical.earlyPeriod')
    : t(l, 'historical.period', { roman: periodName(period).split(' ').at(-1) ?? '' });
}

/** Who triggers a card and how, in a language ("Working Class or State: Basic Action + 2 Influence"). */
export function triggerIn(trigger: HistoricalTrigger, l: GameLocale): string {
  if (l === 'en') return triggerText(trigger);
  if (trigger === 'setup') return t(l, 'historical.setup');
  if (trigger === 'when-revealed') return t(l, 'historical.whenRevealed');
  if (trigger === 'end-of-action-phase') return t(l, 'historical.endOfActionPhase');
  const who =
    trigger.classes.length === 4
      ? t(l, 'historical.anyPlayer')
      : trigger.classes.map((c) => gameWords(l).classes[c]).join(t(l, 'historical.or'));
  return t(l, 'historical.who', {
    who,
    action: t(l, trigger.action === 'free' ? 'historical.freeAction' : 'historical.basicAction'),
    cost: trigger.influence ? t(l, 'historical.cost', { influence: trigger.influence }) : '',
  });
}

/** A card's name and text in a language (English: the data's). */
export function historicalWords(card: HistoricalEvent, l: GameLocale): { name: string; text: string } {
  return (l === 'en' ? undefined : cardWords(l, card.id)) ?? card;
}
