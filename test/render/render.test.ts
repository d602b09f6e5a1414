import { inflateSync, crc32 as zlibCrc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { actionCardById } from '../../src/data/action-cards.ts';
import { POLICY_IDS } from '../../src/data/common.ts';
import { ALTERNATIVE_EVENTS, HIDDEN_AGENDAS } from '../../src/data/expansions.ts';
import { historicalEventById } from '../../src/data/historical-events.ts';
import { nextInt, seedRng } from '../../src/engine/core/rng.ts';
import { cardIdOf } from '../../src/engine/draw.ts';
import {
  applyInPlace,
  createGame,
  defaultOptions,
  type GameState,
  pending,
  score,
  view,
} from '../../src/engine/index.ts';
import { sayText } from '../../src/i18n/said.ts';
import { boardDrawing } from '../../src/render/board.ts';
import { classBoardDrawing } from '../../src/render/class-board.ts';
import { finalDrawing } from '../../src/render/final.ts';
import { renderBoard, renderClassBoard, renderFinal } from '../../src/render/index.ts';
import { esc } from '../../src/render/svg.ts';
import { crowdedState } from './fixtures.ts';
import { expectLegibleOnPhone, MIN_TEXT_PX, textHeights } from './legibility.ts';
import { checkSvg, textsOf } from './svg-checks.ts';

function crc32(buf: Buffer): number {
  return zlibCrc32(buf) >>> 0;
}

/** Random legal play, keeping `count` copies of the state spread evenly over the whole game. */
function snapshots(
  players: 2 | 3 | 4,
  seed: string,
  count: number,
  modules: Partial<GameState['options']['modules']> = {},
): GameState[] {
  const options = defaultOptions(players);
  Object.assign(options.modules, modules);
  const g = createGame(options, seed);
  const rng = seedRng(`answers:${seed}`);
  const all: string[] = [JSON.stringify(g)];
  for (let i = 1; i < 50_000; i++) {
    const qs = pending(g);
    const q = qs[nextInt(rng, qs.length)];
    if (!q) break;
    const option = q.options[nextInt(rng, q.options.length)];
    if (!option) break;
    const result = applyInPlace(g, q.seat, option.id);
    if (!result.ok) throw new Error(result.message);
    all.push(JSON.stringify(g));
  }
  return Array.from({ length: count }, (_, i) =>
    JSON.parse(all[Math.floor((i * all.length) / count)] as string),
  );
}

/** Plays until `stop` holds (or the game ends); null if it never did. */
function playUntil(players: 2 | 3 | 4, seed: string, stop: (g: GameState) => boolean): GameState | null {
  const g = createGame(defaultOptions(players), seed);
  const rng = seedRng(`answers:${seed}`);
  for (let i = 0; i < 50_000; i++) {
    if (stop(g)) return g;
    const qs = pending(g);
    const q = qs[nextInt(rng, qs.length)];
    if (!q) return null;
    const option = q.options[nextInt(rng, q.options.length)];
    if (!option) return null;
    applyInPlace(g, q.seat, option.id);
  }
  return null;
}

describe('board pictures of simulated games', () => {
  for (const players of [2, 3, 4] as const) {
    it(`draws 50 states of ${players}-player games`, () => {
      const states = [
        ...snapshots(players, `pic-${players}-a`, 25),
        ...snapshots(players, `pic-${players}-b`, 25),
      ];
      expect(states).toHaveLength(50);
      states.forEach((g, i) => {
        const v = view(g, 'public');
        const board = boardDrawing(v);
        checkSvg(board.svg);
        expect(board.outlined).not.toContain('<text');
        for (const cls of v.seats) checkSvg(classBoardDrawing(v, cls).svg);
        if (i % 10 === 0) {
          const png = renderBoard(v).png;
          expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
          expect(png.readUInt32BE(16)).toBe(1000);
        }
      });
    });
  }

  for (const players of [2, 4] as const) {
    it(`draws 30 states of ${players}-player games with the Crisis & Control modules: the Crisis Response card, kept Benefits, Hidden Agendas as hidden cards`, () => {
      const modules = { crisisResponse: true, hiddenAgendas: true, alternativeEvents: players === 4 };
      const states = snapshots(players, `pic-modules-${players}`, 30, modules);
      let hiddenShown = 0;
      for (const g of states) {
        const v = view(g, 'public');
        const board = boardDrawing(v);
        checkSvg(board.svg);
        expect(board.svg).toContain('Crisis Response');
        if (textsOf(board.svg).includes('1 card')) hiddenShown++;
        // Another secret Agenda for every player draws the very same picture.
        const other = structuredClone(g);
        const ha = other.hiddenAgendas;
        if (ha)
          for (const [cls, held] of Object.entries(ha.held))
            if (held.length === 1 && !ha.revealed.includes(held[0] as string))
              ha.held[cls as keyof typeof ha.held] = ['agenda.not-this-one'];
        expect(boardDrawing(view(other, 'public')).svg).toBe(board.svg);
      }
      expect(hiddenShown).toBeGreaterThan(20);
    });
  }

  it('draws the current Historical Event: its name, Period and years, trigger, each part of its requirement and its effect', () => {
    for (const players of [2, 3, 4] as const) {
      snapshots(players, `pic-he-${players}`, 12, { historicalEvents: true }).forEach((g) => {
        const v = view(g, 'public');
        const svg = boardDrawing(v).svg;
        checkSvg(svg);
        const id = v.historicalEvents?.revealed.at(-1);
        const card = id ? historicalEventById(id) : undefined;
        if (!card) return;
        const texts = textsOf(svg).join('\n');
        expect(texts).toContain('Historical Event');
        expect(texts).toContain(esc(card.name));
        for (const part of v.historicalEvents?.triggered.includes(card.id)
          ? []
          : (v.historicalEvents?.requirement?.parts ?? []))
          expect(texts).toContain(
            esc(`${sayText('en', part.said)} — ${part.met ? 'yes' : 'no'} (now ${part.now})`),
          );
      });
    }
  });

  it('draws the Crisis Response card, locked Policies, Bonds owed, kept Benefit cards and "Hidden Agenda: 1 card" per class (C&C rulebook, Crisis Response, Alternative Events, Hidden Agendas)', () => {
    const options = defaultOptions(4);
    Object.assign(options.modules, { crisisResponse: true, alternativeEvents: true, hiddenAgendas: true });
    const g = createGame(options, 'pic-modules-lines');
    const cr = g.crisisResponse as NonNullable<GameState['crisisResponse']>;
    cr.current = 'crisis.japanese-model';
    cr.locks = [1, 3];
    cr.bonds = [{ lender: 'middle', lent: 50, repay: 70, dueRound: 2 }];
    const ha = g.hiddenAgendas as NonNullable<GameState['hiddenAgendas']>;
    for (const cls of ['working', 'middle', 'capitalist', 'state'] as const) {
      ha.held[cls] = [ha.drawn[cls]?.[0] as string];
      ha.drawn[cls] = [];
    }
    // The Capitalist Class has scored its Agenda: its name and VP are shown instead.
    const scored = ha.held.capitalist?.[0] as string;
    ha.scored.push(scored);
    ha.revealed.push(scored);
    const alt = g.alternativeEvents as NonNullable<GameState['alternativeEvents']>;
    const event = g.decks.events.draw.pop() as string;
    alt.kept.working = [event];
    const texts = textsOf(boardDrawing(view(g, 'public')).svg).join('\n');
    expect(texts).toContain('If the IMF intervenes: Japanese Model');
    expect(texts).toContain(esc('Locked until the next Check IMF: 1 Fiscal Policy, 3 Taxation'));
    expect(texts).toContain(esc("The State owes the Middle Class 70 by the end of round 2's Action phase"));
    expect(texts).toContain(esc(ALTERNATIVE_EVENTS.find((e) => e.id === cardIdOf(event))?.name ?? event));
    const agenda = HIDDEN_AGENDAS.find((a) => a.id === scored);
    expect(texts).toContain(esc(`${agenda?.name} (${agenda?.vp} VP)`));
    // Three classes still hide theirs; no hidden Agenda's name is drawn.
    expect(textsOf(boardDrawing(view(g, 'public')).svg).filter((t) => t === '1 card')).toHaveLength(3);
    for (const cls of ['working', 'middle', 'state'] as const) {
      const hidden = HIDDEN_AGENDAS.find((a) => a.id === ha.held[cls]?.[0]);
      expect(texts).not.toContain(esc(hidden?.name ?? '?'));
    }
  });

  it('draws the final scores of finished games', () => {
    for (const players of [2, 3, 4] as const) {
      const g = playUntil(players, `final-${players}`, (s) => s.phase === 'game-over');
      expect(g).not.toBeNull();
      if (!g) continue;
      const sheets = score(g);
      const drawing = finalDrawing(view(g, 'public'), sheets);
      checkSvg(drawing.svg);
      for (const sheet of sheets) expect(textsOf(drawing.svg)).toContain(`${sheet.total}`);
      const pic = renderFinal(view(g, 'public'), sheets);
      expect(pic.png.length).toBeGreaterThan(1000);
    }
  });
});

describe('a picture that reads on a phone', () => {
  it('shown 400 px wide, the smallest text of the board, class boards and final scores is 9 px high', () => {
    const g = crowdedState();
    const v = view(g, 'public');
    const drawings = [boardDrawing(v), ...v.seats.map((c) => classBoardDrawing(v, c))];
    const end = playUntil(4, 'phone-final', (s) => s.phase === 'game-over');
    if (end) drawings.push(finalDrawing(view(end, 'public'), score(end)));
    expect(drawings.length).toBeGreaterThanOrEqual(6);
    for (const d of drawings) {
      expectLegibleOnPhone(d.svg);
      expect(Math.min(...textHeights(d.svg).map((t) => t.shown))).toBeGreaterThanOrEqual(MIN_TEXT_PX);
    }
  });
});

describe('the PNG file', () => {
  it('is a valid PNG: chunks with correct CRCs, and every row of pixels in its data', () => {
    const png = renderBoard(view(crowdedState(3), 'public')).png;
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const chunks: Array<{ type: string; body: Buffer }> = [];
    for (let i = 8; i < png.length; ) {
      const length = png.readUInt32BE(i);
      const type = png.toString('latin1', i + 4, i + 8);
      const body = png.subarray(i + 8, i + 8 + length);
      expect(png.readUInt32BE(i + 8 + length), type).toBe(crc32(png.subarray(i + 4, i + 8 + length)));
      chunks.push({ type, body });
      i += 12 + length;
    }
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const ihdr = chunks[0]?.body as Buffer;
    const [width, height] = [ihdr.readUInt32BE(0), ihdr.readUInt32BE(4)];
    expect(width).toBe(1000);
    const raw = inflateSync(chunks[1]?.body as Buffer);
    expect(raw.length).toBe((width * 4 + 1) * height);
  });
});

describe('a known board', () => {
  const g = crowdedState(4);
  const v = view(g, 'public');
  const svg = boardDrawing(v).svg;
  const texts = textsOf(svg);

  it('shows each class money, VP, and the State Treasury', () => {
    expect(texts).toContain('1234'); // Working Class money
    expect(texts).toContain('534'); // Capitalist revenue 78 + capital 456
    expect(texts).toContain(`${g.treasury}`);
    expect(texts).toContain('61');
    expect(texts).toContain('64');
    expect(texts).toContain('2 Loans');
    expect(texts).toContain('Revenue 78');
    expect(texts).toContain('Capital 456');
    expect(texts).toContain(`×${v.taxMultiplier}`);
  });

  it('marks every Policy section in force and every pending Bill', () => {
    for (const p of POLICY_IDS) {
      expect(svg).toContain(`data-policy="${p}" data-section="${g.policies[p]}"`);
    }
    for (const [p, bill] of Object.entries(g.bills)) {
      expect(svg).toContain(`data-bill="${p}" data-section="${bill?.section}" data-owner="${bill?.owner}"`);
    }
  });

  it('draws the Companies with their Wage levels, strikes and Machinery', () => {
    expect(texts).toContain('Supermarket');
    expect(texts).toContain('Stadium');
    expect(texts.filter((t) => t === 'STRIKE').length).toBe(g.companies.filter((c) => c.strike).length);
    expect(svg.match(/href="#i-gear"/g)?.length).toBe(g.companies.filter((c) => c.machinery).length);
    expect(texts.some((t) => /^L[123] · \d+$/.test(t))).toBe(true);
  });

  it('renders the class boards and escapes every text', () => {
    for (const cls of v.seats) {
      const pic = renderClassBoard(v, cls);
      checkSvg(pic.svg);
      expect(pic.png.length).toBeGreaterThan(1000);
    }
    expect(esc(`<b>"Tom" & 'Jerry'</b>`)).toBe('&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;');
    expect(textsOf(classBoardDrawing(v, 'middle').svg)).toContain('Doctor&#39;s Office');
  });
});

describe('secrets stay out of the picture', () => {
  const seed = 'zebra-secret-seed-7781';
  const g = playUntil(4, seed, (s) => {
    if (!s.vote) return false;
    const bids = Object.keys(s.vote.bids).length;
    return bids > 0 && pending(s).some((q) => q.secret);
  });

  it("refuses to draw any view but the public one (a seat's view holds its hand and bid)", () => {
    if (!g) throw new Error('no vote found');
    expect(() => renderBoard(view(g, 'working'))).toThrow(/public view only/);
    expect(() => renderClassBoard(view(g, 'state'), 'state')).toThrow(/public view only/);
    expect(() => renderFinal(view(g, 'capitalist'), score(g))).toThrow(/public view only/);
  });

  it('finds a vote with a secret bid given and another awaited', () => {
    expect(g).not.toBeNull();
  });

  function pictures(state: GameState): string {
    const v = view(state, 'public');
    return [
      boardDrawing(v).svg,
      ...v.seats.map((c) => classBoardDrawing(v, c).svg),
      finalDrawing(v, score(state)).svg,
    ].join('\n');
  }

  it('never shows hand cards, the seed or a secret bid', () => {
    if (!g) return;
    const svg = pictures(g);
    expect(svg).not.toContain(seed);
    // The same game with other hands and other secret bids draws exactly the same pictures.
    const other = structuredClone(g);
    const pool = Object.values(other.classes).flatMap((c) => c.hand);
    for (const c of Object.values(other.classes))
      c.hand = c.hand.length ? [...pool].reverse().slice(0, c.hand.length) : [];
    if (other.vote)
      for (const k of Object.keys(other.vote.bids)) other.vote.bids[k as keyof typeof other.vote.bids] = 97;
    other.rng = [1, 2, 3, 4];
    expect(pictures(other)).toBe(svg);
    // And no name of a card in a hand appears unless the board shows it anyway (e.g. a Company name).
    const emptied = structuredClone(g);
    for (const c of Object.values(emptied.classes)) c.hand = [];
    const baseline = pictures(emptied);
    for (const id of Object.values(g.classes).flatMap((c) => c.hand)) {
      const name = actionCardById(cardIdOf(id))?.name;
      if (!name) continue;
      const n = (s: string) => s.split(esc(name)).length;
      expect(n(svg), name).toBe(n(baseline));
    }
  });

  it('never shows a seat its own secrets either: the picture takes the public part only', () => {
    if (!g?.vote) return;
    const seat = Object.keys(g.vote.bids)[0] as keyof typeof g.classes;
    const mine = view(g, seat);
    expect(mine.vote?.myBid).toBeDefined();
    expect(boardDrawing(mine).svg).toBe(boardDrawing(view(g, 'public')).svg);
  });
});
