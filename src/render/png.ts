/**
 * SVG to PNG. resvg draws the picture; fonts come only from the files the project ships (font.ts),
 * never from the system, so a picture is the same on every machine. Texts reach resvg as glyph
 * outlines (svg.ts), which it draws much faster than it shapes text.
 *
 * The PNG file is written here rather than by resvg: no row filter, fast deflate — about twice as
 * fast as resvg's encoder for these flat-coloured pictures, and about as small.
 */
import { deflateSync } from 'node:zlib';
import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';
import { FONT_FAMILY, FONT_FILES } from './font.ts';

const OPTIONS: ResvgRenderOptions = {
  font: {
    fontFiles: [FONT_FILES[500], FONT_FILES[700]],
    loadSystemFonts: false,
    defaultFontFamily: FONT_FAMILY,
  },
  logLevel: 'off',
};

const NO_FONTS: ResvgRenderOptions = { font: { loadSystemFonts: false }, logLevel: 'off' };

/**
 * Renders an SVG document to PNG, `width` px wide (the SVG's own width if not given), on a
 * `background` colour (none: transparent).
 */
export function svgToPng(
  svg: string,
  opts: { width?: number; background?: string; hasText?: boolean } = {},
): Buffer {
  // A drawing whose texts are already outlines needs no font at all: nothing to load per picture.
  const o: ResvgRenderOptions = { ...(opts.hasText === false ? NO_FONTS : OPTIONS) };
  if (opts.width) o.fitTo = { mode: 'width', value: opts.width };
  if (opts.background) o.background = opts.background;
  const image = new Resvg(svg, o).render();
  return encodePng(image.pixels, image.width, image.height);
}

const CRC_TABLE = (() => {
  const t = new Int32Array(256);
  for (let i = 0; i < 256; i++) {
    let c = i;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[i] = c;
  }
  return t;
})();

function crc32(buf: Buffer, start: number, end: number): number {
  let c = -1;
  for (let i = start; i < end; i++) c = (CRC_TABLE[(c ^ (buf[i] as number)) & 0xff] as number) ^ (c >>> 8);
  return (c ^ -1) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out, 4, 8 + data.length), 8 + data.length);
  return out;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A PNG from RGBA pixels: rows copied as they are (no filter), deflated fast. Dropping the alpha
 * channel in JavaScript costs more time than deflating it (it is constant, so almost free).
 */
export function encodePng(rgba: Buffer, width: number, height: number): Buffer {
  const row = width * 4;
  const stride = row + 1;
  const raw = Buffer.allocUnsafe(stride * height);
  for (let y = 0; y < height; y++) {
    raw[y * stride] = 0;
    rgba.copy(raw, y * stride + 1, y * row, (y + 1) * row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type: RGBA
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
