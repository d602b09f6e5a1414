import type { UploadedFile } from './multipart.ts';
import type { RecordedCall } from './records.ts';

/** A parsed request, as a route handler sees it. */
export interface RouteRequest {
  /** Path parameters by name, e.g. `{ channel: '123' }` for `/channels/:channel`. */
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  readonly body: unknown;
  readonly files: readonly UploadedFile[];
  /** The call as recorded; handlers fill in `interactionId`. */
  readonly call: RecordedCall;
}

export interface RouteReply {
  readonly status: number;
  readonly body?: unknown;
}

export interface Route {
  readonly method: string;
  /** E.g. `/channels/:channel/messages/:message`. */
  readonly pattern: string;
  /** Bot routes need `Authorization: Bot <token>`; interaction routes are sent without it. */
  readonly auth: 'bot' | 'none';
  readonly handle: (request: RouteRequest) => RouteReply;
}

export function route(method: string, pattern: string, auth: Route['auth'], handle: Route['handle']): Route {
  return { method, pattern, auth, handle };
}

/** `GET /channels/:channel`, the name a route has in `fake.calls`. */
export function routeName(route: Route): string {
  return `${route.method} ${route.pattern}`;
}

/** Finds the route for a decoded path; a `:name` segment matches any one segment. */
export function matchRoute(
  routes: readonly Route[],
  method: string,
  path: string,
): { route: Route; params: Record<string, string> } | undefined {
  const segments = path.split('/');
  for (const candidate of routes) {
    if (candidate.method !== method) continue;
    const pattern = candidate.pattern.split('/');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, i) => {
      const segment = segments[i] ?? '';
      if (part.startsWith(':')) {
        params[part.slice(1)] = segment;
        return segment !== '';
      }
      return part === segment;
    });
    if (matches) return { route: candidate, params };
  }
  return undefined;
}
