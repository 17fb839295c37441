import 'server-only';
import crypto from 'node:crypto';
import type { Store } from '@/lib/db/port';
import { AppError } from '@/lib/errors';
import { hashPassword } from './password';
import { checkNewPassword } from './password-rules';
import { revokeUserSessions } from './sessions';
import { clearSignInFailures } from './sign-in-wait';
import type { UserDoc } from './users';
import { recordAudit } from '@/lib/audit/audit-log';

export const RESET_HOURS = 1;
/** An invitation link lasts longer than a reset: the invitee may not read the email at once. */
export const INVITE_DAYS = 7;
export const INVALID_RESET = 'This password reset link is not valid or has expired. Please ask for a new one.';
export const INVALID_INVITATION = 'This invitation link is not valid or has expired. Please ask an admin to send a new invitation.';

/** A reset token lets an active account choose a new password; an invite token lets an invited one choose its first. */
export type TokenKind = 'reset' | 'invite';

// Older tokens were all resets, so a missing kind reads as 'reset'.
type ResetDoc = { _id: string; userId: string; emailLower: string; createdAt: string; expiresAt: Date; usedAt: string | null; kind?: TokenKind };

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('base64url');
const lifetimeMs = (kind: TokenKind) => (kind === 'invite' ? INVITE_DAYS * 24 : RESET_HOURS) * 3600 * 1000;

/** Issues a one-time token for the user (only its hash is stored); earlier unused tokens of the account stop working. */
async function issueToken(store: Store, user: UserDoc, kind: TokenKind, now: Date): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  const resets = store.collection<ResetDoc>('passwordResets');
  await resets.delete({ userId: user._id }, { multi: true });
  await resets.insert({
    _id: hashToken(token),
    userId: user._id,
    emailLower: user.emailLower,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + lifetimeMs(kind)),
    usedAt: null,
    kind,
  });
  return token;
}

/**
 * Starts a reset for an active account with this email: answers the one-time token (only its hash is
 * stored), or null when there is no such account. Earlier unused tokens of the account stop working.
 */
export async function createPasswordReset(store: Store, email: string, now: Date): Promise<{ token: string; user: UserDoc } | null> {
  const user = await store.collection<UserDoc>('users').findOne({ emailLower: email.trim().toLowerCase() });
  if (!user || !user.active || user.roles.length === 0) return null;
  return { token: await issueToken(store, user, 'reset', now), user };
}

/** The token of an invitation to an invited (not yet active) account: single use, INVITE_DAYS days. */
export function createInvitationToken(store: Store, user: UserDoc, now: Date): Promise<string> {
  return issueToken(store, user, 'invite', now);
}

/** Makes every unused token of the account unusable (an invitation withdrawn, an account deactivated). */
export async function revokeTokens(store: Store, userId: string): Promise<void> {
  await store.collection('passwordResets').delete({ userId }, { multi: true });
}

/**
 * Sets a password with an emailed token, for the email it was sent to; single use. A reset token (1 hour)
 * serves an active account and ends its sessions; an invitation token (7 days) accepts the invitation and
 * activates the account.
 */
export async function resetPassword(store: Store, input: { email: string; token: string; password: string }, now: Date): Promise<{ kind: TokenKind }> {
  const resets = store.collection<ResetDoc>('passwordResets');
  const reset = await resets.findOne({ _id: hashToken(input.token) });
  const kind: TokenKind = reset?.kind ?? 'reset';
  const invalid = kind === 'invite' ? INVALID_INVITATION : INVALID_RESET;
  const valid =
    reset && reset.usedAt === null && new Date(reset.expiresAt).getTime() > now.getTime() && reset.emailLower === input.email.trim().toLowerCase();
  if (!valid) throw new AppError('invalid_input', invalid);
  const users = store.collection<UserDoc>('users');
  const user = await users.findOne({ _id: reset.userId });
  const usable = kind === 'invite' ? user && !user.active && user.invited === true : user?.active;
  if (!user || !usable) throw new AppError('invalid_input', invalid);
  const problem = checkNewPassword(input.password, user);
  if (problem) throw new AppError('invalid_input', problem, { password: problem });
  // Claiming the token is the write that makes it single use, even with two requests at once.
  const claimed = await resets.update({ _id: reset._id, usedAt: null }, { $set: { usedAt: now.toISOString() } });
  if (claimed === 0) throw new AppError('invalid_input', invalid);
  const passwordHash = await hashPassword(input.password);
  if (kind === 'invite') {
    // Only while the invitation still stands: an admin may have withdrawn it a moment ago.
    const accepted = await users.update({ _id: user._id, invited: true }, { $set: { passwordHash, active: true, invited: false } });
    if (accepted === 0) throw new AppError('invalid_input', invalid);
  } else {
    await users.update({ _id: user._id }, { $set: { passwordHash } });
  }
  await revokeUserSessions(store, user._id);
  // The owner has just proved who they are: failed guesses by anyone else no longer keep them out.
  for (const name of [user.username, user.email]) if (name) await clearSignInFailures(store, name);
  const action = kind === 'invite' ? 'user.acceptInvitation' : 'user.resetPassword';
  await recordAudit(store, { action, target: user._id, userId: user._id, at: now.toISOString() });
  return { kind };
}
