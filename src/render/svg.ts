/**
 * A small SVG writer: shapes and text appended to a list of strings. Every string that reaches the
 * picture goes through `esc`; text is measured with the picture's own font so that a long name is
 * shrunk, then shortened, to fit the room it is given.
 */
import { FONT_FAMILY, measure, textPath, type Weight } from './font.ts';
import { INK } from './theme.ts';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** XML-escapes text and attribute values. */
export function esc(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** Rounds to one decimal place, dropping a trailing ".0". */
export function n(v: number): string {
  return String(Math.round(v * 10) / 10);
}

/**
 * Transparency as fill and stroke opacity, never `opacity`: resvg 2.6 aborts the whole process (a
 * Rust panic) on an element with `opacity` that lies wholly outside the picture.
 */
function paintOpacity(v: number): string {
  return ` fill-opacity="${n3(v)}" stroke-opacity="${n3(v)}"`;
}

function n3(v: number): string {
  return String(Math.round(v * 1000) / 1000);
}

export type Anchor = 'start' | 'middle' | 'end';

export interface TextStyle {
  size: number;
  weight?: Weight;
  fill?: string;
  anchor?: Anchor;
  /** Room the text may take; a longer text is shrunk down to `minSize`, then cut with an ellipsis. */
  maxWidth?: number;
  minSize?: number;
  opacity?: number;
  /** Extra attributes, already escaped. */
  extra?: string;
}

/** The size and content that fit `maxWidth`: shrink first, then cut with "…". */
export function fitText(
  text: string,
  size: number,
  weight: Weight,
  maxWidth: number | undefined,
  minSize = size,
): { text: string; size: number } {
  if (maxWidth === undefined) return { text, size };
  const width = measure(text, size, weight);
  if (width <= maxWidth) return { text, size };
  const shrunk = Math.max(minSize, Math.floor(size * (maxWidth / width) * 10) / 10);
  if (measure(text, shrunk, weight) <= maxWidth) return { text, size: shrunk };
  const chars = [...text];
  while (chars.length > 1 && measure(`${chars.join('').trimEnd()}…`, shrunk, weight) > maxWidth) chars.pop();
  return { text: `${chars.join('').trimEnd()}…`, size: shrunk };
}

/** A text laid out: where its baseline starts (after anchoring), its content, size and paint. */
interface TextItem {
  x: number;
  y: number;
  anchorX: number;
  anchor: Anchor;
  text: string;
  size: number;
  weight: Weight;
  /** Paint attributes, already escaped (fill, opacity, extras). */
  paint: string;
}

/** The width a picture is shown at on a phone, and the smallest text height readable there. */
export const PHONE_WIDTH = 400;
export const PHONE_MIN_TEXT = 9;

export class Svg {
  readonly parts: Array<string | TextItem> = [];

  /**
   * The smallest type drawn: shown 400 px wide on a phone, every text is still 9 px high
   * (`PHONE_WIDTH`, `PHONE_MIN_TEXT`). A style asking for less gets this size.
   */
  readonly minText: number;

  constructor(readonly width: number) {
    this.minText = Math.ceil(((PHONE_MIN_TEXT * width) / PHONE_WIDTH) * 10) / 10;
  }

  raw(s: string): this {
    this.parts.push(s);
    return this;
  }

  rect(x: number, y: number, w: number, h: number, fill: string, opts: RectOpts = {}): this {
    let a = `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"`;
    if (opts.r) a += ` rx="${n(opts.r)}"`;
    a += ` fill="${fill}"`;
    if (opts.stroke) a += ` stroke="${opts.stroke}" stroke-width="${n(opts.strokeWidth ?? 2)}"`;
    if (opts.dash) a += ` stroke-dasharray="${opts.dash}"`;
    if (opts.opacity !== undefined) a += paintOpacity(opts.opacity);
    this.parts.push(`${a}/>`);
    return this;
  }

  circle(cx: number, cy: number, r: number, fill: string, opts: RectOpts = {}): this {
    let a = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"`;
    if (opts.stroke) a += ` stroke="${opts.stroke}" stroke-width="${n(opts.strokeWidth ?? 2)}"`;
    if (opts.dash) a += ` stroke-dasharray="${opts.dash}"`;
    if (opts.opacity !== undefined) a += paintOpacity(opts.opacity);
    this.parts.push(`${a}/>`);
    return this;
  }

  line(x1: number, y1: number, x2: number, y2: number, stroke: string, width = 2, dash?: string): this {
    this.parts.push(
      `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}"${
        dash ? ` stroke-dasharray="${dash}"` : ''
      }/>`,
    );
    return this;
  }

  path(d: string, fill: string, opts: RectOpts & { linecap?: string; linejoin?: string } = {}): this {
    let a = `<path d="${d}" fill="${fill}"`;
    if (opts.stroke) a += ` stroke="${opts.stroke}" stroke-width="${n(opts.strokeWidth ?? 2)}"`;
    if (opts.linecap) a += ` stroke-linecap="${opts.linecap}"`;
    if (opts.linejoin) a += ` stroke-linejoin="${opts.linejoin}"`;
    if (opts.dash) a += ` stroke-dasharray="${opts.dash}"`;
    if (opts.opacity !== undefined) a += paintOpacity(opts.opacity);
    this.parts.push(`${a}/>`);
    return this;
  }

  /** Draws an icon from the picture's <defs> (see icons.ts), `size` px square, top-left at x, y. */
  icon(id: string, x: number, y: number, size: number): this {
    this.parts.push(`<use href="#${id}" transform="translate(${n(x)} ${n(y)}) scale(${n3(size / 24)})"/>`);
    return this;
  }

  /** Text with its baseline at y; returns the width it took. */
  text(x: number, y: number, value: string | number, style: TextStyle): number {
    if (value === '') return 0;
    const weight = style.weight ?? 500;
    const size = Math.max(style.size, this.minText);
    const fit = fitText(
      String(value),
      size,
      weight,
      style.maxWidth,
      Math.max(style.minSize ?? size, this.minText),
    );
    const width = measure(fit.text, fit.size, weight);
    const anchor = style.anchor ?? 'start';
    let paint = '';
    if (style.fill && style.fill !== INK) paint += ` fill="${style.fill}"`;
    if (style.opacity !== undefined) paint += paintOpacity(style.opacity);
    if (style.extra) paint += ` ${style.extra}`;
    const left = anchor === 'start' ? x : anchor === 'middle' ? x - width / 2 : x - width;
    this.parts.push({ x: left, y, anchorX: x, anchor, text: fit.text, size: fit.size, weight, paint });
    return width;
  }

  open(attrs: string): this {
    this.parts.push(`<g ${attrs}>`);
    return this;
  }

  close(): this {
    this.parts.push('</g>');
    return this;
  }

  /**
   * The finished document: page background, shared definitions, then everything drawn. With
   * `outlines`, texts are drawn as the font's glyph outlines instead of <text> (for the renderer).
   */
  finish(height: number, defs: string, background: string, outlines = false): string {
    const h = Math.ceil(height);
    let body = '';
    for (const part of this.parts) {
      if (typeof part === 'string') body += part;
      else if (outlines) body += textPath(part.text, part.x, part.y, part.size, part.weight, part.paint);
      else {
        let a = `<text x="${n(part.anchorX)}" y="${n(part.y)}" font-size="${n(part.size)}"`;
        if (part.weight !== 500) a += ` font-weight="${part.weight}"`;
        if (part.anchor !== 'start') a += ` text-anchor="${part.anchor}"`;
        body += `${a}${part.paint}>${esc(part.text)}</text>`;
      }
    }
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${h}" ` +
      `viewBox="0 0 ${this.width} ${h}" font-family="${FONT_FAMILY}" fill="${INK}">` +
      `<defs>${defs}</defs>` +
      // The renderer paints the background itself (faster than a full-page rectangle).
      (outlines ? '' : `<rect width="${this.width}" height="${h}" fill="${background}"/>`) +
      body +
      '</svg>'
    );
  }
}

/**
 * A finished picture: SVG with text, and the same with texts as outlines and without its
 * background, for the renderer (which paints `background` first).
 */
export interface Drawing {
  svg: string;
  outlined: string;
  background: string;
}

export interface RectOpts {
  r?: number;
  stroke?: string;
  strokeWidth?: number;
  dash?: string;
  opacity?: number;
}

/** Splits text into lines no wider than `maxWidth` (at most `maxLines`, the last cut with "…"). */
export function wrap(text: string, size: number, weight: Weight, maxWidth: number, maxLines = 99): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (line && measure(next, size, weight) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = fitText(`${kept[maxLines - 1]} ${lines.slice(maxLines).join(' ')}`, size, weight, maxWidth);
  kept[maxLines - 1] = last.text;
  return kept;
}
