// The browser's one way to call the site's API (SPEC.md §7), for the editor and for visitors' blocks alike: no
// React, nothing but the platform. The path is checked against the registry when the code is type-checked; JSON
// goes in and comes out; a refusal rejects with an ApiError carrying the server's code, message and field messages.
import type { ApiPath } from '@/api-handlers';
import type { ErrorBody, ErrorCode } from '@/lib/errors';

export type { ApiPath };

/** The server's codes, and `unreachable` when no answer came (offline, the server down, the request cut off). */
export type ApiErrorCode = ErrorCode | 'unreachable';

export const UNREACHABLE = 'The server could not be reached. Check your connection and try again.';
const FAILED = 'Something went wrong. Please try again.';

export class ApiError extends Error {
  readonly code: ApiErrorCode;
  /** Field messages for `invalid_input`: the value's path -> its message. */
  readonly fields?: Record<string, string>;
  /** A `conflict` with a newer stored version: someone else saved first (ErrorBody.stale). */
  readonly stale: boolean;
  /** The HTTP status; 0 when no answer came. */
  readonly status: number;

  constructor(status: number, body: Partial<ErrorBody> = {}) {
    super(body.message || (status === 0 ? UNREACHABLE : FAILED));
    this.name = 'ApiError';
    this.status = status;
    this.code = status === 0 ? 'unreachable' : (body.code ?? codeOfStatus(status));
    this.fields = body.fields;
    this.stale = body.stale === true;
  }
}

/** The code of an answer that carried none (a proxy's own error page in front of the site). */
function codeOfStatus(status: number): ErrorCode {
  if (status === 400 || status === 413) return 'invalid_input';
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 429) return 'rate_limited';
  if (status === 502 || status === 503 || status === 504) return 'unavailable';
  return 'internal';
}

/** The answer's JSON, or the ApiError its status and error body make. */
function settle<T>(status: number, text: string): T {
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (a proxy's HTML page): the status says enough.
  }
  if (status >= 200 && status < 300) return data as T;
  const error = data && typeof data === 'object' ? (data as { error?: Partial<ErrorBody> }).error : undefined;
  throw new ApiError(status, error && typeof error === 'object' ? error : {});
}

export type CallOptions = {
  /** GET without a body, POST with one (default). */
  method?: 'GET' | 'POST';
  body?: unknown;
  query?: Record<string, string>;
  signal?: AbortSignal;
  /** Lets the request outlive the page (a beacon sent while the tab closes). */
  keepalive?: boolean;
};

/** Calls /api/<path>. A request aborted through `signal` rejects with the abort's own error, not an ApiError. */
export async function callApi<T>(path: ApiPath, options: CallOptions = {}): Promise<T> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const query = options.query ? `?${new URLSearchParams(options.query)}` : '';
  let response: Response;
  let text: string;
  try {
    response = await fetch(`/api/${path}${query}`, {
      method,
      headers: { accept: 'application/json', ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
      body: method === 'POST' ? JSON.stringify(options.body ?? {}) : undefined,
      credentials: 'same-origin',
      signal: options.signal,
      keepalive: options.keepalive,
    });
    text = await response.text();
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0);
  }
  return settle<T>(response.status, text);
}

/**
 * POSTs `file` as form field `file` to /api/<path>, reporting progress (0–1) as it goes up: XMLHttpRequest,
 * because fetch cannot report an upload's progress.
 */
export function uploadFile<T>(path: ApiPath, file: File, onProgress?: (fraction: number) => void, fields: Record<string, string> = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/${path}`);
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError(0));
    request.onload = () => {
      try {
        resolve(settle<T>(request.status, request.responseText));
      } catch (error) {
        reject(error);
      }
    };
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file);
    request.send(form);
  });
}

/** The message to show for a refusal: for invalid input, each value's own message (once) rather than the summary. */
export function apiErrorText(failure: unknown, fallback = FAILED): string {
  if (!(failure instanceof ApiError)) return failure instanceof Error ? failure.message : fallback;
  const messages = Object.values(failure.fields ?? {});
  return failure.code === 'invalid_input' && messages.length ? [...new Set(messages)].join(' ') : failure.message;
}
