'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { BackupCodec, FoundBackup } from './backup-entry';
import { browserStorage, removeBackup, writeBackup } from './backup-storage';
import { useFlushOnLeave } from './use-flush-on-leave';

/** Often enough that a crash loses at most a fraction of a second of typing, rarely enough not to stall it. */
export const BACKUP_THROTTLE_MS = 300;

export type DocumentBackupInput<V, B> = {
  /** Where this person's copy of this document is kept; null while the document is not known yet. */
  key: string | null;
  codec: BackupCodec<V, B>;
  /** What the server holds, once loaded: a backup holding the same is not offered. */
  stored: V | null;
  /** The editor's working copy and the stored version(s) it is based on. */
  working: V | null;
  base: B | null;
  dirty: boolean;
  same: (a: V, b: V) => boolean;
};

export type DocumentBackup<V, B> = {
  /** A backup worth restoring, found when the document was loaded; null once answered or put off. */
  offer: FoundBackup<V, B> | null;
  /** The backed-up copy and the version it was based on (so saving it over newer work meets the conflict choice). */
  restore: () => FoundBackup<V, B> | null;
  discard: () => void;
  /** Not now: the question goes away, and the backup is kept (nothing is written over it) until the next visit. */
  later: () => void;
  /** The working copy was saved and the editor closes at once: nothing is left to write or keep. */
  forget: () => void;
};

/**
 * The one way the editor keeps unsaved work in the browser, for every document it edits (page, navigation,
 * footer, site settings, domains): the working copy is written to localStorage at most every 300 ms while it
 * differs from what is saved, at once when the tab is hidden or closed, and removed once saved. A backup found
 * when the document is loaded is offered back; until that is answered nothing is written over it.
 */
export function useDocumentBackup<V, B>({ key, codec, stored, working, base, dirty, same }: DocumentBackupInput<V, B>): DocumentBackup<V, B> {
  const [found, setFound] = useState<{ key: string; backup: FoundBackup<V, B>; hidden: boolean } | null>(null);
  // Refs let the throttled write and the page-hide listeners see the latest values without re-subscribing.
  const queued = useRef<{ key: string; value: V; base: B } | null>(null);
  const timer = useRef<number | null>(null);
  const checked = useRef<string | null>(null);
  // Only an entry this editor wrote is removed on save: a backup merely found stays until answered.
  const written = useRef<string | null>(null);
  const codecRef = useRef(codec);
  codecRef.current = codec;
  const sameRef = useRef(same);
  sameRef.current = same;

  const flush = useCallback(() => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
    const next = queued.current;
    queued.current = null;
    if (next && writeBackup(browserStorage(), next.key, codecRef.current.serialise(next.value, next.base, new Date()))) written.current = next.key;
  }, []);

  // Once per document, when what the server holds is first known: offer a backup that holds something else.
  const loaded = stored !== null;
  useEffect(() => {
    if (!key || !loaded || checked.current === key) return;
    checked.current = key;
    const storage = browserStorage();
    let text: string | null = null;
    try {
      text = storage?.getItem(key) ?? null;
    } catch {
      return;
    }
    const backup = codecRef.current.parse(text, new Date());
    if (backup && stored !== null && !sameRef.current(backup.value, stored)) setFound({ key, backup, hidden: false });
    else if (text !== null) removeBackup(storage, key);
    // `stored` is read once, when it first arrives: a later copy is this editor's own save.
  }, [key, loaded]);

  const pending = found !== null && found.key === key;
  useEffect(() => {
    if (!key || pending) return;
    if (dirty && working !== null && base !== null) {
      queued.current = { key, value: working, base };
      timer.current ??= window.setTimeout(flush, BACKUP_THROTTLE_MS);
      return;
    }
    // Nothing unsaved: a write still waiting for the timer would leave a stale copy behind.
    queued.current = null;
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
    if (written.current === key) {
      written.current = null;
      removeBackup(browserStorage(), key);
    }
  }, [key, pending, working, base, dirty, flush]);

  // Leaving the document (another page, or unmount) writes what is queued at once.
  useEffect(() => () => flush(), [key, flush]);
  useFlushOnLeave(flush);

  const restore = useCallback(() => {
    if (!found || found.key !== key) return null;
    setFound(null);
    // The restored copy becomes the working copy, and is written back (newer savedAt) once the editor holds it.
    return found.backup;
  }, [found, key]);

  const discard = useCallback(() => {
    if (!key) return;
    setFound(null);
    removeBackup(browserStorage(), key);
    written.current = null;
    // Changes made while the choice was pending are backed up afresh (the effect above runs again).
  }, [key]);

  const later = useCallback(() => setFound((current) => current && { ...current, hidden: true }), []);

  const forget = useCallback(() => {
    queued.current = null;
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
    if (key && written.current === key) {
      written.current = null;
      removeBackup(browserStorage(), key);
    }
  }, [key]);

  return { offer: pending && !found.hidden ? found.backup : null, restore, discard, later, forget };
}
