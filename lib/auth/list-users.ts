import 'server-only';
import type { Store } from '@/lib/db/port';
import { compareUsers, type UserSummary } from './user-summary';
import type { UserDoc } from './users';

/** Copies only the fields an admin may see; everything else (the password hash above all) stays behind. */
export function toUserSummary(doc: UserDoc): UserSummary {
  return {
    _id: doc._id,
    username: doc.username,
    email: doc.email,
    name: doc.name,
    roles: doc.roles,
    active: doc.active,
    invited: doc.invited === true,
    lastSignIn: doc.lastSignIn ?? null,
    createdAt: doc.createdAt,
  };
}

/** Every staff account, by name then username. */
export async function listUsers(store: Store): Promise<UserSummary[]> {
  const docs = await store.collection<UserDoc>('users').find({}, { projection: { passwordHash: 0 } });
  return docs.map(toUserSummary).sort(compareUsers);
}
