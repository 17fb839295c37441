'use client';

import { useEffect, useState } from 'react';
import { AuthOverlay } from './auth-overlay';
import { PasswordRecoveryDialog } from './password-recovery-dialog';
import { ToastProvider, useToast } from '../ui/toasts';
import { useMenuRoom } from '../shell/use-body-classes';
import styles from '../ui/editor.styles';

export type SignedOutMode = { kind: 'login' } | { kind: 'recovery'; token: string; email: string } | { kind: 'flash' };

function reloadSignedIn() {
  const url = new URL(window.location.href);
  url.searchParams.delete('login');
  window.location.assign(url.pathname === '/login' ? '/' : `${url.pathname}${url.search}`);
}

/** Signed out at /login or with ?login: only collapse and a login button. */
function SignedOutMenu() {
  const [collapsed, setCollapsed] = useState(false);
  const [open, setOpen] = useState(true);
  useMenuRoom(collapsed);
  return (
    <>
      <nav className={collapsed ? `${styles.menu} ${styles.menuCollapsed}` : styles.menu} aria-label="Editor menu">
        <button type="button" className={styles.menuButton} onClick={() => setCollapsed(!collapsed)} aria-expanded={!collapsed}>
          <span aria-hidden="true">{collapsed ? '»' : '«'}</span>
          <span className={styles.menuLabel}>{collapsed ? 'Expand menu' : 'Collapse menu'}</span>
        </button>
        {!collapsed && (
          <button type="button" className={styles.menuButton} onClick={() => setOpen(true)}>
            <span aria-hidden="true">→</span>
            <span className={styles.menuLabel}>Login</span>
          </button>
        )}
      </nav>
      {open && <AuthOverlay onClose={() => setOpen(false)} onSignedIn={reloadSignedIn} />}
    </>
  );
}

function Flash({ message }: { message: string | null }) {
  const notify = useToast();
  useEffect(() => {
    if (message) notify('success', message);
  }, [message, notify]);
  return null;
}

export default function SignedOutApp({ mode, flash }: { mode: SignedOutMode; flash: string | null }) {
  const [recoveryOpen, setRecoveryOpen] = useState(true);
  return (
    <ToastProvider>
      <Flash message={flash} />
      {mode.kind === 'login' && <SignedOutMenu />}
      {mode.kind === 'recovery' && recoveryOpen && <PasswordRecoveryDialog token={mode.token} email={mode.email} onClose={() => setRecoveryOpen(false)} />}
    </ToastProvider>
  );
}
