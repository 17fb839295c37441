'use client';

import { useEffect, useId, useRef } from 'react';
import { RestoreBackupDialog } from '../backup/restore-backup-dialog';
import { ConflictDialog, conflictSubjects } from '../conflict/conflict-dialog';
import { BACKUP_SUBJECT, CANCEL, DOMAIN_NAME_LABEL, HOSTNAMES_HELP, HOSTNAMES_LABEL, NEW_DOMAIN_HEADING, SAVE, editDomainHeading } from './config-settings-text';
import { useDomainDocument } from './use-domain-document';
import type { DomainState } from './use-domains';
import styles from '../ui/panel.styles';
import settingsStyles from './settings-panels.styles';
import { FieldShell } from '@/editor/ui/field-shell';
import { ErrorAlert } from '../ui/error-alert';

type Props = {
  /** The domain being edited; none adds a new one. */
  domain?: DomainState;
  userId: string;
  busy: boolean;
  loadLatest: (domainId: string) => Promise<DomainState>;
  onSaved: (domain: DomainState) => void;
  onCancel: () => void;
  /** Whether what is typed differs from the domain, so closing the panel can ask first. */
  onDirtyChange: (dirty: boolean) => void;
};

/**
 * A domain's name and host names (one per line, or comma-separated). A refused save keeps what was typed; a
 * stale one asks which copy wins; typing not saved yet is offered back when the form is opened again.
 */
export function DomainForm({ domain, userId, busy, loadLatest, onSaved, onCancel, onDirtyChange }: Props) {
  const id = useId();
  const { value, dirty, error, set, document: doc, backup } = useDomainDocument({ domain, userId, loadLatest, onSaved });
  const nameInput = useRef<HTMLInputElement>(null);
  const working = busy || doc.busy !== null;

  useEffect(() => nameInput.current?.focus(), []);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  const heading = domain ? editDomainHeading(domain.name) : NEW_DOMAIN_HEADING;
  return (
    <form
      className={settingsStyles.row}
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        void doc.save();
      }}
    >
      <h4 id={`${id}-heading`} className={settingsStyles.domainName}>
        {heading}
      </h4>
      <FieldShell id={`${id}-name`} label={DOMAIN_NAME_LABEL}>
        <input ref={nameInput} id={`${id}-name`} className={styles.input} value={value.name} maxLength={120} required onChange={(event) => set({ name: event.target.value })} />
      </FieldShell>
      <FieldShell id={`${id}-hostnames`} label={HOSTNAMES_LABEL}>
        <textarea
          id={`${id}-hostnames`}
          className={settingsStyles.textarea}
          value={value.hostnames}
          spellCheck={false}
          autoCapitalize="none"
          aria-describedby={`${id}-hostnames-help`}
          onChange={(event) => set({ hostnames: event.target.value })}
        />
        <p id={`${id}-hostnames-help`} className={styles.note}>
          {HOSTNAMES_HELP}
        </p>
      </FieldShell>
      <ErrorAlert message={error} className={styles.error} />
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={working}>
          {SAVE}
        </button>
        <button
          type="button"
          className={styles.button}
          onClick={() => {
            // Cancel throws the typing away on purpose; closing the panel or the tab keeps it.
            backup.forget();
            onCancel();
          }}
          disabled={working}
        >
          {CANCEL}
        </button>
      </div>
      {doc.conflict && (
        <ConflictDialog
          subject={conflictSubjects.domain}
          busy={doc.resolving}
          onKeepMine={() => void doc.keepMine()}
          onReloadTheirs={() => void doc.reloadTheirs()}
          onDismiss={doc.dismissConflict}
        />
      )}
      {!doc.conflict && backup.offer && (
        <RestoreBackupDialog savedAt={backup.offer.savedAt} of={BACKUP_SUBJECT} onRestore={backup.restore} onDiscard={backup.discard} onLater={backup.later} />
      )}
    </form>
  );
}
