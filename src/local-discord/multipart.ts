/** A file the bot uploaded, kept whole so a test can inspect it (e.g. decode the board PNG). */
export interface UploadedFile {
  /** The form field, `files[0]` … `files[9]`. */
  readonly field: string;
  readonly name: string;
  readonly contentType: string;
  readonly size: number;
  readonly data: Buffer;
}

export interface MultipartBody {
  /** Text fields by name (discord.js sends one: `payload_json`). */
  readonly fields: Readonly<Record<string, string>>;
  readonly files: readonly UploadedFile[];
}

const HEADER_END = Buffer.from('\r\n\r\n');

/**
 * Parses a `multipart/form-data` body, the way @discordjs/rest sends files: one part per file
 * (`files[n]`, with a filename) and the JSON body as the text part `payload_json`.
 * Returns undefined when the content type carries no boundary.
 */
export function parseMultipart(body: Buffer, contentType: string): MultipartBody | undefined {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const token = boundary?.[1] ?? boundary?.[2];
  if (!token) return undefined;
  const delimiter = Buffer.from(`--${token}`);

  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const partStart = start + delimiter.length;
    // `--` right after a delimiter closes the body.
    if (body.subarray(partStart, partStart + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, partStart);
    if (next === -1) break;
    // Each part sits between the CRLF that ends the delimiter line and the CRLF before the next one.
    const part = body.subarray(partStart + 2, next - 2);
    const headerEnd = part.indexOf(HEADER_END);
    if (headerEnd !== -1) {
      const headers = parseHeaders(part.subarray(0, headerEnd).toString('utf8'));
      const content = part.subarray(headerEnd + HEADER_END.length);
      const disposition = headers['content-disposition'] ?? '';
      const name = dispositionParam(disposition, 'name');
      const filename = dispositionParam(disposition, 'filename');
      if (name !== undefined && filename !== undefined) {
        files.push({
          field: name,
          name: filename,
          contentType: headers['content-type'] ?? 'application/octet-stream',
          size: content.length,
          data: Buffer.from(content),
        });
      } else if (name !== undefined) {
        fields[name] = content.toString('utf8');
      }
    }
    start = next;
  }
  return { fields, files };
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** Reads `name="…"` from a Content-Disposition header; undici percent-escapes `"`, CR and LF inside it. */
function dispositionParam(disposition: string, param: string): string | undefined {
  const match = new RegExp(`(?:^|;)\\s*${param}="([^"]*)"`, 'i').exec(disposition);
  const value = match?.[1];
  if (value === undefined) return undefined;
  return value.replace(/%22/g, '"').replace(/%0D/gi, '\r').replace(/%0A/gi, '\n');
}
