/**
 * What the Crisis & Control modules add to the public board: the face-up Crisis Response card,
 * locked Policies and Government Bonds owed; each class's kept Alternative Events and its Hidden
 * Agendas ("1 card" until revealed). Built from the public view only.
 */
import type { APIEmbed } from 'discord.js';
import type { ClassId, VotingClass } from '../../data/common.ts';
import { ALTERNATIVE_EVENTS, CRISIS_RESPONSE_CARDS, HIDDEN_AGENDAS } from '../../data/expansions.ts';
import { cardIdOf, type GameView } from '../../engine/index.ts';
import { cardWords, gameWords } from '../../i18n/game-words/index.ts';
import { type GameLocale, t } from '../../i18n/index.ts';

const byId = <T extends { id: string }>(cards: readonly T[]) => new Map(cards.map((c) => [c.id, c]));
const CRISIS = byId(CRISIS_RESPONSE_CARDS);
const EVENTS = byId(ALTERNATIVE_EVENTS);
const AGENDAS = byId(HIDDEN_AGENDAS);

/** A card's name and short text in a language (English: the data's). */
function named(id: string, english: { name: string; text: string } | undefined, l: GameLocale) {
  const words = l === 'en' ? english : (cardWords(l, id) ?? english);
  return { name: words?.name ?? id, text: words?.text ?? '' };
}

export function agendaName(id: string, l: GameLocale = 'en'): string {
  return named(id, AGENDAS.get(id), l).name;
}

export function agendaText(id: string, l: GameLocale = 'en'): string {
  return named(id, AGENDAS.get(id), l).text;
}

export function altEventName(instance: string, l: GameLocale = 'en'): string {
  const id = cardIdOf(instance);
  return EVENTS.has(id) ? named(id, EVENTS.get(id), l).name : instance;
}

/** Lines under a class on the board: its Hidden Agendas and the Event cards it keeps. */
export function moduleClassLines(v: GameView, seat: ClassId, l: GameLocale = 'en'): string[] {
  const lines: string[] = [];
  const ha = v.hiddenAgendas;
  if (ha) {
    const shown = ha.revealed.filter((id) => AGENDAS.get(id)?.role === seat);
    const hidden = (ha.held[seat] ?? 0) - shown.length;
    const parts = shown.map((id) =>
      ha.scored.includes(id)
        ? t(l, 'modules.scored', { name: agendaName(id, l), vp: AGENDAS.get(id)?.vp ?? 0 })
        : agendaName(id, l),
    );
    if (hidden > 0) parts.push(t(l, 'modules.hiddenCards', { count: hidden }));
    if (parts.length) lines.push(t(l, 'modules.hiddenAgenda', { parts: parts.join(', ') }));
  }
  const kept = seat === 'state' ? [] : (v.alternativeEvents?.kept[seat as VotingClass] ?? []);
  if (kept.length)
    lines.push(t(l, 'modules.benefits', { events: kept.map((e) => altEventName(e, l)).join(', ') }));
  return lines;
}

/** The start of a game: the Crisis Response card set up face up (setup is no answer's event). */
export function moduleStartLines(v: GameView, l: GameLocale = 'en'): string[] {
  const id = v.crisisResponse?.current;
  return id && CRISIS.has(id) ? [t(l, 'modules.crisisStart', named(id, CRISIS.get(id), l))] : [];
}

/** The Crisis Response field: what the IMF does next, locks, Bonds owed. */
export function crisisField(
  v: GameView,
  l: GameLocale = 'en',
): NonNullable<APIEmbed['fields']>[number] | null {
  const cr = v.crisisResponse;
  if (!cr) return null;
  const words = gameWords(l);
  const lines = [
    cr.current && CRISIS.has(cr.current)
      ? t(l, 'modules.ifImf', named(cr.current, CRISIS.get(cr.current), l))
      : t(l, 'modules.noCard'),
  ];
  if (cr.locks.length)
    lines.push(
      t(l, 'modules.locked', { policies: cr.locks.map((p) => `${p} ${words.policies[p]}`).join(', ') }),
    );
  for (const b of cr.bonds)
    lines.push(
      t(l, 'modules.bond', {
        class: words.classes[b.lender],
        repay: b.repay,
        lent: b.lent,
        round: b.dueRound,
      }),
    );
  return { name: t(l, 'modules.crisisResponse'), value: lines.join('\n') };
}
