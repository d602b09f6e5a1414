/**
 * What the Crisis & Control modules add to the board picture, from the public view only: each
 * class's Hidden Agendas ("1 card" until revealed) and kept Alternative Events, and a Crisis
 * Response panel (the card the IMF would use, locked Policies, Government Bonds owed).
 */
import type { ClassId, VotingClass } from '../data/common.ts';
import { ALTERNATIVE_EVENTS, CRISIS_RESPONSE_CARDS, HIDDEN_AGENDAS } from '../data/expansions.ts';
import { CLASS_NAMES } from '../data/names.ts';
import { POLICY_NAMES } from '../data/tables.ts';
import type { GameView } from '../engine/index.ts';
import { cardIdOf } from '../engine/index.ts';
import { panel } from './parts.ts';
import { type Svg, wrap } from './svg.ts';
import { MUTED, SIZE } from './theme.ts';

const byId = <T extends { id: string }>(cards: readonly T[]) => new Map(cards.map((c) => [c.id, c]));
const CRISIS = byId(CRISIS_RESPONSE_CARDS);
const EVENTS = byId(ALTERNATIVE_EVENTS);
const AGENDAS = byId(HIDDEN_AGENDAS);

type Line = (s: Svg, x: number, cy: number, room: number) => void;

/** "Hidden Agenda: 1 card" (or the names of those revealed), "Benefits: …", under a class. */
export function moduleLines(view: GameView, cls: ClassId): Line[] {
  const lines: Line[] = [];
  const ha = view.hiddenAgendas;
  if (ha) {
    const shown = ha.revealed.filter((id) => AGENDAS.get(id)?.role === cls);
    const hidden = (ha.held[cls] ?? 0) - shown.length;
    const parts = shown.map((id) => {
      const a = AGENDAS.get(id);
      return `${a?.name ?? id}${ha.scored.includes(id) ? ` (${a?.vp} VP)` : ''}`;
    });
    if (hidden > 0) parts.push(`${hidden} card${hidden === 1 ? '' : 's'}`);
    if (parts.length) lines.push(labelled('Hidden Agenda', parts.join(', ')));
  }
  const kept = cls === 'state' ? [] : (view.alternativeEvents?.kept[cls as VotingClass] ?? []);
  if (kept.length)
    lines.push(labelled('Benefits', kept.map((e) => EVENTS.get(cardIdOf(e))?.name ?? e).join(', ')));
  return lines;
}

function labelled(label: string, text: string): Line {
  return (s, x, cy, room) => {
    const at = x + s.text(x, cy + 9, label, { size: SIZE.small, fill: MUTED }) + 10;
    s.text(at, cy + 9, text, { size: SIZE.small, weight: 700, maxWidth: room - (at - x), minSize: 16 });
  };
}

/** The Crisis Response panel; returns the y below it (unchanged when the module is off). */
export function crisisPanel(s: Svg, view: GameView, x: number, y: number, w: number, gap: number): number {
  const cr = view.crisisResponse;
  if (!cr) return y;
  const card = cr.current ? CRISIS.get(cr.current) : undefined;
  const text = card ? wrap(card.text, 22, 500, w - 32, 2) : [];
  const notes = [
    ...(cr.locks.length
      ? [`Locked until the next Check IMF: ${cr.locks.map((p) => `${p} ${POLICY_NAMES[p]}`).join(', ')}`]
      : []),
    ...cr.bonds.map(
      (b) =>
        `The State owes the ${CLASS_NAMES[b.lender]} ${b.repay} by the end of round ${b.dueRound}'s Action phase`,
    ),
  ];
  const h = 50 + 34 + text.length * 27 + notes.length * 30 + 10;
  panel(s, x, y, w, h, 'Crisis Response', `${cr.deckSize} in the pile · ${cr.resolved.length} used`);
  let at = y + 50 + 26;
  s.text(x + 16, at, card ? `If the IMF intervenes: ${card.name}` : 'No card face up', {
    size: SIZE.body,
    weight: 700,
    maxWidth: w - 32,
    minSize: 18,
  });
  for (const line of text) {
    at += 27;
    s.text(x + 16, at, line, { size: 22, fill: MUTED });
  }
  for (const note of notes) {
    at += 30;
    s.text(x + 16, at, note, { size: SIZE.small, weight: 700, maxWidth: w - 32, minSize: 16 });
  }
  return y + h + gap;
}
