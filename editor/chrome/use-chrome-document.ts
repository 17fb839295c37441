'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ChromeKind } from '@/components/layout/chrome-fields';
import { setAtPath } from '@/lib/content/value-at-path';
import { callApi } from '@/lib/api/client';
import { useDocumentBackup } from '../backup/use-document-backup';
import { useVersionedDocument } from '../document/use-versioned-document';
import { changeValue, redoValue, replacePresent, startHistory, undoValue, type ValueHistory } from '../document/value-history';
import { afterSave, chromeBackupCodec, chromeBackupKey, chromeCalls, chromeText, sameChrome, splitAnswer, type ChromeMeta, type ChromeValue } from './chrome-document';

type Notify = (kind: 'success' | 'error', text?: string) => void;
/** The working copy with its undo history, the saved copy, and the server's bookkeeping. */
type Doc<K extends ChromeKind> = { history: ValueHistory<ChromeValue<K>>; saved: ChromeValue<K>; meta: ChromeMeta };
const fresh = <K extends ChromeKind>(value: ChromeValue<K>, meta: ChromeMeta): Doc<K> => ({ history: startHistory(value), saved: value, meta });

export type ChromeDocument<K extends ChromeKind = ChromeKind> = {
  kind: K;
  /** The editor's working copy; null until loaded. */
  value: ChromeValue<K> | null;
  /** Edits not saved yet. */
  dirty: boolean;
  /** Visitors see something else than the saved or edited copy. */
  pending: boolean;
  /** What visitors see now, as the server last said (null before the first publish). */
  published: unknown;
  busy: 'saving' | 'publishing' | null;
  set: (path: string, value: unknown) => void;
  /** Undo and redo of this document's edits, as the page has them (typing in one field within a second is one step). */
  canUndo: boolean;
  canRedo: boolean;
  undo: () => void;
  redo: () => void;
  save: () => Promise<boolean>;
  publish: () => Promise<boolean>;
  /**
   * 'Publish navigation' or 'Publish footer' pressed: the navigation first shows what visitors will see change
   * (`confirming`, answered by publish or cancelPublish); the footer publishes at once.
   */
  askPublish: () => void;
  confirming: boolean;
  cancelPublish: () => void;
  /** A save was refused because someone else saved first: the editor's copy is kept until the person chooses. */
  conflict: boolean;
  resolving: boolean;
  keepMine: () => Promise<void>;
  reloadTheirs: () => Promise<void>;
  dismissConflict: () => void;
  /** Unsaved changes a crash or a closed tab left behind, offered once the document is loaded. */
  backupOffer: { savedAt: string } | null;
  restoreBackup: () => void;
  discardBackup: () => void;
  /** Not now: the question goes away and the backup stays (nothing is written over it) until the next visit. */
  postponeBackup: () => void;
};

async function loadLatest<K extends ChromeKind>(kind: K, domainId: string) {
  const answer = await callApi<Record<string, Record<string, unknown>>>(chromeCalls[kind].load, { query: { domainId } });
  return splitAnswer(kind, answer[kind]);
}

type Stored<K extends ChromeKind> = { value: ChromeValue<K>; meta: ChromeMeta };

/**
 * The navigation or the footer of a domain as the editor edits it: loaded once, changed in place, saved and
 * published through site/saveNav|publishNav (or the footer's) by the editor's one versioned-document flow (a
 * stale save kept for the person to resolve) and its one backup mechanism (every unsaved change kept in the
 * browser until it is saved).
 */
export function useChromeDocument<K extends ChromeKind>(kind: K, domainId: string, userId: string, notify: Notify): ChromeDocument<K> {
  const [doc, setDoc] = useState<Doc<K> | null>(null);
  const docRef = useRef(doc);
  docRef.current = doc;
  const text = chromeText[kind];
  const codec = useMemo(() => chromeBackupCodec(kind), [kind]);

  useEffect(() => {
    let cancelled = false;
    loadLatest(kind, domainId).then(
      ({ value, meta }) => !cancelled && setDoc(fresh(value, meta)),
      (error: unknown) => !cancelled && notify('error', error instanceof Error ? error.message : undefined),
    );
    return () => {
      cancelled = true;
    };
  }, [kind, domainId, notify]);

  const value = doc?.history.present ?? null;
  const dirty = useMemo(() => Boolean(doc && !sameChrome(doc.history.present, doc.saved)), [doc]);
  const backup = useDocumentBackup({
    key: chromeBackupKey(userId, domainId, kind),
    codec,
    stored: doc?.saved ?? null,
    working: value,
    base: doc?.meta.version ?? null,
    dirty,
    same: sameChrome,
  });

  const document_ = useVersionedDocument<ChromeValue<K>, number, Stored<K>>({
    load: () => loadLatest(kind, domainId),
    async write(value, version, publish) {
      const call = publish ? chromeCalls[kind].publish : chromeCalls[kind].save;
      const answer = await callApi<Record<string, Record<string, unknown>>>(call, { body: { [kind]: { ...value, domainId, version } } });
      return splitAnswer(kind, answer[kind]);
    },
    baseOf: (stored) => stored.meta.version,
    copy: {
      read: () => (docRef.current ? { value: docRef.current.history.present, base: docRef.current.meta.version } : null),
      loaded: (stored) => setDoc(fresh(stored.value, stored.meta)),
      saved: (sent, stored) =>
        setDoc((latest) => {
          const history = latest?.history ?? startHistory(sent);
          return { history: replacePresent(history, afterSave(history.present, sent, stored.value)), saved: stored.value, meta: stored.meta };
        }),
      // Their copy becomes the saved one (so the difference stays visible as unsaved), then ours goes over it.
      rebased: (stored) => setDoc((current) => current && { history: current.history, saved: stored.value, meta: stored.meta }),
    },
    onWritten: (publish) => notify('success', publish ? text.published : text.saved),
    onRefused: (error) => notify('error', error instanceof Error ? error.message : undefined),
  });

  const [confirming, setConfirming] = useState(false);

  const set = useCallback((path: string, value: unknown) => {
    setDoc((current) => current && { ...current, history: changeValue(current.history, setAtPath(current.history.present, path, value), { key: path, at: Date.now() }) });
  }, []);

  const { restore } = backup;
  const restoreBackup = useCallback(() => {
    const found = restore();
    // The version the backup was based on: if someone saved since, saving it meets the conflict dialog.
    // A step of its own: undo goes back to the stored copy.
    if (found) setDoc((current) => current && { ...current, history: changeValue(current.history, found.value), meta: { ...current.meta, version: found.base } });
  }, [restore]);

  return {
    kind,
    value,
    dirty,
    pending: Boolean(doc && (dirty || doc.meta.pendingChanges)),
    published: doc?.meta.published ?? null,
    busy: document_.busy === 'resolving' ? null : document_.busy,
    set,
    canUndo: Boolean(doc?.history.past.length),
    canRedo: Boolean(doc?.history.future.length),
    undo: () => setDoc((current) => current && { ...current, history: undoValue(current.history) }),
    redo: () => setDoc((current) => current && { ...current, history: redoValue(current.history) }),
    save: () => document_.save(),
    askPublish: () => (kind === 'nav' ? setConfirming(true) : void document_.publish()),
    confirming,
    cancelPublish: () => setConfirming(false),
    publish: () => {
      setConfirming(false);
      return document_.publish();
    },
    conflict: document_.conflict,
    resolving: document_.resolving,
    keepMine: () => document_.keepMine(),
    reloadTheirs: document_.reloadTheirs,
    dismissConflict: document_.dismissConflict,
    backupOffer: backup.offer && { savedAt: backup.offer.savedAt },
    restoreBackup,
    discardBackup: backup.discard,
    postponeBackup: backup.later,
  };
}
