'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { keepFocusInside } from '@/components/layout/focus-trap';
import styles from './dashboard.styles';

type Props = {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Where focus goes on opening, inside the dialog; the Close button when absent. */
  initialFocus?: (dialog: HTMLElement) => HTMLElement | null | undefined;
};

/**
 * A dialog covering the whole window: labelled by its heading, focus kept inside and given back on closing,
 * Escape and Close close it. Keys meant for a dialog opened on top of it (a tab's own dialog) are left to that one.
 */
export function FullScreenDialog({ title, onClose, children, initialFocus }: Props) {
  const dialog = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const focusRef = useRef(initialFocus);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const first = dialog.current && focusRef.current ? focusRef.current(dialog.current) : null;
    (first ?? close.current)?.focus();
    // The page behind does not scroll under the dialog.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const own = dialog.current;
      if (!own || event.defaultPrevented) return;
      const inner = (document.activeElement as HTMLElement | null)?.closest('[role="dialog"], [role="alertdialog"]');
      if (inner && inner !== own) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        closeRef.current();
        return;
      }
      keepFocusInside(own, event);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div ref={dialog} className={styles.fullScreen} role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button ref={close} type="button" className={styles.button} onClick={onClose}>
          Close
        </button>
      </header>
      <div className={styles.body}>{children}</div>
    </div>
  );
}
