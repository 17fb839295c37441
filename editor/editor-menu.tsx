'use client';

import styles from './editor.module.css';

export type MenuProps = {
  collapsed: boolean;
  selecting: boolean;
  pageLoaded: boolean;
  canPublish: boolean;
  pendingPublish: boolean;
  busy: boolean;
  onToggleCollapsed: () => void;
  onSelect: () => void;
  onSave: () => void;
  onPublish: () => void;
  onLogout: () => void;
};

/** The vertical side menu, in the spec's order (100 collapse … 1200 log out). */
export function EditorMenu(props: MenuProps) {
  const pageActionsDisabled = !props.pageLoaded || props.busy;
  return (
    <nav className={props.collapsed ? `${styles.menu} ${styles.menuCollapsed}` : styles.menu} aria-label="Editor menu">
      <button type="button" className={styles.menuButton} onClick={props.onToggleCollapsed} aria-expanded={!props.collapsed}>
        <span aria-hidden="true">{props.collapsed ? '»' : '«'}</span>
        <span className={styles.menuLabel}>{props.collapsed ? 'Expand menu' : 'Collapse menu'}</span>
      </button>
      {!props.collapsed && (
        <>
          <button type="button" className={styles.menuButton} onClick={props.onSelect} aria-pressed={props.selecting}>
            <span aria-hidden="true">⌖</span>
            <span className={styles.menuLabel}>Select component</span>
          </button>
          <button type="button" className={styles.menuButton} onClick={props.onSave} disabled={pageActionsDisabled}>
            <span aria-hidden="true">💾</span>
            <span className={styles.menuLabel}>Save page</span>
          </button>
          <button
            type="button"
            className={styles.menuButton}
            onClick={props.onPublish}
            disabled={pageActionsDisabled || !props.canPublish}
            aria-describedby={props.pendingPublish ? 'publish-pending' : undefined}
          >
            <span aria-hidden="true">⇪</span>
            <span className={styles.menuLabel}>Publish page</span>
            {props.pendingPublish && (
              <span id="publish-pending" className={styles.marker}>
                <span className="visually-hidden">Unpublished changes</span>
              </span>
            )}
          </button>
          <button type="button" className={styles.menuButton} onClick={props.onLogout}>
            <span aria-hidden="true">⎋</span>
            <span className={styles.menuLabel}>Log out</span>
          </button>
        </>
      )}
    </nav>
  );
}
