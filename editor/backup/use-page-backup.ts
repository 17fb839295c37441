'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { Page } from '@/lib/content/schemas';
import { backupKey, decideBackup, serialiseBackup, type BackupOffer } from './backup-entry';
import { useFlushOnLeave } from './use-flush-on-leave';
import { browserStorage, readBackup, removeBackup, sweepBackups, writeBackup } from './backup-storage';

/** Often enough that a crash loses at most a fraction of a second of typing, rarely enough not to stall it. */
export const BACKUP_THROTTLE_MS = 300;

export type PageBackupInput = {
  userId: string;
  domainId: string;
  pageId: string | null | undefined;
  /** The editor's working copy. */
  page: Page | null;
  /** The copy last loaded or saved (what the server holds). */
  savedPage: Page | null;
  dirty: boolean;
};
export type PageBackupControls = {
  /** A backup worth restoring, found when the page opened; null once restored or discarded. */
  offer: BackupOffer | null;
  /** The backed-up page (with the version it was based on, so saving it over newer work meets the conflict dialog). */
  restore: () => Page | null;
  discard: () => void;
};

/**
 * Keeps the editor's unsaved copy in localStorage, so a crash, a closed tab or a failed save loses nothing,
 * and offers it back when the page is opened again. Saved (not dirty) means the backup is no longer needed.
 */
export function usePageBackup({ userId, domainId, pageId, page, savedPage, dirty }: PageBackupInput): PageBackupControls {
  const key = pageId ? backupKey(userId, domainId, pageId) : null;
  const [found, setFound] = useState<{ key: string; offer: BackupOffer } | null>(null);
  // Refs let the throttled write and the page-hide listeners see the latest values without re-subscribing.
  const saved = useRef(savedPage);
  const latest = useRef({ page, dirty });
  const queued = useRef<{ key: string; page: Page } | null>(null);
  const timer = useRef<number | null>(null);
  // Only an entry this editor wrote is removed on save: a backup merely found stays until chosen or replaced.
  const written = useRef<string | null>(null);

  const flush = useCallback(() => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
    const next = queued.current;
    queued.current = null;
    if (next && writeBackup(browserStorage(), next.key, serialiseBackup(next.page, new Date()))) written.current = next.key;
  }, []);

  useEffect(() => sweepBackups(browserStorage(), new Date()), []);
  useEffect(() => {
    saved.current = savedPage;
  });

  const storedId = savedPage?._id ?? null;
  useEffect(() => {
    const stored = saved.current;
    if (!key || !stored || stored._id !== pageId) return;
    const storage = browserStorage();
    const backup = readBackup(storage, key);
    const decision = decideBackup(backup, stored, new Date());
    if (decision === 'drop') removeBackup(storage, key);
    if (decision === 'offer' && backup) setFound({ key, offer: { savedAt: backup.savedAt, page: backup.page } });
  }, [key, storedId, pageId]);

  useEffect(() => {
    latest.current = { page, dirty };
    if (!key) return;
    if (dirty && page) {
      queued.current = { key, page };
      timer.current ??= window.setTimeout(flush, BACKUP_THROTTLE_MS);
    } else {
      // Nothing unsaved: a write still waiting for the timer would leave a stale copy behind.
      queued.current = null;
      if (timer.current !== null) window.clearTimeout(timer.current);
      timer.current = null;
      if (written.current === key) {
        written.current = null;
        removeBackup(browserStorage(), key);
      }
    }
  }, [key, page, dirty, flush]);

  // Leaving the page (another slug, or unmount) writes what is queued at once.
  useEffect(() => () => flush(), [key, flush]);
  useFlushOnLeave(flush);

  const offer = found && found.key === key ? found.offer : null;

  const restore = useCallback(() => {
    if (!found || found.key !== key) return null;
    setFound(null);
    // The restored copy becomes the working copy, and is written back (newer savedAt) once the editor holds it.
    return found.offer.page;
  }, [found, key]);

  const discard = useCallback(() => {
    if (!key) return;
    setFound(null);
    removeBackup(browserStorage(), key);
    written.current = null;
    // Changes made while the choice was pending are backed up afresh.
    const { page: current, dirty: changed } = latest.current;
    if (changed && current) {
      queued.current = { key, page: current };
      flush();
    }
  }, [key, flush]);

  return { offer, restore, discard };
}
