// What every dashboard tab is given (tab-registry.ts lists the tabs).
import type { AuthUser } from '@/lib/auth/roles';

export type DashboardTabProps = {
  user: AuthUser;
  domainId: string;
  /** Opens an address of the site: the editor closes the dashboard (asking about unsaved edits first). */
  onNavigate(slug: string): void;
};
