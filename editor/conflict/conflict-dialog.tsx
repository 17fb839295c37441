'use client';

import { useEffect, useRef } from 'react';
import { ModalDialog } from '../ui/modal-dialog';
import styles from '../ui/editor.styles';

/** What the dialog says about the document someone else saved first. */
export type ConflictSubject = { title: string; text: string; kept: string; reloadQuestion: string };

const inEditor = 'Your changes are still here in the editor: nothing you typed has been lost.';
const inPanel = 'Your changes are still here in the panel: nothing you typed has been lost.';

/** Every document the editor saves with a version, in one place. */
export const conflictSubjects = {
  page: {
    title: 'This page has changed',
    text: 'Someone else saved this page after you opened it.',
    kept: inEditor,
    reloadQuestion: 'Your changes to this page will be lost. Reload their version?',
  },
  nav: {
    title: 'The navigation has changed',
    text: 'Someone else saved the navigation after you opened it.',
    kept: inEditor,
    reloadQuestion: 'Your changes to the navigation will be lost. Reload their version?',
  },
  footer: {
    title: 'The footer has changed',
    text: 'Someone else saved the footer after you opened it.',
    kept: inEditor,
    reloadQuestion: 'Your changes to the footer will be lost. Reload their version?',
  },
  settings: {
    title: 'The site settings have changed',
    text: 'Someone else saved the site settings after you opened them.',
    kept: inPanel,
    reloadQuestion: 'Your changes to the site settings will be lost. Reload their version?',
  },
  domain: {
    title: 'This domain has changed',
    text: 'Someone else changed this domain after you opened it.',
    kept: inPanel,
    reloadQuestion: 'Your changes to this domain will be lost. Reload their version?',
  },
} as const satisfies Record<string, ConflictSubject>;

export const KEEP_MINE = 'Keep mine and save over theirs';
export const RELOAD_THEIRS = 'Reload their version';

type Props = {
  /** Replace the editor's copy with the stored one (asked for confirmation first). */
  onReloadTheirs: () => void;
  /** Save the editor's copy over the stored one (fetch the latest version, rebase, save). */
  onKeepMine: () => void;
  /** Close without choosing: the changes stay in the editor and the next save meets this dialog again. */
  onDismiss?: () => void;
  /** While keeping mine is under way. */
  busy?: boolean;
  subject?: ConflictSubject;
};

/**
 * The one dialog shown after a save or publish is refused as stale (useVersionedDocument's conflict), for every
 * document. Keeping one's own work comes first and takes the focus; throwing it away needs a second yes.
 */
export function ConflictDialog({ onReloadTheirs, onKeepMine, onDismiss, busy = false, subject = conflictSubjects.page }: Props) {
  const keepMine = useRef<HTMLButtonElement>(null);
  // After the dialog has focused its first control (Close): the safe choice is the one under the keyboard.
  useEffect(() => keepMine.current?.focus(), []);
  const reload = () => {
    if (window.confirm(subject.reloadQuestion)) onReloadTheirs();
  };
  return (
    <ModalDialog title={subject.title} onClose={onDismiss}>
      <p>{subject.text}</p>
      <p>{subject.kept}</p>
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
