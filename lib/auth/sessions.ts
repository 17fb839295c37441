import 'server-only';
import crypto from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Store } from '@/lib/db/port';
import { authKey } from './secret';
import { findUserById, recordSignIn, toAuthUser } from './users';
import type { AuthUser } from './roles';

export const SESSION_DAYS = 3;
export const SESSION_SECONDS = SESSION_DAYS * 24 * 60 * 60;
export { AUTH_COOKIE, SIGNED_IN_HINT_COOKIE } from './cookie-names';

type SessionDoc = { _id: string; userId: string; createdAt: string; expiresAt: Date };

/** Starts a session stored server-side (a sign-in, so it is recorded as the user's last) and answers the signed token that names it. */
export async function createSession(store: Store, userId: string, now = new Date()): Promise<string> {
  const sid = crypto.randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_SECONDS * 1000);
  await store.collection<SessionDoc>('sessions').insert({ _id: sid, userId, createdAt: now.toISOString(), expiresAt });
  await recordSignIn(store, userId, now);
  return new SignJWT({ sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(authKey());
}

export type VerifiedSession = { sid: string; user: AuthUser };

/** The session a token names, if its signature, expiry, stored session and active user with roles all check out. */
export async function verifySession(store: Store, token: string | undefined, now = new Date()): Promise<VerifiedSession | null> {
  if (!token) return null;
  let sid: unknown;
  let sub: string | undefined;
  try {
    const { payload } = await jwtVerify(token, authKey(), { algorithms: ['HS256'], currentDate: now });
    // Tokens for other purposes (page previews) are signed with the same key but name an audience: never a session.
    if (payload.aud !== undefined) return null;
    sid = payload.sid;
    sub = payload.sub;
  } catch {
    return null;
  }
  if (typeof sid !== 'string' || !sub) return null;
  const session = await store.collection<SessionDoc>('sessions').findOne({ _id: sid });
  if (!session || session.userId !== sub || new Date(session.expiresAt).getTime() <= now.getTime()) return null;
  const user = await findUserById(store, sub);
  if (!user || !user.active || user.roles.length === 0) return null;
  return { sid, user: toAuthUser(user) };
}

export async function revokeSession(store: Store, sid: string): Promise<void> {
  await store.collection('sessions').delete({ _id: sid });
}

export async function revokeUserSessions(store: Store, userId: string): Promise<void> {
  await store.collection('sessions').delete({ userId }, { multi: true });
}
