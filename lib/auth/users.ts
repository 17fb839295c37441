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
  passwordHash: string;
  active: boolean;
  createdAt: string;
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

/** Deactivating an account ends its sessions at once: a deactivated user cannot sign in or keep working. */
export async function deactivateUser(store: Store, userId: string): Promise<boolean> {
  const matched = await store.collection<UserDoc>('users').update({ _id: userId }, { $set: { active: false } });
  await store.collection('sessions').delete({ userId }, { multi: true });
  return matched > 0;
}
