/**
 * What the Crisis & Control modules add to the board picture, from the public view only: each
 * class's Hidden Agendas ("1 card" until revealed) and kept Alternative Events, and a Crisis
 * Response panel (the card the IMF would use, locked Policies, Government Bonds owed).
 */
import type { ClassId, VotingClass } from '../data/common.ts';
import { ALTERNATIVE_EVENTS, CRISIS_RESPONSE_CARDS, HIDDEN_AGENDAS } from '../data/expansions.ts';
import type { GameView } from '../engine/index.ts';
import { cardIdOf } from '../engine/index.ts';
import { panel } from './parts.ts';
import { type Svg, wrap } from './svg.ts';
import { MUTED, SIZE } from './theme.ts';
import { cardName, cardText, say, words } from './words.ts';

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
      const name = a ? cardName(a) : id;
      return ha.scored.includes(id) ? say('picture.scoredVp', { name, vp: a?.vp ?? 0 }) : name;
    });
    if (hidden > 0) parts.push(say('picture.hiddenCards', { count: hidden }));
    if (parts.length) lines.push(labelled(say('picture.hiddenAgenda'), parts.join(', ')));
  }
  const kept = cls === 'state' ? [] : (view.alternativeEvents?.kept[cls as VotingClass] ?? []);
  if (kept.length)
    lines.push(
      labelled(
        say('picture.benefits'),
        kept
          .map((e) => {
            const card = EVENTS.get(cardIdOf(e));
            return card ? cardName(card) : e;
          })
          .join(', '),
      ),
    );
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
  const named = card ? cardText(card) : undefined;
  const text = named ? wrap(named.text, 22, 500, w - 32, 2) : [];
  const notes = [
    ...(cr.locks.length
      ? [say('picture.locked', { policies: cr.locks.map((p) => `${p} ${words().policies[p]}`).join(', ') })]
      : []),
    ...cr.bonds.map((b) =>
      say('picture.bond', { class: words().classes[b.lender], repay: b.repay, round: b.dueRound }),
    ),
  ];
  const h = 50 + 34 + text.length * 27 + notes.length * 30 + 10;
  panel(
    s,
    x,
    y,
    w,
    h,
    say('picture.crisisResponse'),
    say('picture.crisisCounts', { pile: cr.deckSize, used: cr.resolved.length }),
  );
  let at = y + 50 + 26;
  s.text(x + 16, at, named ? say('picture.ifImf', { name: named.name }) : say('picture.noCardUp'), {
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
