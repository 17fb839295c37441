// Tokens with which a command run on the server's own machine (npm run backup) asks the running server for
// something only an admin may have. They are signed with the session key, which only that machine holds (AUTH_SECRET
// or DATA_DIR/.auth-secret), live one minute, and name the one call they are for: a session token (no audience)
// is never one, and one is never a session.
import 'server-only';
import { SignJWT, jwtVerify } from 'jose';
import { authKey } from './secret';
import type { AuthUser } from './roles';

const ISSUER = 'site-script';
const LIFETIME_SECONDS = 60;

export async function signScriptToken(audience: string, now = new Date()): Promise<string> {
  const at = Math.floor(now.getTime() / 1000);
  return new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setIssuer(ISSUER).setAudience(audience).setIssuedAt(at).setExpirationTime(at + LIFETIME_SECONDS).sign(authKey());
}

/** True when the Authorization header carries a live token for this audience. */
export async function verifyScriptToken(authorization: string | null, audience: string, now = new Date()): Promise<boolean> {
  const token = /^Bearer ([A-Za-z0-9_.-]{20,2000})$/.exec(authorization ?? '')?.[1];
  if (!token) return false;
  try {
    await jwtVerify(token, authKey(), { algorithms: ['HS256'], issuer: ISSUER, audience, currentDate: now, maxTokenAge: LIFETIME_SECONDS + 5 });
    return true;
  } catch {
    return false;
  }
}

/** Who a script's call is recorded as (audit log, access log). */
export function scriptUser(audience: string): AuthUser {
  return { _id: `script:${audience}`, username: audience, email: '', name: `Server command (${audience})`, roles: ['admin'] };
}
