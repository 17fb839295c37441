'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { CANCEL, DOMAIN_NAME_LABEL, HOSTNAMES_HELP, HOSTNAMES_LABEL, NEW_DOMAIN_HEADING, SAVE, editDomainHeading } from './config-settings-text';
import { hostnamesText, parseHostnames } from './domain-hostnames';
import type { DomainDraft, DomainState, DomainWriteResult } from './use-domains';
import styles from '../pages/page-panels.module.css';
import settingsStyles from './settings-panels.module.css';

type Props = {
  /** The domain being edited; none adds a new one. */
  domain?: DomainState;
  busy: boolean;
  onSave: (draft: DomainDraft) => Promise<DomainWriteResult>;
  onCancel: () => void;
  /** Whether what is typed differs from the domain, so closing the panel can ask first. */
  onDirtyChange: (dirty: boolean) => void;
};

/** A domain's name and host names (one per line, or comma-separated). A refused save keeps what was typed. */
export function DomainForm({ domain, busy, onSave, onCancel, onDirtyChange }: Props) {
  const id = useId();
  const [name, setName] = useState(domain?.name ?? '');
  const [hostnames, setHostnames] = useState(hostnamesText(domain?.hostnames ?? []));
  const [error, setError] = useState<string | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const dirty = name !== (domain?.name ?? '') || parseHostnames(hostnames).join('\n') !== (domain?.hostnames ?? []).join('\n');

  useEffect(() => nameInput.current?.focus(), []);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  const submit = async () => {
    setError(null);
    const result = await onSave({ ...(domain ? { _id: domain._id } : {}), name: name.trim(), hostnames: parseHostnames(hostnames) });
    if (!result.ok) setError(result.message);
  };

  const heading = domain ? editDomainHeading(domain.name) : NEW_DOMAIN_HEADING;
  return (
    <form
      className={settingsStyles.row}
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h4 id={`${id}-heading`} className={settingsStyles.domainName}>
        {heading}
      </h4>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-name`}>
          {DOMAIN_NAME_LABEL}
        </label>
        <input ref={nameInput} id={`${id}-name`} className={styles.input} value={name} maxLength={120} required onChange={(event) => setName(event.target.value)} />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-hostnames`}>
          {HOSTNAMES_LABEL}
        </label>
        <textarea
          id={`${id}-hostnames`}
          className={settingsStyles.textarea}
          value={hostnames}
          spellCheck={false}
          autoCapitalize="none"
          aria-describedby={`${id}-hostnames-help`}
          onChange={(event) => setHostnames(event.target.value)}
        />
        <p id={`${id}-hostnames-help`} className={styles.note}>
          {HOSTNAMES_HELP}
        </p>
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={busy}>
          {SAVE}
        </button>
        <button type="button" className={styles.button} onClick={onCancel} disabled={busy}>
          {CANCEL}
        </button>
      </div>
    </form>
  );
}
