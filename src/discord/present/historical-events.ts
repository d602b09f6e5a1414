/**
 * The Historical Events as players read them: the current card on the board (its name, years,
 * requirement met or not and why, trigger and effect), the cards revealed at the start, and a card
 * looked up with `/card`. Built from the public view and the card data only.
 */
import type { APIEmbed } from 'discord.js';
import {
  type HistoricalEvent,
  historicalEventById,
  periodName,
  triggerText,
} from '../../data/historical-events.ts';
import type { GameView } from '../../engine/index.ts';

function heading(card: HistoricalEvent): string {
  return `**${card.name}** (${card.years}) · ${periodName(card.period)}`;
}

/** The board's field for the current Historical Event, or null in games without the module. */
export function historicalEventField(v: GameView): { name: string; value: string } | null {
  const he = v.historicalEvents;
  if (!he) return null;
  const id = he.revealed.at(-1);
  const card = id === undefined ? undefined : historicalEventById(id);
  if (!card) return { name: '📜 Historical Event', value: `None revealed yet (${he.left} face down).` };
  const applied = he.triggered.includes(card.id);
  const lines = [heading(card)];
  if (applied) lines.push('✅ Applied — turned face down.');
  else {
    const req = he.requirement;
    const parts = req?.parts ?? [];
    lines.push(
      parts.length === 0
        ? 'Requires: nothing'
        : `Requires: ${parts.map((p) => `${p.met ? '✅' : '❌'} ${p.text} (now ${p.now})`).join(' · ')}`,
    );
    lines.push(`Trigger: ${triggerText(card.trigger)}`);
  }
  lines.push(`Effect: ${card.text}`);
  return { name: '📜 Historical Event', value: lines.join('\n') };
}

/** One line per card revealed so far (the start of a game: the Early card, and Period I with 2 players). */
export function revealedLines(v: GameView): string[] {
  return (v.historicalEvents?.revealed ?? []).flatMap((id) => {
    const card = historicalEventById(id);
    if (!card) return [];
    const applied = v.historicalEvents?.triggered.includes(id) ? ' — applied' : '';
    return [`📜 Historical Event: ${heading(card)}${applied}: ${card.text}`];
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
