/**
 * Is a picture legible on a phone? Discord shows an attachment about 400 px wide on a phone, so
 * every text must still be at least 9 px tall there: its font size at least 9 × width / 400 in the
 * SVG. One check for every picture the bot posts (the board, the final scores, the standings).
 */
import { expect } from 'vitest';

export const PHONE_WIDTH = 400;
export const MIN_TEXT_PX = 9;

/** Every text of the SVG with its font size, and the size it shows at `displayWidth`. */
export function textHeights(svg: string, displayWidth = PHONE_WIDTH) {
  const width = Number(svg.match(/^<svg [^>]*width="([\d.]+)"/)?.[1]);
  if (!width) throw new Error('the SVG has no width');
  const rootSize = Number(svg.match(/^<svg [^>]*font-size="([\d.]+)"/)?.[1] ?? 16);
  return [...svg.matchAll(/<text ([^>]*)>([^<]*)<\/text>/g)].map((m) => {
    const size = Number((m[1] ?? '').match(/font-size="([\d.]+)"/)?.[1] ?? rootSize);
    return { text: m[2] ?? '', size, shown: (size * displayWidth) / width };
  });
}

/** Fails naming each text smaller than MIN_TEXT_PX at phone width. */
export function expectLegibleOnPhone(svg: string, displayWidth = PHONE_WIDTH) {
  const texts = textHeights(svg, displayWidth);
  expect(texts.length, 'the picture has texts').toBeGreaterThan(0);
  const small = texts
    .filter((t) => t.shown < MIN_TEXT_PX)
    .map((t) => `${t.text} (${t.size} px → ${t.shown.toFixed(1)} px)`);
  expect(small, `texts under ${MIN_TEXT_PX} px at ${displayWidth} px wide`).toEqual([]);
}
