'use client';

import { useState } from 'react';
import type { AuthUser } from '@/lib/auth/roles';
import { DashboardDialog } from './dashboard-dialog';
import { EditorMenu } from '../menu/editor-menu';
import { menuOrder, type MenuEntry } from '../menu/menu-items';
import { logout } from '../auth/logout';
import { openAddress } from '../shell/navigation';
import styles from '../ui/editor.styles';

/**
 * What a signed-in user who may not change content gets (e.g. the `forms` role, which reads form submissions):
 * the dashboard and Log out, nothing that would only answer 'You do not have permission'.
 */
export function DashboardOnly({ user, domainId }: { user: AuthUser; domainId: string }) {
  const [collapsed, setCollapsed] = useState(false);
  const [dashboard, setDashboard] = useState(false);
  const entries: MenuEntry[] = [
    { order: menuOrder.dashboard, label: 'Dashboard', icon: 'dashboard', onClick: () => setDashboard(true), pressed: dashboard },
    { order: menuOrder.logOut, label: 'Log out', icon: 'logout', onClick: () => void logout() },
  ];
  return (
    <div className={styles.editor}>
      <EditorMenu collapsed={collapsed} onToggleCollapsed={() => setCollapsed((value) => !value)} entries={entries} />
      {dashboard && (
        <DashboardDialog
          user={user}
          domainId={domainId}
          onClose={() => setDashboard(false)}
          onNavigate={(to) => {
            if (openAddress(to, false)) setDashboard(false);
          }}
        />
      )}
    </div>
  );
}
