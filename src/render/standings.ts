/**
 * A league's standings as a picture: one row per player with their place, name, rating, games,
 * wins, average place and record per class. 1000 px wide like the board, with no text under 23 px,
 * so it stays legible on a phone (400 px wide). Drawn from public league figures only.
 */
import { CLASS_IDS, type ClassId } from '../data/common.ts';
import type { GameLocale } from '../i18n/index.ts';
import { BOARD_WIDTH, M, page } from './board.ts';
import { missingGlyphs } from './font.ts';
import { type Drawing, Svg } from './svg.ts';
import { CLASS_COLOR, CLASS_INK, HEADER, INK, LINE, MUTED, PANEL, SIZE } from './theme.ts';
import { classInitial, say } from './words.ts';

export interface StandingsPictureRow {
  place: number;
  name: string;
  rating: number;
  games: number;
  wins: number;
  averagePlace: number;
  byClass: Record<ClassId, { games: number; wins: number }>;
}

export interface StandingsPicture {
  /** The language of the column heads (the league server's; absent: English). */
  locale?: GameLocale;
  title: string;
  subtitle: string;
  rows: StandingsPictureRow[];
  footnote: string;
}

const ROW_H = 54;
/** Right edges of the number columns, and the left edge of the class columns. */
const COL = { place: 62, name: 80, rating: 490, games: 578, wins: 656, average: 772, classes: 788 };
const CLASS_W = (BOARD_WIDTH - M - 8 - COL.classes) / 4;

/** A name as the picture's font can draw it: characters it lacks become "?". */
function drawable(text: string): string {
  const missing = new Set(missingGlyphs(text));
  return [...text].map((ch) => (missing.has(ch) ? '?' : ch)).join('');
}

function headerRow(s: Svg, y: number) {
  const label = { size: SIZE.small, weight: 700 as const, fill: MUTED };
  s.text(COL.place, y, '#', { ...label, anchor: 'end' });
  s.text(COL.name, y, say('picture.player'), label);
  s.text(COL.rating, y, say('picture.rating'), { ...label, anchor: 'end' });
  s.text(COL.games, y, say('picture.games'), { ...label, anchor: 'end' });
  s.text(COL.wins, y, say('picture.wins'), { ...label, anchor: 'end' });
  s.text(COL.average, y, say('picture.averagePlace'), { ...label, anchor: 'end' });
  CLASS_IDS.forEach((cls, i) => {
    const cx = COL.classes + i * CLASS_W + CLASS_W / 2;
    s.circle(cx, y - 9, 17, CLASS_COLOR[cls]);
    s.text(cx, y, classInitial(cls), {
      size: SIZE.small,
      weight: 700,
      fill: CLASS_INK[cls],
      anchor: 'middle',
    });
  });
}

function row(s: Svg, r: StandingsPictureRow, y: number, shaded: boolean) {
  if (shaded) s.rect(M, y, BOARD_WIDTH - 2 * M, ROW_H, '#f6f1e6');
  const base = y + ROW_H / 2 + 10;
  s.text(COL.place, base, r.place, { size: SIZE.body, weight: 700, anchor: 'end' });
  s.text(COL.name, base, drawable(r.name), {
    size: SIZE.body,
    weight: 700,
    maxWidth: COL.rating - 90 - COL.name,
    minSize: SIZE.phoneMin,
  });
  s.text(COL.rating, base, r.rating.toFixed(1), { size: SIZE.body, weight: 700, anchor: 'end' });
  s.text(COL.games, base, r.games, { size: SIZE.body, anchor: 'end' });
  s.text(COL.wins, base, r.wins, { size: SIZE.body, anchor: 'end' });
  s.text(COL.average, base, r.games ? r.averagePlace.toFixed(2) : '-', { size: SIZE.body, anchor: 'end' });
  CLASS_IDS.forEach((cls, i) => {
    const { games, wins } = r.byClass[cls];
    const cx = COL.classes + i * CLASS_W + CLASS_W / 2;
    s.text(cx, base, games ? `${wins}/${games}` : '-', {
      size: SIZE.small,
      fill: games ? INK : MUTED,
      anchor: 'middle',
    });
  });
}

export function standingsDrawing(table: StandingsPicture): Drawing {
  const s = new Svg(BOARD_WIDTH);
  s.rect(0, 0, BOARD_WIDTH, 104, HEADER);
  s.text(24, 50, drawable(table.title), {
    size: SIZE.huge,
    weight: 700,
    fill: '#ffffff',
    maxWidth: BOARD_WIDTH - 48,
    minSize: SIZE.phoneMin,
  });
  s.text(24, 86, drawable(table.subtitle), { size: SIZE.body, fill: '#c3cad6', maxWidth: BOARD_WIDTH - 48 });
  let y = 104 + 16;
  const h = 64 + Math.max(1, table.rows.length) * ROW_H + 16;
  s.rect(M, y, BOARD_WIDTH - 2 * M, h, PANEL, { r: 14, stroke: LINE, strokeWidth: 2 });
  headerRow(s, y + 44);
  y += 64;
  table.rows.forEach((r, i) => {
    row(s, r, y + i * ROW_H, i % 2 === 0);
  });
  if (table.rows.length === 0)
    s.text(COL.name, y + ROW_H / 2 + 10, say('picture.noResults'), { size: SIZE.body, fill: MUTED });
  y += Math.max(1, table.rows.length) * ROW_H + 16 + 16;
  s.text(24, y + 24, drawable(table.footnote), { size: SIZE.small, fill: MUTED, maxWidth: BOARD_WIDTH - 48 });
  return page(s, y + 24 + 16 + 16);
}
