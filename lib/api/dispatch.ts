// The one wrapper every API call runs through: same-origin check, session, access rule, input, errors.
import { z } from 'zod';
import type { Store } from '@/lib/db/port';
import { StoreError, nulCharacterAt } from '@/lib/db/port';
import { AppError, statusOf, type ErrorBody } from '@/lib/errors';
import { hasRole } from '@/lib/auth/roles';
import { cleanHostname } from '@/lib/content/domains/hostname';
import { scriptUser, verifyScriptToken } from '@/lib/auth/script-token';
import { AUTH_COOKIE, SIGNED_IN_HINT_COOKIE, verifySession } from '@/lib/auth/sessions';
import type { CallContext, CallDefinition, CookieToSet, SignedInContext } from './define-call';
import { consumeLimit, type CallLimit } from '@/lib/auth/rate-limit';
import { readCookie, serializeCookie } from './cookies';
import type { Registry } from './registry';
import { answerNotModified } from './not-modified';
import { clientAddress, trustedProxyList } from './client-address';
import { env } from '@/lib/config/env';
import { errorFields, log } from '@/lib/log';

export type DispatchDeps = {
  registry: Registry;
  store: () => Promise<Store>;
  /** Invalidates cached pages; a promise is awaited before the call answers (a failure is logged, never answered). */
  invalidate: (tags: string[]) => void | Promise<void>;
  secureCookies: boolean;
  now?: () => Date;
};

const MAX_BODY_BYTES = 1_000_000;
/** Multipart bodies (uploads): handlers check their own, smaller, per-file limits. */
const MAX_UPLOAD_BYTES = 25_000_000;

export async function dispatch(request: Request, path: string, deps: DispatchDeps): Promise<Response> {
  const cookies: CookieToSet[] = [];
  const invalidations: Promise<void>[] = [];
  const requestId = requestIdOf(request);
  try {
    const found = deps.registry.match(path);
    if (!found) throw new AppError('not_found', `Unknown API call: ${path}`);
    const { call, params } = found;
    // HEAD asks what GET would answer (Next drops the body).
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    if (method !== call.method) throw new AppError('not_found', `${path} is called with ${call.method}`);
    if (call.method !== 'GET') assertSameOrigin(request);
    else if (call.leavesTrace) assertAskedForItself(request);

    const store = await deps.store();
    const token = readCookie(request, AUTH_COOKIE);
    const session = await verifySession(store, token);
    if (token && !session) {
      // A stale or revoked cookie is cleared, so the browser stops presenting it.
      cookies.push({ name: AUTH_COOKIE, value: '', maxAge: 0, httpOnly: true }, { name: SIGNED_IN_HINT_COOKIE, value: '', maxAge: 0, httpOnly: false });
    }
    let user = session?.user ?? null;
    if (!user && call.scriptAudience && (await verifyScriptToken(request.headers.get('authorization'), call.scriptAudience))) user = scriptUser(call.scriptAudience);
    if (call.access !== 'public') {
      if (!user) throw new AppError('unauthenticated', 'Please sign in to do this.');
      const allowed =
        call.access === 'signedIn' ||
        (typeof call.access === 'string' ? hasRole(user, call.access) : call.access.allows(user));
      if (!allowed) throw new AppError('forbidden', 'You do not have permission to do this.');
    }

    const raw = await readRawInput(request, call);
    const input = parseInput(call, { ...(raw as object), ...params });
    const context: CallContext = {
      store,
      user,
      sessionId: session?.sid ?? null,
      now: deps.now?.() ?? new Date(),
      ip: requestClientAddress(request.headers),
      hostname: cleanHostname(request.headers.get('host') ?? 'localhost'),
      invalidate: (tags) => {
        invalidations.push(Promise.resolve(deps.invalidate(tags)));
      },
      setCookie: (cookie) => cookies.push(cookie),
    };
    for (const rule of call.limits ?? []) await consumeLimit(store, rule.limit, limitSubject(rule, input, context), context.now, rule.message);
    const result = await call.handler(input, context as SignedInContext);
    // What the call stored is stored: a cache that could not be told is logged, and Next tells it again after.
    await Promise.all(invalidations.map((done) => done.catch((error) => log.error('cache.invalidateFailed', { call: path, ...errorFields(error) }))));
    if (result instanceof Response) return answerNotModified(request, result);
    return json(200, result ?? {}, cookies, deps.secureCookies);
  } catch (error) {
    return errorResponse(error, cookies, deps.secureCookies, { requestId, call: path, method: request.method });
  }
}

/** Who a declared limit counts: the client's address, the signed-in user, or a value of the input. */
function limitSubject(rule: CallLimit<unknown>, input: unknown, context: CallContext): string {
  if (rule.per === 'ip') return context.ip;
  if (rule.per === 'user') return context.user?._id ?? context.ip;
  return rule.per(input);
}

/** The id a proxy in front gave the request (X-Request-Id), if it looks like one; otherwise a new one. */
function requestIdOf(request: Request): string {
  const given = request.headers.get('x-request-id');
  return given && /^[A-Za-z0-9._-]{8,128}$/.test(given) ? given : crypto.randomUUID();
}

/**
 * Names that reach only the machine itself, where the site is opened over plain http whatever SITE_URL says
 * (a check on the server, the tests): any scheme is the site's own there.
 */
const isLoopbackName = (hostname: string) =>
  hostname === 'localhost' || hostname.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(hostname) || hostname === '[::1]';

function assertSameOrigin(request: Request): void {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite) {
    if (fetchSite === 'same-origin') return;
    throw new AppError('forbidden', 'Cross-site requests are not allowed.');
  }
  // Browsers without Sec-Fetch-Site: the Origin must name the host the request was sent to, with the site's
  // scheme. The Host header is what the browser (or the shipped nginx, passing it on) sent; X-Forwarded-Host is
  // anyone's to write.
  const origin = request.headers.get('origin');
  const host = request.headers.get('host');
  if (origin && host) {
    try {
      const sent = new URL(origin);
      if (sent.host === host && (isLoopbackName(sent.hostname) || sent.protocol === new URL(env().SITE_URL).protocol)) return;
    } catch {
      // fall through to the refusal
    }
  }
  throw new AppError('forbidden', 'Cross-site requests are not allowed.');
}

/**
 * A GET that leaves a trace must come from the site's own pages by fetch, or be opened by the person themselves
 * (typed, bookmarked, or followed from this site): never an <img>, a script, a frame or a link on another site.
 * Browsers without Fetch Metadata, and commands on the server, send no Sec-Fetch-Site and are let through.
 */
function assertAskedForItself(request: Request): void {
  const site = request.headers.get('sec-fetch-site');
  const mode = request.headers.get('sec-fetch-mode');
  const dest = request.headers.get('sec-fetch-dest');
  // Only browsers send Sec-Fetch-Site (Node's fetch sends a mode of its own, but never a site).
  if (!site) return;
  const fetched = (mode === 'cors' || mode === 'same-origin') && dest === 'empty' && site === 'same-origin';
  const opened = mode === 'navigate' && (dest === 'document' || dest === 'empty') && (site === 'same-origin' || site === 'none');
  if (!fetched && !opened) throw new AppError('forbidden', 'This address can only be opened by itself, not from inside a page or from another site.');
}

async function readRawInput(request: Request, call: CallDefinition): Promise<unknown> {
  if (call.method === 'GET') return Object.fromEntries(new URL(request.url).searchParams);
  if (call.body === 'multipart') {
    // Browsers always declare the length of a form upload; without it the whole body would be buffered before any limit applied.
    const declared = Number(request.headers.get('content-length') ?? NaN);
    if (!Number.isFinite(declared)) throw new AppError('invalid_input', 'The upload must declare its length (Content-Length).');
    if (declared > MAX_UPLOAD_BYTES) throw new AppError('invalid_input', 'The file is too large.');
    try {
      return Object.fromEntries((await request.formData()).entries());
    } catch {
      throw new AppError('invalid_input', 'The request must be multipart form data.');
    }
  }
  // A body cut off on its way (the browser left the page, the connection dropped) is the sender's problem, not ours.
  const text = await request.text().catch(() => {
    throw new AppError('invalid_input', 'The request was cut off before it all arrived.');
  });
  if (text.length > MAX_BODY_BYTES) throw new AppError('invalid_input', 'The request is too large.');
  if (!text.trim()) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text, refuseEndlessNumbers);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('invalid_input', 'The request body must be a JSON object.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new AppError('invalid_input', 'The request body must be a JSON object.');
  return parsed;
}

/**
 * JSON may write a number too large for any number (1e400): JavaScript reads it as Infinity, which no field
 * accepts and a MongoDB-protocol server over PostgreSQL refuses to store (it answered 500 where the page's free
 * block fields held one). Refused here, for every call.
 */
function refuseEndlessNumbers(_key: string, value: unknown): unknown {
  if (typeof value === 'number' && !Number.isFinite(value)) throw new AppError('invalid_input', 'A number in the request is too large.');
  return value;
}

function parseInput(call: CallDefinition, raw: unknown): unknown {
  const nul = nulCharacterAt(raw);
  if (nul) {
    const message = 'Text cannot contain a NUL character.';
    throw new AppError('invalid_input', `Invalid input. ${nul}: ${message}`, { [nul]: message });
  }
  const result = call.input.safeParse(raw);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '(input)';
    fields[key] ??= issue.message;
  }
  const summary = Object.entries(fields)
    .slice(0, 5)
    .map(([key, message]) => `${key}: ${message}`)
    .join('; ');
  throw new AppError('invalid_input', `Invalid input. ${summary}`, fields);
}

let trusted: { entries: readonly string[]; list: ReturnType<typeof trustedProxyList> } | null = null;
/** TRUSTED_PROXIES as a lookup list, made again only when the configuration is read again. */
function trustedProxies() {
  const entries = env().TRUSTED_PROXIES;
  if (trusted?.entries !== entries) trusted = { entries, list: trustedProxyList(entries) };
  return trusted.list;
}

/** The client's address (lib/api/client-address.ts): the socket's peer, or what trusted proxies say it was. */
export function requestClientAddress(headers: Headers): string {
  return clientAddress(headers, trustedProxies());
}

type RequestInfo = { requestId: string; call: string; method: string };

function errorResponse(error: unknown, cookies: CookieToSet[], secure: boolean, info: RequestInfo): Response {
  const answer = (body: ErrorBody) => json(statusOf[body.code], { error: body }, cookies, secure);
  if (error instanceof AppError) {
    const response = answer({
      code: error.code,
      message: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
      ...(error.stale ? { stale: true as const } : {}),
    });
    if (error.retryAfter) response.headers.set('Retry-After', String(error.retryAfter));
    return response;
  }
  if (error instanceof StoreError && error.code === 'duplicate') return answer({ code: 'conflict', message: 'That conflicts with something already saved.' });
  // Anything else is the server's fault: one JSON log line with the request id, which the answer also carries so
  // that a report ('it said reference …') finds the line. The message and stack never reach the answer.
  logRequestError(error, info);
  const message = error instanceof z.ZodError ? 'Stored data could not be read.' : 'Something went wrong. Please try again.';
  const response = answer({ code: 'internal', message, requestId: info.requestId });
  response.headers.set('x-request-id', info.requestId);
  return response;
}

function logRequestError(error: unknown, info: RequestInfo): void {
  log.error('api.error', { ...info, ...errorFields(error instanceof Error ? error : new Error(String(error)), { stack: true }) });
}

function json(status: number, body: unknown, cookies: CookieToSet[], secure: boolean): Response {
  const headers = new Headers({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  for (const cookie of cookies) headers.append('set-cookie', serializeCookie(cookie, secure));
  return new Response(JSON.stringify(body), { status, headers });
}
