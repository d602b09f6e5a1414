/**
 * The Historical Events as players read them: the current card on the board (its name, years,
 * requirement met or not and why, trigger and effect), the cards revealed at the start, and a card
 * looked up with `/card`. Built from the public view and the card data only.
 */
import type { APIEmbed } from 'discord.js';
import { type HistoricalEvent, historicalEventById } from '../../data/historical-events.ts';
import type { GameView } from '../../engine/index.ts';
import { periodIn, triggerIn, historicalWords as wordsOf } from '../../i18n/historical-events.ts';
import { type GameLocale, t } from '../../i18n/index.ts';
import { sayText } from '../../i18n/said.ts';

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

/** A Historical Event card for `/card`, in English (present/cards.ts words it in another language). */
export function historicalEventEmbed(card: HistoricalEvent): APIEmbed {
  return {
    title: t('en', 'card.heading', { name: card.name, years: card.years }),
    description: `${card.text}\n\n${card.description}`,
    fields: [
      { name: t('en', 'card.field.period'), value: periodIn(card.period, 'en'), inline: true },
      { name: t('en', 'card.field.trigger'), value: triggerIn(card.trigger, 'en'), inline: true },
    ],
    footer: { text: t('en', 'module.historicalEvents') },
  };
}
