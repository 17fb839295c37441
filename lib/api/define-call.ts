// What one API call declares: path, method, input schema, who may call it, and the handler.
import type { z } from 'zod';
import type { Store } from '@/lib/db/port';
import type { AuthUser, Role } from '@/lib/auth/roles';
import type { CallLimit } from '@/lib/auth/rate-limit';

export type Access = 'public' | 'signedIn' | Role | { rule: string; allows: (user: AuthUser) => boolean };

export type CookieToSet = { name: string; value: string; maxAge: number; httpOnly: boolean };

export interface CallContext {
  store: Store;
  user: AuthUser | null;
  sessionId: string | null;
  now: Date;
  ip: string;
  /**
   * The host name the request was sent to (Host header, cleaned by cleanHostname: lower case, no port; anything
   * that is not a plain host name reads as 'localhost'). Decides the domain, as it does for visitor pages.
   */
  hostname: string;
  /** Cache tags whose visitor pages must be rebuilt on the next request. */
  invalidate(tags: string[]): void;
  setCookie(cookie: CookieToSet): void;
}

/** Context of a call whose access rule guarantees a signed-in user. */
export type SignedInContext = CallContext & { user: AuthUser; sessionId: string };

export interface CallDefinition<S extends z.ZodType = z.ZodType, R = unknown> {
  /** Under /api/. A segment `:name` matches one path segment and becomes input field `name`. */
  path: string;
  method: 'GET' | 'POST';
  /** How a POST body is read: JSON (default), or multipart form data (files arrive as File objects). */
  body?: 'json' | 'multipart';
  input: S;
  access: Access;
  /**
   * A command on the server's own machine may also make this call, with a one-minute token for this audience
   * signed with the site's key (lib/auth/script-token.ts) in an Authorization header; it acts as an admin.
   */
  scriptAudience?: string;
  /**
   * A GET that leaves a trace (a backup made, an access-log entry): refused when a page could have caused it (an
   * image, script or frame pointing at it, or a link from another site), so that it happens only when staff
   * open it themselves or the editor fetches it.
   */
  leavesTrace?: true;
  /**
   * Limits every request counts against, checked by the dispatcher in this order once the input is read and valid
   * (a refused request uses nothing up). Limits that depend on what happens (a sign-in that failed, an image size
   * not made before) are taken by the handler itself.
   */
  limits?: readonly CallLimit<z.infer<S>>[];
  /** Answers JSON-serialisable data, or a Response (e.g. image bytes) that is sent as it is. */
  handler: (input: z.infer<S>, context: SignedInContext) => Promise<R>;
}

type PublicHandler<S extends z.ZodType, R> = (input: z.infer<S>, context: CallContext) => Promise<R>;

/** A declared call, keeping its path's literal type so that clients can be checked against the registry. */
export type DeclaredCall<P extends string = string> = CallDefinition & { path: P };

export function defineCall<P extends string, S extends z.ZodType, R>(
  definition: Omit<CallDefinition<S, R>, 'path' | 'access' | 'handler'> & { path: P } & (
      | { access: 'public'; handler: PublicHandler<S, R> }
      | { access: Exclude<Access, 'public'>; handler: CallDefinition<S, R>['handler'] }
    ),
): DeclaredCall<P> {
  return definition as unknown as DeclaredCall<P>;
}

/** The address under /api/ of a call declared as `path`: each `:name` segment stands for any value. */
export type AddressOf<P extends string> = P extends `${infer Head}:${string}/${infer Rest}`
  ? `${Head}${string}/${AddressOf<Rest>}`
  : P extends `${infer Head}:${string}`
    ? `${Head}${string}`
    : P;
