/**
 * The one typeface of every picture: Barlow Semi Condensed (SIL Open Font License 1.1), shipped in
 * the npm package @expo-google-fonts/barlow-semi-condensed. Pictures never look at system fonts, so
 * they come out the same on every machine.
 *
 * The font files are read once, when this module loads; their advance widths let the layout measure
 * text (to shrink or shorten a name that would not fit) without asking the renderer.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export const FONT_FAMILY = 'Barlow Semi Condensed';

export type Weight = 500 | 700;

const require = createRequire(import.meta.url);
const PACKAGE_DIR = dirname(require.resolve('@expo-google-fonts/barlow-semi-condensed/package.json'));

/** The font files, by weight, for the renderer. */
export const FONT_FILES: Record<Weight, string> = {
  500: join(PACKAGE_DIR, '500Medium', 'BarlowSemiCondensed_500Medium.ttf'),
  700: join(PACKAGE_DIR, '700Bold', 'BarlowSemiCondensed_700Bold.ttf'),
};

/** What the layout needs of a font: advance widths by code point, in ems, and glyph outlines. */
interface Metrics {
  widths: Map<number, number>;
  fallback: number;
  unitsPerEm: number;
  /** Glyph index by code point. */
  glyphs: Map<number, number>;
  /** Advance in font units by glyph index. */
  advance: (glyph: number) => number;
  /** Outline of a glyph in font units (y up): contours of [x, y, onCurve] points. */
  outline: (glyph: number) => Array<Array<[number, number, boolean]>>;
}

function u16(b: Buffer, o: number): number {
  return b.readUInt16BE(o);
}

/** Reads cmap (formats 4 and 12) and hmtx of a TrueType file: the advance of every mapped character. */
export function parseMetrics(buf: Buffer): Metrics {
  const tables = new Map<string, number>();
  const count = u16(buf, 4);
  for (let i = 0; i < count; i++) {
    const rec = 12 + i * 16;
    tables.set(buf.toString('latin1', rec, rec + 4), buf.readUInt32BE(rec + 8));
  }
  const head = tables.get('head');
  const hhea = tables.get('hhea');
  const hmtx = tables.get('hmtx');
  const cmap = tables.get('cmap');
  if (head === undefined || hhea === undefined || hmtx === undefined || cmap === undefined) {
    throw new Error('font file lacks head, hhea, hmtx or cmap');
  }
  const unitsPerEm = u16(buf, head + 18);
  const longLoca = buf.readInt16BE(head + 50) === 1;
  const numberOfHMetrics = u16(buf, hhea + 34);
  const advanceUnits = (glyph: number) => u16(buf, hmtx + 4 * Math.min(glyph, numberOfHMetrics - 1));
  const advance = (glyph: number) => advanceUnits(glyph) / unitsPerEm;
  const loca = tables.get('loca');
  const glyf = tables.get('glyf');
  const glyphAt = (glyph: number): [number, number] => {
    if (loca === undefined || glyf === undefined) return [0, 0];
    if (longLoca)
      return [glyf + buf.readUInt32BE(loca + 4 * glyph), glyf + buf.readUInt32BE(loca + 4 * glyph + 4)];
    return [glyf + 2 * u16(buf, loca + 2 * glyph), glyf + 2 * u16(buf, loca + 2 * glyph + 2)];
  };
  const outline = (glyph: number, depth = 0): Array<Array<[number, number, boolean]>> => {
    const [start, end] = glyphAt(glyph);
    if (end <= start || depth > 4) return [];
    const contours = buf.readInt16BE(start);
    if (contours >= 0) return simpleGlyph(buf, start, contours);
    // A composite glyph: its parts, moved (scales are not used by this font's Latin glyphs).
    const out: Array<Array<[number, number, boolean]>> = [];
    let p = start + 10;
    for (;;) {
      const flags = u16(buf, p);
      const part = u16(buf, p + 2);
      p += 4;
      let dx: number;
      let dy: number;
      if (flags & 1) {
        dx = buf.readInt16BE(p);
        dy = buf.readInt16BE(p + 2);
        p += 4;
      } else {
        dx = buf.readInt8(p);
        dy = buf.readInt8(p + 1);
        p += 2;
      }
      let a = 1;
      let b = 0;
      let c = 0;
      let d = 1;
      if (flags & 0x8) {
        a = d = buf.readInt16BE(p) / 16384;
        p += 2;
      } else if (flags & 0x40) {
        a = buf.readInt16BE(p) / 16384;
        d = buf.readInt16BE(p + 2) / 16384;
        p += 4;
      } else if (flags & 0x80) {
        a = buf.readInt16BE(p) / 16384;
        b = buf.readInt16BE(p + 2) / 16384;
        c = buf.readInt16BE(p + 4) / 16384;
        d = buf.readInt16BE(p + 6) / 16384;
        p += 8;
      }
      if (!(flags & 2)) dx = dy = 0;
      for (const contour of outline(part, depth + 1)) {
        out.push(contour.map(([x, y, on]) => [a * x + c * y + dx, b * x + d * y + dy, on]));
      }
      if (!(flags & 0x20)) break;
    }
    return out;
  };

  const glyphs = new Map<number, number>();
  const subtables = u16(buf, cmap + 2);
  let best: { offset: number; format: number } | null = null;
  for (let i = 0; i < subtables; i++) {
    const rec = cmap + 4 + i * 8;
    const platform = u16(buf, rec);
    const encoding = u16(buf, rec + 2);
    const offset = cmap + buf.readUInt32BE(rec + 4);
    const format = u16(buf, offset);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (!unicode || (format !== 4 && format !== 12)) continue;
    if (!best || (format === 12 && best.format === 4)) best = { offset, format };
  }
  if (!best) throw new Error('font file has no Unicode cmap');
  const o = best.offset;
  if (best.format === 4) {
    const segX2 = u16(buf, o + 6);
    const ends = o + 14;
    const starts = ends + segX2 + 2;
    const deltas = starts + segX2;
    const ranges = deltas + segX2;
    for (let s = 0; s < segX2 / 2; s++) {
      const end = u16(buf, ends + 2 * s);
      const start = u16(buf, starts + 2 * s);
      const delta = u16(buf, deltas + 2 * s);
      const rangeOffset = u16(buf, ranges + 2 * s);
      for (let c = start; c <= end && c !== 0xffff; c++) {
        let glyph: number;
        if (rangeOffset === 0) glyph = (c + delta) & 0xffff;
        else {
          const at = ranges + 2 * s + rangeOffset + 2 * (c - start);
          glyph = u16(buf, at);
          if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
        }
        if (glyph !== 0) glyphs.set(c, glyph);
      }
    }
  } else {
    const groups = buf.readUInt32BE(o + 12);
    for (let i = 0; i < groups; i++) {
      const g = o + 16 + i * 12;
      const start = buf.readUInt32BE(g);
      const end = buf.readUInt32BE(g + 4);
      const first = buf.readUInt32BE(g + 8);
      for (let c = start; c <= end; c++) glyphs.set(c, first + (c - start));
    }
  }
  const widths = new Map<number, number>();
  for (const [c, glyph] of glyphs) widths.set(c, advance(glyph));
  return { widths, fallback: widths.get(0x30) ?? 0.5, unitsPerEm, glyphs, advance: advanceUnits, outline };
}

/** The points of a simple TrueType glyph, contour by contour. */
function simpleGlyph(buf: Buffer, start: number, contours: number): Array<Array<[number, number, boolean]>> {
  const ends: number[] = [];
  for (let i = 0; i < contours; i++) ends.push(u16(buf, start + 10 + 2 * i));
  const count = (ends[ends.length - 1] ?? -1) + 1;
  let p = start + 10 + 2 * contours;
  p += 2 + u16(buf, p);
  const flags: number[] = [];
  while (flags.length < count) {
    const f = buf.readUInt8(p++);
    flags.push(f);
    if (f & 8) {
      const repeat = buf.readUInt8(p++);
      for (let r = 0; r < repeat; r++) flags.push(f);
    }
  }
  const xs: number[] = [];
  let v = 0;
  for (const f of flags) {
    if (f & 2) {
      const d = buf.readUInt8(p++);
      v += f & 0x10 ? d : -d;
    } else if (!(f & 0x10)) {
      v += buf.readInt16BE(p);
      p += 2;
    }
    xs.push(v);
  }
  const ys: number[] = [];
  v = 0;
  for (const f of flags) {
    if (f & 4) {
      const d = buf.readUInt8(p++);
      v += f & 0x20 ? d : -d;
    } else if (!(f & 0x20)) {
      v += buf.readInt16BE(p);
      p += 2;
    }
    ys.push(v);
  }
  const out: Array<Array<[number, number, boolean]>> = [];
  let first = 0;
  for (const end of ends) {
    const contour: Array<[number, number, boolean]> = [];
    for (let i = first; i <= end; i++) contour.push([xs[i] ?? 0, ys[i] ?? 0, ((flags[i] ?? 0) & 1) === 1]);
    out.push(contour);
    first = end + 1;
  }
  return out;
}

/** SVG path commands of one contour, relative after its first point (font units, y up). */
function contourPath(
  points: Array<[number, number, boolean]>,
): { start: [number, number]; d: string } | null {
  if (points.length < 2) return null;
  // Start on an on-curve point (or between two off-curve points).
  let i0 = points.findIndex((p) => p[2]);
  let start: [number, number];
  let seq: Array<[number, number, boolean]>;
  if (i0 >= 0) {
    const p0 = points[i0] as [number, number, boolean];
    start = [p0[0], p0[1]];
    seq = [...points.slice(i0 + 1), ...points.slice(0, i0 + 1)];
  } else {
    i0 = 0;
    const a = points[0] as [number, number, boolean];
    const b = points[1] as [number, number, boolean];
    start = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    seq = [...points.slice(1), a, [start[0], start[1], true]];
  }
  let cx = start[0];
  let cy = start[1];
  const r = (v: number) => Math.round(v);
  let d = '';
  let ctrl: [number, number] | null = null;
  for (const [x, y, on] of seq) {
    if (on) {
      if (ctrl) {
        const nx = r(x);
        const ny = r(y);
        d += `q${ctrl[0] - cx} ${ctrl[1] - cy} ${nx - cx} ${ny - cy}`;
        cx = nx;
        cy = ny;
        ctrl = null;
      } else {
        const nx = r(x);
        const ny = r(y);
        d += `l${nx - cx} ${ny - cy}`;
        cx = nx;
        cy = ny;
      }
    } else if (ctrl) {
      const mx = r((ctrl[0] + x) / 2);
      const my = r((ctrl[1] + y) / 2);
      d += `q${ctrl[0] - cx} ${ctrl[1] - cy} ${mx - cx} ${my - cy}`;
      cx = mx;
      cy = my;
      ctrl = [r(x), r(y)];
    } else ctrl = [r(x), r(y)];
  }
  if (ctrl) {
    const [sx, sy] = [r(start[0]), r(start[1])];
    d += `q${ctrl[0] - cx} ${ctrl[1] - cy} ${sx - cx} ${sy - cy}`;
  }
  return { start: [r(start[0]), r(start[1])], d: `${d}z` };
}

const METRICS: Record<Weight, Metrics> = {
  500: parseMetrics(readFileSync(FONT_FILES[500])),
  700: parseMetrics(readFileSync(FONT_FILES[700])),
};

interface GlyphShape {
  advance: number;
  /** Contours as [start x, start y, relative commands]. */
  contours: Array<[number, number, string]>;
}

const SHAPES: Record<Weight, Map<number, GlyphShape>> = { 500: new Map(), 700: new Map() };

function shapeOf(weight: Weight, codePoint: number): GlyphShape {
  const cache = SHAPES[weight];
  let shape = cache.get(codePoint);
  if (!shape) {
    const m = METRICS[weight];
    const glyph = m.glyphs.get(codePoint) ?? 0;
    const contours: Array<[number, number, string]> = [];
    for (const c of m.outline(glyph)) {
      const path = contourPath(c);
      if (path) contours.push([path.start[0], path.start[1], path.d]);
    }
    shape = { advance: m.advance(glyph), contours };
    cache.set(codePoint, shape);
  }
  return shape;
}

/**
 * `text` as one SVG path element, its baseline starting at (x, y): the same glyphs the font file
 * draws, laid out with the advances `measure` uses. The PNG is drawn from these outlines (much
 * faster for the renderer than shaping text), the SVG keeps its <text>.
 */
export function textPath(
  text: string,
  x: number,
  y: number,
  size: number,
  weight: Weight,
  attrs: string,
): string {
  const m = METRICS[weight];
  const scale = size / m.unitsPerEm;
  let d = '';
  let pen = 0;
  for (const ch of text) {
    const shape = shapeOf(weight, ch.codePointAt(0) ?? 0);
    for (const [sx, sy, rel] of shape.contours) d += `M${pen + sx} ${sy}${rel}`;
    pen += shape.advance;
  }
  if (!d) return '';
  const k = Math.round(scale * 1e5) / 1e5;
  return `<path transform="matrix(${k} 0 0 ${-k} ${Math.round(x * 10) / 10} ${Math.round(y * 10) / 10})" d="${d}"${attrs}/>`;
}

/** Width of `text` set at `size` px in the given weight (no kerning: a close upper estimate). */
export function measure(text: string, size: number, weight: Weight = 500): number {
  const m = METRICS[weight];
  let w = 0;
  for (const ch of text) w += m.widths.get(ch.codePointAt(0) ?? 0) ?? m.fallback;
  return w * size;
}

/** Characters of `text` the font cannot draw (the pictures use none: tests check every label). */
export function missingGlyphs(text: string): string[] {
  const out: string[] = [];
  for (const ch of text) {
    const c = ch.codePointAt(0) ?? 0;
    if (c >= 0x20 && !METRICS[500].widths.has(c)) out.push(ch);
  }
  return out;
}
