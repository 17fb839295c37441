import 'server-only';
import { SignJWT, jwtVerify } from 'jose';
import { authKey } from '@/lib/auth/secret';

/**
 * Preview tokens are signed with the session key (one secret to configure and rotate) but carry an audience
 * that session tokens never have: jwtVerify refuses a session token here, and verifySession refuses a token
 * with any audience, so neither can stand in for the other.
 */
export const PREVIEW_AUDIENCE = 'page-preview';

export type PreviewClaims = { linkId: string; pageId: string };

/**
 * The token of a stored link. Issued-at is the link's creation time, so the same link always gives the same
 * token (HS256 is deterministic): the list can show a link's address again without the token being stored.
 */
export async function signPreviewToken(claims: PreviewClaims, createdAt: Date, expiresAt: Date): Promise<string> {
  return new SignJWT({ lnk: claims.linkId, pid: claims.pageId })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(PREVIEW_AUDIENCE)
    .setIssuedAt(Math.floor(createdAt.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(authKey());
}

export type TokenReading = { ok: true; claims: PreviewClaims } | { ok: false; expired: boolean };

/** What a token says, if its signature, audience and expiry check out; an expired one is told apart (410, not 404). */
export async function readPreviewToken(token: string, now = new Date()): Promise<TokenReading> {
  if (!token || token.length > 2000) return { ok: false, expired: false };
  try {
    const { payload } = await jwtVerify(token, authKey(), { algorithms: ['HS256'], audience: PREVIEW_AUDIENCE, currentDate: now });
    const { lnk, pid } = payload;
    if (typeof lnk !== 'string' || typeof pid !== 'string' || !lnk || !pid) return { ok: false, expired: false };
    return { ok: true, claims: { linkId: lnk, pageId: pid } };
  } catch (error) {
    return { ok: false, expired: (error as { code?: string }).code === 'ERR_JWT_EXPIRED' };
  }
}
