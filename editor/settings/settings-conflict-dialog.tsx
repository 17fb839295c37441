'use client';

import { useEffect, useRef } from 'react';
import { ModalDialog } from '../ui/modal-dialog';
import { CONFLICT_HEADING, CONFLICT_KEPT, CONFLICT_TEXT, KEEP_MINE, RELOAD_CONFIRM, RELOAD_THEIRS } from './site-settings-text';
import styles from '../editor.module.css';

type Props = {
  /** Re-read the stored versions, then save the panel's copy over theirs. */
  onKeepMine: () => void;
  /** Replace the panel's copy with the stored one (asked for confirmation first). */
  onReloadTheirs: () => void;
  /** Close without choosing: the changes stay in the panel and the next save meets this choice again. */
  onDismiss: () => void;
  busy: boolean;
};

/**
 * Shown when a save or publish of the site settings is refused as stale (409). Keeping one's own work comes
 * first and takes the focus; throwing it away needs a second yes.
 */
export function SettingsConflictDialog({ onKeepMine, onReloadTheirs, onDismiss, busy }: Props) {
  const keepMine = useRef<HTMLButtonElement>(null);
  // After the dialog has focused its first control (Close): the safe choice is the one under the keyboard.
  useEffect(() => keepMine.current?.focus(), []);
  const reload = () => {
    if (window.confirm(RELOAD_CONFIRM)) onReloadTheirs();
  };
  return (
    <ModalDialog title={CONFLICT_HEADING} onClose={onDismiss}>
      <p>{CONFLICT_TEXT}</p>
      <p>{CONFLICT_KEPT}</p>
      <div className={styles.actions}>
        <button ref={keepMine} type="button" className={styles.primary} onClick={onKeepMine} disabled={busy}>
          {KEEP_MINE}
        </button>
        <button type="button" onClick={reload} disabled={busy}>
          {RELOAD_THEIRS}
        </button>
      </div>
    </ModalDialog>
  );
}
