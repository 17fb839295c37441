'use client';

import { useId, type ReactNode, type RefObject } from 'react';
import styles from './panel.styles';

type Props = {
  title: string;
  /** Names the panel when its heading changes with what it edits (the edit sidebar: 'Edit content'). */
  label?: string;
  /** The edit sidebar's width, which the page's right margin makes room for. */
  narrow?: boolean;
  /** Close, or Escape anywhere in the panel (a dialog opened from the panel closes itself first). */
  onClose: () => void;
  /** The Close button, for panels that focus it first. */
  closeButtonRef?: RefObject<HTMLButtonElement | null>;
  /** The panel itself, for panels that focus their first field. */
  panelRef?: RefObject<HTMLElement | null>;
  children: ReactNode;
};

/** A right-hand panel beside the page (the edit sidebar, page settings, site settings, config settings): its heading, Close and Escape. */
export function SidePanel({ title, label, narrow = false, onClose, closeButtonRef, panelRef, children }: Props) {
  const headingId = useId();
  return (
    <aside
      ref={panelRef}
      className={narrow ? `${styles.panel} ${styles.panelNarrow}` : styles.panel}
      aria-label={label}
      aria-labelledby={label ? undefined : headingId}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || event.defaultPrevented || (event.target as Element).closest('[role="dialog"]')) return;
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.panelHeader}>
        <h2 id={headingId}>{title}</h2>
        <button ref={closeButtonRef} type="button" className={styles.button} onClick={onClose}>
          Close
        </button>
      </div>
      {children}
    </aside>
  );
}

/** What a panel shows when its content could not be loaded: the reason and a way to try again. */
export function PanelLoadError({ message, reason, retryText, onRetry }: { message: string; reason: string; retryText: string; onRetry: () => void }) {
  return (
    <div role="alert">
      <p className={styles.error}>{message}</p>
      <p className={styles.note}>{reason}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={onRetry}>
          {retryText}
        </button>
      </div>
    </div>
  );
}
