/**
 * One Automa as the table sees it (`/automa`), from the public view alone: its mode, the AI card in
 * play (number, actions in order, Policies, bonus and Special Action), in advanced mode its Action
 * and Policy priority rows top row first with the marker at each row's start, the cards outside
 * the rows, and how many cards its pile and discards hold. The pile's order is not in the view,
 * so it cannot appear. 1000 px wide like the board, no text under 23 px (legible on a phone).
 */
import type { AutomaClass } from '../data/automa/index.ts';
import type { PolicyId } from '../data/common.ts';
import { type AutomaView, automa, type GameView } from '../engine/index.ts';
import { aiCardLine } from '../i18n/game-words/index.ts';
import { BOARD_WIDTH, GAP, INNER, M, page } from './board.ts';
import { measure } from './font.ts';
import { chip, panel } from './parts.ts';
import { type Drawing, Svg, wrap } from './svg.ts';
import { CLASS_COLOR, CLASS_DARK, CLASS_TINT, HEADER, INK, LINE, MUTED, SIZE } from './theme.ts';
import { pictureLocale, say, words } from './words.ts';

const LINE_H = 38;
const CHIP_GAP = 8;
/** Where a priority row's cards start: after its label and marker. */
const ROW_LABEL_W = 96;
const PAD = 16;

const policyLabel = (p: PolicyId) => `${p} ${words().policies[p]}`;

/** An AI card's line as src/data writes it, in the picture's language. */
const aiLine = (english: string) => aiCardLine(pictureLocale(), english) ?? english;

/** Chips laid out left to right, wrapping at `width`: each line's labels with their x offsets. */
function chipLines(labels: string[], width: number): Array<Array<{ label: string; x: number }>> {
  const lines: Array<Array<{ label: string; x: number }>> = [[]];
  let x = 0;
  for (const label of labels) {
    const w = measure(label, SIZE.small, 700) + SIZE.small * 0.9;
    if (x > 0 && x + w > width) {
      lines.push([]);
      x = 0;
    }
    lines.at(-1)!.push({ label, x });
    x += w + CHIP_GAP;
  }
  return lines;
}

/** Wrapped lines of text, each `{ text, muted }`, for the AI card's and the rows' notes. */
type Note = { text: string; muted?: boolean };
function noteLines(notes: Note[], width: number): Note[] {
  return notes.flatMap((n) => wrap(n.text, SIZE.small, 500, width).map((text) => ({ ...n, text })));
}

function drawNotes(s: Svg, x: number, y: number, lines: Note[]): number {
  lines.forEach((l, i) => {
    s.text(x, y + i * LINE_H + 26, l.text, { size: SIZE.small, fill: l.muted ? MUTED : INK });
  });
  return y + lines.length * LINE_H;
}

function cardPanel(s: Svg, a: AutomaView, cls: AutomaClass, y: number): number {
  const card = a.card ? automa.aiCardById(a.card) : undefined;
  const w = INNER - PAD * 2;
  const counts = say('picture.aiPile', { pile: a.pileSize, discards: a.discard.length });
  if (!card) {
    const top = panel(s, M, y, INNER, 50 + LINE_H + PAD, say('picture.noAiCard'), counts);
    drawNotes(s, M + PAD, top, [{ text: say('picture.drawsFirst'), muted: true }]);
    return y + 50 + LINE_H + PAD + GAP;
  }
  const actions = chipLines(
    card.actions.map((icon, i) => `${i + 1}. ${words().automa.icons[icon]}`),
    w,
  );
  const notes = noteLines(
    [
      {
        text: card.policies.length
          ? say('picture.policies', { policies: card.policies.map(policyLabel).join(', ') })
          : say('picture.noPolicies'),
      },
      ...(card.bonus ? [{ text: say('picture.bonus', { text: aiLine(card.bonus.text) }) }] : []),
      ...(card.specialPriority ?? []).map((r) => ({
        text: say('picture.specialPriority', { text: aiLine(r.text) }),
      })),
      { text: say('picture.special', { text: aiLine(card.special.text) }) },
      ...(card.influence ? [{ text: say('picture.influenceIndicator'), muted: true }] : []),
    ],
    w,
  );
  const h = 50 + actions.length * LINE_H + notes.length * LINE_H + PAD;
  const top = panel(s, M, y, INNER, h, say('picture.aiCard', { n: card.number }), counts);
  actions.forEach((line, i) => {
    for (const c of line)
      chip(s, M + PAD + c.x, top + i * LINE_H + LINE_H / 2, c.label, CLASS_COLOR[cls], '#ffffff');
  });
  drawNotes(s, M + PAD, top + actions.length * LINE_H, notes);
  return y + h + GAP;
}

/** The marker at a row's start: the card next to it has that row's highest priority. */
function marker(s: Svg, x: number, cy: number, cls: AutomaClass) {
  s.path(`M${x} ${cy - 12}L${x + 18} ${cy}L${x} ${cy + 12}Z`, CLASS_DARK[cls]);
}

/** A panel of priority rows, top row first, each row's cards from its marker outwards. */
function rowsPanel(
  s: Svg,
  cls: AutomaClass,
  y: number,
  title: string,
  rows: string[][],
  aside: Note[],
): number {
  const width = INNER - PAD * 2 - ROW_LABEL_W;
  const laid = rows.map((row, i) => ({ n: i + 1, lines: chipLines(row, width) })).reverse();
  const notes = noteLines(aside, INNER - PAD * 2);
  const rowsH = laid.reduce((h, r) => h + r.lines.length * LINE_H, 0);
  const h = 50 + rowsH + notes.length * LINE_H + PAD;
  let at = panel(s, M, y, INNER, h, title, say('picture.topRowFirst'));
  laid.forEach(({ n, lines }, i) => {
    if (i > 0) s.line(M + PAD, at, M + INNER - PAD, at, LINE, 1);
    const cy = at + LINE_H / 2;
    s.text(M + PAD, cy + 8, say('picture.row', { n }), { size: SIZE.small, weight: 700, fill: MUTED });
    marker(s, M + PAD + ROW_LABEL_W - 26, cy, cls);
    if (lines.every((l) => l.length === 0))
      s.text(M + PAD + ROW_LABEL_W, cy + 8, say('picture.empty'), { size: SIZE.small, fill: MUTED });
    lines.forEach((line, j) => {
      for (const c of line)
        chip(s, M + PAD + ROW_LABEL_W + c.x, cy + j * LINE_H, c.label, CLASS_TINT[cls], INK, SIZE.small, 500);
    });
    at += lines.length * LINE_H;
  });
  drawNotes(s, M + PAD, at, notes);
  return y + h + GAP;
}

/** The dark band on top: which Automa, its mode, and the round; a strip in its class colour. */
function banner(s: Svg, view: GameView, a: AutomaView, cls: AutomaClass): number {
  const h = 104;
  s.rect(0, 0, BOARD_WIDTH, h, HEADER);
  s.rect(0, h - 6, BOARD_WIDTH, 6, CLASS_COLOR[cls]);
  s.text(24, 50, words().automa.names[cls], {
    size: SIZE.huge,
    weight: 700,
    fill: '#ffffff',
    maxWidth: BOARD_WIDTH - 48,
  });
  s.text(
    24,
    86,
    say(a.mode === 'advanced' ? 'picture.advancedMode' : 'picture.simpleModeRound', { round: view.round }),
    {
      size: SIZE.body,
      fill: '#c3cad6',
    },
  );
  return h;
}

export function automaDrawing(view: GameView, cls: AutomaClass): Drawing {
  const a = view.automa[cls];
  if (!a) throw new Error(`no Automa plays the ${cls}`);
  const s = new Svg(BOARD_WIDTH);
  let y = banner(s, view, a, cls) + GAP;
  y = cardPanel(s, a, cls, y);
  const rows = a.rows;
  if (!rows) {
    const top = panel(s, M, y, INNER, 50 + LINE_H + PAD, say('picture.simpleMode'));
    drawNotes(s, M + PAD, top, [{ text: say('picture.noRows'), muted: true }]);
    return page(s, y + 50 + LINE_H + PAD + GAP);
  }
  const list = (label: string, items: string[]): Note[] =>
    items.length ? [{ text: say('picture.listed', { label, items: items.join(', ') }), muted: true }] : [];
  y = rowsPanel(
    s,
    cls,
    y,
    say('picture.actionPriority'),
    rows.actions.map((row) => row.map((c) => words().automa.priorityActions[c])),
    list(
      say('picture.asideUntilNext'),
      rows.actionsAside.map((c) => words().automa.priorityActions[c]),
    ),
  );
  y = rowsPanel(
    s,
    cls,
    y,
    say('picture.policyPriority'),
    rows.policies.map((row) => row.map(policyLabel)),
    [
      ...list(say('picture.setAside'), rows.setAside.map(policyLabel)),
      ...list(say('picture.outOfPlay'), rows.removed.map(policyLabel)),
    ],
  );
  return page(s, y);
}
