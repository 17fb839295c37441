// One error class whose code maps to an HTTP status in one place (lib/api/dispatch.ts).
export type ErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_many_requests'
  | 'internal'
  /** A service the answer depends on (e.g. the event provider) is down and nothing earlier can stand in. */
  | 'unavailable';

export const statusOf: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_many_requests: 429,
  internal: 500,
  unavailable: 503,
};

export class AppError extends Error {
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
