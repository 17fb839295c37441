// What admins see of a staff account (GET user/list and the answers of the other user calls):
// never a password hash, token or session id. Shared with the dashboard's Users tab, so no server code here.
import type { Role } from './roles';

export type UserSummary = {
  _id: string;
  username: string;
  email: string;
  name: string;
  roles: Role[];
  active: boolean;
  /** True while the invitation has not been accepted. */
  invited: boolean;
  /** ISO time of the latest sign-in, or null when the user never signed in. */
  lastSignIn: string | null;
  createdAt: string;
};

export type UserStatus = 'Active' | 'Invited' | 'Deactivated';

export function userStatus(user: Pick<UserSummary, 'active' | 'invited'>): UserStatus {
  if (user.active) return 'Active';
  return user.invited ? 'Invited' : 'Deactivated';
}

/** Name, then username, ignoring case: the order of the Users table. */
export function compareUsers(a: Pick<UserSummary, 'name' | 'username'>, b: Pick<UserSummary, 'name' | 'username'>): number {
  const byName = a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
  return byName !== 0 ? byName : a.username.localeCompare(b.username, 'en', { sensitivity: 'base' });
}
