'use client';

import { ModalDialog } from '../ui/modal-dialog';
import styles from '../editor.module.css';
import { CONFLICT_TEXT } from './save-over-theirs';

export { CONFLICT_TEXT };
export const CONFLICT_KEPT_TEXT = 'Your changes are still here in the editor: nothing you typed has been lost.';
export const RELOAD_CONFIRM = 'Your changes to this page will be lost. Reload their version?';

type Props = {
  /** Replace the editor's copy with the stored one (asked for confirmation first). */
  onReloadTheirs: () => void;
  /** Save the editor's copy over the stored one (fetch the latest version, rebase, save). */
  onKeepMine: () => void;
  /** Close without choosing: the changes stay in the editor and the next save meets this dialog again. */
  onDismiss?: () => void;
  /** While keeping mine is under way. */
  busy?: boolean;
  /** What changed, for the navigation and the footer ('the navigation'); a page by default. */
  subject?: { title: string; text: string; reloadQuestion: string };
};

const pageSubject = { title: 'This page has changed', text: CONFLICT_TEXT, reloadQuestion: RELOAD_CONFIRM };

/**
 * Shown after a save or publish is refused as stale (409). Keeping one's own work comes first and takes
 * the focus; throwing it away needs a second yes.
 */
export function ConflictDialog({ onReloadTheirs, onKeepMine, onDismiss, busy = false, subject = pageSubject }: Props) {
  const reload = () => {
    if (window.confirm(subject.reloadQuestion)) onReloadTheirs();
  };
  return (
    <ModalDialog title={subject.title} onClose={onDismiss}>
      <p>{subject.text}</p>
      <p>{CONFLICT_KEPT_TEXT}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={onKeepMine} disabled={busy}>
          Keep mine and save over theirs
        </button>
        <button type="button" onClick={reload} disabled={busy}>
          Reload their version
        </button>
      </div>
    </ModalDialog>
  );
}
