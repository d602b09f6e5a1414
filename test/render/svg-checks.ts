/**
 * What every picture must be, whatever it shows: well-formed SVG that resvg draws safely, every text
 * drawable with the picture's font and inside the picture.
 */
import { expect } from 'vitest';
import { measure, missingGlyphs } from '../../src/render/font.ts';
import { expectLegibleOnPhone } from './legibility.ts';

export function textsOf(svg: string): string[] {
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1] ?? '');
}

const UNESCAPE: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** Every text lies inside the picture, measured with the picture's own font. */
function checkTextsInside(svg: string) {
  const width = Number(svg.match(/^<svg [^>]*width="(\d+)"/)?.[1]);
  for (const m of svg.matchAll(/<text ([^>]*)>([^<]*)<\/text>/g)) {
    const attrs = m[1] ?? '';
    const text = (m[2] ?? '').replace(/&(amp|lt|gt|quot|#39);/g, (e) => UNESCAPE[e] ?? e);
    const x = Number(attrs.match(/ ?x="([\d.-]+)"/)?.[1]);
    const size = Number(attrs.match(/font-size="([\d.]+)"/)?.[1]);
    const weight = attrs.includes('font-weight="700"') ? 700 : 500;
    const anchor = attrs.match(/text-anchor="(\w+)"/)?.[1] ?? 'start';
    const w = measure(text, size, weight);
    const left = anchor === 'start' ? x : anchor === 'middle' ? x - w / 2 : x - w;
    expect(left, text).toBeGreaterThanOrEqual(0);
    expect(left + w, text).toBeLessThanOrEqual(width);
  }
}

/** Well-formed enough: tags balance, attributes quoted, no raw ampersand. */
export function checkSvg(svg: string) {
  expect(svg.startsWith('<svg ')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  expect(svg).not.toMatch(/&(?!(amp|lt|gt|quot|#39);)/);
  expect(svg).not.toMatch(/NaN|undefined|Infinity|\[object/);
  expect(svg.match(/<g[ >]/g)?.length ?? 0).toBe(svg.match(/<\/g>/g)?.length ?? 0);
  // resvg aborts the process on a <use> of a <symbol> outside the picture: icons are groups.
  expect(svg).not.toContain('<symbol');
  // … and on an element with `opacity` outside the picture: transparency is fill/stroke-opacity.
  expect(svg).not.toMatch(/[^-]opacity=/);
  expect(svg).not.toMatch(/<(clipPath|mask|filter|symbol|image)/);
  for (const t of textsOf(svg)) expect(missingGlyphs(t), t).toEqual([]);
  checkTextsInside(svg);
  // Every picture reads on a phone (shown 400 px wide, no text under 9 px).
  expectLegibleOnPhone(svg);
}
