/**
 * How a value is written to the key-value backend: its JSON, compressed with brotli at quality 1,
 * in base64 behind a short tag. A finished 4-player game (snapshot + about 700 log entries) is some
 * 130 KB of JSON and about 25 KB stored this way, for well under a millisecond of compression.
 * Values stored as plain JSON (before this encoding) are still read as they are. Nothing is
 * dropped: decoding gives back the very JSON.
 *
 * Compression runs on the main thread on purpose: the asynchronous zlib functions set up a new
 * compressor and a thread-pool trip per value, which under load cost more than they save, and the
 * thread pool is where SQLite does its work.
 */
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';

/** Marks a compressed value; plain JSON always starts with `{`, `[`, `"`, a digit, t, f or n. */
export const COMPRESSED_TAG = 'br1:';

export function encodeValue(value: unknown): string {
  const json = JSON.stringify(value);
  const packed = brotliCompressSync(json, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 1,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(json),
    },
  });
  return COMPRESSED_TAG + packed.toString('base64');
}

/** The value back; throws on anything cut short or not written this way. */
export function decodeValue(text: string): unknown {
  if (!text.startsWith(COMPRESSED_TAG)) return JSON.parse(text);
  const packed = Buffer.from(text.slice(COMPRESSED_TAG.length), 'base64');
  return JSON.parse(brotliDecompressSync(packed, { chunkSize: 64 * 1024 }).toString('utf8'));
}

/**
 * Values written through keyv (before the store had its own backend) are wrapped as
 * `{ value, expires? }`; this gives the value inside. Nothing the bot stores has that shape itself.
 */
export function unwrapKeyv(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || !Object.hasOwn(value, 'value'))
    return value;
  const keys = Object.keys(value);
  return keys.every((k) => k === 'value' || k === 'expires') ? (value as { value: unknown }).value : value;
}
