/**
 * Pieces every picture uses: Workers (standing, or lying down once committed), empty Worker slots,
 * Company cards with their Wage, output, Machinery and Strike marks, chips and panels.
 */
import type { Industry } from '../data/common.ts';
import type { PoliticalAgenda } from '../data/decks.ts';
import type { GameView } from '../engine/index.ts';
import { measure, type Weight } from './font.ts';
import { goodIcon } from './icons.ts';
import { cardOf, isAutomated, outputOf, slotsOf, wageOf } from './model.ts';
import type { Svg } from './svg.ts';
import {
  BAD,
  CLASS_COLOR,
  CLASS_DARK,
  GOOD,
  INDUSTRY_COLOR,
  INDUSTRY_TINT,
  INK,
  LINE,
  MUTED,
  PANEL,
  SIZE,
} from './theme.ts';
import { cardName, say } from './words.ts';

type Company = GameView['companies'][number];

export const WORKER_W = 20;
export const WORKER_H = 30;

/**
 * A Worker token centred on (cx, cy): a pill in its class colour, a disc of its skill's industry
 * colour when skilled, lying on its side when committed.
 */
export function worker(
  s: Svg,
  cx: number,
  cy: number,
  cls: 'working' | 'middle',
  skill: Industry | null,
  committed = false,
  scale = 1,
) {
  const w = (committed ? WORKER_H : WORKER_W) * scale;
  const h = (committed ? WORKER_W : WORKER_H) * scale;
  s.rect(cx - w / 2, cy - h / 2, w, h, CLASS_COLOR[cls], {
    r: (WORKER_W / 2) * scale,
    stroke: CLASS_DARK[cls],
    strokeWidth: 2,
  });
  // The skill fills most of the token, so its colour reads on a phone without zooming.
  if (skill) s.circle(cx, cy, 7.5 * scale, INDUSTRY_COLOR[skill], { stroke: '#ffffff', strokeWidth: 2 });
}

/** An empty slot: a dashed outline, tinted with the industry a skilled slot asks for. */
export function emptySlot(s: Svg, cx: number, cy: number, skill: Industry | null, scale = 1) {
  const w = WORKER_W * scale;
  const h = WORKER_H * scale;
  s.rect(cx - w / 2, cy - h / 2, w, h, skill ? INDUSTRY_TINT[skill] : '#f1ede4', {
    r: w / 2,
    stroke: skill ? INDUSTRY_COLOR[skill] : '#a59e90',
    strokeWidth: 2,
    dash: '4 3',
  });
}

/**
 * A drop shadow under a rounded box: an opaque strip peeking out below it (a translucent
 * full-size shadow costs the renderer much more for the same look).
 */
export function shadow(s: Svg, x: number, y: number, w: number, h: number, r: number) {
  s.rect(x + 1, y + h - 2 * r, w - 2, 2 * r + 4, '#dcd4c4', { r });
}

/** A rounded chip with text; returns its width. */
export function chip(
  s: Svg,
  x: number,
  cy: number,
  label: string,
  bg: string,
  ink: string,
  size = SIZE.small,
  weight: Weight = 700,
  anchor: 'start' | 'end' = 'start',
): number {
  const pad = size * 0.45;
  const w = measure(label, size, weight) + pad * 2;
  const h = size * 1.3;
  const left = anchor === 'end' ? x - w : x;
  s.rect(left, cy - h / 2, w, h, bg, { r: h / 2 });
  s.text(left + pad, cy + size * 0.35, label, { size, weight, fill: ink });
  return w;
}

/** A white panel with an optional title; returns the y where its content starts. */
export function panel(
  s: Svg,
  x: number,
  y: number,
  w: number,
  h: number,
  title?: string,
  right?: string,
): number {
  shadow(s, x, y, w, h, 14);
  s.rect(x, y, w, h, PANEL, { r: 14, stroke: LINE, strokeWidth: 2 });
  if (!title) return y + 12;
  s.text(x + 16, y + 36, title, { size: SIZE.large, weight: 700 });
  if (right) s.text(x + w - 16, y + 36, right, { size: SIZE.small, fill: MUTED, anchor: 'end' });
  return y + 50;
}

/** An icon and a number side by side, vertically centred on cy; returns the width taken. */
export function iconValue(
  s: Svg,
  x: number,
  cy: number,
  icon: string,
  value: string | number,
  size = SIZE.body,
  weight: Weight = 700,
  fill = INK,
): number {
  const iconSize = size * 0.95;
  s.icon(icon, x, cy - iconSize / 2, iconSize);
  const tw = s.text(x + iconSize + 5, cy + size * 0.35, value, { size, weight, fill });
  return iconSize + 5 + tw;
}

const WAGE_BG = ['#ece6da', '#d9d0bf', '#3b4252'] as const;
const WAGE_INK = [INK, INK, '#ffffff'] as const;

/** A Company card: industry edge, name, Wage level and amount, Worker slots, output, marks. */
export function companyCard(
  s: Svg,
  view: GameView,
  company: Company,
  x: number,
  y: number,
  w: number,
  h: number,
) {
  const card = cardOf(company);
  if (!card) return;
  const color = INDUSTRY_COLOR[card.industry];
  s.rect(x, y, w, h, color, { r: 12 });
  s.rect(x + 9, y + 2, w - 11, h - 4, PANEL, { r: 10 });

  s.text(x + 20, y + 36, cardName(card), { size: 26, weight: 700, maxWidth: w - 34, minSize: 19 });

  // Workers.
  const cy = y + h - 28;
  const slots = slotsOf(view, company);
  let cx = x + 20;
  if (isAutomated(company)) {
    cx +=
      s.text(x + 20, cy + 8, say('picture.automated'), { size: SIZE.small, fill: MUTED, weight: 700 }) + 12;
  }
  for (const slot of slots) {
    if (slot.employee) {
      cx += s.text(cx, cy + 9, '+', { size: SIZE.body, fill: MUTED, weight: 700 }) + 4;
    }
    const width = slot.worker?.committed ? WORKER_H : WORKER_W;
    if (slot.worker) worker(s, cx + width / 2, cy, slot.worker.cls, slot.worker.skill, slot.worker.committed);
    else emptySlot(s, cx + width / 2, cy, slot.skill);
    cx += width + 6;
  }

  // Output, with Machinery.
  const out = outputOf(view, company);
  const icon = goodIcon(card.industry === 'media' ? 'influence' : card.industry);
  const label = `+${out}`;
  const tw = measure(label, 28, 700);
  const right = x + w - 12;
  s.icon(icon, right - 28, cy - 14, 28);
  s.text(right - 33, cy + 10, label, { size: 28, weight: 700, anchor: 'end' });
  let outLeft = right - 33 - tw;
  if (company.machinery) {
    s.icon('i-gear', outLeft - 32, cy - 14, 28);
    outLeft -= 32;
  }

  // Wage level and amount, between the Workers and the output.
  const wage = wageOf(company);
  if (wage !== null) {
    const level = company.wage;
    const wageLabel = `L${level} · ${wage}`;
    const ww = measure(wageLabel, SIZE.small, 700) + 16;
    const bg = WAGE_BG[level - 1] ?? WAGE_BG[0];
    const ink = WAGE_INK[level - 1] ?? INK;
    const wx = Math.max(cx + 4, Math.min((cx + outLeft) / 2 - ww / 2, outLeft - ww - 10));
    s.rect(wx, cy - 15, ww, 30, bg, { r: 8 });
    s.text(wx + ww / 2, cy + 8, wageLabel, { size: SIZE.small, weight: 700, fill: ink, anchor: 'middle' });
  }

  if (company.strike) {
    const label = say('picture.strike');
    const sw = measure(label, 20, 700) + 14;
    s.rect(x + w / 2 - sw / 2, y - 8, sw, 24, BAD, { r: 6, stroke: '#ffffff', strokeWidth: 2 });
    s.text(x + w / 2, y + 10, label, { size: 20, weight: 700, fill: '#ffffff', anchor: 'middle' });
  }
}

/**
 * The revealed Political Agenda as one row at `y`: a chip per Policy it asks for, green where the
 * board already matches, and how many match now at the right edge.
 */
export function agendaRow(s: Svg, view: GameView, agenda: PoliticalAgenda, x: number, y: number, w: number) {
  let at =
    x + 16 + s.text(x + 16, y + 9, say('picture.politicalAgenda'), { size: SIZE.body, weight: 700 }) + 16;
  for (const p of [1, 2, 3, 4, 5] as const) {
    const sec = agenda.policies[p];
    const match = view.policies[p] === sec;
    at += chip(s, at, y, `${p}${sec}`, match ? GOOD : '#e6e0d4', match ? '#ffffff' : INK, SIZE.body) + 8;
  }
  const matches = ([1, 2, 3, 4, 5] as const).filter((p) => view.policies[p] === agenda.policies[p]).length;
  s.text(x + w - 16, y + 9, say('picture.agendaMatches', { n: matches }), {
    size: SIZE.small,
    fill: MUTED,
    anchor: 'end',
  });
}
