// Roles and the named rules built on them (DESIGN.md §4).
export const roles = ['admin', 'publisher', 'editor', 'forms'] as const;
export type Role = (typeof roles)[number];

export type AuthUser = {
  _id: string;
  username: string;
  email: string;
  name: string;
  roles: Role[];
};

export function hasRole(user: AuthUser, role: Role): boolean {
  return user.roles.includes('admin') || user.roles.includes(role);
}

/** Anyone who may change content: editors save drafts, publishers and admins too. */
export function canEdit(user: AuthUser): boolean {
  return user.roles.some((r) => r === 'admin' || r === 'publisher' || r === 'editor');
}

/** Publishing: admin always; otherwise publisher, limited to the page's publisherRoles when it lists any. */
export function canPublish(user: AuthUser, pageRoles: readonly string[] = []): boolean {
  if (user.roles.includes('admin')) return true;
  if (!user.roles.includes('publisher')) return false;
  return pageRoles.length === 0 || user.roles.some((r) => pageRoles.includes(r));
}
