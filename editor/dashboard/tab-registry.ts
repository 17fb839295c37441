// The dashboard's tabs (SPEC.md §2: "Tabs come from plugins"). A feature adds its tab with one entry here;
// the dialog shows, in this order, every tab whose `visible` rule lets the signed-in user see it.
import type { ReactNode } from 'react';
import { canEdit, hasRole, type AuthUser } from '@/lib/auth/roles';
import { AccessLogTab } from './access-log-tab';
import { ContentTransferTab } from './content-transfer-tab';
import { FormSubmissionsTab } from './form-submissions-tab';
import { SiteStatusTab } from './site-status-tab';
import { SitemapTab } from './sitemap-tab';
import { UsersTab } from './users-tab';
import { ReviewsTab } from './reviews-tab';
import { TrashTab } from './trash-tab';
import { HealthTab } from './health-tab';
import { MediaTab } from './media-tab';
import { SearchesTab } from './searches-tab';
import type { DashboardTabProps } from './tab-props';

export type { DashboardTabProps };


export type DashboardTab = {
  /** Stable and unique: used in element ids. */
  id: string;
  label: string;
  visible(user: AuthUser): boolean;
  Component: (props: DashboardTabProps) => ReactNode;
};

const isAdmin = (user: AuthUser) => user.roles.includes('admin');

/** The Site status tab's id: the sign-in notice opens the dashboard on it. */
export const SITE_STATUS_TAB = 'siteStatus';

export const dashboardTabs: readonly DashboardTab[] = [
  { id: 'sitemap', label: 'Sitemap', visible: canEdit, Component: SitemapTab },
  { id: 'reviews', label: 'Reviews', visible: canEdit, Component: ReviewsTab },
  { id: 'health', label: 'Content health', visible: canEdit, Component: HealthTab },
  { id: 'media', label: 'Media library', visible: canEdit, Component: MediaTab },
  { id: 'searches', label: 'Searches', visible: canEdit, Component: SearchesTab },
  // Publishers delete pages, so they see the Trash and restore from it; only admins delete for good.
  { id: 'trash', label: 'Trash', visible: (user) => hasRole(user, 'publisher'), Component: TrashTab },
  { id: 'users', label: 'Users', visible: isAdmin, Component: UsersTab },
  // Submissions are personal data (DESIGN.md §4): admin and the forms role only.
  { id: 'formSubmissions', label: 'Form Submissions', visible: (user) => hasRole(user, 'forms'), Component: FormSubmissionsTab },
  // Who viewed or exported submissions: admins only, the forms role cannot see who watched them.
  { id: 'accessLog', label: 'Access log', visible: isAdmin, Component: AccessLogTab },
  { id: 'contentTransfer', label: 'Export and import', visible: isAdmin, Component: ContentTransferTab },
  // Sizes, free disk, form emails, backups and what needs attention: admins only (it walks the stored files).
  { id: SITE_STATUS_TAB, label: 'Site status', visible: isAdmin, Component: SiteStatusTab },
];

/** The tabs this user may open, in registry order. */
export function visibleTabs(user: AuthUser, tabs: readonly DashboardTab[] = dashboardTabs): DashboardTab[] {
  return tabs.filter((tab) => tab.visible(user));
}
