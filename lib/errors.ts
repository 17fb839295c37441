// One error class whose code is sent on the wire and maps to an HTTP status in one place (lib/api/dispatch.ts).
// Safe for the browser: the API client (lib/api/client.ts) reads the same shape.
export const errorCodes = ['invalid_input', 'unauthenticated', 'forbidden', 'not_found', 'conflict', 'rate_limited', 'internal', 'unavailable'] as const;

/**
 * What went wrong, for clients to decide on (never the message's text):
 * `unavailable` is a service the answer depends on (e.g. the event provider) being down with nothing earlier to
 * stand in for it.
 */
export type ErrorCode = (typeof errorCodes)[number];

export const statusOf: Record<ErrorCode, number> = {
  invalid_input: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
};

/** Every refused API call answers `{ error: ErrorBody }` with the status of its code. */
export type ErrorBody = {
  code: ErrorCode;
  /** Said to the person: plain words, never an internal detail. */
  message: string;
  /** For `invalid_input`: the path of each value that failed its check (`redirects.0.to`) -> its message. */
  fields?: Record<string, string>;
  /**
   * For `conflict`: the change was made to an older version than the one stored (someone else saved first), so
   * the editor offers to keep its copy or load theirs. Other conflicts (an address in use) are fixed by editing.
   */
  stale?: true;
  /** For `internal`: the reference of the server's log line about it. */
  requestId?: string;
};

export class AppError extends Error {
  /** Set by `staleVersion`: see ErrorBody.stale. */
  stale = false;

  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Field messages for 400s: path -> message. */
    readonly fields?: Record<string, string>,
    /** Seconds, for 429s. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** A write refused because the stored document is newer than the one it was made to (409, `stale: true`). */
export function staleVersion(message: string): AppError {
  const error = new AppError('conflict', message);
  error.stale = true;
  return error;
}
