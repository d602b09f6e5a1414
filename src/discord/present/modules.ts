/**
 * What the Crisis & Control modules add to the public board: the face-up Crisis Response card,
 * locked Policies and Government Bonds owed; each class's kept Alternative Events and its Hidden
 * Agendas ("1 card" until revealed). Built from the public view only.
 */
import type { APIEmbed } from 'discord.js';
import type { ClassId, VotingClass } from '../../data/common.ts';
import { ALTERNATIVE_EVENTS, CRISIS_RESPONSE_CARDS, HIDDEN_AGENDAS } from '../../data/expansions.ts';
import { CLASS_NAMES } from '../../data/names.ts';
import { POLICY_NAMES } from '../../data/tables.ts';
import { cardIdOf, type GameView } from '../../engine/index.ts';

const byId = <T extends { id: string }>(cards: readonly T[]) => new Map(cards.map((c) => [c.id, c]));
const CRISIS = byId(CRISIS_RESPONSE_CARDS);
const EVENTS = byId(ALTERNATIVE_EVENTS);
const AGENDAS = byId(HIDDEN_AGENDAS);

export function agendaName(id: string): string {
  return AGENDAS.get(id)?.name ?? id;
}

export function agendaText(id: string): string {
  return AGENDAS.get(id)?.text ?? '';
}

export function altEventName(instance: string): string {
  return EVENTS.get(cardIdOf(instance))?.name ?? instance;
}

/** Lines under a class on the board: its Hidden Agendas and the Event cards it keeps. */
export function moduleClassLines(v: GameView, seat: ClassId): string[] {
  const lines: string[] = [];
  const ha = v.hiddenAgendas;
  if (ha) {
    const shown = ha.revealed.filter((id) => AGENDAS.get(id)?.role === seat);
    const hidden = (ha.held[seat] ?? 0) - shown.length;
    const parts = shown.map(
      (id) => `${agendaName(id)}${ha.scored.includes(id) ? ` ✅ ${AGENDAS.get(id)?.vp} VP` : ''}`,
    );
    if (hidden > 0) parts.push(`${hidden} card${hidden === 1 ? '' : 's'}`);
    if (parts.length) lines.push(`🎯 Hidden Agenda: ${parts.join(', ')}`);
  }
  const kept = seat === 'state' ? [] : (v.alternativeEvents?.kept[seat as VotingClass] ?? []);
  if (kept.length) lines.push(`🃏 Benefits: ${kept.map(altEventName).join(', ')}`);
  return lines;
}

/** The start of a game: the Crisis Response card set up face up (setup is no answer's event). */
export function moduleStartLines(v: GameView): string[] {
  const card = v.crisisResponse?.current ? CRISIS.get(v.crisisResponse.current) : undefined;
  return card
    ? [`🌐 Crisis Response: "${card.name}" is revealed — what the IMF does next: ${card.text}`]
    : [];
}

/** The Crisis Response field: what the IMF does next, locks, Bonds owed. */
export function crisisField(v: GameView): NonNullable<APIEmbed['fields']>[number] | null {
  const cr = v.crisisResponse;
  if (!cr) return null;
  const card = cr.current ? CRISIS.get(cr.current) : undefined;
  const lines = [card ? `If the IMF intervenes: **${card.name}** — ${card.text}` : 'No card face up.'];
  if (cr.locks.length)
    lines.push(
      `🔒 Locked (no Bills) until the next Check IMF: ${cr.locks.map((p) => `${p} ${POLICY_NAMES[p]}`).join(', ')}`,
    );
  for (const b of cr.bonds)
    lines.push(
      `📜 The State owes the ${CLASS_NAMES[b.lender]} ${b.repay} (Bond of ${b.lent}), by the end of round ${b.dueRound}'s Action phase`,
    );
  return { name: '🌐 Crisis Response', value: lines.join('\n') };
}
