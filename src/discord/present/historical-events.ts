/**
 * The Historical Events as players read them: the current card on the board (its name, years,
 * requirement met or not and why, trigger and effect), the cards revealed at the start, and a card
 * looked up with `/card`. Built from the public view and the card data only.
 */
import type { APIEmbed } from 'discord.js';
import {
  type HistoricalEvent,
  type HistoricalPeriod,
  type HistoricalTrigger,
  historicalEventById,
  periodName,
  triggerText,
} from '../../data/historical-events.ts';
import type { GameView } from '../../engine/index.ts';
import { cardWords, gameWords } from '../../i18n/game-words/index.ts';
import { type GameLocale, t } from '../../i18n/index.ts';
import { sayText } from '../../i18n/said.ts';

/** A period's name in a language ("Period II"). */
function periodIn(period: HistoricalPeriod, l: GameLocale): string {
  if (l === 'en') return periodName(period);
  return period === 'early'
    ? t(l, 'historical.earlyPeriod')
    : t(l, 'historical.period', { roman: periodName(period).split(' ').at(-1) ?? '' });
}

/** Who triggers a card and how, in a language ("Working Class or State: Basic Action + 2 Influence"). */
function triggerIn(trigger: HistoricalTrigger, l: GameLocale): string {
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
function wordsOf(card: HistoricalEvent, l: GameLocale): { name: string; text: string } {
  return (l === 'en' ? undefined : cardWords(l, card.id)) ?? card;
}

function heading(card: HistoricalEvent, l: GameLocale): string {
  return t(l, 'historical.heading', {
    name: wordsOf(card, l).name,
    years: card.years,
    period: periodIn(card.period, l),
  });
}

/** The board's field for the current Historical Event, or null in games without the module. */
export function historicalEventField(
  v: GameView,
  l: GameLocale = 'en',
): { name: string; value: string } | null {
  const he = v.historicalEvents;
  if (!he) return null;
  const id = he.revealed.at(-1);
  const card = id === undefined ? undefined : historicalEventById(id);
  const name = t(l, 'historical.field');
  if (!card) return { name, value: t(l, 'historical.noneYet', { left: he.left }) };
  const applied = he.triggered.includes(card.id);
  const lines = [heading(card, l)];
  if (applied) lines.push(t(l, 'historical.applied'));
  else {
    const req = he.requirement;
    const parts = req?.parts ?? [];
    lines.push(
      parts.length === 0
        ? t(l, 'historical.requiresNothing')
        : t(l, 'historical.requires', {
            parts: parts
              .map((p) =>
                t(l, 'historical.part', { mark: p.met ? '✅' : '❌', text: sayText(l, p.said), now: p.now }),
              )
              .join(' · '),
          }),
    );
    lines.push(t(l, 'historical.trigger', { trigger: triggerIn(card.trigger, l) }));
  }
  lines.push(t(l, 'historical.effect', { text: wordsOf(card, l).text }));
  return { name, value: lines.join('\n') };
}

/** One line per card revealed so far (the start of a game: the Early card, and Period I with 2 players). */
export function revealedLines(v: GameView, l: GameLocale = 'en'): string[] {
  return (v.historicalEvents?.revealed ?? []).flatMap((id) => {
    const card = historicalEventById(id);
    if (!card) return [];
    const applied = v.historicalEvents?.triggered.includes(id) ? t(l, 'historical.revealedApplied') : '';
    return [t(l, 'historical.revealed', { heading: heading(card, l), applied, text: wordsOf(card, l).text })];
  });
}

/** A Historical Event card for `/card`. */
export function historicalEventEmbed(card: HistoricalEvent): APIEmbed {
  return {
    title: `${card.name} (${card.years})`,
    description: `${card.text}\n\n${card.description}`,
    fields: [
      { name: 'Period', value: periodName(card.period), inline: true },
      { name: 'Trigger', value: triggerText(card.trigger), inline: true },
    ],
    footer: { text: 'Historical Events' },
  };
}
