'use client';

import { EditorIcon } from '../ui/editor-icons';
import styles from '../ui/editor.styles';
import { sortMenu, type MenuEntry } from './menu-items';

type Props = { collapsed: boolean; onToggleCollapsed: () => void; entries: readonly MenuEntry[] };

/** The vertical side menu: collapse first, then the entries in their order numbers. */
export function EditorMenu({ collapsed, onToggleCollapsed, entries }: Props) {
  return (
    <nav className={collapsed ? `${styles.menu} ${styles.menuCollapsed}` : styles.menu} aria-label="Editor menu">
      <button type="button" className={styles.menuButton} onClick={onToggleCollapsed} aria-expanded={!collapsed}>
        <span aria-hidden="true">{collapsed ? '»' : '«'}</span>
        <span className={styles.menuLabel}>{collapsed ? 'Expand menu' : 'Collapse menu'}</span>
      </button>
      {!collapsed &&
        sortMenu(entries).map((entry) => {
          const markerId = entry.marker ? `menu-marker-${entry.order}` : undefined;
          return (
            <button
              key={entry.order}
              type="button"
              className={styles.menuButton}
              onClick={entry.onClick}
              disabled={entry.disabled}
              aria-pressed={entry.pressed}
              aria-describedby={markerId}
              aria-keyshortcuts={entry.shortcut}
              data-menu-order={entry.order}
            >
              <EditorIcon name={entry.icon} />
              <span className={styles.menuLabel}>{entry.label}</span>
              {entry.marker && (
                <span id={markerId} className={styles.marker}>
                  <span className="cs-visually-hidden">{entry.marker}</span>
                </span>
              )}
            </button>
          );
        })}
    </nav>
  );
}
