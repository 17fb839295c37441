'use client';

import { useState } from 'react';
import { LoginOverlay } from './login-overlay';
import styles from './editor.module.css';

/** Signed out, at /login or with ?login: only collapse and a login button. */
export default function SignedOutMenu() {
  const [collapsed, setCollapsed] = useState(false);
  const [open, setOpen] = useState(true);
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
      {open && <LoginOverlay onClose={() => setOpen(false)} />}
    </>
  );
}
