'use client';

import { useEffect } from 'react';
import { ModalDialog } from '../ui/modal-dialog';
import { whenText } from '../ui/when';
import styles from '../ui/editor.styles';

/** `of` names what the changes were made to when it is not the page ('the navigation'). */
export function restoreQuestion(savedAt: string, of?: string): string {
  return `Restore unsaved changes${of ? ` to ${of}` : ''} from ${whenText(savedAt)}?`;
}

type Props = {
  /** When the backup was written (ISO), from usePageBackup's offer. */
  savedAt: string;
  onRestore: () => void;
  onDiscard: () => void;
  /** Escape: the choice is left for later and the backup kept. */
  onLater: () => void;
  /** What the changes were made to, when it is not the page. */
  of?: string;
};

/** Offers back the unsaved changes a crash or a closed tab left behind. Restore, the safe answer, has focus. */
export function RestoreBackupDialog({ savedAt, onRestore, onDiscard, onLater, of }: Props) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onLater();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onLater]);
  // No onClose for ModalDialog: its Close button would take the first focus from Restore.
  return (
    <ModalDialog title="Unsaved changes">
      <p>{restoreQuestion(savedAt, of)}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={onRestore}>
          Restore
        </button>
        <button type="button" onClick={onDiscard}>
          Discard
        </button>
      </div>
    </ModalDialog>
  );
}
