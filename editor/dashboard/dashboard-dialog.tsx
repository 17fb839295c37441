'use client';

import type { AuthUser } from '@/lib/auth/roles';

export type DashboardDialogProps = {
  user: AuthUser;
  domainId: string;
  onClose: () => void;
  /** Clicking a slug: the editor closes the dashboard and opens that address (asking about unsaved edits). */
  onNavigate: (slug: string) => void;
};

/** The dashboard (SPEC.md §2): placeholder until the dialog lands. */
export function DashboardDialog(_props: DashboardDialogProps) {
  return null;
}
