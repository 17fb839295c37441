'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { keepFocusInside } from '@/components/layout/focus-trap';
import styles from './editor.styles';

type Props = {
  title: string;
  onClose?: () => void;
  /** Shown left of the title, e.g. a back button. */
  before?: ReactNode;
  children: ReactNode;
  /** Wide dialogs hold pickers and croppers. */
  wide?: boolean;
};

/** A modal dialog: labelled by its title, focus kept inside, Escape and Close close it. */
export function ModalDialog({ title, onClose, before, children, wide }: Props) {
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    // The first field if there is one, so a form can be typed into at once.
    (dialog.current?.querySelector<HTMLElement>('input') ?? dialog.current?.querySelector<HTMLElement>('button'))?.focus();
    return () => previous?.focus?.();
  }, []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && onClose) onClose();
      if (dialog.current) keepFocusInside(dialog.current, event);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className={styles.scrim}>
      <div ref={dialog} className={wide ? `${styles.dialog} ${styles.dialogWide}` : styles.dialog} role="dialog" aria-modal="true" aria-labelledby="editor-dialog-title">
        <div className={styles.sidebarHeader}>
          {before}
          <h2 id="editor-dialog-title">{title}</h2>
          {onClose && (
            <button type="button" onClick={onClose}>
              Close
            </button>
          )}
        </div>
        {children}
      </div>
    </div>
  );
}
