'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ChromeKind } from '@/components/layout/chrome-fields';
import { setAtPath } from '@/lib/content/value-at-path';
import { ApiError, callApi } from '@/lib/api/client';
import { browserStorage, removeBackup, writeBackup } from '../backup/backup-storage';
import { useFlushOnLeave } from '../backup/use-flush-on-leave';
import { BACKUP_THROTTLE_MS } from '../backup/use-page-backup';
import {
  afterSave,
  chromeBackupKey,
  chromeCalls,
  chromeText,
  offersBackup,
  parseChromeBackup,
  sameChrome,
  serialiseChromeBackup,
  splitAnswer,
  type ChromeBackup,
  type ChromeMeta,
  type ChromeValue,
} from './chrome-document';

type Notify = (kind: 'success' | 'error', text?: string) => void;
type Doc<K extends ChromeKind> = { value: ChromeValue<K>; saved: ChromeValue<K>; meta: ChromeMeta };

export type ChromeDocument<K extends ChromeKind = ChromeKind> = {
  kind: K;
  /** The editor's working copy; null until loaded. */
  value: ChromeValue<K> | null;
  /** Edits not saved yet. */
  dirty: boolean;
  /** Visitors see something else than the saved or edited copy. */
  pending: boolean;
  busy: 'saving' | 'publishing' | null;
  set: (path: string, value: unknown) => void;
  save: () => Promise<boolean>;
  publish: () => Promise<boolean>;
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

/**
 * The navigation or the footer of a domain as the editor edits it: loaded once, changed in place, saved and
 * published through site/saveNav|publishNav (or the footer's), a stale save (409) kept for the person to resolve,
 * and every unsaved change backed up in the browser until it is saved.
 */
export function useChromeDocument<K extends ChromeKind>(kind: K, domainId: string, userId: string, notify: Notify): ChromeDocument<K> {
  const [doc, setDoc] = useState<Doc<K> | null>(null);
  const [busy, setBusy] = useState<ChromeDocument['busy']>(null);
  const [conflict, setConflict] = useState<{ publish: boolean } | null>(null);
  const [resolving, setResolving] = useState(false);
  const [offer, setOffer] = useState<ChromeBackup<K> | null>(null);
  const [postponed, setPostponed] = useState(false);
  const docRef = useRef(doc);
  docRef.current = doc;
  const text = chromeText[kind];
  const key = chromeBackupKey(userId, domainId, kind);

  useEffect(() => {
    let cancelled = false;
    loadLatest(kind, domainId).then(
      ({ value, meta }) => {
        if (cancelled) return;
        setDoc({ value, saved: value, meta });
        const backup = parseChromeBackup(kind, browserStorage()?.getItem(key) ?? null, new Date());
        if (offersBackup(backup, value)) setOffer(backup as ChromeBackup<K>);
        else removeBackup(browserStorage(), key);
      },
      (error: unknown) => !cancelled && notify('error', error instanceof Error ? error.message : undefined),
    );
    return () => {
      cancelled = true;
    };
  }, [kind, domainId, key, notify]);

  const dirty = useMemo(() => Boolean(doc && !sameChrome(doc.value, doc.saved)), [doc]);
  useChromeBackup(key, doc, dirty, offer !== null);

  const set = useCallback((path: string, value: unknown) => {
    setDoc((current) => current && { ...current, value: setAtPath(current.value, path, value) });
  }, []);

  const write = useCallback(
    async (publish: boolean, base?: Doc<K>): Promise<boolean> => {
      const current = base ?? docRef.current;
      if (!current) return false;
      const sent = current.value;
      setBusy(publish ? 'publishing' : 'saving');
      try {
        const call = publish ? chromeCalls[kind].publish : chromeCalls[kind].save;
        const answer = await callApi<Record<string, Record<string, unknown>>>(call, { body: { [kind]: { ...sent, domainId, version: current.meta.version } } });
        const stored = splitAnswer(kind, answer[kind]);
        setDoc((latest) => ({ value: afterSave(latest?.value ?? sent, sent, stored.value), saved: stored.value, meta: stored.meta }));
        notify('success', publish ? text.published : text.saved);
        return true;
      } catch (error) {
        // A stale save (someone else saved first) is kept for the person to resolve; other refusals are shown.
        if (error instanceof ApiError && error.stale) setConflict({ publish });
        else notify('error', error instanceof Error ? error.message : undefined);
        return false;
      } finally {
        setBusy(null);
      }
    },
    [kind, domainId, notify, text],
  );

  const keepMine = useCallback(async () => {
    const current = docRef.current;
    if (!current || !conflict) return;
    setResolving(true);
    try {
      // Their copy becomes the saved one (so the difference stays visible as unsaved), then ours goes over it.
      const latest = await loadLatest(kind, domainId);
      const rebased = { value: current.value, saved: latest.value, meta: latest.meta };
      setDoc(rebased);
      setConflict(null);
      await write(conflict.publish, rebased);
    } catch (error) {
      notify('error', error instanceof Error ? error.message : undefined);
    } finally {
      setResolving(false);
    }
  }, [conflict, kind, domainId, notify, write]);

  const reloadTheirs = useCallback(async () => {
    try {
      const latest = await loadLatest(kind, domainId);
      setDoc({ value: latest.value, saved: latest.value, meta: latest.meta });
      setConflict(null);
    } catch (error) {
      notify('error', error instanceof Error ? error.message : undefined);
    }
  }, [kind, domainId, notify]);

  const restoreBackup = useCallback(() => {
    if (!offer) return;
    setOffer(null);
    // The version the backup was based on: if someone saved since, saving it meets the conflict dialog.
    setDoc((current) => current && { ...current, value: offer.value, meta: { ...current.meta, version: offer.baseVersion } });
  }, [offer]);

  const discardBackup = useCallback(() => {
    setOffer(null);
    removeBackup(browserStorage(), key);
  }, [key]);

  return {
    kind,
    value: doc?.value ?? null,
    dirty,
    pending: Boolean(doc && (dirty || doc.meta.pendingChanges)),
    busy,
    set,
    save: () => write(false),
    publish: () => write(true),
    conflict: conflict !== null,
    resolving,
    keepMine,
    reloadTheirs,
    dismissConflict: () => setConflict(null),
    backupOffer: offer && !postponed ? { savedAt: offer.savedAt } : null,
    restoreBackup,
    discardBackup,
    postponeBackup: () => setPostponed(true),
  };
}

/**
 * Writes the unsaved copy to localStorage (throttled, and at once when the tab is hidden or closed); removes it
 * once saved. While a found backup waits for an answer nothing is written over it.
 */
function useChromeBackup<K extends ChromeKind>(key: string, doc: Doc<K> | null, dirty: boolean, offerPending: boolean) {
  const queued = useRef<string | null>(null);
  const timer = useRef<number | null>(null);
  const flush = useCallback(() => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
    if (queued.current !== null) writeBackup(browserStorage(), key, queued.current);
    queued.current = null;
  }, [key]);

  useEffect(() => {
    if (offerPending || !doc) return;
    if (dirty) {
      queued.current = serialiseChromeBackup(doc.value, doc.meta.version, new Date());
      timer.current ??= window.setTimeout(flush, BACKUP_THROTTLE_MS);
      return;
    }
    queued.current = null;
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
    removeBackup(browserStorage(), key);
  }, [doc, dirty, offerPending, key, flush]);

  useFlushOnLeave(flush);
}
