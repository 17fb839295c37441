'use client';

import { useMemo } from 'react';
import type { AuthUser } from '@/lib/auth/roles';
import { CrisisContactsNotice } from './crisis-contacts-notice';
import { DashboardTabs } from './dashboard-tabs';
import { FullScreenDialog } from './full-screen-dialog';
import { visibleTabs } from './tab-registry';

export type DashboardDialogProps = {
  user: AuthUser;
  domainId: string;
  onClose: () => void;
  /** Clicking a slug: the editor closes the dashboard and opens that address (asking about unsaved edits). */
  onNavigate: (slug: string) => void;
  /** The tab to show first (when this user may see it); else the first tab. */
  initialTab?: string;
};

/** SPEC.md §2's heading, with the user's name (or username when no name is set). */
export const dashboardTitle = (user: Pick<AuthUser, 'name' | 'username'>) => `Welcome to your dashboard, ${(user.name ?? '').trim() || user.username}.`;

/** The dashboard (SPEC.md §2): a full-screen dialog whose tabs come from the tab registry. */
export function DashboardDialog({ user, domainId, onClose, onNavigate, initialTab }: DashboardDialogProps) {
  const tabs = useMemo(() => visibleTabs(user), [user]);
  return (
    <FullScreenDialog
      title={dashboardTitle(user)}
      onClose={onClose}
      // The selected tab, so the arrow keys reach the others at once.
      initialFocus={(dialog) => dialog.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')}
    >
      <CrisisContactsNotice domainId={domainId} />
      <DashboardTabs tabs={tabs} initialTab={initialTab} user={user} domainId={domainId} onNavigate={onNavigate} />
    </FullScreenDialog>
  );
}
