'use client';

import type { AuthUser } from '@/lib/auth/roles';

/** The dashboard's Users tab (admins only): placeholder until the tab lands. */
export function UsersTab(_props: { user: AuthUser }) {
  return null;
}
