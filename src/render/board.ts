/**
 * The main board picture, drawn from the public view only: round and turn, each class at a glance,
 * the score track, the Politics table with pending Bills, the State's economy and Public Services,
 * the Export card, Events and Political Agenda, and the Public and Private Sectors with every Worker.
 */
import type { ClassId, Good, PolicyId, Section } from '../data/common.ts';
import { GOODS, POLICY_IDS, SECTIONS } from '../data/common.ts';
import { historicalEventById } from '../data/historical-events.ts';
import {
  COMPANY_LIMITS,
  FISCAL,
  FOREIGN_TRADE,
  GAME,
  IMMIGRATION,
  LABOR_MARKET,
  WELFARE,
} from '../data/tables.ts';
import type { GameView } from '../engine/index.ts';
import { historicalWords, periodIn, triggerIn } from '../i18n/historical-events.ts';
import { sayText } from '../i18n/said.ts';
import { measure } from './font.ts';
import { goodIcon, ICON_DEFS } from './icons.ts';
import {
  agendaCard,
  availablePublicSlots,
  billsByPolicy,
  eventCard,
  exportCard,
  loansOf,
  moneyOf,
  population,
  publicServiceLimit,
  workersOf,
} from './model.ts';
import { crisisPanel, moduleLines } from './modules.ts';
import { agendaRow, chip, companyCard, iconValue, panel, shadow, worker } from './parts.ts';
import { type Drawing, Svg, wrap } from './svg.ts';
import {
  BAD,
  CLASS_COLOR,
  CLASS_DARK,
  CLASS_INK,
  CLASS_TINT,
  GOOD,
  HEADER,
  INK,
  LINE,
  MUTED,
  PANEL,
  PAPER,
  SIZE,
} from './theme.ts';
import { classInitial, classShort, pictureLocale, say, words } from './words.ts';

export const BOARD_WIDTH = 1000;
export const M = 16;
export const GAP = 12;
export const INNER = BOARD_WIDTH - 2 * M;

// ---------------------------------------------------------------------------------------------
// Header: round, phase, whose turn.

function whoIsAsked(view: GameView): ClassId[] {
  if (view.phase === 'game-over') return [];
  const seats: ClassId[] = [];
  for (const w of view.waitingFor) if (!seats.includes(w.seat)) seats.push(w.seat);
  if (!seats.length && view.turn && view.phase === 'action') seats.push(view.turn.seat);
  return seats;
}

export function header(s: Svg, view: GameView, y: number, title?: string): number {
  const h = 104;
  s.rect(0, y, BOARD_WIDTH, h, HEADER);
  const seats = view.seats;
  seats.forEach((cls, i) => {
    const w = BOARD_WIDTH / seats.length;
    s.rect(i * w, y + h - 6, w, 6, CLASS_COLOR[cls]);
  });
  const roundLabel =
    title ?? say('picture.roundOf', { round: Math.min(view.round, GAME.rounds), rounds: GAME.rounds });
  s.text(24, y + 50, roundLabel, { size: SIZE.huge, weight: 700, fill: '#ffffff' });
  let phase = say(`picture.phase.${view.phase}`);
  if (view.phase === 'action' && view.turn)
    phase = say('picture.turnOf', { phase, turn: view.turn.number, turns: GAME.turnsPerRound });
  if (title) phase = say('picture.roundPhase', { round: Math.min(view.round, 5), phase });
  s.text(24, y + 86, phase, { size: SIZE.body, fill: '#c3cad6' });

  // Round track: five dots.
  const dotsX = 24 + measure(roundLabel, SIZE.huge, 700) + 26;
  if (!title) {
    for (let r = 1; r <= 5; r++) {
      const cx = dotsX + (r - 1) * 30;
      const done = r < view.round || view.phase === 'game-over';
      const now = r === view.round && view.phase !== 'game-over';
      s.circle(cx, y + 36, now ? 11 : 8, done ? '#8a93a3' : now ? '#f2b705' : 'none', {
        stroke: now ? '#ffffff' : '#8a93a3',
        strokeWidth: 2,
      });
    }
  }

  const asked = whoIsAsked(view);
  const right = BOARD_WIDTH - 24;
  if (view.phase === 'game-over') {
    const winners = view.winners ?? [];
    let x = right;
    for (const cls of [...winners].reverse()) {
      x -=
        chip(s, x, y + 58, words().classes[cls], CLASS_COLOR[cls], CLASS_INK[cls], SIZE.large, 700, 'end') +
        8;
    }
    if (winners.length)
      s.text(right, y + 24, say('picture.winner', { count: winners.length }), {
        size: SIZE.small,
        fill: '#c3cad6',
        anchor: 'end',
      });
  } else if (asked.length) {
    let x = right;
    const label = asked.length === 1 ? words().classes : classShort();
    for (const cls of [...asked].reverse()) {
      x -= chip(s, x, y + 58, label[cls], CLASS_COLOR[cls], CLASS_INK[cls], SIZE.large, 700, 'end') + 8;
    }
    const onTurn = view.phase === 'action' && asked.length === 1 && view.turn?.seat === asked[0];
    const waitingText = say(onTurn ? 'picture.toPlay' : 'picture.waitingFor');
    s.text(right, y + 24, waitingText, { size: SIZE.small, fill: '#c3cad6', anchor: 'end' });
  }
  return y + h;
}

// ---------------------------------------------------------------------------------------------
// Class cards.

export function topBand(s: Svg, x: number, y: number, w: number, h: number, r: number, fill: string) {
  s.path(
    `M${x} ${y + h}V${y + r}Q${x} ${y} ${x + r} ${y}H${x + w - r}Q${x + w} ${y} ${x + w} ${y + r}V${y + h}Z`,
    fill,
  );
}

/** Room for the labels of a class card's lines ("Storage", "Unemployed"). */
export const LABEL_W = 120;

export function goodsRow(
  s: Svg,
  x: number,
  cy: number,
  label: string,
  goods: Partial<Record<Good, number>>,
  room: number,
): void {
  s.text(x, cy + 8, label, { size: SIZE.small, fill: MUTED, maxWidth: LABEL_W - 8, minSize: 18 });
  const start = x + LABEL_W;
  const keys = GOODS.filter((g) => goods[g] !== undefined);
  const step = Math.min(86, (room - LABEL_W) / Math.max(1, keys.length));
  keys.forEach((g, i) => {
    const v = goods[g] ?? 0;
    iconValue(s, start + i * step, cy, goodIcon(g), v, SIZE.body, 700, v ? INK : MUTED);
  });
}

const CARD_LINE = 40;

/** Unemployed Workers as tokens (skilled first), then Trade Unions; "+N" when they do not fit. */
export function idleWorkers(
  s: Svg,
  view: GameView,
  cls: 'working' | 'middle',
  x: number,
  cy: number,
  room: number,
) {
  const mine = workersOf(view, cls);
  const idle = mine
    .filter((w) => w.at === 'unemployed')
    .sort((a, b) => (a.skill ?? '~').localeCompare(b.skill ?? '~'));
  const unions = mine.filter((w) => w.at === 'union');
  s.text(x, cy + 8, say('picture.unemployed'), {
    size: SIZE.small,
    fill: MUTED,
    maxWidth: LABEL_W - 8,
    minSize: 18,
  });
  let at = x + LABEL_W;
  at += s.text(at, cy + 9, idle.length, { size: SIZE.body, weight: 700 }) + 10;
  const unionRoom = unions.length ? 80 + unions.length * 34 : 0;
  const fit = Math.floor((x + room - unionRoom - at) / 24);
  const shown = idle.length > fit ? Math.max(0, fit - 2) : idle.length;
  for (let i = 0; i < shown; i++) {
    const w = idle[i];
    if (w) worker(s, at + 10 + i * 24, cy, cls, w.skill, false, 0.9);
  }
  at += shown * 24;
  if (shown < idle.length)
    at += s.text(at + 4, cy + 8, `+${idle.length - shown}`, { size: SIZE.small, fill: MUTED }) + 8;
  if (unions.length) {
    at = Math.max(at + 10, x + room - unionRoom);
    at += s.text(at, cy + 8, say('picture.unions'), { size: SIZE.small, fill: MUTED }) + 8;
    unions.forEach((w, i) => {
      worker(s, at + 15 + i * 34, cy, cls, w.skill, true, 0.9);
    });
  }
}

/** Lines of a class card after its name band: each draws at (x, cy) within `room` px. */
function classLines(
  view: GameView,
  cls: ClassId,
): Array<(s: Svg, x: number, cy: number, room: number) => void> {
  const c = view.classes;
  const lines: Array<(s: Svg, x: number, cy: number, room: number) => void> = [];

  // Money, Loans, Influence, hand.
  lines.push((s, x, cy) => {
    let at = x;
    at += iconValue(s, at, cy, 'i-money', moneyOf(view, cls), SIZE.large) + 22;
    at += iconValue(s, at, cy, 'i-influence', c[cls].influence, SIZE.large) + 22;
    at += iconValue(s, at, cy, 'i-cards', c[cls].handSize, SIZE.large) + 22;
    const loans = loansOf(view, cls);
    if (loans > 0)
      iconValue(s, at, cy, 'i-loan', say('picture.loans', { count: loans }), SIZE.body, 700, '#b02a1e');
  });

  if (cls === 'working' || cls === 'middle') {
    const pop = population(view, cls);
    lines.push((s, x, cy) => {
      let at = x;
      s.icon('i-pop', at, cy - 13, 26);
      at += 30;
      at += s.text(at, cy + 9, say('picture.pop', { n: pop }), { size: SIZE.body, weight: 700 }) + 20;
      s.icon('i-prosperity', at, cy - 13, 26);
      at += 30;
      s.text(at, cy + 9, say('picture.prosperityOf', { n: c[cls].prosperity }), {
        size: SIZE.body,
        weight: 700,
      });
    });
    if (cls === 'working') {
      lines.push((s, x, cy, room) => goodsRow(s, x, cy, say('picture.goods'), c.working.goods, room));
    } else {
      lines.push((s, x, cy, room) => goodsRow(s, x, cy, say('picture.goods'), c.middle.goods, room));
      lines.push((s, x, cy, room) => goodsRow(s, x, cy, say('picture.storage'), c.middle.storage, room));
    }
    lines.push((s, x, cy, room) => idleWorkers(s, view, cls, x, cy, room));
  } else if (cls === 'capitalist') {
    const cap = c.capitalist;
    lines.push((s, x, cy) => {
      let at = x;
      at +=
        s.text(at, cy + 9, say('picture.revenue', { n: cap.revenue }), { size: SIZE.body, weight: 700 }) + 22;
      s.text(at, cy + 9, say('picture.capital', { n: cap.capital }), { size: SIZE.body, weight: 700 });
    });
    lines.push((s, x, cy, room) => goodsRow(s, x, cy, say('picture.storage'), cap.storage, room));
    if (cap.freeTradeZone.food + cap.freeTradeZone.luxury > 0) {
      lines.push((s, x, cy, room) => goodsRow(s, x, cy, say('picture.freeTrade'), cap.freeTradeZone, room));
    }
  } else {
    const st = c.state;
    lines.push((s, x, cy) => {
      let at = x + s.text(x, cy + 9, say('picture.legitimacy'), { size: SIZE.small, fill: MUTED }) + 14;
      for (const v of ['working', 'middle', 'capitalist'] as const) {
        s.rect(at, cy - 15, 30, 30, CLASS_COLOR[v], { r: 7 });
        s.text(at + 15, cy + 9, st.legitimacy[v], {
          size: SIZE.body,
          weight: 700,
          fill: CLASS_INK[v],
          anchor: 'middle',
        });
        at += 36;
        if (st.tokens[v] > 0)
          at += s.text(at, cy + 9, `+${st.tokens[v]}`, { size: SIZE.small, fill: MUTED }) + 6;
        at += 10;
      }
    });
    lines.push((s, x, cy, room) => goodsRow(s, x, cy, say('picture.goods'), st.goods, room));
  }
  lines.push(...moduleLines(view, cls));
  return lines;
}

function classCard(
  s: Svg,
  view: GameView,
  cls: ClassId,
  x: number,
  y: number,
  w: number,
  h: number,
  split: boolean,
) {
  shadow(s, x, y, w, h, 14);
  s.rect(x, y, w, h, PANEL, { r: 14, stroke: LINE, strokeWidth: 2 });
  const band = 50;
  topBand(s, x, y, w, band, 14, CLASS_COLOR[cls]);
  s.text(x + 16, y + 35, words().classes[cls], {
    size: SIZE.large,
    weight: 700,
    fill: CLASS_INK[cls],
    maxWidth: w - 150,
  });
  const vp = view.classes[cls].vp;
  const vpW = measure(say('picture.vp'), SIZE.small, 700);
  s.text(x + w - 16, y + 35, say('picture.vp'), {
    size: SIZE.small,
    weight: 700,
    fill: CLASS_INK[cls],
    anchor: 'end',
  });
  s.text(x + w - 22 - vpW, y + 37, vp, {
    size: SIZE.huge - 6,
    weight: 700,
    fill: CLASS_INK[cls],
    anchor: 'end',
  });

  const lines = classLines(view, cls);
  if (!split) {
    lines.forEach((draw, i) => {
      draw(s, x + 16, y + band + 28 + i * CARD_LINE, w - 32);
    });
    return;
  }
  const half = Math.ceil(lines.length / 2);
  lines.forEach((draw, i) => {
    const col = i < half ? 0 : 1;
    const row = i < half ? i : i - half;
    draw(s, x + 16 + col * (w / 2), y + band + 28 + row * CARD_LINE, w / 2 - 32);
  });
}

function classCards(s: Svg, view: GameView, y: number): number {
  const seats = view.seats;
  const colW = (INNER - GAP) / 2;
  const heights = seats.map((cls) => classLines(view, cls).length);
  let at = y;
  for (let i = 0; i < seats.length; i += 2) {
    const a = seats[i];
    const b = seats[i + 1];
    if (!a) break;
    if (b) {
      const rows = Math.max(heights[i] ?? 0, heights[i + 1] ?? 0);
      const h = 50 + rows * CARD_LINE + 10;
      classCard(s, view, a, M, at, colW, h, false);
      classCard(s, view, b, M + colW + GAP, at, colW, h, false);
      at += h + GAP;
    } else {
      const rows = Math.ceil((heights[i] ?? 0) / 2);
      const h = 50 + rows * CARD_LINE + 10;
      classCard(s, view, a, M, at, INNER, h, true);
      at += h + GAP;
    }
  }
  return at;
}

// ---------------------------------------------------------------------------------------------
// Score track.

function scoreTrack(s: Svg, view: GameView, y: number): number {
  const h = 100;
  s.rect(M, y, INNER, h, PANEL, { r: 14, stroke: LINE, strokeWidth: 2 });
  const vps = view.seats.map((cls) => ({ cls, vp: view.classes[cls].vp }));
  const top = Math.max(50, Math.ceil((Math.max(...vps.map((v) => v.vp)) + 5) / 25) * 25);
  const bottom = Math.min(0, Math.floor(Math.min(...vps.map((v) => v.vp)) / 10) * 10);
  const x0 = M + 140;
  const x1 = M + INNER - 34;
  const lineY = y + 66;
  const xOf = (v: number) => x0 + ((v - bottom) / (top - bottom)) * (x1 - x0);
  // The labels keep left of the track, which starts at x0.
  s.text(M + 16, y + 46, say('picture.score'), { size: SIZE.large, weight: 700, maxWidth: x0 - M - 8 });
  s.text(M + 16, y + 78, say('picture.victoryPoints'), { size: 20, fill: MUTED, maxWidth: x0 - M - 8 });
  s.line(x0, lineY, x1, lineY, LINE, 6);
  const step = top - bottom > 100 ? 20 : 10;
  for (let v = bottom; v <= top; v += step) {
    s.line(xOf(v), lineY - 8, xOf(v), lineY + 8, '#b9b09e', 2);
    s.text(xOf(v), y + 92, v, { size: 20, fill: MUTED, anchor: 'middle' });
  }
  // Markers above the track, pushed apart sideways so that none hides another; a stem points
  // from each to its true place.
  const sorted = [...vps].sort((a, b) => a.vp - b.vp);
  const R = 19;
  const xs = sorted.map((v) => xOf(v.vp));
  for (let i = 1; i < xs.length; i++) xs[i] = Math.max(xs[i] as number, (xs[i - 1] as number) + 2 * R + 3);
  const over = (xs[xs.length - 1] ?? 0) - (x1 + 12);
  if (over > 0) for (let i = 0; i < xs.length; i++) xs[i] = (xs[i] as number) - over;
  for (let i = xs.length - 2; i >= 0; i--)
    xs[i] = Math.min(xs[i] as number, (xs[i + 1] as number) - 2 * R - 3);
  if ((xs[0] ?? x0) < x0 - 12) {
    // Too crowded at both ends: spread evenly instead.
    xs.forEach((_, i) => {
      xs[i] = x0 - 12 + i * (2 * R + 3);
    });
  }
  const cy = lineY - 30;
  sorted.forEach(({ cls, vp }, i) => {
    const x = xs[i] as number;
    s.line(xOf(vp), lineY + 4, x, cy, CLASS_DARK[cls], 3);
  });
  sorted.forEach(({ cls, vp }, i) => {
    const x = xs[i] as number;
    s.circle(x, cy, R, CLASS_COLOR[cls], { stroke: CLASS_DARK[cls], strokeWidth: 2.5 });
    s.text(x, cy + 8, vp, { size: 22, weight: 700, fill: CLASS_INK[cls], anchor: 'middle' });
  });
  return y + h + GAP;
}

// ---------------------------------------------------------------------------------------------
// Politics.

function sectionHint(policy: PolicyId, section: Section): string {
  switch (policy) {
    case 1:
      return say('picture.hint.public', { n: FISCAL.publicCompanies[section] });
    case 2:
      return say('picture.hint.minimumWage', { level: LABOR_MARKET.minimumWage[section] });
    case 3:
      return say(`picture.hint.${({ A: 'high', B: 'medium', C: 'low' } as const)[section]}`);
    case 4:
    case 5: {
      const price = WELFARE.price[section];
      return price === 0 ? say('picture.hint.free') : say('picture.hint.pay', { price });
    }
    case 6: {
      const food = FOREIGN_TRADE.tariff.food[section];
      const luxury = FOREIGN_TRADE.tariff.luxury[section];
      return food + luxury === 0
        ? say('picture.hint.noTariffs')
        : say('picture.hint.tariff', { food, luxury });
    }
    case 7: {
      const n = IMMIGRATION.extraWorkers[section];
      return n === 0 ? say('picture.hint.none') : say('picture.hint.cards', { count: n });
    }
  }
}

const SECTION_CLASS: Record<Section, ClassId> = { A: 'working', B: 'middle', C: 'capitalist' };

function politics(s: Svg, view: GameView, x: number, y: number, w: number, minH: number): number {
  const rowH = 54;
  const labelW = 190;
  const cellW = (w - 32 - labelW) / 3;
  const headY = y + 58;
  const tableY = headY + 44;
  const voteH = view.vote ? 112 : 0;
  const h = Math.max(minH, tableY - y + 7 * rowH + 14 + voteH);
  panel(s, x, y, w, h, say('picture.politics'));
  const bills = billsByPolicy(view);
  const cx0 = x + 16 + labelW;
  SECTIONS.forEach((sec, i) => {
    const cls = SECTION_CLASS[sec];
    const cx = cx0 + i * cellW;
    s.rect(cx + 3, headY, cellW - 6, 36, CLASS_TINT[cls], { r: 8 });
    s.text(cx + cellW / 2, headY + 27, sec, {
      size: SIZE.large,
      weight: 700,
      fill: CLASS_DARK[cls],
      anchor: 'middle',
    });
    s.rect(cx + 3, headY + 32, cellW - 6, 4, CLASS_COLOR[cls]);
  });
  for (const policy of POLICY_IDS) {
    const ry = tableY + (policy - 1) * rowH;
    const voting = view.vote?.policy === policy;
    if (voting) s.rect(x + 8, ry - 2, w - 16, rowH, '#fff2b3', { r: 10 });
    else if (policy % 2 === 0) s.rect(x + 8, ry, w - 16, rowH - 4, '#f5f1e8', { r: 8 });
    s.circle(x + 32, ry + rowH / 2 - 2, 15, INK);
    s.text(x + 32, ry + rowH / 2 + 6, policy, { size: 22, weight: 700, fill: '#ffffff', anchor: 'middle' });
    s.text(x + 56, ry + rowH / 2 + 8, say(`picture.policyShort.${policy}`), {
      size: SIZE.body,
      weight: 700,
      maxWidth: labelW - 44,
      minSize: 20,
    });
    const current = view.policies[policy];
    const bill = bills.find((b) => b.policy === policy);
    SECTIONS.forEach((sec, i) => {
      const cx = cx0 + i * cellW;
      const active = current === sec;
      const cellY = ry + 4;
      const cellH = rowH - 12;
      if (active) s.rect(cx + 5, cellY, cellW - 10, cellH, INK, { r: 9 });
      const billHere = bill && bill.section === sec;
      if (billHere) {
        s.rect(cx + 5, cellY, cellW - 10, cellH, CLASS_TINT[bill.owner], {
          r: 9,
          stroke: CLASS_COLOR[bill.owner],
          strokeWidth: 4,
        });
      }
      const hint = sectionHint(policy, sec);
      const textRoom = cellW - 18 - (billHere ? 30 : 0);
      s.text(cx + 9 + textRoom / 2, cellY + cellH / 2 + 8, hint, {
        extra: active ? `data-policy="${policy}" data-section="${sec}"` : undefined,
        size: active ? 25 : billHere ? 22 : 24,
        weight: active || billHere ? 700 : 500,
        fill: active ? '#ffffff' : billHere ? CLASS_DARK[bill.owner] : MUTED,
        anchor: 'middle',
        maxWidth: textRoom,
        minSize: 16,
      });
      if (billHere) {
        const bx = cx + cellW - 23;
        const by = cellY + cellH / 2;
        s.circle(bx, by, 14, CLASS_COLOR[bill.owner], { stroke: CLASS_DARK[bill.owner], strokeWidth: 2 });
        s.text(bx, by + 7, classInitial(bill.owner), {
          extra: `data-bill="${policy}" data-section="${sec}" data-owner="${bill.owner}"`,
          size: 20,
          weight: 700,
          fill: CLASS_INK[bill.owner],
          anchor: 'middle',
        });
      }
    });
  }
  if (view.vote) voteBox(s, view, x + 16, tableY + 7 * rowH + 4, w - 32, voteH - 10);
  const spare = y + h - (tableY + 7 * rowH + voteH);
  if (spare >= 40) {
    // Legend: what the marks in the table mean.
    const ly = y + h - spare / 2 + 2;
    let at = x + 20;
    s.rect(at, ly - 12, 34, 24, INK, { r: 6 });
    at += 42;
    at += s.text(at, ly + 7, say('picture.inForce'), { size: 20, fill: MUTED }) + 24;
    s.rect(at, ly - 12, 34, 24, CLASS_TINT.working, { r: 6, stroke: CLASS_COLOR.working, strokeWidth: 3 });
    at += 42;
    at += s.text(at, ly + 7, say('picture.billLegend'), {
      size: 20,
      fill: MUTED,
      maxWidth: x + w - 16 - at,
      minSize: 14,
    });
  }
  return y + h;
}

function voteBox(s: Svg, view: GameView, x: number, y: number, w: number, h: number) {
  const vote = view.vote;
  if (!vote) return;
  s.rect(x, y, w, h, '#fff8d6', { r: 10, stroke: '#e0c54a', strokeWidth: 2 });
  const changes = vote.changes ?? [{ policy: vote.policy, section: vote.section }];
  const title = say('picture.vote', {
    changes: changes
      .map((c) =>
        say('picture.voteChange', {
          policy: c.policy,
          name: words().policies[c.policy as PolicyId],
          section: c.section,
        }),
      )
      .join(say('picture.and')),
  });
  let titleRoom = w - 28;
  if (vote.answered.length) {
    let at = x + w - 14;
    for (const cls of [...vote.answered].reverse()) {
      at -=
        chip(s, at, y + 24, classInitial(cls), CLASS_COLOR[cls], CLASS_INK[cls], SIZE.small, 700, 'end') + 4;
    }
    at -=
      s.text(at - 4, y + 32, say('picture.influenceChosen'), {
        size: SIZE.small,
        fill: MUTED,
        anchor: 'end',
      }) + 8;
    titleRoom = at - x - 24;
  }
  s.text(x + 14, y + 32, title, { size: SIZE.body, weight: 700, maxWidth: titleRoom, minSize: 20 });
  let at = x + 14;
  const cy = y + 70;
  for (const side of ['for', 'against'] as const) {
    at +=
      s.text(at, cy + 8, say(side === 'for' ? 'picture.for' : 'picture.against'), {
        size: SIZE.small,
        fill: MUTED,
      }) + 8;
    for (const cls of view.seats) {
      if (vote.sides[cls] !== side) continue;
      at += chip(s, at, cy, classInitial(cls), CLASS_COLOR[cls], CLASS_INK[cls], SIZE.small) + 4;
    }
    at += 16;
  }
  const drawn = Object.entries(vote.drawn).filter(([, v]) => v > 0);
  if (drawn.length) {
    at += s.text(at, cy + 8, say('picture.cubes'), { size: SIZE.small, fill: MUTED }) + 8;
    for (const [cls, count] of drawn) {
      const c = cls as ClassId;
      s.rect(at, cy - 12, 24, 24, CLASS_COLOR[c], { r: 4, stroke: CLASS_DARK[c], strokeWidth: 1.5 });
      at += 28;
      at += s.text(at, cy + 8, count, { size: SIZE.body, weight: 700 }) + 10;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// State's economy: Tax Multiplier, Treasury, Public Services, the bag, the Export card.

function economy(s: Svg, view: GameView, x: number, y: number, w: number, h: number) {
  panel(s, x, y, w, h);
  // Tax Multiplier and Treasury side by side.
  s.text(x + 16, y + 34, say('picture.taxMultiplier'), {
    size: SIZE.small,
    fill: MUTED,
    maxWidth: w / 2 - 20,
    minSize: 15,
  });
  s.text(x + 16, y + 78, `×${view.taxMultiplier}`, { size: SIZE.huge, weight: 700 });
  const tx = x + w / 2 + 4;
  const loans = loansOf(view, 'state');
  const treasuryLabel =
    loans > 0
      ? say('picture.treasuryLoans', { loans: say('picture.loans', { count: loans }) })
      : say('picture.treasury');
  s.text(tx, y + 34, treasuryLabel, {
    size: SIZE.small,
    fill: loans > 0 ? '#b02a1e' : MUTED,
    weight: loans ? 700 : 500,
    maxWidth: x + w - 12 - tx,
    minSize: 17,
  });
  iconValue(s, tx, y + 64, 'i-money', view.treasury, SIZE.huge - 4);

  // Public Services.
  let cy = y + 124;
  s.text(x + 16, cy, say('picture.publicServices'), { size: SIZE.body, weight: 700 });
  cy += 34;
  for (const service of ['health', 'education', 'influence'] as const) {
    const have = view.publicServices[service];
    const limit = publicServiceLimit(view, service);
    s.icon(goodIcon(service), x + 16, cy - 14, 28);
    s.text(x + 52, cy + 9, `${have}`, { size: SIZE.large, weight: 700 });
    s.text(x + 52 + measure(`${have}`, SIZE.large, 700) + 4, cy + 9, `/ ${limit}`, {
      size: SIZE.small,
      fill: MUTED,
    });
    const barX = x + 140;
    const barW = w - 140 - 16;
    s.rect(barX, cy - 7, barW, 14, '#ebe5d8', { r: 7 });
    if (have > 0)
      s.rect(barX, cy - 7, Math.max(14, (barW * Math.min(have, limit)) / limit), 14, '#59606d', { r: 7 });
    cy += 38;
  }

  // Voting bag.
  cy += 4;
  s.text(x + 16, cy + 8, say('picture.bag'), { size: SIZE.body, weight: 700 });
  let at = x + 80;
  for (const cls of ['working', 'middle', 'capitalist'] as const) {
    s.rect(at, cy - 13, 26, 26, CLASS_COLOR[cls], { r: 5, stroke: CLASS_DARK[cls], strokeWidth: 1.5 });
    at += 32;
    at += s.text(at, cy + 9, view.bag[cls], { size: SIZE.large, weight: 700 }) + 22;
  }
  return y + h;
}

const ECONOMY_H = 300;
const EXPORT_H = 50 + 4 * 38 + 6;

function exportPanel(s: Svg, view: GameView, x: number, y: number, w: number): number {
  const card = exportCard(view.revealed.export);
  const h = EXPORT_H;
  panel(
    s,
    x,
    y,
    w,
    h,
    card ? say('picture.exportCardNumber', { n: card.number }) : say('picture.exportCard'),
  );
  if (!card) return y + h;
  GOODS.forEach((good, i) => {
    const cy = y + 70 + i * 38;
    s.icon(goodIcon(good), x + 16, cy - 14, 28);
    const deals = card.transactions.filter((t) => t.good === good);
    deals.forEach((t, j) => {
      const tx = x + 58 + j * ((w - 70) / 2);
      let at = tx + s.text(tx, cy + 9, t.amount, { size: SIZE.large, weight: 700 });
      at += s.text(at + 5, cy + 8, say('picture.exportFor'), { size: SIZE.small, fill: MUTED }) + 10;
      s.text(at, cy + 9, t.price, { size: SIZE.large, weight: 700 });
    });
  });
  return y + h;
}

// ---------------------------------------------------------------------------------------------
// Events and Political Agenda (4 players).

function stateCards(s: Svg, view: GameView, y: number): number {
  const events = view.revealed.events.map((id) => eventCard(id));
  const agenda = agendaCard(view.revealed.agenda);
  if (!events.length && !agenda) return y;
  const eventRows = Math.ceil(events.length / 2);
  const eventsH = eventRows * (96 + 8);
  const h = 50 + (eventRows ? eventsH : 0) + (agenda ? 56 : 0) + (eventRows ? 0 : 10);
  panel(
    s,
    M,
    y,
    INNER,
    h,
    say('picture.events'),
    events.length ? say('picture.toDealWith', { n: events.length }) : say('picture.noneOut'),
  );
  const colW = (INNER - 32 - GAP) / 2;
  events.forEach((e, i) => {
    const ex = M + 16 + (i % 2) * (colW + GAP);
    const ey = y + 50 + Math.floor(i / 2) * (96 + 8);
    s.rect(ex, ey, colW, 96, '#f6f2ea', { r: 10, stroke: LINE, strokeWidth: 1.5 });
    s.text(ex + 12, ey + 30, e.name, { size: SIZE.body, weight: 700, maxWidth: colW - 24, minSize: 20 });
    wrap(e.text, 22, 500, colW - 24, 2).forEach((line, j) => {
      s.text(ex + 12, ey + 59 + j * 25, line, { size: 22, fill: MUTED });
    });
  });
  if (agenda) agendaRow(s, view, agenda, M, y + 50 + eventsH + 22, INNER);
  return y + h + GAP;
}

// ---------------------------------------------------------------------------------------------
// The current Historical Event (games with the module).

function historicalEventPanel(s: Svg, view: GameView, y: number): number {
  const he = view.historicalEvents;
  if (!he) return y;
  const id = he.revealed.at(-1);
  const card = id === undefined ? undefined : historicalEventById(id);
  if (!card) return y;
  const applied = he.triggered.includes(card.id);
  const parts = applied ? [] : (he.requirement?.parts ?? []);
  const l = pictureLocale();
  const named = historicalWords(card, l);
  const effect = wrap(say('historical.effect', { text: named.text }), 22, 500, INNER - 32, 2);
  const h = 50 + 44 + (applied ? 0 : 34 + parts.length * 30) + effect.length * 27 + 12;
  panel(
    s,
    M,
    y,
    INNER,
    h,
    say('picture.historicalEvent'),
    say('picture.periodYears', { period: periodIn(card.period, l), years: card.years }),
  );
  let cy = y + 84;
  const status = say(
    applied
      ? 'picture.applied'
      : parts.every((p) => p.met)
        ? 'picture.requirementMet'
        : 'picture.requirementNotMet',
  );
  const statusW = chip(
    s,
    M + INNER - 16,
    cy - 8,
    status,
    applied || parts.every((p) => p.met) ? GOOD : BAD,
    '#ffffff',
    SIZE.small,
    700,
    'end',
  );
  s.text(M + 16, cy, named.name, {
    size: SIZE.large,
    weight: 700,
    maxWidth: INNER - 48 - statusW,
    minSize: 20,
  });
  if (!applied) {
    cy += 36;
    s.text(M + 16, cy, say('historical.trigger', { trigger: triggerIn(card.trigger, l) }), {
      size: 22,
      maxWidth: INNER - 32,
      minSize: 17,
    });
    for (const p of parts) {
      cy += 30;
      // A green dot for a part that holds, a red one for a part that does not.
      s.rect(M + 18, cy - 14, 14, 14, p.met ? GOOD : BAD, { r: 7 });
      s.text(
        M + 42,
        cy,
        say('picture.part', {
          text: sayText(pictureLocale(), p.said),
          answer: say(p.met ? 'picture.yes' : 'picture.no'),
          now: p.now,
        }),
        {
          size: 22,
          fill: p.met ? INK : BAD,
          weight: p.met ? 500 : 700,
          maxWidth: INNER - 58,
          minSize: 17,
        },
      );
    }
  }
  effect.forEach((line, i) => {
    s.text(M + 16, cy + 30 + i * 27, line, { size: 22, fill: MUTED });
  });
  return y + h + GAP;
}

// ---------------------------------------------------------------------------------------------
// Public and Private Sectors.

export const CARD_H = 98;

export function companyGrid(
  s: Svg,
  view: GameView,
  companies: GameView['companies'],
  x: number,
  y: number,
  w: number,
): number {
  const cols = 3;
  const cw = (w - (cols - 1) * GAP) / cols;
  companies.forEach((c, i) => {
    companyCard(
      s,
      view,
      c,
      x + (i % cols) * (cw + GAP),
      y + Math.floor(i / cols) * (CARD_H + GAP),
      cw,
      CARD_H,
    );
  });
  const rows = Math.ceil(companies.length / cols);
  return y + rows * (CARD_H + GAP) - (rows ? GAP : 0);
}

function publicSector(s: Svg, view: GameView, y: number): number {
  const available = availablePublicSlots(view);
  const cols = 3;
  const cw = (INNER - 32 - (cols - 1) * GAP) / cols;
  const openRows = [0, 1, 2].filter((r) =>
    view.publicSector.some((p) => p.slot >= r * 3 && p.slot < r * 3 + 3 && p.open),
  );
  const closedRows = [0, 1, 2].filter((r) => !openRows.includes(r));
  const h = 56 + openRows.length * (CARD_H + GAP) + (closedRows.length ? 44 : 0) + 6;
  const fiscal = words().policies[1];
  panel(
    s,
    M,
    y,
    INNER,
    h,
    say('picture.publicSector'),
    say('picture.available', { policy: fiscal, section: view.policies[1], n: available }),
  );
  let ry = y + 56;
  for (const r of [0, 1, 2]) {
    const slots = view.publicSector.filter((p) => p.slot >= r * 3 && p.slot < r * 3 + 3);
    if (openRows.includes(r)) {
      slots.forEach((p, i) => {
        const company = view.companies.find((c) => c.id === p.company);
        const cx = M + 16 + i * (cw + GAP);
        if (company) companyCard(s, view, company, cx, ry, cw, CARD_H);
        else {
          s.rect(cx, ry, cw, CARD_H, '#f3efe6', { r: 12, stroke: '#c9c0ae', strokeWidth: 2, dash: '8 6' });
          s.text(cx + cw / 2, ry + CARD_H / 2 + 8, say('picture.closed'), {
            size: SIZE.small,
            fill: MUTED,
            anchor: 'middle',
          });
        }
      });
      ry += CARD_H + GAP;
    }
  }
  if (closedRows.length) {
    s.rect(M + 16, ry, INNER - 32, 34, '#f3efe6', { r: 10, stroke: '#c9c0ae', strokeWidth: 2, dash: '8 6' });
    const rows = closedRows.map((r) => r + 1).join(say('picture.and'));
    s.text(M + 32, ry + 25, say('picture.rowsClosed', { count: closedRows.length, rows }), {
      size: SIZE.small,
      weight: 700,
      fill: MUTED,
    });
    const opens = say(closedRows.includes(1) ? 'picture.opensBoth' : 'picture.opensA', { policy: fiscal });
    s.text(M + INNER - 32, ry + 25, opens, {
      size: SIZE.small,
      fill: MUTED,
      anchor: 'end',
    });
  }
  return y + h + GAP;
}

function privateSector(s: Svg, view: GameView, y: number): number {
  const groups: Array<{ title: string; right: string; companies: GameView['companies'] }> = [];
  const cap = view.companies.filter((c) => c.owner === 'capitalist');
  groups.push({
    title: say('picture.capitalistCompanies'),
    right: say('picture.ofLimit', { n: cap.length, limit: COMPANY_LIMITS.capitalist }),
    companies: cap,
  });
  if (view.seats.includes('middle')) {
    const mid = view.companies.filter((c) => c.owner === 'middle');
    groups.push({
      title: say('picture.middleCompanies'),
      right: say('picture.ofLimit', { n: mid.length, limit: COMPANY_LIMITS.middle }),
      companies: mid,
    });
  }
  const coop = view.companies.filter((c) => c.owner === 'working');
  if (coop.length) groups.push({ title: say('picture.cooperativeFarmsOf'), right: '', companies: coop });
  let at = y;
  for (const g of groups) {
    const rows = Math.ceil(g.companies.length / 3);
    const h = rows ? 56 + rows * (CARD_H + GAP) + 4 : 100;
    panel(s, M, at, INNER, h, g.title, g.right);
    if (g.companies.length) companyGrid(s, view, g.companies, M + 16, at + 56, INNER - 32);
    else s.text(M + 16, at + 56 + 30, say('picture.noCompanies'), { size: SIZE.body, fill: MUTED });
    at += h + GAP;
  }
  return at;
}

// ---------------------------------------------------------------------------------------------

/** The board as SVG text, and the same with texts as glyph outlines (what the PNG is drawn from). */
export function boardDrawing(view: GameView): Drawing {
  const s = new Svg(BOARD_WIDTH);
  let y = header(s, view, 0) + GAP;
  y = classCards(s, view, y);
  y = scoreTrack(s, view, y);

  // Politics beside the economy and the Export card.
  const leftW = 610;
  const rightX = M + leftW + GAP;
  const rightW = INNER - leftW - GAP;
  const polBottom = politics(s, view, M, y, leftW, ECONOMY_H + GAP + EXPORT_H);
  economy(s, view, rightX, y, rightW, polBottom - y - EXPORT_H - GAP);
  exportPanel(s, view, rightX, polBottom - EXPORT_H, rightW);
  y = polBottom + GAP;

  y = stateCards(s, view, y);
  y = historicalEventPanel(s, view, y);
  y = crisisPanel(s, view, M, y, INNER, GAP);
  y = publicSector(s, view, y);
  y = privateSector(s, view, y);
  return page(s, y);
}

/** The finished picture: the page ends a margin below the last panel (`y` is past its gap). */
export function page(s: Svg, y: number): Drawing {
  const height = y + M - GAP;
  return {
    svg: s.finish(height, ICON_DEFS, PAPER),
    outlined: s.finish(height, ICON_DEFS, PAPER, true),
    background: PAPER,
  };
}
