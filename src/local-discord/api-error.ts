import { RESTJSONErrorCodes } from 'discord-api-types/v10';

/**
 * What a refused request tells a test about the bot: each kind maps to a mistake a real Discord
 * would punish (a failed interaction for the player, an error in the bot's log).
 */
export type ViolationKind =
  /** A payload broke one of Discord's limits (§5 of the design notes): 400, code 50035. */
  | 'invalid-form-body'
  /** A message would have had no content, embed, component or file: 400, code 50006. */
  | 'empty-message'
  /** The request body exceeded 25 MiB: 413, code 40005. */
  | 'request-too-large'
  /** A second initial response to the same interaction: 400, code 40060. */
  | 'already-acknowledged'
  /** The initial response came after the deadline (3 s by default): 404, code 10062. */
  | 'late-response'
  /** The bot never answered an interaction the driver sent; the player saw "This interaction failed". */
  | 'no-response'
  /** A callback for an interaction id/token the fake never sent: 404, code 10062. */
  | 'unknown-interaction'
  /** A response type that does not fit the interaction (e.g. a modal after a modal submit): 400. */
  | 'invalid-response-type'
  /** A webhook call with an expired (15 min) or unknown interaction token: 401, code 50027. */
  | 'invalid-token'
  /**
   * An interaction webhook call with no message behind it: before the interaction was acknowledged,
   * or after a modal or autocomplete response: 404, code 10015.
   */
  | 'unknown-webhook'
  /** A message, channel, guild, user or command that does not exist (or is ephemeral on a channel route). */
  | 'not-found'
  /** A bot route without the bot token: 401. */
  | 'unauthorized'
  /** A route the fake does not implement: 404. */
  | 'unknown-route';

/** One entry of Discord's nested `errors` object: `{ code: 'BASE_TYPE_MAX_LENGTH', message: '…' }`. */
export interface FormIssue {
  /** Where in the JSON body, e.g. `['embeds', 0, 'title']`. */
  readonly path: readonly (string | number)[];
  readonly code: string;
  readonly message: string;
}

/**
 * A Discord JSON error response. Throwing one from a route handler answers the request with
 * `{ code, message, errors }`, exactly the shape @discordjs/rest turns into a `DiscordAPIError`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    /** Why the fake refused, for `fake.violations`; undefined for refusals that are not the bot's fault. */
    readonly kind: ViolationKind | undefined,
    /** A longer explanation for the test report; defaults to the message. */
    readonly detail: string = message,
    readonly issues: readonly FormIssue[] = [],
  ) {
    super(message);
  }

  /** The response body Discord would send. */
  body(): Record<string, unknown> {
    return this.issues.length > 0
      ? { code: this.code, message: this.message, errors: nestIssues(this.issues) }
      : { code: this.code, message: this.message };
  }

  /** 400 Invalid Form Body; `prefix` places the issues inside the request (e.g. `data` of a callback). */
  static invalidFormBody(issues: readonly FormIssue[], prefix: readonly (string | number)[] = []): ApiError {
    const placed = issues.map((issue) => ({ ...issue, path: [...prefix, ...issue.path] }));
    return new ApiError(
      400,
      RESTJSONErrorCodes.InvalidFormBodyOrContentType,
      'Invalid Form Body',
      'invalid-form-body',
      placed.map(describeIssue).join('; '),
      placed,
    );
  }

  static notFound(code: RESTJSONErrorCodes, what: string): ApiError {
    return new ApiError(404, code, what, 'not-found');
  }
}

/** `embeds[0].title: Must be 256 or fewer in length.`, the way discord.js prints it. */
export function describeIssue(issue: FormIssue): string {
  const path = issue.path
    .map((segment, i) => (typeof segment === 'number' ? `[${segment}]` : i === 0 ? segment : `.${segment}`))
    .join('');
  return path ? `${path}: ${issue.message}` : issue.message;
}

/** Discord nests errors by path, each leaf holding `_errors: [{ code, message }]`. */
function nestIssues(issues: readonly FormIssue[]): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const issue of issues) {
    let node = root;
    for (const segment of issue.path) {
      const key = String(segment);
      node[key] ??= {};
      node = node[key] as Record<string, unknown>;
    }
    node._errors ??= [];
    (node._errors as { code: string; message: string }[]).push({ code: issue.code, message: issue.message });
  }
  return root;
}
