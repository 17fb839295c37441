// Sends fuzz requests through the real dispatcher and judges each answer: never a 5xx, never a stack trace or an
// internal message, always JSON, and on a 4xx always the one error shape ({ error: { code, message, fields? } }).
import { apiRegistry } from '@/api-handlers';
import { errorCodes, statusOf, type ErrorCode } from '@/lib/errors';
import { dispatch } from '@/lib/api/dispatch';
import type { CallDefinition } from '@/lib/api/define-call';
import type { Registry } from '@/lib/api/registry';
import type { Store } from '@/lib/db/port';
import { ORIGIN } from './api-harness';
import { multipartBody } from './multipart';
import type { FuzzRequest } from './fuzz-requests';
import { wellFormed } from './fuzz-hostile';

export type FuzzAnswer = { status: number; contentType: string; text: string | null };

/**
 * What must never reach a client: stack frames, error class names, runtime messages, driver and store names,
 * file paths. Tested against real stacks in tests/api/fuzz.test.ts, so it cannot quietly stop matching.
 */
export const INTERNALS =
  /\bat (?:async )?(?:new )?[\w$.<>[\]]+(?: \[as [\w$]+\])? \((?:\/|file:|node:|native|index \d|<anonymous>|[A-Za-z]:\\)|\bat (?:file:\/\/|node:)|node_modules|\b[A-Z]\w*Error\b|\bError:|Cannot read propert|Cannot set propert|undefined is not|is not a function|is not defined|is not iterable|Maximum call stack|E11000|unique constraint|Field names cannot|\bnedb\b|mongo|MongoServer|ECONNREFUSED|ENOENT|EACCES|\.[cm]?[jt]sx?:\d+:\d+|\[object Object\]/i;

export async function sendFuzz(
  store: Store,
  call: CallDefinition,
  request: FuzzRequest,
  options: { cookie?: string; ip?: string; registry?: Registry } = {},
): Promise<FuzzAnswer> {
  const headers = new Headers({ host: 'localhost:3000' });
  if (call.method === 'POST') headers.set('origin', ORIGIN);
  if (options.cookie) headers.set('cookie', options.cookie);
  if (options.ip) headers.set('x-forwarded-for', options.ip);
  let body: BodyInit | undefined;
  if (request.body instanceof FormData) {
    const encoded = await multipartBody(request.body);
    for (const [name, value] of Object.entries(encoded.headers)) headers.set(name, value);
    body = encoded.body;
  } else if (request.body !== undefined) {
    if (call.method === 'POST') headers.set('content-type', 'application/json');
    body = request.body as BodyInit;
  }
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    if (value === null) headers.delete(name);
    else headers.set(name, value);
  }
  const encodedPath = request.path.split('/').map((segment) => encodeURIComponent(wellFormed(segment))).join('/');
  const url = `${ORIGIN}/api/${encodedPath}${request.search ? `?${request.search}` : ''}`;
  const response = await dispatch(new Request(url, { method: call.method, headers, body: call.method === 'POST' ? body : undefined }), request.path, {
    registry: options.registry ?? apiRegistry,
    store: async () => store,
    invalidate: () => {},
    secureCookies: false,
  });
  const contentType = response.headers.get('content-type') ?? '';
  const text = /json|text|html|xml/.test(contentType) || !contentType ? await response.text() : (await response.arrayBuffer(), null);
  return { status: response.status, contentType, text };
}

/** Everything wrong with one answer (empty when it is fine). */
export function problemsWith(answer: FuzzAnswer): string[] {
  const problems: string[] = [];
  const { status, contentType, text } = answer;
  if (status >= 500) problems.push(`answered ${status}`);
  if (text !== null) {
    // The store's kind is part of the admins' status view (site/status: "kind":"mongodb"), not a leak.
    const leak = INTERNALS.exec(text.replaceAll('"kind":"mongodb"', '"kind":"-------"'));
    if (leak) problems.push(`the answer shows "${leak[0]}": ${excerpt(text, leak.index)}`);
  }
  // A successful answer may be bytes or text (an image, a document, a CSV export); every refusal is JSON.
  const json = contentType.startsWith('application/json');
  if (status < 400 && !json) return problems;
  if (!json) {
    problems.push(`answered ${status} with content type "${contentType}"`);
    return problems;
  }
  let body: unknown;
  try {
    body = JSON.parse(text ?? '');
  } catch {
    problems.push(`answered ${status} with a body that is not JSON: ${excerpt(text ?? '', 0)}`);
    return problems;
  }
  if (status >= 400 && !isErrorShape(body, status)) problems.push(`answered ${status} without the error shape and its code: ${excerpt(text ?? '', 0)}`);
  return problems;
}

/** `{ error: { code, message, fields?, stale?, requestId? } }`, the code being the status's own (lib/errors.ts). */
function isErrorShape(body: unknown, status: number): boolean {
  if (!isRecord(body) || Object.keys(body).join() !== 'error' || !isRecord(body.error)) return false;
  // A 500 also names its request id, so that a report finds the server's log line.
  const { code, message, fields, stale, requestId, ...rest } = body.error;
  if (Object.keys(rest).length || typeof message !== 'string' || !message.trim()) return false;
  if (!(errorCodes as readonly unknown[]).includes(code) || statusOf[code as ErrorCode] !== status) return false;
  if (stale !== undefined && (stale !== true || code !== 'conflict')) return false;
  if (requestId !== undefined && typeof requestId !== 'string') return false;
  return fields === undefined || (isRecord(fields) && Object.values(fields).every((v) => typeof v === 'string' && v.length > 0));
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const excerpt = (text: string, at: number) => JSON.stringify(text.slice(Math.max(0, at - 60), at + 120));
