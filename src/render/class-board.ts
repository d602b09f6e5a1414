/**
 * One class's board in detail, from the public view: money and Loans, Influence, hand size, Bills,
 * Population and Prosperity (or Wealth, or Legitimacy), every Worker by place and skill, the
 * class's Companies, its storage and prices, its Market, and what the State left it as Benefits.
 */
import type { ClassId, Good, Industry } from '../data/common.ts';
import { GOODS, INDUSTRIES } from '../data/common.ts';
import {
  BILLS,
  COMPANY_LIMITS,
  LEGITIMACY,
  POPULATION_BANDS,
  PRICE_TRACKS,
  PROSPERITY_VP,
  WEALTH_TABLE,
} from '../data/tables.ts';
import type { GameView } from '../engine/index.ts';
import {
  BOARD_WIDTH,
  CARD_H,
  companyGrid,
  GAP,
  goodsRow,
  header,
  INNER,
  LABEL_W,
  M,
  page,
  topBand,
} from './board.ts';
import { measure } from './font.ts';
import { goodIcon } from './icons.ts';
import {
  agendaCard,
  cardOf,
  companyCard as companyCardData,
  eventCard,
  loansOf,
  moneyOf,
  population,
  storageLimit,
  wageOf,
  workersOf,
} from './model.ts';
import { agendaRow, emptySlot, iconValue, panel, WORKER_W, worker } from './parts.ts';
import { type Drawing, Svg, wrap } from './svg.ts';
import {
  CLASS_COLOR,
  CLASS_DARK,
  CLASS_INK,
  CLASS_TINT,
  GOOD,
  INDUSTRY_COLOR,
  INK,
  LINE,
  MUTED,
  PANEL,
  SIZE,
} from './theme.ts';
import { cardName, classShort, say, words } from './words.ts';

type Worker = GameView['workers'][number];

function summary(s: Svg, view: GameView, cls: ClassId, y: number): number {
  const h = 132;
  s.rect(M, y, INNER, h, PANEL, { r: 14, stroke: LINE, strokeWidth: 2 });
  topBand(s, M, y, INNER, 58, 14, CLASS_COLOR[cls]);
  s.text(M + 18, y + 42, words().classes[cls], { size: SIZE.title + 2, weight: 700, fill: CLASS_INK[cls] });
  const vp = view.classes[cls].vp;
  s.text(M + INNER - 18, y + 42, say('picture.vp'), {
    size: SIZE.small,
    weight: 700,
    fill: CLASS_INK[cls],
    anchor: 'end',
  });
  s.text(M + INNER - 24 - measure(say('picture.vp'), SIZE.small, 700), y + 45, vp, {
    size: SIZE.huge,
    weight: 700,
    fill: CLASS_INK[cls],
    anchor: 'end',
  });

  const cy = y + 96;
  let at = M + 18;
  const item = (label: string, draw: (x: number) => number) => {
    s.text(at, cy - 22, label, { size: 20, fill: MUTED });
    at += Math.max(draw(at), measure(label, 20)) + 30;
  };
  const money = moneyOf(view, cls);
  item(say(cls === 'state' ? 'picture.treasury' : 'picture.money'), (x) =>
    iconValue(s, x, cy + 6, 'i-money', money, SIZE.large),
  );
  const loans = loansOf(view, cls);
  item(say('picture.loansLabel'), (x) =>
    iconValue(s, x, cy + 6, 'i-loan', loans, SIZE.large, 700, loans ? '#b02a1e' : INK),
  );
  item(say('picture.influence'), (x) =>
    iconValue(s, x, cy + 6, 'i-influence', view.classes[cls].influence, SIZE.large),
  );
  item(say('picture.cardsInHand'), (x) =>
    iconValue(s, x, cy + 6, 'i-cards', view.classes[cls].handSize, SIZE.large),
  );
  item(say('picture.billMarkers'), (x) => {
    let bx = x;
    for (let i = 0; i < BILLS.markers; i++) {
      const used = i >= view.billMarkersLeft[cls];
      s.circle(bx + 13, cy + 6, 12, used ? 'none' : CLASS_COLOR[cls], {
        stroke: CLASS_DARK[cls],
        strokeWidth: 2,
        dash: used ? '4 3' : undefined,
      });
      bx += 30;
    }
    return bx - x;
  });
  if (cls === 'working' || cls === 'middle') {
    item(say('picture.population'), (x) =>
      iconValue(s, x, cy + 6, 'i-pop', population(view, cls), SIZE.large),
    );
  }
  return y + h + GAP;
}

/** Prosperity (Working, Middle), Wealth (Capitalist) or Legitimacy (State) as a track. */
function track(s: Svg, view: GameView, cls: ClassId, y: number): number {
  if (cls === 'working' || cls === 'middle') {
    const h = 130;
    panel(s, M, y, INNER, h, say('picture.prosperity'), say('picture.prosperityNote'));
    const now = view.classes[cls].prosperity;
    const vps = PROSPERITY_VP[cls];
    const cw = (INNER - 32) / vps.length;
    vps.forEach((vp, i) => {
      const x = M + 16 + i * cw;
      const here = i === now;
      s.rect(x + 2, y + 54, cw - 4, 64, here ? CLASS_COLOR[cls] : i < now ? CLASS_TINT[cls] : '#f3efe6', {
        r: 10,
        stroke: here ? CLASS_DARK[cls] : LINE,
        strokeWidth: here ? 3 : 1.5,
      });
      s.text(x + cw / 2, y + 86, i, {
        size: SIZE.large,
        weight: 700,
        fill: here ? CLASS_INK[cls] : INK,
        anchor: 'middle',
      });
      s.text(x + cw / 2, y + 110, say('picture.vpOf', { vp }), {
        size: 19,
        fill: here ? CLASS_INK[cls] : MUTED,
        anchor: 'middle',
      });
    });
    return y + h + GAP;
  }
  if (cls === 'capitalist') {
    const cap = view.classes.capitalist;
    const h = 150;
    panel(s, M, y, INNER, h, say('picture.wealth'), say('picture.wealthNote'));
    const cw = (INNER - 32) / WEALTH_TABLE.length;
    WEALTH_TABLE.forEach((step, i) => {
      const x = M + 16 + i * cw;
      const here = i === cap.wealthStep;
      s.rect(
        x + 2,
        y + 54,
        cw - 4,
        82,
        here ? CLASS_COLOR[cls] : i < cap.wealthStep ? CLASS_TINT[cls] : '#f3efe6',
        {
          r: 8,
          stroke: here ? CLASS_DARK[cls] : LINE,
          strokeWidth: here ? 3 : 1.5,
        },
      );
      s.text(x + cw / 2, y + 84, step.minCapital, {
        size: 21,
        weight: 700,
        fill: here ? CLASS_INK[cls] : INK,
        anchor: 'middle',
        maxWidth: cw - 8,
        minSize: 15,
      });
      s.text(x + cw / 2, y + 116, `${step.vp}`, {
        size: 22,
        fill: here ? CLASS_INK[cls] : MUTED,
        anchor: 'middle',
      });
    });
    return y + h + GAP;
  }
  // State: Legitimacy with each voting class.
  const st = view.classes.state;
  const h = 58 + 3 * 48;
  panel(s, M, y, INNER, h, say('picture.legitimacy'), say('picture.legitimacyNote'));
  const cw = (INNER - 32 - 170) / LEGITIMACY.max;
  (['working', 'middle', 'capitalist'] as const).forEach((v, row) => {
    const ry = y + 56 + row * 48;
    s.text(M + 16, ry + 30, classShort()[v], {
      size: SIZE.body,
      weight: 700,
      fill: CLASS_DARK[v],
      maxWidth: 120,
      minSize: 18,
    });
    if (st.tokens[v] > 0)
      s.text(M + 168, ry + 30, `(${st.tokens[v]})`, { size: SIZE.small, fill: MUTED, anchor: 'end' });
    for (let i = LEGITIMACY.min; i <= LEGITIMACY.max; i++) {
      const x = M + 16 + 170 + (i - 1) * cw;
      const here = st.legitimacy[v] === i;
      s.rect(
        x + 2,
        ry + 4,
        cw - 4,
        38,
        here ? CLASS_COLOR[v] : i < st.legitimacy[v] ? CLASS_TINT[v] : '#f3efe6',
        {
          r: 8,
          stroke: here ? CLASS_DARK[v] : LINE,
          strokeWidth: here ? 3 : 1.5,
        },
      );
      s.text(x + cw / 2, ry + 32, i, {
        size: 22,
        weight: 700,
        fill: here ? CLASS_INK[v] : MUTED,
        anchor: 'middle',
      });
    }
  });
  return y + h + GAP;
}

/** Where a class's Workers are, each place with its tokens, and a count by skill. */
function workersPanel(s: Svg, view: GameView, cls: 'working' | 'middle', y: number): number {
  const mine = workersOf(view, cls);
  const places = new Map<string, Worker[]>();
  for (const w of mine) {
    const key = w.at === 'company' ? (w.company ?? '') : w.at;
    const list = places.get(key) ?? [];
    list.push(w);
    places.set(key, list);
  }
  const order = [
    'unemployed',
    'union',
    ...[...places.keys()].filter((k) => k !== 'unemployed' && k !== 'union'),
  ];
  const rows = order.filter((k) => places.has(k) || k === 'unemployed');
  const perRow = 22;
  const lineCount = rows.reduce(
    (n, k) => n + Math.max(1, Math.ceil((places.get(k)?.length ?? 0) / perRow)),
    0,
  );
  const h = 58 + 56 + lineCount * 44 + 10;
  const next = POPULATION_BANDS.find((b) => b.minWorkers > mine.length);
  panel(
    s,
    M,
    y,
    INNER,
    h,
    say('picture.workers', { n: mine.length }),
    next ? say('picture.populationAt', { population: next.population, workers: next.minWorkers }) : undefined,
  );

  // By skill.
  let at = M + 16;
  const sy = y + 76;
  const unskilled = mine.filter((w) => !w.skill).length;
  const unskilledLabel = say('picture.unskilled');
  s.text(at, sy + 8, unskilledLabel, { size: SIZE.small, fill: MUTED });
  at += measure(unskilledLabel, SIZE.small) + 8;
  at += s.text(at, sy + 9, unskilled, { size: SIZE.large, weight: 700 }) + 26;
  for (const skill of INDUSTRIES) {
    const count = mine.filter((w) => w.skill === skill).length;
    s.circle(at + 10, sy, 10, INDUSTRY_COLOR[skill], { stroke: '#ffffff', strokeWidth: 2 });
    at += 26;
    at += s.text(at, sy + 9, count, { size: SIZE.large, weight: 700, fill: count ? INK : MUTED }) + 24;
  }

  let ry = y + 58 + 56 + 20;
  for (const key of rows) {
    const list = (places.get(key) ?? []).sort((a, b) => (a.skill ?? '~').localeCompare(b.skill ?? '~'));
    let label: string;
    if (key === 'unemployed') label = say('picture.unemployed');
    else if (key === 'union') label = say('picture.tradeUnions');
    else {
      const company = view.companies.find((c) => c.id === key);
      const card = company ? cardOf(company) : undefined;
      label = card ? cardName(card) : say('picture.company');
    }
    s.text(M + 16, ry + 9, label, { size: SIZE.body, weight: 700, maxWidth: 250, minSize: 18 });
    const company = view.companies.find((c) => c.id === key);
    if (company) {
      const wage = wageOf(company);
      const owner =
        company.owner === cls
          ? say('picture.ownCompany')
          : company.owner === 'state'
            ? say('picture.publicSector')
            : say('picture.classOwner', { class: classShort()[company.owner] });
      const info =
        wage === null || company.owner === cls
          ? owner
          : say('picture.wage', { owner, level: company.wage, wage });
      s.text(M + INNER - 16, ry + 9, info, { size: SIZE.small, fill: MUTED, anchor: 'end' });
    }
    s.text(M + 290, ry + 9, list.length, { size: SIZE.body, weight: 700, anchor: 'end', fill: MUTED });
    list.forEach((w, i) => {
      const col = i % perRow;
      const row = Math.floor(i / perRow);
      worker(s, M + 316 + col * (WORKER_W + 10), ry + row * 44, cls, w.skill, w.committed);
    });
    ry += Math.max(1, Math.ceil(list.length / perRow)) * 44;
  }
  return y + h + GAP;
}

function ownCompanies(s: Svg, view: GameView, cls: ClassId, y: number): number {
  const owner = cls;
  const companies = view.companies
    .filter((c) => c.owner === owner)
    .sort((a, b) => (a.publicSlot ?? 0) - (b.publicSlot ?? 0));
  if (cls === 'working' && companies.length === 0) return y;
  const rows = Math.ceil(companies.length / 3);
  const h = rows ? 56 + rows * (CARD_H + GAP) + 4 : 100;
  const title = say(
    cls === 'state'
      ? 'picture.publicCompanies'
      : cls === 'working'
        ? 'picture.cooperativeFarms'
        : 'picture.companies',
  );
  const count =
    cls === 'capitalist' || cls === 'middle'
      ? say('picture.ofLimit', { n: companies.length, limit: COMPANY_LIMITS[cls] })
      : `${companies.length}`;
  panel(s, M, y, INNER, h, title, count);
  if (companies.length) companyGrid(s, view, companies, M + 16, y + 56, INNER - 32);
  else s.text(M + 16, y + 86, say('picture.noCompanies'), { size: SIZE.body, fill: MUTED });
  return y + h + GAP;
}

/** Storage against its limit and the three-step price track, good by good. */
function storagePanel(s: Svg, view: GameView, cls: 'capitalist' | 'middle', y: number): number {
  const c = view.classes[cls];
  const h = 56 + 40 + 4 * 48 + 10;
  panel(
    s,
    M,
    y,
    INNER,
    h,
    say('picture.storageAndPrices'),
    c.tiles.length ? say('picture.storageTiles', { count: c.tiles.length }) : undefined,
  );
  const colStore = M + 200;
  const colPrice = M + 520;
  s.text(colStore, y + 80, say('picture.storedRoom'), { size: 20, fill: MUTED });
  s.text(colPrice, y + 80, say('picture.price'), { size: 20, fill: MUTED });
  GOODS.forEach((good, i) => {
    const cy = y + 118 + i * 48;
    s.icon(goodIcon(good), M + 16, cy - 16, 32);
    s.text(M + 58, cy + 9, words().resources[good], {
      size: SIZE.body,
      weight: 700,
      maxWidth: colStore - M - 66,
      minSize: 18,
    });
    const have = c.storage[good];
    const limit = storageLimit(view, cls, good);
    s.text(colStore, cy + 10, have, { size: SIZE.large, weight: 700 });
    s.text(colStore + measure(`${have}`, SIZE.large, 700) + 6, cy + 9, `/ ${limit}`, {
      size: SIZE.small,
      fill: MUTED,
    });
    const barX = colStore + 100;
    const barW = 180;
    s.rect(barX, cy - 7, barW, 14, '#ebe5d8', { r: 7 });
    if (have > 0)
      s.rect(
        barX,
        cy - 7,
        Math.max(14, (barW * Math.min(have, limit)) / limit),
        14,
        INDUSTRY_COLOR[good === 'food' ? 'food' : good],
        { r: 7 },
      );
    PRICE_TRACKS[good].forEach((price, j) => {
      const px = colPrice + j * 78;
      const here = c.prices[good] === j;
      s.rect(px, cy - 19, 66, 38, here ? CLASS_COLOR[cls] : '#f3efe6', {
        r: 9,
        stroke: here ? CLASS_DARK[cls] : LINE,
        strokeWidth: here ? 2.5 : 1.5,
      });
      s.text(px + 33, cy + 9, price, {
        size: SIZE.body,
        weight: 700,
        fill: here ? CLASS_INK[cls] : MUTED,
        anchor: 'middle',
      });
    });
  });
  return y + h + GAP;
}

function goodsPanel(s: Svg, view: GameView, cls: ClassId, y: number): number {
  const rows: Array<[string, Partial<Record<Good, number>>]> = [];
  if (cls === 'working') rows.push([say('picture.goodsAndServices'), view.classes.working.goods]);
  if (cls === 'middle') rows.push([say('picture.goodsAndServices'), view.classes.middle.goods]);
  if (cls === 'capitalist') rows.push([say('picture.freeTradeZone'), view.classes.capitalist.freeTradeZone]);
  if (cls === 'state') rows.push([say('picture.goods'), view.classes.state.goods]);
  const benefits = cls === 'state' ? null : view.classes[cls].benefits;
  const h = 56 + rows.length * 44 + (benefits ? 44 : 0) + 6;
  const title = rows[0]?.[0] ?? say('picture.goods');
  panel(s, M, y, INNER, h, cls === 'capitalist' ? say('picture.exportOnly', { title }) : title);
  let cy = y + 76;
  for (const [, goods] of rows) {
    goodsRow(s, M + 16 - LABEL_W, cy, '', goods, 560 + LABEL_W);
    cy += 44;
  }
  if (benefits) {
    let at =
      M +
      16 +
      s.text(M + 16, cy + 9, say('picture.benefitsWaiting'), { size: SIZE.body, weight: 700, fill: GOOD }) +
      16;
    if (benefits.money) at += iconValue(s, at, cy, 'i-money', benefits.money) + 16;
    for (const g of GOODS)
      if (benefits.goods[g]) at += iconValue(s, at, cy, goodIcon(g), benefits.goods[g]) + 16;
    if (benefits.influence) at += iconValue(s, at, cy, 'i-influence', benefits.influence) + 16;
    if (benefits.cubes)
      s.text(at, cy + 9, say('picture.cubesOf', { n: benefits.cubes }), { size: SIZE.body, weight: 700 });
  }
  return y + h + GAP;
}

/** The Company cards the class may build next. */
function marketPanel(s: Svg, view: GameView, cls: 'capitalist' | 'middle', y: number): number {
  const market = view.classes[cls].market.map((id) => companyCardData(id)).filter((c) => c !== undefined);
  if (!market.length) return y;
  const cols = market.length > 3 ? 4 : 3;
  const cw = (INNER - 32 - (cols - 1) * GAP) / cols;
  const rows = Math.ceil(market.length / cols);
  const ch = 92;
  const h = 56 + rows * (ch + GAP) + 4;
  panel(s, M, y, INNER, h, say('picture.market'), say('picture.companiesToBuild'));
  market.forEach((card, i) => {
    const x = M + 16 + (i % cols) * (cw + GAP);
    const cy = y + 56 + Math.floor(i / cols) * (ch + GAP);
    s.rect(x, cy, cw, ch, INDUSTRY_COLOR[card.industry], { r: 12 });
    s.rect(x + 9, cy + 2, cw - 11, ch - 4, PANEL, { r: 10 });
    s.text(x + 20, cy + 34, cardName(card), { size: 24, weight: 700, maxWidth: cw - 32, minSize: 17 });
    iconValue(s, x + 20, cy + 66, 'i-money', card.cost, SIZE.body);
    const out = `+${card.output}`;
    s.icon(goodIcon(card.industry === 'media' ? 'influence' : card.industry), x + cw - 38, cy + 52, 28);
    s.text(x + cw - 44, cy + 76, out, { size: SIZE.body, weight: 700, anchor: 'end' });
    const automated = card.owner === 'capitalist' && card.automated;
    const slotX = x + 20 + measure(`${card.cost}`, SIZE.body, 700) + 42;
    if (automated) s.icon('i-gear', slotX, cy + 52, 28);
    else
      card.slots.forEach((slot, j) => {
        emptySlot(s, slotX + 9 + j * 22, cy + 66, slot.skill, 0.85);
      });
  });
  return y + h + GAP;
}

function eventsPanel(s: Svg, view: GameView, y: number): number {
  const events = view.revealed.events.map((id) => eventCard(id));
  const agenda = agendaCard(view.revealed.agenda);
  const texts = events.map((e) => wrap(e.text, SIZE.small, 500, INNER - 60, 3));
  const heights = texts.map((lines) => 48 + lines.length * 28 + 8);
  const h = 56 + heights.reduce((a, b) => a + b + GAP, 0) + (agenda ? 60 : 0);
  panel(s, M, y, INNER, h, say('picture.events'), events.length ? undefined : say('picture.none'));
  let ey = y + 56;
  events.forEach((e, i) => {
    const eh = heights[i] ?? 0;
    s.rect(M + 16, ey, INNER - 32, eh, '#f6f2ea', { r: 10, stroke: LINE, strokeWidth: 1.5 });
    s.text(M + 30, ey + 34, e.name, { size: SIZE.large, weight: 700, maxWidth: INNER - 60 });
    (texts[i] ?? []).forEach((line, j) => {
      s.text(M + 30, ey + 66 + j * 28, line, { size: SIZE.small, fill: MUTED });
    });
    ey += eh + GAP;
  });
  if (agenda) agendaRow(s, view, agenda, M, ey + 22, INNER);
  return y + h + GAP;
}

/** Skilled Workers by industry are drawn with the industry colour; the legend names them. */
function legend(s: Svg, y: number): number {
  let at = M + 16;
  for (const skill of INDUSTRIES) {
    s.circle(at + 8, y, 8, INDUSTRY_COLOR[skill as Industry], { stroke: '#ffffff', strokeWidth: 2 });
    at += 20;
    at += s.text(at, y + 7, words().industries[skill as Industry], { size: 20, fill: MUTED }) + 18;
  }
  return y + 24;
}

export function classBoardDrawing(view: GameView, cls: ClassId): Drawing {
  const s = new Svg(BOARD_WIDTH);
  let y = header(s, view, 0) + GAP;
  y = summary(s, view, cls, y);
  y = track(s, view, cls, y);
  if (cls === 'working' || cls === 'middle') {
    y = workersPanel(s, view, cls, y);
  }
  if (cls === 'capitalist' || cls === 'middle') y = storagePanel(s, view, cls, y);
  y = goodsPanel(s, view, cls, y);
  y = ownCompanies(s, view, cls, y);
  if (cls === 'capitalist' || cls === 'middle') y = marketPanel(s, view, cls, y);
  if (cls === 'state' && view.players === 4) y = eventsPanel(s, view, y);
  if (cls === 'working' || cls === 'middle') y = legend(s, y + 6) + 6;
  return page(s, y);
}
