'use client';

import { useCallback, useRef, useState } from 'react';
import { z } from 'zod';
import { apiErrorText, callApi } from '@/lib/api/client';
import { backupCodec } from '../backup/backup-entry';
import { useDocumentBackup } from '../backup/use-document-backup';
import { useVersionedDocument } from '../document/use-versioned-document';
import { useToast } from '../ui/toasts';
import { DOMAIN_SAVED } from './config-settings-text';
import { hostnamesText, parseHostnames } from './domain-hostnames';
import type { DomainState } from './use-domains';

/** What the domain form edits: the name, and the host names as typed (one per line, or comma-separated). */
export type DomainValue = { name: string; hostnames: string };

export const domainValueOf = (domain?: DomainState): DomainValue => ({ name: domain?.name ?? '', hostnames: hostnamesText(domain?.hostnames ?? []) });
/** Host names compare as the server will store them, whatever the spacing and separators typed. */
export const sameDomainValue = (a: DomainValue, b: DomainValue) => a.name === b.name && parseHostnames(a.hostnames).join('\n') === parseHostnames(b.hostnames).join('\n');

const DOMAIN_BACKUP_KEY_PREFIX = 'editor-domain-backup:';
/** One entry per person and domain ('new' for one being added). */
export const domainBackupKey = (userId: string, domainId: string | undefined) => DOMAIN_BACKUP_KEY_PREFIX + [userId, domainId ?? 'new'].map(encodeURIComponent).join(':');

export const domainBackupCodec = backupCodec<DomainValue, number>(
  { value: 'value', base: 'baseVersion' },
  { value: z.object({ name: z.string().max(1000), hostnames: z.string().max(100_000) }), base: z.number().int().min(0) },
);

type Input = {
  /** The domain being edited; none adds a new one. */
  domain?: DomainState;
  userId: string;
  /** The stored copy of this domain now (the list is read again), for a conflict's choice. */
  loadLatest: (domainId: string) => Promise<DomainState>;
  /** A save was answered: the list takes the stored domain. */
  onSaved: (domain: DomainState) => void;
};

/**
 * One domain's name and host names as the domain form edits them, through the editor's one versioned-document
 * flow and its one backup mechanism: a stale save asks which copy wins, unsaved typing is kept in the browser
 * and offered back when the form is opened again, and a refused save keeps what was typed.
 */
export function useDomainDocument({ domain, userId, loadLatest, onSaved }: Input) {
  const notify = useToast();
  const [doc, setDoc] = useState(() => ({ value: domainValueOf(domain), saved: domainValueOf(domain), base: domain?.version ?? 0, id: domain?._id }));
  const [error, setError] = useState<string | null>(null);
  const docRef = useRef(doc);
  docRef.current = doc;
  const dirty = !sameDomainValue(doc.value, doc.saved);
  // The key stays the form's for its whole life: a domain added here keeps its 'new' entry until it is saved.
  const [key] = useState(() => domainBackupKey(userId, domain?._id));

  const backup = useDocumentBackup({ key, codec: domainBackupCodec, stored: doc.saved, working: doc.value, base: doc.base, dirty, same: sameDomainValue });

  const stored = useCallback((answer: DomainState) => ({ value: domainValueOf(answer), saved: domainValueOf(answer), base: answer.version, id: answer._id }), []);
  const document_ = useVersionedDocument<DomainValue, number, DomainState>({
    load: () => {
      const id = docRef.current.id;
      return id ? loadLatest(id) : Promise.reject(new Error('This domain has not been saved yet.'));
    },
    async write(value, version) {
      setError(null);
      const id = docRef.current.id;
      const body = { domain: { ...(id ? { _id: id, version } : {}), name: value.name.trim(), hostnames: parseHostnames(value.hostnames) } };
      return (await callApi<{ domain: DomainState }>('config/saveDomain', { body })).domain;
    },
    baseOf: (answer) => answer.version,
    copy: {
      read: () => ({ value: docRef.current.value, base: docRef.current.base }),
      loaded: (answer) => setDoc(stored(answer)),
      // Typing done while the save was on its way stays, unsaved.
      saved: (sent, answer) => setDoc((current) => ({ ...stored(answer), value: current.value === sent ? domainValueOf(answer) : current.value })),
      rebased: (answer) => setDoc((current) => ({ ...current, saved: domainValueOf(answer), base: answer.version, id: answer._id })),
    },
    onWritten: (_publish, answer) => {
      // The form closes with this save: what it backed up is saved now.
      backup.forget();
      notify('success', DOMAIN_SAVED);
      onSaved(answer);
    },
    onRefused: (failure) => setError(apiErrorText(failure)),
  });

  const set = useCallback((change: Partial<DomainValue>) => setDoc((current) => ({ ...current, value: { ...current.value, ...change } })), []);
  const { restore } = backup;
  const restoreBackup = useCallback(() => {
    const found = restore();
    // The version it was based on: if someone saved since, saving it meets the conflict dialog.
    if (found) setDoc((current) => ({ ...current, value: found.value, base: found.base }));
  }, [restore]);

  return { value: doc.value, dirty, error, set, document: document_, backup: { offer: backup.offer, restore: restoreBackup, discard: backup.discard, later: backup.later, forget: backup.forget } };
}
