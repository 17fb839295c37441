import 'server-only';
import type { Store } from '@/lib/db/port';
import { AppError } from '@/lib/errors';
import type { UserDoc } from './users';
import { recordAudit } from '@/lib/audit/audit-log';

export const LAST_ADMIN = 'The site needs at least one active admin.';
export const CANNOT_DEACTIVATE_SELF = 'You cannot deactivate your own account.';
export const USER_NOT_FOUND = 'That user could not be found.';
export const EMAIL_IN_USE = 'An account with that email address already exists.';

export type UserAction = 'user.invite' | 'user.update' | 'user.deactivate' | 'user.reactivate' | 'user.resendInvitation';

const isActiveAdmin = (user: Pick<UserDoc, 'active' | 'roles'>) => user.active && user.roles.includes('admin');

/** Looks the account up by id; 404 when there is none. The id was parsed as a plain string. */
export async function getUserOrThrow(store: Store, userId: string): Promise<UserDoc> {
  const user = await store.collection<UserDoc>('users').findOne({ _id: userId });
  if (!user) throw new AppError('not_found', USER_NOT_FOUND);
  return user;
}

export function countActiveAdmins(store: Store): Promise<number> {
  return store.collection<UserDoc>('users').count({ active: true, roles: { $in: ['admin'] } });
}

/**
 * Refuses (409) a change that would take the last active admin away: `after` is the account as the change
 * would leave it. Call before writing; then call `confirmAdminRemains` after writing, which catches two
 * admins being demoted at the same moment.
 */
export async function assertAdminRemains(store: Store, before: UserDoc, after: Pick<UserDoc, 'active' | 'roles'>): Promise<void> {
  if (!isActiveAdmin(before) || isActiveAdmin(after)) return;
  if ((await countActiveAdmins(store)) <= 1) throw new AppError('conflict', LAST_ADMIN);
}

/** After a write that may have removed an admin: when none is left, puts the account back as it was and refuses. */
export async function confirmAdminRemains(store: Store, before: UserDoc): Promise<void> {
  if (!isActiveAdmin(before) || (await countActiveAdmins(store)) > 0) return;
  await store.collection<UserDoc>('users').update({ _id: before._id }, { $set: { active: before.active, roles: before.roles } });
  throw new AppError('conflict', LAST_ADMIN);
}

/** Appends who did what to which account. */
export async function recordUserChange(
  store: Store,
  action: UserAction,
  target: UserDoc,
  actorId: string,
  at: Date,
  details: Record<string, unknown> = {},
): Promise<void> {
  await recordAudit(store, {
    action,
    target: target._id,
    email: target.email,
    ...details,
    userId: actorId,
    at: at.toISOString(),
  });
}
