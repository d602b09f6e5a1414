/**
 * The end of the game: the ranking with each class's final VP, a line chart of the score round by
 * round (from `score(state)[i].byRound`), and where each class's points came from.
 */
import type { ClassId } from '../data/common.ts';
import type { GameView, ScoreSheet } from '../engine/index.ts';
import { BOARD_WIDTH, GAP, header, INNER, M, page, topBand } from './board.ts';
import { measure } from './font.ts';
import { panel } from './parts.ts';
import { scoreReasonText } from './score-reasons.ts';
import { type Drawing, Svg } from './svg.ts';
import { BAD, CLASS_COLOR, CLASS_DARK, CLASS_INK, LINE, MUTED, PANEL, SIZE } from './theme.ts';
import { pictureLocale, say, words } from './words.ts';

/** Points after each round: 0 at the start, then the running total. */
export function cumulative(sheet: ScoreSheet): number[] {
  const out = [0];
  let sum = 0;
  for (const vp of sheet.byRound) {
    sum += vp;
    out.push(sum);
  }
  return out;
}

function ranking(s: Svg, view: GameView, sheets: ScoreSheet[], y: number): number {
  const sorted = [...sheets].sort((a, b) => b.total - a.total);
  const winners = new Set(view.winners ?? []);
  const rowH = 66;
  const h = 56 + sorted.length * rowH + 6;
  panel(s, M, y, INNER, h, say('picture.finalScore'));
  const best = Math.max(1, ...sorted.map((x) => x.total));
  sorted.forEach((sheet, i) => {
    const ry = y + 56 + i * rowH;
    const cls = sheet.cls;
    const place = sorted.findIndex((x) => x.total === sheet.total) + 1;
    s.circle(M + 44, ry + 28, 22, winners.has(cls) ? '#f0c419' : '#e6e0d4', {
      stroke: winners.has(cls) ? '#8f6b00' : LINE,
      strokeWidth: 2,
    });
    s.text(M + 44, ry + 38, place, { size: SIZE.large, weight: 700, anchor: 'middle' });
    s.text(M + 80, ry + 38, words().classes[cls], { size: SIZE.large, weight: 700, fill: CLASS_DARK[cls] });
    const barX = M + 320;
    const barW = INNER - 320 - 110;
    s.rect(barX, ry + 14, barW, 28, '#efe9dd', { r: 14 });
    if (sheet.total > 0)
      s.rect(barX, ry + 14, Math.max(28, (barW * sheet.total) / best), 28, CLASS_COLOR[cls], { r: 14 });
    s.text(M + INNER - 20, ry + 40, `${sheet.total}`, { size: SIZE.huge - 6, weight: 700, anchor: 'end' });
  });
  return y + h + GAP;
}

function chart(s: Svg, sheets: ScoreSheet[], y: number): number {
  const h = 520;
  panel(s, M, y, INNER, h, say('picture.scoreByRound'));
  const series = sheets.map((sh) => ({ cls: sh.cls, points: cumulative(sh) }));
  const all = series.flatMap((x) => x.points);
  const step = Math.max(...all) - Math.min(0, ...all) > 120 ? 20 : 10;
  const top = Math.max(step, Math.ceil(Math.max(...all) / step) * step);
  const bottom = Math.min(0, Math.floor(Math.min(...all) / step) * step);
  const x0 = M + 80;
  const x1 = M + INNER - 90;
  const y0 = y + h - 76;
  const y1 = y + 76;
  const rounds = series[0]?.points.length ?? 6;
  const xOf = (i: number) => x0 + (i / Math.max(1, rounds - 1)) * (x1 - x0);
  const yOf = (v: number) => y0 - ((v - bottom) / (top - bottom)) * (y0 - y1);
  for (let v = bottom; v <= top; v += step) {
    s.line(x0, yOf(v), x1, yOf(v), v === 0 ? '#a39a88' : '#e4ddcf', v === 0 ? 2.5 : 1.5);
    s.text(x0 - 14, yOf(v) + 8, v, { size: SIZE.small, fill: MUTED, anchor: 'end' });
  }
  for (let i = 0; i < rounds; i++) {
    s.text(xOf(i), y0 + 36, i === 0 ? say('picture.start') : say('picture.round', { n: i }), {
      size: SIZE.small,
      fill: MUTED,
      anchor: 'middle',
    });
    // The game-end scoring is counted in round 5 (score.ts).
    if (i === 5)
      s.text(xOf(i), y0 + 62, say('picture.gameEnd'), { size: SIZE.small, fill: MUTED, anchor: 'middle' });
  }
  for (const { cls, points } of series) {
    const d = points.map((v, i) => `${i ? 'L' : 'M'}${xOf(i).toFixed(1)} ${yOf(v).toFixed(1)}`).join('');
    s.path(d, 'none', { stroke: CLASS_COLOR[cls], strokeWidth: 6, linecap: 'round', linejoin: 'round' });
  }
  for (const { cls, points } of series) {
    points.forEach((v, i) => {
      s.circle(xOf(i), yOf(v), 7, CLASS_COLOR[cls], { stroke: '#ffffff', strokeWidth: 2.5 });
    });
  }
  // End labels, pushed apart so that none hides another.
  const ends = series
    .map(({ cls, points }) => ({
      cls,
      v: points[points.length - 1] ?? 0,
      y: yOf(points[points.length - 1] ?? 0),
    }))
    .sort((a, b) => a.y - b.y);
  for (let i = 1; i < ends.length; i++) {
    const prev = ends[i - 1];
    const cur = ends[i];
    if (prev && cur && cur.y - prev.y < 34) cur.y = prev.y + 34;
  }
  for (const e of ends) {
    const label = `${e.v}`;
    const w = measure(label, SIZE.body, 700) + 20;
    s.rect(x1 + 14, e.y - 17, w, 34, CLASS_COLOR[e.cls], { r: 10 });
    s.text(x1 + 14 + w / 2, e.y + 9, label, {
      size: SIZE.body,
      weight: 700,
      fill: CLASS_INK[e.cls],
      anchor: 'middle',
    });
  }
  return y + h + GAP;
}

/** Each class's points by reason, largest first. */
function breakdown(s: Svg, sheets: ScoreSheet[], y: number): number {
  const colW = (INNER - GAP) / 2;
  const lines = sheets.map((sh) => {
    const byReason = new Map<string, number>();
    for (const l of sh.lines) byReason.set(l.reason, (byReason.get(l.reason) ?? 0) + l.vp);
    return [...byReason.entries()]
      .filter(([, vp]) => vp !== 0)
      .sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]));
  });
  const shown = 6;
  const cardH = 56 + shown * 36 + 20;
  let at = y;
  for (let i = 0; i < sheets.length; i += 2) {
    for (let j = 0; j < 2; j++) {
      const sheet = sheets[i + j];
      if (!sheet) continue;
      const x = M + j * (colW + GAP);
      const cls: ClassId = sheet.cls;
      s.rect(x, at, colW, cardH, PANEL, { r: 14, stroke: LINE, strokeWidth: 2 });
      topBand(s, x, at, colW, 46, 14, CLASS_COLOR[cls]);
      s.text(x + 16, at + 33, words().classes[cls], { size: SIZE.body, weight: 700, fill: CLASS_INK[cls] });
      s.text(x + colW - 16, at + 33, say('picture.vpOf', { vp: sheet.total }), {
        size: SIZE.body,
        weight: 700,
        fill: CLASS_INK[cls],
        anchor: 'end',
      });
      const reasons = lines[i + j] ?? [];
      const list = reasons.length > shown ? reasons.slice(0, shown - 1) : reasons;
      const rest = reasons.slice(list.length).reduce((sum, [, vp]) => sum + vp, 0);
      const rows: Array<[string, number]> = list.map(([reason, vp]) => [
        scoreReasonText(reason, 1, pictureLocale()),
        vp,
      ]);
      if (reasons.length > list.length)
        rows.push([say('picture.more', { n: reasons.length - list.length }), rest]);
      rows.forEach(([label, vp], k) => {
        const ry = at + 80 + k * 36;
        s.text(x + 16, ry, label, { size: SIZE.small, maxWidth: colW - 110, minSize: SIZE.phoneMin });
        s.text(x + colW - 16, ry, vp > 0 ? `+${vp}` : `${vp}`, {
          size: SIZE.small,
          weight: 700,
          fill: vp < 0 ? BAD : CLASS_DARK[cls],
          anchor: 'end',
        });
      });
      if (!rows.length) s.text(x + 16, at + 80, say('picture.noPoints'), { size: SIZE.small, fill: MUTED });
    }
    at += cardH + GAP;
  }
  return at;
}

export function finalDrawing(view: GameView, scores: ScoreSheet[]): Drawing {
  const s = new Svg(BOARD_WIDTH);
  let y = header(s, view, 0, say('picture.finalScores')) + GAP;
  y = ranking(s, view, scores, y);
  y = chart(s, scores, y);
  y = breakdown(s, scores, y);
  return page(s, y);
}
