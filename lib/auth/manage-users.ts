import 'server-only';
import crypto from 'node:crypto';
import type { Store } from '@/lib/db/port';
import { StoreError } from '@/lib/db/port';
import { AppError } from '@/lib/errors';
import type { AuthUser, Role } from './roles';
import { createInvitationToken, revokeTokens } from './password-reset';
import { deactivateUser, type UserDoc } from './users';
import {
  CANNOT_DEACTIVATE_SELF,
  EMAIL_IN_USE,
  assertAdminRemains,
  confirmAdminRemains,
  getUserOrThrow,
  recordUserChange,
} from './user-admin-rules';
import { errorFields, log } from '@/lib/log';

export const INVITATION_NOT_SENT = 'The invitation email could not be sent, so no account was created. Please try again later.';

type SendInvitation = (user: UserDoc, token: string) => Promise<void>;

/**
 * Creates an invited account (inactive, no usable password; the username is the email) and sends the
 * invitation. When the email cannot be sent the account is removed again, so the admin can simply retry.
 */
export async function inviteUser(
  store: Store,
  input: { email: string; name: string; roles: Role[] },
  actor: AuthUser,
  now: Date,
  send: SendInvitation,
): Promise<UserDoc> {
  const users = store.collection<UserDoc>('users');
  const email = input.email.trim();
  const lower = email.toLowerCase();
  if (await users.findOne({ $or: [{ emailLower: lower }, { usernameLower: lower }] })) throw new AppError('conflict', EMAIL_IN_USE);
  const user: UserDoc = {
    _id: crypto.randomUUID(),
    username: email,
    usernameLower: lower,
    email,
    emailLower: lower,
    name: input.name.trim(),
    roles: [...new Set(input.roles)],
    passwordHash: '',
    active: false,
    createdAt: now.toISOString(),
    invited: true,
    invitedAt: now.toISOString(),
    invitedBy: actor._id,
    lastSignIn: null,
  };
  try {
    await users.insert(user);
  } catch (error) {
    // Two invitations for one address at the same moment: the unique index keeps only one.
    if (error instanceof StoreError && error.code === 'duplicate') throw new AppError('conflict', EMAIL_IN_USE);
    throw error;
  }
  const token = await createInvitationToken(store, user, now);
  try {
    await send(user, token);
  } catch (error) {
    log.error('mail.invitationFailed', { userId: user._id, ...errorFields(error) });
    await revokeTokens(store, user._id);
    await users.delete({ _id: user._id });
    throw new AppError('internal', INVITATION_NOT_SENT);
  }
  await recordUserChange(store, 'user.invite', user, actor._id, now, { roles: user.roles });
  return user;
}

/** Changes an account's roles (and name); the last active admin keeps the admin role. */
export async function updateUser(store: Store, input: { _id: string; roles: Role[]; name?: string }, actor: AuthUser, now: Date): Promise<UserDoc> {
  const before = await getUserOrThrow(store, input._id);
  const roles = [...new Set(input.roles)];
  const name = input.name?.trim() || before.name;
  await assertAdminRemains(store, before, { active: before.active, roles });
  await store.collection<UserDoc>('users').update({ _id: before._id }, { $set: { roles, name } });
  await confirmAdminRemains(store, before);
  await recordUserChange(store, 'user.update', before, actor._id, now, { rolesBefore: before.roles, roles, ...(name !== before.name ? { nameBefore: before.name, name } : {}) });
  return { ...before, roles, name };
}

/** Deactivates an account: its sessions end and any invitation is withdrawn. Nobody deactivates themselves or the last admin. */
export async function deactivateAccount(store: Store, userId: string, actor: AuthUser, now: Date): Promise<UserDoc> {
  const before = await getUserOrThrow(store, userId);
  if (before._id === actor._id) throw new AppError('conflict', CANNOT_DEACTIVATE_SELF);
  if (!before.active && !before.invited) return before;
  await assertAdminRemains(store, before, { active: false, roles: before.roles });
  await deactivateUser(store, before._id);
  await store.collection<UserDoc>('users').update({ _id: before._id }, { $set: { invited: false } });
  await revokeTokens(store, before._id);
  await confirmAdminRemains(store, before);
  await recordUserChange(store, 'user.deactivate', before, actor._id, now, before.invited ? { invitationWithdrawn: true } : {});
  return { ...before, active: false, invited: false };
}

/**
 * Makes a deactivated account usable again. An account that never chose a password cannot sign in, so it
 * is invited again instead (a fresh link; any earlier one stops working), as is a pending invitation.
 */
export async function reactivateAccount(store: Store, userId: string, actor: AuthUser, now: Date, send: SendInvitation): Promise<UserDoc> {
  const before = await getUserOrThrow(store, userId);
  if (before.active) return before;
  const users = store.collection<UserDoc>('users');
  if (!before.passwordHash) {
    const invited = { ...before, invited: true, invitedAt: now.toISOString(), invitedBy: actor._id };
    const token = await createInvitationToken(store, invited, now);
    try {
      await send(invited, token);
    } catch (error) {
      log.error('mail.invitationFailed', { userId: before._id, ...errorFields(error) });
      await revokeTokens(store, before._id);
      throw new AppError('internal', 'The invitation email could not be sent. Please try again later.');
    }
    await users.update({ _id: before._id }, { $set: { invited: true, invitedAt: invited.invitedAt, invitedBy: actor._id } });
    await recordUserChange(store, 'user.resendInvitation', before, actor._id, now);
    return invited;
  }
  await users.update({ _id: before._id }, { $set: { active: true, invited: false } });
  await recordUserChange(store, 'user.reactivate', before, actor._id, now);
  return { ...before, active: true, invited: false };
}
