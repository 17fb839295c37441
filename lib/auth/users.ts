import 'server-only';
import type { Store } from '@/lib/db/port';
import type { AuthUser, Role } from './roles';

export type UserDoc = {
  _id: string;
  username: string;
  usernameLower: string;
  email: string;
  emailLower: string;
  name: string;
  roles: Role[];
  /** Empty for an invited account that has not chosen a password yet: nothing verifies against it. */
  passwordHash: string;
  active: boolean;
  createdAt: string;
  /** True from the invitation until the invitee chooses a password (the account stays inactive until then). */
  invited?: boolean;
  invitedAt?: string;
  invitedBy?: string;
  /** ISO time of the latest successful sign-in. */
  lastSignIn?: string | null;
};

export function toAuthUser(doc: UserDoc): AuthUser {
  return { _id: doc._id, username: doc.username, email: doc.email, name: doc.name, roles: doc.roles };
}

/** Finds an active user by username or email, case-insensitively. `login` was parsed as a plain string. */
export async function findUserByLogin(store: Store, login: string): Promise<UserDoc | null> {
  const lower = login.trim().toLowerCase();
  return store.collection<UserDoc>('users').findOne({ $or: [{ usernameLower: lower }, { emailLower: lower }] });
}

export function findUserById(store: Store, id: string): Promise<UserDoc | null> {
  return store.collection<UserDoc>('users').findOne({ _id: id });
}

/** Remembers when the user last signed in (shown to admins in the dashboard's Users tab). */
export async function recordSignIn(store: Store, userId: string, now: Date): Promise<void> {
  await store.collection<UserDoc>('users').update({ _id: userId }, { $set: { lastSignIn: now.toISOString() } });
}

/** Deactivating an account ends its sessions at once: a deactivated user cannot sign in or keep working. */
export async function deactivateUser(store: Store, userId: string): Promise<boolean> {
  const matched = await store.collection<UserDoc>('users').update({ _id: userId }, { $set: { active: false } });
  await store.collection('sessions').delete({ userId }, { multi: true });
  return matched > 0;
}
