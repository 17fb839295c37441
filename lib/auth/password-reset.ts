import 'server-only';
import crypto from 'node:crypto';
import type { Store } from '@/lib/db/port';
import { AppError } from '@/lib/errors';
import { hashPassword } from './password';
import { checkNewPassword } from './password-rules';
import { revokeUserSessions } from './sessions';
import type { UserDoc } from './users';

export const RESET_HOURS = 1;
export const INVALID_RESET = 'This password reset link is not valid or has expired. Please ask for a new one.';

type ResetDoc = { _id: string; userId: string; emailLower: string; createdAt: string; expiresAt: Date; usedAt: string | null };

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('base64url');

/**
 * Starts a reset for an active account with this email: answers the one-time token (only its hash is
 * stored), or null when there is no such account. Earlier unused tokens of the account stop working.
 */
export async function createPasswordReset(store: Store, email: string, now: Date): Promise<{ token: string; user: UserDoc } | null> {
  const user = await store.collection<UserDoc>('users').findOne({ emailLower: email.trim().toLowerCase() });
  if (!user || !user.active || user.roles.length === 0) return null;
  const token = crypto.randomBytes(32).toString('base64url');
  const resets = store.collection<ResetDoc>('passwordResets');
  await resets.delete({ userId: user._id }, { multi: true });
  await resets.insert({
    _id: hashToken(token),
    userId: user._id,
    emailLower: user.emailLower,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + RESET_HOURS * 3600 * 1000),
    usedAt: null,
  });
  return { token, user };
}

/** Sets a new password with a reset token: single use, 1 hour, for the email it was sent to. Ends every session of the account. */
export async function resetPassword(store: Store, input: { email: string; token: string; password: string }, now: Date): Promise<void> {
  const resets = store.collection<ResetDoc>('passwordResets');
  const reset = await resets.findOne({ _id: hashToken(input.token) });
  const valid =
    reset && reset.usedAt === null && new Date(reset.expiresAt).getTime() > now.getTime() && reset.emailLower === input.email.trim().toLowerCase();
  if (!valid) throw new AppError('bad_request', INVALID_RESET);
  const users = store.collection<UserDoc>('users');
  const user = await users.findOne({ _id: reset.userId });
  if (!user || !user.active) throw new AppError('bad_request', INVALID_RESET);
  const problem = checkNewPassword(input.password, user);
  if (problem) throw new AppError('bad_request', problem, { password: problem });
  // Claiming the token is the write that makes it single use, even with two requests at once.
  const claimed = await resets.update({ _id: reset._id, usedAt: null }, { $set: { usedAt: now.toISOString() } });
  if (claimed === 0) throw new AppError('bad_request', INVALID_RESET);
  await users.update({ _id: user._id }, { $set: { passwordHash: await hashPassword(input.password) } });
  await revokeUserSessions(store, user._id);
  await store.collection('auditLog').insert({ _id: crypto.randomUUID(), action: 'user.resetPassword', target: user._id, userId: user._id, at: now.toISOString() });
}
