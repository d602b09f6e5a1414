/**
 * A finished game's turning points as a picture: each class's estimated chance of winning, moment by
 * moment (a line per class, the rounds marked), the three stretches of play that moved the chances
 * most numbered on the chart and named below. 1000 px wide like the board, with no text under 23 px,
 * so that it stays legible on a phone. Drawn from figures worked out from the public view only.
 */
import type { ClassId } from '../data/common.ts';
import type { GameLocale } from '../i18n/index.ts';
import { BOARD_WIDTH, M, page } from './board.ts';
import { type Drawing, Svg, wrap } from './svg.ts';
import { CLASS_COLOR, CLASS_DARK, HEADER, LINE, MUTED, PANEL, SIZE } from './theme.ts';
import { say, words } from './words.ts';

export interface TurningPointsPicture {
  /** The language its words are drawn in (absent: English). */
  locale?: GameLocale;
  title: string;
  classes: ClassId[];
  /** Each moment's round and each class's chance of winning there (0–1). */
  moments: Array<{ round: number; chances: Partial<Record<ClassId, number>> }>;
  /** The biggest moves: the stretch from moment `at` to the next, what it was, how each chance moved. */
  top: Array<{ at: number; round: number; label: string; moved: Partial<Record<ClassId, number>> }>;
  footnote: string;
}

const INNER = BOARD_WIDTH - 2 * M;
const CHART_H = 560;
const MARK_R = 20;

const pct = (x: number) => `${x > 0 ? '+' : x < 0 ? '−' : ''}${Math.abs(Math.round(x * 100))} %`;

function chart(s: Svg, p: TurningPointsPicture, y: number): number {
  s.rect(M, y, INNER, CHART_H, PANEL, { r: 14, stroke: LINE, strokeWidth: 2 });
  const x0 = M + 96;
  const x1 = M + INNER - 28;
  const y0 = y + CHART_H - 70;
  const y1 = y + 40;
  const last = Math.max(1, p.moments.length - 1);
  const xOf = (i: number) => x0 + (i / last) * (x1 - x0);
  const yOf = (v: number) => y0 - v * (y0 - y1);
  for (const v of [0, 0.25, 0.5, 0.75, 1]) {
    s.line(x0, yOf(v), x1, yOf(v), v === 0 ? '#a39a88' : '#e4ddcf', v === 0 ? 2.5 : 1.5);
    s.text(x0 - 14, yOf(v) + 8, `${v * 100} %`, { size: SIZE.small, fill: MUTED, anchor: 'end' });
  }
  // Each round's first moment: a thin line, and the round's number under the axis (the setup, round
  // 0, is too short to name).
  p.moments.forEach((m, i) => {
    if (m.round === 0 || (i > 0 && p.moments[i - 1]?.round === m.round)) return;
    if (i > 0) s.line(xOf(i), y1, xOf(i), y0, '#e4ddcf', 1.5, '6 6');
    s.text(xOf(i) + 8, y0 + 40, say('picture.roundShort', { n: m.round }), { size: SIZE.small, fill: MUTED });
  });
  for (const cls of p.classes) {
    const d = p.moments
      .map((m, i) => `${i ? 'L' : 'M'}${xOf(i).toFixed(1)} ${yOf(m.chances[cls] ?? 0).toFixed(1)}`)
      .join('');
    s.path(d, 'none', { stroke: CLASS_COLOR[cls], strokeWidth: 5, linecap: 'round', linejoin: 'round' });
  }
  // The turning points, numbered where they happened (above the chart's lines).
  p.top.forEach((t, k) => {
    const cx = (xOf(t.at) + xOf(t.at + 1)) / 2;
    const cy = y1 + MARK_R + 4 + k * (2 * MARK_R + 6);
    s.line(cx, cy + MARK_R, cx, y0, HEADER, 2, '4 6');
    s.circle(cx, cy, MARK_R, HEADER, { stroke: '#ffffff', strokeWidth: 3 });
    s.text(cx, cy + 9, k + 1, { size: SIZE.small, weight: 700, fill: '#ffffff', anchor: 'middle' });
  });
  return y + CHART_H;
}

/** The key: a swatch and the name of each class, with its chance at the end. */
function key(s: Svg, p: TurningPointsPicture, y: number): number {
  const w = INNER / p.classes.length;
  p.classes.forEach((cls, i) => {
    const x = M + i * w;
    s.rect(x + 6, y + 14, 34, 12, CLASS_COLOR[cls], { r: 6 });
    s.text(x + 50, y + 30, words().classes[cls], {
      size: SIZE.small,
      weight: 700,
      fill: CLASS_DARK[cls],
      maxWidth: w - 56,
      minSize: SIZE.phoneMin,
    });
  });
  return y + 48;
}

/** The three biggest moves, in words: where, what, and how each class's chance moved. */
function moves(s: Svg, p: TurningPointsPicture, y: number): number {
  let at = y;
  p.top.forEach((t, k) => {
    const moved = p.classes
      .filter((c) => Math.abs(t.moved[c] ?? 0) >= 0.005)
      .sort((a, b) => Math.abs(t.moved[b] ?? 0) - Math.abs(t.moved[a] ?? 0))
      .map((c) => `${words().classes[c]} ${pct(t.moved[c] ?? 0)}`)
      .join(', ');
    const lines = wrap(
      say('picture.moment', { round: t.round, label: t.label }),
      SIZE.body,
      700,
      INNER - 70,
      2,
    );
    s.circle(M + MARK_R + 4, at + 18, MARK_R, HEADER);
    s.text(M + MARK_R + 4, at + 27, k + 1, {
      size: SIZE.small,
      weight: 700,
      fill: '#ffffff',
      anchor: 'middle',
    });
    lines.forEach((line, i) => {
      s.text(M + 60, at + 28 + i * 34, line, { size: SIZE.body, weight: 700 });
    });
    at += lines.length * 34;
    for (const line of wrap(moved || say('picture.noMove'), SIZE.small, 500, INNER - 70, 3)) {
      s.text(M + 60, at + 28, line, { size: SIZE.small, fill: MUTED });
      at += 30;
    }
    at += 22;
  });
  return at;
}

export function turningPointsDrawing(p: TurningPointsPicture): Drawing {
  const s = new Svg(BOARD_WIDTH);
  s.rect(0, 0, BOARD_WIDTH, 104, HEADER);
  s.text(24, 50, p.title, { size: SIZE.huge, weight: 700, fill: '#ffffff', maxWidth: BOARD_WIDTH - 48 });
  s.text(24, 86, say('picture.chances'), {
    size: SIZE.small,
    fill: '#c3cad6',
    maxWidth: BOARD_WIDTH - 48,
    minSize: SIZE.phoneMin,
  });
  let y = 104 + 16;
  y = key(s, p, y);
  y = chart(s, p, y) + 24;
  y = moves(s, p, y);
  for (const line of wrap(p.footnote, SIZE.small, 500, INNER, 3)) {
    s.text(M, y + 24, line, { size: SIZE.small, fill: MUTED });
    y += 30;
  }
  return page(s, y + 32);
}
