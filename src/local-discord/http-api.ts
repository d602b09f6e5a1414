import type { IncomingMessage, ServerResponse } from 'node:http';
import { RESTJSONErrorCodes } from 'discord-api-types/v10';
import { ApiError } from './api-error.ts';
import { LIMITS } from './limits.ts';
import { parseMultipart, type UploadedFile } from './multipart.ts';
import { RateLimits } from './rate-limits.ts';
import type { RecordedCall } from './records.ts';
import { matchRoute, type Route, routeName } from './router.ts';
import type { FakeState } from './state.ts';

const API_PREFIX = '/api/v10';

/** What a hold sees of a request: enough to pick the ones it holds. */
export interface HeldRequest {
  readonly method: string;
  /** Decoded path below /api/v10. */
  readonly path: string;
  /** The route's name, e.g. `POST /channels/:channel/messages`. */
  readonly route: string;
}

/** Requests kept unanswered (and unprocessed) until released; see `FakeDiscord.holdRequests`. */
export interface Hold {
  /** Requests held now. */
  readonly held: number;
  /** Requests whose client went away while held: never processed. */
  readonly dropped: number;
  /** Processes the held requests and holds no more. */
  release(): void;
}

interface HoldState {
  match: (request: HeldRequest) => boolean;
  waiting: Set<() => void>;
  dropped: number;
}

interface HttpReply {
  readonly status: number;
  readonly body?: unknown;
  readonly headers: Record<string, string>;
}

/**
 * The HTTP side of the fake: records each request, applies the rate-limit switch and the bot-token
 * check, runs the matching route and turns refusals into Discord's JSON errors (and violations).
 * Also serves uploaded attachments, like Discord's CDN.
 */
export class HttpApi {
  private rateLimit = { remaining: 0, retryAfterMs: 0 };
  private readonly holds = new Set<HoldState>();

  constructor(
    private readonly state: FakeState,
    private readonly routes: readonly Route[],
    /** Discord's per-route buckets (rate-limits.ts). */
    readonly limits: RateLimits = new RateLimits(),
  ) {}

  /** Answers the next `count` API requests with 429 and `retry_after`. */
  rateLimitNext(count: number, retryAfterMs: number): void {
    this.rateLimit = { remaining: count, retryAfterMs };
  }

  /**
   * Holds every request `match` picks, unprocessed and unanswered, until `release()`: as if the
   * network stalled on the way to Discord. A request whose client goes away meanwhile (the bot's
   * process was killed) is dropped, as if it had never been sent.
   */
  hold(match: (request: HeldRequest) => boolean): Hold {
    const hold: HoldState = { match, waiting: new Set(), dropped: 0 };
    this.holds.add(hold);
    return {
      get held() {
        return hold.waiting.size;
      },
      get dropped() {
        return hold.dropped;
      },
      release: () => {
        this.holds.delete(hold);
        for (const resume of hold.waiting) resume();
        hold.waiting.clear();
      },
    };
  }

  /** Waits while a hold keeps `request`; false if the client went away meanwhile. */
  private held(request: HeldRequest, res: ServerResponse): Promise<boolean> {
    const hold = [...this.holds].find((h) => h.match(request));
    if (!hold) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => {
      const resume = () => resolve(true);
      hold.waiting.add(resume);
      res.on('close', () => {
        if (!hold.waiting.delete(resume)) return;
        hold.dropped++;
        resolve(false);
      });
    });
  }

  /** Handles one request; never rejects except for a bug in the fake itself. */
  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.state.baseUrl);
    if (req.method === 'GET' && url.pathname.startsWith('/attachments/')) {
      this.serveAttachment(url.pathname, res);
      return;
    }
    const method = req.method ?? 'GET';
    // discord.js sends `@original` as `%40original`; ids and tokens never contain '/'.
    const path = (url.pathname.startsWith(API_PREFIX) ? url.pathname.slice(API_PREFIX.length) : url.pathname)
      .split('/')
      .map((segment) => safeDecode(segment))
      .join('/');
    const match = url.pathname.startsWith(API_PREFIX) ? matchRoute(this.routes, method, path) : undefined;
    const route = match ? routeName(match.route) : 'unknown';
    if (!(await this.held({ method, path, route }, res))) return;
    const { recorder } = this.state;
    recorder.started();
    try {
      const at = Date.now();
      const raw = await readBody(req);
      const parsed = parseBody(raw, req.headers['content-type'] ?? '');
      const call = recorder.record({
        at,
        method,
        path,
        query: Object.fromEntries(url.searchParams),
        route,
        body: parsed.body,
        files: parsed.files,
        authorized: req.headers.authorization === `Bot ${this.state.settings.token}`,
        interactionId: undefined,
        status: 0,
        response: undefined,
      });
      const reply = this.answer(call, match, url.searchParams, parsed, raw.length);
      call.status = reply.status;
      call.response = reply.body;
      res.writeHead(reply.status, reply.headers);
      res.end(reply.body === undefined ? undefined : JSON.stringify(reply.body));
    } catch (error) {
      // A bug in the fake itself: answer so the client does not hang, and let the test run report it.
      if (!res.headersSent) {
        res.writeHead(500).end(JSON.stringify({ code: 0, message: `fake Discord bug: ${error}` }));
      }
      throw error;
    } finally {
      recorder.finished();
    }
  }

  /** Runs the route, turning refusals into Discord's error responses and violations. */
  private answer(
    call: RecordedCall,
    match: ReturnType<typeof matchRoute>,
    query: URLSearchParams,
    parsed: ParsedBody,
    size: number,
  ): HttpReply {
    const json = { 'content-type': 'application/json' };
    if (this.rateLimit.remaining > 0) {
      this.rateLimit.remaining--;
      const seconds = this.rateLimit.retryAfterMs / 1000;
      return {
        status: 429,
        body: { message: 'You are being rate limited.', retry_after: seconds, global: false },
        headers: { ...json, 'retry-after': String(seconds), 'x-ratelimit-scope': 'user' },
      };
    }
    const verdict = match ? this.limits.take(call.route, match.params.channel) : undefined;
    if (verdict?.limited) {
      const seconds = verdict.retryAfterMs / 1000;
      return {
        status: 429,
        body: { message: 'You are being rate limited.', retry_after: seconds, global: false },
        headers: { ...json, ...verdict.headers },
      };
    }
    const limitHeaders = verdict?.headers ?? {};
    try {
      if (!match) {
        // Said in the body too, so the bot's own error log names the missing route.
        const missing = `the fake Discord does not implement ${call.method} ${call.path}`;
        throw new ApiError(404, 0, `404: Not Found (${missing})`, 'unknown-route', missing);
      }
      if (match.route.auth === 'bot' && !call.authorized) {
        throw new ApiError(401, 0, '401: Unauthorized', 'unauthorized', 'missing or wrong bot token');
      }
      if (size > LIMITS.requestSize) {
        throw new ApiError(
          413,
          RESTJSONErrorCodes.RequestEntityTooLarge,
          'Request entity too large',
          'request-too-large',
          `the request is ${size} bytes; the limit is ${LIMITS.requestSize}`,
        );
      }
      if (parsed.invalidJson) {
        throw new ApiError(
          400,
          RESTJSONErrorCodes.RequestBodyContainsInvalidJSON,
          'The request body contains invalid JSON.',
          'invalid-form-body',
        );
      }
      const reply = match.route.handle({
        params: match.params,
        query,
        body: call.body,
        files: call.files,
        call,
      });
      return { ...reply, headers: { ...limitHeaders, ...(reply.body === undefined ? {} : json) } };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.kind) {
        this.state.recorder.violate(
          error.kind,
          `${call.method} ${call.path}: ${error.detail}`,
          call.interactionId,
          call,
        );
      }
      return { status: error.status, body: error.body(), headers: { ...limitHeaders, ...json } };
    }
  }

  private serveAttachment(pathname: string, res: ServerResponse): void {
    const id = pathname.split('/')[3] ?? '';
    const attachment = this.state.messages.attachment(id);
    if (!attachment) {
      res.writeHead(404).end();
      return;
    }
    res
      .writeHead(200, { 'content-type': attachment.contentType, 'content-length': attachment.size })
      .end(attachment.data);
  }
}

interface ParsedBody {
  readonly body: unknown;
  readonly files: readonly UploadedFile[];
  readonly invalidJson: boolean;
}

/** JSON, or multipart with the JSON in `payload_json` and files in `files[n]`. */
function parseBody(raw: Buffer, contentType: string): ParsedBody {
  const multipart = contentType.startsWith('multipart/form-data')
    ? parseMultipart(raw, contentType)
    : undefined;
  const text = multipart ? multipart.fields.payload_json : raw.length > 0 ? raw.toString('utf8') : undefined;
  const files = multipart?.files ?? [];
  if (text === undefined) return { body: undefined, files, invalidJson: false };
  try {
    return { body: JSON.parse(text), files, invalidJson: false };
  } catch {
    return { body: text, files, invalidJson: true };
  }
}

/**
 * Reads the whole body. Oversized bodies are read too (and then refused with 413), because answering
 * before the upload ends would break the client's connection instead of giving it Discord's error.
 */
async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
