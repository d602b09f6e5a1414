/**
 * The pictures of leagues and history are legible on a phone: the standings picture and the
 * picture `/game show` posts (the final scores) keep every text at 9 px or more when shown 400 px
 * wide — the same check as the board picture's.
 */
import { describe, expect, it } from 'vitest';
import { CLASS_IDS } from '../../src/data/common.ts';
import { score, view } from '../../src/engine/index.ts';
import { finalDrawing } from '../../src/render/final.ts';
import { renderStandings, type StandingsPictureRow } from '../../src/render/index.ts';
import { standingsDrawing } from '../../src/render/standings.ts';
import { randomState } from './fixtures.ts';
import { expectLegibleOnPhone, textHeights } from './legibility.ts';
import { checkSvg, textsOf } from './svg-checks.ts';

function rows(n: number): StandingsPictureRow[] {
  return Array.from({ length: n }, (_, i) => ({
    place: i + 1,
    name: i === 3 ? 'A very long display name that cannot fit in its column at all' : `Player ${i + 1}`,
    rating: 12.345 - i * 1.7,
    games: 3 + (i % 4),
    wins: i % 3,
    averagePlace: 1.5 + i / 10,
    byClass: Object.fromEntries(
      CLASS_IDS.map((c, k) => [c, { games: (i + k) % 3, wins: k === 0 ? 1 : 0 }]),
    ) as StandingsPictureRow['byClass'],
  }));
}

const table = (n: number) => ({
  title: 'Friday Night Hegemony',
  subtitle: 'Season 2 · after round 3 · 12 players',
  rows: rows(n),
  footnote: 'Rating: skill minus three times its uncertainty (mu - 3 sigma). /league help',
});

describe('legible at phone width', () => {
  it('the standings picture', () => {
    for (const n of [0, 1, 12, 25]) {
      const drawing = standingsDrawing(table(n));
      checkSvg(drawing.svg);
      expectLegibleOnPhone(drawing.svg);
    }
    const texts = textsOf(standingsDrawing(table(12)).svg);
    expect(texts).toContain('Player 12');
    expect(texts).toContain('12.3');
    const png = renderStandings(table(12)).png;
    expect(png.subarray(1, 4).toString()).toBe('PNG');
  });

  it('draws a name the font lacks as question marks, never as missing glyphs', () => {
    const drawing = standingsDrawing({ ...table(1), rows: [{ ...rows(1)[0]!, name: 'Ана 🎲' }] });
    checkSvg(drawing.svg);
    expect(textsOf(drawing.svg)).toContain('??? ?');
  });

  it('the final scores picture of /game show', () => {
    for (const players of [2, 3, 4] as const) {
      const g = randomState(players, `phone-${players}`);
      const drawing = finalDrawing(view(g, 'public'), score(g));
      expectLegibleOnPhone(drawing.svg);
      expect(Math.min(...textHeights(drawing.svg).map((t) => t.shown))).toBeGreaterThanOrEqual(9);
    }
  });

  it('the check catches a text too small for a phone', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="100"><text x="1" y="20" font-size="22">tiny</text></svg>';
    expect(() => expectLegibleOnPhone(svg)).toThrow(/tiny \(22 px → 8.8 px\)/);
  });
});
